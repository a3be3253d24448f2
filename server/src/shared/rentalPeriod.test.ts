import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  fromZoneLocal,
  parseInstant,
  periodProblems,
  toZoneLocal,
  withinOpeningHours,
  zoneToday,
  type PeriodRules,
} from './rentalPeriod.ts';

const rules: PeriodRules = { timeZone: 'Asia/Baghdad', leadHours: 1, openingHour: 8, closingHour: 20, maxRentalDays: 365 };
const now = new Date('2027-01-01T00:00:00Z');
const codes = (from: string, to: string, r = rules) =>
  Object.fromEntries(periodProblems(new Date(from), new Date(to), r, now).map((p) => [p.field, p.code]));

describe('instants', () => {
  it('takes an offset or Z, and refuses a time without one', () => {
    expect(parseInstant('2027-01-10T10:00:00+03:00')).toEqual({ ok: true, date: new Date('2027-01-10T07:00:00Z') });
    expect(parseInstant('2027-01-10T07:00Z')).toEqual({ ok: true, date: new Date('2027-01-10T07:00:00Z') });
    expect(parseInstant('2027-01-10T10:00:00+0300')).toEqual({ ok: true, date: new Date('2027-01-10T07:00:00Z') });
    expect(parseInstant('2027-01-10T10:00:00')).toEqual({ ok: false, problem: 'NO_OFFSET' });
    expect(parseInstant('2027-01-10 10:00')).toEqual({ ok: false, problem: 'NO_OFFSET' });
  });

  it('refuses dates that do not exist and instants beyond the years 0001-9999', () => {
    for (const text of ['2027-02-29T10:00:00Z', '2027-04-31T10:00:00Z', '2027-01-10T24:00:00Z', '2027-01-10T10:00:00+24:00', 'soon', '']) {
      expect(parseInstant(text), text).toMatchObject({ ok: false, problem: 'MALFORMED' });
    }
    expect(parseInstant('2028-02-29T10:00:00Z').ok).toBe(true);
    expect(parseInstant(8.64e15, { numbers: true })).toEqual({ ok: false, problem: 'OUT_OF_RANGE' });
    expect(parseInstant(Number.NaN, { numbers: true })).toEqual({ ok: false, problem: 'MALFORMED' });
    expect(parseInstant(Date.UTC(2027, 0, 10), { numbers: true })).toEqual({ ok: true, date: new Date(Date.UTC(2027, 0, 10)) });
    // Numbers only where asked for (the REST shim): GraphQL's DateTime takes strings.
    expect(parseInstant(Date.UTC(2027, 0, 10))).toEqual({ ok: false, problem: 'MALFORMED' });
  });

  it('reads any instant it writes', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }), (date) => {
        expect(parseInstant(date.toISOString())).toEqual({ ok: true, date });
      }),
    );
  });
});

describe('period rules', () => {
  it('closes at the closing hour sharp', () => {
    expect(codes('2027-01-10T07:00:00Z', '2027-01-12T17:00:00Z')).toEqual({});
    expect(codes('2027-01-10T07:00:00Z', '2027-01-12T17:00:00.001Z')).toEqual({ to: 'OUTSIDE_OPENING_HOURS' });
    expect(codes('2027-01-10T07:00:00Z', '2027-01-12T17:00:59Z')).toEqual({ to: 'OUTSIDE_OPENING_HOURS' });
    expect(codes('2027-01-10T04:59:59.999Z', '2027-01-12T17:00:00Z')).toEqual({ from: 'OUTSIDE_OPENING_HOURS' });
    expect(codes('2027-01-10T05:00:00Z', '2027-01-12T17:00:00Z')).toEqual({});
  });

  it('allows MAX_RENTAL_DAYS whole days, not a minute more', () => {
    expect(codes('2027-01-10T07:00:00Z', '2028-01-10T07:00:00Z')).toEqual({});
    expect(codes('2027-01-10T07:00:00Z', '2028-01-10T07:01:00Z')).toEqual({ to: 'RENTAL_TOO_LONG' });
    expect(periodProblems(new Date('2027-01-10T07:00:00Z'), new Date('2027-01-20T07:00:00Z'), { ...rules, maxRentalDays: 7 }, now)).toEqual([
      { field: 'to', code: 'RENTAL_TOO_LONG', message: 'Rentals can last at most 7 days.' },
    ]);
  });

  it('checks opening hours in the zone, summer time included', () => {
    const paris = { ...rules, timeZone: 'Europe/Paris' };
    // 08:00 in Paris is 07:00 UTC in winter and 06:00 UTC in summer.
    expect(withinOpeningHours(new Date('2027-01-10T07:00:00Z'), paris)).toBe(true);
    expect(withinOpeningHours(new Date('2027-01-10T06:59:59Z'), paris)).toBe(false);
    expect(withinOpeningHours(new Date('2027-07-10T06:00:00Z'), paris)).toBe(true);
    expect(withinOpeningHours(new Date('2027-07-10T05:59:59Z'), paris)).toBe(false);
  });
});

describe('wall-clock times in the business zone', () => {
  it('converts both ways, and refuses times that do not exist there', () => {
    expect(toZoneLocal('2027-01-10T07:00:00Z', 'Asia/Baghdad')).toBe('2027-01-10T10:00');
    expect(fromZoneLocal('2027-01-10T10:00', 'Asia/Baghdad')).toBe('2027-01-10T07:00:00.000Z');
    expect(fromZoneLocal('2027-02-30T10:00', 'Asia/Baghdad')).toBeNull();
    // Paris skips 02:00-03:00 on 28 March 2027.
    expect(fromZoneLocal('2027-03-28T02:30', 'Europe/Paris')).toBeNull();
    expect(fromZoneLocal('2027-03-28T03:30', 'Europe/Paris')).toBe('2027-03-28T01:30:00.000Z');
    expect(fromZoneLocal('2027-07-10T10:00', 'Europe/Paris')).toBe('2027-07-10T08:00:00.000Z');
  });

  it('starts the form tomorrow 10:00 in the zone, whatever the date elsewhere', () => {
    // 21:30 UTC on 14 June is already 00:30 on 15 June in Erbil (and still 23:30 on the 14th in Paris).
    const late = new Date('2030-06-14T21:30:00Z');
    expect(zoneToday('Asia/Baghdad', late)).toBe('2030-06-15');
    expect(defaultPeriod('Asia/Baghdad', late)).toEqual({ from: '2030-06-16T07:00:00.000Z', to: '2030-06-19T07:00:00.000Z' });
    expect(defaultPeriod('Europe/Paris', late)).toEqual({ from: '2030-06-15T08:00:00.000Z', to: '2030-06-18T08:00:00.000Z' });
  });
});
