import { periodProblems, zoneOffsetMs, type PeriodCode, type PeriodRules } from '@shared/rentalPeriod.ts';

/**
 * The rental period's rules in the browser: the form works in the business's wall-clock time, in
 * the zone the server's settings give (BUSINESS_TIME_ZONE), converted by the shared rules module
 * (dayjs with its time-zone plugin, no fixed offset). The date rules are the server's own
 * (shared/rentalPeriod.ts), run here with the server's settings for an answer before the request.
 * Apart from lib/search.ts (the URL's criteria and filters) so that reading a search's URL does
 * not bring dayjs (docs/decisions/044-javascript-budget.md).
 */

/** What the date rules need of the server's settings (the `settings` query). */
export interface RuleSettings {
  timeZone: string;
  openingHour: number;
  closingHour: number;
  minLeadHours: number;
  maxRentalDays: number;
}

export function periodRulesOf(settings: RuleSettings): PeriodRules {
  return {
    timeZone: settings.timeZone,
    leadHours: settings.minLeadHours,
    openingHour: settings.openingHour,
    closingHour: settings.closingHour,
    maxRentalDays: settings.maxRentalDays,
  };
}

/** The zone's offset now, as a label: `UTC+3`, `UTC+5:30`, `UTC-3:30`, `UTC`. */
export function utcOffsetLabel(timeZone: string, now: Date = new Date()): string {
  const minutes = Math.round(zoneOffsetMs(now.getTime(), timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** An hour of the opening hours as shown: `08:00` (time parts are padded, product decisions). */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The server's period rules (shared/rentalPeriod.ts), same order and codes, for an answer
 * before the request. Null dates are missing or malformed.
 */
export function periodErrors(
  from: string | null,
  to: string | null,
  rules: PeriodRules,
  now: Date = new Date(),
): Partial<Record<'from' | 'to', PeriodCode>> {
  const problems = periodProblems(from ? new Date(from) : null, to ? new Date(to) : null, rules, now);
  return Object.fromEntries(problems.map((p) => [p.field, p.code]));
}
