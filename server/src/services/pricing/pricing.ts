import { Prisma } from '../../db/prisma.ts';
import { BadUserInputError } from '../../errors.ts';
import { EXTRAS, FLAT_EXTRAS, type ExtraKind } from '../../shared/extras.ts';

/**
 * The one pricing function (spec §9, product-decisions "Price"). Pure and exact: amounts are
 * decimals (decimal.js through Prisma.Decimal), never floats. Checkout, booking edits, search
 * results and the REST shim all call it; the browser never sends a price.
 */

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;
type Amount = Decimal | string | number;

/** Whole rental days (one definition, shared with the web's search form). */
export { rentalDays } from '../../shared/rentalPeriod.ts';

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

// The extras and how each is charged: one list, shared with the web (shared/extras.ts).
export { EXTRAS, FLAT_EXTRAS, type ExtraKind } from '../../shared/extras.ts';

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

/**
 * Quotes stay below 1e12 USD: the API's Decimal has twelve integer digits and amounts are kept
 * as numeric. A car at its highest storable price (numeric(12,2)) over MAX_RENTAL_DAYS can
 * reach a few 1e12; such a total is refused as bad input, never crashed on.
 */
export const MAX_TOTAL_CENTS = 100_000_000_000_000; // 1e12 USD, the first amount refused

export class AmountTooLargeError extends BadUserInputError {
  constructor() {
    super('The total for this period is 1,000,000,000,000 USD or more, beyond what can be priced.', {}, 'AMOUNT_TOO_LARGE');
  }
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

/**
 * Quote for a car over `days` days with the chosen extras: whole 30-day blocks, then 7, then 3,
 * then single days, each at its tier's (discounted) price, plus the extras chosen. Throws
 * PricingError when an unavailable extra is chosen or an amount is not one a car can store (at
 * most two decimals, numeric(12,2)), AmountTooLargeError (BAD_USER_INPUT) when the total reaches
 * 1e12 USD. Worked out in whole cents (exact integers; a property test holds it to decimal
 * arithmetic). SQL rental_price_cents() is its rental part for search.
 */
export function quote(car: PricedCar, days: number, options: QuoteOptions = {}): Quote {
  if (!Number.isInteger(days) || days < 1) throw new PricingError('days must be a whole number of at least 1');
  const tiers = [
    [30, tierInCents(car.monthlyPrice, car.discountedMonthlyPrice)],
    [7, tierInCents(car.weeklyPrice, car.discountedWeeklyPrice)],
    [3, tierInCents(car.biWeeklyPrice, car.discountedBiWeeklyPrice)],
    [1, tierInCents(car.dailyPrice, car.discountedDailyPrice)],
  ] as const;
  if (!tiers[3][1]) throw new PricingError('the car has no daily price');
  const blocks: RentalBlock[] = [];
  let remaining = days;
  let rental = 0;
  for (const [size, t] of tiers) {
    if (!t || remaining < size) continue;
    const count = Math.floor(remaining / size);
    remaining -= count * size;
    const amount = t.price * count;
    // Past 2^53 cents the total is long past the 1e12 USD refused below.
    if (!Number.isSafeInteger(amount)) throw new AmountTooLargeError();
    rental += amount;
    blocks.push({ size, count, unitPrice: formatCents(t.price), discounted: t.discounted, amount: formatCents(amount) });
  }
  const extras: ExtraLine[] = [];
  let extrasTotal = 0;
  for (const kind of EXTRAS) {
    const value = centsOf(car[kind]);
    if (value === null) throw new PricingError(`the car has no price for ${kind}`);
    const perDay = !FLAT_EXTRAS.has(kind);
    const wanted = options.extras?.[kind] === true;
    if (value < 0) {
      if (wanted) throw new PricingError(`${kind} is not available for this car`, kind);
      extras.push({ kind, available: false, included: false, chosen: false, perDay, unitPrice: null, amount: '0.00' });
    } else if (value === 0 || (options.payLater === true && !perDay)) {
      extras.push({ kind, available: true, included: true, chosen: true, perDay, unitPrice: '0.00', amount: '0.00' });
    } else {
      const amount = wanted ? (perDay ? value * days : value) : 0;
      if (!Number.isSafeInteger(amount)) throw new AmountTooLargeError();
      extrasTotal += amount;
      extras.push({ kind, available: true, included: false, chosen: wanted, perDay, unitPrice: formatCents(value), amount: formatCents(amount) });
    }
  }
  if (!Number.isSafeInteger(rental + extrasTotal) || rental + extrasTotal >= MAX_TOTAL_CENTS) throw new AmountTooLargeError();
  return { days, blocks, rental: formatCents(rental), extras, extrasTotal: formatCents(extrasTotal), total: formatCents(rental + extrasTotal) };
}

/** An amount in whole cents; null when absent. Throws PricingError for one no car can store. */
function centsOf(v: Amount | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  const cents = centsOfText(typeof v === 'string' ? v : typeof v === 'number' ? String(v) : v.toFixed());
  // -0 (a negative zero) is zero.
  if (cents === undefined) {
    if (/^-0+(?:\.0{1,2})?$/.test(String(v))) return 0;
    throw new PricingError(`the amount ${String(v)} is not a price (at most two decimals)`);
  }
  return cents;
}

const ZERO = 48; // '0'
const DOT = 46; // '.'
const MINUS = 45; // '-'

/**
 * "-123.4" -> -12340: what /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/ accepts, read by hand (search
 * quotes fourteen amounts per car and the regular expression showed in its profiles).
 * undefined for anything else, and for a negative zero. Exported for its test.
 */
export function centsOfText(text: string): number | undefined {
  const length = text.length;
  let i = 0;
  const negative = length > 0 && text.charCodeAt(0) === MINUS;
  if (negative) i = 1;
  let units = 0;
  const unitsStart = i;
  for (; i < length; i++) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) break;
    units = units * 10 + d;
  }
  const unitDigits = i - unitsStart;
  if (unitDigits < 1 || unitDigits > 13) return undefined;
  let cents = units * 100;
  if (i < length) {
    if (text.charCodeAt(i) !== DOT) return undefined;
    const fraction = length - i - 1;
    if (fraction < 1 || fraction > 2) return undefined;
    for (let k = 1; k <= fraction; k++) {
      const d = text.charCodeAt(i + k) - ZERO;
      if (d < 0 || d > 9) return undefined;
      cents += d * (k === 1 ? 10 : 1);
    }
  }
  if (negative && cents === 0) return undefined; // a negative zero: leave it to decimal.js
  return negative ? -cents : cents;
}

function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * A price tier in cents: the discounted price when set, else the normal one; null when the car
 * has no such tier. (Module level, not a closure per quote: tsx names each closure it creates,
 * which showed in search profiles.)
 */
function tierInCents(normal: Amount | null | undefined, discounted: Amount | null | undefined) {
  const d = centsOf(discounted);
  const n = centsOf(normal);
  if (d !== null && d > 0) return { price: d, discounted: true };
  if (n !== null && n > 0) return { price: n, discounted: false };
  return null;
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

