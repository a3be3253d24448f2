import dayjs from 'dayjs';
import 'dayjs/locale/ar-iq';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import ku from 'dayjs/locale/ku';
import { languageEntry, type Language } from '../../i18n/languages.ts';

// The pickers' calendars (Mantine dates) name months and days through dayjs. Imported only by the
// date components, which load with the parts that use them, never in the first load.
//
// Arabic: Iraq's month names (dayjs's ar-iq: كانون الثاني ...), as the one date format writes them.
// Sorani Kurdish: dayjs's `ku` is Sorani in Arabic script, but it writes every number in Eastern
// Arabic digits; the app's default is Western digits (issue 27 point 4), so `ckb` is `ku` without
// that digit rewriting.
dayjs.locale({ ...ku, name: 'ckb', preparse: undefined, postformat: undefined } as unknown as ILocale, undefined, true);

/** Where dayjs's name for a language's data differs from the language's code. */
const DAYJS_NAME: Readonly<Partial<Record<string, string>>> = { ar: 'ar-iq' };

/**
 * The dayjs locale of the pickers for an interface language (DatesProvider's `locale`). A
 * language dayjs has no data loaded for (one added later with only its catalogs and its list
 * entry) gets a locale made from the browser's own locale data (Intl), with its list entry's
 * week, rather than English month names; importing dayjs's file above refines it.
 */
export function datesLocale(language: Language): string {
  const name = DAYJS_NAME[language] ?? language;
  if (!dayjs.Ls[name]) dayjs.locale(intlLocale(language), undefined, true);
  return name;
}

function intlLocale(language: Language): ILocale {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(`${language}-u-nu-latn`, { ...options, timeZone: 'UTC' });
  const month = (style: 'long' | 'short') => Array.from({ length: 12 }, (_, i) => format({ month: style }).format(Date.UTC(2023, i, 15)));
  // 1 January 2023 was a Sunday: dayjs counts the week from Sunday.
  const weekday = (style: 'long' | 'short' | 'narrow') => Array.from({ length: 7 }, (_, i) => format({ weekday: style }).format(Date.UTC(2023, 0, 1 + i)));
  return {
    name: language,
    months: month('long'),
    monthsShort: month('short'),
    weekdays: weekday('long'),
    weekdaysShort: weekday('short'),
    weekdaysMin: weekday('short'),
    weekStart: firstDayOfWeek(language),
    formats: { LT: 'HH:mm', LTS: 'HH:mm:ss', L: 'DD/MM/YYYY', LL: 'D MMMM YYYY', LLL: 'D MMMM YYYY HH:mm', LLLL: 'dddd D MMMM YYYY HH:mm' },
    ordinal: (n: number) => String(n),
  } as unknown as ILocale;
}

/**
 * The calendars' first column, from the language's entry (shared/languages.ts): Saturday in Sorani
 * Kurdish and Arabic, as Iraq's calendars print the week (Friday and Saturday being the weekend);
 * Monday otherwise.
 */
export function firstDayOfWeek(language: Language): 0 | 1 | 6 {
  return languageEntry(language)?.weekStart ?? 1;
}
