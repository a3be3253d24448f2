import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECTIONS, loadContentCatalog, type ContentSection } from '../src/i18n/contentCatalogs.ts';
import { contentBlocks } from '../src/routes/info/ContentBlocks.tsx';
import accountEn from '../src/i18n/messages/account/en.json';
import bookingsEn from '../src/i18n/messages/bookings/en.json';
import checkoutEn from '../src/i18n/messages/checkout/en.json';
import appEn from '../src/i18n/messages/en.json';
import homeEn from '../src/i18n/messages/home/en.json';

// The content pages' catalogs, read as raw JSON (import.meta.glob: every section folder, so a
// new page's catalog is checked without touching this file).
const files = import.meta.glob<Record<string, string>>('../src/i18n/messages/{tos,privacy,faq,about,blog}/*.json', { eager: true, import: 'default' });
function raw(section: ContentSection, language: 'en' | 'fr' | 'es'): Record<string, string> {
  const catalog = files[`../src/i18n/messages/${section}/${language}.json`];
  if (!catalog) throw new Error(`no ${section}/${language}.json`);
  return catalog;
}

// Rightly the same as in English (numbers and words the languages share).
const SAME_AS_ENGLISH: Record<'fr' | 'es', string[]> = {
  fr: ['tos.contact.h'],
  es: [],
};
// Placeholders and rich-text tags (`{name}`, `<tag>`), which must be the same in every language.
const slots = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();
const tags = { search: String, faq: String, contact: String, tos: String, privacy: String, about: String, settings: String, bookings: String, signUp: String };

describe.each(CONTENT_SECTIONS)('%s content catalog', (section) => {
  const en = raw(section, 'en');
  const englishKeys = Object.keys(en);

  it.each(['fr', 'es'] as const)('%s has the English keys in the English order (the page structure)', (language) => {
    expect(Object.keys(raw(section, language))).toEqual(englishKeys);
  });

  it('shares no key with the other catalogs, and has blocks', () => {
    expect(englishKeys.filter((key) => key in appEn || key in homeEn || key in checkoutEn || key in bookingsEn || key in accountEn)).toEqual([]);
    expect(contentBlocks(englishKeys, section).length + englishKeys.filter((key) => key.endsWith('.q')).length).toBeGreaterThan(3);
  });

  it.each(['fr', 'es'] as const)('%s is translated, not an English copy', (language) => {
    const catalog = raw(section, language);
    expect(englishKeys.filter((key) => catalog[key] === en[key] && !SAME_AS_ENGLISH[language].includes(key))).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s uses the same placeholders and links as English', (language) => {
    const catalog = raw(section, language);
    for (const key of englishKeys) expect(slots(catalog[key] ?? ''), `${language} ${key}`).toEqual(slots(en[key] ?? ''));
  });

  it.each(['en', 'fr', 'es'] as const)('every %s message is valid ICU and formats', (language) => {
    const errors: unknown[] = [];
    const catalog = raw(section, language);
    const intl = createIntl({ locale: language, messages: catalog, onError: (error) => errors.push(error) });
    for (const key of englishKeys) intl.formatMessage({ id: key as never }, tags);
    expect(errors).toEqual([]);
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s catalog on demand, complete', async (language) => {
    expect(await loadContentCatalog(section, language)).toEqual(raw(section, language));
  });
});
