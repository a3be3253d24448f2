import { moneyDecimals } from './currency.ts';
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
 * - IQD in whole dinars, never with decimals ("148,000 IQD"; docs/decisions/051);
 * - a language beyond English, French and Spanish takes its marks from Intl for its locale;
 * - the spaces (thousands, before a trailing sign) are no-break spaces (U+00A0): a price never
 *   breaks over two lines, and they read as plain spaces in every font and plain-text mail;
 * - never padded ("$5.50", not "$05.50"), never through a float: the decimal string is rounded
 *   half-up to cents exactly.
 *
 * Browser-safe and dependency-free (the web app bundles it).
 */

/** en, fr and es have the spec's marks below (ckb and ar Western digits'); any other language code takes Intl's for its locale. */
export type MoneyLanguage = 'en' | 'fr' | 'es' | 'ckb' | 'ar' | (string & {});

/** A no-break space: between thousands and before a trailing currency sign. */
export const MONEY_SPACE = '\u00a0';

const SIGN_BEFORE: Readonly<Record<string, string>> = { USD: '$', GBP: '£' };
const SIGN_AFTER: Readonly<Record<string, string>> = { EUR: '€' };

type Marks = { thousands: string; decimal: string };

const SEPARATORS: Readonly<Record<string, Marks>> = {
  en: { thousands: ',', decimal: '.' },
  fr: { thousands: MONEY_SPACE, decimal: ',' },
  es: { thousands: MONEY_SPACE, decimal: ',' },
  // Sorani Kurdish and Arabic in Western digits (the default; issue 27): the marks Intl gives
  // ckb-u-nu-latn and ar-u-nu-latn. Eastern Arabic digits are a reader's setting (digits.ts).
  ckb: { thousands: ',', decimal: '.' },
  ar: { thousands: ',', decimal: '.' },
};

const intlMarks = new Map<string, Marks>();

/** The language's marks: the spec's for en/fr/es, Intl's (Western digits kept) for another locale. */
function marksOf(language: string): Marks {
  const known = SEPARATORS[language];
  if (known) return known;
  let marks = intlMarks.get(language);
  if (!marks) {
    marks = SEPARATORS.en;
    try {
      const parts = new Intl.NumberFormat(language, { useGrouping: true }).formatToParts(1234567.5);
      const mark = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
      marks = { thousands: mark('group', ',').replace(/\s/u, MONEY_SPACE), decimal: mark('decimal', '.') };
    } catch {
      // An unknown locale: English marks.
    }
    intlMarks.set(language, marks);
  }
  return marks;
}

export interface MoneyOptions {
  /** Write the cents of a whole amount too ("$66.00"): for a list where another amount has cents. */
  cents?: boolean;
}

/** `amount` as a decimal string rounded half-up to the currency's cents ("1234.5" -> "1234.50"; IQD whole); throws on a non-number. */
function toCents(amount: string | number, currency = 'USD'): string {
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return roundDecimal(String(amount), moneyDecimals(currency));
}

/** Whether the amount, rounded to cents, has any ("51.50" yes, "66.00" and "65.999" no; never in whole-dinar IQD). */
export function hasCents(amount: string | number, currency = 'USD'): boolean {
  if (moneyDecimals(currency) === 0) return false;
  return !toCents(amount, currency).endsWith('.00');
}

/** The list rule: when any amount shown together has cents, all show them (never "$66" beside "$51.50"). */
export function anyHasCents(amounts: Iterable<string | number | null | undefined>): boolean {
  for (const amount of amounts) if (amount !== null && amount !== undefined && hasCents(amount)) return true;
  return false;
}

/** Groups the digits of a whole number ("1234567" -> "1,234,567" in English). */
function group(whole: string, language: MoneyLanguage): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, marksOf(language).thousands);
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
  return fraction === undefined ? grouped : `${grouped}${marksOf(language).decimal}${fraction}`;
}

/**
 * `amount` (a decimal string in `currency`, as stored and sent by the API; a number is accepted
 * for values that went through JSON) written for a reader of `language`.
 */
export function formatMoney(amount: string | number, currency: string, language: MoneyLanguage, options: MoneyOptions = {}): string {
  const code = currency.trim().toUpperCase();
  const exact = toCents(amount, code);
  const negative = exact.startsWith('-') && !/^-0(\.0+)?$/.test(exact);
  const [whole, fraction] = exact.replace(/^-/, '').split('.');
  const grouped = group(whole, language);
  const number = fraction === undefined || (fraction === '00' && !options.cents) ? grouped : `${grouped}${marksOf(language).decimal}${fraction}`;
  const sign = negative ? '-' : '';
  const before = SIGN_BEFORE[code];
  if (before) return `${sign}${before}${number}`;
  return `${sign}${number}${MONEY_SPACE}${SIGN_AFTER[code] ?? code}`;
}
