import { z } from 'zod';
import type { MessageCode } from './messages.ts';
import { parseInstant, toZoneLocal } from './rentalPeriod.ts';

/**
 * Birth dates as clients send them, read one way on every path (checkout's driver and additional
 * driver, sign-up, the profile, a booking change's additional driver; GraphQL and REST alike):
 *
 * - a calendar date `YYYY-MM-DD` is that date (this application's own forms send this);
 * - an ISO instant with `Z` or an offset (a serialised JavaScript Date, as reference clients send
 *   it: `1990-05-14T06:00:00.000Z`) is the calendar date of that instant in the business time zone
 *   (Erbil, Asia/Baghdad: UTC+3, and UTC+4 in the summers of 1982-2007 as the time-zone database,
 *   and so the browsers there, have it), docs/decisions/031;
 * - a date and time without an offset (`1990-05-15T00:00:00`) is the date written.
 *
 * Anything else is not a birth date (INVALID_DATE). Why Erbil time and not UTC: a browser picking
 * a date sends the instant of some time of that day where it is, midnight for most date pickers,
 * 10:00 for the reference client's. Read in Erbil time, the date is the one picked for every
 * browser in Erbil's zone at whatever time of day, for midnight from any zone from UTC-12 to UTC+3
 * (`1990-05-14T22:00:00.000Z`, midnight of 15 May in a UTC+2 browser, is 15 May), and for 10:00
 * from UTC-10 to UTC+13. Read in UTC, that same UTC+2 midnight would be 14 May: every browser east
 * of Greenwich that sends midnight would lose a day. Browser-safe.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;

/** A real calendar date `YYYY-MM-DD` (2023-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The birth date `YYYY-MM-DD` a client's value means (see above), or null when it is none. */
export function birthDateOf(value: unknown, timeZone: string): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (isCalendarDate(text)) return text;
  const zoneless = ZONELESS_DATE_TIME.exec(text);
  if (zoneless) return isCalendarDate(zoneless[1]) ? zoneless[1] : null;
  const instant = parseInstant(text);
  if (!instant.ok) return null;
  const day = toZoneLocal(instant.date, timeZone).slice(0, 10);
  return isCalendarDate(day) ? day : null;
}

const code = (c: MessageCode) => ({ message: c });

/**
 * A birth-date field: a string read by birthDateOf into `YYYY-MM-DD`; empty is `missing`
 * (REQUIRED by default), unreadable is INVALID_DATE. The input type stays a string.
 */
export function birthDateField(timeZone: string, missing: MessageCode = 'REQUIRED') {
  return z
    .string(code(missing))
    .min(1, code(missing))
    .transform((v) => birthDateOf(v, timeZone) ?? v)
    .refine(isCalendarDate, code('INVALID_DATE'));
}
