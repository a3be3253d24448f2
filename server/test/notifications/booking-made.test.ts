import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createAdmin, createCar, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import { systemClock } from '../../src/context.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { createBooking } from '../../src/services/bookings/bookings.ts';
import { enqueueBookingConfirmation } from '../../src/services/bookings/confirmation.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, withTestServer, type TestServer } from '../http.ts';
import { erbilTime } from '../fixtures.ts';

/**
 * The notifications of a booking made (issue 12 point 2, stored for issue 13's reader): the driver
 * gets BOOKING_CONFIRMED, the car's supplier and every admin BOOKING_RECEIVED, each once, as a code
 * with values (never finished text), written in the booking's transaction; the mail copies stay
 * as they were (driver, supplier, ADMIN_EMAIL).
 */
const ADMIN = 'staff@erbil-rental.test';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const airport = scenario.location.airport;

let db: TestDatabase;
let server: TestServer;
let admins: string[];

withTestServer((made) => ({ db, server } = made), { env: { ADMIN_EMAIL: ADMIN, STRIPE_WEBHOOK_SECRET: SECRET } });
beforeAll(async () => {
  // Two admins at least, so "one per admin" is seen (the seed may have its own).
  await createAdmin(db.prisma);
  await createAdmin(db.prisma);
  admins = (await db.prisma.user.findMany({ where: { type: 'admin' }, select: { id: true } })).map((a) => a.id).sort();
}, 60_000);

const erbil = erbilTime;

async function signedInDriver() {
  const driver = await createDriver(db.prisma, { fullName: 'Dilan Ahmed' });
  await db.prisma.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
  const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, driver.id, { persistent: false })).token}`;
  return { driver, cookie };
}

async function supplierCar() {
  const supplier = await createSupplier(db.prisma, { name: 'Zagros Rentals' });
  const car = await createCar(db.prisma, { supplierId: supplier.id, name: 'Toyota Corolla', locations: [airport] });
  return { supplier, car };
}

const CHECKOUT = /* GraphQL */ `
  mutation($input: CheckoutInput!) { checkout(input: $input) { bookingId status } }`;

type Row = { userId: string; code: string; values: unknown; message: string | null; isRead: boolean };
const notificationsOf = async (bookingId: string): Promise<Row[]> =>
  (
    await db.prisma.notification.findMany({ where: { bookingId }, select: { userId: true, code: true, values: true, message: true, isRead: true } })
  ).sort((a, b) => `${a.code}${a.userId}`.localeCompare(`${b.code}${b.userId}`));

/** What a booking's notifications must be: one per person, the values the reader's text needs. */
function expected(reference: string, driverId: string, supplierId: string, period: { from: Date; to: Date }, paymentOption: 'payLater' | 'payOnline') {
  const values = {
    reference,
    car: 'Toyota Corolla',
    supplier: 'Zagros Rentals',
    driver: 'Dilan Ahmed',
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    paymentOption,
  };
  const row = (userId: string, code: string) => ({ userId, code, values, message: null, isRead: false });
  return [row(driverId, 'BOOKING_CONFIRMED'), ...[supplierId, ...admins].map((id) => row(id, 'BOOKING_RECEIVED'))].sort((a, b) =>
    `${a.code}${a.userId}`.localeCompare(`${b.code}${b.userId}`),
  );
}

describe('a booking made notifies the driver, the supplier and the admins', () => {
  it('pay later over HTTP: one BOOKING_CONFIRMED for the driver, one BOOKING_RECEIVED for the supplier and each admin; the mails as before', async () => {
    const { supplier, car } = await supplierCar();
    const { driver, cookie } = await signedInDriver();
    const from = erbil(40);
    const to = erbil(43);
    const res = await server.gql(CHECKOUT, { input: { carId: car.id, pickupLocationId: airport, dropoffLocationId: airport, from, to } }, { cookie });
    expect(res.errors).toBeUndefined();
    const bookingId: string = res.data!.checkout.bookingId;

    const { reference } = await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(await notificationsOf(bookingId)).toEqual(expected(reference, driver.id, supplier.id, { from, to }, 'payLater'));
    // The mail copies as before: the driver's confirmation, the supplier's and ADMIN_EMAIL's "new booking".
    const mails = await db.prisma.mailOutbox.findMany({ where: { toAddress: { in: [driver.email, supplier.user.email, ADMIN] } }, select: { toAddress: true, subject: true } });
    expect(mails.map((m) => `${m.toAddress} ${m.subject.replace(/:.*/, '')}`).sort()).toEqual(
      [`${driver.email} Booking confirmed`, `${supplier.user.email} New booking`, `${ADMIN} New booking`].sort(),
    );
  });

  it('a checkout that loses the car writes no notification', async () => {
    const { car } = await supplierCar();
    const first = await signedInDriver();
    const second = await signedInDriver();
    const input = { carId: car.id, pickupLocationId: airport, dropoffLocationId: airport, from: erbil(50), to: erbil(53) };
    expect((await server.gql(CHECKOUT, { input }, { cookie: first.cookie })).errors).toBeUndefined();
    const lost = await server.gql(CHECKOUT, { input: { ...input, from: erbil(51) } }, { cookie: second.cookie });
    expect(lost.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await db.prisma.notification.count({ where: { userId: second.driver.id } })).toBe(0);
    expect(await db.prisma.notification.count({ where: { booking: { carId: car.id } } })).toBe(2 + admins.length);
  });

  it('pay online: the completed webhook, delivered three times and once more under another event id, notifies once', async () => {
    const { supplier, car } = await supplierCar();
    const { driver } = await signedInDriver();
    const from = erbil(60);
    const to = erbil(62);
    const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
    const booking = await createBooking(
      { db: db.prisma, clock: systemClock },
      {
        carId: car.id, from, to, driverId: driver.id, status: 'void', paymentOption: 'payOnline', stripeSessionId: sessionId,
        pickupLocationId: airport, dropoffLocationId: airport, price: '120.50', priceBreakdown: { lines: [], total: '120.50' },
      },
    );
    const completed = (id: string) =>
      JSON.stringify({
        id, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1,
        data: { object: { id: sessionId, object: 'checkout.session', metadata: { bookingId: booking.id }, amount_total: 12050, currency: 'usd', mode: 'payment', status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_1' } },
      });
    const first = completed(`evt_${randomBytes(12).toString('hex')}`);
    for (const payload of [first, first, first, completed(`evt_${randomBytes(12).toString('hex')}`)]) {
      const res = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
        body: payload,
      });
      expect(res.status).toBe(200);
    }
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('paid');
    expect(await notificationsOf(booking.id)).toEqual(expected(booking.reference, driver.id, supplier.id, { from, to }, 'payOnline'));
  });

  it('called twice for one booking, it still notifies each person once; rolled back, it notifies no one', async () => {
    const { supplier, car } = await supplierCar();
    const { driver } = await signedInDriver();
    const from = erbil(70);
    const to = erbil(71);
    const booking = await createBooking(
      { db: db.prisma, clock: systemClock },
      { carId: car.id, from, to, driverId: driver.id, status: 'pending', paymentOption: 'payLater', pickupLocationId: airport, dropoffLocationId: airport, price: '80.00', priceBreakdown: { lines: [], total: '80.00' } },
    );
    const deps = { settings: { timeZone: 'Asia/Baghdad' }, env: { ADMIN_EMAIL: ADMIN }, publicUrl: 'https://rent.example.com' };
    await expect(
      db.prisma.$transaction(async (tx) => {
        await enqueueBookingConfirmation({ ...deps, db: tx }, booking.id);
        throw new Error('the checkout failed');
      }),
    ).rejects.toThrow('the checkout failed');
    expect(await notificationsOf(booking.id)).toEqual([]);

    await db.prisma.$transaction((tx) => enqueueBookingConfirmation({ ...deps, db: tx }, booking.id));
    await db.prisma.$transaction((tx) => enqueueBookingConfirmation({ ...deps, db: tx }, booking.id));
    expect(await notificationsOf(booking.id)).toEqual(expected(booking.reference, driver.id, supplier.id, { from, to }, 'payLater'));
  });

  it('the database refuses a notification without a code or with values that are not an object', async () => {
    const { driver } = await signedInDriver();
    await expect(db.query(`INSERT INTO notifications (user_id, code) VALUES ($1, 'booking confirmed')`, [driver.id])).rejects.toThrow(/notifications_code_format/);
    await expect(db.query(`INSERT INTO notifications (user_id, code, "values") VALUES ($1, 'BOOKING_CONFIRMED', '[1]')`, [driver.id])).rejects.toThrow(/notifications_values_object/);
    await expect(db.query(`INSERT INTO notifications (user_id, message) VALUES ($1, 'Hello')`, [driver.id])).rejects.toThrow(/null value in column "code"/);
  });
});
