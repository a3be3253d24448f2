import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPeriod, localTime } from '../../src/services/search/rules.ts';

/** The wall-clock hour and minute straight from Intl, for comparison. */
function intlTime(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  return { hour: Number(parts.find((p) => p.type === 'hour')!.value), minute: Number(parts.find((p) => p.type === 'minute')!.value) };
}

// Erbil's zone, and zones with summer time, half- and quarter-hour offsets and a half-hour shift.
const ZONES = ['Asia/Baghdad', 'Europe/Paris', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/New_York', 'UTC'];

describe('localTime (cached offsets)', () => {
  it('gives the hour and minute Intl gives, at any instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          expect(localTime(new Date(ms), zone)).toEqual(intlTime(new Date(ms), zone));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('is right on both sides of summer-time changes, to the millisecond', () => {
    // Europe/Paris: 2027-03-28 01:00 UTC (02:00 -> 03:00) and 2027-10-31 01:00 UTC (03:00 -> 02:00);
    // Lord Howe moves by half an hour at 2027-04-03 15:00 UTC (02:00 -> 01:30).
    const changes: [string, number][] = [
      ['Europe/Paris', Date.UTC(2027, 2, 28, 1)],
      ['Europe/Paris', Date.UTC(2027, 9, 31, 1)],
      ['Australia/Lord_Howe', Date.UTC(2027, 3, 3, 15)],
    ];
    for (const [zone, at] of changes) {
      for (const delta of [-900_001, -900_000, -1, 0, 1, 899_999, 900_000]) {
        const instant = new Date(at + delta);
        expect(localTime(instant, zone), `${zone} ${instant.toISOString()}`).toEqual(intlTime(instant, zone));
      }
    }
  });

  it('keeps the opening hours in Erbil time', () => {
    const rules = { timeZone: 'Asia/Baghdad', leadHours: 2, openingHour: 7, closingHour: 23, maxRentalDays: 365 };
    const now = new Date(Date.UTC(2027, 0, 1, 0));
    // 04:00 UTC is 07:00 in Erbil (open); 03:59 UTC is 06:59 (closed); 20:00 UTC is 23:00 (open).
    expect(() => checkPeriod(new Date(Date.UTC(2027, 0, 2, 4)), new Date(Date.UTC(2027, 0, 3, 20)), rules, now)).not.toThrow();
    expect(() => checkPeriod(new Date(Date.UTC(2027, 0, 2, 3, 59)), new Date(Date.UTC(2027, 0, 3, 20)), rules, now)).toThrow(
      'Pick-up must be between 07:00 and 23:00 (Asia/Baghdad).',
    );
    expect(() => checkPeriod(new Date(Date.UTC(2027, 0, 2, 4)), new Date(Date.UTC(2027, 0, 3, 20, 1)), rules, now)).toThrow(
      'Drop-off must be between 07:00 and 23:00 (Asia/Baghdad).',
    );
  });
});
