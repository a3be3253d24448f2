import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadAccountCatalog } from '../src/i18n/catalogs.ts';
import en from '../src/i18n/messages/account/en.json';
import es from '../src/i18n/messages/account/es.json';
import fr from '../src/i18n/messages/account/fr.json';
import checkoutEn from '../src/i18n/messages/checkout/en.json';
import appEn from '../src/i18n/messages/en.json';
import homeEn from '../src/i18n/messages/home/en.json';

// The account pages' catalogs (notifications, settings, e-mail confirmation), held to the same
// rules as the app's, read as raw JSON so a missing key cannot hide behind the types.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };
const englishKeys = Object.keys(en).sort();
// An argument is `{name}` or `{name, plural, ...}`: plural branches (`{this notification}`) are not.
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\s*[},]/g)].map((match) => match[1]).sort();

describe('account message catalogs', () => {
  it.each(['fr', 'es'] as const)('%s has exactly the English keys', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(englishKeys);
  });

  it('shares no key with the catalogs it is merged with or beside', () => {
    expect(englishKeys.filter((key) => key in appEn || key in homeEn || key in checkoutEn)).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s is translated, not an English copy', (language) => {
    expect(englishKeys.filter((key) => catalogs[language][key] === catalogs.en[key])).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s uses the same placeholders as English', (language) => {
    for (const key of englishKeys) expect(placeholders(catalogs[language][key]), `${language} ${key}`).toEqual(placeholders(catalogs.en[key]));
  });

  it.each(['en', 'fr', 'es'] as const)('every %s message is valid ICU and formats', (language) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: language, messages: catalogs[language], onError: (error) => errors.push(error) });
    const values = { count: 2, message: 'm', shown: 1, total: 2, selected: 0, name: 'a.png', date: '01/02/2026', email: 'a@b.c' };
    for (const key of englishKeys) intl.formatMessage({ id: key as keyof typeof en }, values);
    expect(errors).toEqual([]);
  });

  it("carries the spec's words", () => {
    expect(en['settings.updated']).toBe('Settings updated successfully.');
    expect(en['settings.network.title']).toBe('Network settings');
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s account catalog on demand, complete', async (language) => {
    expect(await loadAccountCatalog(language)).toEqual(catalogs[language]);
  });
});
