import { useMemo } from 'react';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { dateFormats, type DateFormats } from '../lib/dates.ts';
import { useSettings } from './useSettings.ts';

/**
 * The one date format (lib/dates.ts) in the interface language and the business time zone of
 * the server's settings. Until the settings arrive (cached for the visit, so rarely) instants
 * read as nothing rather than in the device's zone: a time shown once must not change.
 */
export function useDates(): DateFormats {
  // The locale: the language with the reader's digits (Eastern Arabic ones if chosen, ckb and ar).
  const { locale: language } = useLanguage();
  const { settings } = useSettings();
  const timeZone = settings?.timeZone;
  return useMemo(() => {
    if (timeZone) return dateFormats(language, timeZone);
    const zoned = dateFormats(language, 'UTC');
    return { dateTime: () => '', day: () => '', time: () => '', calendarDate: zoned.calendarDate };
  }, [language, timeZone]);
}
