import { describe, expect, it } from 'vitest';
import { loadShellCatalog } from '../src/i18n/shellCatalogs.ts';
import en from '../src/i18n/messages/shell/en.json';
import es from '../src/i18n/messages/shell/es.json';
import fr from '../src/i18n/messages/shell/fr.json';

// The footer's and consent banner's catalogs (issue 14). The rules every catalog keeps (keys,
// ICU, placeholders, translation, no shared key) are in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, unknown>> = { en, fr, es };

describe('shell (footer, consent banner) message catalogs', () => {
  it.each(['en', 'fr', 'es'] as const)('the app loads the %s shell catalog on demand, complete', async (language) => {
    expect(await loadShellCatalog(language)).toEqual(catalogs[language]);
  });
});
