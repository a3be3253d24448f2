import { describe, expect, it } from 'vitest';
import { loadBookingsCatalog } from '../src/i18n/catalogs.ts';
import en from '../src/i18n/messages/bookings/en.json';
import es from '../src/i18n/messages/bookings/es.json';
import fr from '../src/i18n/messages/bookings/fr.json';

// The bookings pages' catalogs. The rules every catalog keeps (keys, ICU, placeholders,
// translation, no shared key) are in allCatalogs.test.ts.
const catalogs: Record<'en' | 'fr' | 'es', Record<string, string>> = { en, fr, es };

describe('bookings message catalogs', () => {
  it("carries the product's words", () => {
    expect(en['bookings.cancelRequestSent']).toBe('Your cancellation request has been sent. We will contact you to finalise it.');
    expect(en['booking.edit.success']).toBe('Changes made successfully.');
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s bookings catalog on demand, complete', async (language) => {
    expect(await loadBookingsCatalog(language)).toEqual(catalogs[language]);
  });
});
