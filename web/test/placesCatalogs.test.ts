import { describe, expect, it } from 'vitest';
import { loadPlacesCatalog } from '../src/i18n/placesCatalogs.ts';
import en from '../src/i18n/messages/places/en.json';
import es from '../src/i18n/messages/places/es.json';
import fr from '../src/i18n/messages/places/fr.json';

// The /locations and /suppliers pages' catalogs. The rules every catalog keeps (keys, ICU,
// placeholders, translation, no shared key) are in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };

describe('places message catalogs', () => {
  it.each(['en', 'fr', 'es'] as const)('the app loads the %s places catalog on demand, complete', async (language) => {
    expect(await loadPlacesCatalog(language)).toEqual(catalogs[language]);
  });
});
