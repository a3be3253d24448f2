import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Collapse, Container, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { SearchFormLocationsDocument, type SearchCarsInput } from '../../__generated__/graphql.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { createAppIntl } from '../../i18n/intl.ts';
import { loadSearchCatalog } from '../../i18n/searchCatalogs.ts';
import { CurrencyNotice } from '../../components/CurrencyNotice.tsx';
import { CarCard, carCardAmounts, resultPicturePriority } from '../../components/search/CarCard.tsx';
import { useMoney } from '../../hooks/useMoney.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { formatWhen } from '../../lib/dates.ts';
import { errorCode, formatError } from '../../lib/errors.ts';
import {
  activeFilterCount,
  CARS_PAGE_SIZE,
  LIST_PARAMS,
  NARROWING_PARAMS,
  SORTS,
  readCriteria,
  readFilters,
  searchInput,
  withParam,
  type Criteria,
} from '../../lib/search.ts';
import classes from './SearchPage.module.css';

// Out of the page's first load (docs/decisions/044-javascript-budget.md): the search form (its
// pickers, calendar and date locales) and the filters' drawer are chunks of their own. The form
// the server rendered (no criteria yet) hydrates when its chunk arrives; the bar's form is
// mounted once the page is taken over, the drawer the first time it opens (its chunk is fetched
// once the page is taken over, so the first tap does not wait for it).
const SearchForm = lazy(() => import('../../components/search/SearchForm.tsx').then((module) => ({ default: module.SearchForm })));
const loadFiltersDrawer = () => import('./SearchFiltersDrawer.tsx');
const SearchFiltersDrawer = lazy(loadFiltersDrawer);

export const SearchCarsQuery = graphql(`
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

/**
 * Spec §9: mobile is 960 px or less (60em at the default 16 px). What shows is CSS
 * (SearchPage.module.css, the same query): the server's HTML is right at any width. The script's
 * answer (false on the server and while hydrating, then the screen's) drives only behaviour:
 * whether the end of the list loads the next page, and where the filters' sheet opens.
 */
const MOBILE_QUERY = '(max-width: 60em)';

function ResultsSkeleton() {
  const intl = useIntl();
  return (
    <Stack role="status" gap="md">
      <VisuallyHidden>{intl.formatMessage({ id: 'search.loading' })}</VisuallyHidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} withBorder>
          <Group align="flex-start">
            <Skeleton w={300} h={200} maw="100%" />
            <Stack style={{ flex: 1 }}>
              <Skeleton h={24} w="60%" />
              <Skeleton h={16} />
              <Skeleton h={16} w="80%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

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
      {data.searchCars.edges.map((edge, index) => (
        // The first results' pictures load first (the largest is the page's largest element); later pages' lazily.
        <CarCard key={edge.cursor} result={edge} criteria={criteria} withCents={withCents} priority={after === null ? resultPicturePriority(index) : undefined} />
      ))}
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
function useFirstPage(input: SearchCarsInput | null) {
  return useQuery(SearchCarsQuery, {
    variables: { input: input!, first: CARS_PAGE_SIZE, after: null },
    skip: !input,
  });
}

/** The search in a line: places, then dates (the bookings' date formatter, business time). */
function useSummary(criteria: Criteria | null): { places: string; dates: string } | null {
  const intl = useIntl();
  const { language } = useLanguage();
  const { settings } = useSettings();
  const { data } = useQuery(SearchFormLocationsDocument, { variables: { language }, skip: !criteria });
  if (!criteria) return null;
  const name = (id: string) => data?.locations.find((l) => l.id === id)?.name ?? '…';
  const places =
    criteria.dropoff === criteria.pickup
      ? name(criteria.pickup)
      : intl.formatMessage({ id: 'search.summaryPlaces' }, { pickup: name(criteria.pickup), dropoff: name(criteria.dropoff) });
  const when = (instant: string) => (settings ? formatWhen(intl, instant, settings.timeZone) : '…');
  return { places, dates: intl.formatMessage({ id: 'search.summaryDates' }, { from: when(criteria.from), to: when(criteria.to) }) };
}

/** The height of the page's sticky header, so the search bar sticks right under it. */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => setHeight(header.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

function SearchView() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'page.search.title' }));
  const [params, setParams] = useSearchParams();
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersWanted, setFiltersWanted] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    void loadFiltersDrawer().catch(() => {});
  }, []);
  const headerHeight = useHeaderHeight();
  const criteria = readCriteria(params);
  const filters = readFilters(params);
  const input = criteria ? searchInput(criteria, filters) : null;
  const { data, previousData, error } = useFirstPage(input);
  const shown = data ?? previousData;
  // Refused criteria (dates gone by in an old link): the form opens, its field says which to change.
  const refused = errorCode(error) === 'BAD_USER_INPUT';
  useEffect(() => {
    if (refused) setFormOpen(true);
  }, [refused]);
  // The supplier choices stay while the next search loads (else the list below jumps at each tick).
  const supplierCounts = shown?.searchCars.supplierCounts ?? [];
  const money = useMoney();
  const summary = useSummary(criteria);

  const title = (
    <Title order={1} size="h2">
      {intl.formatMessage({ id: 'page.search.title' })}
    </Title>
  );

  if (!criteria || !input || !summary) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          {title}
          <Text>{intl.formatMessage({ id: 'search.chooseCriteria' })}</Text>
          <Suspense fallback={<Skeleton h={220} />}>
            <SearchForm
              // Filters already in the URL (a link from /suppliers) are kept with the criteria.
              onSearch={(next) => {
                let updated = params;
                for (const name of ['pickup', 'dropoff', 'from', 'to'] as const) updated = withParam(updated, name, next[name]);
                setParams(updated);
              }}
            />
          </Suspense>
        </Stack>
      </Container>
    );
  }

  const update = (next: URLSearchParams) => setParams(next);
  const clearFilters = NARROWING_PARAMS.some((name) => params.has(name))
    ? () => update(NARROWING_PARAMS.reduce((next, name) => withParam(next, name, null), params))
    : undefined;
  const active = activeFilterCount(filters);
  const count = shown?.searchCars.totalCount;
  const summaryText = `${summary.places}, ${summary.dates}`;
  return (
    <Container size="xl" py="md">
      <Stack gap="sm">
        {title}
        {/* The bar stays under the header while the results scroll: what was searched (a tap
            opens the form), the sort and the filters. */}
        <Paper
          pos="sticky"
          top={headerHeight}
          py="xs"
          radius={0}
          data-testid="search-bar"
          // Above the cards that scroll under it, below the header's menus.
          style={{ zIndex: 'calc(var(--mantine-z-index-app) - 1)', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={6}>
            <UnstyledButton
              onClick={() => setFormOpen((open) => !open)}
              aria-expanded={formOpen}
              aria-label={intl.formatMessage({ id: 'search.changeSearch' }, { summary: summaryText })}
              style={{ minHeight: 44 }}
            >
              <Text size="sm" fw={600} truncate>
                {summary.places}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {summary.dates}
              </Text>
            </UnstyledButton>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <NativeSelect
                aria-label={intl.formatMessage({ id: 'filters.sort' })}
                value={filters.sort}
                onChange={(event) => update(withParam(params, 'sort', event.currentTarget.value === 'PRICE_ASC' ? null : event.currentTarget.value))}
                data={SORTS.map((value) => ({ value, label: intl.formatMessage({ id: `sort.${value}` }) }))}
                // Wide enough for the longest label in every language, not the whole row on a desktop.
                style={{ flex: 1, minWidth: 0, maxWidth: 360 }}
              />
              <Button
                variant="default"
                onClick={() => {
                  setFiltersWanted(true);
                  setFiltersOpen(true);
                }}
                aria-haspopup="dialog"
                style={{ flexShrink: 0 }}
              >
                {intl.formatMessage({ id: 'search.filtersCount' }, { count: active })}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Collapse expanded={formOpen}>
          {/* Closed on the server's page (and while it is taken over): mounted, and its chunk
              fetched, once the page answers, so it is there when the bar is tapped. */}
          {(hydrated || formOpen) && (
            <Suspense fallback={<Skeleton h={160} />}>
              <SearchForm
                // Remount when the URL's criteria change (back button), so the fields follow.
                key={`${criteria.pickup}|${criteria.dropoff}|${criteria.from}|${criteria.to}`}
                initial={criteria}
                compact
                onSearch={(next) => {
                  let updated = params;
                  for (const name of ['pickup', 'dropoff', 'from', 'to'] as const) updated = withParam(updated, name, next[name]);
                  update(updated);
                  setFormOpen(false);
                }}
              />
            </Suspense>
          )}
        </Collapse>
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
        <Results key={JSON.stringify(input)} input={input} criteria={criteria} onClearFilters={clearFilters} />
      </Stack>
      {/* Filters: a bottom sheet on phones, a side panel on wider screens (SearchFiltersDrawer). */}
      {filtersWanted && (
        <Suspense fallback={null}>
          <SearchFiltersDrawer
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            mobile={mobile}
            active={active}
            count={count}
            onClearFilters={clearFilters}
            filters={filters}
            supplierCounts={supplierCounts}
            onList={(filter, values) => update(withParam(params, LIST_PARAMS[filter], values))}
            onValue={(name, value) => update(withParam(params, name, value))}
            onFlag={(name, on) => update(withParam(params, name, on ? '1' : null))}
          />
        </Suspense>
      )}
    </Container>
  );
}

/** /search: results and filters of a search whose criteria and filters live in the URL. */
export default function SearchPage() {
  return (
    <DataProvider>
      <Suspense fallback={<PageLoader />}>
        <SearchMessages>
          <SearchView />
        </SearchMessages>
      </Suspense>
    </DataProvider>
  );
}

/** The results page's messages (i18n/messages/search/*.json) over the app's, in the interface language. */
function SearchMessages({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const search = use(loadSearchCatalog(language));
  const intl = useMemo(() => createAppIntl(language, search), [language, search]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
