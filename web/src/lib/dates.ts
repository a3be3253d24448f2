import { formatCalendarDate, formatDateTime, formatDay, formatTime } from '@shared/dates.ts';
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
    time: (instant) => formatTime(instant, timeZone),
    calendarDate: (date) => formatCalendarDate(date, language),
  };
}
