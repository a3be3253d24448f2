import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import type { Car } from '../../src/__generated__/prisma/client.ts';
import { quote } from '../../src/services/pricing/pricing.ts';
import { FUEL_POLICIES, FUEL_TYPES, GEARBOXES, MILEAGES, MULTIMEDIA, RANGES } from '../../src/services/search/features.ts';
import { freeCancellationDeadline } from '../../src/shared/cancellation.ts';
import { searchCars, type SearchInput } from '../../src/services/search/search.ts';
import { systemClock, type ServiceContext } from '../../src/context.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { testSettings } from '../settings.ts';

/**
 * Every search filter, held to its definition: for random combinations of filters and sorts,
 * searchCars returns exactly the cars at the place that a plain reading of the cars table says
 * match, in the order the sort says, with the same total and per-supplier counts. Search reads
 * copies of the cars' values packed into its index (features as bits, prices in cents), so this
 * is what shows the packing loses nothing.
 */
let db: TestDatabase;
let cars: (Car & { locations: { locationId: string }[] })[];
let supplierIds: string[];
/** Whether each supplier allows pay later. */
let payLater: Map<string, boolean>;
const seedNow = new Date(inject('seedNow'));
const settings = testSettings({ timeZone: 'Asia/Baghdad', minLeadHours: 2, openingHour: 7, closingHour: 23 });
/** What search needs of a request's context. */
let ctx: Pick<ServiceContext, 'db' | 'settings' | 'clock'>;

beforeAll(async () => {
  db = await createTestDatabase();
  ctx = { db: db.prisma, settings, clock: systemClock };
  // Some variety the seed may not have: unrated cars, an unavailable one, seats and doors.
  const all = await db.prisma.car.findMany({ orderBy: { id: 'asc' } });
  for (const [i, car] of all.entries()) {
    if (i % 7 === 0) await db.prisma.car.update({ where: { id: car.id }, data: { rating: null } });
    if (i % 11 === 0) await db.prisma.car.update({ where: { id: car.id }, data: { available: false } });
    if (i % 5 === 0) await db.prisma.car.update({ where: { id: car.id }, data: { seats: 7, doors: 5, multimedia: ['bluetooth', 'appleCarPlay'] } });
    // Cancellation not offered, included, or for a fee (free only with pay later).
    await db.prisma.car.update({ where: { id: car.id }, data: { cancellation: [-1, 0, 25][i % 3] } });
  }
  // One supplier without pay later (its cars' copies are rewritten by the suppliers trigger).
  const firstSupplier = await db.prisma.supplier.findFirstOrThrow({ orderBy: { id: 'asc' } });
  await db.prisma.supplier.update({ where: { id: firstSupplier.id }, data: { payLaterAllowed: false } });
  cars = await db.prisma.car.findMany({ include: { locations: { select: { locationId: true } } } });
  supplierIds = [...new Set(cars.map((c) => c.supplierId))];
  payLater = new Map((await db.prisma.supplier.findMany()).map((s) => [s.id, s.payLaterAllowed]));
});
afterAll(() => db?.drop());

/** A period far from the seed's bookings: every car at the place is free. */
function period(daysAhead: number, days: number) {
  const from = new Date(seedNow);
  from.setUTCDate(from.getUTCDate() + daysAhead);
  from.setUTCHours(7, 0, 0, 0);
  return { from, to: new Date(from.getTime() + days * 86_400_000) };
}

function matches(car: Car, f: SearchInput): boolean {
  if (!car.available) return false;
  if (f.fuelTypes?.length && !f.fuelTypes.includes(car.fuelType)) return false;
  if (f.gearboxes?.length && !f.gearboxes.includes(car.gearbox)) return false;
  if (f.fuelPolicies?.length && !f.fuelPolicies.includes(car.fuelPolicy)) return false;
  if (f.ranges?.length ? !f.ranges.includes(car.range) : car.range === 'scooter') return false;
  if (f.mileage?.length && !f.mileage.includes(car.mileage === -1 ? 'unlimited' : 'limited')) return false;
  if (f.maxDeposit != null && car.deposit.greaterThan(f.maxDeposit)) return false;
  if (f.aircon && !car.aircon) return false;
  if (f.moreThanFourDoors && !(car.doors > 4)) return false;
  if (f.moreThanFiveSeats && !(car.seats > 5)) return false;
  if (f.multimedia?.length && !f.multimedia.every((m) => car.multimedia.includes(m))) return false;
  if (f.minRating && (car.rating === null || car.rating.lessThan(f.minRating))) return false;
  if (f.seats != null && car.seats !== f.seats) return false;
  if (f.payAtPickUp && !payLater.get(car.supplierId)) return false;
  if (f.freeCancellation && !freeCancellation(car)) return false;
  return true;
}

/** Cancellation offered at no cost: included, or for a fee that pay later waives. */
function freeCancellation(car: Car): boolean {
  return car.cancellation.isZero() || (car.cancellation.greaterThan(0) && payLater.get(car.supplierId) === true);
}

const some = <T,>(values: readonly T[]) => fc.option(fc.subarray([...values], { minLength: 1 }), { nil: undefined });

describe('search filters', () => {
  it('return exactly the matching cars, sorted and counted, for any combination (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          fuelTypes: some(FUEL_TYPES),
          gearboxes: some(GEARBOXES),
          fuelPolicies: some(FUEL_POLICIES),
          ranges: some(RANGES),
          mileage: some(MILEAGES),
          maxDeposit: fc.option(fc.constantFrom(250, 500, 750), { nil: undefined }),
          aircon: fc.option(fc.boolean(), { nil: undefined }),
          moreThanFourDoors: fc.option(fc.boolean(), { nil: undefined }),
          moreThanFiveSeats: fc.option(fc.boolean(), { nil: undefined }),
          multimedia: some(MULTIMEDIA),
          minRating: fc.option(fc.constantFrom(3, 3.5, 4, 4.5), { nil: undefined }),
          seats: fc.option(fc.constantFrom(2, 4, 5, 7), { nil: undefined }),
          payAtPickUp: fc.option(fc.boolean(), { nil: undefined }),
          freeCancellation: fc.option(fc.boolean(), { nil: undefined }),
          suppliers: fc.option(fc.subarray(supplierIds, { minLength: 1 }), { nil: undefined }),
          sort: fc.constantFrom('PRICE_ASC', 'PRICE_DESC', 'RATING_DESC') as fc.Arbitrary<'PRICE_ASC' | 'PRICE_DESC' | 'RATING_DESC'>,
        }),
        fc.constantFrom(scenario.location.airport, scenario.location.citadel),
        fc.integer({ min: 1, max: 45 }),
        async (filters, pickupLocation, days) => {
          const { from, to } = period(400, days);
          const input: SearchInput = { ...filters, pickupLocation, from, to };
          const page = await searchCars(ctx, input, { first: 100 });

          const here = cars.filter((c) => c.locations.some((l) => l.locationId === pickupLocation) && matches(c, input));
          const chosen = here.filter((c) => !filters.suppliers || filters.suppliers.includes(c.supplierId));
          const total = (c: Car) => Number(quote(c, days).total);
          const rating = (c: Car) => (c.rating === null ? 0 : c.rating.toNumber());
          const byId = (a: Car, b: Car) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
          const order =
            filters.sort === 'PRICE_ASC'
              ? (a: Car, b: Car) => total(a) - total(b) || byId(a, b)
              : filters.sort === 'PRICE_DESC'
                ? (a: Car, b: Car) => total(b) - total(a) || byId(a, b)
                : (a: Car, b: Car) => rating(b) - rating(a) || byId(a, b);

          expect(page.edges.map((e) => e.node.id)).toEqual([...chosen].sort(order).map((c) => c.id));
          expect(page.totalCount).toBe(chosen.length);
          const counts = new Map<string, number>();
          for (const c of here) counts.set(c.supplierId, (counts.get(c.supplierId) ?? 0) + 1);
          expect(new Map(page.supplierCounts.map((s) => [s.supplierId, s.count]))).toEqual(counts);
          for (const e of page.edges) {
            expect(e.quote.total).toBe(quote(e.node, days).total);
            const car = cars.find((c) => c.id === e.node.id)!;
            expect(e.payAtPickUp).toBe(payLater.get(car.supplierId));
            expect(e.freeCancellationUntil).toEqual(freeCancellation(car) ? freeCancellationDeadline(from) : null);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keep a car out of the results while it is unavailable, and reflect a price change at once', async () => {
    const { from, to } = period(400, 3);
    const input: SearchInput = { pickupLocation: scenario.location.airport, from, to };
    const before = await searchCars(ctx, input, { first: 100 });
    const car = before.edges[0].node;
    await db.prisma.car.update({ where: { id: car.id }, data: { available: false } });
    expect((await searchCars(ctx, input, { first: 100 })).edges.map((e) => e.node.id)).not.toContain(car.id);
    // Back, and now the dearest: last when cheapest first.
    await db.prisma.car.update({ where: { id: car.id }, data: { available: true, dailyPrice: 9999, discountedDailyPrice: null, biWeeklyPrice: null, discountedBiWeeklyPrice: null } });
    const after = await searchCars(ctx, input, { first: 100 });
    expect(after.edges.at(-1)!.node.id).toBe(car.id);
    expect(after.edges.at(-1)!.quote.rental).toBe('29997.00');
  });

  it('gives each car of a page with the model\'s values, money fields included (null where unset)', async () => {
    const { from, to } = period(400, 3);
    const page = await searchCars(ctx, { pickupLocation: scenario.location.airport, from, to }, { first: 100 });
    expect(page.edges.length).toBeGreaterThan(0);
    const fresh = await db.prisma.car.findMany({ where: { id: { in: page.edges.map((e) => e.node.id) } } });
    // Every field the model has but the timestamps, Decimals compared by their amounts.
    const plain = (car: object) =>
      Object.fromEntries(
        Object.keys(fresh[0])
          .filter((k) => k !== 'createdAt' && k !== 'updatedAt')
          .map((k) => {
            const v = (car as Record<string, unknown>)[k];
            return [k, v !== null && typeof v === 'object' && 'toFixed' in v ? (v as { toFixed(n: number): string }).toFixed(2) : v];
          }),
      );
    for (const edge of page.edges) expect(plain(edge.node)).toEqual(plain(fresh.find((c) => c.id === edge.node.id)!));
    expect(page.edges.some((e) => e.node.rating === null)).toBe(true);
    expect(page.edges.some((e) => e.node.discountedDailyPrice === null)).toBe(true);
  });

  it('refuses a forged cursor with a clear error, and a cursor past every car gives an empty page', async () => {
    const { from, to } = period(400, 3);
    const forge = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const after of [forge(['not a number', id]), forge(['1e99', id]), forge(['12345678901234', id]), 'garbage']) {
      await expect(searchCars(ctx, { pickupLocation: scenario.location.airport, from, to }, { first: 5, after })).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    }
    for (const sort of ['PRICE_ASC', 'PRICE_DESC', 'RATING_DESC'] as const) {
      const key = sort === 'PRICE_DESC' || sort === 'RATING_DESC' ? '-999999999999' : '999999999999';
      const page = await searchCars(ctx, { pickupLocation: scenario.location.airport, from, to, sort }, { first: 5, after: forge([key, id]) });
      expect(page.edges).toEqual([]);
      expect(page.hasNextPage).toBe(false);
    }
  });
});
