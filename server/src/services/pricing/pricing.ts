import { Prisma } from '../../db/prisma.ts';

/**
 * The one pricing function (spec §9, product-decisions "Price"). Pure and exact: amounts are
 * decimals (decimal.js through Prisma.Decimal), never floats. Checkout, booking edits, search
 * results and the REST shim all call it; the browser never sends a price.
 */

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;
type Amount = Decimal | string | number;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole rental days: the period rounded up to 24-hour days, at least 1. */
export function rentalDays(from: Date, to: Date): number {
  const ms = to.getTime() - from.getTime();
  return Math.max(1, Math.ceil(ms / DAY_MS));
}

/** A car's prices as stored (tier prices are the price of the whole block). */
export interface PricedCar {
  dailyPrice: Amount;
  discountedDailyPrice?: Amount | null;
  biWeeklyPrice?: Amount | null;
  discountedBiWeeklyPrice?: Amount | null;
  weeklyPrice?: Amount | null;
  discountedWeeklyPrice?: Amount | null;
  monthlyPrice?: Amount | null;
  discountedMonthlyPrice?: Amount | null;
  cancellation: Amount;
  amendments: Amount;
  theftProtection: Amount;
  collisionDamageWaiver: Amount;
  fullInsurance: Amount;
  additionalDriver: Amount;
}

export const EXTRAS = ['cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const;
export type ExtraKind = (typeof EXTRAS)[number];
/** Cancellation and amendments are one fee per booking; the others are charged per day. */
export const FLAT_EXTRAS: ReadonlySet<ExtraKind> = new Set(['cancellation', 'amendments']);

export type ChosenExtras = Partial<Record<ExtraKind, boolean>>;

export interface QuoteOptions {
  extras?: ChosenExtras;
  /** Pay later: cancellation and amendments are free (shown as included). */
  payLater?: boolean;
}

export interface RentalBlock {
  /** Days in one block: 30, 7, 3 or 1. */
  size: 30 | 7 | 3 | 1;
  count: number;
  /** Price of one block (discounted when a discount applies). */
  unitPrice: string;
  discounted: boolean;
  amount: string;
}

export interface ExtraLine {
  kind: ExtraKind;
  /** Offered at all (-1 means not offered). */
  available: boolean;
  included: boolean;
  chosen: boolean;
  perDay: boolean;
  /** Price per day or per booking, or null when not offered. */
  unitPrice: string | null;
  amount: string;
}

export interface Quote {
  days: number;
  blocks: RentalBlock[];
  rental: string;
  extras: ExtraLine[];
  extrasTotal: string;
  total: string;
}

export class PricingError extends Error {
  override name = 'PricingError';
  constructor(
    message: string,
    public readonly extra?: ExtraKind,
  ) {
    super(message);
  }
}

const dec = (v: Amount | null | undefined): Decimal | null => (v === null || v === undefined ? null : new Decimal(v));
const money = (d: Decimal) => d.toFixed(2);

/** The price of one block of a tier: the discounted price when set, else the normal one; null falls through. */
function tierPrice(normal: Amount | null | undefined, discounted: Amount | null | undefined): { price: Decimal; discounted: boolean } | null {
  const d = dec(discounted);
  if (d && d.greaterThan(0)) return { price: d, discounted: true };
  const n = dec(normal);
  if (n && n.greaterThan(0)) return { price: n, discounted: false };
  return null;
}

/** The rental price: whole 30-day blocks, then 7, then 3, then single days. */
export function rentalBlocks(car: PricedCar, days: number): RentalBlock[] {
  if (!Number.isInteger(days) || days < 1) throw new PricingError('days must be a whole number of at least 1');
  const tiers: [30 | 7 | 3 | 1, ReturnType<typeof tierPrice>][] = [
    [30, tierPrice(car.monthlyPrice, car.discountedMonthlyPrice)],
    [7, tierPrice(car.weeklyPrice, car.discountedWeeklyPrice)],
    [3, tierPrice(car.biWeeklyPrice, car.discountedBiWeeklyPrice)],
    [1, tierPrice(car.dailyPrice, car.discountedDailyPrice)],
  ];
  if (!tiers[3][1]) throw new PricingError('the car has no daily price');
  const blocks: RentalBlock[] = [];
  let remaining = days;
  for (const [size, tier] of tiers) {
    if (!tier || remaining < size) continue;
    const count = Math.floor(remaining / size);
    remaining -= count * size;
    blocks.push({ size, count, unitPrice: money(tier.price), discounted: tier.discounted, amount: money(tier.price.times(count)) });
  }
  return blocks;
}

/**
 * Quote for a car over `days` days with the chosen extras. Throws PricingError when an unavailable
 * extra is chosen. Stored prices have at most two decimals, so the quote is worked out in whole
 * cents (exact integers); an amount that does not fit (more decimals, or too large to stay exact)
 * takes the decimal.js path, which gives the same result (a property test holds both to it).
 */
export function quote(car: PricedCar, days: number, options: QuoteOptions = {}): Quote {
  return quoteInCents(car, days, options) ?? quoteWithDecimals(car, days, options);
}

const AMOUNT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Cents by amount text: prices repeat ("25.00", "-1.00"), and search quotes fourteen per car. Bounded. */
const centsByText = new Map<string, number | undefined>();

/** An amount in whole cents; null when absent; undefined when it cannot be one exactly. */
function centsOf(v: Amount | null | undefined): number | null | undefined {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') {
    if (centsByText.has(v)) return centsByText.get(v);
    const cents = centsOfText(v);
    if (centsByText.size >= 5000) centsByText.clear();
    centsByText.set(v, cents);
    return cents;
  }
  return centsOfText(typeof v === 'number' ? String(v) : v.toFixed());
}

function centsOfText(text: string): number | undefined {
  const m = AMOUNT.exec(text);
  if (!m) return undefined;
  const cents = Number(m[2]) * 100 + (m[3] ? Number(m[3].padEnd(2, '0')) : 0);
  if (m[1] && cents === 0) return undefined; // a negative zero: leave it to decimal.js
  return m[1] ? -cents : cents;
}

function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * A price tier in cents: the discounted price when set, else the normal one; null when the car
 * has no such tier; undefined when an amount cannot be worked out in cents. (Module level, not a
 * closure per quote: tsx names each closure it creates, which showed in search profiles.)
 */
function tierInCents(normal: Amount | null | undefined, discounted: Amount | null | undefined) {
  const d = centsOf(discounted);
  const n = centsOf(normal);
  if (d === undefined || n === undefined) return undefined;
  if (d !== null && d > 0) return { price: d, discounted: true };
  if (n !== null && n > 0) return { price: n, discounted: false };
  return null;
}

/** quote() in whole cents, or null when some amount cannot be worked out exactly that way. */
export function quoteInCents(car: PricedCar, days: number, options: QuoteOptions = {}): Quote | null {
  if (!Number.isInteger(days) || days < 1) throw new PricingError('days must be a whole number of at least 1');
  const tiers = [
    [30, tierInCents(car.monthlyPrice, car.discountedMonthlyPrice)],
    [7, tierInCents(car.weeklyPrice, car.discountedWeeklyPrice)],
    [3, tierInCents(car.biWeeklyPrice, car.discountedBiWeeklyPrice)],
    [1, tierInCents(car.dailyPrice, car.discountedDailyPrice)],
  ] as const;
  if (tiers.some(([, t]) => t === undefined)) return null;
  if (!tiers[3][1]) throw new PricingError('the car has no daily price');
  const blocks: RentalBlock[] = [];
  let remaining = days;
  let rental = 0;
  for (const [size, t] of tiers) {
    if (!t || remaining < size) continue;
    const count = Math.floor(remaining / size);
    remaining -= count * size;
    const amount = t.price * count;
    if (!Number.isSafeInteger(amount)) return null;
    rental += amount;
    blocks.push({ size, count, unitPrice: formatCents(t.price), discounted: t.discounted, amount: formatCents(amount) });
  }
  const extras: ExtraLine[] = [];
  let extrasTotal = 0;
  for (const kind of EXTRAS) {
    const value = centsOf(car[kind]);
    if (value === undefined || value === null) return null;
    const perDay = !FLAT_EXTRAS.has(kind);
    const wanted = options.extras?.[kind] === true;
    if (value < 0) {
      if (wanted) throw new PricingError(`${kind} is not available for this car`, kind);
      extras.push({ kind, available: false, included: false, chosen: false, perDay, unitPrice: null, amount: '0.00' });
    } else if (value === 0 || (options.payLater === true && !perDay)) {
      extras.push({ kind, available: true, included: true, chosen: true, perDay, unitPrice: '0.00', amount: '0.00' });
    } else {
      const amount = wanted ? (perDay ? value * days : value) : 0;
      if (!Number.isSafeInteger(amount)) return null;
      extrasTotal += amount;
      extras.push({ kind, available: true, included: false, chosen: wanted, perDay, unitPrice: formatCents(value), amount: formatCents(amount) });
    }
  }
  if (!Number.isSafeInteger(rental + extrasTotal)) return null;
  return { days, blocks, rental: formatCents(rental), extras, extrasTotal: formatCents(extrasTotal), total: formatCents(rental + extrasTotal) };
}

/** The price per rental day: total / days, rounded half up to cents. */
export function perDayPrice(total: string, days: number): string {
  const cents = centsOf(total);
  if (typeof cents === 'number' && cents >= 0 && Number.isInteger(days) && days >= 1 && Number.isSafeInteger(2 * cents + days)) {
    // Integer half-up division: floor((2c + d) / 2d), each step exact.
    const n = 2 * cents + days;
    return formatCents((n - (n % (2 * days))) / (2 * days));
  }
  return new Decimal(total).dividedBy(days).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** quote() on decimal.js, for any amount. */
export function quoteWithDecimals(car: PricedCar, days: number, options: QuoteOptions = {}): Quote {
  const blocks = rentalBlocks(car, days);
  const rental = blocks.reduce((sum, b) => sum.plus(b.amount), new Decimal(0));
  const extras: ExtraLine[] = EXTRAS.map((kind) => {
    const value = new Decimal(car[kind]);
    const perDay = !FLAT_EXTRAS.has(kind);
    const freeWithPayLater = options.payLater === true && FLAT_EXTRAS.has(kind) && !value.isNegative();
    const wanted = options.extras?.[kind] === true;
    if (value.isNegative()) {
      if (wanted) throw new PricingError(`${kind} is not available for this car`, kind);
      return { kind, available: false, included: false, chosen: false, perDay, unitPrice: null, amount: '0.00' };
    }
    if (value.isZero() || freeWithPayLater) {
      return { kind, available: true, included: true, chosen: true, perDay, unitPrice: '0.00', amount: '0.00' };
    }
    const amount = wanted ? (perDay ? value.times(days) : value) : new Decimal(0);
    return { kind, available: true, included: false, chosen: wanted, perDay, unitPrice: money(value), amount: money(amount) };
  });
  const extrasTotal = extras.reduce((sum, e) => sum.plus(e.amount), new Decimal(0));
  return {
    days,
    blocks,
    rental: money(rental),
    extras,
    extrasTotal: money(extrasTotal),
    total: money(rental.plus(extrasTotal)),
  };
}
