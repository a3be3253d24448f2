import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Prisma } from '../../db/prisma.ts';
import { AmountTooLargeError, centsOfText, EXTRAS, FLAT_EXTRAS, perDayPrice, PricingError, quote, rentalDays, type ExtraLine, type PricedCar, type Quote, type QuoteOptions, type RentalBlock } from './pricing.ts';

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;

/**
 * The pricing rule read plainly, in decimal arithmetic (decimal.js), as the oracle quote() is held
 * to: tiers of 30, 7, 3 and 1 days at their discounted price when set, extras per day or per
 * booking (free with pay later), totals of 1e12 USD or more refused.
 */
function referenceQuote(car: PricedCar, days: number, options: QuoteOptions = {}): Quote {
  const money = (d: Decimal) => d.toFixed(2);
  const tier = (normal: unknown, discountedPrice: unknown) => {
    const d = discountedPrice === null || discountedPrice === undefined ? null : new Decimal(discountedPrice as string);
    if (d && d.greaterThan(0)) return { price: d, discounted: true };
    const n = normal === null || normal === undefined ? null : new Decimal(normal as string);
    if (n && n.greaterThan(0)) return { price: n, discounted: false };
    return null;
  };
  const tiers = [
    [30, tier(car.monthlyPrice, car.discountedMonthlyPrice)],
    [7, tier(car.weeklyPrice, car.discountedWeeklyPrice)],
    [3, tier(car.biWeeklyPrice, car.discountedBiWeeklyPrice)],
    [1, tier(car.dailyPrice, car.discountedDailyPrice)],
  ] as const;
  if (!tiers[3][1]) throw new PricingError('the car has no daily price');
  const blocks: RentalBlock[] = [];
  let remaining = days;
  for (const [size, t] of tiers) {
    if (!t || remaining < size) continue;
    const count = Math.floor(remaining / size);
    remaining -= count * size;
    blocks.push({ size, count, unitPrice: money(t.price), discounted: t.discounted, amount: money(t.price.times(count)) });
  }
  const rental = blocks.reduce((sum, b) => sum.plus(b.amount), new Decimal(0));
  const extras: ExtraLine[] = EXTRAS.map((kind) => {
    const value = new Decimal(car[kind] as string);
    const perDay = !FLAT_EXTRAS.has(kind);
    const wanted = options.extras?.[kind] === true;
    if (value.isNegative()) {
      if (wanted) throw new PricingError(`${kind} is not available for this car`, kind);
      return { kind, available: false, included: false, chosen: false, perDay, unitPrice: null, amount: '0.00' };
    }
    if (value.isZero() || (options.payLater === true && !perDay)) return { kind, available: true, included: true, chosen: true, perDay, unitPrice: '0.00', amount: '0.00' };
    const amount = wanted ? (perDay ? value.times(days) : value) : new Decimal(0);
    return { kind, available: true, included: false, chosen: wanted, perDay, unitPrice: money(value), amount: money(amount) };
  });
  const extrasTotal = extras.reduce((sum, e) => sum.plus(e.amount), new Decimal(0));
  if (rental.plus(extrasTotal).greaterThanOrEqualTo('1000000000000')) throw new AmountTooLargeError();
  return { days, blocks, rental: money(rental), extras, extrasTotal: money(extrasTotal), total: money(rental.plus(extrasTotal)) };
}

const NO_EXTRAS = { cancellation: -1, amendments: -1, theftProtection: -1, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: -1 };
const tiered: PricedCar = { dailyPrice: '50.00', biWeeklyPrice: '135.00', weeklyPrice: '300.00', monthlyPrice: '1100.00', ...NO_EXTRAS };
const discounted: PricedCar = {
  ...tiered,
  discountedDailyPrice: '45.00',
  discountedBiWeeklyPrice: '120.00',
  discountedWeeklyPrice: '280.00',
  discountedMonthlyPrice: '1000.00',
};

describe('rental days', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 11, 1, 7) + h * 3_600_000);
  it('rounds the period up to whole 24-hour days, at least one', () => {
    expect(rentalDays(at(0), at(1))).toBe(1);
    expect(rentalDays(at(0), at(24))).toBe(1);
    expect(rentalDays(at(0), at(25))).toBe(2);
    expect(rentalDays(at(0), at(72))).toBe(3);
    expect(rentalDays(at(0), at(0))).toBe(1);
  });
});

describe('rental price by tiers (30, then 7, then 3, then 1 day)', () => {
  it.each([
    [1, '50.00', '45.00'],
    [2, '100.00', '90.00'],
    [3, '135.00', '120.00'],
    [4, '185.00', '165.00'],
    [6, '270.00', '240.00'],
    [7, '300.00', '280.00'],
    [10, '435.00', '400.00'],
    [29, '1250.00', '1165.00'],
    [30, '1100.00', '1000.00'],
    [31, '1150.00', '1045.00'],
    [45, '1750.00', '1605.00'],
    [61, '2250.00', '2045.00'],
  ])('%i days: %s, discounted %s', (days, normal, withDiscount) => {
    expect(quote(tiered, days).total).toBe(normal);
    expect(quote(discounted, days).total).toBe(withDiscount);
  });

  it('falls through a missing tier to the next smaller one', () => {
    const car: PricedCar = { dailyPrice: '40.00', weeklyPrice: '250.00', ...NO_EXTRAS };
    expect(quote(car, 10).blocks.map((b) => [b.size, b.count])).toEqual([[7, 1], [1, 3]]);
    expect(quote(car, 10).total).toBe('370.00');
    expect(quote(car, 30).total).toBe('1080.00');
    expect(quote({ dailyPrice: '40.00', ...NO_EXTRAS }, 61).total).toBe('2440.00');
  });

  it('uses a discount only where it is set', () => {
    const car: PricedCar = { ...tiered, discountedWeeklyPrice: '270.00' };
    const q = quote(car, 8);
    expect(q.blocks).toEqual([
      { size: 7, count: 1, unitPrice: '270.00', discounted: true, amount: '270.00' },
      { size: 1, count: 1, unitPrice: '50.00', discounted: false, amount: '50.00' },
    ]);
  });

  it('keeps cents exact', () => {
    expect(quote({ dailyPrice: '33.33', ...NO_EXTRAS }, 3).total).toBe('99.99');
    expect(quote({ dailyPrice: '0.10', ...NO_EXTRAS }, 7).total).toBe('0.70');
  });
});

describe('extras', () => {
  const car: PricedCar = {
    dailyPrice: '50.00',
    cancellation: '25.00',
    amendments: '0',
    theftProtection: '8.50',
    collisionDamageWaiver: '-1',
    fullInsurance: '12.00',
    additionalDriver: '0',
  };

  it('charges cancellation and amendments once, the others per day; included extras are free and always on', () => {
    const q = quote(car, 4, { extras: { cancellation: true, theftProtection: true, fullInsurance: true } });
    const line = (k: string) => q.extras.find((e) => e.kind === k)!;
    expect(line('cancellation')).toMatchObject({ chosen: true, perDay: false, amount: '25.00' });
    expect(line('theftProtection')).toMatchObject({ chosen: true, perDay: true, unitPrice: '8.50', amount: '34.00' });
    expect(line('fullInsurance').amount).toBe('48.00');
    expect(line('amendments')).toMatchObject({ included: true, chosen: true, amount: '0.00' });
    expect(line('additionalDriver')).toMatchObject({ included: true, chosen: true, amount: '0.00' });
    expect(line('collisionDamageWaiver')).toMatchObject({ available: false, chosen: false, unitPrice: null });
    expect(q.rental).toBe('200.00');
    expect(q.extrasTotal).toBe('107.00');
    expect(q.total).toBe('307.00');
  });

  it('refuses an extra the car does not offer', () => {
    expect(() => quote(car, 2, { extras: { collisionDamageWaiver: true } })).toThrow(PricingError);
  });

  it('makes cancellation and amendments free with pay later', () => {
    const q = quote(car, 2, { payLater: true, extras: { cancellation: true } });
    expect(q.extras.find((e) => e.kind === 'cancellation')).toMatchObject({ included: true, amount: '0.00' });
    expect(q.total).toBe('100.00');
  });

  it('charges nothing for an extra not chosen', () => {
    expect(quote(car, 3).total).toBe('150.00');
  });
});

describe('properties', () => {
  const price = fc.integer({ min: 1, max: 500_000 }).map((c) => (c / 100).toFixed(2));
  const extra = fc.oneof(fc.constant('-1'), fc.constant('0'), price);
  /** A car whose prices are drawn from `amount` and its extras from `extra`. */
  const carOf = (amount: fc.Arbitrary<string | number>, extraAmount: fc.Arbitrary<string | number>) =>
    fc.record({
      dailyPrice: amount,
      discountedDailyPrice: fc.option(amount, { nil: null }),
      biWeeklyPrice: fc.option(amount, { nil: null }),
      discountedBiWeeklyPrice: fc.option(amount, { nil: null }),
      weeklyPrice: fc.option(amount, { nil: null }),
      discountedWeeklyPrice: fc.option(amount, { nil: null }),
      monthlyPrice: fc.option(amount, { nil: null }),
      discountedMonthlyPrice: fc.option(amount, { nil: null }),
      cancellation: extraAmount,
      amendments: extraAmount,
      theftProtection: extraAmount,
      collisionDamageWaiver: extraAmount,
      fullInsurance: extraAmount,
      additionalDriver: extraAmount,
    });
  const carArb = carOf(price, extra);
  const chosenArb = fc.record(Object.fromEntries(EXTRAS.map((k) => [k, fc.boolean()])) as Record<(typeof EXTRAS)[number], fc.Arbitrary<boolean>>);

  it('the breakdown always sums to the total, covers every day, and nothing is negative', () => {
    fc.assert(
      fc.property(carArb, fc.integer({ min: 1, max: 400 }), chosenArb, fc.boolean(), (car, days, chosen, payLater) => {
        // Only extras the car offers can be chosen.
        const extras = Object.fromEntries(EXTRAS.map((k) => [k, chosen[k] && car[k] !== '-1']));
        const q = quote(car, days, { extras, payLater });
        const cents = (s: string) => Math.round(Number(s) * 100);
        expect(q.blocks.reduce((n, b) => n + b.size * b.count, 0)).toBe(days);
        expect(q.blocks.reduce((n, b) => n + cents(b.amount), 0)).toBe(cents(q.rental));
        expect(q.extras.reduce((n, e) => n + cents(e.amount), 0)).toBe(cents(q.extrasTotal));
        expect(cents(q.rental) + cents(q.extrasTotal)).toBe(cents(q.total));
        for (const amount of [q.total, q.rental, q.extrasTotal, ...q.blocks.map((b) => b.amount), ...q.extras.map((e) => e.amount)]) {
          expect(cents(amount)).toBeGreaterThanOrEqual(0);
          expect(amount).toMatch(/^\d+\.\d{2}$/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never charges more than renting day by day at the applicable daily price', () => {
    fc.assert(
      fc.property(carArb, fc.integer({ min: 1, max: 120 }), (car, days) => {
        const daily = Number(car.discountedDailyPrice ?? car.dailyPrice);
        const rental = Number(quote(car, days).rental);
        // Tier prices are free data; only check the pure daily car.
        const onlyDaily = { ...car, biWeeklyPrice: null, discountedBiWeeklyPrice: null, weeklyPrice: null, discountedWeeklyPrice: null, monthlyPrice: null, discountedMonthlyPrice: null };
        expect(Number(quote(onlyDaily, days).rental)).toBeCloseTo(daily * days, 2);
        expect(rental).toBeGreaterThan(0);
      }),
    );
  });

  it('is the rule in decimal arithmetic for every storable car, period and choice; refuses amounts no car can store', () => {
    // Amounts as stored (two decimals), numbers, zero tiers and the largest storable values.
    const stored = fc.oneof(price, fc.integer({ min: 0, max: 10_000 }), fc.constant('0.00'), fc.constant('9999999999.99'));
    const storedCar = carOf(stored, fc.oneof(extra, stored));
    const outcome = (f: () => unknown) => {
      try {
        return f();
      } catch (err) {
        return { error: (err as Error).name, message: (err as Error).message };
      }
    };
    fc.assert(
      fc.property(storedCar, fc.integer({ min: 1, max: 1000 }), chosenArb, fc.boolean(), (car, days, chosen, payLater) => {
        const options = { extras: chosen, payLater };
        expect(outcome(() => quote(car, days, options))).toEqual(outcome(() => referenceQuote(car, days, options)));
      }),
      { numRuns: 1000 },
    );
    // Three decimals: not a price a car can have (numeric(12,2)); refused, not rounded.
    expect(() => quote({ ...tiered, dailyPrice: '10.005' }, 2)).toThrow(PricingError);
    expect(() => quote({ ...tiered, theftProtection: '1.001' }, 2)).toThrow(PricingError);
  });

  it('gives the price per day rounded half up to cents, as decimal division does', () => {
    expect(perDayPrice('100.00', 3)).toBe('33.33');
    expect(perDayPrice('0.05', 2)).toBe('0.03'); // 0.025 rounds up
    expect(perDayPrice('200.00', 7)).toBe('28.57');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), fc.integer({ min: 1, max: 2000 }), (cents, days) => {
        const total = (BigInt(cents) / 100n).toString() + '.' + String(cents % 100).padStart(2, '0');
        expect(perDayPrice(total, days)).toBe(new Prisma.Decimal(total).dividedBy(days).toFixed(2, Prisma.Decimal.ROUND_HALF_UP));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('amounts in cents', () => {
  // The definition centsOfText reads by hand.
  const AMOUNT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;
  const byRegex = (text: string) => {
    const m = AMOUNT.exec(text);
    if (!m) return undefined;
    const cents = Number(m[2]) * 100 + (m[3] ? Number(m[3].padEnd(2, '0')) : 0);
    if (m[1] && cents === 0) return undefined;
    return m[1] ? -cents : cents;
  };

  it('reads exactly what the amount pattern accepts, to the cent', () => {
    const piece = fc.constantFrom('-', '.', '0', '1', '5', '9', '12', '00', '999', ' ', '+', 'e', '١', '9999999999999', '');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }).map((xs) => xs.join('')), (text) => {
        expect(centsOfText(text)).toBe(byRegex(text));
      }),
      { numRuns: 20_000 },
    );
    for (const text of ['0', '0.5', '0.05', '-0.00', '-0', '12.', '.5', '1.234', '9999999999999.99', '99999999999999', '-1.00', '007.10']) {
      expect(centsOfText(text), text).toBe(byRegex(text));
    }
  });
});
