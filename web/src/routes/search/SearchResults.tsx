/**
 * The data part of the search page (docs/decisions/044-javascript-budget.md, L3): everything
 * that asks Apollo for something, out of the page's first load. The page (SearchPage.tsx, the
 * shell: title, sticky bar, sort, form) renders these lazily; the server renders them with the
 * rest (it waits for every lazy part) and the browser hydrates them when this chunk arrives,
 * from the answers the page carries (apollo.ts restores them): no second request, nothing moves.
 * Each part brings its own Apollo provider (components/DataProvider.tsx).
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { SearchFormLocationsDocument, type SearchCarsInput } from '../../__generated__/graphql.ts';
import { CurrencyNotice } from '../../components/CurrencyNotice.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { HydrateLater } from '../../components/HydrateLater.tsx';
import { CarCard, carCardAmounts, resultPicturePriority } from '../../components/search/CarCard.tsx';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useMoney } from '../../hooks/useMoney.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { formatWhen } from '../../lib/dates.ts';
import { errorCode, formatError } from '../../lib/errors.ts';
import { CARS_PAGE_SIZE, type Criteria } from '../../lib/search.ts';
import classes from './SearchPage.module.css';
import type { SearchFiltersDrawerProps } from './SearchFiltersDrawer.tsx';
import { MOBILE_QUERY, ResultsSkeleton } from './SearchParts.tsx';

const SearchFiltersDrawer = lazy(() => import('./SearchFiltersDrawer.tsx'));

/** Cards a phone shows on its first screen (about 250 px each): hydrated with the page. */
const FIRST_SCREEN_CARDS = 3;

const SearchCarsQuery = graphql(`
  query SearchCars($input: SearchCarsInput!, $first: Int, $after: String) {
    searchCars(input: $input, first: $first, after: $after) {
      days
      totalCount
      edges {
        cursor
        ...CarCard
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      supplierCounts {
        supplier {
          id
          name
          logoUrl
        }
        count
      }
    }
  }
`);

interface ResultPageProps {
  input: SearchCarsInput;
  criteria: Criteria;
  after: string | null;
  /**
   * Classic pagination (Previous/Next under the list; shown by CSS on wider screens only) rather
   * than infinite scroll (the end of the list coming into view asks for the next page).
   */
  paged: boolean;
  onPrevious?: () => void;
  /** Next page (paged) or, in infinite scroll, the end of the list came into view. */
  onNext?: (cursor: string) => void;
  /** Infinite scroll: the pages above and below form one list; true when any of them shows cents. */
  listCents?: boolean;
  /** Infinite scroll: tells the list whether this page's (`after`) amounts show cents. */
  onCents?: (page: string | null, withCents: boolean) => void;
  /** When filters are set: removes them all (the empty state's way out). */
  onClearFilters?: () => void;
}

/** One page of 15 results, with its own loading, error and empty states. */
function ResultPage({ input, criteria, after, paged, onPrevious, onNext, listCents = false, onCents, onClearFilters }: ResultPageProps) {
  const intl = useIntl();
  const money = useMoney();
  const { data, loading, error, refetch } = useQuery(SearchCarsQuery, {
    variables: { input, first: CARS_PAGE_SIZE, after },
  });
  const sentinel = useRef<HTMLDivElement>(null);
  // One list, one style: when any amount shown has cents, every amount shows them ("$66.00"
  // beside "$51.50", never "$66"); in infinite scroll, across every page loaded.
  const ownCents = money.anyCents(data?.searchCars.edges.flatMap((edge) => carCardAmounts(edge)) ?? []);
  useEffect(() => onCents?.(after, ownCents), [onCents, after, ownCents]);
  const withCents = ownCents || listCents;
  const pageInfo = data?.searchCars.pageInfo;
  const nextCursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;

  // Infinite scroll: the next page is asked for when the end of this one is 40 px away (spec §9).
  useEffect(() => {
    const element = sentinel.current;
    if (paged || !nextCursor || !onNext || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onNext(nextCursor);
        }
      },
      { rootMargin: '40px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [paged, nextCursor, onNext]);

  if (loading && !data) return <ResultsSkeleton />;

  if (error || !data) {
    return (
      <Alert color="red" title={intl.formatMessage({ id: 'search.error' })}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{formatError(intl, error)}</Text>
          {/* Refused criteria (dates gone by in an old link) stay refused: the form above says
              which field to change. Anything else may pass on asking again. */}
          {errorCode(error) !== 'BAD_USER_INPUT' && (
            <Button size="xs" variant="light" color="red" onClick={() => void refetch().catch(() => {})}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  if (!after && data.searchCars.edges.length === 0) {
    return (
      <Stack gap={4}>
        <Title order={2} size="h4">
          {intl.formatMessage({ id: 'search.empty' })}
        </Title>
        <Text c="dimmed">{intl.formatMessage({ id: 'search.emptyHint' })}</Text>
        {onClearFilters && (
          // A filter may no longer show among the choices (a supplier with no car left under the
          // other filters): one press undoes them all.
          <Button variant="light" mt="xs" style={{ alignSelf: 'flex-start' }} onClick={onClearFilters}>
            {intl.formatMessage({ id: 'search.clearFilters' })}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {data.searchCars.edges.map((edge, index) => {
        // The first results' pictures load first (the largest is the page's largest element); later pages' lazily.
        const card = <CarCard result={edge} criteria={criteria} withCents={withCents} priority={after === null ? resultPicturePriority(index) : undefined} />;
        // Below the first screen, a card the server rendered is taken over when it nears the
        // screen (its link works before): a phone hydrates three cards, not fifteen, at load.
        return index < FIRST_SCREEN_CARDS ? <Fragment key={edge.cursor}>{card}</Fragment> : <HydrateLater key={edge.cursor}>{card}</HydrateLater>;
      })}
      {/* Both ends are in the markup whatever the screen: the page buttons, hidden by CSS on a
          phone, and the spot that infinite scroll watches (nothing to see). */}
      <Group justify="space-between" className={classes.pager}>
        <Button variant="default" disabled={!onPrevious} onClick={onPrevious}>
          {intl.formatMessage({ id: 'search.previous' })}
        </Button>
        <Button variant="default" disabled={!nextCursor || !onNext} onClick={() => nextCursor && onNext?.(nextCursor)}>
          {intl.formatMessage({ id: 'search.next' })}
        </Button>
      </Group>
      <div ref={sentinel} />
    </Stack>
  );
}

/** The pages seen, as a history entry's state holds them (anything else: none). */
function rememberedCursors(state: unknown): (string | null)[] | null {
  const cursors = (state as { cursors?: unknown } | null)?.cursors;
  return Array.isArray(cursors) && cursors.length > 0 && cursors.length <= 100 && cursors.every((c) => c === null || typeof c === 'string') ? cursors : null;
}

/**
 * The results of one search. Pages are addressed by cursor: `cursors` is the list of pages
 * seen (null = the first), so Previous is a pop and Next a push. Remounted (by key) when the
 * search changes, which starts again at the first page. The list is kept in the history entry's
 * state (not in the URL, which names the search): Back from a car's checkout comes back to the
 * page of results the driver was on, and on a phone to every page loaded.
 */
function Results({ input, criteria, onClearFilters }: { input: SearchCarsInput; criteria: Criteria; onClearFilters?: () => void }) {
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const location = useLocation();
  const navigate = useNavigate();
  // The history entry's pages are the browser's alone: a page hydrating after a reload starts
  // from the first page, as the server rendered it, and takes them up just after.
  const hydrated = useHydrated();
  const [cursors, setCursors] = useState<(string | null)[]>(() => (hydrated ? rememberedCursors(location.state) : null) ?? [null]);
  const takenUp = useRef(hydrated);
  useEffect(() => {
    const remembered = rememberedCursors(location.state) ?? [null];
    const hydrating = !takenUp.current;
    takenUp.current = true;
    if (remembered.length === cursors.length && remembered.every((c, i) => c === cursors[i])) return;
    if (hydrating) {
      setCursors(remembered);
      return;
    }
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: { cursors } });
  }, [cursors, location, navigate]);
  const push = (cursor: string) => setCursors((seen) => (seen.includes(cursor) ? seen : [...seen, cursor]));
  // Infinite scroll: which loaded pages show cents, so that all of them do when one does.
  const [pagesWithCents, setPagesWithCents] = useState<ReadonlySet<string>>(new Set());
  const reportCents = useCallback(
    (page: string | null, withCents: boolean) =>
      setPagesWithCents((seen) => {
        const key = page ?? '';
        if (seen.has(key) === withCents) return seen;
        const next = new Set(seen);
        if (withCents) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  const top = useRef<HTMLDivElement>(null);
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (!turned) return;
    setTurned(false);
    top.current?.focus({ preventScroll: true });
  }, [turned]);

  // Previous and Next go with the page they were on: the focus moves to the top of the new page
  // (else it would fall back to the document's start).
  const turn = (change: () => void) => {
    change();
    setTurned(true);
  };
  // A phone shows every page loaded, one list; a wider screen the last one, with its buttons.
  // While hydrating both are the one first page (or the server's), so nothing moves.
  const shownPages = mobile ? cursors : cursors.slice(-1);
  return (
    <div ref={top} tabIndex={-1} style={{ outline: 'none' }}>
      <Stack gap="md">
        {shownPages.map((after, index) => {
          const last = index === shownPages.length - 1;
          return (
            <ResultPage
              key={after ?? ''}
              input={input}
              criteria={criteria}
              after={after}
              paged={!mobile}
              onPrevious={!mobile && cursors.length > 1 ? () => turn(() => setCursors((seen) => seen.slice(0, -1))) : undefined}
              onNext={
                !last
                  ? undefined
                  : mobile
                    ? push
                    : (cursor) =>
                        turn(() => {
                          push(cursor);
                          window.scrollTo?.({ top: 0 });
                        })
              }
              listCents={mobile && pagesWithCents.size > 0}
              onCents={mobile ? reportCents : undefined}
              onClearFilters={onClearFilters}
            />
          );
        })}
      </Stack>
    </div>
  );
}

/** Total and supplier counts, from the first page (shared with Results through Apollo's cache). */
function useFirstPage(input: SearchCarsInput) {
  return useQuery(SearchCarsQuery, { variables: { input, first: CARS_PAGE_SIZE, after: null } });
}

/** The search in a line: places, then dates (the bookings' date formatter, business time). */
function useSummary(criteria: Criteria): { places: string; dates: string } {
  const intl = useIntl();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const { data } = useQuery(SearchFormLocationsDocument, { variables: { language } });
  const name = (id: string) => data?.locations.find((l) => l.id === id)?.name ?? '…';
  const places =
    criteria.dropoff === criteria.pickup
      ? name(criteria.pickup)
      : intl.formatMessage({ id: 'search.summaryPlaces' }, { pickup: name(criteria.pickup), dropoff: name(criteria.dropoff) });
  const when = (instant: string) => (settings ? formatWhen(intl, instant, settings.timeZone) : '…');
  return { places, dates: intl.formatMessage({ id: 'search.summaryDates' }, { from: when(criteria.from), to: when(criteria.to) }) };
}


export interface SearchSummaryProps {
  criteria: Criteria;
  formOpen: boolean;
  onToggleForm: () => void;
}

/** The sticky bar's button: what was searched, in a line (places, then dates); a tap opens the form. */
export function SearchSummary(props: SearchSummaryProps) {
  return (
    <DataProvider>
      <SummaryButton {...props} />
    </DataProvider>
  );
}

function SummaryButton({ criteria, formOpen, onToggleForm }: SearchSummaryProps) {
  const intl = useIntl();
  const summary = useSummary(criteria);
  return (
    <UnstyledButton
      onClick={onToggleForm}
      aria-expanded={formOpen}
      aria-label={intl.formatMessage({ id: 'search.changeSearch' }, { summary: `${summary.places}, ${summary.dates}` })}
      style={{ minHeight: 44 }}
    >
      <Text size="sm" fw={600} truncate>
        {summary.places}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {summary.dates}
      </Text>
    </UnstyledButton>
  );
}

export interface SearchResultsProps {
  input: SearchCarsInput;
  criteria: Criteria;
  /** When filters are set: removes them all (the empty state's way out). */
  onClearFilters?: () => void;
  /** The server refused the criteria (dates gone by in an old link): the page opens its form. */
  onRefused: () => void;
}

/** Under the bar: the count, the currency's notices and the results, page by page. */
export function SearchResults(props: SearchResultsProps) {
  return (
    <DataProvider>
      <ResultsSection {...props} />
    </DataProvider>
  );
}

function ResultsSection({ input, criteria, onClearFilters, onRefused }: SearchResultsProps) {
  const intl = useIntl();
  const { data, previousData, error } = useFirstPage(input);
  // The count stays while the next search loads (else the line jumps at each tick).
  const count = (data ?? previousData)?.searchCars.totalCount;
  const refused = errorCode(error) === 'BAD_USER_INPUT';
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);
  const money = useMoney();
  return (
    <>
      {count !== undefined && (
        <Text c="dimmed" size="sm" aria-live="polite">
          {intl.formatMessage({ id: 'search.count' }, { count })}
        </Text>
      )}
      {money.unavailable && (
        // Say so rather than show dollars under a euro or pound label.
        <Alert variant="light" color="yellow" role="status">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{intl.formatMessage({ id: 'search.currencyUnavailable' })}</Text>
            <Button size="compact-sm" variant="light" color="yellow" onClick={money.retry}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          </Group>
        </Alert>
      )}
      <CurrencyNotice money={money} />
      <Results key={JSON.stringify(input)} input={input} criteria={criteria} onClearFilters={onClearFilters} />
    </>
  );
}

export interface SearchFiltersPanelProps extends Omit<SearchFiltersDrawerProps, 'count' | 'supplierCounts'> {
  input: SearchCarsInput;
}

/** The filters' drawer with the results' count and supplier choices (from the first page, in Apollo's cache). */
export function SearchFiltersPanel(props: SearchFiltersPanelProps) {
  return (
    <DataProvider>
      <FiltersWithCounts {...props} />
    </DataProvider>
  );
}

function FiltersWithCounts({ input, ...drawer }: SearchFiltersPanelProps) {
  const { data, previousData } = useFirstPage(input);
  // The supplier choices stay while the next search loads (else the list below jumps at each tick).
  const shown = data ?? previousData;
  return (
    <Suspense fallback={null}>
      <SearchFiltersDrawer {...drawer} count={shown?.searchCars.totalCount} supplierCounts={shown?.searchCars.supplierCounts ?? []} />
    </Suspense>
  );
}
