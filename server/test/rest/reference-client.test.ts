import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestClient, type TestServer } from '../http.ts';
import { startStripeStandin, type StripeStandin } from '../standins/stripe.ts';
import { erbilTime, uniqueEmail } from '../fixtures.ts';
import { blackPng } from '../licences/files.ts';

/**
 * The reference platform's driver web app (aelassas/bookcars `frontend/`), served on the same origin
 * as /api, books (issue 23 point 8). Each request below is the one that app sends, with the body
 * its code builds (pages/Checkout.tsx, components/DriverLicense.tsx, components/BookingList.tsx,
 * services/*Service.ts), serialised as axios does (JSON.stringify: Dates become ISO instants,
 * undefined fields vanish):
 *
 * - the car's `supplier.licenseRequired` makes it ask for the licence; a guest uploads it with
 *   create-license and sends the name as `driver.license`; a signed-in driver's `license` comes from
 *   GET /api/user/{id}, uploaded with update-license/{id} when null;
 * - a guest's `driver.birthDate` is a serialised Date;
 * - the bookings list shows "Cancel" when a booking's `cancellation` is true (included with pay later);
 * - create-checkout-session answers `{sessionId, customerId, clientSecret}` for Stripe's embedded
 *   checkout, and the checkout names that session.
 */
let db: TestDatabase;
let stripe: StripeStandin;
let server: TestServer;
const ORIGIN = 'https://partner.example';
const airport = scenario.location.airport;
const PASSWORD = 'Driver123!';
/** A licence photo that decodes (licences are decoded and re-encoded, lib/images.ts). */
const PNG = blackPng(64, 40);

beforeAll(async () => {
  stripe = await startStripeStandin();
});
afterAll(async () => {
  await stripe?.close();
});
withTestServer((made) => ({ db, server } = made), {
  env: () => ({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_reference', STRIPE_API_URL: stripe.url, CORS_ORIGINS: ORIGIN }),
});

/** What axios sends for `post(url, body)`: JSON.stringify of the body (Dates as ISO instants). */
const post = (browser: TestClient, path: string, body: unknown) =>
  browser.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
/** UserService.createLicense / updateLicense: multipart, the file in field `file`. */
function licenceForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'licence.png');
  return form;
}
/** helper.getBookingStatuses(): every status of the reference, some of which this product does not have. */
const STATUSES = ['void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled'];

type RefBooking = { _id: string; status: string; cancellation: boolean; cancelRequest: boolean; from: string };

/** pages/Bookings.tsx + components/BookingList.tsx: the driver's bookings, as the list asks for them. */
async function bookingsOf(browser: TestClient, userId: string): Promise<RefBooking[]> {
  const suppliers = ((await (await browser.fetch('/api/all-suppliers')).json()) as { _id: string }[]).map((s) => s._id);
  const res = await post(browser, '/api/bookings/1/10/en', { suppliers, statuses: STATUSES, car: '', user: userId });
  expect(res.status).toBe(200);
  const data = (await res.json()) as [{ resultData: RefBooking[] }] | [];
  return data.length ? data[0].resultData : [];
}

/** BookingList shows its Cancel button when this holds (from the reference's code). */
const showsCancel = (b: RefBooking) => b.cancellation && !b.cancelRequest && b.status !== 'cancelled' && new Date(b.from) >= new Date(new Date().setHours(0, 0, 0, 0));

/** pages/Checkout.tsx's booking: the car's included extras are preset, the rest as ticked. */
function bookingBody(car: { _id: string; supplier: { _id: string } }, from: Date, to: Date, driver: string | undefined, price: number) {
  return {
    supplier: car.supplier._id,
    car: car._id,
    driver,
    pickupLocation: airport,
    dropOffLocation: airport,
    from,
    to,
    status: 'pending',
    cancellation: false,
    amendments: false,
    theftProtection: false,
    collisionDamageWaiver: false,
    fullInsurance: false,
    additionalDriver: false,
    price,
  };
}

describe('the reference driver app, served on the same origin as /api', () => {
  it('books as a guest and as a signed-in driver, pays later or through Stripe, and lists the bookings with Cancel', async () => {
    const dbCar = await createCar(db.prisma, {
      locations: [airport],
      dailyPrice: '30.00',
      cancellation: '20.00',
      amendments: '10.00',
      theftProtection: '5.00',
      collisionDamageWaiver: '8.00',
      fullInsurance: '15.00',
      additionalDriver: '-1.00',
    });

    // ── A guest. The checkout page loads the car: its supplier asks for the licence.
    const guest = server.client();
    const car = (await (await guest.fetch(`/api/car/${dbCar.id}/en`)).json()) as { _id: string; supplier: { _id: string; licenseRequired: boolean } };
    expect(car.supplier.licenseRequired).toBe(true);
    // Suppliers are the same shape wherever they appear.
    for (const s of (await (await guest.fetch('/api/all-suppliers')).json()) as { licenseRequired: boolean }[]) expect(s.licenseRequired).toBe(true);

    const email = uniqueEmail('refguest');
    expect((await post(guest, '/api/validate-email', { email })).status).toBe(200);
    // DriverLicense without a user: create-license, the stored name as a JSON string.
    const upload = await guest.fetch('/api/create-license', { method: 'POST', body: licenceForm() });
    expect(upload.status).toBe(200);
    const license = (await upload.json()) as string;
    expect(license).toMatch(/^[\w-]+\.png$/);

    const from = erbilTime(30);
    const to = erbilTime(33);
    // Its DatePicker gives the day picked at 10:00 local: 14 May 1990 in a UTC+4 browser.
    const birthDate = new Date('1990-05-14T06:00:00.000Z');
    const driver = { email, phone: '+9647501234567', fullName: 'Rawa Karim', birthDate, language: 'en', license };
    const guestCheckout = await post(guest, '/api/checkout', {
      driver,
      booking: bookingBody(car, from, to, undefined, 90),
      additionalDriver: undefined,
      payLater: true,
      sessionId: undefined,
      customerId: undefined,
    });
    expect(guestCheckout.status).toBe(200);
    const { bookingId: guestBookingId } = (await guestCheckout.json()) as { bookingId: string };
    const account = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(account.birthDate?.toISOString().slice(0, 10)).toBe('1990-05-14');
    expect(await db.prisma.licenceDocument.count({ where: { userId: account.id, temporary: false } })).toBe(1);

    // The guest activates the account from the mail (pages/Activate.tsx) and signs in.
    const mails = await db.prisma.mailOutbox.findMany({ where: { toAddress: email } });
    const token = mails.map((m) => /\/activate\?token=([A-Za-z0-9_%-]+)/.exec(m.text)?.[1]).find(Boolean);
    expect(token).toBeTruthy();
    expect((await post(guest, '/api/activate', { userId: account.id, token: decodeURIComponent(token!), password: PASSWORD })).status).toBe(200);
    expect((await post(guest, '/api/sign-in/frontend', { email, password: PASSWORD, stayConnected: false })).status).toBe(200);
    const guestUser = (await (await guest.fetch(`/api/user/${account.id}`)).json()) as { license: string | null };
    expect(guestUser.license).toEqual(expect.any(String));

    // Their booking is listed, pay later includes cancellation: the Cancel button shows and works.
    const guestList = await bookingsOf(guest, account.id);
    const guestBooking = guestList.find((b) => b._id === guestBookingId)!;
    expect(guestBooking).toMatchObject({ status: 'pending', cancellation: true, cancelRequest: false });
    expect(showsCancel(guestBooking)).toBe(true);
    expect((await guest.fetch(`/api/cancel-booking/${guestBookingId}`, { method: 'POST', headers: { 'content-type': 'application/json' } })).status).toBe(200);
    expect((await bookingsOf(guest, account.id)).find((b) => b._id === guestBookingId)).toMatchObject({ cancelRequest: true });

    // ── A signed-in driver without a licence on file.
    const member = await createDriver(db.prisma, { email: uniqueEmail('refdriver'), password: PASSWORD, verified: true, birthDate: new Date('1988-03-02T00:00:00Z') });
    const browser = server.client();
    expect((await post(browser, '/api/sign-in/frontend', { email: member.email, password: PASSWORD, stayConnected: false })).status).toBe(200);
    const me = (await (await browser.fetch(`/api/user/${member.id}`)).json()) as { _id: string; license: string | null };
    expect(me.license).toBeNull();
    // So the checkout asks for it; DriverLicense with a user: update-license/{id}.
    const updated = await browser.fetch(`/api/update-license/${member.id}`, { method: 'POST', body: licenceForm() });
    expect(updated.status).toBe(200);
    const stored = (await updated.json()) as string;
    expect(((await (await browser.fetch(`/api/user/${member.id}`)).json()) as { license: string | null }).license).toBe(stored);

    // Cross-origin without credentials (no cookie): refused, nothing booked (product-decisions).
    const before = await db.prisma.booking.count({ where: { driverId: member.id } });
    const foreign = await server.client().fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ booking: bookingBody(car, erbilTime(36), erbilTime(39), member.id, 90), payLater: true }),
    });
    expect(foreign.status).toBe(401);
    expect(await db.prisma.booking.count({ where: { driverId: member.id } })).toBe(before);

    // Same origin, with the session: the signed-in checkout (driver is the user id, no driver details).
    const memberCheckout = await post(browser, '/api/checkout', { booking: bookingBody(car, erbilTime(36), erbilTime(39), member.id, 90), payLater: true });
    expect(memberCheckout.status).toBe(200);
    const { bookingId: memberBookingId } = (await memberCheckout.json()) as { bookingId: string };
    const memberBooking = (await bookingsOf(browser, member.id)).find((b) => b._id === memberBookingId)!;
    expect(memberBooking).toMatchObject({ status: 'pending', cancellation: true });
    expect(showsCancel(memberBooking)).toBe(true);

    // ── Pay online through Stripe's embedded checkout: the session first, then the checkout naming it.
    const session = await post(browser, '/api/create-checkout-session', {
      amount: 90,
      currency: 'USD',
      locale: 'en',
      receiptEmail: member.email,
      name: 'BookCars - Car',
      description: 'BookCars Web Service',
      customerName: member.fullName,
    });
    expect(session.status).toBe(200);
    const opened = (await session.json()) as { sessionId: string; customerId: string; clientSecret: string };
    expect(opened).toEqual({ sessionId: expect.stringMatching(/^cs_test_/), customerId: expect.stringMatching(/^cus_/), clientSecret: expect.stringMatching(/_secret_/) });
    expect(stripe.sessions.get(opened.sessionId)).toMatchObject({ client_secret: opened.clientSecret, ui_mode: 'embedded_page', customer: opened.customerId });
    const online = await post(browser, '/api/checkout', {
      booking: bookingBody(car, erbilTime(42), erbilTime(45), member.id, 90),
      payLater: false,
      sessionId: opened.sessionId,
      customerId: opened.customerId,
    });
    expect(online.status).toBe(200);
    const { bookingId: onlineId } = (await online.json()) as { bookingId: string };
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: onlineId } })).toMatchObject({ status: 'void', paymentOption: 'payOnline' });
    expect((await browser.fetch(`/api/booking-id/${opened.sessionId}`)).status).toBe(200);
  });
});
