import { describe, expect, it } from 'vitest';
import { dateFormats } from '../src/lib/dates.ts';

// 18:00 in Erbil on Wednesday 2 December 2026: the issue saw "12/02/2026" and "06:00 PM".
const INSTANT = '2026-12-02T15:00:00.000Z';

describe('the web app’s dates (the one format, business time zone, 24-hour)', () => {
  it.each([
    ['en', 'Wed 2 Dec 2026, 18:00', 'Wed 2 Dec 2026', '3 May 1990'],
    ['fr', 'mer. 2 déc. 2026, 18:00', 'mer. 2 déc. 2026', '3 mai 1990'],
    ['es', 'mié 2 dic 2026, 18:00', 'mié 2 dic 2026', '3 may 1990'],
  ] as const)('in %s', (language, dateTime, day, birthDate) => {
    const dates = dateFormats(language, 'Asia/Baghdad');
    expect(dates.dateTime(INSTANT)).toBe(dateTime);
    expect(dates.day(INSTANT)).toBe(day);
    expect(dates.time(INSTANT)).toBe('18:00');
    expect(dates.calendarDate('1990-05-03')).toBe(birthDate);
  });

  it('whatever the device’s zone: the business zone decides the day', () => {
    // 23:30 UTC on 1 December is already 2 December in Erbil.
    expect(dateFormats('en', 'Asia/Baghdad').dateTime('2026-12-01T23:30:00Z')).toBe('Wed 2 Dec 2026, 02:30');
  });
});
