import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadPlacesCatalog } from '../src/i18n/placesCatalogs.ts';
import appEn from '../src/i18n/messages/en.json';
import en from '../src/i18n/messages/places/en.json';
import es from '../src/i18n/messages/places/es.json';
import fr from '../src/i18n/messages/places/fr.json';
import checkoutEn from '../src/i18n/messages/checkout/en.json';
import homeEn from '../src/i18n/messages/home/en.json';
import bookingsEn from '../src/i18n/messages/bookings/en.json';

// The /locations and /suppliers pages' catalogs, held to the same rules as the app's (catalogs.test.ts), read as
// raw JSON so a missing key cannot hide behind the types.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };
const englishKeys = Object.keys(en).sort();
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
// Rightly the same as in English.
const SAME_AS_ENGLISH: Record<'fr' | 'es', string[]> = { fr: ['places.pagination.label', 'places.pagination.page'], es: [] };

describe('places message catalogs', () => {
  it.each(['fr', 'es'] as const)('%s has exactly the English keys', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(englishKeys);
  });

  it('shares no key with the app, home, checkout or bookings catalogs', () => {
    expect(englishKeys.filter((key) => key in appEn || key in homeEn || key in checkoutEn || key in bookingsEn)).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s is translated, not an English copy', (language) => {
    expect(englishKeys.filter((key) => catalogs[language][key] === catalogs.en[key] && !SAME_AS_ENGLISH[language].includes(key))).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s uses the same placeholders as English', (language) => {
    for (const key of englishKeys) expect(placeholders(catalogs[language][key]), `${language} ${key}`).toEqual(placeholders(catalogs.en[key]));
  });

  it.each(['en', 'fr', 'es'] as const)('every %s message is valid ICU and formats', (language) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: language, messages: catalogs[language], onError: (error) => errors.push(error) });
    const values = { count: 2, page: 2, pages: 3, country: 'Iraq' };
    for (const key of englishKeys) intl.formatMessage({ id: key as keyof typeof en }, values);
    expect(errors).toEqual([]);
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s places catalog on demand, complete', async (language) => {
    expect(await loadPlacesCatalog(language)).toEqual(catalogs[language]);
  });
});
