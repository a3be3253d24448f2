import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadShellCatalog } from '../src/i18n/shellCatalogs.ts';
import appEn from '../src/i18n/messages/en.json';
import homeEn from '../src/i18n/messages/home/en.json';
import en from '../src/i18n/messages/shell/en.json';
import es from '../src/i18n/messages/shell/es.json';
import fr from '../src/i18n/messages/shell/fr.json';

// The footer's and consent banner's catalogs (issue 14), held to the home catalogs' rules
// (homeCatalogs.test.ts), read as raw JSON so a missing key cannot hide behind the types.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, unknown>> = { en, fr, es };
const englishKeys = Object.keys(en).sort();
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
// Rightly the same in every language.
const SAME_AS_ENGLISH = ['footer.blog'];

describe('shell (footer, consent banner) message catalogs', () => {
  it.each(['fr', 'es'] as const)('%s has exactly the English keys', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(englishKeys);
  });

  it('shares no key with the app or home catalogs (it is merged over the app one)', () => {
    expect(englishKeys.filter((key) => key in appEn || key in homeEn)).toEqual([]);
  });

  it.each(['en', 'fr', 'es'] as const)('%s has no empty or non-string value', (language) => {
    for (const [key, value] of Object.entries(catalogs[language])) {
      expect(typeof value === 'string' && value.trim() !== '', `${language} ${key}`).toBe(true);
    }
  });

  it.each(['fr', 'es'] as const)('%s is translated, not an English copy', (language) => {
    expect(englishKeys.filter((key) => catalogs[language][key] === catalogs.en[key] && !SAME_AS_ENGLISH.includes(key))).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s uses the same placeholders as English', (language) => {
    for (const key of englishKeys) {
      expect(placeholders(catalogs[language][key] as string), `${language} ${key}`).toEqual(placeholders(catalogs.en[key] as string));
    }
  });

  it.each(['en', 'fr', 'es'] as const)('every %s message is valid ICU and formats', (language) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: language, messages: catalogs[language] as Record<string, string>, onError: (error) => errors.push(error) });
    for (const key of englishKeys) intl.formatMessage({ id: key as keyof typeof en }, { phone: '+964', email: 'a@b.c', year: 2026 });
    expect(errors).toEqual([]);
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s shell catalog on demand, complete', async (language) => {
    expect(await loadShellCatalog(language)).toEqual(catalogs[language]);
  });
});
