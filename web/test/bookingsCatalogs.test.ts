import { describe, expect, it } from 'vitest';
import { loadBookingsCatalog } from '../src/i18n/routeCatalogs.ts';
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

  // WCAG 2.5.3 (label in name, issue 24 point 7): a row's action button shows one word and is
  // named for the car; its name starts with the word a speech user reads on it.
  it.each(['en', 'fr', 'es'] as const)('%s: each row action is named by its visible word first', (language) => {
    for (const action of ['view', 'edit', 'cancel', 'delete']) {
      const visible = catalogs[language][`bookings.action.${action}`];
      expect(catalogs[language][`bookings.action.${action}Label`].startsWith(`${visible} `), `${action}: ${visible}`).toBe(true);
    }
  });

  it.each(['en', 'fr', 'es'] as const)('the app loads the %s bookings catalog on demand, complete', async (language) => {
    expect(await loadBookingsCatalog(language)).toEqual(catalogs[language]);
  });
});
