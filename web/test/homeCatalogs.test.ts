import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadHomeCatalog } from '../src/i18n/catalogs.ts';
import appEn from '../src/i18n/messages/en.json';
import en from '../src/i18n/messages/home/en.json';
import es from '../src/i18n/messages/home/es.json';
import fr from '../src/i18n/messages/home/fr.json';

// The home sections' catalogs (docs/decisions/007), held to the same rules as the app's
// (catalogs.test.ts), read as raw JSON so a missing key cannot hide behind the types.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, unknown>> = { en, fr, es };
const englishKeys = Object.keys(en).sort();
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('home sections message catalogs', () => {
  it.each(['fr', 'es'] as const)('%s has exactly the English keys', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(englishKeys);
  });

  it('shares no key with the app catalog, which it is merged over', () => {
    expect(englishKeys.filter((key) => key in appEn)).toEqual([]);
  });

  it.each(['en', 'fr', 'es'] as const)('%s has no empty or non-string value', (language) => {
    for (const [key, value] of Object.entries(catalogs[language])) {
      expect(typeof value === 'string' && value.trim() !== '', `${language} ${key}`).toBe(true);
    }
  });

  it.each(['fr', 'es'] as const)('%s is translated, not an English copy', (language) => {
    expect(englishKeys.filter((key) => catalogs[language][key] === catalogs.en[key])).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s uses the same placeholders as English', (language) => {
    for (const key of englishKeys) {
      expect(placeholders(catalogs[language][key] as string), `${language} ${key}`).toEqual(
        placeholders(catalogs.en[key] as string),
      );
    }
  });

  it.each(['en', 'fr', 'es'] as const)('every %s message is valid ICU and formats', (language) => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale: language,
      messages: catalogs[language] as Record<string, string>,
      onError: (error) => errors.push(error),
    });
    for (const key of englishKeys) intl.formatMessage({ id: key as keyof typeof en }, { name: 'Erbil Citadel' });
    expect(errors).toEqual([]);
  });

  it('carries the spec wording for the marketing claims', () => {
    expect(en['home.why.roadside.title']).toBe('24-hour roadside assistance');
    expect(en['home.why.noHiddenCharges.title']).toBe('No hidden charges');
    expect(en['home.why.mileage.title']).toBe('Unlimited mileage where noted');
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s home catalog on demand, complete', async (language) => {
    expect(await loadHomeCatalog(language)).toEqual(catalogs[language]);
  });
});
