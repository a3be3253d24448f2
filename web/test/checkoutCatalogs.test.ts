import { describe, expect, it } from 'vitest';
import { loadCheckoutCatalog } from '../src/i18n/routeCatalogs.ts';
import en from '../src/i18n/messages/checkout/en.json';
import es from '../src/i18n/messages/checkout/es.json';
import fr from '../src/i18n/messages/checkout/fr.json';

// The checkout's catalogs. The rules every catalog keeps (keys, ICU, placeholders, translation,
// no shared key) are in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };

describe('checkout message catalogs', () => {
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
