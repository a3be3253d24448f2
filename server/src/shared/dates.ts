import { splitLocale, withDigits } from './digits.ts';
import { wallClock } from './rentalPeriod.ts';

/**
 * The one date format (issue 24 point 5, docs/decisions/038-one-date-format-and-period-picker.md), shared by the
 * web app, the e-mails (and the calendar file's texts), the in-app notifications and the
 * printable booking page, so an instant reads the same everywhere:
 *
 *   en `Wed 2 Dec 2026, 10:00`    fr `mer. 2 déc. 2026, 10:00`    es `mié 2 dic 2026, 10:00`
 *
 * - always in the business time zone (settings.timeZone, BUSINESS_TIME_ZONE), whatever the
 *   reader's device or the server's own zone says;
 * - 24-hour time in every language, hours and minutes padded ("08:05"); the day not padded;
 * - the names written here rather than asked of Intl: browsers, Node and mail clients ship
 *   different locale data ("sept." or "sep", "mié" or "mié.", a comma or " à " before the time),
 *   and the same instant must be the same string on every surface.
 *
 *   ckb `چوارشەممە 2 کانوونی یەکەم 2026، 10:00`    ar `الأربعاء 2 كانون الأول 2026، 10:00`
 *
 * Sorani Kurdish and Arabic (issue 27 point 4) write the months whole, as Iraq names them (the
 * Syriac names: کانوونی دووەم, شوبات ...; كانون الثاني, شباط ...: ICU's ckb and ar-IQ), with
 * Western digits; `language` may be a locale asking for Eastern Arabic ones (`ar-u-nu-arab`,
 * digits.ts), the reader's setting.
 *
 * Browser-safe (the web app bundles it through `@shared/dates.ts`).
 */

export type DateLanguage = 'en' | 'fr' | 'es' | 'ckb' | 'ar';

interface Names {
  /** Sunday first, as Date#getUTCDay counts. */
  weekdays: readonly string[];
  months: readonly string[];
}

const NAMES: Readonly<Record<DateLanguage, Names>> = {
  en: {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  // French abbreviations as the Imprimerie nationale writes them: "mai", "juin", "août" whole.
  fr: {
    weekdays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
  // Spanish abbreviations take no point (RAE's short forms as calendars print them).
  es: {
    weekdays: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  },
  // Sorani Kurdish: ICU's ckb names, December spelt as January is (ICU has "کانونی یەکەم").
  ckb: {
    weekdays: ['یەکشەممە', 'دووشەممە', 'سێشەممە', 'چوارشەممە', 'پێنجشەممە', 'ھەینی', 'شەممە'],
    months: ['کانوونی دووەم', 'شوبات', 'ئازار', 'نیسان', 'ئایار', 'حوزەیران', 'تەمووز', 'ئاب', 'ئەیلوول', 'تشرینی یەکەم', 'تشرینی دووەم', 'کانوونی یەکەم'],
  },
  // Arabic as written in Iraq (ICU's ar-IQ): Arabic abbreviates neither days nor months.
  ar: {
    weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    months: ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
  },
};

/** Before the time: a comma, the Arabic comma in Arabic script. */
const TIME_SEPARATOR: Readonly<Partial<Record<DateLanguage, string>>> = { ckb: '، ', ar: '، ' };

/**
 * The names of a language: written above for the languages whose surfaces must agree to the
 * letter; any other (a language added later, with only its catalogs and its list entry) takes
 * its runtime's locale data (Intl), which is right in substance if not pinned; English for a
 * code Intl does not know.
 */
function names(language: string): Names {
  const code = splitLocale(language).language;
  return NAMES[code as DateLanguage] ?? intlNames(code);
}

const fromIntl = new Map<string, Names>();

function intlNames(language: string): Names {
  let found = fromIntl.get(language);
  if (!found) {
    try {
      const weekday = new Intl.DateTimeFormat(`${language}-u-nu-latn`, { weekday: 'short', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat(`${language}-u-nu-latn`, { month: 'short', timeZone: 'UTC' });
      // 1 January 2023 was a Sunday: weekdays Sunday first, as Date#getUTCDay counts.
      found = {
        weekdays: Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2023, 0, 1 + i))),
        months: Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2023, i, 15))),
      };
    } catch {
      found = NAMES.en;
    }
    fromIntl.set(language, found);
  }
  return found;
}

/** The text in the digits the locale asks for (Western unless `-u-nu-arab` in ckb or ar). */
function digitsOf(text: string, locale: string): string {
  return withDigits(text, splitLocale(locale).digits);
}

const pad = (n: number) => String(n).padStart(2, '0');

interface Parts {
  weekday: number;
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
}

/** An instant's calendar and clock in a zone; null when it is no instant. */
function partsOf(instant: Date | string | number, timeZone: string): Parts | null {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) return null;
  const wall = wallClock(ms, timeZone);
  return { weekday: wall.day(), day: wall.date(), month: wall.month(), year: wall.year(), hour: wall.hour(), minute: wall.minute() };
}

function dayText(p: Parts, language: string, weekday: boolean): string {
  const n = names(language);
  const date = `${p.day} ${n.months[p.month]} ${p.year}`;
  return digitsOf(weekday ? `${n.weekdays[p.weekday]} ${date}` : date, language);
}

/** Date and time in the business zone: `Wed 2 Dec 2026, 10:00`. '' for something that is no instant. */
export function formatDateTime(instant: Date | string | number, language: string, timeZone: string): string {
  const p = partsOf(instant, timeZone);
  const separator = TIME_SEPARATOR[splitLocale(language).language as DateLanguage] ?? ', ';
  return p ? `${dayText(p, language, true)}${separator}${digitsOf(`${pad(p.hour)}:${pad(p.minute)}`, language)}` : '';
}

/** The day of an instant in the business zone: `Wed 2 Dec 2026`. */
export function formatDay(instant: Date | string | number, language: string, timeZone: string): string {
  const p = partsOf(instant, timeZone);
  return p ? dayText(p, language, true) : '';
}

/** The time of an instant in the business zone: `10:00`. */
export function formatTime(instant: Date | string | number, timeZone: string): string {
  const p = partsOf(instant, timeZone);
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : '';
}

/**
 * A calendar date that belongs to no zone (a birth date, a filter's day), `YYYY-MM-DD`, as
 * `2 Dec 2026` (no weekday by default: nobody needs the weekday they were born on; a picker's
 * day asks for it, `Wed 2 Dec 2026`). '' when malformed.
 */
export function formatCalendarDate(date: string, language: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return '';
  const [year, month, day] = match.slice(1).map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return '';
  return dayText({ weekday: calendar.getUTCDay(), day, month: month - 1, year, hour: 0, minute: 0 }, language, weekday);
}
