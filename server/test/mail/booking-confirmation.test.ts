import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBooking, createCar, createDriver, createLocation, createSupplier } from '../../../prisma/seed/factories.ts';
import { bookingConfirmationMail, newBookingMail } from '../../src/lib/mail/templates.ts';
import { startMailWorker, type MailWorker } from '../../src/lib/mail/worker.ts';
import { enqueueBookingConfirmation, loadBookingMail, type BookingMailDeps } from '../../src/services/bookings/confirmation.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startSmtpStandin, type SmtpStandin } from '../standins/smtp.ts';
import { waitUntil } from '../fixtures.ts';

/**
 * The booking confirmation of issue 12: what the driver reads (reference, Baghdad times, places
 * with map links, amounts in the booking's currency, terms, checklist) in each language, the
 * calendar file, the supplier and admin copies, and delivery through the real worker over SMTP.
 */

const FROM = 'Erbil Car Rental <no-reply@erbil-rental.test>';
const PUBLIC_URL = 'https://rent.example.com';
const ADMIN = 'staff@erbil-rental.test';

/**
 * "Wed 10 Mar 2027"-style day of 10 or 13 March of `y` in the app's one date format
 * (shared/dates.ts), written out here so a drift in the format fails this test.
 */
const WEEKDAYS = { en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], fr: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'], es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] };
const MARCH = { en: 'Mar', fr: 'mars', es: 'mar' };
function march(day: number, y: number, language: 'en' | 'fr' | 'es' = 'en'): string {
  return `${WEEKDAYS[language][new Date(Date.UTC(y, 2, day)).getUTCDay()]} ${day} ${MARCH[language]} ${y}`;
}

let db: TestDatabase;
let smtp: SmtpStandin;
let worker: MailWorker | null = null;

function deps(adminEmail: string | null = ADMIN): BookingMailDeps {
  return { db: db.prisma, settings: { timeZone: 'Asia/Baghdad' }, env: { ADMIN_EMAIL: adminEmail ?? undefined }, publicUrl: PUBLIC_URL };
}

let year = 2027;
/** A booking of a new car at $1,234.50 a day, deposit $2,500, picked up at 07:00Z (10:00 Baghdad). */
async function booking(opts: { language?: string; paymentOption?: 'payLater' | 'payOnline'; cancellation?: boolean; currency?: string; rate?: string } = {}) {
  year += 1;
  const supplier = await createSupplier(db.prisma, { name: 'Zagros Rentals', contactEmail: 'desk@zagros.test', contactPhone: '+964 750 123 4567', user: { language: 'es' } });
  const pickup = await createLocation(db.prisma, { names: { en: 'Erbil Airport', fr: 'Aéroport d’Erbil', es: 'Aeropuerto de Erbil' }, latitude: '36.237600', longitude: '43.963200' });
  const dropoff = await createLocation(db.prisma, { names: { en: 'Erbil Citadel', fr: 'Citadelle d’Erbil', es: 'Ciudadela de Erbil' }, latitude: '36.191100', longitude: '44.009100' });
  const car = await createCar(db.prisma, { supplierId: supplier.id, name: 'Toyota Corolla', dailyPrice: '1234.50', deposit: '2500.00', locations: [pickup.id] });
  const driver = await createDriver(db.prisma, { fullName: 'Dilan Ahmed', language: opts.language ?? 'en' });
  const b = await createBooking(db.prisma, {
    car,
    driverId: driver.id,
    pickupLocationId: pickup.id,
    dropoffLocationId: dropoff.id,
    from: new Date(`${year}-03-10T07:00:00Z`),
    // 3 days and 8.5 hours: 4 rental days.
    to: new Date(`${year}-03-13T15:30:00Z`),
    status: opts.paymentOption === 'payOnline' ? 'paid' : 'pending',
    paymentOption: opts.paymentOption ?? 'payLater',
    cancellation: opts.cancellation ?? false,
    currency: opts.currency ?? 'USD',
    exchangeRate: opts.rate ?? '1',
  });
  return { booking: b, driver, supplier, car, year };
}

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpStandin();
});
afterAll(async () => {
  await smtp?.close();
  await db?.drop();
});
beforeEach(async () => {
  await db.query('DELETE FROM mail_outbox');
  smtp.messages.length = 0;
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});

describe('the confirmation mail', () => {
  it('in English: reference, Baghdad times, places with map links, amounts, pay-later terms and checklist', async () => {
    const { booking: b, year: y } = await booking();
    const { data } = await loadBookingMail(deps(), b.id);
    const mail = bookingConfirmationMail(data, 'en');

    expect(mail.subject).toBe(`Booking confirmed: Toyota Corolla, ${march(10, y)}`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(b.id);
      expect(body).toContain('Hello Dilan Ahmed,');
      expect(body).toContain('Zagros Rentals');
      expect(body).toContain('desk@zagros.test');
      expect(body).toContain('+964 750 123 4567');
      // 07:00Z and 15:30Z in Baghdad (UTC+3), labelled.
      expect(body).toContain(`${march(10, y)}, 10:00 (Asia/Baghdad)`);
      expect(body).toContain(`${march(13, y)}, 18:30 (Asia/Baghdad)`);
      expect(body).toContain('Erbil Airport, Iraq');
      expect(body).toContain('Erbil Citadel, Iraq');
      expect(body).toContain('4 days');
    }
    expect(mail.text).toContain('Map of Erbil Airport:\nhttps://www.openstreetmap.org/?mlat=36.237600&mlon=43.963200#map=16/36.237600/43.963200');
    expect(mail.html).toContain('href="https://www.openstreetmap.org/?mlat=36.191100&amp;mlon=44.009100#map=16/36.191100/44.009100"');
    // 4 × $1,234.50 = $4,938 (whole: no decimals); deposit $2,500.
    expect(mail.text).toContain('Rental (4 days): $4,938');
    expect(mail.text).toContain('Total: $4,938');
    expect(mail.text).toContain('Deposit (due at pick-up): $2,500');
    expect(mail.text).toContain('You pay at pick-up: cancellation and amendments are free.');
    expect(mail.text).not.toContain('24 hours');
    expect(mail.text).toContain('- Arrive on time.');
    expect(mail.text).toContain('- Bring your passport or national ID and your driver’s licence.');
    expect(mail.text).toContain('- Pay the total ($4,938) in cash at pick-up.');
    expect(mail.text).toContain(`View my booking:\n${PUBLIC_URL}/booking?b=${b.id}`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('in French and Spanish, with the amounts in the stored currency at the stored rate', async () => {
    const fr = await booking({ language: 'fr', currency: 'EUR', rate: '0.9' });
    const frMail = bookingConfirmationMail((await loadBookingMail(deps(), fr.booking.id)).data, 'fr');
    expect(frMail.subject).toBe(`Réservation confirmée\u202f: Toyota Corolla, ${march(10, fr.year, 'fr')}`);
    expect(frMail.html).toContain('<html lang="fr">');
    expect(frMail.text).toContain('Bonjour Dilan Ahmed,');
    expect(frMail.text).toContain(`${march(10, fr.year, 'fr')}, 10:00 (Asia/Baghdad)`);
    expect(frMail.text).toContain('Aéroport d’Erbil, Irak');
    // 4,938 × 0.9 = 4,444.20, space-grouped, euro after the number.
    expect(frMail.text).toContain('Location (4 jours)\u202f: 4\u00a0444,20\u00a0€');
    expect(frMail.text).toContain('Total\u202f: 4\u00a0444,20\u00a0€');
    // The mail's amounts are one list: beside 4 444,20 €, the whole deposit shows its cents (spec §9, issue 14).
    expect(frMail.text).toContain('Caution (à la prise en charge)\u202f: 2\u00a0250,00\u00a0€');
    expect(frMail.text).toContain('l’annulation et les modifications sont gratuites');
    expect(frMail.text).toContain('1 USD = 0,9 EUR');
    expect(frMail.text).toContain('Carte\u202f: Aéroport d’Erbil\u202f:\nhttps://www.openstreetmap.org/');

    const es = await booking({ language: 'es', currency: 'GBP', rate: '0.8' });
    const esMail = bookingConfirmationMail((await loadBookingMail(deps(), es.booking.id)).data, 'es');
    expect(esMail.subject).toBe(`Reserva confirmada: Toyota Corolla, ${march(10, es.year, 'es')}`);
    expect(esMail.text).toContain('Hola, Dilan Ahmed:');
    expect(esMail.text).toContain(`${march(13, es.year, 'es')}, 18:30 (Asia/Baghdad)`);
    expect(esMail.text).toContain('Aeropuerto de Erbil, Irak');
    // 4,938 × 0.8 = 3,950.40: pound before the number, space-grouped.
    expect(esMail.text).toContain('Total: £3\u00a0950,40');
    expect(esMail.text).toContain('- Pague el total (£3\u00a0950,40) en efectivo en la recogida.');
    expect(esMail.text).toContain('- Lleve su pasaporte o documento nacional de identidad y su permiso de conducir.');
  });

  it('pay online: the refund terms depend on the cancellation option and 24 hours; the checklist says paid', async () => {
    const withOption = await booking({ paymentOption: 'payOnline', cancellation: true });
    // The pricing service's Quote as checkout stores it: rental plus extras chosen or included.
    await db.prisma.booking.update({
      where: { id: withOption.booking.id },
      data: {
        price: '5031.00',
        priceBreakdown: {
          days: 4,
          blocks: [{ size: 1, count: 4, unitPrice: '1234.50', discounted: false, amount: '4938.00' }],
          rental: '4938.00',
          extras: [
            { kind: 'cancellation', available: true, included: true, chosen: true, perDay: false, unitPrice: '0.00', amount: '0.00' },
            { kind: 'amendments', available: true, included: false, chosen: false, perDay: false, unitPrice: '12.00', amount: '0.00' },
            { kind: 'collisionDamageWaiver', available: true, included: false, chosen: true, perDay: true, unitPrice: '8.00', amount: '32.00' },
            { kind: 'fullInsurance', available: true, included: false, chosen: true, perDay: true, unitPrice: '15.25', amount: '61.00' },
          ],
          extrasTotal: '93.00',
          total: '5031.00',
        },
      },
    });
    const mail = bookingConfirmationMail((await loadBookingMail(deps(), withOption.booking.id)).data, 'en');
    expect(mail.text).toContain('Rental (4 days): $4,938');
    expect(mail.text).toContain('Cancellation: included');
    expect(mail.text).not.toContain('Amendments:');
    expect(mail.text).toContain('Collision damage waiver: $32');
    expect(mail.text).toContain('Full insurance: $61');
    expect(mail.text).toContain('Total: $5,031');
    expect(mail.text).toContain('if you ask to cancel at least 24 hours before pick-up, your payment is refunded');
    expect(mail.text).toContain('- Your rental is paid; the deposit ($2,500) is due at pick-up.');
    expect(mail.text).not.toContain('in cash');

    const without = await booking({ paymentOption: 'payOnline', cancellation: false, language: 'fr' });
    const frMail = bookingConfirmationMail((await loadBookingMail(deps(), without.booking.id)).data, 'fr');
    expect(frMail.text).toContain('ne comprend pas l’option d’annulation\u202f: une annulation n’est pas remboursée');
    expect(frMail.text).not.toContain('24 heures');
    expect(frMail.text).toContain('Votre location est payée\u202f; la caution ($2\u00a0500) est due');
  });

  it('carries an .ics file: pick-up to drop-off in UTC at the pick-up place, with a UID stable per booking', async () => {
    const { booking: b, year: y } = await booking();
    const { data } = await loadBookingMail(deps(), b.id);
    const [ics] = bookingConfirmationMail(data, 'en').attachments;
    expect(ics.filename).toBe('booking.ics');
    expect(ics.contentType).toMatch(/^text\/calendar/);
    const unfolded = ics.content.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain(`DTSTART:${y}0310T070000Z`);
    expect(unfolded).toContain(`DTEND:${y}0313T153000Z`);
    expect(unfolded).toContain(`UID:booking-${b.id}@erbil-car-rental`);
    expect(unfolded).toContain('LOCATION:Erbil Airport\\, Iraq');
    expect(unfolded).toContain('GEO:36.2376;43.9632');
    expect(unfolded).toContain('SUMMARY:Car rental: Toyota Corolla (Zagros Rentals)');
    expect(unfolded).toContain('END:VEVENT');
    // Same booking, another language or another render: the same UID (calendars update, not duplicate).
    const again = bookingConfirmationMail(data, 'es').attachments[0].content.replace(/\r\n[ \t]/g, '');
    expect(again).toContain(`UID:booking-${b.id}@erbil-car-rental`);
    expect(again).toContain('SUMMARY:Alquiler de coche: Toyota Corolla (Zagros Rentals)');
  });

  it('the supplier and admin copy names the driver, the car and the period', async () => {
    const { booking: b, year: y } = await booking();
    const { data } = await loadBookingMail(deps(), b.id);
    const mail = newBookingMail(data, 'es');
    expect(mail.subject).toBe(`Nueva reserva: Toyota Corolla, ${march(10, y, 'es')}`);
    expect(mail.text).toContain('Dilan Ahmed ha reservado el coche Toyota Corolla.');
    expect(mail.text).toContain(b.id);
    expect(mail.text).toContain(`${march(10, y, 'es')}, 10:00 (Asia/Baghdad), Aeropuerto de Erbil, Irak`);
    expect(mail.text).toContain('Total: $4\u00a0938');
    expect(mail.attachments).toEqual([]);
  });
});

describe('enqueueBookingConfirmation', () => {
  it('writes the driver, supplier and admin mails in the caller transaction: a rollback leaves none', async () => {
    const { booking: b } = await booking({ language: 'fr' });
    await expect(
      db.prisma.$transaction(async (tx) => {
        const ids = await enqueueBookingConfirmation({ ...deps(), db: tx }, b.id);
        expect(ids).toHaveLength(3);
        throw new Error('the checkout failed');
      }),
    ).rejects.toThrow('the checkout failed');
    expect((await db.query('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(0);
  });

  it('skips the supplier copy when its email notifications are off and the admin copy when ADMIN_EMAIL is unset', async () => {
    const { booking: b, supplier, driver } = await booking();
    await db.prisma.user.update({ where: { id: supplier.id }, data: { enableEmailNotifications: false } });
    await db.prisma.$transaction((tx) => enqueueBookingConfirmation({ ...deps(null), db: tx }, b.id));
    const { rows } = await db.query<{ to_address: string }>('SELECT to_address FROM mail_outbox');
    expect(rows.map((r) => r.to_address)).toEqual([driver.email]);
  });

  it('is delivered by the worker over SMTP: the driver gets the .ics attachment, supplier and admin their copy', async () => {
    const { booking: b, driver, supplier, year: y } = await booking({ language: 'es' });
    worker = await startMailWorker({ databaseUrl: db.url, smtpUrl: smtp.url, mailFrom: FROM, log: { info() {}, warn() {}, error() {} }, pollMs: 100 });
    await db.prisma.$transaction((tx) => enqueueBookingConfirmation({ ...deps(), db: tx }, b.id));

    const toDriver = await smtp.waitFor((m) => m.to === driver.email);
    expect(toDriver.subject).toBe(`Reserva confirmada: Toyota Corolla, ${march(10, y, 'es')}`);
    expect(toDriver.text).toContain(`${march(10, y, 'es')}, 10:00 (Asia/Baghdad)`);
    expect(toDriver.html).toContain('Ver mi reserva');
    expect(toDriver.attachments).toHaveLength(1);
    const [file] = toDriver.attachments;
    expect(file.filename).toBe('booking.ics');
    expect(file.contentType).toBe('text/calendar');
    const calendar = file.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain(`DTSTART:${y}0310T070000Z`);
    expect(calendar).toContain(`UID:booking-${b.id}@erbil-car-rental`);

    // The supplier's account is in Spanish (see booking()); the admin copy is in English.
    const toSupplier = await smtp.waitFor((m) => m.to === supplier.user.email);
    expect(toSupplier.subject).toBe(`Nueva reserva: Toyota Corolla, ${march(10, y, 'es')}`);
    expect(toSupplier.attachments).toEqual([]);
    const toAdmin = await smtp.waitFor((m) => m.to === ADMIN);
    expect(toAdmin.subject).toBe(`New booking: Toyota Corolla, ${march(10, y)}`);
    expect(toAdmin.text).toContain('Dilan Ahmed booked the Toyota Corolla.');

    await waitUntil(async () => (await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`)).rows[0].n === 3, 'all three rows sent');
    expect(smtp.messages).toHaveLength(3);
  });
});
