import { describe, expect, it } from 'vitest';
import { loadHomeCatalog } from '../src/i18n/catalogs.ts';
import en from '../src/i18n/messages/home/en.json';
import es from '../src/i18n/messages/home/es.json';
import fr from '../src/i18n/messages/home/fr.json';

// The home sections' catalogs (docs/decisions/007). The rules every catalog keeps (keys, ICU,
// placeholders, translation, no shared key) are in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, unknown>> = { en, fr, es };

describe('home sections message catalogs', () => {
  it('carries the spec wording for the marketing claims', () => {
    expect(en['home.why.roadside.title']).toBe('24-hour roadside assistance');
    expect(en['home.why.noHiddenCharges.title']).toBe('No hidden charges');
    expect(en['home.why.mileage.title']).toBe('Unlimited mileage where noted');
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s home catalog on demand, complete', async (language) => {
    expect(await loadHomeCatalog(language)).toEqual(catalogs[language]);
  });
});
