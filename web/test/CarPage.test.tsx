import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarPageDocument } from '../src/__generated__/graphql.ts';
import { renderRoute } from './render.tsx';
import { locationsMock } from './searchMocks.ts';
import { settingsMock } from './settingsMocks.ts';

const FROM = '2030-01-10T07:00:00.000Z'; // 10:00 in Erbil
const TO = '2030-01-20T07:00:00.000Z';
const criteria = `pickup=loc-airport&dropoff=loc-airport&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;
const PLACEHOLDER = { from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' };

const extra = (price: string | null) => ({ __typename: 'CarExtra', available: price !== null, included: price === '0.00', price });
const place = {
  __typename: 'Location',
  id: 'loc-airport',
  name: 'Airport desk',
  address: 'Airport desk, Iraq',
  latitude: 36.23,
  longitude: 43.96,
  openingHours: { __typename: 'OpeningHours', opens: '08:00', closes: '20:00', timeZone: 'Asia/Baghdad' },
};
const offer = {
  __typename: 'CarOffer',
  cancellationDeadline: '2030-01-09T07:00:00.000Z',
  quote: {
    __typename: 'Quote',
    days: 10,
    rental: '300.00',
    total: '300.00',
    perDay: '30.00',
    blocks: [
      { __typename: 'QuoteBlock', size: 7, count: 1, unitPrice: '210.00', discounted: false, amount: '210.00' },
      { __typename: 'QuoteBlock', size: 3, count: 1, unitPrice: '90.00', discounted: true, amount: '90.00' },
    ],
    extras: [
      { __typename: 'QuoteExtra', kind: 'cancellation', included: true, chosen: true, perDay: false, amount: '0.00' },
      { __typename: 'QuoteExtra', kind: 'theftProtection', included: false, chosen: false, perDay: true, amount: '0.00' },
    ],
  },
};

function car(withOffer: boolean) {
  return {
    __typename: 'Car',
    id: 'car-1',
    name: 'Toyota Yaris Hybrid',
    imageUrl: '/cdn/cars/yaris.svg',
    images: [300, 600, 900].map((width) => ({ __typename: 'CarImage', width, url: '/cdn/cars/yaris.svg' })),
    supplier: { __typename: 'Supplier', id: 'sup-1', name: 'Hawler Drive', logoUrl: null, rating: 4.3, carCount: 12 },
    payLaterAllowed: true,
    seats: 5,
    doors: 4,
    gearbox: 'automatic',
    fuelType: 'hybrid',
    aircon: true,
    rating: 4.5,
    trips: 31,
    mileage: 200,
    unlimitedMileage: false,
    fuelPolicy: 'likeForlike',
    deposit: '500.00',
    range: 'mini',
    multimedia: ['bluetooth'],
    minimumAge: 21,
    available: true,
    extras: {
      __typename: 'CarExtras',
      cancellation: extra('0.00'),
      amendments: extra('15.00'),
      theftProtection: extra('7.50'),
      collisionDamageWaiver: extra(null),
      fullInsurance: extra(null),
      additionalDriver: extra('5.00'),
    },
    locations: [place],
    ...(withOffer ? { offer } : {}),
  };
}

function carMock(id: string, answer: unknown, vars: { offer?: { from: string; to: string }; withOffer?: boolean } = {}): MockLink.MockedResponse {
  const withOffer = vars.withOffer ?? false;
  return {
    request: {
      query: CarPageDocument,
      variables: { id, language: 'en', offer: vars.offer ?? PLACEHOLDER, withOffer, withPlaces: false },
    },
    result: { data: { car: answer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

// A lazy page with many Mantine parts: slow in happy-dom on a busy machine.
describe('CarPage (/car/:id)', { timeout: 20_000 }, () => {
  it('shows the car, its conditions, supplier, places and the price for the dates, with Book into checkout', async () => {
    renderRoute(`/car/car-1?${criteria}`, { mocks: [settingsMock(), carMock('car-1', car(true), { offer: { from: FROM, to: TO }, withOffer: true })] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Yaris Hybrid' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Toyota Yaris Hybrid | Erbil Car Rental'));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toMatch(/^Rent the Toyota Yaris Hybrid from Hawler Drive in Erbil: 5 seats, Automatic, Hybrid\./);

    // Specs and conditions in plain words.
    expect(screen.getByText('5 seats')).toBeDefined();
    expect(screen.getByText('Deposit of $500.00, taken at pick-up and given back on return')).toBeDefined();
    expect(screen.getByText('200 km included per day')).toBeDefined();
    expect(screen.getByText('Pay online when you book, or in cash at pick-up')).toBeDefined();
    expect(screen.getByText('Theft protection: $7.50 per day')).toBeDefined();
    expect(screen.getByText('Cancellation: Included')).toBeDefined();
    expect(screen.getByText('Amendments: $15.00 per booking, free when you pay at pick-up')).toBeDefined();
    expect(screen.getByText('Full insurance: Not offered')).toBeDefined();
    // The deadline: 24 hours before the 10:00 pick-up, in Erbil time, labelled.
    const cancellation = screen.getByText(/^Free cancellation until/);
    expect(cancellation.textContent).toContain('Wed 9 Jan 2030, 10:00 (Erbil time, Asia/Baghdad, UTC+3)');

    // Supplier and places.
    const supplier = screen.getByRole('region', { name: 'Supplier' });
    expect(within(supplier).getByText('Hawler Drive')).toBeDefined();
    expect(within(supplier).getByText(/Rated 4\.3\/5 · 12 cars/)).toBeDefined();
    const places = screen.getByRole('region', { name: 'Pick-up and drop-off places' });
    expect(within(places).getByText('Airport desk, Iraq')).toBeDefined();
    expect(within(places).getAllByText('Open every day 08:00–20:00 (Erbil time)').length).toBeGreaterThan(0);

    // The server's breakdown, and Book exactly as a search result builds it.
    const breakdown = screen.getByTestId('car-breakdown');
    expect(within(breakdown).getByText('10 rental days')).toBeDefined();
    expect(within(breakdown).getByText('1 × 7 days at $210')).toBeDefined();
    expect(within(breakdown).getByText('$300')).toBeDefined();
    const book = screen.getByRole('link', { name: 'Book' }) as HTMLAnchorElement;
    expect(book.pathname).toBe('/checkout');
    expect(Object.fromEntries(new URLSearchParams(book.search))).toEqual({ car: 'car-1', pickup: 'loc-airport', dropoff: 'loc-airport', from: FROM, to: TO });
  });

  it('past dates: the car all the same, the rule that failed, the date form, no Book', async () => {
    const past = `pickup=loc-airport&dropoff=loc-airport&from=${encodeURIComponent('2020-01-10T07:00:00.000Z')}&to=${encodeURIComponent('2020-01-12T07:00:00.000Z')}`;
    renderRoute(`/car/car-1?${past}`, { mocks: [settingsMock(), locationsMock(), carMock('car-1', car(false))] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Yaris Hybrid' })).toBeDefined();
    const rule = screen.getByTestId('car-date-rule');
    expect(rule.textContent).toContain('These dates cannot be booked');
    expect(rule.textContent).toContain('The pick-up time is too soon.');
    expect(await screen.findByRole('form', { name: /search/i })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
    expect(screen.getByText(/^Free cancellation up to 24 hours before pick-up/)).toBeDefined();
  });

  it('no dates: the car, and an invitation to choose them', async () => {
    renderRoute('/car/car-1', { mocks: [settingsMock(), locationsMock(), carMock('car-1', car(false))] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Yaris Hybrid' })).toBeDefined();
    expect(screen.getByText('Choose where and when to see the price for your dates and book.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
  });

  it('an unknown car is the not-found page', async () => {
    renderRoute('/car/no-such-car', { mocks: [settingsMock(), carMock('no-such-car', null)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Nothing to see here! | Erbil Car Rental'));
  });
});
