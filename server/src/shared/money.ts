import { MONEY_DECIMALS } from './currency.ts';
import { roundDecimal } from './decimal.ts';

/**
 * The one money format (spec §9, product decisions "Currency and languages"), shared by the web
 * app, the e-mails, the in-app notifications and the receipts, so the same amount reads the same
 * everywhere (docs/decisions/035-one-money-format.md):
 *
 * - two decimals when the amount has cents, none when it is whole ("$66", "$51.50"); `cents`
 *   writes ".00" too, for amounts shown in one list with a fractional one (see anyHasCents);
 * - thousands grouped by a comma in English, by a space otherwise; the decimal mark of the
 *   language: a point in English, a comma in French and Spanish;
 * - $ and £ before the number, any other currency after it (€ as its sign, others by code);
 * - the spaces (thousands, before a trailing sign) are no-break spaces (U+00A0): a price never
 *   breaks over two lines, and they read as plain spaces in every font and plain-text mail;
 * - never padded ("$5.50", not "$05.50"), never through a float: the decimal string is rounded
 *   half-up to cents exactly.
 *
 * Browser-safe and dependency-free (the web app bundles it).
 */

export type MoneyLanguage = 'en' | 'fr' | 'es' | 'ckb' | 'ar';

/** A no-break space: between thousands and before a trailing currency sign. */
export const MONEY_SPACE = '\u00a0';

const SIGN_BEFORE: Readonly<Record<string, string>> = { USD: '$', GBP: '£' };
const SIGN_AFTER: Readonly<Record<string, string>> = { EUR: '€' };

const SEPARATORS: Readonly<Record<MoneyLanguage, { thousands: string; decimal: string }>> = {
  en: { thousands: ',', decimal: '.' },
  fr: { thousands: MONEY_SPACE, decimal: ',' },
  es: { thousands: MONEY_SPACE, decimal: ',' },
  // Sorani Kurdish and Arabic in Western digits (the default; issue 27): the marks Intl gives
  // ckb-u-nu-latn and ar-u-nu-latn. Eastern Arabic digits are a reader's setting (digits.ts).
  ckb: { thousands: ',', decimal: '.' },
  ar: { thousands: ',', decimal: '.' },
};

export interface MoneyOptions {
  /** Write the cents of a whole amount too ("$66.00"): for a list where another amount has cents. */
  cents?: boolean;
}

/** `amount` as a decimal string rounded half-up to cents ("1234.5" -> "1234.50"); throws on a non-number. */
function toCents(amount: string | number): string {
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return roundDecimal(String(amount), MONEY_DECIMALS);
}

/** Whether the amount, rounded to cents, has any ("51.50" yes, "66.00" and "65.999" no). */
export function hasCents(amount: string | number): boolean {
  return !toCents(amount).endsWith('.00');
}

/** The list rule: when any amount shown together has cents, all show them (never "$66" beside "$51.50"). */
export function anyHasCents(amounts: Iterable<string | number | null | undefined>): boolean {
  for (const amount of amounts) if (amount !== null && amount !== undefined && hasCents(amount)) return true;
  return false;
}

/** Groups the digits of a whole number ("1234567" -> "1,234,567" in English). */
function group(whole: string, language: MoneyLanguage): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, (SEPARATORS[language] ?? SEPARATORS.en).thousands);
}

/**
 * A plain decimal (an exchange rate: "0.9234") with the language's marks, as written, neither
 * rounded nor padded: "0.9234" in English, "0,9234" in French and Spanish, beside amounts that
 * use the same marks.
 */
export function formatDecimal(value: string, language: MoneyLanguage): string {
  const [whole, fraction] = value.trim().split('.');
  const negative = whole.startsWith('-');
  const grouped = `${negative ? '-' : ''}${group(whole.replace(/^[-+]/, ''), language)}`;
  return fraction === undefined ? grouped : `${grouped}${(SEPARATORS[language] ?? SEPARATORS.en).decimal}${fraction}`;
}

/**
 * `amount` (a decimal string in `currency`, as stored and sent by the API; a number is accepted
 * for values that went through JSON) written for a reader of `language`.
 */
export function formatMoney(amount: string | number, currency: string, language: MoneyLanguage, options: MoneyOptions = {}): string {
  const exact = toCents(amount);
  const negative = exact.startsWith('-');
  const [whole, fraction] = exact.replace(/^-/, '').split('.');
  const grouped = group(whole, language);
  const number = fraction === '00' && !options.cents ? grouped : `${grouped}${(SEPARATORS[language] ?? SEPARATORS.en).decimal}${fraction}`;
  const code = currency.trim().toUpperCase();
  const sign = negative ? '-' : '';
  const before = SIGN_BEFORE[code];
  if (before) return `${sign}${before}${number}`;
  return `${sign}${number}${MONEY_SPACE}${SIGN_AFTER[code] ?? code}`;
}
