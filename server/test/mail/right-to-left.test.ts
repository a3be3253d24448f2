import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/lib/mail/outbox.ts';
import { bookingCalendar } from '../../src/lib/mail/bookingMail.ts';
import { bookingConfirmationMail, renderMail } from '../../src/lib/mail/templates.ts';
import { startMailWorker, type MailWorker } from '../../src/lib/mail/worker.ts';
import { renderNotification, renderTitle } from '../../src/services/notifications/render.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startSmtpStandin, type SmtpStandin } from '../standins/smtp.ts';
import { sampleBookingMail } from './sampleBooking.ts';

/**
 * Arabic and Sorani Kurdish recipients (issue 27 point 6): their confirmation mail, calendar file
 * and notifications are in their language, right to left, with the values that read left to right
 * (car names, the reference EBL-7K3Q9M, phone numbers, amounts, dates) isolated so the sentence
 * around them keeps its order: <bdi> in the HTML part, U+2068 ... U+2069 in plain text and .ics.
 *
 * The Arabic confirmation goes through the outbox, the worker and SMTP (the subject and the
 * attachment arrive intact); the rest is rendered directly: users.language accepts en, fr and es
 * until the language migration of issue 27 point 2, and rendering is where the language matters.
 */

const FSI = '\u2068';
const PDI = '\u2069';
/** A value with letters: a first-strong isolate (its own letters give its direction). */
const iso = (value: string) => `${FSI}${value}${PDI}`;
/** A value without letters (amount, phone number): a left-to-right isolate. */
const ltr = (value: string) => `\u2066${value}${PDI}`;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
/** Letters only Sorani Kurdish writes among Arabic-script languages (ڕ ێ ۆ ە). */
const KURDISH_LETTERS = /[ڕێۆە]/u;
/** The calendar file's content lines, unfolded (RFC 5545 folds at 75 octets). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const line = (ics: string, name: string) => unfold(ics).split('\r\n').find((l) => l.startsWith(`${name}:`)) ?? '';

describe('a Sorani Kurdish recipient', () => {
  const data = sampleBookingMail({ currency: 'USD', total: '120.00' });
  const mail = bookingConfirmationMail(data, 'ckb');

  it('reads the confirmation subject in Kurdish, the car and date isolated', () => {
    expect(mail.subject).toMatch(KURDISH_LETTERS);
    expect(mail.subject.startsWith('حیجز پشتڕاست کرایەوە')).toBe(true);
    expect(mail.subject).toContain(iso('Kia Picanto'));
  });

  it('gets an HTML part laid out right to left, values in <bdi>', () => {
    expect(mail.html).toContain('<html lang="ckb" dir="rtl">');
    expect(mail.html).toContain('<body dir="rtl" lang="ckb"');
    expect(mail.html).toContain('<td style="padding:2px 0;text-align:right;"><bdi>EBL-7K3Q9M</bdi></td>');
    expect(mail.html).toContain('<bdi dir="ltr">+964 750 000 0000</bdi>');
    // The button's link under it reads left to right whatever surrounds it.
    expect(mail.html).toMatch(/<a href="https:\/\/rent\.example\.com\/booking\?b=[^"]+" dir="ltr"/);
    // Mirrored: the list's indent and the labels' gap on the right-hand side.
    expect(mail.html).toContain('padding-right:20px;padding-left:0;');
    expect(mail.html).not.toContain('padding:2px 16px 2px 0');
  });

  it('gets a plain-text part with the reference and the phone isolated', () => {
    expect(mail.text).toContain(`ژمارەی حیجز: ${iso('EBL-7K3Q9M')}`);
    expect(mail.text).toContain(`تەلەفۆن: ${ltr('+964 750 000 0000')}`);
    expect(mail.text).toContain(`لە کاتی وەرگرتن کۆی گشتی (${ltr('$120')}) بە کاش بدە.`);
  });

  it('reads the exchange-rate equation left to right inside the Kurdish sentence', () => {
    const euros = bookingConfirmationMail(sampleBookingMail({ currency: 'EUR', exchangeRate: '0.92' }), 'ckb');
    expect(euros.text).toContain(`بڕەکان بە دراوی ${iso('EUR')}، بە نرخی ئاڵوگۆڕی حیجزەکەت: ${iso(`1 USD = ${ltr('0.92')} ${iso('EUR')}`)}.`);
    expect(euros.html).toContain('<bdi>1 USD = <bdi dir="ltr">0.92</bdi> <bdi>EUR</bdi></bdi>');
  });

  it('gets a calendar file whose summary and description are in Kurdish', () => {
    const ics = bookingCalendar(data, 'ckb').content;
    expect(line(ics, 'SUMMARY')).toBe(`SUMMARY:بەکرێگرتنی ئۆتۆمبێل: ${iso('Kia Picanto')} (${iso('Zagros Cars')})`);
    expect(line(ics, 'DESCRIPTION')).toContain(`DESCRIPTION:ژمارەی حیجز: ${iso('EBL-7K3Q9M')}\\nگەڕاندنەوە: `);
  });

  it('reads notifications in Kurdish, the reference, car and refund isolated', () => {
    const values = { reference: 'EBL-7K3Q9M', car: 'Kia Picanto', refund: '120.5' };
    expect(renderNotification({ code: 'CANCELLATION_FINALISED', values }, { language: 'ckb', timeZone: 'Asia/Baghdad' })).toBe(
      `حیجزەکەت ${iso('EBL-7K3Q9M')} بۆ ${iso('Kia Picanto')} هەڵوەشێنرایەوە. بڕی ${ltr('$120.50')} بۆت دەگەڕێنرێتەوە.`,
    );
    expect(renderTitle('BOOKING_CONFIRMED', 'ckb')).toBe('حیجزەکەت پشتڕاست کرایەوە');
    expect(renderNotification({ code: 'BOOKING_STATUS_CHANGED', values: { reference: 'EBL-7K3Q9M', status: 'cancelled' } }, { language: 'ckb', timeZone: 'Asia/Baghdad' })).toBe(
      `دۆخی ئێستای حیجزەکەت ${iso('EBL-7K3Q9M')}: ${iso('هەڵوەشێنراوە')}.`,
    );
  });

  it('keeps stray isolate characters typed into a name from unbalancing the mail', () => {
    const account = renderMail('activation', 'ckb', { fullName: `Dilan${PDI}${PDI} Aziz`, link: 'https://rent.example.com/activate?token=a' });
    expect(account.text.startsWith(`سڵاو ${iso('Dilan Aziz')}،`)).toBe(true);
    expect(account.html).toContain('سڵاو <bdi>Dilan Aziz</bdi>،');
    expect(account.html.split('<bdi').length).toBe(account.html.split('</bdi>').length);
  });
});

describe('left-to-right recipients', () => {
  it('get no direction markup and no isolates (their mails are unchanged)', () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      const mail = bookingConfirmationMail(sampleBookingMail(), language);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).not.toContain('dir=');
      expect(mail.html).not.toContain('<bdi');
      expect(`${mail.subject}${mail.text}${mail.attachments[0].content}`).not.toMatch(/[\u2066-\u2069]/);
    }
  });
});

describe('an Arabic recipient', () => {
  let db: TestDatabase;
  let smtp: SmtpStandin;
  let worker: MailWorker | null = null;
  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpStandin();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.drop();
  });

  it('receives the confirmation over SMTP in Arabic, right to left, with the calendar file in Arabic', async () => {
    const data = sampleBookingMail({ driverEmail: 'lana@example.com', carName: 'Toyota Corolla', supplier: { name: 'Zagros Rentals', email: null, phone: '+964 750 123 4567' } });
    worker = await startMailWorker({ databaseUrl: db.url, smtpUrl: smtp.url, mailFrom: 'Erbil Car Rental <no-reply@erbil-rental.test>', log: { info() {}, warn() {}, error() {} }, pollMs: 100 });
    await enqueueMail(db.prisma, { to: data.driverEmail, template: 'bookingConfirmation', language: 'ar', data });

    const received = await smtp.waitFor((m) => m.to === data.driverEmail);
    expect(received.subject).toMatch(ARABIC_SCRIPT);
    expect(received.subject.startsWith('تم تأكيد الحجز: ')).toBe(true);
    expect(received.subject).toContain(iso('Toyota Corolla'));
    expect(received.html).toContain('<html lang="ar" dir="rtl">');
    expect(received.html).toContain('<td style="padding:2px 0;text-align:right;"><bdi>EBL-7K3Q9M</bdi></td>');
    expect(received.html).toContain('<bdi dir="ltr">+964 750 123 4567</bdi>');
    expect(received.text).toContain(`رقم الحجز: ${iso('EBL-7K3Q9M')}`);
    expect(received.text).toContain('أحضر جواز سفرك أو بطاقتك الوطنية ورخصة القيادة.');

    const ics = received.attachments[0].content.toString('utf8');
    expect(line(ics, 'SUMMARY')).toBe(`SUMMARY:استئجار سيارة: ${iso('Toyota Corolla')} (${iso('Zagros Rentals')})`);
    expect(line(ics, 'DESCRIPTION').startsWith(`DESCRIPTION:رقم الحجز: ${iso('EBL-7K3Q9M')}\\nالتسليم: `)).toBe(true);
  });

  // users.language accepts en, fr and es until the language migration of issue 27 point 2: the
  // copy notify() sends is rendered here as it renders it (notifications.ts enqueueCopy).
  it('gets the e-mail copy of a notification in Arabic, right to left', () => {
    const row = { code: 'BOOKING_STATUS_CHANGED', values: { reference: 'EBL-7K3Q9M', car: 'Kia Picanto', status: 'reserved' } };
    const message = renderNotification(row, { language: 'ar', timeZone: 'Asia/Baghdad' });
    const copy = renderMail('notification', 'ar', { fullName: 'Lana Karim', message, subject: renderTitle(row.code, 'ar'), link: 'https://rent.example.com/booking?b=1' });

    expect(copy.subject).toBe('تغيّرت حالة حجزك');
    expect(copy.text).toContain(`أصبحت حالة حجزك ${iso('EBL-7K3Q9M')} للسيارة ${iso('Kia Picanto')}: ${iso('محجوز')}.`);
    expect(copy.html).toContain('<html lang="ar" dir="rtl">');
    expect(copy.html).toContain('أصبحت حالة حجزك <bdi>EBL-7K3Q9M</bdi> للسيارة <bdi>Kia Picanto</bdi>');
    expect(copy.html).toContain('>عرض حجزي</a>');
  });
});
