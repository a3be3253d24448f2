import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../src/AppProviders.tsx';
import { createCache } from '../src/apolloCache.ts';
import SearchPage from '../src/routes/search/SearchPage.tsx';
import { hydrate, renderOnServer, setWidth, showServerHtml } from './hydration.tsx';
import { carEdge, locationsMock, searchMock } from './searchMocks.ts';
import { settingsMock } from './settingsMocks.ts';

const FROM = '2030-01-10T07:00:00.000Z';
const TO = '2030-01-13T07:00:00.000Z';
const search = `?pickup=loc-citadel&dropoff=loc-airport&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;
const input = { pickupLocation: 'loc-citadel', dropoffLocation: 'loc-airport', from: FROM, to: TO, sort: 'PRICE_ASC' as const };
const firstPage = Array.from({ length: 15 }, (_, i) => carEdge(`car-${i + 1}`, `Car ${i + 1}`));
const mocks = [
  locationsMock(),
  settingsMock(),
  searchMock(input, firstPage, { hasNextPage: true, totalCount: 16 }),
  searchMock(input, [carEdge('car-16', 'Car 16')], { after: firstPage.at(-1)!.cursor, totalCount: 16 }),
];

/**
 * The page over a cache that already holds its answers, as the server fills it before rendering
 * and the browser restores it before hydrating: both render the results at once.
 */
function page(state?: unknown) {
  const cache = createCache();
  for (const mock of mocks) {
    const { request, result } = mock as MockLink.MockedResponse & { result: { data: Record<string, unknown> } };
    cache.writeQuery({ query: request.query, variables: request.variables, data: result.data });
  }
  return () => (
    <MockedProvider mocks={mocks} cache={cache}>
      <AppProviders language="en" env="test">
        <MemoryRouter initialEntries={[{ pathname: '/search', search, state }]}>
          <SearchPage />
        </MemoryRouter>
      </AppProviders>
    </MockedProvider>
  );
}

describe('SearchPage rendered on the server, then hydrated', { timeout: 20_000 }, () => {
  afterEach(() => setWidth(1024));

  for (const width of [390, 1366]) {
    it(`at ${width} px: the results the server sent stay, nothing is replaced when the script arrives`, async () => {
      setWidth(width);
      const app = page();
      const container = showServerHtml(await renderOnServer(app()));
      const results = within(container);
      const firstCar = results.getByRole('heading', { level: 2, name: 'Car 1' });
      expect(results.getAllByRole('heading', { level: 2 })).toHaveLength(15);
      // Both ends of the list are in the server's HTML; CSS shows the buttons on wide screens only.
      const next = results.getByRole('button', { name: 'Next' });

      const hydrated = await hydrate(container, app());
      try {
        expect(hydrated.mismatches).toEqual([]);
        // After the effects (the screen's media query among them), the very same elements are there.
        await waitFor(() => expect(results.getAllByRole('heading', { level: 2 })).toHaveLength(15));
        expect(container.contains(firstCar)).toBe(true);
        expect(container.contains(next)).toBe(true);
      } finally {
        hydrated.unmount();
      }
    });
  }

  it("after a reload on the second page: hydrates the server's first page, then goes back to the second", async () => {
    // The server knows nothing of the history entry; the reloaded browser does.
    const server = page();
    const container = showServerHtml(await renderOnServer(server()));
    expect(within(container).getByRole('heading', { level: 2, name: 'Car 1' })).toBeDefined();

    const hydrated = await hydrate(container, page({ cursors: [null, firstPage.at(-1)!.cursor] })());
    try {
      expect(hydrated.mismatches).toEqual([]);
      expect(await within(container).findByRole('heading', { level: 2, name: 'Car 16' })).toBeDefined();
      expect(within(container).queryByRole('heading', { level: 2, name: 'Car 1' })).toBeNull();
    } finally {
      hydrated.unmount();
    }
  });
});
