import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Container, Grid, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { SearchCarsInput } from '../../__generated__/graphql.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { CurrencyNotice } from '../../components/CurrencyNotice.tsx';
import { CarCard, carCardAmounts } from '../../components/search/CarCard.tsx';
import { SearchFilters } from '../../components/search/SearchFilters.tsx';
import { SearchForm } from '../../components/search/SearchForm.tsx';
import { useMoney } from '../../hooks/useMoney.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { errorCode, formatError } from '../../lib/errors.ts';
import {
  CARS_PAGE_SIZE,
  LIST_PARAMS,
  readCriteria,
  readFilters,
  searchInput,
  withParam,
  type Criteria,
} from '../../lib/search.ts';

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

/** Spec §9: mobile is 960 px or less (60em at the default 16 px). */
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
  /** Classic pagination: Previous/Next under the list. */
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
      {data.searchCars.edges.map((edge) => (
        <CarCard key={edge.cursor} result={edge} criteria={criteria} withCents={withCents} />
      ))}
      {paged ? (
        <Group justify="space-between">
          <Button variant="default" disabled={!onPrevious} onClick={onPrevious}>
            {intl.formatMessage({ id: 'search.previous' })}
          </Button>
          <Button variant="default" disabled={!nextCursor} onClick={() => nextCursor && onNext?.(nextCursor)}>
            {intl.formatMessage({ id: 'search.next' })}
          </Button>
        </Group>
      ) : (
        <div ref={sentinel} />
      )}
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
  const [cursors, setCursors] = useState<(string | null)[]>(() => rememberedCursors(location.state) ?? [null]);
  useEffect(() => {
    const remembered = rememberedCursors(location.state) ?? [null];
    if (remembered.length === cursors.length && remembered.every((c, i) => c === cursors[i])) return;
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

  if (mobile) {
    return (
      <Stack gap="md">
        {cursors.map((after, index) => (
          <ResultPage
            key={after ?? ''}
            input={input}
            criteria={criteria}
            after={after}
            paged={false}
            onNext={index === cursors.length - 1 ? push : undefined}
            listCents={pagesWithCents.size > 0}
            onCents={reportCents}
            onClearFilters={onClearFilters}
          />
        ))}
      </Stack>
    );
  }
  const after = cursors[cursors.length - 1];
  // Previous and Next go with the page they were on: the focus moves to the top of the new page
  // (else it would fall back to the document's start).
  const turn = (change: () => void) => {
    change();
    setTurned(true);
  };
  return (
    <div ref={top} tabIndex={-1} style={{ outline: 'none' }}>
      <ResultPage
        key={after ?? ''}
        input={input}
        criteria={criteria}
        after={after}
        paged
        onClearFilters={onClearFilters}
        onPrevious={cursors.length > 1 ? () => turn(() => setCursors((seen) => seen.slice(0, -1))) : undefined}
        onNext={(cursor) =>
          turn(() => {
            push(cursor);
            window.scrollTo?.({ top: 0 });
          })
        }
      />
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

function SearchView() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'page.search.title' }));
  const [params, setParams] = useSearchParams();
  // On a phone the filters would come before every result: there they start hidden.
  const [showFilters, setShowFilters] = useState(() => !(typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches));
  const criteria = readCriteria(params);
  const filters = readFilters(params);
  const input = criteria ? searchInput(criteria, filters) : null;
  const { data, previousData } = useFirstPage(input);
  // The supplier choices stay while the next search loads (else the list below jumps at each tick).
  const supplierCounts = (data ?? previousData)?.searchCars.supplierCounts ?? [];
  const money = useMoney();

  const title = (
    <Title order={1} size="h2">
      {intl.formatMessage({ id: 'page.search.title' })}
    </Title>
  );

  if (!criteria || !input) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          {title}
          <Text>{intl.formatMessage({ id: 'search.chooseCriteria' })}</Text>
          <SearchForm
            // Filters already in the URL (a link from /suppliers) are kept with the criteria.
            onSearch={(next) => {
              let updated = params;
              for (const name of ['pickup', 'dropoff', 'from', 'to'] as const) updated = withParam(updated, name, next[name]);
              setParams(updated);
            }}
          />
        </Stack>
      </Container>
    );
  }

  const update = (next: URLSearchParams) => setParams(next);
  const narrowing = [...Object.values(LIST_PARAMS), 'maxDeposit', 'minRating', 'seats'];
  const clearFilters = narrowing.some((name) => params.has(name))
    ? () => update(narrowing.reduce((next, name) => withParam(next, name, null), params))
    : undefined;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        {title}
        <SearchForm
          // Remount when the URL's criteria change (back button), so the fields follow.
          key={`${criteria.pickup}|${criteria.dropoff}|${criteria.from}|${criteria.to}`}
          initial={criteria}
          compact
          onSearch={(next) => {
            let updated = params;
            for (const name of ['pickup', 'dropoff', 'from', 'to'] as const) updated = withParam(updated, name, next[name]);
            update(updated);
          }}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => setShowFilters((shown) => !shown)} aria-expanded={showFilters}>
            {intl.formatMessage({ id: showFilters ? 'search.hideFilters' : 'search.showFilters' })}
          </Button>
          {data && (
            <Text c="dimmed" aria-live="polite">
              {intl.formatMessage({ id: 'search.count' }, { count: data.searchCars.totalCount })}
            </Text>
          )}
        </Group>
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
        <Grid>
          {showFilters && (
            <Grid.Col span={{ base: 12, md: 3 }} component="aside" aria-label={intl.formatMessage({ id: 'search.filters' })}>
              <SearchFilters
                filters={filters}
                supplierCounts={supplierCounts}
                onList={(filter, values) => update(withParam(params, LIST_PARAMS[filter], values))}
                onValue={(name, value) => update(withParam(params, name, name === 'sort' && value === 'PRICE_ASC' ? null : value))}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: showFilters ? 9 : 12 }}>
            <Results key={JSON.stringify(input)} input={input} criteria={criteria} onClearFilters={clearFilters} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

/** /search: results and filters of a search whose criteria and filters live in the URL. */
export default function SearchPage() {
  return (
    <DataProvider>
      <SearchView />
    </DataProvider>
  );
}
