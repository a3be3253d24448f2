import { randomUUID } from 'node:crypto';
import * as nodeCrypto from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createAdmin, createBooking, createCar, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { newBookingReference } from '../../src/services/bookings/references.ts';
import { readReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from '../../src/shared/bookingReference.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, withTestServer, type TestServer } from '../http.ts';
import { erbilTime, uniqueEmail } from '../fixtures.ts';
import { graphql } from '../__generated__/gql.ts';

// The CSPRNG the app draws references with, left as it is unless a test forces a clash with it.
const forced: number[] = [];
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof nodeCrypto>();
  const randomInt = ((...args: Parameters<typeof actual.randomInt>) => (forced.length ? forced.shift()! : (actual.randomInt as (max: number) => number)(args[0] as number))) as typeof actual.randomInt;
  return { ...actual, default: { ...actual, randomInt }, randomInt };
});

/**
 * Short booking references (issue 24 point 4): the format drivers read, that every way a booking
 * is made gives one, that they show where the booking is named (mails, .ics, notifications), and
 * that a driver finds their own booking by it, never another's.
 */
let db: TestDatabase;
let server: TestServer;
const airport = scenario.location.airport;

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
}, 60_000);

const cookieOf = async (userId: string) => `${SESSION_COOKIE}=${(await createSession(db.prisma, userId, { persistent: false })).token}`;
async function driverWithLicence(language = 'en') {
  const driver = await createDriver(db.prisma, { email: uniqueEmail('ref'), verified: true, language });
  await db.prisma.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
  return { driver, cookie: await cookieOf(driver.id) };
}
const input = (carId: string, day: number, overrides: Record<string, unknown> = {}) => ({
  carId, pickupLocationId: airport, dropoffLocationId: airport, from: erbilTime(day), to: erbilTime(day + 3), ...overrides,
});
const CHECKOUT = graphql(`mutation ReferencesCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId reference status sessionId payment { id } } }`);
const STATUS = graphql(`query ReferencesStatus($id: ID!) { checkoutSession(id: $id) { state bookingId bookingReference } }`);
const PAY = graphql(`mutation ReferencesPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state bookingReference } }`);
const LIST = graphql(`query ReferencesList($filter: BookingFilter) { bookings(first: 50, filter: $filter) { edges { node { id reference } } } }`);
const BOOKING = graphql(`query ReferencesBooking($id: ID!) { booking(id: $id) { id reference } }`);
const NOTIFICATIONS = graphql(`query ReferencesNotifications { notifications(first: 50) { edges { node { bookingId message } } } }`);

const referenceOf = async (id: string) => (await db.prisma.booking.findUniqueOrThrow({ where: { id } })).reference;

describe('the reference format', () => {
  it('the app draws EBL- and six characters of the alphabet, no look-alikes, every character used, not in sequence', () => {
    const drawn = Array.from({ length: 3000 }, () => newBookingReference());
    for (const r of drawn) expect(r).toMatch(REFERENCE_PATTERN);
    const chars = new Set(drawn.join('').slice(0).replace(/EBL-/g, ''));
    expect([...chars].sort().join('')).toBe([...REFERENCE_ALPHABET].sort().join(''));
    for (const lookAlike of '01OILU') expect(REFERENCE_ALPHABET).not.toContain(lookAlike);
    // Random draws may repeat (30^6 references: about 0.6 % of runs draw one pair among 3,000;
    // three or more repeats, about 1e-8). Uniqueness is the column's unique index's job (tested below).
    expect(drawn.length - new Set(drawn).size).toBeLessThanOrEqual(2);
  });

  it('the database draws the same format with the same alphabet (the column default, new_booking_reference)', async () => {
    const { rows } = await db.query<{ r: string }>('SELECT new_booking_reference() AS r FROM generate_series(1, 3000)');
    for (const { r } of rows) expect(r).toMatch(REFERENCE_PATTERN);
    const chars = new Set(rows.map((x) => x.r.slice(4)).join(''));
    expect([...chars].sort().join('')).toBe([...REFERENCE_ALPHABET].sort().join(''));
    expect(rows.length - new Set(rows.map((x) => x.r)).size).toBeLessThanOrEqual(2);
  });

  it('reads what a driver types: any case, with or without the prefix, dash or spaces; nothing else', () => {
    for (const typed of ['EBL-7K3Q9M', 'ebl-7k3q9m', ' EBL 7K3Q9M ', 'EBL7K3Q9M', '7k3q9m', '7K3-Q9M']) expect(readReference(typed)).toBe('EBL-7K3Q9M');
    for (const typed of ['', 'EBL-', '7K3Q9', '7K3Q9MM', 'EBL-7K3Q90', 'EBL-7K3QOM', 'XYZ-7K3Q9M', 'Toyota', 'x'.repeat(10_000)]) expect(readReference(typed)).toBeNull();
  });

  it('the database holds every reference unique, present and well formed', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const first = await createBooking(db.prisma, { car });
    const second = await createBooking(db.prisma, { car });
    expect(first.reference).toMatch(REFERENCE_PATTERN);
    await expect(db.query('UPDATE bookings SET reference = $1 WHERE id = $2', [first.reference, second.id])).rejects.toMatchObject({ code: '23505', constraint: 'bookings_reference_key' });
    await expect(db.query('UPDATE bookings SET reference = NULL WHERE id = $1', [second.id])).rejects.toMatchObject({ code: '23502' });
    await expect(db.query(`UPDATE bookings SET reference = 'EBL-0O1IL2' WHERE id = $1`, [second.id])).rejects.toMatchObject({ code: '23514' });
    expect(await referenceOf(second.id)).toBe(second.reference);
  });
});

describe('every way a booking is made gives it a reference', () => {
  it('pay later, signed in (the one-statement path): answered, stored, in the mail, the .ics and the notification', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { driver, cookie } = await driverWithLicence();
    const res = await server.gql(CHECKOUT, { input: input(car.id, 40) }, { cookie, 'x-forwarded-for': randomIp() });
    expect(res.errors).toBeUndefined();
    const { bookingId, reference } = res.data!.checkout;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(await referenceOf(bookingId)).toBe(reference);
    const [mail] = await db.prisma.mailOutbox.findMany({ where: { toAddress: driver.email } });
    expect(mail.text).toContain(`Booking reference: ${reference}`);
    expect(mail.html).toContain(reference);
    const ics = (mail.attachments as { filename: string; content: string }[]).find((f) => f.filename.endsWith('.ics'))!;
    expect(ics.content.replaceAll('\r\n\t', '')).toContain(`DESCRIPTION:Booking reference: ${reference}`);
    const notes = await server.gql(NOTIFICATIONS, {}, { cookie });
    const note = notes.data!.notifications.edges.find((e) => e.node.bookingId === bookingId)!.node;
    expect(note.message).toContain(reference);
    expect(note.message).not.toContain(bookingId);
    // The booking page's calendar file names it too.
    const file = await server.client().fetch(`/api/booking-calendar/${bookingId}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect((await file.text()).replaceAll('\r\n\t', '')).toContain(reference);
    // The status page (checkout session) names it.
    const status = await server.gql(STATUS, { id: res.data!.checkout.sessionId });
    expect(status.data!.checkoutSession).toMatchObject({ state: 'BOOKED', bookingId, bookingReference: reference });
  });

  it('pay later as a guest (the general path): answered, stored and mailed', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const form = new FormData();
    const { samplePictures } = await import('../licences/files.ts');
    form.append('file', new Blob([(await samplePictures()).png], { type: 'image/png' }), 'licence.png');
    const uploaded = await server.client().fetch('/api/create-license', { method: 'POST', body: form });
    const licence = (await uploaded.json()) as string;
    const email = uniqueEmail('guest');
    const guest = { fullName: 'Shilan Omar', email, phone: '+964 750 123 4567', birthDate: '1992-03-04', acceptTerms: true, language: 'fr' };
    const res = await server.gql(CHECKOUT, { input: input(car.id, 44, { driver: guest, licence }) }, { 'x-forwarded-for': randomIp() });
    expect(res.errors).toBeUndefined();
    const { bookingId, reference } = res.data!.checkout;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(await referenceOf(bookingId)).toBe(reference);
    const mails = await db.prisma.mailOutbox.findMany({ where: { toAddress: email } });
    expect(mails.some((m) => m.text.includes(`Référence de réservation : ${reference}`) || m.text.includes(reference))).toBe(true);
  });

  it('a card hold (pay online) has its reference from the start; paid, the confirmation mail shows it', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { driver, cookie } = await driverWithLicence();
    const res = await server.gql(CHECKOUT, { input: input(car.id, 48, { paymentOption: 'payOnline' }) }, { cookie, 'x-forwarded-for': randomIp() });
    expect(res.errors).toBeUndefined();
    const { bookingId, reference, status, payment } = res.data!.checkout;
    expect(status).toBe('void');
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(await referenceOf(bookingId)).toBe(reference);
    const paid = await server.gql(PAY, { input: { sessionId: payment!.id, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholderName: 'A B' } });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payTestSession).toMatchObject({ state: 'PAID', bookingReference: reference });
    const mails = await db.prisma.mailOutbox.findMany({ where: { toAddress: driver.email } });
    expect(mails.find((m) => m.subject.startsWith('Booking confirmed'))?.text).toContain(`Booking reference: ${reference}`);
  });

  it('a staff status change notifies the driver by reference', async () => {
    const supplier = await createSupplier(db.prisma);
    const car = await createCar(db.prisma, { supplierId: supplier.id, locations: [airport] });
    const driver = await createDriver(db.prisma, { verified: true });
    const booking = await createBooking(db.prisma, { car, driverId: driver.id });
    const SET = graphql(`mutation ReferencesSet($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { to } } }`);
    const set = await server.gql(SET, { input: { id: booking.id, status: 'paid' } }, { cookie: await cookieOf(supplier.user.id) });
    expect(set.errors).toBeUndefined();
    const notes = await server.gql(NOTIFICATIONS, {}, { cookie: await cookieOf(driver.id) });
    const messages = notes.data!.notifications.edges.map((e: { node: { message: string } }) => e.node.message);
    expect(messages.some((m: string) => m.includes(booking.reference))).toBe(true);
    expect(messages.join(' ')).not.toContain(booking.id);
  });

  it('a reference drawn twice at once: the one-statement checkout draws again and books (the clash is not an error)', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const taken = await createBooking(db.prisma, { car });
    await db.query('UPDATE bookings SET reference = $1 WHERE id = $2', ['EBL-222222', taken.id]);
    const other = await createCar(db.prisma, { locations: [airport] });
    const { driver, cookie } = await driverWithLicence();
    // The app's first draw is EBL-222222 (index 0 six times), as another booking's.
    forced.push(0, 0, 0, 0, 0, 0);
    const res = await server.gql(CHECKOUT, { input: input(other.id, 52) }, { cookie, 'x-forwarded-for': randomIp() });
    expect(forced).toEqual([]);
    expect(res.errors).toBeUndefined();
    const { bookingId, reference } = res.data!.checkout;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference).not.toBe('EBL-222222');
    expect(await referenceOf(bookingId)).toBe(reference);
    // The mail shows the reference the booking kept, not the one that clashed.
    const [mail] = await db.prisma.mailOutbox.findMany({ where: { toAddress: driver.email } });
    expect(mail.text).toContain(reference);
    expect(mail.text).not.toContain('EBL-222222');
  });
});

describe('finding a booking by its reference', () => {
  it('a driver finds their own by reference however typed; another driver\'s, an unknown or a malformed one finds nothing', async () => {
    const supplier = await createSupplier(db.prisma);
    const car = await createCar(db.prisma, { supplierId: supplier.id, locations: [airport] });
    const [a, b] = [await createDriver(db.prisma, { verified: true }), await createDriver(db.prisma, { verified: true })];
    const mine = await createBooking(db.prisma, { car, driverId: a.id });
    await createBooking(db.prisma, { car, driverId: a.id });
    const theirs = await createBooking(db.prisma, { car, driverId: b.id });
    const cookieA = await cookieOf(a.id);
    const list = async (reference: string, cookie = cookieA) => {
      const res = await server.gql(LIST, { filter: { reference } }, { cookie });
      expect(res.errors).toBeUndefined();
      return res.data!.bookings.edges.map((e: { node: { id: string; reference: string } }) => e.node);
    };
    const core = mine.reference.slice(4);
    for (const typed of [mine.reference, mine.reference.toLowerCase(), core, `EBL ${core}`, core.toLowerCase()]) {
      expect(await list(typed)).toEqual([{ id: mine.id, reference: mine.reference }]);
    }
    // Another driver's booking answers as an unknown reference does: nothing, no error.
    expect(await list(theirs.reference)).toEqual([]);
    expect(await list('EBL-ZZZZZZ')).toEqual([]);
    expect(await list('not a reference')).toEqual([]);
    expect(await list('x'.repeat(5000))).toEqual([]);
    // Blank: no filter.
    expect((await list('  ')).length).toBe(2);
    // The booking page by id answers the reference; another's is NOT_FOUND.
    expect((await server.gql(BOOKING, { id: mine.id }, { cookie: cookieA })).data!.booking.reference).toBe(mine.reference);
    expect((await server.gql(BOOKING, { id: theirs.id }, { cookie: cookieA })).errors![0].extensions!.code).toBe('NOT_FOUND');
    // Staff: the supplier of the car and an admin find it; another supplier does not.
    expect(await list(theirs.reference, await cookieOf(supplier.user.id))).toEqual([{ id: theirs.id, reference: theirs.reference }]);
    const admin = await createAdmin(db.prisma);
    expect(await list(theirs.reference, await cookieOf(admin.id))).toEqual([{ id: theirs.id, reference: theirs.reference }]);
    const stranger = await createSupplier(db.prisma);
    expect(await list(theirs.reference, await cookieOf(stranger.user.id))).toEqual([]);
  });

  it('the REST keyword accepts a reference too, in the same scope, and the REST booking shape is unchanged', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const a = await createDriver(db.prisma, { verified: true });
    const mine = await createBooking(db.prisma, { car, driverId: a.id });
    const theirs = await createBooking(db.prisma, { car });
    const cookie = await cookieOf(a.id);
    const page = async (keyword: string) => {
      const res = await server.client().fetch('/api/bookings/1/10/en', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ user: a.id, suppliers: [car.supplierId], statuses: ['pending'], filter: { keyword } }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { resultData: Record<string, unknown>[] }[];
      return body[0]?.resultData ?? [];
    };
    const found = await page(mine.reference.toLowerCase());
    expect(found.map((r) => r._id)).toEqual([mine.id]);
    expect(Object.keys(found[0])).not.toContain('reference');
    expect(await page(theirs.reference)).toEqual([]);
  });
});
