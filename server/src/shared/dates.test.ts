import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatDay, formatTime } from './dates.ts';

const ERBIL = 'Asia/Baghdad';
// 10:00 in Erbil (UTC+3) on Wednesday 2 December 2026.
const INSTANT = '2026-12-02T07:00:00Z';

describe('the one date format', () => {
  it('writes date and time in 24-hour form in each language, in the business zone', () => {
    expect(formatDateTime(INSTANT, 'en', ERBIL)).toBe('Wed 2 Dec 2026, 10:00');
    expect(formatDateTime(INSTANT, 'fr', ERBIL)).toBe('mer. 2 déc. 2026, 10:00');
    expect(formatDateTime(INSTANT, 'es', ERBIL)).toBe('mié 2 dic 2026, 10:00');
  });

  it('is 24-hour with padded time parts, in the evening too', () => {
    expect(formatDateTime('2026-12-02T15:05:00Z', 'en', ERBIL)).toBe('Wed 2 Dec 2026, 18:05');
    expect(formatTime('2026-12-02T15:05:00Z', ERBIL)).toBe('18:05');
  });

  it('takes the day of the business zone, not UTC', () => {
    // 22:30 UTC on 1 December is 01:30 on 2 December in Erbil.
    expect(formatDay('2026-12-01T22:30:00Z', 'en', ERBIL)).toBe('Wed 2 Dec 2026');
    expect(formatDateTime('2026-12-01T22:30:00Z', 'fr', 'Europe/Paris')).toBe('mar. 1 déc. 2026, 23:30');
  });

  it('writes calendar dates without a zone, and nothing for a malformed one', () => {
    expect(formatCalendarDate('1990-05-03', 'en')).toBe('3 May 1990');
    expect(formatCalendarDate('1990-02-03', 'fr')).toBe('3 févr. 1990');
    expect(formatCalendarDate('1990-09-03', 'es')).toBe('3 sep 1990');
    expect(formatCalendarDate('2026-12-02', 'es', { weekday: true })).toBe('mié 2 dic 2026');
    expect(formatCalendarDate('2026-02-30', 'en')).toBe('');
    expect(formatDateTime('not a date', 'en', ERBIL)).toBe('');
  });
});
