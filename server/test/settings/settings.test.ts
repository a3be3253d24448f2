import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createLocation } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { startTestServer, withTestServer, type TestServer } from '../http.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * Rules come from the server (issue 11, point 3): the `settings` query and GET /api/settings
 * follow the configuration, and the period rules they announce are the ones search and quotes
 * apply (instants with an offset, closing hour sharp, longest rental, amounts in range).
 */
let db: TestDatabase;
let server: TestServer; // default configuration
let custom: TestServer; // other opening hours, zone, lead time, age and longest rental
const seedNow = new Date(inject('seedNow'));

const CUSTOM_ENV = {
  OPENING_HOUR: '9',
  CLOSING_HOUR: '18',
  MIN_LEAD_HOURS: '2.5',
  MIN_AGE: '21',
  MAX_RENTAL_DAYS: '30',
  BUSINESS_TIME_ZONE: 'Europe/Paris',
};

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
  custom = await startTestServer(db, CUSTOM_ENV);
});
afterAll(async () => {
  await custom?.close();
});

/** `days` days after the seed's day at an Erbil (UTC+3) wall-clock time `HH:mm:ss`. */
function erbil(days: number, time = '10:00:00'): string {
  const d = new Date(seedNow);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)}T${time}+03:00`;
}

const SETTINGS = graphql(`query SettingsSettings {
  settings {
    openingHour closingHour minLeadHours minimumAge timeZone maxRentalDays depositThresholds
    pageSizes { searchResults lists max } currencies baseCurrency languages defaultLanguage paginationMode infiniteScrollOnMobile
  }
}`);
const SEARCH = graphql(`query SettingsSearch($i: SearchCarsInput!) { searchCars(input: $i) { totalCount edges { quote { total } } } }`);
const QUOTE = graphql(`query SettingsQuote($i: QuoteInput!) { quote(input: $i) { days total } }`);

const postJson = (base: TestServer, path: string, body: unknown) =>
  fetch(`${base.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
/** The reference platform's search body. */
const referenceBody = (extra: Record<string, unknown>) => ({
  pickupLocation: scenario.location.airport,
  from: erbil(40),
  to: erbil(43),
  suppliers: [],
  carType: [],
  gearbox: [],
  mileage: [],
  fuelPolicy: [],
  deposit: -1,
  carSpecs: {},
  ranges: [],
  multimedia: [],
  rating: -1,
  seats: -1,
  ...extra,
});

describe('settings', () => {
  it('gives the defaults through GraphQL (anonymous) and GET /api/settings with the reference names', async () => {
    const res = await server.gql(SETTINGS);
    expect(res.errors).toBeUndefined();
    expect(res.data!.settings).toEqual({
      openingHour: 8,
      closingHour: 20,
      minLeadHours: 1,
      minimumAge: 18,
      timeZone: 'Asia/Baghdad',
      maxRentalDays: 365,
      depositThresholds: [250, 500, 750],
      pageSizes: { searchResults: 15, lists: 30, max: 100 },
      currencies: ['USD', 'EUR', 'GBP', 'IQD'],
      baseCurrency: 'USD',
      languages: ['en', 'fr', 'es', 'ckb', 'ar'],
      defaultLanguage: 'en',
      paginationMode: 'classic',
      infiniteScrollOnMobile: true,
    });
    const rest = await fetch(`${server.baseUrl}/api/settings`);
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ...res.data!.settings, minPickupHours: 1, minRentalHours: 1, minPickupDropoffHour: 8, maxPickupDropoffHour: 20 });
  });

  it('follows the environment: other hours, zone, lead time, age and longest rental', async () => {
    const res = await custom.gql(SETTINGS);
    expect(res.data!.settings).toMatchObject({
      openingHour: 9,
      closingHour: 18,
      minLeadHours: 2.5,
      minimumAge: 21,
      timeZone: 'Europe/Paris',
      maxRentalDays: 30,
    });
    const body = (await (await fetch(`${custom.baseUrl}/api/settings`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ minPickupHours: 2.5, minPickupDropoffHour: 9, maxPickupDropoffHour: 18, minimumAge: 21, timeZone: 'Europe/Paris', maxRentalDays: 30 });
  });

  it('is what search checks: a time open under the defaults is closed under the custom hours', async () => {
    // 08:30 in Erbil: open at 08:00 there; in Paris (UTC+1 or +2) it is 06:30 or 07:30, closed before 09:00.
    const input = { pickupLocation: scenario.location.airport, from: erbil(40, '08:30:00'), to: erbil(43) };
    expect((await server.gql(SEARCH, { i: input })).errors).toBeUndefined();
    const refused = await custom.gql(SEARCH, { i: input });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { from: 'OUTSIDE_OPENING_HOURS' } });
    expect(refused.errors?.[0].message).toContain('between 09:00 and 18:00 (Europe/Paris)');
  });
});

describe('period rules', () => {
  it('refuses a time without an offset, through GraphQL and REST, rather than reading it in some zone', async () => {
    const zoneless = erbil(40).slice(0, 19); // 2026-..T10:00:00
    const res = await server.gql(SEARCH, { i: { pickupLocation: scenario.location.airport, from: zoneless, to: erbil(43) } });
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toContain('DateTime must carry a UTC offset or Z');
    const quote = await server.gql(QUOTE, { i: { carId: scenario.car.bookedMini.id, from: erbil(40), to: zoneless.replace(/T.*/, 'T12:00') } });
    expect(quote.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const rest = await postJson(server, '/api/frontend-cars/1/15', referenceBody({ from: zoneless }));
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: { from: 'INVALID_DATE' }, message: expect.stringContaining('from must carry a UTC offset or Z') });
    // The same instant with its offset, or in UTC, is fine.
    expect((await postJson(server, '/api/frontend-cars/1/15', referenceBody({}))).status).toBe(200);
    expect((await postJson(server, '/api/frontend-cars/1/15', referenceBody({ from: new Date(erbil(40)).toISOString() }))).status).toBe(200);
  });

  it('closes at the closing hour sharp: 20:00:00 passes, 20:00:59 does not', async () => {
    const at = (time: string) => ({ pickupLocation: scenario.location.airport, from: erbil(40), to: erbil(43, time) });
    expect((await server.gql(SEARCH, { i: at('20:00:00') })).errors).toBeUndefined();
    const late = await server.gql(SEARCH, { i: at('20:00:59') });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { to: 'OUTSIDE_OPENING_HOURS' } });
    const rest = await postJson(server, '/api/frontend-cars/1/15', referenceBody({ to: erbil(43, '20:00:59') }));
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ fieldErrors: { to: 'OUTSIDE_OPENING_HOURS' } });
    const quote = await server.gql(QUOTE, { i: { carId: scenario.car.bookedMini.id, from: erbil(40), to: erbil(43, '20:00:00.001') } });
    expect(quote.errors?.[0].extensions).toMatchObject({ fieldErrors: { to: 'OUTSIDE_OPENING_HOURS' } });
  });

  it('refuses rentals longer than MAX_RENTAL_DAYS with the configured number', async () => {
    const year = { pickupLocation: scenario.location.airport, from: erbil(40), to: erbil(40 + 365) };
    expect((await server.gql(SEARCH, { i: year })).errors).toBeUndefined();
    const tooLong = await server.gql(SEARCH, { i: { ...year, to: erbil(40 + 365, '10:01:00') } });
    expect(tooLong.errors?.[0].message).toBe('Rentals can last at most 365 days.');
    expect(tooLong.errors?.[0].extensions).toMatchObject({ fieldErrors: { to: 'RENTAL_TOO_LONG' }, messageCode: 'RENTAL_TOO_LONG', messageValues: { days: 365 } });

    const rest = await postJson(server, '/api/frontend-cars/1/15', referenceBody({ to: erbil(40 + 366) }));
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ message: 'Rentals can last at most 365 days.', fieldErrors: { to: 'RENTAL_TOO_LONG' } });

    // Paris: 10:00 Erbil is 08:00 or 09:00 there; 12:00 Erbil is open there too.
    const month = await custom.gql(QUOTE, { i: { carId: scenario.car.bookedMini.id, from: erbil(40, '12:00:00'), to: erbil(71, '12:00:00') } });
    expect(month.errors?.[0].message).toBe('Rentals can last at most 30 days.');
    const restQuoteFree = await postJson(custom, '/api/frontend-cars/1/15', referenceBody({ from: erbil(40, '12:00:00'), to: erbil(70, '12:00:00') }));
    expect(restQuoteFree.status).toBe(200);
  });

  it('answers 400, never 500, for out-of-range dates', async () => {
    for (const from of [8.64e15, -8.64e15, 1e300, '+275760-09-13T00:00:00.000Z', '10000-01-01T00:00:00Z', '2027-02-30T10:00:00Z']) {
      const rest = await postJson(server, '/api/frontend-cars/1/15', referenceBody({ from }));
      expect(rest.status, String(from)).toBe(400);
      expect(await rest.json()).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: { from: 'INVALID_DATE' } });
      const suppliers = await postJson(server, '/api/frontend-suppliers', referenceBody({ to: from }));
      expect(suppliers.status, String(from)).toBe(400);
      // `from` is out of range on purpose (numbers among them): only the document is typed here.
      const gql = await server.gql(SEARCH, { i: { pickupLocation: scenario.location.airport, from: from as string, to: erbil(43) } });
      expect(gql.errors?.[0].extensions?.code, String(from)).toBe('BAD_USER_INPUT');
    }
    const rest = await postJson(server, '/api/frontend-cars/1/15', referenceBody({ from: 8.64e15 }));
    expect((await rest.json()) as { message: string }).toMatchObject({ message: 'from must be between the years 0001 and 9999.' });
    // The last days the API accepts still get an answer, not a database error.
    const farthest = await server.gql(SEARCH, { i: { pickupLocation: scenario.location.airport, from: '9999-12-29T10:00:00+03:00', to: '9999-12-31T10:00:00+03:00' } });
    expect(farthest.errors).toBeUndefined();
    expect((await postJson(server, '/api/frontend-cars/1/15', referenceBody({ from: '9999-12-29T07:00:00Z', to: '9999-12-31T07:00:00Z' }))).status).toBe(200);
  });
});

describe('amounts', () => {
  it('refuses a quote or search total of 1e12 USD or more with a clear 400, and prices just below it', async () => {
    // The highest price a car can store (numeric(12,2)), at a place of its own.
    const location = await createLocation(db.prisma);
    const car = await createCar(db.prisma, { locations: [location.id], dailyPrice: '9999999999.99', theftProtection: '9999999999.99' });
    // 100 days: 999,999,999,999.00, just below the bound; 101 days: 1,009,999,999,998.99.
    const below = await server.gql(QUOTE, { i: { carId: car.id, from: erbil(40), to: erbil(140) } });
    expect(below.errors).toBeUndefined();
    expect(below.data!.quote).toEqual({ days: 100, total: '999999999999.00' });

    const above = await server.gql(QUOTE, { i: { carId: car.id, from: erbil(40), to: erbil(141) } });
    expect(above.status).toBe(200);
    expect(above.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'AMOUNT_TOO_LARGE' });
    // An extra can push a total over it too.
    const withExtra = await server.gql(QUOTE, { i: { carId: car.id, from: erbil(40), to: erbil(140), extras: { theftProtection: true } } });
    expect(withExtra.errors?.[0].extensions?.messageCode).toBe('AMOUNT_TOO_LARGE');

    const search = await server.gql(SEARCH, { i: { pickupLocation: location.id, from: erbil(40), to: erbil(141) } });
    expect(search.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'AMOUNT_TOO_LARGE' });
    const byRating = await server.gql(SEARCH, { i: { pickupLocation: location.id, from: erbil(40), to: erbil(141), sort: 'RATING_DESC' } });
    expect(byRating.errors?.[0].extensions?.messageCode).toBe('AMOUNT_TOO_LARGE');
    const fine = await server.gql(SEARCH, { i: { pickupLocation: location.id, from: erbil(40), to: erbil(140) } });
    expect(fine.data!.searchCars.edges).toEqual([{ quote: { total: '999999999999.00' } }]);

    const rest = await postJson(server, '/api/frontend-cars/1/15', referenceBody({ pickupLocation: location.id, from: erbil(40), to: erbil(141) }));
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ error: 'BAD_USER_INPUT', messageCode: 'AMOUNT_TOO_LARGE', message: expect.stringContaining('1,000,000,000,000 USD or more') });
    const restFine = await postJson(server, '/api/frontend-cars/1/15', referenceBody({ pickupLocation: location.id, from: erbil(40), to: erbil(140) }));
    expect(restFine.status).toBe(200);
    const [page] = (await restFine.json()) as [{ resultData: { price: number }[] }];
    expect(page.resultData[0].price).toBe(999999999999);
  });
});
