import { describe, expect, it } from 'vitest';
import { loadCarCatalog } from '../src/i18n/carCatalogs.ts';
import en from '../src/i18n/messages/car/en.json';
import es from '../src/i18n/messages/car/es.json';
import fr from '../src/i18n/messages/car/fr.json';

// The car page's catalogs. The rules every catalog keeps (keys, ICU, placeholders, translation,
// no shared key) are in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };

describe('car page message catalogs', () => {
  it.each(['en', 'fr', 'es'] as const)('the app loads the %s car catalog on demand, complete', async (language) => {
    expect(await loadCarCatalog(language)).toEqual(catalogs[language]);
  });
});
