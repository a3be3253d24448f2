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

/** Hour and minute of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): { hour: number; minute: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  return { hour: Number(parts.find((p) => p.type === 'hour')!.value), minute: Number(parts.find((p) => p.type === 'minute')!.value) };
}

function withinOpeningHours(instant: Date, rules: PeriodRules): boolean {
  const { hour, minute } = localTime(instant, rules.timeZone);
  const minutes = hour * 60 + minute;
  return minutes >= rules.openingHour * 60 && minutes <= rules.closingHour * 60;
}

export function checkPeriod(from: Date, to: Date, rules: PeriodRules, now = new Date()): void {
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
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
  const hours = `between ${pad(rules.openingHour)} and ${pad(rules.closingHour)} (${rules.timeZone})`;
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
