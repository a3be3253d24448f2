import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quote, type PricedCar } from '../../src/services/pricing/pricing.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/** Search sorts by the SQL twin of the pricing function's rental part: both must give the same rental price. */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

const NO_EXTRAS = { cancellation: -1, amendments: -1, theftProtection: -1, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: -1 };

/** What search sorts by: rental_price_cents() on the tiers in cents, as car_free_periods stores them. */
async function sqlPriceCents(car: PricedCar, days: number): Promise<string> {
  const tier = (regular: unknown, discounted: unknown) => {
    const v = discounted ?? regular;
    return v === null || v === undefined ? '0' : `${v}`; // 0: no such tier
  };
  const { rows } = await db.query<{ price: string }>(
    `SELECT (rental_price_cents($1, ($2::numeric * 100)::bigint, ($3::numeric * 100)::bigint, ($4::numeric * 100)::bigint,
                                ($5::numeric * 100)::bigint) / 100.0)::numeric(12,2)::text AS price`,
    [days, tier(car.dailyPrice, car.discountedDailyPrice), tier(car.biWeeklyPrice, car.discountedBiWeeklyPrice),
     tier(car.weeklyPrice, car.discountedWeeklyPrice), tier(car.monthlyPrice, car.discountedMonthlyPrice)],
  );
  return rows[0].price;
}

describe('rental_price_cents() in SQL', () => {
  it('matches the pricing function for random cars and periods', async () => {
    const price = fc.integer({ min: 1, max: 500_000 }).map((c) => (c / 100).toFixed(2));
    const opt = fc.option(price, { nil: null });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          dailyPrice: price,
          discountedDailyPrice: opt,
          biWeeklyPrice: opt,
          discountedBiWeeklyPrice: opt,
          weeklyPrice: opt,
          discountedWeeklyPrice: opt,
          monthlyPrice: opt,
          discountedMonthlyPrice: opt,
        }),
        fc.integer({ min: 1, max: 400 }),
        async (prices, days) => {
          const car = { ...prices, ...NO_EXTRAS };
          expect(await sqlPriceCents(car, days)).toBe(quote(car, days).rental);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('matches for every seeded car over the table periods', async () => {
    const cars = await db.prisma.car.findMany({ take: 30 });
    for (const car of cars) {
      for (const days of [1, 2, 3, 4, 6, 7, 10, 29, 30, 31, 45, 61]) {
        expect(await sqlPriceCents({ ...car, ...NO_EXTRAS }, days), `${car.name} ${days} (cents)`).toBe(quote(car, days).rental);
      }
    }
  });
});
