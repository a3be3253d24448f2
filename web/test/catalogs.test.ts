import { createIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages.ts';
import { loadCatalog, type MessageId } from '../src/i18n/catalogs.ts';
import en from '../src/i18n/messages/en.json';
import es from '../src/i18n/messages/es.json';
import fr from '../src/i18n/messages/fr.json';

// The raw JSON files (not src/i18n/catalogs.ts, whose types would hide a missing key).
const catalogs: Record<'en' | 'fr' | 'es', Record<string, unknown>> = { en, fr, es };
const englishKeys = Object.keys(catalogs.en).sort();

// Values that are rightly the same in English: the brand, trade names, and words a language
// shares with English.
const TRADE_NAMES = ['range.scooter', 'multimedia.bluetooth', 'multimedia.androidAuto', 'multimedia.appleCarPlay'];
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: ['app.name', 'app.documentTitle', 'page.notifications.title', 'fuelType.diesel', 'search.minutes', ...TRADE_NAMES],
  // common.labelValue: only punctuation between two placeholders, as in English.
  es: ['app.name', 'app.documentTitle', 'filters.multimedia', 'gearbox.manual', 'common.labelValue', ...TRADE_NAMES],
};

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('message catalogs', () => {
  it.each(['fr', 'es'] as const)('%s has exactly the English keys', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(englishKeys);
  });

  it.each(['en', 'fr', 'es'] as const)('%s has no empty or non-string value', (language) => {
    for (const [key, value] of Object.entries(catalogs[language])) {
      expect(typeof value === 'string' && value.trim() !== '', `${language} ${key}`).toBe(true);
    }
  });

  it.each(['fr', 'es'] as const)('%s is translated, not an English copy', (language) => {
    const copies = englishKeys.filter(
      (key) => catalogs[language][key] === catalogs.en[key] && !SAME_AS_ENGLISH[language].includes(key),
    );
    expect(copies).toEqual([]);
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
    const intl: IntlShape = createIntl({
      locale: language,
      messages: catalogs[language] as Record<string, string>,
      onError: (error) => errors.push(error),
    });
    // A value for every placeholder and rich-text tag the catalogs use.
    const values = { page: 'X', code: 'JPY', currency: 'EUR', minutes: 3, days: 365, offset: 'UTC+3', opening: '08:00', closing: '20:00', email: 'x@example.com', name: 'Dilan', count: 2, amount: '$250', rating: 4, km: 200, label: 'Deposit', value: '$500', link: (chunks: string[]) => chunks.join('') };
    for (const key of englishKeys) intl.formatMessage({ id: key as MessageId }, values);
    expect(errors).toEqual([]);
  });

  it('carries the spec wording for the generic error and the not-found page', () => {
    expect(catalogs.en['error.unhandled']).toBe('An unhandled error occurred.');
    expect(catalogs.en['notFound.title']).toBe('Nothing to see here!');
  });

  it('has every server message code, in English word for word as the server sends it', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(catalogs.en[`error.${code}`], code).toBe(text);
    }
  });

  it.each([
    ['success.activationEmailSent', 'Activation email sent.'],
    ['success.validationEmailSent', 'Validation email sent.'],
    ['success.passwordChanged', 'Password changed successfully.'],
    ['success.passwordResetEmailSent', 'Password reset email sent.'],
  ])('carries the spec wording for %s', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
  });

  it.each(['fr', 'es'] as const)('the app loads the %s catalog on demand, complete', async (language) => {
    expect(await loadCatalog(language)).toEqual(catalogs[language]);
  });
});
