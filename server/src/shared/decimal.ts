/**
 * Exact decimal arithmetic on strings, with BigInt underneath: money and exchange rates never
 * become floats (0.1 + 0.2 is 0.3 here). Just what currency conversion needs: parse, multiply,
 * divide and round half-up (ties away from zero, as Prisma.Decimal's ROUND_HALF_UP and the
 * commercial rule do).
 *
 * Browser-safe and dependency-free: the web app imports it to convert prices (a decimal library
 * would cost the search page several KB for four functions).
 */

/** `units / 10^scale`, e.g. 12.50 is { units: 1250n, scale: 2 }. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

// Plain decimals ("42", "-0.5", "1234.5678") and, for numbers that went through JSON, the
// exponent form JavaScript prints for very small or large ones ("1e-7", "1.5e+21").
const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
// Far beyond any amount or rate; keeps a hostile "1e999999999" from allocating a huge BigInt.
const MAX_EXPONENT = 100;

/** Parses a decimal string; null when it is not one. */
export function parseDecimal(text: string): ScaledDecimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  if (sign === '-') units = -units;
  return { units, scale };
}

/** True when `text` is a decimal string this module can compute with. */
export function isDecimal(text: string): boolean {
  return parseDecimal(text) !== null;
}

function parseOrThrow(text: string): ScaledDecimal {
  const value = parseDecimal(text);
  if (!value) throw new RangeError(`Not a decimal number: ${JSON.stringify(text)}`);
  return value;
}

/** `numerator / denominator` rounded half-up (away from zero) to an integer. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Writes `units / 10^places` with exactly `places` decimals ("-0.50", "1234.00", "7"). */
function format(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = places === 0 ? digits : digits.slice(0, -places);
  const text = places === 0 ? whole : `${whole}.${digits.slice(-places)}`;
  return negative && units !== 0n ? `-${text}` : text;
}

/** `value` rescaled to `places` decimals, rounding half-up. */
function rescale({ units, scale }: ScaledDecimal, places: number): bigint {
  if (scale <= places) return units * 10n ** BigInt(places - scale);
  return divideHalfUp(units, 10n ** BigInt(scale - places));
}

/** `value` rounded half-up to `places` decimals, written with exactly that many ("2.345" -> "2.35"). */
export function roundDecimal(value: string, places: number): string {
  return format(rescale(parseOrThrow(value), places), places);
}

/** The exact product `a x b`, with every decimal kept ("0.1" x "0.2" = "0.02"). */
export function multiplyDecimal(a: string, b: string): string {
  const x = parseOrThrow(a);
  const y = parseOrThrow(b);
  return format(x.units * y.units, x.scale + y.scale);
}

/** `a x b / c` computed exactly, then rounded half-up once to `places` decimals. */
export function multiplyDivideDecimal(a: string, b: string, c: string, places: number): string {
  const x = parseOrThrow(a);
  const y = parseOrThrow(b);
  const z = parseOrThrow(c);
  // (xu / 10^xs) (yu / 10^ys) / (zu / 10^zs) x 10^places, as one integer fraction.
  let numerator = x.units * y.units * 10n ** BigInt(places + z.scale);
  let denominator = z.units * 10n ** BigInt(x.scale + y.scale);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  return format(divideHalfUp(numerator, denominator), places);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseOrThrow(a);
  const y = parseOrThrow(b);
  const places = Math.max(x.scale, y.scale);
  const difference = rescale(x, places) - rescale(y, places);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The shortest plain form of a decimal: no exponent, no trailing zeros ("0.92340000" -> "0.9234"). */
export function normalizeDecimal(value: string): string {
  const parsed = parseOrThrow(value);
  const text = format(parsed.units, parsed.scale);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
