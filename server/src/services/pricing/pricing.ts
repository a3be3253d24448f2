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

/** Quote for a car over `days` days with the chosen extras. Throws PricingError when an unavailable extra is chosen. */
export function quote(car: PricedCar, days: number, options: QuoteOptions = {}): Quote {
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
