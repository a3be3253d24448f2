import { describe, expect, it } from 'vitest';
import { dateFormats, parseCalendarDate } from '../src/lib/dates.ts';

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

  it('a language with no names of its own here (one added with only its catalogs and list entry) reads its locale data’s', () => {
    // German has no table in @shared/dates.ts: its month and day come from Intl, not English.
    const day = dateFormats('de', 'Asia/Baghdad').day(INSTANT);
    expect(day).toMatch(/^Mi\.? 2 Dez\.? 2026$/);
    expect(dateFormats('de', 'Asia/Baghdad').dateTime(INSTANT)).toBe(`${day}, 18:00`);
  });

  it('whatever the device’s zone: the business zone decides the day', () => {
    // 23:30 UTC on 1 December is already 2 December in Erbil.
    expect(dateFormats('en', 'Asia/Baghdad').dateTime('2026-12-01T23:30:00Z')).toBe('Wed 2 Dec 2026, 02:30');
  });
});

describe('parseCalendarDate (a birth date as typed)', () => {
  it.each([
    ['en', '3 May 1990'],
    ['en', '3 may 1990'],
    ['en', '03 May 1990'],
    ['en', '3 May, 1990'],
    ['en', 'May 3, 1990'],
    ['fr', '3 mai 1990'],
    ['fr', '3 Mai 1990'],
    ['es', '3 may 1990'],
    ['es', '3 de mayo de 1990'],
    ['en', '1990-05-03'],
    ['fr', '1990-05-03'],
    ['en', '3/5/1990'],
    ['fr', '03.05.1990'],
    ['es', '3-5-1990'],
  ] as const)('in %s reads %s', (language, text) => {
    expect(parseCalendarDate(text, language)).toBe('1990-05-03');
  });

  it('reads the shown form of every month in every language, back to the same date', () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      for (let month = 1; month <= 12; month += 1) {
        const iso = `1990-${String(month).padStart(2, '0')}-13`;
        const shown = dateFormats(language, 'Asia/Baghdad').calendarDate(iso);
        expect(parseCalendarDate(shown, language), `${language} ${shown}`).toBe(iso);
      }
    }
    expect(parseCalendarDate('12 fevr. 1990', 'fr')).toBe('1990-02-12');
    expect(parseCalendarDate('12 juillet 1990', 'fr')).toBe('1990-07-12');
  });

  it('is null for anything that is not one whole date', () => {
    for (const text of ['', '1990', '1990-05', '1990-02-30', '31/4/1990', '3 ju 1990', '3 xyz 1990', '3 May', 'tomorrow', '12 jui 1990']) {
      expect(parseCalendarDate(text, 'fr'), text).toBeNull();
    }
  });
});
