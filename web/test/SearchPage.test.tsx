import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchCarsInput } from '../src/__generated__/graphql.ts';
import { carEdge, locationsMock, ratesMock, searchMock } from './searchMocks.ts';
import { settingsMock } from './settingsMocks.ts';
import { renderRoute } from './render.tsx';

const FROM = '2030-01-10T07:00:00.000Z';
const TO = '2030-01-13T07:00:00.000Z';
const criteria = `pickup=loc-citadel&dropoff=loc-airport&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;
const baseInput: SearchCarsInput = {
  pickupLocation: 'loc-citadel',
  dropoffLocation: 'loc-airport',
  from: FROM,
  to: TO,
  sort: 'PRICE_ASC',
};

const params = (router: ReturnType<typeof renderRoute>['router']) => new URLSearchParams(router.state.location.search);
/** Opens the filters' sheet from the search bar (its button names the active filters). */
const openFilters = async () => fireEvent.click(await screen.findByRole('button', { name: /^Filters \(\d+\)$/ }));

// The page is a lazy chunk with many Mantine parts: slow to render in happy-dom on a busy machine.
describe('SearchPage', { timeout: 20_000 }, () => {
  it('reads the criteria and filters from the URL and sends them to searchCars', async () => {
    renderRoute(`/search?${criteria}&gearbox=manual&maxDeposit=500&specs=aircon&sort=RATING_DESC`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock({ ...baseInput, gearboxes: ['manual'], maxDeposit: 500, aircon: true, sort: 'RATING_DESC' }, [
          carEdge('car-1', 'Toyota Corolla'),
        ]),
      ],
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Toyota Corolla' })).toBeDefined();
    expect(screen.getByText('$1,234.50')).toBeDefined();
    expect(screen.getByText('Total for 3 days · $411.50 per day')).toBeDefined();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('RATING_DESC');
    // Three filters narrow the search (gearbox, deposit, specs); the sort does not count.
    await openFilters();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeDefined();
    expect(await screen.findByText('Zagros Cars (7)')).toBeDefined();
    expect((screen.getByRole('checkbox', { name: 'Manual' }) as HTMLInputElement).checked).toBe(true);
    // One button per result, to the car page with the search's places and dates.
    const view = screen.getByRole('link', { name: 'View car' }) as HTMLAnchorElement;
    expect(view.pathname).toBe('/car/car-1');
    expect(Object.fromEntries(new URLSearchParams(view.search))).toEqual({
      pickup: 'loc-citadel',
      dropoff: 'loc-airport',
      from: FROM,
      to: TO,
    });
  });

  it('Next shows the next 15 and takes the keyboard focus to their top (not to the document start)', async () => {
    const first = Array.from({ length: 15 }, (_, i) => carEdge(`car-${i + 1}`, `Car ${i + 1}`));
    renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock(baseInput, first, { hasNextPage: true }),
        searchMock(baseInput, [carEdge('car-16', 'Car 16')], { after: first.at(-1)!.cursor }),
      ],
    });
    await screen.findByRole('heading', { name: 'Car 15' });
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    const last = await screen.findByRole('heading', { name: 'Car 16' });
    await waitFor(() => {
      expect(document.activeElement).not.toBe(document.body);
      expect((document.activeElement as HTMLElement).contains(last)).toBe(true);
    });
  });

  it('Back from another page returns to the page of results the driver was on', async () => {
    const first = Array.from({ length: 15 }, (_, i) => carEdge(`car-${i + 1}`, `Car ${i + 1}`));
    const { router } = renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock(baseInput, first, { hasNextPage: true }),
        searchMock(baseInput, [carEdge('car-16', 'Car 16')], { after: first.at(-1)!.cursor }),
      ],
    });
    await screen.findByRole('heading', { name: 'Car 15' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Car 16' });
    await router.navigate('/about');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Car 16' })).toBeNull());
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Car 16' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Car 1' })).toBeNull();
    // And Previous still goes to the first page.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Car 1' })).toBeDefined();
  });

  it('writes the prices the French way in French: one decimal comma on the card', async () => {
    renderRoute(`/search?${criteria}`, { language: 'fr', mocks: [locationsMock('fr'), settingsMock(), searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')])] });
    const card = await screen.findByRole('article', { name: 'Toyota Corolla' });
    // (textContent: the queries' normalizer would turn the no-break space into a plain one)
    expect(card.textContent).toContain('$1\u00a0234,50');
    expect(card.textContent).not.toMatch(/\d\.\d/);
  });

  it('writes a gearbox change to the URL and asks again with it', async () => {
    const { router } = renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]),
        { ...searchMock({ ...baseInput, gearboxes: ['automatic'] }, [carEdge('car-2', 'Kia Sportage')]), delay: 300 },
      ],
    });
    await screen.findByRole('heading', { name: 'Toyota Corolla' });
    await openFilters();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Automatic' }));

    await waitFor(() => expect(params(router).get('gearbox')).toBe('automatic'));
    expect(params(router).get('pickup')).toBe('loc-citadel');
    // While the new results load, the supplier choices stay where they were.
    expect(screen.getByRole('checkbox', { name: 'Zagros Cars (7)' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Kia Sportage' })).toBeDefined();
  });

  it('says so when nothing matches, with a hint to widen the filters', async () => {
    renderRoute(`/search?${criteria}`, { mocks: [locationsMock(), settingsMock(), searchMock(baseInput, [])] });

    expect(await screen.findByText('No car matches your search.')).toBeDefined();
    expect(screen.getByText('Try other dates or remove some filters.')).toBeDefined();
    // No filter to clear.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('with filters set and nothing found, "Clear filters" removes them all and keeps the search', async () => {
    const { router } = renderRoute(`/search?${criteria}&suppliers=sup-gone&gearbox=manual&sort=RATING_DESC`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock({ ...baseInput, suppliers: ['sup-gone'], gearboxes: ['manual'], sort: 'RATING_DESC' }, []),
        searchMock({ ...baseInput, sort: 'RATING_DESC' }, [carEdge('car-1', 'Toyota Corolla')]),
      ],
    });
    expect(await screen.findByText('No car matches your search.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'Toyota Corolla' })).toBeDefined();
    expect(params(router).get('suppliers')).toBeNull();
    expect(params(router).get('gearbox')).toBeNull();
    expect(params(router).get('sort')).toBe('RATING_DESC');
    expect(params(router).get('pickup')).toBe('loc-citadel');
  });

  it('shows the server’s date error, translated', async () => {
    renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(), settingsMock(),
        {
          request: searchMock(baseInput, []).request,
          result: {
            errors: [
              { message: 'bad', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { from: 'PICKUP_TOO_SOON' } } },
            ],
          },
        },
      ],
    });

    expect(await screen.findByText('The cars could not be loaded.')).toBeDefined();
    expect(screen.getByText('The pick-up time is too soon.')).toBeDefined();
  });

  it('an old link with dates gone by: the form says so on its field, and no "Try again" that cannot work', async () => {
    const past = { ...baseInput, from: '2020-01-10T07:00:00.000Z', to: '2020-01-13T07:00:00.000Z' };
    renderRoute(`/search?pickup=loc-citadel&dropoff=loc-airport&from=${encodeURIComponent(past.from)}&to=${encodeURIComponent(past.to)}`, {
      mocks: [
        locationsMock(), settingsMock(),
        {
          request: searchMock(past, []).request,
          result: { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { from: 'PICKUP_TOO_SOON' } } }] },
        },
      ],
    });
    const alert = (await screen.findByText('The cars could not be loaded.')).closest<HTMLElement>('.mantine-Alert-root')!;
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    // The form's own field error, beside the alert's.
    await waitFor(() => expect(screen.getAllByText('The pick-up time is too soon.').length).toBe(2));
  });

  it('asks for criteria when the URL has none', async () => {
    renderRoute('/search', { mocks: [locationsMock(), settingsMock()] });
    expect(await screen.findByText('Choose where and when to pick up the car.')).toBeDefined();
  });

  it('the filters sheet counts the active filters and closes on "Show N cars"', async () => {
    renderRoute(`/search?${criteria}&gearbox=manual`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock({ ...baseInput, gearboxes: ['manual'] }, [carEdge('car-1', 'Toyota Corolla')], { totalCount: 12 }),
        searchMock({ ...baseInput, gearboxes: ['manual'], payAtPickUp: true }, [carEdge('car-2', 'Kia Sportage', { payAtPickUp: true })], { totalCount: 4 }),
      ],
    });
    await screen.findByRole('heading', { name: 'Toyota Corolla' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    expect(await screen.findByRole('button', { name: 'Show 12 cars' })).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pay at pick-up' }));
    // The count follows each change, in the bar and in the sheet's button.
    expect(await screen.findByRole('button', { name: 'Show 4 cars' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Filters (2)' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show 4 cars' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show 4 cars' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Kia Sportage' })).toBeDefined();
  });

  it('shows the marks on a result: pay at pick-up, and free cancellation until a date in Erbil time', async () => {
    renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock(baseInput, [
          carEdge('car-1', 'Toyota Corolla', { payAtPickUp: true, freeCancellationUntil: '2030-01-09T07:00:00.000Z' }),
          carEdge('car-2', 'Kia Sportage'),
        ]),
      ],
    });
    const marked = await screen.findByRole('article', { name: 'Toyota Corolla' });
    expect(within(marked).getByText('Pay at pick-up')).toBeDefined();
    // 07:00 UTC is 10:00 in Erbil, in the one date format (ADR 038).
    await waitFor(() => expect(within(marked).getByText('Free cancellation until Wed 9 Jan 2030, 10:00')).toBeDefined());
    const plain = screen.getByRole('article', { name: 'Kia Sportage' });
    expect(within(plain).queryByText('Pay at pick-up')).toBeNull();
    expect(within(plain).queryByText(/Free cancellation/)).toBeNull();
    // The deciding specs, and nothing of the extras' list.
    expect(within(plain).getByTestId('car-specs').textContent).toBe('5 seats · Automatic · Petrol · A/C · Unlimited km');
    expect(within(plain).queryByText(/Theft protection|Deposit|Cancellation/)).toBeNull();
    expect(within(plain).getAllByRole('link').map((l) => l.textContent)).toEqual(['View car']);
  });

  it('leaves scooters to the server\'s default until the driver ticks Scooter, and says so', async () => {
    const { router } = renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]),
        searchMock({ ...baseInput, ranges: ['scooter'] }, [carEdge('car-9', 'Honda PCX 125')]),
      ],
    });
    await screen.findByRole('heading', { name: 'Toyota Corolla' });
    await openFilters();
    expect(await screen.findByText('Scooters show only when Scooter is ticked.')).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Scooter' }));
    await waitFor(() => expect(params(router).get('range')).toBe('scooter'));
    expect(await screen.findByRole('heading', { name: 'Honda PCX 125' })).toBeDefined();
  });

  it('the bar shows the search and opens the form to change it', async () => {
    renderRoute(`/search?${criteria}`, { mocks: [locationsMock(), settingsMock(), searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')])] });
    const bar = await screen.findByTestId('search-bar');
    await waitFor(() => expect(within(bar).getByText('Citadel office → Airport desk')).toBeDefined());
    const change = within(bar).getByRole('button', { name: /^Change search: Citadel office → Airport desk, / });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(change);
    expect(change.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Search' })).toBeDefined();
  });

  const change = (label: string, value: string) => () =>
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
  const tick = (name: string) => () => fireEvent.click(screen.getByRole('checkbox', { name }));

  it.each([
    ['suppliers', tick('Zagros Cars (7)'), 'suppliers', 'sup-1', { suppliers: ['sup-1'] }],
    ['gearbox', tick('Manual'), 'gearbox', 'manual', { gearboxes: ['manual'] }],
    ['fuel type', tick('Electric'), 'fuel', 'electric', { fuelTypes: ['electric'] }],
    ['mileage', tick('Unlimited'), 'mileage', 'unlimited', { mileage: ['unlimited'] }],
    ['fuel policy', tick('Full tank included'), 'fuelPolicy', 'freeTank', { fuelPolicies: ['freeTank'] }],
    [
      'deposit',
      () => fireEvent.click(screen.getByRole('radio', { name: 'Up to $750' })),
      'maxDeposit',
      '750',
      { maxDeposit: 750 },
    ],
    ['specs', tick('More than 4 doors'), 'specs', 'moreThanFourDoors', { moreThanFourDoors: true }],
    ['range', tick('Medium'), 'range', 'midi', { ranges: ['midi'] }],
    ['multimedia', tick('Apple CarPlay'), 'multimedia', 'appleCarPlay', { multimedia: ['appleCarPlay'] }],
    ['minimum rating', change('Minimum rating', '4'), 'minRating', '4', { minRating: 4 }],
    ['seats', change('Seats', '7'), 'seats', '7', { seats: 7 }],
    ['sort', change('Sort by', 'PRICE_DESC'), 'sort', 'PRICE_DESC', { sort: 'PRICE_DESC' }],
    ['pay at pick-up', tick('Pay at pick-up'), 'payAtPickUp', '1', { payAtPickUp: true }],
    ['free cancellation', tick('Free cancellation'), 'freeCancellation', '1', { freeCancellation: true }],
  ] satisfies [string, () => void, string, string, Partial<SearchCarsInput>][])(
    'the %s filter writes the URL and searches with it',
    async (_, act, param, value, filter) => {
      const { router } = renderRoute(`/search?${criteria}`, {
        mocks: [
          locationsMock(), settingsMock(),
          searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]),
          searchMock({ ...baseInput, ...filter }, [carEdge('car-2', 'Kia Sportage')]),
        ],
      });
      await screen.findByRole('heading', { name: 'Toyota Corolla' });
      await openFilters();
      await screen.findByRole('checkbox', { name: 'Manual' });
      act();
      await waitFor(() => expect(params(router).get(param)).toBe(value));
      expect(params(router).get('from')).toBe(FROM);
      // Only the search with the new filter is answered with this car.
      expect(await screen.findByRole('heading', { name: 'Kia Sportage' })).toBeDefined();
    },
  );
});

describe('SearchPage prices in the chosen currency', { timeout: 20_000 }, () => {
  const rates = { EUR: '0.9234', GBP: '0.7891' };

  it('shows the total and per-day price converted to euros', async () => {
    renderRoute(`/search?${criteria}`, {
      currency: 'EUR',
      mocks: [locationsMock(), settingsMock(), searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]), ratesMock(rates)],
    });
    const card = await screen.findByRole('article', { name: 'Toyota Corolla' });
    // 1234.50 x 0.9234 = 1139.9373; 411.50 x 0.9234 = 379.9791; 7.50 -> 6.9255; 10 -> 9.234; 5 -> 4.617; 500 -> 461.70
    await waitFor(() => expect(within(card).getByText('1,139.94 €')).toBeDefined());
    expect(within(card).getByText('Total for 3 days · 379.98 € per day')).toBeDefined();
    expect(within(card).queryByText(/\$/)).toBeNull();
    // The server's USD total is still what the card carries for booking.
    expect(card.getAttribute('data-total')).toBe('1234.50');
  });

  it('says that prices in euros are approximate and charged in the currency shown at checkout; nothing such in USD', async () => {
    renderRoute(`/search?${criteria}`, {
      currency: 'EUR',
      mocks: [locationsMock(), settingsMock(), searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]), ratesMock(rates)],
    });
    expect(
      await screen.findByText("Prices in EUR are approximate: they are converted from US dollars at today's rate. Your card is charged in the currency shown at checkout."),
    ).toBeDefined();
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });
    await screen.findByText('$1,234.50');
    expect(screen.queryByTestId('currency-notice')).toBeNull();
  });

  it('shows every amount of the list with cents once one has them: never "$10" beside "$7.50"', async () => {
    renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(), settingsMock(),
        searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla'), carEdge('car-2', 'Kia Sportage', { total: '90.00', perDay: '30.00' })]),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Kia Sportage' });
    // The other card's $1,234.50: the whole amounts of the same list show their cents too.
    expect(within(card).getByText('$90.00')).toBeDefined();
    expect(within(card).getByText('Total for 3 days · $30.00 per day')).toBeDefined();
    // The deposit filter is a list of its own, all whole: no cents.
    await openFilters();
    expect(await screen.findByRole('radio', { name: 'Up to $250' })).toBeDefined();
  });

  it('shows the deposit thresholds in pounds while the filter stays in USD', async () => {
    const { router } = renderRoute(`/search?${criteria}`, {
      language: 'fr',
      currency: 'GBP',
      mocks: [
        locationsMock('fr'), settingsMock(),
        searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]),
        searchMock({ ...baseInput, maxDeposit: 750 }, [carEdge('car-2', 'Kia Sportage')]),
        ratesMock(rates),
      ],
    });
    await screen.findByRole('article', { name: 'Toyota Corolla' });
    fireEvent.click(await screen.findByRole('button', { name: 'Filtres (0)' }));
    // 250, 500, 750 x 0.7891 = 197.275, 394.55, 591.825
    expect(await screen.findByRole('radio', { name: 'Jusqu’à £197,28' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Jusqu’à £394,55' })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Jusqu’à £591,83' }));
    await waitFor(() => expect(params(router).get('maxDeposit')).toBe('750'));
    // The server is asked in USD, whatever the currency shown.
    expect(await screen.findByRole('heading', { name: 'Kia Sportage' })).toBeDefined();
  });

  it('in dinars: whole dinars on the cards, the deposit thresholds in whole thousands of dinars, the rate’s source named; the filter stays in USD', async () => {
    const { router } = renderRoute(`/search?${criteria}`, {
      currency: 'IQD',
      mocks: [
        locationsMock(), settingsMock(),
        searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]),
        searchMock({ ...baseInput, maxDeposit: 500 }, [carEdge('car-2', 'Kia Sportage')]),
        ratesMock({ ...rates, IQD: '1478.25' }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Toyota Corolla' });
    // 1234.50 x 1478.25 = 1,824,899.625 -> 1,824,900 dinars
    await waitFor(() => expect(within(card).getByText('1,824,900 IQD')).toBeDefined());
    expect(screen.getByTestId('currency-notice').textContent).toMatch(/^Prices in dinars are approximate: converted from US dollars at the rate from rates\.example\.iq, /);
    await openFilters();
    // 250, 500, 750 x 1478.25 = 369,562.5, 739,125, 1,108,687.5 -> nearest thousand
    expect(await screen.findByRole('radio', { name: /^Up to 370,000\sIQD$/ })).toBeDefined();
    expect(screen.getByRole('radio', { name: /^Up to 1,109,000\sIQD$/ })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: /^Up to 739,000\sIQD$/ }));
    await waitFor(() => expect(params(router).get('maxDeposit')).toBe('500'));
    expect(await screen.findByRole('heading', { name: 'Kia Sportage' })).toBeDefined();
  });

  it('shows USD while the rates load, then the chosen currency', async () => {
    renderRoute(`/search?${criteria}`, {
      currency: 'EUR',
      // Slow enough that the results are in first even when the machine is busy.
      mocks: [locationsMock(), settingsMock(), searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]), ratesMock(rates, { delay: 1200 })],
    });
    await screen.findByRole('heading', { name: 'Toyota Corolla' });
    expect(screen.getByText('$1,234.50')).toBeDefined();
    await openFilters();
    expect(await screen.findByRole('radio', { name: 'Up to $250' })).toBeDefined();
    expect(await screen.findByText('1,139.94 €', undefined, { timeout: 3000 })).toBeDefined();
    expect(screen.queryByText('$1,234.50')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Up to 230.85\u00a0€' })).toBeDefined();
  });

  it('says so and shows USD when there is no rate for the chosen currency', async () => {
    renderRoute(`/search?${criteria}`, {
      currency: 'EUR',
      mocks: [locationsMock(), settingsMock(), searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]), ratesMock({})],
    });
    expect(await screen.findByText('Exchange rates are unavailable right now, so prices are shown in US dollars.')).toBeDefined();
    expect(screen.getByText('$1,234.50')).toBeDefined();
    await openFilters();
    expect(await screen.findByRole('radio', { name: 'Up to $500' })).toBeDefined();
  });

  it('says so and shows USD when the rates cannot be loaded', async () => {
    renderRoute(`/search?${criteria}`, {
      currency: 'GBP',
      mocks: [
        locationsMock(), settingsMock(),
        searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]),
        { request: ratesMock().request, error: new Error('network down') },
        ratesMock(),
      ],
    });
    const notice = await screen.findByText('Exchange rates are unavailable right now, so prices are shown in US dollars.');
    expect(screen.getByText('$1,234.50')).toBeDefined();
    // The connection back: "Try again" brings the rates, and the prices in pounds.
    fireEvent.click(within(notice.closest<HTMLElement>('[role="status"]')!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('£974.14')).toBeDefined();
    expect(screen.queryByText('Exchange rates are unavailable right now, so prices are shown in US dollars.')).toBeNull();
  });

  it('converts the prices when the currency is switched in the header, without asking for the cars again', async () => {
    renderRoute(`/search?${criteria}`, {
      mocks: [locationsMock(), settingsMock(), searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]), ratesMock(rates)],
    });
    expect(await screen.findByText('$1,234.50')).toBeDefined();
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } });
    // 1234.50 x 0.7891 = 974.14395
    expect(await screen.findByText('£974.14')).toBeDefined();
    expect(screen.queryByText(/unavailable/)).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });
    expect(await screen.findByText('$1,234.50')).toBeDefined();
  });
});
