import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchCarsInput } from '../src/__generated__/graphql.ts';
import { carEdge, locationsMock, searchMock } from './searchMocks.ts';
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

// The page is a lazy chunk with many Mantine parts: slow to render in happy-dom on a busy machine.
describe('SearchPage', { timeout: 20_000 }, () => {
  it('reads the criteria and filters from the URL and sends them to searchCars', async () => {
    renderRoute(`/search?${criteria}&gearbox=manual&maxDeposit=500&specs=aircon&sort=RATING_DESC`, {
      mocks: [
        locationsMock(),
        searchMock({ ...baseInput, gearboxes: ['manual'], maxDeposit: 500, aircon: true, sort: 'RATING_DESC' }, [
          carEdge('car-1', 'Toyota Corolla'),
        ]),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Toyota Corolla' })).toBeDefined();
    expect(screen.getByText('$1,234.50')).toBeDefined();
    expect(screen.getByText('$411.50 per day')).toBeDefined();
    expect(screen.getByText('Zagros Cars (7)')).toBeDefined();
    expect((screen.getByRole('checkbox', { name: 'Manual' }) as HTMLInputElement).checked).toBe(true);
    const book = screen.getByRole('link', { name: 'Book' }) as HTMLAnchorElement;
    expect(book.pathname).toBe('/checkout');
    expect(Object.fromEntries(new URLSearchParams(book.search))).toEqual({
      car: 'car-1',
      pickup: 'loc-citadel',
      dropoff: 'loc-airport',
      from: FROM,
      to: TO,
    });
  });

  it('writes a gearbox change to the URL and asks again with it', async () => {
    const { router } = renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(),
        searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')]),
        searchMock({ ...baseInput, gearboxes: ['automatic'] }, [carEdge('car-2', 'Kia Sportage')]),
      ],
    });
    await screen.findByRole('heading', { name: 'Toyota Corolla' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Automatic' }));

    await waitFor(() => expect(params(router).get('gearbox')).toBe('automatic'));
    expect(params(router).get('pickup')).toBe('loc-citadel');
    expect(await screen.findByRole('heading', { name: 'Kia Sportage' })).toBeDefined();
  });

  it('says so when nothing matches, with a hint to widen the filters', async () => {
    renderRoute(`/search?${criteria}`, { mocks: [locationsMock(), searchMock(baseInput, [])] });

    expect(await screen.findByText('No car matches your search.')).toBeDefined();
    expect(screen.getByText('Try other dates or remove some filters.')).toBeDefined();
  });

  it('shows the server’s date error, translated', async () => {
    renderRoute(`/search?${criteria}`, {
      mocks: [
        locationsMock(),
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

  it('asks for criteria when the URL has none', async () => {
    renderRoute('/search', { mocks: [locationsMock()] });
    expect(await screen.findByText('Choose where and when to pick up the car.')).toBeDefined();
  });

  it('hides and shows the filters', async () => {
    renderRoute(`/search?${criteria}`, { mocks: [locationsMock(), searchMock(baseInput, [])] });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide filters' }));
    expect(screen.queryByRole('checkbox', { name: 'Manual' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    expect(screen.getByRole('checkbox', { name: 'Manual' })).toBeDefined();
  });

  const change = (label: string, value: string) => () =>
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
  const tick = (name: string) => () => fireEvent.click(screen.getByRole('checkbox', { name }));

  it.each([
    ['suppliers', tick('Zagros Cars'), 'suppliers', 'sup-1'],
    ['gearbox', tick('Manual'), 'gearbox', 'manual'],
    ['fuel type', tick('Electric'), 'fuel', 'electric'],
    ['mileage', tick('Unlimited'), 'mileage', 'unlimited'],
    ['fuel policy', tick('Full tank included'), 'fuelPolicy', 'freeTank'],
    ['deposit', () => fireEvent.click(screen.getByRole('radio', { name: 'Up to $750' })), 'maxDeposit', '750'],
    ['specs', tick('More than 4 doors'), 'specs', 'moreThanFourDoors'],
    ['range', tick('Medium'), 'range', 'midi'],
    ['multimedia', tick('Apple CarPlay'), 'multimedia', 'appleCarPlay'],
    ['minimum rating', change('Minimum rating', '4'), 'minRating', '4'],
    ['seats', change('Seats', '7'), 'seats', '7'],
    ['sort', change('Sort by', 'PRICE_DESC'), 'sort', 'PRICE_DESC'],
  ])('the %s filter writes the URL', async (_, act, param, value) => {
    const { router } = renderRoute(`/search?${criteria}`, {
      mocks: [locationsMock(), searchMock(baseInput, [carEdge('car-1', 'Toyota Corolla')])],
    });
    await screen.findByRole('heading', { name: 'Toyota Corolla' });
    act();
    await waitFor(() => expect(params(router).get(param)).toBe(value));
    expect(params(router).get('from')).toBe(FROM);
  });
});
