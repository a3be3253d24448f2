import { describe, expect, it } from 'vitest';
import { CONTENT_SECTIONS, loadContentCatalog, type ContentSection } from '../src/i18n/contentCatalogs.ts';
import { contentBlocks } from '../src/routes/info/ContentBlocks.tsx';

// The content pages' catalogs, read as raw JSON (import.meta.glob: every section folder, so a
// new page's catalog is checked without touching this file). The rules every catalog keeps
// (keys, ICU, placeholders and tags, translation, no shared key) are in allCatalogs.test.ts.
const files = import.meta.glob<Record<string, string>>('../src/i18n/messages/{tos,privacy,faq,about,blog}/*.json', { eager: true, import: 'default' });
function raw(section: ContentSection, language: 'en' | 'fr' | 'es'): Record<string, string> {
  const catalog = files[`../src/i18n/messages/${section}/${language}.json`];
  if (!catalog) throw new Error(`no ${section}/${language}.json`);
  return catalog;
}

describe.each(CONTENT_SECTIONS)('%s content catalog', (section) => {
  const en = raw(section, 'en');
  const englishKeys = Object.keys(en);

  it.each(['fr', 'es'] as const)('%s has the English keys in the English order (the page structure)', (language) => {
    expect(Object.keys(raw(section, language))).toEqual(englishKeys);
  });

  it('has blocks', () => {
    expect(contentBlocks(englishKeys, section).length + englishKeys.filter((key) => key.endsWith('.q')).length).toBeGreaterThan(3);
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s catalog on demand, complete', async (language) => {
    expect(await loadContentCatalog(section, language)).toEqual(raw(section, language));
  });
});
