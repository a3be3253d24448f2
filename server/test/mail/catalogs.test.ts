import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, renderMail, type MailData, type MailTemplate } from '../../src/lib/mail/templates.ts';
import { sampleBookingMail } from './sampleBooking.ts';

/**
 * The server's mail texts, held to the web catalogs' rules (issue 14 point 5; the web's are in
 * web/test/allCatalogs.test.ts): every template renders in en, fr and es, and no French or
 * Spanish sentence is left in English. The texts are typed per language (Record<MailLanguage,
 * ...>), so a missing one is a compile error; this test catches the copy-pasted English.
 *
 * A new template must be added to SAMPLES (a compile error otherwise), so it is checked too.
 */

const SAMPLES: { [T in MailTemplate]: MailData[T] } = {
  activation: { fullName: 'Dilan Aziz', link: 'https://rent.example.com/activate?token=abc' },
  passwordReset: { fullName: 'Dilan Aziz', link: 'https://rent.example.com/reset-password?token=abc' },
  emailChange: { fullName: 'Dilan Aziz', email: 'new.address@example.com', link: 'https://rent.example.com/confirm-email?token=abc' },
  emailChanged: { fullName: 'Dilan Aziz', email: 'new.address@example.com' },
  contact: { fromEmail: 'visitor@example.com', fromName: 'Dilan Aziz', subject: 'Child seat', message: 'Do you have child seats?' },
  notification: { fullName: 'Dilan Aziz', message: 'Votre réservation est confirmée.', link: 'https://rent.example.com/booking?b=1' },
  bookingConfirmation: booking('payOnline'),
  newBooking: booking('payLater'),
  pickupReminder: booking('payLater'),
  newsletterConfirmation: {
    email: 'reader@example.com',
    confirmLink: 'https://rent.example.com/newsletter/confirm?token=abc',
    unsubscribeLink: 'https://rent.example.com/newsletter/unsubscribe?token=def',
    oneClickUnsubscribeLink: 'https://rent.example.com/api/newsletter/unsubscribe?token=def',
  },
};

function booking(paymentOption: 'payLater' | 'payOnline'): MailData['bookingConfirmation'] {
  return sampleBookingMail({
    paymentOption,
    lines: [
      { kind: 'rental', amount: '120.00', included: false },
      { kind: 'collisionDamageWaiver', amount: '30.00', included: false },
      { kind: 'cancellation', amount: '0', included: true },
    ],
    total: '150.00',
    currency: 'EUR',
    exchangeRate: '0.9234',
  });
}

/** What the sample data put in a line: removed before comparing, so only our own words count. */
const DATA = /Dilan Aziz|Votre réservation est confirmée\.|Kia Picanto|Zagros Cars|Erbil Car Rental|Erbil Airport|https?:\/\/\S+|\S+@\S+|\+964[\d ]+|[\d.,:/\-–+ ]+|[€$£]|EUR|USD|\u202f|\u00a0/g;
const words = (line: string) => line.replace(DATA, ' ').replace(/[^\p{L}]+/gu, ' ').trim();

/**
 * Lines rightly the same in English, by template: proper nouns and labels languages share.
 * Keep short, with the reason.
 */
const SAME_AS_ENGLISH: Record<'fr' | 'es', string[]> = {
  fr: ['Total'], // French "Total" (booking mails' amount table)
  es: ['Total'], // Spanish "Total"
};

/**
 * Mail to staff, not to a person with a stored language: the contact message goes to the
 * configured contact address in English whatever language is asked (templates.ts renderMail).
 */
const STAFF_ONLY: MailTemplate[] = ['contact'];

describe('mail catalogs', () => {
  it('writes staff mail in English whatever language is asked', () => {
    for (const template of STAFF_ONLY) {
      const [en, fr] = (['en', 'fr'] as const).map((language) => renderMail(template, language, SAMPLES[template] as never));
      expect(fr.subject).toBe(en.subject);
      expect(fr.text.split('\n')[0]).toBe(en.text.split('\n')[0]);
    }
  });

  for (const template of (Object.keys(SAMPLES) as MailTemplate[]).filter((t) => !STAFF_ONLY.includes(t))) {
    const english = renderMail(template, 'en', SAMPLES[template] as never);
    const englishLines = new Set([english.subject, ...english.text.split('\n')].map(words).filter((w) => w.length > 0));

    for (const language of MAIL_LANGUAGES.filter((l) => l !== 'en') as ('fr' | 'es')[]) {
      it(`${template} in ${language}: no sentence left in English`, () => {
        const mail = renderMail(template, language, SAMPLES[template] as never);
        expect(words(mail.subject)).not.toBe(words(english.subject));
        const copies = [mail.subject, ...mail.text.split('\n')]
          .map(words)
          .filter((w) => w.length > 0 && englishLines.has(w) && !SAME_AS_ENGLISH[language].includes(w));
        expect(copies).toEqual([]);
      });
    }
  }
});
