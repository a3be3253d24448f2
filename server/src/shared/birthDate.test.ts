import { describe, expect, it } from 'vitest';
import { birthDateField, birthDateOf } from './birthDate.ts';

const ERBIL = 'Asia/Baghdad';

describe('birthDateOf', () => {
  it('keeps a calendar date as it is', () => {
    expect(birthDateOf('1990-05-14', ERBIL)).toBe('1990-05-14');
    expect(birthDateOf(' 1990-05-14 ', ERBIL)).toBe('1990-05-14');
  });

  it("reads an instant as its date in Erbil time, around Erbil's midnight", () => {
    // January 1990: Erbil at UTC+3.
    expect(birthDateOf('1990-01-14T20:59:59.999Z', ERBIL)).toBe('1990-01-14');
    expect(birthDateOf('1990-01-14T21:00:00.000Z', ERBIL)).toBe('1990-01-15');
    // May 1990: Iraq kept summer time until 2007 (UTC+4), and so did browsers there: midnight of
    // 15 May picked in Erbil then was 20:00Z, and reads as 15 May.
    expect(birthDateOf('1990-05-14T19:59:59.999Z', ERBIL)).toBe('1990-05-14');
    expect(birthDateOf('1990-05-14T20:00:00.000Z', ERBIL)).toBe('1990-05-15');
    // What the reference client sends for 14 May (its picker sets 10:00 local: 06:00Z in Erbil then).
    expect(birthDateOf('1990-05-14T06:00:00.000Z', ERBIL)).toBe('1990-05-14');
    // Midnight of 15 May in a UTC+2 browser: 15 May (read in UTC it would be 14 May).
    expect(birthDateOf('1990-05-14T22:00:00.000Z', ERBIL)).toBe('1990-05-15');
    // Midnight of 15 May in New York (UTC-4 in May).
    expect(birthDateOf('1990-05-15T04:00:00.000Z', ERBIL)).toBe('1990-05-15');
    // The same instants written with an offset.
    expect(birthDateOf('1990-05-15T00:00:00+02:00', ERBIL)).toBe('1990-05-15');
    expect(birthDateOf('1990-05-15T00:00:00-04:00', ERBIL)).toBe('1990-05-15');
    // Any time of day picked in Erbil gives that day.
    expect(birthDateOf('2001-05-15T23:30:00+04:00', ERBIL)).toBe('2001-05-15');
    expect(birthDateOf('2010-05-15T00:00:00+03:00', ERBIL)).toBe('2010-05-15');
    expect(birthDateOf('2010-05-15T23:59:59+03:00', ERBIL)).toBe('2010-05-15');
  });

  it('reads a date and time without an offset as the date written', () => {
    expect(birthDateOf('1990-05-15T00:00:00', ERBIL)).toBe('1990-05-15');
    expect(birthDateOf('1990-05-15T23:59', ERBIL)).toBe('1990-05-15');
  });

  it('refuses what is not a date', () => {
    for (const bad of ['', 'yesterday', '1990-02-30', '1990-13-01T00:00:00Z', '1990-02-30T10:00:00', '14/05/1990', 19900514]) {
      expect(birthDateOf(bad, ERBIL), String(bad)).toBeNull();
    }
  });
});

describe('birthDateField', () => {
  it('gives the date, REQUIRED when empty, INVALID_DATE when unreadable', () => {
    const field = birthDateField(ERBIL);
    expect(field.parse('1990-05-14T22:00:00.000Z')).toBe('1990-05-15');
    expect(field.safeParse('').error?.issues[0].message).toBe('REQUIRED');
    expect(field.safeParse('1990-02-30').error?.issues[0].message).toBe('INVALID_DATE');
  });
});
