import { isLanguage, type Language } from './i18n/languages.ts';
import { browserTimeZone, SET_LANGUAGE_FROM_LOCATION } from './i18n/locationLanguage.ts';
import { resolveLanguage } from './i18n/resolveLanguage.ts';
import { resolveCurrency, type Currency } from './lib/currency.ts';
import { readStorage, writeStorage } from './lib/storage.ts';

export interface StartupPreferences {
  language: Language;
  currency: Currency;
}

/**
 * The language and currency the app starts with (spec §2), from the page's query string and
 * localStorage. The `l` parameter is read here only, once; later choices come from the header.
 */
export function readStartupPreferences(
  search: string,
  { fromLocation = SET_LANGUAGE_FROM_LOCATION }: { fromLocation?: boolean } = {},
): StartupPreferences {
  const urlLanguage = new URLSearchParams(search).get('l');
  const language = resolveLanguage({
    urlLanguage,
    storedUser: readStorage('user'),
    storedLanguage: readStorage('language'),
    fromLocation,
    // Read only when the option is on: nothing else needs the visitor's zone.
    timeZone: fromLocation ? browserTimeZone() : null,
  });

  // A supported `l` won: remember it, so that after following a link in French the site stays
  // in French on the next visit. For a signed-in user whose account language differs, the
  // account is updated once the session is validated (auth/SessionSync.tsx, spec §2).
  if (isLanguage(urlLanguage?.trim().toLowerCase())) writeStorage('language', language);

  return { language, currency: resolveCurrency(readStorage('currency')) };
}
