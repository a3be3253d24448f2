import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/services/i18n/language.ts';
import { NOTIFICATION_CODES } from '../../src/services/notifications/notifications.ts';
import { FREE_TEXT_CODE, GENERIC_TEXTS, NOTIFICATION_TEXTS, renderNotification, renderTitle, STATUS_NAMES } from '../../src/services/notifications/render.ts';

/**
 * Notification texts are rendered when read, in the reader's language (issue 13 point 4). The
 * catalog must hold every code in en, fr and es, translated (a French or Spanish text equal to the
 * English one is a text someone forgot), and a row must read as a sentence whatever it holds.
 */

const BAGHDAD = { timeZone: 'Asia/Baghdad' };
const values = {
  reference: 'b-1234',
  car: 'Toyota Corolla',
  supplier: 'Zagros Rentals',
  driver: 'Dilan Ahmed',
  // 07:00 UTC is 10:00 in Erbil.
  from: '2026-12-01T07:00:00.000Z',
  to: '2026-12-04T07:00:00.000Z',
  paymentOption: 'payLater',
  status: 'reserved',
  refund: '120.50',
};

describe('notification catalog', () => {
  const codes = Object.values(NOTIFICATION_CODES).filter((c) => c !== FREE_TEXT_CODE);

  it('has a title and message texts in every language for every code written', () => {
    for (const code of codes) {
      const texts = (NOTIFICATION_TEXTS as Record<string, (typeof NOTIFICATION_TEXTS)[keyof typeof NOTIFICATION_TEXTS]>)[code];
      expect(texts, `${code} has no texts`).toBeDefined();
      for (const language of LANGUAGES) {
        expect(texts.title[language]?.trim(), `${code} title in ${language}`).toBeTruthy();
        expect(texts.message[language]?.length, `${code} message in ${language}`).toBeGreaterThan(0);
        // Same variants in each language, so a row reads equally complete in all of them.
        expect(texts.message[language].length, `${code}: ${language} variants`).toBe(texts.message.en.length);
      }
    }
  });

  it('translates every text: no French or Spanish text equals the English one', () => {
    const catalogs = [...Object.entries(NOTIFICATION_TEXTS), ['generic', GENERIC_TEXTS] as const];
    for (const [code, texts] of catalogs) {
      for (const language of ['fr', 'es'] as const) {
        expect(texts.title[language], `${code} title in ${language}`).not.toBe(texts.title.en);
        texts.message.en.forEach((english, i) => expect(texts.message[language][i], `${code} variant ${i} in ${language}`).not.toBe(english));
      }
    }
    for (const [status, names] of Object.entries(STATUS_NAMES)) {
      expect(names.fr, status).not.toBe(names.en);
      expect(names.es, status).not.toBe(names.en);
    }
  });

  it('uses the same placeholders in every language, and ends each list with a text that needs none', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, texts] of [...Object.entries(NOTIFICATION_TEXTS), ['generic', GENERIC_TEXTS] as const]) {
      texts.message.en.forEach((english, i) => {
        for (const language of LANGUAGES) expect(placeholders(texts.message[language][i]), `${code} variant ${i} in ${language}`).toEqual(placeholders(english));
      });
      expect(placeholders(texts.message.en.at(-1)!), `${code}: last variant`).toEqual([]);
    }
  });
});

describe('renderNotification', () => {
  it('renders a booking confirmation in the reader language, dates in Erbil time', () => {
    const row = { code: 'BOOKING_CONFIRMED', values };
    expect(renderNotification(row, { language: 'en', ...BAGHDAD })).toBe('Your booking b-1234 of Toyota Corolla from Tue 1 Dec 2026, 10:00 to Fri 4 Dec 2026, 10:00 is confirmed.');
    expect(renderNotification(row, { language: 'fr', ...BAGHDAD })).toBe('Votre réservation b-1234 de Toyota Corolla du mar. 1 déc. 2026, 10:00 au ven. 4 déc. 2026, 10:00 est confirmée.');
    expect(renderNotification(row, { language: 'es', ...BAGHDAD })).toBe('Su reserva b-1234 de Toyota Corolla del mar 1 dic 2026, 10:00 al vie 4 dic 2026, 10:00 está confirmada.');
  });

  it('formats the instant in the zone it is given (the business zone from settings)', () => {
    const row = { code: 'PICKUP_REMINDER', values: { car: 'Kia Picanto', reference: 'r', from: '2026-12-01T21:30:00Z' } };
    expect(renderNotification(row, { language: 'en', timeZone: 'Asia/Baghdad' })).toBe('Reminder: you pick up Kia Picanto on Wed 2 Dec 2026, 00:30 (booking r).');
    expect(renderNotification(row, { language: 'en', timeZone: 'UTC' })).toBe('Reminder: you pick up Kia Picanto on Tue 1 Dec 2026, 21:30 (booking r).');
  });

  it('translates the status and formats a refund as money', () => {
    expect(renderNotification({ code: 'BOOKING_STATUS_CHANGED', values }, { language: 'fr', ...BAGHDAD })).toBe(
      'Le statut de votre réservation b-1234 de Toyota Corolla est désormais\u202f: réservée.',
    );
    expect(renderNotification({ code: 'BOOKING_STATUS_CHANGED', values: { reference: 'x', status: 'cancelled' } }, { language: 'es', ...BAGHDAD })).toBe(
      'El estado de su reserva x es ahora: cancelada.',
    );
    expect(renderNotification({ code: 'CANCELLATION_FINALISED', values }, { language: 'en', ...BAGHDAD })).toBe(
      'Your booking b-1234 of Toyota Corolla is cancelled. A refund of $120.50 is on its way.',
    );
    const noRefund = { code: 'CANCELLATION_FINALISED', values: { ...values, refund: '0' } };
    expect(renderNotification(noRefund, { language: 'es', ...BAGHDAD })).toBe('Su reserva b-1234 de Toyota Corolla está cancelada.');
    const euros = { code: 'CANCELLATION_FINALISED', values: { reference: 'x', refund: 80, currency: 'eur' } };
    expect(renderNotification(euros, { language: 'fr', ...BAGHDAD })).toBe('Votre réservation x est annulée. Un remboursement de 80\u00a0€ est en cours.');
  });

  it('shows the refund a staff finalisation records (refundAmount in refundCurrency) in the one money format', () => {
    // What services/bookings/staff.ts writes when it refunds: the amount charged, in the currency charged.
    const finalised = { code: 'CANCELLATION_FINALISED', values: { reference: 'x', status: 'cancelled', refunded: true, refundAmount: '1234.50', refundCurrency: 'EUR' } };
    expect(renderNotification(finalised, { language: 'fr', ...BAGHDAD })).toBe('Votre réservation x est annulée. Un remboursement de 1\u00a0234,50\u00a0€ est en cours.');
    expect(renderNotification(finalised, { language: 'en', ...BAGHDAD })).toBe('Your booking x is cancelled. A refund of 1,234.50\u00a0€ is on its way.');
    const pounds = { ...finalised, values: { ...finalised.values, refundAmount: '1234567.00', refundCurrency: 'GBP' } };
    expect(renderNotification(pounds, { language: 'es', ...BAGHDAD })).toBe('Su reserva x está cancelada. Un reembolso de £1\u00a0234\u00a0567 está en camino.');
    const none = { code: 'CANCELLATION_FINALISED', values: { reference: 'x', status: 'cancelled', refunded: false } };
    expect(renderNotification(none, { language: 'en', ...BAGHDAD })).toBe('Your booking x is cancelled.');
  });

  it('falls back to a shorter text when values are missing, never an empty placeholder', () => {
    expect(renderNotification({ code: 'CANCEL_REQUESTED', values: { reference: 'b-9' } }, { language: 'en', ...BAGHDAD })).toBe('The driver asked to cancel booking b-9.');
    expect(renderNotification({ code: 'CANCEL_REQUEST_RECEIVED', values: {} }, { language: 'fr', ...BAGHDAD })).toBe(
      'Votre demande d’annulation a bien été reçue. Nous vous contacterons pour la finaliser.',
    );
    expect(renderNotification({ code: 'BOOKING_RECEIVED', values: null }, { language: 'es', ...BAGHDAD })).toBe('Un conductor ha hecho una nueva reserva.');
  });

  it('renders an unknown code as a generic text in the reader language, and never crashes on odd values', () => {
    expect(renderNotification({ code: 'SOMETHING_NEW', values: { reference: 'b-7' } }, { language: 'en', ...BAGHDAD })).toBe('You have a new notification about booking b-7.');
    expect(renderNotification({ code: 'SOMETHING_NEW', values: 'not an object' }, { language: 'fr', ...BAGHDAD })).toBe('Vous avez une nouvelle notification.');
    expect(renderNotification({ code: 'constructor', values: [1, 2] }, { language: 'es', ...BAGHDAD })).toBe('Tiene una nueva notificación.');
    expect(renderNotification({ code: 'BOOKING_CONFIRMED', values: { reference: { nested: true }, from: 'not a date' } }, { language: 'en', ...BAGHDAD })).toBe('Your booking is confirmed.');
    expect(renderTitle('SOMETHING_NEW', 'es')).toBe('Nueva notificación');
  });

  it('shows a free-text MESSAGE as written', () => {
    expect(renderNotification({ code: 'MESSAGE', values: {}, message: 'Your car is ready at gate 2.' }, { language: 'fr', ...BAGHDAD })).toBe('Your car is ready at gate 2.');
    expect(renderTitle('MESSAGE', 'fr')).toBe('Nouveau message');
  });
});
