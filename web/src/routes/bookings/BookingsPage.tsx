import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Container, Group, Image, Loader, MultiSelect, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { readReference } from '@shared/bookingReference.ts';
import { fromZoneLocal } from '@shared/rentalPeriod.ts';
import { DayInput } from '../../components/dates/DayInput.tsx';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TapCheckbox } from '../../components/TapCheckbox.tsx';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { useSessionEnded } from '../../auth/useSessionEnded.ts';
import type { BookingFilter, BookingStatus } from '../../__generated__/graphql.ts';
import { RequireAccount } from '../../auth/RequireAccount.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { toastError, toastSuccess } from '../../components/toast.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { formatError } from '../../lib/errors.ts';
import { useBookingActions } from '../../mutations/useBookingActions.ts';
import { useBookingMoney } from './bookingMoney.ts';
import {
  ActionSummary,
  BookingPrice,
  CancelDialog,
  CancelRequestedBadge,
  DeleteDialog,
  DRIVER_STATUSES,
  formatDay,
  formatWhen,
  StatusBadge,
  withinDay,
  type ActionOutcome,
  type BookingSummary,
} from './BookingParts.tsx';
import { BookingsMessages } from './BookingsMessages.tsx';
import { BookingsQuery } from './documents.ts';

/** Product decisions: 20 bookings a page, 10 on small screens (960 px or less). */
export const PAGE_SIZE = 20;
export const SMALL_PAGE_SIZE = 10;
const SMALL_SCREEN = '(max-width: 960px)';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the URL keeps them (?status=paid,pending&from=YYYY-MM-DD&to=YYYY-MM-DD&ref=EBL-7K3Q9M), so a reload keeps them. */
function readFilters(params: URLSearchParams): { statuses: BookingStatus[]; from: string; to: string; reference: string } {
  const statuses = (params.get('status') ?? '').split(',').filter((s): s is BookingStatus => (DRIVER_STATUSES as string[]).includes(s));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { statuses, from: day('from'), to: day('to'), reference: readReference(params.get('ref') ?? '') ?? '' };
}

/** The server's filter: days are whole days in the business time zone. */
function filterInput(filters: ReturnType<typeof readFilters>, timeZone: string): BookingFilter {
  const from = filters.from ? fromZoneLocal(`${filters.from}T00:00`, timeZone) : null;
  const toStart = filters.to ? fromZoneLocal(`${filters.to}T23:59`, timeZone) : null;
  return {
    ...(filters.statuses.length ? { statuses: filters.statuses } : {}),
    ...(filters.reference ? { reference: filters.reference } : {}),
    ...(from ? { from } : {}),
    // The last minute of the day, to its last millisecond.
    ...(toStart ? { to: new Date(Date.parse(toStart) + 59_999).toISOString() } : {}),
  };
}

/**
 * /bookings: the signed-in driver's bookings, newest first, with filters, infinite scroll (and a
 * "load more" button for keyboard users), and actions on one booking or on a selection.
 */
export default function BookingsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.bookings.title' });
  usePageTitle(title);
  return (
    <RequireAccount>
      <Container size="lg" py="xl">
        <Title order={1} mb="md">
          {title}
        </Title>
        <DataProvider>
          <Suspense fallback={<ListSkeleton />}>
            <BookingsMessages>
              <Bookings />
            </BookingsMessages>
          </Suspense>
        </DataProvider>
      </Container>
    </RequireAccount>
  );
}

function ListSkeleton() {
  return (
    <Stack data-testid="bookings-loading" aria-busy="true">
      <Skeleton h={120} />
      <Skeleton h={120} />
      <Skeleton h={120} />
    </Stack>
  );
}

function Bookings() {
  const intl = useIntl();
  const { settings, error: settingsError } = useSettings();
  // Undefined until the first effect (no window during render): the list waits for it, so a
  // phone never asks for 20 then 10.
  const small = useMediaQuery(SMALL_SCREEN, undefined);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const setFilter = (name: 'status' | 'from' | 'to' | 'ref', value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  const filtered = filters.statuses.length > 0 || Boolean(filters.from || filters.to || filters.reference);
  // The reference as typed: the list follows it once it reads as a reference (any case, with or
  // without EBL and the dash), or is emptied; a wrong one is said so when the driver leaves the box.
  const [referenceText, setReferenceText] = useState(filters.reference);
  const [referenceLeft, setReferenceLeft] = useState(false);
  const onReference = (text: string) => {
    setReferenceText(text);
    setReferenceLeft(false);
    const reference = readReference(text);
    if (reference !== null || text.trim() === '') setFilter('ref', reference ?? '');
  };
  // A reference typed while the page was still only the server's HTML filters the list too.
  const referenceInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(referenceInput, onReference);
  const typedReference = readReference(referenceText);
  const referenceInvalid = referenceText.trim() !== '' && typedReference === null;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label={intl.formatMessage({ id: 'bookings.filters.title' })}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <MultiSelect
            label={intl.formatMessage({ id: 'bookings.filters.status' })}
            placeholder={filters.statuses.length ? undefined : intl.formatMessage({ id: 'bookings.filters.statusPlaceholder' })}
            data={DRIVER_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: `bookings.status.${status}` }) }))}
            value={filters.statuses}
            onChange={(value) => setFilter('status', value.join(','))}
            clearable
            miw={220}
            style={{ flex: 1 }}
          />
          <TextInput
            label={intl.formatMessage({ id: 'bookings.filters.reference' })}
            description={intl.formatMessage({ id: 'bookings.filters.referenceHint' })}
            value={referenceText}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            error={referenceInvalid && referenceLeft ? intl.formatMessage({ id: 'bookings.filters.referenceInvalid' }) : undefined}
            ref={referenceInput}
            onChange={(event) => onReference(event.currentTarget.value)}
            onBlur={() => setReferenceLeft(true)}
            miw={200}
          />
          <DayInput label={intl.formatMessage({ id: 'bookings.filters.from' })} value={filters.from} maxDate={filters.to} onChange={(day) => setFilter('from', day)} />
          <DayInput label={intl.formatMessage({ id: 'bookings.filters.to' })} value={filters.to} minDate={filters.from} onChange={(day) => setFilter('to', day)} />
          {filtered && (
            <Button
              variant="subtle"
              onClick={() => {
                setReferenceText('');
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              {intl.formatMessage({ id: 'bookings.filters.clear' })}
            </Button>
          )}
        </Group>
      </Paper>
      {settingsError ? (
        <RetryAlert title={intl.formatMessage({ id: 'bookings.loadError' })} message={formatError(intl, settingsError)} onRetry={() => window.location.reload()} />
      ) : !settings || small === undefined ? (
        <ListSkeleton />
      ) : (
        <BookingList
          // A new filter or page size starts the list (and the selection) over.
          key={`${params.toString()}|${small}`}
          filter={filterInput(filters, settings.timeZone)}
          filtered={filtered}
          pageSize={small ? SMALL_PAGE_SIZE : PAGE_SIZE}
          timeZone={settings.timeZone}
        />
      )}
    </Stack>
  );
}

function BookingList({ filter, filtered, pageSize, timeZone }: { filter: BookingFilter; filtered: boolean; pageSize: number; timeZone: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const amountsOf = useBookingMoney();
  const { requestCancellation, deleteBookings, busy } = useBookingActions();
  const { data, loading, error, refetch, fetchMore } = useQuery(BookingsQuery, {
    variables: { filter, first: pageSize, after: null, language },
    // Asked again on each visit (a checkout or a staff change may have happened since), then
    // the cache serves the pages fetched meanwhile.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const sessionEnded = useSessionEnded(error);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ kind: 'cancel' | 'delete'; ids: string[] } | null>(null);
  // After a cancel or delete the button pressed is gone (deleted row) or disabled (cancel
  // requested, nothing selected): the focus goes to "Select all", or to the empty list's heading,
  // rather than to the page's body.
  const [refocus, setRefocus] = useState(false);
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    focusTarget.current?.focus();
  }, [refocus, data]);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const bookings = useMemo(() => data?.bookings.edges.map((e) => e.node) ?? [], [data]);
  // One list of prices: all with cents when any shows cents ("$66.00" beside "$51.50").
  const listCents = bookings.some((booking) => amountsOf(booking).anyCents([booking.price]));
  const pageInfo = data?.bookings.pageInfo;
  const nextCursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;

  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchMore({
        variables: { after: nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!fetchMoreResult || !previous) return previous as never;
          const seen = new Set(previous.bookings.edges.map((e) => e.node.id));
          return {
            ...previous,
            bookings: {
              ...fetchMoreResult.bookings,
              edges: [...previous.bookings.edges, ...fetchMoreResult.bookings.edges.filter((e) => !seen.has(e.node.id))],
            },
          };
        },
      });
    } catch (failure) {
      setMoreError(failure);
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, loadingMore, fetchMore]);

  // Infinite scroll: the next page is asked for when the end of the list comes within 200 px.
  useEffect(() => {
    const element = sentinel.current;
    if (!nextCursor || loadingMore || moreError || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void loadMore();
        }
      },
      // Spec §9: the infinite scroll's offset is 40 px (as the search results).
      { rootMargin: '40px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [nextCursor, loadingMore, moreError, loadMore]);

  // Every row shown was deleted while more bookings exist: the next page, not the empty state
  // (with nothing left on screen the scroll trigger has nothing to reach).
  const refill = bookings.length === 0 && Boolean(nextCursor);
  useEffect(() => {
    if (refill && !loadingMore && !moreError) void loadMore();
  }, [refill, loadingMore, moreError, loadMore]);

  const byId = useMemo(() => new Map(bookings.map((b) => [b.id, b])), [bookings]);
  const describe = useCallback(
    (id: string) => {
      const b = byId.get(id);
      return b ? { car: b.car.name, date: formatDay(intl, b.from, timeZone) } : undefined;
    },
    [byId, intl, timeZone],
  );

  if (sessionEnded) return null;
  if (error && !data) {
    return <RetryAlert title={intl.formatMessage({ id: 'bookings.loadError' })} message={formatError(intl, error)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (loading && !data) return <ListSkeleton />;
  if (refill) {
    return moreError ? (
      <RetryAlert title={intl.formatMessage({ id: 'bookings.loadError' })} message={formatError(intl, moreError)} onRetry={() => void loadMore()} />
    ) : (
      <ListSkeleton />
    );
  }

  if (bookings.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="bookings-empty">
        {outcome && <ActionSummary outcome={outcome} describe={describe} onClose={() => setOutcome(null)} />}
        {filtered ? (
          <Text ref={setFocusTarget} tabIndex={-1}>
            {intl.formatMessage({ id: 'bookings.noMatch' })}
          </Text>
        ) : (
          <>
            <Title order={2} size="h4" ref={setFocusTarget} tabIndex={-1}>
              {intl.formatMessage({ id: 'bookings.empty.title' })}
            </Title>
            <Text c="dimmed">{intl.formatMessage({ id: 'bookings.empty.text' })}</Text>
            <Button component={Link} to="/search">
              {intl.formatMessage({ id: 'bookings.empty.search' })}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  const visibleSelected = bookings.filter((b) => selected.has(b.id));
  const allSelected = visibleSelected.length === bookings.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const dialogBookings = dialog ? dialog.ids.map((id) => byId.get(id)).filter((b): b is BookingSummary => Boolean(b)) : [];
  const fee = dialog?.kind === 'cancel' && dialogBookings.some((b) => b.cancellable && withinDay(b.from));

  async function confirm() {
    if (!dialog) return;
    const { kind, ids } = dialog;
    try {
      const summary = kind === 'cancel' ? await requestCancellation(ids) : await deleteBookings(ids);
      setDialog(null);
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      if (kind === 'cancel' && summary.done > 0) toastSuccess(intl.formatMessage({ id: 'bookings.cancelRequestSent' }));
      if (kind === 'delete' && summary.done > 0) toastSuccess(intl.formatMessage({ id: 'bookings.deleted' }, { count: summary.done }));
      // One booking done says it all in the toast; anything skipped, or a selection, gets the summary.
      if (ids.length > 1 || summary.skipped > 0) setOutcome({ kind, summary });
      else setOutcome(null);
      setRefocus(true);
    } catch (failure) {
      setDialog(null);
      toastError(failure);
    }
  }

  return (
    <Stack gap="md">
      {outcome && <ActionSummary outcome={outcome} describe={describe} onClose={() => setOutcome(null)} />}
      <Paper withBorder p="sm" data-testid="bulk-bar">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <TapCheckbox
              ref={setFocusTarget}
              aria-label={intl.formatMessage({ id: 'bookings.selectAll' })}
              checked={allSelected}
              indeterminate={visibleSelected.length > 0 && !allSelected}
              onChange={(event) => setSelected(event.currentTarget.checked ? new Set(bookings.map((b) => b.id)) : new Set())}
            />
            <Text size="sm" aria-live="polite">
              {intl.formatMessage({ id: 'bookings.selected' }, { count: visibleSelected.length })}
            </Text>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              color="orange"
              disabled={visibleSelected.length === 0 || busy}
              onClick={() => setDialog({ kind: 'cancel', ids: visibleSelected.map((b) => b.id) })}
            >
              {intl.formatMessage({ id: 'bookings.bulk.cancel' })}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={visibleSelected.length === 0 || busy}
              onClick={() => setDialog({ kind: 'delete', ids: visibleSelected.map((b) => b.id) })}
            >
              {intl.formatMessage({ id: 'bookings.bulk.delete' })}
            </Button>
          </Group>
        </Group>
      </Paper>

      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={intl.formatMessage({ id: 'bookings.listLabel' })}>
        {bookings.map((booking) => (
          <BookingRow
            key={booking.id}
            booking={booking}
            timeZone={timeZone}
            selected={selected.has(booking.id)}
            onSelect={(on) => toggle(booking.id, on)}
            amounts={amountsOf(booking, listCents)}
            onCancel={() => setDialog({ kind: 'cancel', ids: [booking.id] })}
            onDelete={() => setDialog({ kind: 'delete', ids: [booking.id] })}
            busy={busy}
          />
        ))}
      </Stack>

      <div ref={sentinel} />
      {moreError ? (
        <RetryAlert title={intl.formatMessage({ id: 'bookings.loadError' })} message={formatError(intl, moreError)} onRetry={() => void loadMore()} />
      ) : nextCursor ? (
        <Group justify="center">
          {loadingMore ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{intl.formatMessage({ id: 'bookings.loadingMore' })}</Text>
            </Group>
          ) : (
            <Button variant="default" onClick={() => void loadMore()}>
              {intl.formatMessage({ id: 'bookings.loadMore' })}
            </Button>
          )}
        </Group>
      ) : (
        bookings.length > pageSize && (
          <Text size="sm" c="dimmed" ta="center">
            {intl.formatMessage({ id: 'bookings.allLoaded' })}
          </Text>
        )
      )}

      <CancelDialog
        opened={dialog?.kind === 'cancel'}
        count={dialog?.ids.length ?? 1}
        feeMayApply={Boolean(fee)}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setDialog(null)}
      />
      <DeleteDialog opened={dialog?.kind === 'delete'} count={dialog?.ids.length ?? 1} busy={busy} onConfirm={() => void confirm()} onClose={() => setDialog(null)} />
    </Stack>
  );
}

function BookingRow({
  booking,
  timeZone,
  selected,
  onSelect,
  amounts,
  onCancel,
  onDelete,
  busy,
}: {
  booking: BookingSummary;
  timeZone: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  amounts: ReturnType<ReturnType<typeof useBookingMoney>>;
  onCancel: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const intl = useIntl();
  // The list's filters go with the driver to the booking, for its "Back to my bookings".
  const listSearch = useLocation().search;
  const car = booking.car.name;
  const headingId = `booking-${booking.id}`;
  return (
    <Paper component="li" withBorder p="md" data-booking-id={booking.id} aria-labelledby={headingId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <TapCheckbox
          nudge={4}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={intl.formatMessage({ id: 'bookings.select' }, { car, date: formatDay(intl, booking.from, timeZone) })}
        />
        <Image src={booking.car.imageUrl} fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" w={120} h={80} fit="contain" visibleFrom="sm" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Title order={2} size="h5" id={headingId}>
                <bdi>{car}</bdi>
              </Title>
              <Text size="sm" c="dimmed">
                {intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: 'bookings.supplier' }), value: booking.supplier.name })}
              </Text>
              <Text size="sm" data-testid="booking-reference">
                {intl.formatMessage({ id: 'common.labelValue' }, { label: intl.formatMessage({ id: 'booking.reference' }), value: <span key="reference" dir="ltr">{booking.reference}</span> })}
              </Text>
            </Stack>
            <Group gap="xs">
              <StatusBadge status={booking.status} />
              {booking.cancelRequest && <CancelRequestedBadge />}
            </Group>
          </Group>
          <Group gap="xl" wrap="wrap" align="flex-start">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage({ id: 'bookings.pickup' })}
              </Text>
              <Text size="sm">{booking.pickupLocation.name}</Text>
              <Text size="sm">
                <time dateTime={booking.from}>{formatWhen(intl, booking.from, timeZone)}</time>
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage({ id: 'bookings.dropoff' })}
              </Text>
              <Text size="sm">{booking.dropoffLocation.name}</Text>
              <Text size="sm">
                <time dateTime={booking.to}>{formatWhen(intl, booking.to, timeZone)}</time>
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage({ id: 'bookings.price' })}
              </Text>
              <BookingPrice amount={booking.price} amounts={amounts} />
            </Stack>
          </Group>
          <Group gap="xs" mt={4} wrap="wrap">
            <Button size="xs" variant="light" component={Link} to={`/booking?b=${encodeURIComponent(booking.id)}`} state={{ listSearch }} aria-label={intl.formatMessage({ id: 'bookings.action.viewLabel' }, { car })}>
              {intl.formatMessage({ id: 'bookings.action.view' })}
            </Button>
            {booking.editable && (
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={`/booking?b=${encodeURIComponent(booking.id)}&edit=1`}
                state={{ listSearch }}
                aria-label={intl.formatMessage({ id: 'bookings.action.editLabel' }, { car })}
              >
                {intl.formatMessage({ id: 'bookings.action.edit' })}
              </Button>
            )}
            {booking.cancellable && (
              <Button size="xs" variant="light" color="orange" onClick={onCancel} disabled={busy} aria-label={intl.formatMessage({ id: 'bookings.action.cancelLabel' }, { car })}>
                {intl.formatMessage({ id: 'bookings.action.cancel' })}
              </Button>
            )}
            {booking.deletable && (
              <Button size="xs" variant="light" color="red" onClick={onDelete} disabled={busy} aria-label={intl.formatMessage({ id: 'bookings.action.deleteLabel' }, { car })}>
                {intl.formatMessage({ id: 'bookings.action.delete' })}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
