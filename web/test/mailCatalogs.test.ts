import { describe, expect, it } from 'vitest';
import { loadMailCatalog, type MailSection } from '../src/i18n/mailCatalogs.ts';

// The contact and newsletter catalogs (i18n/mailCatalogs.ts), read as raw JSON. The rules every
// catalog keeps (keys, ICU, placeholders and tags, translation, no shared key) are in
// allCatalogs.test.ts.
const files = import.meta.glob<Record<string, string>>('../src/i18n/messages/{contact,newsletter}/*.json', { eager: true, import: 'default' });
const raw = (section: MailSection, language: 'en' | 'fr' | 'es') => files[`../src/i18n/messages/${section}/${language}.json`]!;

describe.each(['contact', 'newsletter'] as const)('%s catalog', (section) => {
  it.each(['en', 'fr', 'es'] as const)('the app loads the %s catalog, complete', async (language) => {
    expect(await loadMailCatalog(section, language)).toEqual(raw(section, language));
  });
});

it('the newsletter answers read as the spec says', () => {
  expect(raw('newsletter', 'en')['newsletter.success']).toBe('Subscription successful!');
  expect(raw('contact', 'en')['contact.sent']).toBe('Message sent');
});
