import { formatDateTime } from '../../shared/dates.ts';
import { isDecimal, roundDecimal } from '../../shared/decimal.ts';
import { formatMoney, type MoneyLanguage } from '../../shared/money.ts';
import { LANGUAGES, type Language } from '../i18n/language.ts';
import { CATALOGS, formatSource, messageArguments, t } from '../../i18n/messages.ts';
import { BOOKING_STATUSES, isBookingStatus, type BookingStatus } from '../bookings/lifecycle.ts';

/**
 * Notification texts, rendered when read (issue 13 point 4): a row holds a message CODE and its
 * VALUES; the reader's language is only known now. The texts are in the server's message catalogs
 * (i18n/messages/<language>.json, `notification.*` and `status.*`; render.test.ts and
 * server/test/i18n/catalogs.test.ts fail when one is missing or a translation is left in English).
 *
 * Each language holds a list of variants, richest first: the first whose `{arguments}` all have
 * a value is used, so a row written with fewer values (an older row, a caller that has no car
 * name) still reads as a sentence, and the last variant needs no value at all. A text never
 * crashes on what a row holds: unknown codes read as a generic "new notification".
 *
 * Values are formatted for the reader: ISO instants as dates in the business time zone
 * (Asia/Baghdad) in the reader's language, `status` as the translated status name, `refund` as
 * money (in `currency`, USD by default; the one money format of shared/money.ts). Anything else
 * is shown as it was written.
 */

type Texts = Record<Language, readonly string[]>;

export interface CodeTexts {
  /** A short title: the e-mail copy's subject. */
  title: Record<Language, string>;
  /** The message variants (ICU MessageFormat), richest first. */
  message: Texts;
}

/** The free-text code: its text is the row's `message` column, in whatever language it was written. */
export const FREE_TEXT_CODE = 'MESSAGE';

/**
 * The codes with texts, each in the catalogs as `notification.<CODE>.title` and its variants
 * `notification.<CODE>.message.1`, `.2`... (richest first):
 * - BOOKING_CONFIRMED, to the driver: the booking is made (pay later) or paid (pay online);
 * - BOOKING_RECEIVED, to the car's supplier and the admins: a driver booked;
 * - CANCEL_REQUESTED, to the supplier and the admins: a driver asks to cancel;
 * - CANCEL_REQUEST_RECEIVED, to the driver: their cancel request reached staff;
 * - BOOKING_STATUS_CHANGED, to the driver: staff changed the booking's status;
 * - CANCELLATION_FINALISED, to the driver: staff finalised the cancel request (with a refund when one is due);
 * - PICKUP_REMINDER, to the driver, once, 24 hours before pick-up;
 * - BOOKING_UPDATED, to the supplier and the admins: a driver changed their pay-later booking.
 */
const RENDERED_CODES = [
  'BOOKING_CONFIRMED',
  'BOOKING_RECEIVED',
  'CANCEL_REQUESTED',
  'CANCEL_REQUEST_RECEIVED',
  'BOOKING_STATUS_CHANGED',
  'CANCELLATION_FINALISED',
  'PICKUP_REMINDER',
  'BOOKING_UPDATED',
] as const;

export type RenderedCode = (typeof RENDERED_CODES)[number];

type Catalog = Readonly<Record<string, string>>;

/** A code's title and variants, read from every language's catalog. */
function codeTexts(prefix: string): CodeTexts {
  const catalog = (language: Language) => CATALOGS[language] as Catalog;
  const variants = (language: Language) => {
    const list: string[] = [];
    for (let i = 1; catalog('en')[`${prefix}.message.${i}`] !== undefined; i++) list.push(catalog(language)[`${prefix}.message.${i}`]);
    return list;
  };
  return {
    title: Object.fromEntries(LANGUAGES.map((l) => [l, catalog(l)[`${prefix}.title`]])) as Record<Language, string>,
    message: Object.fromEntries(LANGUAGES.map((l) => [l, variants(l)])) as unknown as Texts,
  };
}

export const NOTIFICATION_TEXTS: Readonly<Record<RenderedCode, CodeTexts>> = Object.fromEntries(
  RENDERED_CODES.map((code) => [code, codeTexts(`notification.${code}`)]),
) as Record<RenderedCode, CodeTexts>;

/** What an unknown code reads as (a code written by a newer instance, or a typo): never a crash. */
export const GENERIC_TEXTS: CodeTexts = codeTexts('notification.generic');

/** The free-text code's title (its message is the row's own text). */
export const FREE_TEXT_TITLE: Record<Language, string> = codeTexts(`notification.${FREE_TEXT_CODE}`).title;

/** Booking statuses as a reader sees them: every status of the lifecycle (a missing one fails to compile). */
export const STATUS_NAMES: Readonly<Record<BookingStatus, Record<Language, string>>> = Object.fromEntries(
  BOOKING_STATUSES.map((status) => [status, Object.fromEntries(LANGUAGES.map((l) => [l, t(l, `status.${status}`)]))]),
) as Record<BookingStatus, Record<Language, string>>;

/** An ISO instant as the renderer recognises it (what notify()'s callers write for dates). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
// A decimal as written in a row, or a number as JSON wrote it (1e-7, 1.5e+21).
const AMOUNT = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const MONEY_KEYS: ReadonlySet<string> = new Set(['refund', 'amount', 'price', 'total']);

export type NotificationValues = Record<string, unknown>;

export interface RenderOptions {
  language: Language;
  /** The business time zone dates are shown in (settings.timeZone). */
  timeZone: string;
}

/**
 * A money value in the one money format (shared/money.ts, spec §9), in the row's `currency` (USD
 * when it has none). A staff-finalised cancellation writes its refund as `refundAmount` in
 * `refundCurrency` (services/bookings/staff.ts): that is the `{refund}` its text shows.
 */
/** money.ts writes en, fr and es marks, English ones for another language (issue 27 point 4). */
const moneyLanguage = (language: Language) => language as MoneyLanguage;

function moneyValue(key: string, values: NotificationValues, language: Language): string | undefined {
  const value = key === 'refund' ? (values.refund ?? values.refundAmount) : values[key];
  if (value === null || value === undefined || typeof value === 'object' || typeof value === 'boolean') return undefined;
  const text = String(value).trim();
  if (!AMOUNT.test(text) || !isDecimal(text)) return text || undefined;
  // Nothing to show for a zero (or negative) amount: "a refund of $0" is no refund.
  if (Number(roundDecimal(text, 2)) <= 0) return undefined;
  const currency = key === 'refund' ? (values.refundCurrency ?? values.currency) : values.currency;
  const code = typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency.trim()) ? currency.trim() : 'USD';
  return formatMoney(text, code, moneyLanguage(language));
}

/**
 * One value as the reader reads it, or undefined when it has nothing to show (absent, empty, a
 * zero refund, an object): a variant that needs it is then skipped.
 */
function formatValue(key: string, values: NotificationValues, options: RenderOptions): string | undefined {
  if (MONEY_KEYS.has(key)) return moneyValue(key, values, options.language);
  const value = values[key];
  if (value === null || value === undefined || typeof value === 'object') return undefined;
  if (typeof value === 'boolean') return undefined;
  if (key === 'status' && typeof value === 'string' && isBookingStatus(value)) return STATUS_NAMES[value][options.language];
  const text = String(value).trim();
  if (!text) return undefined;
  if (ISO_INSTANT.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return formatDateTime(date, options.language, options.timeZone);
  }
  return text;
}

/**
 * The first variant whose arguments all have a value, formatted (ICU MessageFormat, values
 * isolated in a right-to-left language).
 */
export function fill(variants: readonly string[], values: NotificationValues, options: RenderOptions): string {
  for (const variant of variants) {
    const formatted: Record<string, string> = {};
    let complete = true;
    for (const name of messageArguments(options.language, variant)) {
      const value = formatValue(name, values, options);
      if (value === undefined) {
        complete = false;
        break;
      }
      formatted[name] = value;
    }
    if (complete) return formatSource(options.language, variant, formatted);
  }
  // Only reached when a catalog's last variant needs a value (render.test.ts forbids that).
  return '';
}

function textsOf(code: string): CodeTexts {
  return (RENDERED_CODES as readonly string[]).includes(code) ? NOTIFICATION_TEXTS[code as RenderedCode] : GENERIC_TEXTS;
}

export interface StoredNotification {
  code: string;
  values: unknown;
  /** The free text of code MESSAGE. */
  message?: string | null;
}

/** Values as stored (a JSON object; anything else reads as no values). */
export function valuesOf(values: unknown): NotificationValues {
  if (typeof values === 'string') {
    try {
      return valuesOf(JSON.parse(values));
    } catch {
      return {};
    }
  }
  return values && typeof values === 'object' && !Array.isArray(values) ? (values as NotificationValues) : {};
}

/** A notification's text in the reader's language. */
export function renderNotification(row: StoredNotification, options: RenderOptions): string {
  if (row.code === FREE_TEXT_CODE) {
    if (row.message?.trim()) return row.message;
    return fill(GENERIC_TEXTS.message[options.language], valuesOf(row.values), options);
  }
  return fill(textsOf(row.code).message[options.language], valuesOf(row.values), options);
}

/** A notification's short title in the reader's language (the e-mail copy's subject). */
export function renderTitle(code: string, language: Language): string {
  if (code === FREE_TEXT_CODE) return FREE_TEXT_TITLE[language];
  return textsOf(code).title[language];
}
