import { formatCalendarDate, formatDateTime, formatDay, formatTime } from '@shared/dates.ts';
import { splitLocale, withDigits } from '@shared/digits.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * The web app's view of the one date format (server/src/shared/dates.ts, ADR 038), which the
 * mails, the calendar file, the notifications and the printable booking page use too: the same
 * instant reads the same everywhere, in the business time zone, 24-hour in every language.
 */
export interface DateFormats {
  /** `Wed 2 Dec 2026, 10:00` */
  dateTime: (instant: string | Date) => string;
  /** `Wed 2 Dec 2026` */
  day: (instant: string | Date) => string;
  /** `10:00` */
  time: (instant: string | Date) => string;
  /** A zone-less calendar date `YYYY-MM-DD` (a birth date): `2 Dec 2026`. */
  calendarDate: (date: string) => string;
}

export function dateFormats(language: Language | string, timeZone: string): DateFormats {
  return {
    dateTime: (instant) => formatDateTime(instant, language, timeZone),
    day: (instant) => formatDay(instant, language, timeZone),
    time: (instant) => withDigits(formatTime(instant, timeZone), splitLocale(language).digits),
    calendarDate: (date) => formatCalendarDate(date, language),
  };
}

const MONTHS_FULL: Readonly<Record<string, readonly string[]>> = {
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  fr: ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  // As the one date format writes them (@shared/dates.ts): whole names, some of two words.
  ckb: ['کانوونی دووەم', 'شوبات', 'ئازار', 'نیسان', 'ئایار', 'حوزەیران', 'تەمووز', 'ئاب', 'ئەیلوول', 'تشرینی یەکەم', 'تشرینی دووەم', 'کانوونی یەکەم'],
  ar: ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
};

/** Eastern Arabic (٠-٩) and Persian (۰-۹) digits as Western ones: a date typed on an Arabic keyboard. */
const westernDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** Lower case, no accents, no trailing point: "Févr." → "fevr". */
const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.$/, '');

/** A month written in words (the language's, else English): its number 1-12; null when none or ambiguous ("ju"). */
function monthOfWord(word: string, language: string): number | null {
  const token = plain(word);
  if (token.length < 3) return null;
  for (const names of [MONTHS_FULL[language] ?? MONTHS_FULL.en, MONTHS_FULL.en]) {
    const matches = names.flatMap((name, i) => (plain(name).startsWith(token) ? [i + 1] : []));
    if (matches.length === 1) return matches[0];
  }
  return null;
}

function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar date as a driver types it, as `YYYY-MM-DD`; null when it is no whole date. Reads the
 * shown form of formatCalendarDate in the language ("3 May 1990", "3 mai 1990", "3 may 1990",
 * short or long month names, accents optional), the ISO form ("1990-05-03", what the browser's
 * own date input and autofill give), digits day first as every shown form is ("3/5/1990",
 * "03.05.1990") and the English month-first form ("May 3, 1990").
 */
export function parseCalendarDate(text: string, language: Language | string): string | null {
  const input = westernDigits(text).trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(input);
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$/.exec(input);
  if (m) return calendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})\.? (?:de )?([^\d\s,]+)\.?,? (?:de )?(\d{4})$/i.exec(input);
  if (m) {
    const month = monthOfWord(m[2], language);
    return month ? calendarDate(Number(m[3]), month, Number(m[1])) : null;
  }
  m = /^([^\d\s,]+)\.? (\d{1,2}),? (\d{4})$/.exec(input);
  if (m) {
    const month = monthOfWord(m[1], language);
    return month ? calendarDate(Number(m[3]), month, Number(m[2])) : null;
  }
  // Sorani Kurdish and Arabic: a whole month name, which may be two words ("3 كانون الأول 1990").
  m = /^(\d{1,2}) (\D+?)،? (\d{4})$/.exec(input);
  const names = MONTHS_FULL[language.split('-')[0]!];
  if (m && names) {
    const month = names.indexOf(m[2].trim()) + 1;
    return month ? calendarDate(Number(m[3]), month, Number(m[1])) : null;
  }
  return null;
}

/** An instant in the business time zone in the one date format (shared/dates.ts): `Wed 2 Dec 2026, 10:00`. */
export function formatWhen(intl: { locale: string }, instant: string, timeZone: string): string {
  return formatDateTime(instant, intl.locale, timeZone);
}
