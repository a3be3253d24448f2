import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCheckoutCatalog } from '../src/i18n/catalogs.ts';
import appEn from '../src/i18n/messages/en.json';
import en from '../src/i18n/messages/checkout/en.json';
import es from '../src/i18n/messages/checkout/es.json';
import fr from '../src/i18n/messages/checkout/fr.json';
import homeEn from '../src/i18n/messages/home/en.json';

// The checkout's catalogs, held to the same rules as the app's (catalogs.test.ts), read as raw
// JSON so a missing key cannot hide behind the types.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };
const englishKeys = Object.keys(en).sort();
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
// Rightly the same as in English.
const SAME_AS_ENGLISH: Record<'fr' | 'es', string[]> = { fr: ['checkout.details.total'], es: ['checkout.details.total', 'testPayment.expiryPlaceholder'] };

describe('checkout message catalogs', () => {
  it.each(['fr', 'es'] as const)('%s has exactly the English keys', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(englishKeys);
  });

  it('shares no key with the app or home catalogs, which it is merged with', () => {
    expect(englishKeys.filter((key) => key in appEn || key in homeEn)).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s is translated, not an English copy', (language) => {
    expect(englishKeys.filter((key) => catalogs[language][key] === catalogs.en[key] && !SAME_AS_ENGLISH[language].includes(key))).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s uses the same placeholders as English', (language) => {
    for (const key of englishKeys) expect(placeholders(catalogs[language][key]), `${language} ${key}`).toEqual(placeholders(catalogs.en[key]));
  });

  it.each(['en', 'fr', 'es'] as const)('every %s message is valid ICU and formats', (language) => {
    const errors: unknown[] = [];
    const intl = createIntl({ locale: language, messages: catalogs[language], onError: (error) => errors.push(error) });
    const values = { amount: '$10', zone: 'Asia/Baghdad', offset: 'UTC+3', count: 2, size: 3, price: '$10', name: 'a.png', deposit: '$250', currency: 'USD', time: '29:59', age: 21, link: (chunks: string[]) => chunks.join('') };
    for (const key of englishKeys) intl.formatMessage({ id: key as keyof typeof en }, values);
    expect(errors).toEqual([]);
  });

  it("carries the spec's words", () => {
    expect(en['checkout.error.IMAGE_REQUIRED']).toBe('Please add an image.');
    expect(en['checkout.error.CONFLICT']).toBe('This car is no longer available for these dates');
    expect(en['card.invalidNumber']).toBe('Invalid card number');
    expect(en['card.invalidExpiry']).toBe('Invalid expiry date');
    expect(en['card.invalidCvc']).toBe('Invalid Card Validation Code');
    expect(en['checkoutSession.paid']).toBe('Your payment was successfully done. We sent you a confirmation email.');
    expect(en['checkoutSession.booked']).toBe('Your booking was successfully done. We sent you a confirmation email.');
    expect(en['checkoutSession.failed']).toBe('Payment failed.');
    expect(en['checkoutSession.error']).toBe('Something went wrong! Try again later');
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s checkout catalog on demand, complete', async (language) => {
    expect(await loadCheckoutCatalog(language)).toEqual(catalogs[language]);
  });
});
