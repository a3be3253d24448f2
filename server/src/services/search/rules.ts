import { BadUserInputError } from '../../errors.ts';

/**
 * Date rules of a rental period, checked on the server in the business time zone
 * (product-decisions "Time and dates"): pick-up at least `leadHours` ahead, drop-off after
 * pick-up, both within opening hours.
 */
export interface PeriodRules {
  timeZone: string;
  leadHours: number;
  openingHour: number;
  closingHour: number;
}

// Building an Intl.DateTimeFormat costs far more than using one (it showed in search profiles):
// one per time zone, kept for the life of the process (immutable, nothing per request).
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in ms (local wall clock minus UTC), from Intl. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = formatFor(timeZone).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * Offsets by time zone and quarter hour. Asking Intl is the dear part of the opening-hours
 * check and searches ask about the same few hours again and again. A zone's offset changes on a
 * quarter-hour boundary in every modern zone, so it is taken at both ends of the quarter and
 * kept only when they agree (otherwise Intl answers for the instant itself). Bounded.
 */
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, number>();

function offsetOf(ms: number, timeZone: string): number {
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

/** Hour and minute of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): { hour: number; minute: number } {
  const wall = new Date(instant.getTime() + offsetOf(instant.getTime(), timeZone));
  return { hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

function withinOpeningHours(instant: Date, rules: PeriodRules): boolean {
  const { hour, minute } = localTime(instant, rules.timeZone);
  const minutes = hour * 60 + minute;
  return minutes >= rules.openingHour * 60 && minutes <= rules.closingHour * 60;
}

const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function checkPeriod(from: Date, to: Date, rules: PeriodRules, now = new Date()): void {
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  if (Number.isNaN(from.getTime())) fieldErrors.from = 'INVALID_DATE';
  if (Number.isNaN(to.getTime())) fieldErrors.to = 'INVALID_DATE';
  if (!fieldErrors.from && from.getTime() < now.getTime() + rules.leadHours * 3_600_000) {
    fieldErrors.from = 'PICKUP_TOO_SOON';
    messages.push(`Pick-up must be at least ${rules.leadHours} hour(s) from now.`);
  }
  if (!fieldErrors.from && !fieldErrors.to && to.getTime() <= from.getTime()) {
    fieldErrors.to = 'DROPOFF_BEFORE_PICKUP';
    messages.push('Drop-off must be after pick-up.');
  }
  const hours = `between ${hourText(rules.openingHour)} and ${hourText(rules.closingHour)} (${rules.timeZone})`;
  if (!fieldErrors.from && !withinOpeningHours(from, rules)) {
    fieldErrors.from = 'OUTSIDE_OPENING_HOURS';
    messages.push(`Pick-up must be ${hours}.`);
  }
  if (!fieldErrors.to && !withinOpeningHours(to, rules)) {
    fieldErrors.to = 'OUTSIDE_OPENING_HOURS';
    messages.push(`Drop-off must be ${hours}.`);
  }
  if (Object.keys(fieldErrors).length) {
    throw new BadUserInputError(messages.join(' ') || 'Invalid dates.', fieldErrors);
  }
}
