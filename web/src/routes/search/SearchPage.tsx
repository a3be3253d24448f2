import { Button, Container, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, memo, Suspense, use, useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { SearchCarsInput } from '../../__generated__/graphql.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useFirstUse } from '../../hooks/useFirstUse.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { loadSearchCatalog } from '../../i18n/searchCatalogs.ts';
import { activeFilterCount, LIST_PARAMS, NARROWING_PARAMS, SORTS, readCriteria, readFilters, searchInput, withParam, type Criteria } from '../../lib/search.ts';
// The results' styles (the pager, hidden on phones): with the page's chunk, so they are in place
// before the results hydrate.
import './SearchPage.module.css';
import { MOBILE_QUERY, ResultsSkeleton } from './SearchParts.tsx';

// The search page is a shell (this chunk: title, sticky bar, sort, the form's place) and a data
// part (SearchResults.tsx: Apollo, the summary, count and results), out of the page's first load
// (docs/decisions/044-javascript-budget.md, L3). The server renders both; the browser hydrates
// the shell at once and each data part when its chunk arrives, fetched as soon as this module
// runs. The search form (its pickers, calendar and date locales; in the bar, with its Collapse)
// and the filters' drawer are chunks of their own too: the form the server rendered (no criteria yet) hydrates when its chunk
// arrives; the bar's form is mounted once the page is taken over, the drawer the first time it
// opens (its chunk is fetched once the page is taken over, so the first tap does not wait for it).
const loadResults = () => import('./SearchResults.tsx');
if (typeof window !== 'undefined') void loadResults().catch(() => {});
const LazySummary = lazy(() => loadResults().then((module) => ({ default: module.SearchSummary })));
const LazyResults = lazy(() => loadResults().then((module) => ({ default: module.SearchResults })));
const LazyFilters = lazy(() => loadResults().then((module) => ({ default: module.SearchFiltersPanel })));
const loadFiltersDrawer = () => import('./SearchFiltersDrawer.tsx');
const SearchBarForm = lazy(() => import('./SearchBarForm.tsx'));
const SearchForm = lazy(() =>
  Promise.all([import('../../components/search/SearchForm.tsx'), import('../../components/DataProvider.tsx')]).then(([form, data]) => ({
    default: (props: ComponentProps<typeof form.SearchForm>) => (
      <data.DataProvider>
        <form.SearchForm {...props} />
      </data.DataProvider>
    ),
  })),
);

// The data parts, memoised: a server-rendered part still waiting for its chunk must not be
// re-rendered with other props (the shell re-renders as it is taken over: the screen's width, the
// header's height), or React would drop the server's markup and show the fallback instead. Their
// props only change with the URL.
const SummaryPart = memo(function SummaryPart(props: ComponentProps<typeof LazySummary>) {
  return (
    <Suspense fallback={<SummaryFallback />}>
      <LazySummary {...props} />
    </Suspense>
  );
});

const ResultsPart = memo(function ResultsPart(props: ComponentProps<typeof LazyResults>) {
  return (
    <Suspense fallback={<ResultsSkeleton />}>
      <LazyResults {...props} />
    </Suspense>
  );
});

/** The summary's place while its chunk loads (after a link, not on a server-rendered page). */
function SummaryFallback() {
  return (
    <div style={{ minHeight: 44 }}>
      <Text size="sm" fw={600}>
        …
      </Text>
      <Text size="xs" c="dimmed">
        …
      </Text>
    </div>
  );
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

/** The same value while its JSON is the same: the data parts' props change only when the URL's search does. */
function useStable<T>(value: T): T {
  const key = JSON.stringify(value);
  return useMemo(() => value, [key]);
}

function SearchView() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'page.search.title' }));
  const [params, setParams] = useSearchParams();
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersWanted, setFiltersWanted] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  // The form and the filters' code are fetched ahead of a tap, once the reader does anything.
  const used = useFirstUse();
  useEffect(() => {
    if (used) void loadFiltersDrawer().catch(() => {});
  }, [used]);
  const headerHeight = useHeaderHeight();
  const criteria = useStable<Criteria | null>(readCriteria(params));
  const filters = readFilters(params);
  const input = useStable<SearchCarsInput | null>(criteria ? searchInput(criteria, filters) : null);
  const toggleForm = useCallback(() => setFormOpen((open) => !open), []);
  // Refused criteria (dates gone by in an old link): the form opens, its field says which to change.
  const openForm = useCallback(() => setFormOpen(true), []);
  const filtered = NARROWING_PARAMS.some((name) => params.has(name));
  const clearFilters = useCallback(() => setParams(NARROWING_PARAMS.reduce((next, name) => withParam(next, name, null), params)), [params, setParams]);

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
  const active = activeFilterCount(filters);
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
            <SummaryPart criteria={criteria} formOpen={formOpen} onToggleForm={toggleForm} />
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
        {/* Closed on the server's page: mounted, and its chunk fetched, at the reader's first
            sign of life (a touch, a scroll), so it is there when the bar is tapped. */}
        {(used || formOpen) && (
          <Suspense fallback={formOpen ? <Skeleton h={160} /> : null}>
            <SearchBarForm
              // Remount when the URL's criteria change (back button), so the fields follow.
              key={`${criteria.pickup}|${criteria.dropoff}|${criteria.from}|${criteria.to}`}
              expanded={formOpen}
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
        <ResultsPart input={input} criteria={criteria} onClearFilters={filtered ? clearFilters : undefined} onRefused={openForm} />
      </Stack>
      {/* Filters: a bottom sheet on phones, a side panel on wider screens (SearchFiltersDrawer). */}
      {filtersWanted && (
        <Suspense fallback={null}>
          <LazyFilters
            input={input}
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            mobile={mobile}
            active={active}
            onClearFilters={filtered ? clearFilters : undefined}
            filters={filters}
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
    <Suspense fallback={<PageLoader />}>
      <SearchMessages>
        <SearchView />
      </SearchMessages>
    </Suspense>
  );
}

/** The results page's messages (i18n/messages/search/*.json) over the app's, in the interface language. */
function SearchMessages({ children }: { children: ReactNode }) {
  const { language, digits } = useLanguage();
  const search = use(loadSearchCatalog(language));
  const intl = useMemo(() => createAppIntl(language, search, digits), [language, search, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
