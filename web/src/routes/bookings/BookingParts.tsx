import { Alert, Badge, Button, CloseButton, Group, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { formatDay as formatSharedDay } from '@shared/dates.ts';
import { useIntl, type IntlShape } from 'react-intl';
import type { BookingStatus, BookingSummaryFragment } from '../../__generated__/graphql.ts';
import type { BookingActionSummary } from '../../mutations/useBookingActions.ts';
import type { BookingAmounts } from './bookingMoney.ts';

export type BookingSummary = BookingSummaryFragment;

const STATUS_COLOR: Record<BookingStatus, string> = {
  void: 'gray',
  pending: 'yellow',
  deposit: 'blue',
  paid: 'teal',
  reserved: 'indigo',
  cancelled: 'red',
};

/**
 * The statuses a driver can filter on: every status but the hold (`void` bookings never reach a
 * driver's list). A new status missing here fails to compile.
 */
const DRIVER_STATUS_LIST = ['pending', 'deposit', 'paid', 'reserved', 'cancelled'] as const satisfies readonly BookingStatus[];
type MissingForDriver = Exclude<BookingStatus, 'void' | (typeof DRIVER_STATUS_LIST)[number]>;
const everyDriverStatus: [MissingForDriver] extends [never] ? true : MissingForDriver = true;
void everyDriverStatus;
export const DRIVER_STATUSES: BookingStatus[] = [...DRIVER_STATUS_LIST];

// The date-time form the search, car and confirmation pages share lives with the web's dates.
export { formatWhen } from '../../lib/dates.ts';

/** The day of a booking instant in the business time zone: `Wed 2 Dec 2026`. */
export function formatDay(intl: IntlShape, instant: string, timeZone: string): string {
  return formatSharedDay(instant, intl.locale, timeZone);
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  const intl = useIntl();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-status={status}>
      {intl.formatMessage({ id: `bookings.status.${status}` })}
    </Badge>
  );
}

export function CancelRequestedBadge() {
  const intl = useIntl();
  return (
    <Badge color="orange" variant="outline" data-testid="cancel-requested">
      {intl.formatMessage({ id: 'bookings.cancelRequested' })}
    </Badge>
  );
}

/** An amount of a booking; converted ones are marked with ≈ and say why (also to screen readers). */
export function BookingPrice({ amount, amounts, size = 'md' }: { amount: string; amounts: BookingAmounts; size?: string }) {
  const intl = useIntl();
  const shown = amounts.format(amount);
  if (!amounts.approximate) {
    return (
      <Text span fw={700} size={size} data-testid="booking-price">
        {shown}
      </Text>
    );
  }
  const hint = intl.formatMessage({ id: 'bookings.approximateHint' }, { currency: amounts.bookedIn });
  return (
    <Tooltip label={hint}>
      <Text span fw={700} size={size} data-testid="booking-price" data-approximate="true" aria-label={`${intl.formatMessage({ id: 'bookings.approximate' }, { amount: shown })} (${hint})`} tabIndex={0}>
        {intl.formatMessage({ id: 'bookings.approximate' }, { amount: shown })}
      </Text>
    </Tooltip>
  );
}

/** Whether a pick-up falls within 24 hours of now (a cancel request may then cost a fee). */
export function withinDay(from: string, now = Date.now()): boolean {
  return Date.parse(from) - now < 24 * 3_600_000;
}

/** The confirmation of a cancel request, with the fee warning inside 24 hours of a pick-up. */
export function CancelDialog({
  opened,
  count,
  feeMayApply,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  count: number;
  feeMayApply: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage({ id: 'bookings.cancelDialog.title' })} centered>
      <Stack>
        <Text size="sm">{intl.formatMessage({ id: 'bookings.cancelDialog.text' }, { count })}</Text>
        {feeMayApply && (
          <Alert color="orange" variant="light" role="alert">
            {intl.formatMessage({ id: 'bookings.cancelDialog.fee' })}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* Focus on the harmless choice: Enter right after opening keeps the booking. */}
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {intl.formatMessage({ id: 'bookings.cancelDialog.keep' })}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {intl.formatMessage({ id: 'bookings.cancelDialog.confirm' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The confirmation of a deletion from the driver's list. */
export function DeleteDialog({ opened, count, busy, onConfirm, onClose }: { opened: boolean; count: number; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage({ id: 'bookings.deleteDialog.title' })} centered>
      <Stack>
        <Text size="sm">{intl.formatMessage({ id: 'bookings.deleteDialog.text' }, { count })}</Text>
        <Group justify="flex-end">
          {/* As the cancel dialog: Enter right after opening keeps the booking. */}
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {intl.formatMessage({ id: 'bookings.deleteDialog.keep' })}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {intl.formatMessage({ id: 'bookings.deleteDialog.confirm' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface ActionOutcome {
  kind: 'cancel' | 'delete';
  summary: BookingActionSummary;
}

/** What a bulk action did and what it skipped, with each skipped booking named and why. */
export function ActionSummary({
  outcome,
  describe,
  onClose,
}: {
  outcome: ActionOutcome;
  /** The car and date of a booking by id, when it is still known. */
  describe: (id: string) => { car: string; date: string } | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { summary, kind } = outcome;
  const skipped = summary.results.filter((r) => !r.done);
  return (
    <Alert
      color={skipped.length ? 'yellow' : 'teal'}
      variant="light"
      role="status"
      data-testid="action-summary"
      title={
        <Group justify="space-between" wrap="nowrap">
          <span>{intl.formatMessage({ id: 'bookings.summary.title' })}</span>
        </Group>
      }
      withCloseButton={false}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm">{intl.formatMessage({ id: kind === 'cancel' ? 'bookings.summary.cancelDone' : 'bookings.summary.deleteDone' }, { count: summary.done })}</Text>
          {kind === 'cancel' && summary.feeMayApply && <Text size="sm">{intl.formatMessage({ id: 'bookings.summary.fee' })}</Text>}
          {skipped.length > 0 && (
            <>
              <Text size="sm">{intl.formatMessage({ id: 'bookings.summary.skipped' }, { count: skipped.length })}</Text>
              <List size="sm">
                {skipped.map((r) => {
                  const what = describe(r.id);
                  const reason = intl.formatMessage({ id: `bookings.skip.${r.skipped ?? 'NOT_FOUND'}` });
                  return (
                    <List.Item key={r.id}>
                      {what ? intl.formatMessage({ id: 'bookings.skip.line' }, { car: what.car, date: what.date, reason }) : reason}
                    </List.Item>
                  );
                })}
              </List>
            </>
          )}
        </Stack>
        <CloseButton aria-label={intl.formatMessage({ id: 'bookings.summary.close' })} onClick={onClose} />
      </Group>
    </Alert>
  );
}
