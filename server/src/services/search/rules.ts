import { BadUserInputError } from '../../errors.ts';
import { periodProblems, type PeriodRules } from '../../shared/rentalPeriod.ts';

/**
 * Date rules of a rental period, checked on the server in the business time zone
 * (product-decisions "Time and dates"): pick-up at least `leadHours` ahead, drop-off after
 * pick-up and at most `maxRentalDays` later, both within opening hours (closing hour sharp).
 * The rules themselves are in shared/rentalPeriod.ts, which the web's search form runs too.
 */
export type { PeriodRules } from '../../shared/rentalPeriod.ts';
export { localTime } from '../../shared/rentalPeriod.ts';

/** Throws BAD_USER_INPUT with a field code per bad date, or returns. */
export function checkPeriod(from: Date, to: Date, rules: PeriodRules, now = new Date()): void {
  const problems = periodProblems(from, to, rules, now);
  if (!problems.length) return;
  const fieldErrors = Object.fromEntries(problems.map((p) => [p.field, p.code]));
  const tooLong = problems.find((p) => p.code === 'RENTAL_TOO_LONG');
  throw new BadUserInputError(
    problems.map((p) => p.message).join(' '),
    fieldErrors,
    problems[0].code,
    tooLong ? { days: rules.maxRentalDays } : undefined,
  );
}
