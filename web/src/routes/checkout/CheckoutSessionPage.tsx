import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Container, Grid, Group, Image, List, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import type { CheckoutSessionQuery as SessionResult, CheckoutSessionState } from '../../__generated__/graphql.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import type { MessageId } from '../../i18n/catalogs.ts';
import { BASE_CURRENCY, isCurrency } from '../../lib/currency.ts';
import { errorCode, formatError } from '../../lib/errors.ts';
import { formatMoneyIn, hasFraction } from '../../lib/money.ts';
import { utcOffsetLabel } from '../../lib/rentalRules.ts';
import { formatWhen } from '../../lib/dates.ts';
import { CheckoutMessages } from './CheckoutMessages.tsx';
import classes from './CheckoutSessionPage.module.css';
import { CheckoutSessionQuery } from './documents.ts';
import { PickupChecklist } from './PaymentOptions.tsx';

/** How often, and how long, an open session is asked about again before the page says "pending". */
export const POLL_INTERVAL_MS = 1_000;
export const POLL_FOR_MS = 6_000;

type Confirmation = NonNullable<SessionResult['checkoutSession']['booking']>;
/** What the page is titled for: the session's state, an open one still being checked or pending. */
type Outcome = Exclude<CheckoutSessionState, 'OPEN'> | 'CHECKING' | 'PENDING';

const TITLE: Record<Outcome, MessageId> = {
  BOOKED: 'confirmation.title.booked',
  PAID: 'confirmation.title.paid',
  CHECKING: 'confirmation.title.checking',
  PENDING: 'confirmation.title.pending',
  FAILED: 'confirmation.title.failed',
};

/** The spec's success messages, word for word (product-spec "Successes"). */
const OUTCOME: Record<Exclude<CheckoutSessionState, 'OPEN'>, { color: string; id: MessageId }> = {
  PAID: { color: 'teal', id: 'checkoutSession.paid' },
  BOOKED: { color: 'teal', id: 'checkoutSession.booked' },
  FAILED: { color: 'red', id: 'checkoutSession.failed' },
};

/**
 * /checkout-session/{sessionId}: how a checkout ended, and for a booking its confirmation (issue
 * 24 point 3). The server answers at once (for Stripe it asks Stripe); a session still open is
 * asked about again for a few seconds, then the page says the payment is pending. Titled for what
 * happened. A booking made (pay later or paid) shows what the server stored with it: car,
 * supplier, places, dates in the business time zone, the breakdown, what was paid and what is due,
 * the pick-up checklist, the cancellation deadline, links to manage it, add it to a calendar and
 * print this page as a receipt, and for a guest the account to activate. The mailbox line shows
 * whenever a confirmation email is sent or on its way (paid, booked, still open).
 */
export default function CheckoutSessionPage() {
  return (
    <Container size="lg" py="xl">
      <Suspense fallback={<PageFallback />}>
        <CheckoutMessages>
          <DataProvider>
            <SessionPage />
          </DataProvider>
        </CheckoutMessages>
      </Suspense>
    </Container>
  );
}

/** While the checkout's messages load: the app catalog's neutral title. */
function PageFallback() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.checkoutSession.title' });
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Skeleton h={60} />
    </Stack>
  );
}

function SessionPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { sessionId = '' } = useParams();
  const [pollingOver, setPollingOver] = useState(false);
  const { data, error, loading, refetch } = useQuery(CheckoutSessionQuery, {
    variables: { id: sessionId, language },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const session = data?.checkoutSession;
  const state = session?.state;
  const open = state === 'OPEN';

  useEffect(() => {
    if (!open || pollingOver) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= POLL_FOR_MS) {
        setPollingOver(true);
        return;
      }
      void refetch().catch(() => undefined);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [open, pollingOver, refetch]);

  const outcome: Outcome | null = !state ? null : state === 'OPEN' ? (pollingOver ? 'PENDING' : 'CHECKING') : state;
  const title = intl.formatMessage({ id: outcome ? TITLE[outcome] : 'page.checkoutSession.title' });
  usePageTitle(title);

  let body: ReactNode = null;
  if (error && !data) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{intl.formatMessage({ id: 'checkoutSession.error' })}</Text>
          {/* A lost connection or a server hiccup may pass: asking again beats reloading. An
              unknown session stays unknown. */}
          {errorCode(error) !== 'NOT_FOUND' && (
            <Button size="xs" variant="light" color="red" onClick={() => void refetch().catch(() => undefined)}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else if (loading && !data) {
    body = <Skeleton h={60} data-testid="session-loading" />;
  } else if (state === 'OPEN') {
    body = (
      <>
        {pollingOver ? (
          <Alert color="yellow" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{intl.formatMessage({ id: 'checkoutSession.pending' })}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setPollingOver(false);
                  void refetch().catch(() => undefined);
                }}
              >
                {intl.formatMessage({ id: 'checkoutSession.checkAgain' })}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Alert color="blue" role="status">
            {intl.formatMessage({ id: 'checkoutSession.checking' })}
          </Alert>
        )}
        <Text>{intl.formatMessage({ id: 'checkoutSession.checkMailbox' })}</Text>
      </>
    );
  } else if (state) {
    const shown = OUTCOME[state];
    body = (
      <>
        <Alert color={shown.color} role={state === 'FAILED' ? 'alert' : 'status'} data-state={state}>
          {intl.formatMessage({ id: shown.id })}
        </Alert>
        {state !== 'FAILED' && <Text>{intl.formatMessage({ id: 'checkoutSession.checkMailbox' })}</Text>}
        {state === 'FAILED' && <Text>{intl.formatMessage({ id: 'confirmation.failedText' })}</Text>}
        {state !== 'FAILED' &&
          (session?.booking ? (
            <BookingConfirmation booking={session.booking} />
          ) : (
            // Older than a week, or cancelled since: the details are behind sign-in (docs/decisions/037).
            <Text className={classes.noPrint}>
              {intl.formatMessage({ id: 'confirmation.noDetails' })}{' '}
              <Anchor component={Link} to="/bookings">
                {intl.formatMessage({ id: 'confirmation.myBookings' })}
              </Anchor>
            </Text>
          ))}
      </>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {body}
      <Group gap="lg" className={classes.noPrint}>
        <Anchor component={Link} to="/search">
          {intl.formatMessage({ id: 'checkoutSession.search' })}
        </Anchor>
        <Anchor component={Link} to="/">
          {intl.formatMessage({ id: 'common.backHome' })}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The booking the checkout made, as the server stored it; printed, this is the receipt. */
function BookingConfirmation({ booking }: { booking: Confirmation }) {
  const intl = useIntl();
  // Times read in the business time zone (Erbil), the server's setting.
  const { settings, error, refetch } = useSettings();
  if (!settings) {
    return error ? (
      <RetryAlert title={intl.formatMessage({ id: 'confirmation.loadError' })} message={formatError(intl, error)} onRetry={refetch} />
    ) : (
      <Skeleton h={200} data-testid="confirmation-loading" />
    );
  }
  return <ConfirmationBody booking={booking} timeZone={settings.timeZone} />;
}

function ConfirmationBody({ booking, timeZone }: { booking: Confirmation; timeZone: string }) {
  const intl = useIntl();
  const { locale: language } = useLanguage();
  // A receipt reads in the currency booked, at the booking's stored rate: never today's rate.
  const currency = isCurrency(booking.currency) ? booking.currency : BASE_CURRENCY;
  const rate = currency === BASE_CURRENCY ? null : booking.exchangeRate;
  const amounts = [booking.price, booking.paidOnline, booking.dueAtPickup, booking.car.deposit, ...(booking.breakdown?.blocks.flatMap((b) => [b.unitPrice, b.amount]) ?? []), ...(booking.breakdown?.extras.map((e) => e.amount) ?? [])];
  const withCents = amounts.some((a) => hasFraction(a, currency, rate));
  const money = (usd: string) => formatMoneyIn(usd, language, currency, rate, withCents);
  const when = (iso: string) => <time dateTime={iso}>{formatWhen(intl, iso, timeZone)}</time>;
  const row = (label: string, value: ReactNode) => (
    <Table.Tr>
      <Table.Th w={150}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  const extras = booking.breakdown?.extras.filter((e) => e.chosen && e.available) ?? [];

  return (
    <Stack gap="md" data-testid="booking-confirmation">
      {booking.guestAccount && (
        <Alert color="blue" variant="light" title={intl.formatMessage({ id: 'confirmation.guest.title' })} data-testid="guest-note" className={classes.noPrint}>
          {intl.formatMessage({ id: 'confirmation.guest.text' }, {
            // An address reads left to right whatever the page's direction (ckb/ar: isolated).
            email: (
              <strong key="email" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                {booking.guestAccount.email}
              </strong>
            ),
          })}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap" className={classes.noPrint}>
        <Button component={Link} to={`/booking?b=${encodeURIComponent(booking.id)}`}>
          {intl.formatMessage({ id: 'confirmation.manage' })}
        </Button>
        <Button variant="default" component="a" href={booking.calendarUrl} download>
          {intl.formatMessage({ id: 'confirmation.calendar' })}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {intl.formatMessage({ id: 'confirmation.print' })}
        </Button>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="confirmation-car">
            <Group align="flex-start" wrap="wrap" gap="md">
              <Image src={booking.car.imageUrl} fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" w={150} h={100} fit="contain" />
              <Stack gap={4} style={{ flex: 1, minWidth: 180 }}>
                <Title order={2} size="h4" id="confirmation-car">
                  <bdi>{booking.car.name}</bdi>
                </Title>
                <Text size="sm">{intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: 'confirmation.supplier' }), value: booking.supplier.name })}</Text>
              </Stack>
            </Group>
            <Table mt="sm" variant="vertical" withRowBorders={false} layout="fixed">
              <Table.Tbody>
                {row(intl.formatMessage({ id: 'confirmation.reference' }), <strong data-testid="confirmation-reference" dir="ltr">{booking.reference}</strong>)}
                {row(
                  intl.formatMessage({ id: 'confirmation.pickup' }),
                  <>
                    {booking.pickupLocation.name}
                    <br />
                    {when(booking.from)}
                  </>,
                )}
                {row(
                  intl.formatMessage({ id: 'confirmation.dropoff' }),
                  <>
                    {booking.dropoffLocation.name}
                    <br />
                    {when(booking.to)}
                  </>,
                )}
                {row(intl.formatMessage({ id: 'confirmation.days' }), intl.formatMessage({ id: 'confirmation.dayCount' }, { count: booking.days }))}
                {row(intl.formatMessage({ id: 'confirmation.payment' }), intl.formatMessage({ id: `confirmation.payment.${booking.paymentOption}` }))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed" mt={4}>
              {intl.formatMessage({ id: 'confirmation.zone' }, { offset: utcOffsetLabel(timeZone, new Date(booking.from)) })}
            </Text>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="confirmation-price">
            <Title order={2} size="h4" mb="sm" id="confirmation-price">
              {intl.formatMessage({ id: 'confirmation.breakdown' })}
            </Title>
            <Table data-testid="confirmation-breakdown">
              <Table.Tbody>
                {booking.breakdown?.blocks.map((block) => (
                  <Table.Tr key={block.size}>
                    <Table.Td>{intl.formatMessage({ id: 'confirmation.block' }, { count: block.count, size: block.size, price: money(block.unitPrice) })}</Table.Td>
                    <Table.Td ta="end">{money(block.amount)}</Table.Td>
                  </Table.Tr>
                ))}
                {extras.map((extra) => (
                  <Table.Tr key={extra.kind}>
                    <Table.Td>{intl.formatMessage({ id: `extra.${extra.kind}` })}</Table.Td>
                    <Table.Td ta="end">{extra.included ? intl.formatMessage({ id: 'confirmation.included' }) : money(extra.amount)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th>{intl.formatMessage({ id: 'confirmation.total' })}</Table.Th>
                  <Table.Th ta="end" data-testid="confirmation-total">
                    {money(booking.price)}
                  </Table.Th>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{intl.formatMessage({ id: 'confirmation.paidOnline' })}</Table.Td>
                  <Table.Td ta="end" data-testid="confirmation-paid">
                    {money(booking.paidOnline)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>{intl.formatMessage({ id: 'confirmation.dueAtPickup' })}</Table.Td>
                  <Table.Td ta="end" fw={700} data-testid="confirmation-due">
                    {money(booking.dueAtPickup)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{intl.formatMessage({ id: 'confirmation.deposit' })}</Table.Td>
                  <Table.Td ta="end">{money(booking.car.deposit)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PickupChecklist paymentOption={booking.paymentOption} deposit={money(booking.car.deposit)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="confirmation-cancellation">
            <Title order={2} size="h4" mb="sm" id="confirmation-cancellation">
              {intl.formatMessage({ id: 'confirmation.cancellation.title' })}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item data-testid="cancellation-deadline">
                {booking.cancellationDeadline
                  ? intl.formatMessage(
                      { id: booking.paymentOption === 'payLater' ? 'confirmation.cancellation.free' : 'confirmation.cancellation.refund' },
                      { date: formatWhen(intl, booking.cancellationDeadline, timeZone) },
                    )
                  : intl.formatMessage({ id: 'confirmation.cancellation.none' })}
              </List.Item>
              <List.Item>{intl.formatMessage({ id: booking.paymentOption === 'payLater' ? 'confirmation.changes.payLater' : 'confirmation.changes.payOnline' })}</List.Item>
            </List>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
