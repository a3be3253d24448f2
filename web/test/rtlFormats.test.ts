import type { Language } from '../src/i18n/languages.ts';
import { describe, expect, it } from 'vitest';
import { localeOf, splitLocale, withDigits } from '@shared/digits.ts';
import { directionOf } from '@shared/direction.ts';
import { dateFormats } from '../src/lib/dates.ts';
import { formatMoney, formatMoneyIn } from '../src/lib/money.ts';

/** Issue 27 point 4: dates and numbers as Sorani Kurdish and Arabic readers write them. */
const INSTANT = '2026-12-02T15:00:00.000Z'; // 18:00 in Erbil, Wednesday 2 December 2026
const S = '\u00a0';
const LTR = (text: string) => `\u2066${text}\u2069`;

describe('dates in Sorani Kurdish and Arabic', () => {
  it.each([
    ['ckb', 'چوارشەممە 2 کانوونی یەکەم 2026، 18:00', '3 ئایار 1990'],
    ['ar', 'الأربعاء 2 كانون الأول 2026، 18:00', '3 أيار 1990'],
  ] as const)('%s: month and day names as Iraq writes them, Western digits by default', (language, dateTime, birthDate) => {
    const dates = dateFormats(localeOf(language), 'Asia/Baghdad');
    expect(dates.dateTime(INSTANT)).toBe(dateTime);
    expect(dates.calendarDate('1990-05-03')).toBe(birthDate);
    // A bare language gives the same (mails and notifications pass one).
    expect(dateFormats(language, 'Asia/Baghdad').dateTime(INSTANT)).toBe(dateTime);
  });

  it('Eastern Arabic digits when the reader chose them', () => {
    const dates = dateFormats(localeOf('ar', 'arab'), 'Asia/Baghdad');
    expect(dates.dateTime(INSTANT)).toBe('الأربعاء ٢ كانون الأول ٢٠٢٦، ١٨:٠٠');
    expect(dates.time(INSTANT)).toBe('١٨:٠٠');
    expect(dateFormats(localeOf('ckb', 'arab'), 'Asia/Baghdad').calendarDate('1990-05-03')).toBe('٣ ئایار ١٩٩٠');
  });

  it('the month names are those of the ICU this Node ships for ckb and ar-IQ (December: ckb spelt as January)', () => {
    const icu = (locale: string) =>
      Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, m, 15))));
    const written = (language: string) => Array.from({ length: 12 }, (_, m) => dateFormats(language, 'UTC').calendarDate(`2026-${String(m + 1).padStart(2, '0')}-15`).replace(/^15 | 2026$/g, ''));
    expect(written('ar')).toEqual(icu('ar-IQ'));
    expect(written('ckb').slice(0, 11)).toEqual(icu('ckb').slice(0, 11));
  });

  it('English, French and Spanish are unchanged, whatever digits are asked for', () => {
    expect(dateFormats(localeOf('fr', 'arab'), 'Asia/Baghdad').dateTime(INSTANT)).toBe('mer. 2 déc. 2026, 18:00');
    expect(dateFormats('en', 'Asia/Baghdad').dateTime(INSTANT)).toBe('Wed 2 Dec 2026, 18:00');
  });
});

describe('amounts in Sorani Kurdish and Arabic', () => {
  it('Western digits, a comma for thousands and a point for decimals, isolated left to right', () => {
    expect(formatMoney('1234.5', 'ar')).toBe(LTR('$1,234.50'));
    expect(formatMoney('66', localeOf('ckb'))).toBe(LTR('$66'));
    expect(formatMoneyIn('1234.50', localeOf('ar'), 'EUR', '0.9234')).toBe(LTR(`1,139.94${S}€`));
  });

  it('Eastern Arabic digits with the Arabic marks when the reader chose them', () => {
    expect(formatMoney('1234.5', localeOf('ar', 'arab'))).toBe(LTR('$١٬٢٣٤٫٥٠'));
    expect(formatMoney('250', localeOf('ckb', 'arab'), 'EUR')).toBe(LTR(`٢٥٠${S}€`));
  });

  it('the three original languages as before (no isolate, no other digits)', () => {
    expect(formatMoney('1234.5', 'en')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'fr', 'EUR')).toBe(`1${S}234,50${S}€`);
    expect(formatMoney('1234.5', localeOf('es', 'arab'), 'EUR')).toBe(`1${S}234,50${S}€`);
  });
});

describe('digits and direction', () => {
  it('locales, their digits and the direction of each language', () => {
    expect([localeOf('ar'), localeOf('ckb', 'arab'), localeOf('en', 'arab')]).toEqual(['ar-u-nu-latn', 'ckb-u-nu-arab', 'en']);
    expect(splitLocale('ckb-u-nu-arab')).toEqual({ language: 'ckb', digits: 'arab' });
    expect(splitLocale('fr')).toEqual({ language: 'fr', digits: 'latn' });
    expect(withDigits('EBL-7K3Q9M 10.5, 1,000', 'arab')).toBe('EBL-٧K٣Q٩M ١٠٫٥, ١٬٠٠٠');
    // Intl agrees on the Eastern digits and marks.
    expect(new Intl.NumberFormat('ar-u-nu-arab', { minimumFractionDigits: 1 }).format(1000.5)).toBe(withDigits('1,000.5', 'arab'));
    expect(['en', 'fr', 'es', 'ckb', 'ar'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'rtl', 'rtl']);
  });
});

describe('a birth date typed in Sorani Kurdish or Arabic', () => {
  it('reads the shown form, Eastern Arabic digits and the day-first digits', async () => {
    const { parseCalendarDate } = await import('../src/lib/dates.ts');
    expect(parseCalendarDate('3 ئایار 1990', 'ckb')).toBe('1990-05-03');
    expect(parseCalendarDate('٣ كانون الأول ١٩٩٠', 'ar')).toBe('1990-12-03');
    expect(parseCalendarDate('٣/٥/١٩٩٠', 'ar')).toBe('1990-05-03');
    expect(parseCalendarDate('3 کانوونی دووەم 1990', 'ckb')).toBe('1990-01-03');
    expect(parseCalendarDate('3 مايو 1990', 'ar')).toBeNull();
  });
});

describe("the pickers' calendars (dayjs through Mantine's DatesProvider)", () => {
  it('name Iraq\'s months in Sorani Kurdish and Arabic, in Western digits', async () => {
    const { datesLocale } = await import('../src/components/dates/datesLocale.ts');
    const dayjs = (await import('dayjs')).default;
    const december = dayjs('2026-12-02');
    expect(december.locale(datesLocale('ckb')).format('D MMMM YYYY')).toBe('2 کانوونی یەکەم 2026');
    expect(december.locale(datesLocale('ar')).format('D MMMM YYYY')).toBe('2 كانون الأول 2026');
    expect(december.locale(datesLocale('fr')).format('MMMM')).toBe('décembre');
  });

  it('a language with no dayjs data of its own gets the browser’s month and day names and its list entry’s week', async () => {
    const { datesLocale } = await import('../src/components/dates/datesLocale.ts');
    const dayjs = (await import('dayjs')).default;
    // German stands for a language added with only its catalogs and its entry in the list.
    const name = datesLocale('de' as Language);
    expect(name).toBe('de');
    const december = dayjs('2026-12-02').locale(name);
    expect(december.format('MMMM YYYY')).toBe('Dezember 2026');
    expect(december.format('dddd')).toBe('Mittwoch');
    expect((dayjs.Ls.de as unknown as { weekStart: number }).weekStart).toBe(1);
  });
});

describe('numbers given to messages in the reader’s digits (issue 27 point 4)', () => {
  it('a plain number argument follows the chosen Eastern Arabic digits; plural counts still choose their form', async () => {
    const { createAppIntl } = await import('../src/i18n/intl.ts');
    const { loadCatalog } = await import('../src/i18n/catalogs.ts');
    const { loadCarCatalog } = await import('../src/i18n/carCatalogs.ts');
    await loadCatalog('ar');
    const car = await loadCarCatalog('ar');
    // Before the rewriting is loaded (a reader on Western digits never loads it): as written.
    const western = createAppIntl('ar', car, 'latn');
    expect(western.formatMessage({ id: 'car.page.mileageLimited' }, { km: 400 })).toBe('400 كم مشمولة في اليوم');
    await import('../src/i18n/plainNumbers.ts');
    const eastern = createAppIntl('ar', car, 'arab');
    expect(eastern.formatMessage({ id: 'car.page.mileageLimited' }, { km: 400 })).toBe('٤٠٠ كم مشمولة في اليوم');
    expect(eastern.formatMessage({ id: 'car.page.minimumAge' }, { age: 21 })).toBe('للسائقين بعمر ٢١ عاماً فأكثر');
    expect(eastern.formatMessage({ id: 'car.seats' }, { count: 4 })).toBe('٤ مقاعد');
    // A plural still reads a number: Arabic's dual, and # in the locale's digits.
    expect(eastern.formatMessage({ id: 'car.page.trips' }, { count: 2 })).toBe('أُجّرت مرتين');
    expect(eastern.formatMessage({ id: 'car.page.trips' }, { count: 128 })).toBe('أُجّرت ١٢٨ مرة');
    // Strings are left as they are (a reference, a car name).
    expect(eastern.formatMessage({ id: 'car.seats' }, { count: 'EBL-7K3Q9M' as unknown as number })).toBe('EBL-7K3Q9M مقاعد');
    // Western digits stay untouched once it is loaded.
    expect(createAppIntl('ar', car, 'latn').formatMessage({ id: 'car.seats' }, { count: 4 })).toBe('4 مقاعد');
    // The digits mean nothing in English, French or Spanish, even with the cookie set.
    await loadCatalog('en');
    const english = createAppIntl('en', await loadCarCatalog('en'), 'arab');
    expect(english.formatMessage({ id: 'car.seats' }, { count: 4 })).toBe('4 seats');
  });
});

describe('numbers given to messages in Eastern Arabic digits, with catalogs parsed ahead (the production build)', () => {
  it('reads the parsed message as it reads the text', async () => {
    const { createIntl } = await import('react-intl');
    const { parse } = await import('@formatjs/icu-messageformat-parser');
    const { plainNumbersIn } = await import('../src/i18n/plainNumbers.ts');
    const messages = { km: parse('{km} كم مشمولة في اليوم'), trips: parse('{count, plural, two {أُجّرت مرتين} other {أُجّرت # مرة}}') };
    const intl = plainNumbersIn(createIntl({ locale: 'ar-u-nu-arab', messages: messages as never }), 'arab');
    expect(intl.formatMessage({ id: 'km' as never }, { km: 400 })).toBe('٤٠٠ كم مشمولة في اليوم');
    expect(intl.formatMessage({ id: 'trips' as never }, { count: 2 })).toBe('أُجّرت مرتين');
    expect(intl.formatMessage({ id: 'trips' as never }, { count: 12 })).toBe('أُجّرت ١٢ مرة');
  });
});
