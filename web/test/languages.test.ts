import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../src/i18n/catalogs.ts';
import { loadContentCatalog } from '../src/i18n/contentCatalogs.ts';
import { DEFAULT_LANGUAGE, languageEntry, languageName, LANGUAGES } from '../src/i18n/languages.ts';
import { catalogOf } from '../src/i18n/loadOnce.ts';

// The one language list (server/src/shared/languages.ts) and the catalogs found by file name:
// adding a language is its catalogs plus one entry (issue 27 point 1), so the two must agree.
const MESSAGES = path.resolve(import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/messages');
const rootCatalogs = readdirSync(MESSAGES)
  .filter((name) => /^[a-z]{2,3}\.json$/.test(name))
  .map((name) => name.slice(0, -'.json'.length));

describe('the interface languages', () => {
  it('are exactly the languages with catalogs, English first and the default', () => {
    expect([...LANGUAGES].sort()).toEqual([...rootCatalogs].sort());
    expect(LANGUAGES[0]).toBe('en');
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('each is named in itself and says its direction and week', () => {
    expect(LANGUAGES.map(languageName)).toEqual(['English', 'Français', 'Español', 'کوردی', 'العربية']);
    expect(LANGUAGES.map((code) => languageEntry(code)?.direction)).toEqual(['ltr', 'ltr', 'ltr', 'rtl', 'rtl']);
    expect(languageEntry('ar')?.weekStart).toBe(6);
    expect(languageEntry('de')).toBeUndefined();
    expect(languageEntry('toString')).toBeUndefined();
  });

  it('find each language’s catalog by its file name, in every area', async () => {
    for (const language of LANGUAGES) {
      const app = await loadCatalog(language);
      expect(app['app.name'], language).toBeTruthy();
      const faq = await loadContentCatalog('faq', language);
      expect(Object.keys(faq).length, language).toBeGreaterThan(0);
    }
  });

  it('refuses a language without a file rather than loading another', async () => {
    const files = { './messages/x/en.json': async () => ({ hello: 'Hello' }), './messages/x/fr.json': async () => ({ hello: 'Bonjour' }) };
    await expect(catalogOf(files, 'fr')).resolves.toEqual({ hello: 'Bonjour' });
    await expect(catalogOf(files, 'r')).rejects.toThrow(/No catalog r\.json/);
  });
});
