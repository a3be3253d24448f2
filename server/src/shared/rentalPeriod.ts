import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { MessageCode } from './messages.ts';

/**
 * The date rules of a rental period and the instants they work on, shared by the server
 * (services/search/rules.ts turns them into BAD_USER_INPUT; the DateTime scalar and the REST
 * shim parse instants with parseInstant) and the web's search form (an answer before the
 * request, from the rules the server's `settings` query gives). Browser-safe.
 *
 * One time-zone library on both sides, dayjs with its utc and timezone plugins, and no fixed
 * offsets (docs/decisions/019-settings-from-the-server.md): the business time zone is
 * configuration (BUSINESS_TIME_ZONE), and a zone with summer time must work as well as
 * Asia/Baghdad does.
 */

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

export interface PeriodRules {
  /** IANA zone the opening hours are in (BUSINESS_TIME_ZONE). */
  timeZone: string;
  /** Pick-up at least this many hours from now (MIN_LEAD_HOURS). */
  leadHours: number;
  /** Pick-up and drop-off from this hour (OPENING_HOUR)... */
  openingHour: number;
  /** ...to this hour sharp: 20 means 20:00:00, and 20:00:01 is closed (CLOSING_HOUR). */
  closingHour: number;
  /** Longest rental in days (MAX_RENTAL_DAYS). */
  maxRentalDays: number;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Instants the API accepts: ISO 8601 years 0001 to 9999 (what the DateTime scalar writes, and
 * far inside what PostgreSQL's timestamptz and JavaScript's Date hold, so nothing past this
 * check can overflow).
 */
export const MIN_INSTANT_MS = Date.parse('0001-01-01T00:00:00Z');
export const MAX_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Whole rental days: the period rounded up to 24-hour days, at least 1 (product decisions). */
export function rentalDays(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

// ───────────── Parsing instants ─────────────

/**
 * `2026-12-01T10:00Z`, `2026-12-01T10:00:00.000+03:00`, `...+0300`: date, time and an offset
 * or Z. A time without one is refused rather than read in some zone (which one would be a
 * guess: the server's, the client's, the business's).
 */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;
/** Looks like a date or a date-time but has no offset: told apart for a clearer message. */
const ZONELESS = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

export type InstantProblem = 'NO_OFFSET' | 'MALFORMED' | 'OUT_OF_RANGE';

export type ParsedInstant = { ok: true; date: Date } | { ok: false; problem: InstantProblem };

/**
 * An instant sent by a client: an ISO 8601 string with an offset or Z or, when `numbers` is
 * set (the REST shim, whose reference clients may send epoch milliseconds), a number of
 * milliseconds since 1970. Calendar parts are checked (2026-02-30 is malformed, not March 2).
 */
export function parseInstant(value: unknown, { numbers = false }: { numbers?: boolean } = {}): ParsedInstant {
  let ms: number;
  if (typeof value === 'number' && numbers) {
    if (!Number.isFinite(value)) return { ok: false, problem: 'MALFORMED' };
    ms = value;
  } else if (typeof value === 'string') {
    const match = ISO_INSTANT.exec(value);
    if (!match) return { ok: false, problem: ZONELESS.test(value) ? 'NO_OFFSET' : 'MALFORMED' };
    const [, y, mo, d, h, mi, s = '0'] = match;
    const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
    const calendar = new Date(Date.UTC(2000, month - 1, day));
    if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return { ok: false, problem: 'MALFORMED' };
    // Day 31 of a 30-day month rolls over: compare in a leap year, then check 29 February.
    if (calendar.getUTCDate() !== day || (month === 2 && day === 29 && !isLeapYear(year))) return { ok: false, problem: 'MALFORMED' };
    if (match[7].length > 1 && !/^[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?$/.test(match[7])) return { ok: false, problem: 'MALFORMED' };
    ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2').replace(/([+-]\d{2})$/, '$1:00'));
    if (Number.isNaN(ms)) return { ok: false, problem: 'MALFORMED' };
  } else {
    return { ok: false, problem: 'MALFORMED' };
  }
  if (ms < MIN_INSTANT_MS || ms > MAX_INSTANT_MS) return { ok: false, problem: 'OUT_OF_RANGE' };
  return { ok: true, date: new Date(ms) };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The English message for a refused instant (the API's `message`; the field's code is INVALID_DATE). */
export function instantProblemMessage(field: string, problem: InstantProblem): string {
  switch (problem) {
    case 'NO_OFFSET':
      return `${field} must carry a UTC offset or Z, e.g. "2026-12-01T10:00:00+03:00" or "2026-12-01T07:00:00Z".`;
    case 'OUT_OF_RANGE':
      return `${field} must be between the years 0001 and 9999.`;
    default:
      return `${field} must be an ISO 8601 date and time with an offset, e.g. "2026-12-01T07:00:00Z".`;
  }
}

// ───────────── Wall-clock time in the business zone ─────────────

/**
 * Offsets by time zone and quarter hour. Asking Intl (what dayjs's timezone plugin does) is
 * the dear part of the opening-hours check, and searches ask about the same few hours again
 * and again. A zone's offset changes on a quarter-hour boundary in every modern zone, so it is
 * taken at both ends of the quarter and kept only when they agree (otherwise dayjs answers for
 * the instant itself). Bounded.
 */
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number>();

function offsetAt(ms: number, timeZone: string): number {
  return dayjs(ms).tz(timeZone).utcOffset() * 60_000;
}

/** The zone's offset from UTC at an instant, in ms (wall clock minus UTC). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const quarter = Math.floor(ms / QUARTER_HOUR);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    offset = offsetAt(start, timeZone);
    if (offsetAt(start + QUARTER_HOUR - 1, timeZone) !== offset) return offsetAt(ms, timeZone);
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * An instant's wall-clock time in a zone, as a dayjs in UTC mode holding those fields (format
 * it, read its hour). Built from the offset rather than with `.tz()`, whose result goes through
 * the host's own zone and can be off by the host's summer-time change.
 */
export function wallClock(instant: Date | number | string, timeZone: string): Dayjs {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  return dayjs.utc(ms + zoneOffsetMs(ms, timeZone));
}

/** Hour and minute of an instant in a zone. */
export function localTime(instant: Date, timeZone: string): { hour: number; minute: number } {
  const wall = wallClock(instant.getTime(), timeZone);
  return { hour: wall.hour(), minute: wall.minute() };
}

/** Today's date in a zone, `YYYY-MM-DD` (near midnight it can differ from the device's own date). */
export function zoneToday(timeZone: string, now: Date = new Date()): string {
  return wallClock(now.getTime(), timeZone).format('YYYY-MM-DD');
}

/** An instant as wall-clock time in a zone, `YYYY-MM-DDTHH:mm` (a datetime-local value); '' if invalid. */
export function toZoneLocal(instant: string | Date, timeZone: string): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return '';
  return wallClock(ms, timeZone).format('YYYY-MM-DD[T]HH:mm');
}

/**
 * Wall-clock time in a zone, `YYYY-MM-DDTHH:mm`, as an ISO UTC instant; null when malformed or
 * when that time does not exist there (2025-02-30, or the hour skipped by a summer-time change).
 */
export function fromZoneLocal(local: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const instant = dayjs.tz(local, timeZone);
  if (!instant.isValid()) return null;
  const iso = instant.toDate().toISOString();
  return toZoneLocal(iso, timeZone) === local ? iso : null;
}

/** Form defaults (product decisions): pick-up tomorrow 10:00, drop-off three days later 10:00, business time. */
export function defaultPeriod(timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const today = dayjs.utc(zoneToday(timeZone, now));
  const at = (days: number) => fromZoneLocal(`${today.add(days, 'day').format('YYYY-MM-DD')}T10:00`, timeZone)!;
  return { from: at(1), to: at(4) };
}

// ───────────── The rules ─────────────

/**
 * Within opening hours, to the millisecond: from openingHour:00:00.000 to closingHour:00:00.000
 * inclusive. Closing at 20 refuses 20:00:59 (and 20:00:00.001): "20:00" means 20:00:00.
 */
export function withinOpeningHours(instant: Date, rules: Pick<PeriodRules, 'timeZone' | 'openingHour' | 'closingHour'>): boolean {
  const ms = instant.getTime();
  const wall = ms + zoneOffsetMs(ms, rules.timeZone);
  const sinceMidnight = ((wall % DAY_MS) + DAY_MS) % DAY_MS;
  return sinceMidnight >= rules.openingHour * HOUR_MS && sinceMidnight <= rules.closingHour * HOUR_MS;
}

export type PeriodCode = Extract<
  MessageCode,
  'INVALID_DATE' | 'PICKUP_TOO_SOON' | 'DROPOFF_BEFORE_PICKUP' | 'OUTSIDE_OPENING_HOURS' | 'RENTAL_TOO_LONG'
>;

export interface PeriodProblem {
  field: 'from' | 'to';
  code: PeriodCode;
  /** English text for the API's `message` (the web shows the translated text of the code). */
  message: string;
}

const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The English text of RENTAL_TOO_LONG for a configured maximum (the spec's words at 365). */
export function rentalTooLongMessage(maxRentalDays: number): string {
  return `Rentals can last at most ${maxRentalDays} days.`;
}

/**
 * What is wrong with a period, at most one problem per field, in the order the server has
 * always checked them. Null dates are missing or malformed. Empty when the period is fine.
 */
export function periodProblems(from: Date | null, to: Date | null, rules: PeriodRules, now: Date = new Date()): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  const bad = (d: Date | null) => !d || Number.isNaN(d.getTime()) || d.getTime() < MIN_INSTANT_MS || d.getTime() > MAX_INSTANT_MS;
  const has = (field: 'from' | 'to') => problems.some((p) => p.field === field);
  if (bad(from)) problems.push({ field: 'from', code: 'INVALID_DATE', message: instantProblemMessage('from', 'MALFORMED') });
  if (bad(to)) problems.push({ field: 'to', code: 'INVALID_DATE', message: instantProblemMessage('to', 'MALFORMED') });
  if (!has('from') && from!.getTime() < now.getTime() + rules.leadHours * HOUR_MS) {
    problems.push({ field: 'from', code: 'PICKUP_TOO_SOON', message: `Pick-up must be at least ${rules.leadHours} hour(s) from now.` });
  }
  if (!has('from') && !has('to')) {
    if (to!.getTime() <= from!.getTime()) {
      problems.push({ field: 'to', code: 'DROPOFF_BEFORE_PICKUP', message: 'Drop-off must be after pick-up.' });
    } else if (to!.getTime() - from!.getTime() > rules.maxRentalDays * DAY_MS) {
      problems.push({ field: 'to', code: 'RENTAL_TOO_LONG', message: rentalTooLongMessage(rules.maxRentalDays) });
    }
  }
  const hours = `between ${hourText(rules.openingHour)} and ${hourText(rules.closingHour)} (${rules.timeZone})`;
  if (!has('from') && !withinOpeningHours(from!, rules)) {
    problems.push({ field: 'from', code: 'OUTSIDE_OPENING_HOURS', message: `Pick-up must be ${hours}.` });
  }
  if (!has('to') && !withinOpeningHours(to!, rules)) {
    problems.push({ field: 'to', code: 'OUTSIDE_OPENING_HOURS', message: `Drop-off must be ${hours}.` });
  }
  return problems;
}
