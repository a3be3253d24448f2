import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../src/routes/home/HomePage.tsx';
import { HomeLocationsDocument } from '../src/__generated__/graphql.ts';
import {
  AIRPORT,
  CITADEL,
  formLocationsMock,
  homeLocationsMock as locationsMock,
  location,
  scrolledIntoView,
  supplier,
  suppliersMock,
} from './homeMocks.ts';
import { settingsMock } from './settingsMocks.ts';
import { renderWithProviders } from './render.tsx';

// The network is mocked at Apollo's link: this tests the page's states, not the server
// (the server's resolvers are tested against PostgreSQL in server/test). The search form's
// list answers with the same places as the home list: both read `locations(language)` in
// Apollo's cache, as on the real server (see homeMocks.ts).
function renderHome(mocks: MockLink.MockedResponse[], language: 'en' | 'fr' | 'es' = 'en') {
  const hasSuppliers = mocks.some((mock) => mock.request.query === suppliersMock().request.query);
  const places = mocks
    .filter((mock) => mock.request.query === HomeLocationsDocument)
    .map((mock) => (mock.result as { data?: { locations: { id: string; name: string }[] } }).data?.locations)
    .findLast(Boolean);
  return renderWithProviders(
    <MockedProvider mocks={[...mocks, formLocationsMock(places ?? [], language), settingsMock(), ...(hasSuppliers ? [] : [suppliersMock()])]}>
      <HomePage />
    </MockedProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('shows the hero with the search form, loaded after the first paint', async () => {
    renderHome([locationsMock({ data: { locations: [] } })]);

    expect(screen.getByRole('heading', { level: 1, name: 'Rent a car in Erbil' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Search' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Return to same location' })).toBeDefined();
  });

  it.each([
    ['en', 'Find a deal', /^Pick-up location/],
    ['fr', 'Trouver une offre', /^Lieu de prise en charge/],
  ] as const)("the hero's find-a-deal button (%s) takes the driver to the pick-up field, its places listed", async (language, name, pickup) => {
    const user = userEvent.setup();
    renderHome([locationsMock({ data: { locations: [AIRPORT, CITADEL] } }, language)], language);

    const field = (await screen.findByLabelText(pickup, { selector: 'input' })) as HTMLInputElement;
    // The pick-up field's two places (the period picker's time lists hold options of their own).
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true, name: /^(Airport desk|Citadel office)$/ })).toHaveLength(2));
    await user.click(screen.getByRole('button', { name }));
    expect(document.activeElement).toBe(field);
    expect(await screen.findByRole('option', { name: 'Airport desk' })).toBeDefined();
    // The whole search form (with its period picker) renders first: slow beside parallel workers.
  }, 15_000);

  it('has no newsletter box of its own: the footer holds the one box of the page', async () => {
    scrolledIntoView();
    renderHome([locationsMock({ data: { locations: [] } })]);

    expect(await screen.findByRole('region', { name: 'From our blog' })).toBeDefined();
    expect(screen.queryByText('Subscribe to our newsletter')).toBeNull();
    expect(screen.queryByTestId(/newsletter/)).toBeNull();
  });

  it('shows a skeleton, then the rental locations', async () => {
    renderHome([
      locationsMock({
        data: { locations: [location('1', 'Erbil International Airport'), location('2', 'Erbil Citadel')] },
      }),
    ]);

    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading rental locations…');

    const section = screen.getByRole('region', { name: 'Our rental locations' });
    expect(await within(section).findByText('Erbil International Airport')).toBeDefined();
    expect(within(section).getByText('Erbil Citadel')).toBeDefined();
    expect(screen.queryByText('Loading rental locations…')).toBeNull();
  });

  it('asks for the names in the interface language', async () => {
    renderHome([locationsMock({ data: { locations: [location('1', 'Aéroport international d’Erbil')] } }, 'fr')], 'fr');

    const section = screen.getByRole('region', { name: 'Nos agences de location' });
    expect(await within(section).findByText('Aéroport international d’Erbil')).toBeDefined();
  });

  it('says so when there is no location', async () => {
    renderHome([locationsMock({ data: { locations: [] } })]);

    expect(await screen.findByText('No rental locations are available yet.')).toBeDefined();
    expect(screen.queryByText('Loading rental locations…')).toBeNull();
  });

  it('shows a translated error with a retry button when the query fails', async () => {
    renderHome([
      locationsMock({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      locationsMock({ data: { locations: [location('1', 'Erbil International Airport')] } }),
    ]);

    const alert = (await screen.findByText('The rental locations could not be loaded.')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('An unhandled error occurred.')).toBeDefined();

    within(alert).getByRole('button', { name: 'Try again' }).click();
    const section = screen.getByRole('region', { name: 'Our rental locations' });
    expect(await within(section).findByText('Erbil International Airport')).toBeDefined();
  });
});

// The first test to open the map waits for Leaflet's chunk to be transformed, which can take
// seconds on a busy machine (see test/setup.ts).
describe('HomePage map', { timeout: 20_000 }, () => {
  const pickupField = () => screen.getByLabelText(/^Pick-up location/, { selector: 'input' }) as HTMLInputElement;
  const dropoffField = () => screen.queryByLabelText(/^Drop-off location/, { selector: 'input' }) as HTMLInputElement | null;
  const sameLocation = () => screen.getByRole('checkbox', { name: 'Return to same location' }) as HTMLInputElement;

  /**
   * Leaflet takes two quick clicks whose event has no `pointerType` for a touch double tap and
   * zooms; happy-dom's clicks have none, a browser's mouse clicks do. So leave Leaflet's 200 ms
   * between two clicks on the map, as a person would.
   */
  async function clickOnMap(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
    await user.click(element);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  async function renderMap() {
    scrolledIntoView();
    const view = renderHome([locationsMock({ data: { locations: [AIRPORT, CITADEL] } })]);
    const map = await screen.findByRole('region', { name: 'Map of rental locations' });
    // The search form (its own chunk and query) is ready too.
    await waitFor(() => expect(screen.getByRole('option', { hidden: true, name: 'Airport desk' })).toBeDefined());
    return { ...view, map };
  }

  it('waits until it nears the viewport before loading Leaflet', async () => {
    renderHome([locationsMock({ data: { locations: [AIRPORT, CITADEL] } })]);

    const section = screen.getByRole('region', { name: 'Our rental locations' });
    expect(await within(section).findByText('Airport desk')).toBeDefined();
    // happy-dom's IntersectionObserver never reports: nobody scrolled there.
    expect(screen.queryByRole('region', { name: 'Map of rental locations' })).toBeNull();
  });

  it('shows one marker per location, named after it, drawn without image files', async () => {
    const { map } = await renderMap();

    const markers = await waitFor(() => {
      const found = map.querySelectorAll('.leaflet-marker-icon');
      expect(found).toHaveLength(2);
      return [...found];
    });
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual(['Airport desk', 'Citadel office']);
    expect(markers.every((marker) => marker.tagName === 'DIV' && marker.getAttribute('role') === 'button')).toBe(true);
    expect(within(map).getByRole('button', { name: 'Citadel office' })).toBeDefined();
  });

  it("'Select as pick-up' fills the form's pick-up location", async () => {
    const user = userEvent.setup();
    const { map } = await renderMap();

    await clickOnMap(user, await within(map).findByRole('button', { name: 'Citadel office' }));
    await clickOnMap(user, await within(map).findByRole('button', { name: 'Select as pick-up' }));

    expect(pickupField().value).toBe('Citadel office');
    expect(sameLocation().checked).toBe(true);
    expect(screen.getByText('Pick-up location: Citadel office.')).toBeDefined();
    // The popup closed.
    expect(within(map).queryByRole('button', { name: 'Select as pick-up' })).toBeNull();
  });

  it("'Set as drop-off' elsewhere unticks 'return to same location' and fills the drop-off", async () => {
    const user = userEvent.setup();
    const { map } = await renderMap();

    await clickOnMap(user, await within(map).findByRole('button', { name: 'Airport desk' }));
    await clickOnMap(user, await within(map).findByRole('button', { name: 'Select as pick-up' }));
    await clickOnMap(user, within(map).getByRole('button', { name: 'Citadel office' }));
    await clickOnMap(user, await within(map).findByRole('button', { name: 'Set as drop-off' }));

    expect(pickupField().value).toBe('Airport desk');
    expect(sameLocation().checked).toBe(false);
    expect(dropoffField()?.value).toBe('Citadel office');
    expect(screen.getByText('Drop-off location: Citadel office.')).toBeDefined();
  });

  it('opens a popup from the keyboard and moves the focus into it', async () => {
    const user = userEvent.setup();
    const { map } = await renderMap();

    const marker = await within(map).findByRole('button', { name: 'Airport desk' });
    marker.focus();
    await user.keyboard(' ');

    const pickup = await within(map).findByRole('button', { name: 'Select as pick-up' });
    await waitFor(() => expect(document.activeElement).toBe(pickup));
    await user.keyboard('{Enter}');
    expect(pickupField().value).toBe('Airport desk');
  });

  it('is labelled and offers its choices in the interface language', async () => {
    scrolledIntoView();
    const user = userEvent.setup();
    renderHome([locationsMock({ data: { locations: [AIRPORT, CITADEL] } }, 'es')], 'es');

    const map = await screen.findByRole('region', { name: 'Mapa de las oficinas de alquiler' });
    await user.click(await within(map).findByRole('button', { name: 'Airport desk' }));
    expect(await within(map).findByRole('button', { name: 'Elegir como recogida' })).toBeDefined();
    expect(within(map).getByRole('button', { name: 'Elegir como devolución' })).toBeDefined();
  });
});

describe('HomePage sections below the map', () => {
  it("shows each supplier's 60x30 logo with its name beneath, linking to a search of its cars", async () => {
    renderHome([
      locationsMock({ data: { locations: [] } }),
      suppliersMock({ data: { suppliers: [supplier('s1', 'Hawler Drive'), supplier('s2', 'Zagros Rent a Car', null)] } }),
    ]);

    const section = await screen.findByRole('region', { name: 'Our suppliers' });
    const logo = (await within(section).findByRole('img', { name: 'Hawler Drive' })) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/cdn/s1.png');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['60', '30']);
    // The name shows under the logo, inside the same link; no logo: the name alone.
    const hawler = within(section).getByRole('link', { name: 'Hawler Drive' });
    expect(hawler.textContent).toBe('Hawler Drive');
    expect(hawler.contains(logo)).toBe(true);
    expect(hawler.getAttribute('href')).toBe('/search?suppliers=s1');
    const zagros = within(section).getByRole('link', { name: 'Zagros Rent a Car' });
    expect(zagros.textContent).toBe('Zagros Rent a Car');
    expect(zagros.getAttribute('href')).toBe('/search?suppliers=s2');
    expect(within(section).getByRole('link', { name: 'See all suppliers' }).getAttribute('href')).toBe('/suppliers');
  });

  it('says so when the suppliers cannot be loaded', async () => {
    renderHome([
      locationsMock({ data: { locations: [] } }),
      suppliersMock({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    ]);

    expect(await screen.findByText('The suppliers could not be loaded.')).toBeDefined();
  });

  it('presents the car sizes, why book with us and customer care', async () => {
    renderHome([locationsMock({ data: { locations: [] } })]);

    const sizes = await screen.findByRole('region', { name: 'A car for every trip' });
    expect(within(sizes).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Mini: city cars',
      'Midi: family cars',
      'Maxi: SUVs and large cars',
    ]);

    const why = screen.getByRole('region', { name: 'Why book with us' });
    expect(within(why).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '24-hour roadside assistance',
      'No hidden charges',
      'Unlimited mileage where noted',
      'Flexible cancellation',
    ]);
    expect(within(why).getByText('Cancel 24 hours or more before pick-up and you may get a full refund.')).toBeDefined();

    const care = screen.getByRole('region', { name: 'Customer care' });
    expect(within(care).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(within(care).getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/faq');
  });

  it('teases the three blog articles, each linking to its page', async () => {
    renderHome([locationsMock({ data: { locations: [] } })]);

    const blog = await screen.findByRole('region', { name: 'From our blog' });
    const links = within(blog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Scenic road trips in Kurdistan', '/blog/1/scenic-road-trips-in-kurdistan'],
      ['Why rent a car in Erbil', '/blog/2/why-rent-a-car-in-erbil'],
      ['Essential rental tips', '/blog/3/essential-rental-tips'],
    ]);
  });

  it.each([
    ['fr', 'Pourquoi réserver chez nous', 'Assistance routière 24 h/24', '/blog/1/road-trips-panoramiques-au-kurdistan'],
    ['es', 'Por qué reservar con nosotros', 'Asistencia en carretera 24 horas', '/blog/1/rutas-panoramicas-por-el-kurdistan'],
  ] as const)('is translated into %s, blog paths included', async (language, why, roadside, blogPath) => {
    renderHome([locationsMock({ data: { locations: [] } }, language)], language);

    const section = await screen.findByRole('region', { name: why });
    expect(within(section).getByRole('heading', { level: 3, name: roadside })).toBeDefined();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === blogPath)).toBe(true);
  });
});
