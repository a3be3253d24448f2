import dayjs from 'dayjs';
import 'dayjs/locale/ar-iq';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import ku from 'dayjs/locale/ku';
import type { Language } from '../../i18n/languages.ts';

// The pickers' calendars (Mantine dates) name months and days through dayjs. Imported only by the
// date components, which load with the parts that use them, never in the first load.
//
// Arabic: Iraq's month names (dayjs's ar-iq: كانون الثاني ...), as the one date format writes them.
// Sorani Kurdish: dayjs's `ku` is Sorani in Arabic script, but it writes every number in Eastern
// Arabic digits; the app's default is Western digits (issue 27 point 4), so `ckb` is `ku` without
// that digit rewriting.
dayjs.locale({ ...ku, name: 'ckb', preparse: undefined, postformat: undefined } as unknown as ILocale, undefined, true);

const DAYJS_LOCALE: Record<Language, string> = { en: 'en', fr: 'fr', es: 'es', ckb: 'ckb', ar: 'ar-iq' };

/** The dayjs locale of the pickers for an interface language (DatesProvider's `locale`). */
export function datesLocale(language: Language): string {
  return DAYJS_LOCALE[language];
}

/**
 * The calendars' first column: Saturday in Sorani Kurdish and Arabic, as Iraq's calendars print
 * the week (Friday and Saturday being the weekend); Monday otherwise, as before.
 */
export function firstDayOfWeek(language: Language): 0 | 1 | 6 {
  return language === 'ckb' || language === 'ar' ? 6 : 1;
}
