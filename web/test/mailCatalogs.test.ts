import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMailCatalog, type MailSection } from '../src/i18n/mailCatalogs.ts';
import appEn from '../src/i18n/messages/en.json';

// The contact and newsletter catalogs (i18n/mailCatalogs.ts), read as raw JSON.
const files = import.meta.glob<Record<string, string>>('../src/i18n/messages/{contact,newsletter}/*.json', { eager: true, import: 'default' });
const raw = (section: MailSection, language: 'en' | 'fr' | 'es') => files[`../src/i18n/messages/${section}/${language}.json`]!;

// Rightly the same as in English.
const SAME_AS_ENGLISH: Record<'fr' | 'es', string[]> = { fr: ['contact.message'], es: [] };
const slots = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

describe.each(['contact', 'newsletter'] as const)('%s catalog', (section) => {
  const en = raw(section, 'en');
  const keys = Object.keys(en);

  it.each(['fr', 'es'] as const)('%s has exactly the English keys, translated, with the same placeholders', (language) => {
    const catalog = raw(section, language);
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
    expect(keys.filter((key) => catalog[key] === en[key] && !SAME_AS_ENGLISH[language].includes(key))).toEqual([]);
    for (const key of keys) expect(slots(catalog[key]), `${language} ${key}`).toEqual(slots(en[key]));
  });

  it('shares no key with the app catalog (it would replace it)', () => {
    expect(keys.filter((key) => key in appEn)).toEqual([]);
  });

  it.each(['en', 'fr', 'es'] as const)('every %s message is valid ICU and the app loads it', async (language) => {
    const errors: unknown[] = [];
    const catalog = raw(section, language);
    const intl = createIntl({ locale: language, messages: catalog, onError: (error) => errors.push(error) });
    for (const key of keys) intl.formatMessage({ id: key as never }, { email: 'a@b.c', count: 1, max: 2, faq: String });
    expect(errors).toEqual([]);
    expect(await loadMailCatalog(section, language)).toEqual(catalog);
  });
});

it('the newsletter answers read as the spec says', () => {
  expect(raw('newsletter', 'en')['newsletter.success']).toBe('Subscription successful!');
  expect(raw('contact', 'en')['contact.sent']).toBe('Message sent');
});
