import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Checkbox, Container, Divider, Grid, Group, Image, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { fromZoneLocal, toZoneLocal, zoneToday } from '@shared/rentalPeriod.ts';
import { formatCalendarDate } from '@shared/dates.ts';
import { Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { useSessionEnded } from '../../auth/useSessionEnded.ts';
import type { BookingQuery as BookingResult, ExtraKind, UpdateBookingInput } from '../../__generated__/graphql.ts';
import { RequireAccount } from '../../auth/RequireAccount.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { PersonFields } from '../../components/PersonFields.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { toastError, toastNotice, toastSuccess } from '../../components/toast.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useSettings, type Settings } from '../../hooks/useSettings.ts';
import { useZodForm, type FieldProblems } from '../../hooks/useZodForm.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { errorCode, errorDetails, formatError, messageCodeId } from '../../lib/errors.ts';
import { periodErrors, periodRulesOf, utcOffsetLabel } from '../../lib/rentalRules.ts';
import { useBookingActions } from '../../mutations/useBookingActions.ts';
import { useUpdateBooking } from '../../mutations/useUpdateBooking.ts';
import { personProblems, type PersonValues } from '../checkout/checkoutForm.ts';
import { useBookingMoney, type BookingAmounts } from './bookingMoney.ts';
import { RentalPeriodPicker } from '../../components/dates/RentalPeriodPicker.tsx';
import { BookingPrice, CancelDialog, CancelRequestedBadge, formatWhen, StatusBadge, withinDay } from './BookingParts.tsx';
import classes from './BookingPage.module.css';
import { BookingsMessages } from './BookingsMessages.tsx';
import { BookingChangeQuoteQuery, BookingQuery } from './documents.ts';

type Booking = BookingResult['booking'];
type Location = BookingResult['locations'][number];
type QuoteShape = NonNullable<Booking['breakdown']>;

const EXTRA_KINDS: ExtraKind[] = ['cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'];
const EMPTY_PERSON: PersonValues = { fullName: '', email: '', phone: '', birthDate: '' };

/**
 * /booking?b=<id>: everything about one of the driver's bookings, with its breakdown; a
 * printable receipt and the calendar file; the cancel request; and, for an editable booking
 * (?edit=1 opens it), a change of dates, locations and extras priced by the server before saving.
 */
/** /bookings with the filters the driver came from (a link from the list carries them). */
function useBackToList(): string {
  const state: unknown = useLocation().state;
  const search = state && typeof state === 'object' && 'listSearch' in state ? state.listSearch : undefined;
  return typeof search === 'string' && search.startsWith('?') ? `/bookings${search}` : '/bookings';
}

export default function BookingPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.booking.title' });
  usePageTitle(title);
  return (
    <RequireAccount>
      <Container size="lg" py="xl">
        <DataProvider>
          <Suspense fallback={<PageSkeleton />}>
            <BookingsMessages>
              <BookingLoader title={title} />
            </BookingsMessages>
          </Suspense>
        </DataProvider>
      </Container>
    </RequireAccount>
  );
}

function PageSkeleton() {
  return (
    <Stack data-testid="booking-loading" aria-busy="true">
      <Skeleton h={40} w={240} />
      <Skeleton h={200} />
      <Skeleton h={160} />
    </Stack>
  );
}

function NotFound({ textId }: { textId: 'booking.notFound.text' | 'booking.badUrl.text' }) {
  const intl = useIntl();
  const backToList = useBackToList();
  return (
    <Alert color="orange" title={intl.formatMessage({ id: 'booking.notFound.title' })} data-testid="booking-not-found">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{intl.formatMessage({ id: textId })}</Text>
        <Anchor component={Link} to={backToList}>
          {intl.formatMessage({ id: 'booking.backToList' })}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function BookingLoader({ title }: { title: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { language } = useLanguage();
  const id = params.get('b') ?? '';
  const { data, error, refetch } = useQuery(BookingQuery, { variables: { id, language }, skip: !id, fetchPolicy: 'cache-and-network' });
  const sessionEnded = useSessionEnded(error);
  const { settings, error: settingsError, refetch: refetchSettings } = useSettings();

  const withHeading = (body: ReactNode) => (
    <>
      <Title order={1} mb="md">
        {title}
      </Title>
      {body}
    </>
  );
  if (sessionEnded) return null;
  if (!id) return withHeading(<NotFound textId="booking.badUrl.text" />);
  if (error && errorCode(error) === 'NOT_FOUND') return withHeading(<NotFound textId="booking.notFound.text" />);
  if ((error && !data) || settingsError) {
    return withHeading(
      <RetryAlert
        title={intl.formatMessage({ id: 'booking.loadError' })}
        message={formatError(intl, error ?? settingsError)}
        onRetry={() => {
          // Whichever failed: the booking, the settings, or both.
          if (error) void refetch().catch(() => undefined);
          if (settingsError) refetchSettings();
        }}
      />,
    );
  }
  if (!data || !settings) return withHeading(<PageSkeleton />);
  return <BookingView key={data.booking.id} title={title} booking={data.booking} locations={data.locations} settings={settings} />;
}

function BookingView({ title, booking, locations, settings }: { title: string; booking: Booking; locations: Location[]; settings: Settings }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const backToList = useBackToList();
  const amountsOf = useBookingMoney();
  // The page's amounts are one list: all with cents when any has them.
  const shown = [
    booking.price,
    booking.car.deposit,
    ...(booking.breakdown?.blocks.flatMap((b) => [b.unitPrice, b.amount]) ?? []),
    ...(booking.breakdown?.extras.map((e) => e.amount) ?? []),
  ];
  const amounts = amountsOf(booking, amountsOf(booking).anyCents(shown));
  const { requestCancellation, busy } = useBookingActions();
  const client = useApolloClient();
  const [cancelOpen, setCancelOpen] = useState(false);
  const editing = booking.editable && params.get('edit') === '1';
  const setEditing = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('edit', '1');
        else next.delete('edit');
        return next;
      },
      // Keeps what the list gave (its filters for "Back to my bookings").
      { replace: true, state: location.state },
    );

  async function cancel() {
    try {
      const summary = await requestCancellation([booking.id]);
      setCancelOpen(false);
      if (summary.done > 0) {
        toastSuccess(intl.formatMessage({ id: 'bookings.cancelRequestSent' }));
        // The request's time comes from the server.
        void client.refetchQueries({ include: [BookingQuery] }).catch(() => undefined);
      } else {
        // Refused for a reason (asked meanwhile in another tab, started, cancelled): say which,
        // and show the booking as it now is.
        const reason = summary.results[0]?.skipped;
        if (reason) toastNotice(intl.formatMessage({ id: 'booking.cancelSkipped' }, { reason: intl.formatMessage({ id: `bookings.skip.${reason}` }) }));
        else toastError(undefined);
        void client.refetchQueries({ include: [BookingQuery] }).catch(() => undefined);
      }
    } catch (failure) {
      setCancelOpen(false);
      toastError(failure);
    }
  }

  const timeZone = settings.timeZone;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>
          {title}
          <Text span className={classes.printOnly}>
            {' '}
            · {intl.formatMessage({ id: 'booking.receipt' })}
          </Text>
        </Title>
        <Group gap="xs">
          <StatusBadge status={booking.status} />
          {booking.cancelRequest && <CancelRequestedBadge />}
        </Group>
      </Group>
      {booking.cancelRequest && booking.cancelRequestedAt && (
        <Text size="sm" c="orange.8">
          {intl.formatMessage({ id: 'booking.cancelRequestedAt' }, { date: formatWhen(intl, booking.cancelRequestedAt, timeZone) })}
        </Text>
      )}
      <Group gap="xs" className={classes.noPrint} wrap="wrap">
        <Button variant="subtle" component={Link} to={backToList}>
          {intl.formatMessage({ id: 'booking.backToList' })}
        </Button>
        {booking.editable && !editing && (
          <Button variant="light" onClick={() => setEditing(true)}>
            {intl.formatMessage({ id: 'booking.edit' })}
          </Button>
        )}
        {booking.cancellable && (
          <Button variant="light" color="orange" onClick={() => setCancelOpen(true)} disabled={busy}>
            {intl.formatMessage({ id: 'bookings.bulk.cancel' })}
          </Button>
        )}
        <Button variant="default" onClick={() => window.print()}>
          {intl.formatMessage({ id: 'booking.print' })}
        </Button>
        {booking.calendarUrl && (
          <Button variant="default" component="a" href={booking.calendarUrl} download>
            {intl.formatMessage({ id: 'booking.calendar' })}
          </Button>
        )}
      </Group>

      {params.get('edit') === '1' && !booking.editable && (
        <Alert color="orange" variant="light" className={classes.noPrint}>
          {intl.formatMessage({ id: 'booking.edit.notEditable' })}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: editing ? 6 : 7 }}>
          <BookingDetails booking={booking} timeZone={timeZone} amounts={amounts} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: editing ? 6 : 5 }}>
          {editing ? (
            <EditBooking booking={booking} locations={locations} settings={settings} amounts={amounts} onDone={() => setEditing(false)} />
          ) : (
            <Breakdown title={intl.formatMessage({ id: 'booking.breakdown' })} quote={booking.breakdown} total={booking.price} amounts={amounts} testId="booking-breakdown" />
          )}
        </Grid.Col>
      </Grid>

      <CancelDialog
        opened={cancelOpen}
        count={1}
        feeMayApply={withinDay(booking.from)}
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setCancelOpen(false)}
      />
    </Stack>
  );
}

function BookingDetails({ booking, timeZone, amounts }: { booking: Booking; timeZone: string; amounts: BookingAmounts }) {
  const intl = useIntl();
  const chosen = EXTRA_KINDS.filter((kind) => booking.extras[kind]);
  const row = (label: string, value: ReactNode) => (
    <Table.Tr>
      <Table.Th w={170}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="booking-car">
      <Group align="flex-start" wrap="wrap" gap="md">
        <Image src={booking.car.imageUrl} fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" w={150} h={100} fit="contain" />
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Title order={2} size="h4" id="booking-car">
            <bdi>{booking.car.name}</bdi>
          </Title>
          <Text size="sm">
            {intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: 'bookings.supplier' }), value: booking.supplier.name })}
          </Text>
        </Stack>
      </Group>
      <Table mt="sm" variant="vertical" withRowBorders={false} layout="fixed">
        <Table.Tbody>
          {row(intl.formatMessage({ id: 'booking.reference' }), <Text span ff="monospace" size="sm" data-testid="booking-reference" dir="ltr">{booking.reference}</Text>)}
          {row(
            intl.formatMessage({ id: 'bookings.pickup' }),
            <>
              {booking.pickupLocation.name}
              <br />
              <time dateTime={booking.from}>{formatWhen(intl, booking.from, timeZone)}</time>
            </>,
          )}
          {row(
            intl.formatMessage({ id: 'bookings.dropoff' }),
            <>
              {booking.dropoffLocation.name}
              <br />
              <time dateTime={booking.to}>{formatWhen(intl, booking.to, timeZone)}</time>
            </>,
          )}
          {row(intl.formatMessage({ id: 'booking.days' }), intl.formatMessage({ id: 'booking.dayCount' }, { count: booking.days }))}
          {row(intl.formatMessage({ id: 'booking.payment' }), intl.formatMessage({ id: `booking.payment.${booking.paymentOption}` }))}
          {row(intl.formatMessage({ id: 'bookings.price' }), <BookingPrice amount={booking.price} amounts={amounts} />)}
          {row(intl.formatMessage({ id: 'booking.deposit' }), amounts.format(booking.car.deposit))}
          {row(intl.formatMessage({ id: 'booking.bookedOn' }), formatWhen(intl, booking.createdAt, timeZone))}
          {row(
            intl.formatMessage({ id: 'booking.extras' }),
            chosen.length ? chosen.map((kind) => intl.formatMessage({ id: `extra.${kind}` })).join(', ') : intl.formatMessage({ id: 'booking.noExtras' }),
          )}
          {booking.additionalDriver &&
            row(
              intl.formatMessage({ id: 'booking.additionalDriver' }),
              <>
                {booking.additionalDriver.fullName}
                <br />
                <span dir="ltr">{booking.additionalDriver.email}</span> · <span dir="ltr">{booking.additionalDriver.phone}</span> · {formatCalendarDate(booking.additionalDriver.birthDate, intl.locale)}
              </>,
            )}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {intl.formatMessage({ id: 'booking.zone' }, { zone: timeZone, offset: utcOffsetLabel(timeZone, new Date(booking.from)) })}
      </Text>
    </Paper>
  );
}

/** A price breakdown: the day blocks, the chosen extras, the total. */
function Breakdown({ title, quote, total, amounts, testId }: { title: string; quote: QuoteShape | null | undefined; total: string; amounts: BookingAmounts; testId: string }) {
  const intl = useIntl();
  const extras = quote?.extras.filter((e) => e.chosen && e.available) ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {quote ? (
        <Table data-testid={testId}>
          <Table.Tbody>
            {quote.blocks.map((block) => (
              <Table.Tr key={block.size}>
                <Table.Td>{intl.formatMessage({ id: 'booking.block' }, { count: block.count, size: block.size, price: amounts.format(block.unitPrice) })}</Table.Td>
                <Table.Td ta="end">{amounts.format(block.amount)}</Table.Td>
              </Table.Tr>
            ))}
            {extras.map((extra) => (
              <Table.Tr key={extra.kind}>
                <Table.Td>{intl.formatMessage({ id: `extra.${extra.kind}` })}</Table.Td>
                <Table.Td ta="end">{extra.included ? intl.formatMessage({ id: 'booking.included' }) : amounts.format(extra.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{intl.formatMessage({ id: 'booking.total' })}</Table.Th>
              <Table.Th ta="end" data-total={quote.total}>
                <BookingPrice amount={quote.total} amounts={amounts} />
              </Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'booking.noBreakdown' })}
          </Text>
          <Group justify="space-between">
            <Text fw={700}>{intl.formatMessage({ id: 'booking.total' })}</Text>
            <BookingPrice amount={total} amounts={amounts} />
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

function EditBooking({
  booking,
  locations,
  settings,
  amounts,
  onDone,
}: {
  booking: Booking;
  locations: Location[];
  settings: Settings;
  amounts: BookingAmounts;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { updateBooking, saving } = useUpdateBooking();
  const timeZone = settings.timeZone;
  const initialExtras = Object.fromEntries(EXTRA_KINDS.map((k) => [k, booking.extras[k]])) as Record<ExtraKind, boolean>;
  const storedPerson: PersonValues = booking.additionalDriver ? { ...booking.additionalDriver } : EMPTY_PERSON;
  const initial = {
    pickupLocationId: booking.pickupLocation.id,
    dropoffLocationId: booking.dropoffLocation.id,
    from: toZoneLocal(booking.from, timeZone),
    to: toZoneLocal(booking.to, timeZone),
    'additionalDriver.fullName': storedPerson.fullName,
    'additionalDriver.email': storedPerson.email,
    'additionalDriver.phone': storedPerson.phone,
    'additionalDriver.birthDate': storedPerson.birthDate,
    extras: initialExtras,
  };
  const personIn = (v: typeof initial): PersonValues => ({
    fullName: v['additionalDriver.fullName'],
    email: v['additionalDriver.email'],
    phone: v['additionalDriver.phone'],
    birthDate: v['additionalDriver.birthDate'],
  });
  const [conflict, setConflict] = useState(false);
  const form = useZodForm<typeof initial>({
    initialValues: initial,
    // The additional driver's details by checkout's rules (the server judges the age, the
    // dates and the places when it prices the change); the period's rules show live under the picker.
    validate: (v) => {
      const problems: FieldProblems = {};
      const entered = Object.values(personIn(v)).some((x) => x.trim() !== '');
      if ((v.extras.additionalDriver && !additionalIncluded) || entered) {
        personProblems('additionalDriver', personIn(v), { minAge: 0, today: zoneToday(timeZone), pickupDay: zoneToday(timeZone, new Date(booking.from)) }, problems);
      }
      return problems;
    },
    labels: {},
    onSubmit: () => save(),
  });
  const { values } = form;
  const extras = values.extras;
  const person = personIn(values);

  const from = fromZoneLocal(values.from, timeZone);
  const to = fromZoneLocal(values.to, timeZone);
  const period = periodErrors(from, to, periodRulesOf(settings));
  const periodText = (field: 'from' | 'to') => {
    const code = period[field];
    return code ? intl.formatMessage({ id: messageCodeId(code) }, { days: settings.maxRentalDays }) : form.fieldError(field);
  };

  // Lines for the extras: the latest quote's (the change's, else the stored breakdown's).
  const input: UpdateBookingInput | null =
    from && to && Object.keys(period).length === 0
      ? {
          id: booking.id,
          pickupLocationId: values.pickupLocationId,
          dropoffLocationId: values.dropoffLocationId,
          from,
          to,
          extras: Object.fromEntries(EXTRA_KINDS.filter((k) => extras[k]).map((k) => [k, true])),
        }
      : null;
  const personComplete = Object.values(person).every((v) => v.trim() !== '');
  const dirty =
    values.pickupLocationId !== initial.pickupLocationId ||
    values.dropoffLocationId !== initial.dropoffLocationId ||
    values.from !== initial.from ||
    values.to !== initial.to ||
    EXTRA_KINDS.some((k) => extras[k] !== initialExtras[k]) ||
    (extras.additionalDriver && JSON.stringify(person) !== JSON.stringify(storedPerson));

  // The server prices an additional driver only with their details (or the ones stored).
  const needPerson = extras.additionalDriver && !booking.additionalDriver && !personComplete;
  const quoteQuery = useQuery(BookingChangeQuoteQuery, {
    variables: { input: { ...input!, ...(extras.additionalDriver && personComplete ? { additionalDriver: person } : {}) } },
    skip: !input || !dirty || needPerson,
    fetchPolicy: 'network-only',
  });
  // Only the answer for what the form holds now: an older price is never shown as the new one.
  const shownChange = dirty && input && !needPerson && !quoteQuery.loading ? quoteQuery.data?.bookingChangeQuote : undefined;
  const extraLines = (shownChange?.quote ?? booking.breakdown)?.extras ?? [];
  const lineOf = new Map(extraLines.map((e) => [e.kind, e]));
  const additionalLine = lineOf.get('additionalDriver');
  const additionalIncluded = Boolean(additionalLine?.included);
  const additionalOn = Boolean(extras.additionalDriver || additionalIncluded);
  const quoteError = quoteQuery.error && !quoteQuery.loading ? formatError(intl, quoteQuery.error) : null;

  const canSave = Boolean(input && dirty && !needPerson && shownChange?.available && !quoteQuery.loading && !quoteError && !saving && (!extras.additionalDriver || additionalLine?.included || personComplete));

  async function save() {
    if (!input || !canSave) return;
    setConflict(false);
    try {
      await updateBooking({ ...input, ...(additionalOn && personComplete ? { additionalDriver: person } : {}) }, language);
      toastSuccess(intl.formatMessage({ id: 'booking.edit.success' }));
      onDone();
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') {
        setConflict(true);
        void quoteQuery.refetch().catch(() => undefined);
        return;
      }
      // Each field error under its field (the first one focused), and what went wrong above the
      // buttons unless it only repeats a field's message (the engine's rule, as in the account forms).
      const { fieldErrors, messageCode } = errorDetails(error);
      const shown = Object.entries(fieldErrors).filter(([field]) => field in initial);
      const repeated = shown.some(([, code]) => code === messageCode);
      form.showProblems(Object.fromEntries(shown.map(([field, code]) => [field, { id: messageCodeId(code) }])), repeated ? null : formatError(intl, error));
    }
  }

  /** A change: any conflict shown is about what the form held before. */
  const change = (changes: Partial<typeof initial>) => {
    setConflict(false);
    form.setMany(changes);
  };
  const locationData = (list: Location[]) => list.map((l) => ({ value: l.id, label: l.name }));
  const pickupChoices = booking.car.locations.length ? booking.car.locations : locations;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="booking-edit" className={classes.noPrint}>
      <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate aria-labelledby="booking-edit">
        <Stack gap="sm">
          <Title order={2} size="h4" id="booking-edit">
            {intl.formatMessage({ id: 'booking.edit.title' })}
          </Title>
          {/* One place a row: half a row cut long names ("Erbil International Airport (EB"). */}
          <Stack gap="sm">
            <Select
              label={intl.formatMessage({ id: 'booking.edit.pickupLocation' })}
              data={locationData(pickupChoices)}
              name="pickupLocationId"
              value={values.pickupLocationId}
              onChange={(value) => value && change({ pickupLocationId: value })}
              allowDeselect={false}
              error={form.fieldError('pickupLocationId')}
            />
            <Select
              label={intl.formatMessage({ id: 'booking.edit.dropoffLocation' })}
              data={locationData(locations)}
              name="dropoffLocationId"
              value={values.dropoffLocationId}
              onChange={(value) => value && change({ dropoffLocationId: value })}
              allowDeselect={false}
              searchable
              error={form.fieldError('dropoffLocationId')}
            />
          </Stack>
          <RentalPeriodPicker
            settings={settings}
            value={{ from: values.from, to: values.to }}
            onChange={(next) => change({ from: next.from, to: next.to })}
            errors={{
              from: values.from !== initial.from ? periodText('from') : undefined,
              to: values.to !== initial.to || values.from !== initial.from ? periodText('to') : undefined,
            }}
          />

          <Stack gap={6} role="group" aria-label={intl.formatMessage({ id: 'booking.extras' })}>
            <Text fw={600} size="sm">
              {intl.formatMessage({ id: 'booking.extras' })}
            </Text>
            {EXTRA_KINDS.map((kind) => {
              const line = lineOf.get(kind);
              if (line && !line.available) return null;
              const price = line?.included
                ? intl.formatMessage({ id: 'booking.included' })
                : line?.unitPrice
                  ? amounts.format(line.unitPrice)
                  : undefined;
              return (
                <Checkbox
                  key={kind}
                  label={intl.formatMessage({ id: `extra.${kind}` })}
                  description={price}
                  checked={Boolean(line?.included || extras[kind])}
                  disabled={Boolean(line?.included)}
                  onChange={(event) => change({ extras: { ...extras, [kind]: event.currentTarget.checked } })}
                />
              );
            })}
          </Stack>

          {additionalOn && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {intl.formatMessage({ id: 'booking.additionalDriver' })}
              </Text>
              <PersonFields field={(name) => form.inputProps(`additionalDriver.${name}`)} own={false} required columns={2} />
            </Stack>
          )}

          <Divider />
          <Group justify="space-between" data-testid="current-price">
            <Text size="sm">{intl.formatMessage({ id: 'booking.edit.currentPrice' })}</Text>
            <BookingPrice amount={booking.price} amounts={amounts} size="sm" />
          </Group>
          {dirty && input && (
            <div aria-live="polite">
              {needPerson ? (
                <Text size="sm" role="status">
                  {intl.formatMessage({ id: 'booking.edit.additionalNeeded' })}
                </Text>
              ) : quoteError ? (
                <Alert color="red" variant="light">
                  {quoteError}
                </Alert>
              ) : !shownChange ? (
                <Text size="sm" role="status">
                  {intl.formatMessage({ id: 'booking.edit.quoting' })}
                </Text>
              ) : (
                <Stack gap={6}>
                  <Group justify="space-between" data-testid="new-price" data-total={shownChange.quote.total}>
                    <Text fw={700}>{intl.formatMessage({ id: 'booking.edit.newPrice' })}</Text>
                    <BookingPrice amount={shownChange.quote.total} amounts={amounts} />
                  </Group>
                  {!shownChange.available && (
                    <Alert color="orange" variant="light" role="alert">
                      {intl.formatMessage({ id: 'booking.edit.notAvailable' })}
                    </Alert>
                  )}
                  <Breakdown title={intl.formatMessage({ id: 'booking.breakdown' })} quote={shownChange.quote} total={shownChange.quote.total} amounts={amounts} testId="change-breakdown" />
                </Stack>
              )}
            </div>
          )}
          {conflict && (
            <Alert color="red" variant="light" role="alert">
              {intl.formatMessage({ id: 'booking.edit.conflict' })}
            </Alert>
          )}
          {form.formError && !conflict && (
            <Alert color="red" variant="light" role="alert">
              {form.formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone} disabled={saving}>
              {intl.formatMessage({ id: 'booking.edit.discard' })}
            </Button>
            <Button type="submit" loading={saving} disabled={!canSave}>
              {intl.formatMessage({ id: 'booking.edit.save' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
