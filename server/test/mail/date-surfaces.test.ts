import { describe, expect, it } from 'vitest';
// The web app's own helper (the one its pages and its printable booking page call).
import { dateFormats } from '../../../web/src/lib/dates.ts';
import { bookingCalendar } from '../../src/lib/mail/bookingMail.ts';
import { renderMail } from '../../src/lib/mail/templates.ts';
import { renderNotification } from '../../src/services/notifications/render.ts';
import { sampleBookingMail } from './sampleBooking.ts';

/**
 * One date format everywhere (issue 24 point 5, ADR 038): the same instants, rendered through the
 * web app's helper, the booking confirmation mail (plain text and HTML), the pick-up reminder,
 * the calendar file's text and an in-app notification, read the same string in every language,
 * in the business time zone, 24-hour.
 */

type Language = 'en' | 'fr' | 'es';
const LANGUAGES: Language[] = ['en', 'fr', 'es'];
const ZONE = 'Asia/Baghdad';
// 10:00 and 18:30 in Erbil; an evening pick-up shows the 24-hour clock.
const FROM = '2026-12-02T07:00:00.000Z';
const TO = '2026-12-05T15:30:00.000Z';

const WRITTEN: Record<Language, { from: string; to: string }> = {
  en: { from: 'Wed 2 Dec 2026, 10:00', to: 'Sat 5 Dec 2026, 18:30' },
  fr: { from: 'mer. 2 déc. 2026, 10:00', to: 'sam. 5 déc. 2026, 18:30' },
  es: { from: 'mié 2 dic 2026, 10:00', to: 'sáb 5 dic 2026, 18:30' },
};

/** An .ics text value unfolded and unescaped, as a calendar shows it. */
function icsText(ics: string, property: string): string {
  const unfolded = ics.replace(/\r\n\t/g, '');
  const line = unfolded.split('\r\n').find((l) => l.startsWith(`${property}:`)) ?? '';
  return line.slice(property.length + 1).replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
}

describe('the same instant through every surface', () => {
  for (const language of LANGUAGES) {
    it(`in ${language}: web, confirmation mail (text and HTML), reminder, calendar file and notification agree`, () => {
      const web = dateFormats(language, ZONE);
      const expected = WRITTEN[language];
      expect(web.dateTime(FROM)).toBe(expected.from);
      expect(web.dateTime(TO)).toBe(expected.to);

      const data = sampleBookingMail({ from: FROM, to: TO, timeZone: ZONE });
      const confirmation = renderMail('bookingConfirmation', language, data);
      for (const body of [confirmation.text, confirmation.html]) {
        expect(body).toContain(`${expected.from} (${ZONE})`);
        expect(body).toContain(`${expected.to} (${ZONE})`);
      }
      // The subject names the day, as the web's day form writes it.
      expect(confirmation.subject).toContain(web.day(FROM));

      const reminder = renderMail('pickupReminder', language, data);
      expect(reminder.subject).toContain(expected.from);
      expect(reminder.text).toContain(expected.from);

      const ics = bookingCalendar(data, language).content;
      expect(icsText(ics, 'DESCRIPTION')).toContain(expected.to);

      const notification = renderNotification(
        { code: 'BOOKING_CONFIRMED', values: { reference: 'EBL-7K3Q9M', car: 'Kia Picanto', from: FROM, to: TO } },
        { language, timeZone: ZONE },
      );
      expect(notification).toContain(expected.from);
      expect(notification).toContain(expected.to);
    });
  }

  it('never shows the American forms the issue found ("12/02/2026", "06:00 PM")', () => {
    for (const language of LANGUAGES) {
      const text = renderMail('bookingConfirmation', language, sampleBookingMail({ from: FROM, to: TO })).text;
      expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4}|\b(AM|PM)\b/);
      expect(dateFormats(language, ZONE).dateTime('2026-12-02T15:00:00Z')).toMatch(/, 18:00$/);
    }
  });
});
