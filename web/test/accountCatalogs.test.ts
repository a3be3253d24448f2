import { describe, expect, it } from 'vitest';
import { loadAccountCatalog } from '../src/i18n/routeCatalogs.ts';
import en from '../src/i18n/messages/account/en.json';
import es from '../src/i18n/messages/account/es.json';
import fr from '../src/i18n/messages/account/fr.json';

// The account pages' catalogs (notifications, settings, e-mail confirmation). The rules every
// catalog keeps (keys, ICU, placeholders, translation, no shared key) are in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };

describe('account message catalogs', () => {
  it("carries the spec's words", () => {
    expect(en['settings.updated']).toBe('Settings updated successfully.');
    expect(en['settings.network.title']).toBe('Network settings');
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s account catalog on demand, complete', async (language) => {
    expect(await loadAccountCatalog(language)).toEqual(catalogs[language]);
  });
});
