import { describe, expect, it } from 'vitest';
import { loadSearchCatalog } from '../src/i18n/searchCatalogs.ts';
import en from '../src/i18n/messages/search/en.json';
import es from '../src/i18n/messages/search/es.json';
import fr from '../src/i18n/messages/search/fr.json';

// The search results page's catalogs (cards, filters, sort, paging). The rules every catalog keeps (keys, ICU, placeholders, translation,
// no shared key) are in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };

describe('search results message catalogs', () => {
  it.each(['en', 'fr', 'es'] as const)('the app loads the %s search catalog on demand, complete', async (language) => {
    expect(await loadSearchCatalog(language)).toEqual(catalogs[language]);
  });
});
