import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { defaultPeriod } from '@shared/rentalPeriod.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationsPageDocument, SuppliersPageDocument } from '../src/__generated__/graphql.ts';
import HomePage from '../src/routes/home/HomePage.tsx';
import { AIRPORT, CITADEL, formLocationsMock, homeLocationsMock, suppliersMock } from './homeMocks.ts';
import { renderRoute, renderWithProviders } from './render.tsx';
import { settingsMock } from './settingsMocks.ts';

afterEach(() => vi.unstubAllGlobals());

// ───────────── /locations

type Place = { id: string; name: string; carCount: number; latitude?: number; longitude?: number };

function group(country: { id: string; name: string }, places: Place[], continued = false) {
  return {
    __typename: 'CountryLocations',
    continued,
    country: { __typename: 'Country', ...country },
    locations: places.map((p) => ({ __typename: 'Location', latitude: 36.19, longitude: 44.01, ...p })),
  };
}

function directoryMock(
  page: number,
  result: MockLink.MockedResponse['result'],
  language = 'en',
): MockLink.MockedResponse {
  return { request: { query: LocationsPageDocument, variables: { language, page } }, result, delay: 20 };
}

function directory(page: number, totalCount: number, countries: ReturnType<typeof group>[]) {
  return { data: { locationDirectory: { __typename: 'LocationDirectoryPage', page, pageSize: 30, totalCount, countries } } };
}

const IRAQ = { id: 'iq', name: 'Iraq' };
const TURKEY = { id: 'tr', name: 'Turkey' };
const PAGE_ONE = directory(1, 35, [
  group(IRAQ, [
    { id: 'loc-airport', name: 'Airport desk', carCount: 12 },
    { id: 'loc-citadel', name: 'Citadel office', carCount: 1 },
  ]),
  group(TURKEY, [{ id: 'loc-ist', name: 'Istanbul airport', carCount: 0 }]),
]);
const PAGE_TWO = directory(2, 35, [group(TURKEY, [{ id: 'loc-izmir', name: 'Izmir port', carCount: 4 }], true)]);

/** The search a location opens: from and back to it, over the search form's default period. */
function searchFrom(id: string) {
  const { from, to } = defaultPeriod('Asia/Baghdad');
  return `/search?${new URLSearchParams({ pickup: id, dropoff: id, from, to }).toString()}`;
}

describe('/locations', () => {
  it('shows a skeleton, then the locations by country with their cars, each opening a search from there', async () => {
    renderRoute('/locations', { mocks: [directoryMock(1, PAGE_ONE), settingsMock()] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rental locations' })).toBeDefined();
    expect(await screen.findByRole('status')).toBeDefined();
    const iraq = await screen.findByRole('region', { name: 'Iraq' });
    const airport = within(iraq).getByRole('link', { name: /Airport desk/ });
    expect(airport.textContent).toContain('12 cars');
    expect(within(iraq).getByRole('link', { name: /Citadel office/ }).textContent).toContain('1 car');
    const turkey = screen.getByRole('region', { name: 'Turkey' });
    expect(within(turkey).getByRole('link', { name: /Istanbul airport/ }).textContent).toContain('No cars yet');
    expect(screen.getByText('35 rental locations')).toBeDefined();
    // The dates are the search form's defaults; the day may turn between the two readings.
    await waitFor(() => expect(airport.getAttribute('href')).toBe(searchFrom('loc-airport')));
    expect(document.title).toContain('Rental locations');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Rental locations of Erbil Car Rental/);
  });

  it('follows a location to the search page with it as pick-up and drop-off', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/locations', { mocks: [directoryMock(1, PAGE_ONE), settingsMock()] });

    await user.click(await screen.findByRole('link', { name: /Citadel office/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('pickup'), params.get('dropoff')]).toEqual(['loc-citadel', 'loc-citadel']);
    expect(Date.parse(params.get('to')!) - Date.parse(params.get('from')!)).toBe(3 * 86_400_000);
  });

  it('pages by 30 with the page in the query string', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/locations', { mocks: [directoryMock(1, PAGE_ONE), directoryMock(2, PAGE_TWO), settingsMock()] });

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeDefined();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // Turkey began on page 1: it says it goes on.
    const turkey = await screen.findByRole('region', { name: 'Turkey (continued)' });
    expect(within(turkey).getByRole('link', { name: /Izmir port/ }).textContent).toContain('4 cars');
    expect(screen.queryByRole('link', { name: /Airport desk/ })).toBeNull();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: /Airport desk/ })).toBeDefined();
  });

  it('opens at the page of the URL, and says so past the last one', async () => {
    renderRoute('/locations?page=7', { mocks: [directoryMock(7, directory(7, 35, [])), settingsMock()] });
    expect(await screen.findByText('This page has no locations.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/locations');
  });

  it('says so when there is no location', async () => {
    renderRoute('/locations', { mocks: [directoryMock(1, directory(1, 0, [])), settingsMock()] });
    expect(await screen.findByText('There are no rental locations to show yet.')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows a translated error with a retry button when the query fails', async () => {
    const user = userEvent.setup();
    renderRoute('/locations', {
      mocks: [directoryMock(1, { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] }), directoryMock(1, PAGE_ONE), settingsMock()],
    });
    expect(await screen.findByText('The rental locations could not be loaded.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Airport desk/ })).toBeDefined();
  });

  it('shows the page in French', async () => {
    renderRoute('/locations', { language: 'fr', mocks: [directoryMock(1, directory(1, 2, [group(IRAQ, [{ id: 'a', name: 'Aéroport', carCount: 2 }])]), 'fr'), settingsMock()] });
    expect(await screen.findByText('2 agences')).toBeDefined();
    expect(screen.getByRole('link', { name: /Aéroport/ }).textContent).toContain('2 voitures');
  });
});

// ───────────── /suppliers

function supplierRow(n: number, carCount = n) {
  return { __typename: 'Supplier', id: `sup-${n}`, name: `Supplier ${String(n).padStart(2, '0')}`, logoUrl: n % 2 ? `/cdn/users/s${n}.png` : null, carCount };
}

function suppliersPageMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: SuppliersPageDocument }, result, delay: 20 };
}

describe('/suppliers', () => {
  it('shows a skeleton, then logos, names and numbers of cars, each opening a search filtered by that supplier', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/suppliers', { mocks: [suppliersPageMock({ data: { suppliers: [supplierRow(1, 1), supplierRow(2, 0), supplierRow(3, 7)] } })] });

    expect(await screen.findByRole('status')).toBeDefined();
    const first = await screen.findByRole('link', { name: /Supplier 01/ });
    expect(first.textContent).toContain('1 car');
    expect(screen.getByRole('link', { name: /Supplier 02/ }).textContent).toContain('No cars yet');
    expect(screen.getByRole('link', { name: /Supplier 03/ }).textContent).toContain('7 cars');
    const logo = first.querySelector('img')!;
    expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['/cdn/users/s1.png', '60', '30']);
    expect(first.getAttribute('href')).toBe('/search?suppliers=sup-1');
    expect(document.title).toContain('Suppliers');

    await user.click(screen.getByRole('link', { name: /Supplier 03/ }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?suppliers=sup-3'));
  });

  it('pages by 30 with the page in the query string', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 31 }, (_, i) => supplierRow(i + 1));
    const { router } = renderRoute('/suppliers', { mocks: [suppliersPageMock({ data: { suppliers: all } })] });

    expect(await screen.findByRole('link', { name: /Supplier 30/ })).toBeDefined();
    expect(screen.queryByRole('link', { name: /Supplier 31/ })).toBeNull();
    expect(screen.getByText('31 suppliers')).toBeDefined();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: /Supplier 31/ })).toBeDefined();
    expect(screen.queryByRole('link', { name: /Supplier 01/ })).toBeNull();
  });

  it('says so when there is no supplier, or past the last page', async () => {
    renderRoute('/suppliers', { mocks: [suppliersPageMock({ data: { suppliers: [] } })] });
    expect(await screen.findByText('There are no suppliers to show yet.')).toBeDefined();
  });

  it('says so past the last page', async () => {
    renderRoute('/suppliers?page=3', { mocks: [suppliersPageMock({ data: { suppliers: [supplierRow(1)] } })] });
    expect(await screen.findByText('This page has no suppliers.')).toBeDefined();
  });

  it('shows a translated error with a retry button when the query fails', async () => {
    const user = userEvent.setup();
    renderRoute('/suppliers', {
      language: 'es',
      mocks: [suppliersPageMock({ errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] }), suppliersPageMock({ data: { suppliers: [supplierRow(2, 2)] } })],
    });
    expect(await screen.findByText('No se han podido cargar los proveedores.')).toBeDefined();
    // (the page's own retry: the footer may have one of its own for the contact address)
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByRole('link', { name: /Supplier 02/ })).textContent).toContain('2 coches');
  });
});

// ───────────── Home page links

describe('home page links', () => {
  function renderHome() {
    return renderWithProviders(
      <MockedProvider
        mocks={[
          homeLocationsMock({ data: { locations: [AIRPORT, CITADEL] } }),
          formLocationsMock([AIRPORT, CITADEL]),
          settingsMock(),
          suppliersMock({ data: { suppliers: [{ __typename: 'Supplier', id: 'sup-9', name: 'Kurdistan Cars', logoUrl: '/cdn/users/k.png' }] } }),
        ]}
      >
        <HomePage />
      </MockedProvider>,
    );
  }

  it("a location card fills the search form's pick-up location and moves the focus there", async () => {
    const user = userEvent.setup();
    renderHome();
    const section = screen.getByRole('region', { name: 'Our rental locations' });
    const card = await within(section).findByRole('button', { name: 'Citadel office Pick up here' });
    // The form (its own chunk) knows the places.
    await waitFor(() => expect(screen.getByRole('option', { hidden: true, name: 'Citadel office' })).toBeDefined());

    await user.click(card);

    const pickup = screen.getByLabelText(/^Pick-up location/, { selector: 'input' }) as HTMLInputElement;
    expect(pickup.value).toBe('Citadel office');
    expect(document.activeElement).toBe(pickup);
    // Focused, not opened: the list of places stays closed.
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('each supplier of the showcase opens a search filtered by it', async () => {
    renderHome();
    const logo = await screen.findByRole('img', { name: 'Kurdistan Cars' });
    expect(logo.closest('a')?.getAttribute('href')).toBe('/search?suppliers=sup-9');
    expect(screen.getByRole('link', { name: 'See all suppliers' }).getAttribute('href')).toBe('/suppliers');
  });
});
