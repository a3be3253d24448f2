import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { expireHolds, HOLD_EXPIRED_REASON, HOLD_MINUTES } from '../../src/services/bookings/holds.ts';
import { HOLD_ABANDONED_REASON, HOLD_REPLACED_REASON, PAYMENT_AMOUNT_MISMATCH } from '../../src/services/payments/checkoutSessions.ts';
import { PAYMENT_FAILED_REASON } from '../../src/services/payments/stripeEvents.ts';
import { redactUrl } from '../../src/logger.ts';
import type { TestDatabase } from '../db.ts';
import { startTestServer, withTestServer, type TestServer } from '../http.ts';
import { startRecaptchaStandin, type RecaptchaStandin } from '../standins/recaptcha.ts';
import { erbilTime, uniqueEmail } from '../fixtures.ts';
import { graphql } from '../__generated__/gql.ts';
import type { CheckoutInput } from '../__generated__/graphql.ts';

/**
 * Pay online without Stripe keys (issue 12 points 2, 5, 6; docs/decisions/021): the checkout
 * holds the car and opens a local test session; the test card pays through the webhook path
 * (one confirmation mail however often it is paid), the declined card releases the hold; the
 * status page reads OPEN / PAID / FAILED / BOOKED. Then the REST reference flow over the same
 * services. Real HTTP, real database.
 */
let db: TestDatabase;
let server: TestServer;
let google: RecaptchaStandin;
let botChecked: TestServer;
const airport = scenario.location.airport;
const RECAPTCHA_SECRET = 'recaptcha-pay-online';

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
  google = await startRecaptchaStandin({ secret: RECAPTCHA_SECRET });
  botChecked = await startTestServer(db, { RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: google.url, RECAPTCHA_SITE_KEY: 'site-key' });
}, 60_000);
afterAll(async () => {
  await botChecked?.close();
  await google?.close();
});

const erbil = erbilTime;
const email = (p = 'payer') => uniqueEmail(p);

const CHECKOUT = graphql(`
  mutation PayOnlineCheckout($input: CheckoutInput!) {
    checkout(input: $input) {
      bookingId status total currency sessionId
      payment { id provider clientSecret publishableKey amount currency expiresAt }
    }
  }`);
const STATUS = graphql(`query PayOnlineStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency expiresAt } }`);
const PAY = graphql(`mutation PayOnlinePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state provider bookingId } }`);
const SEARCH = graphql(`query PayOnlineSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }`);
const QUOTE = graphql(`query PayOnlineQuote($input: QuoteInput!) { quote(input: $input) { total } }`);
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholderName: 'Shilan Omar' };

async function driver() {
  const user = await createDriver(db.prisma, { email: email('driver') });
  await db.prisma.licenceDocument.create({ data: { userId: user.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
  const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, user.id, { persistent: false })).token}`;
  return { user, cookie };
}

const period = (days: number) => ({ from: erbil(days), to: erbil(days + 3) });
const input = (carId: string, days: number, overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  carId, pickupLocationId: airport, dropoffLocationId: airport, ...period(days), paymentOption: 'payOnline', ...overrides,
});
const mailsTo = (to: string) => db.prisma.mailOutbox.findMany({ where: { toAddress: to } });
const confirmations = async (to: string) => (await mailsTo(to)).filter((m) => m.subject.startsWith('Booking confirmed')).length;
async function searchable(car: { supplierId: string }, days: number): Promise<boolean> {
  const res = await server.gql(SEARCH, { input: { pickupLocation: airport, ...period(days), suppliers: [car.supplierId] } });
  expect(res.errors).toBeUndefined();
  return res.data!.searchCars.totalCount === 1;
}

describe('pay online with the local test payment page (no Stripe keys)', () => {
  it('holds the car with an open test session, pays with 4242 once however often it is paid, one confirmation mail', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { user, cookie } = await driver();
    expect(await searchable(car, 50)).toBe(true);
    const quoted = await server.gql(QUOTE, { input: { carId: car.id, ...period(50), paymentOption: 'payOnline' } });

    const started = Date.now();
    const res = await server.gql(CHECKOUT, { input: input(car.id, 50) }, { cookie });
    expect(res.errors).toBeUndefined();
    const made = res.data!.checkout;
    expect(made).toMatchObject({ status: 'void', currency: 'USD', total: quoted.data!.quote.total });
    expect(made.payment).toMatchObject({ id: made.sessionId, provider: 'TEST', clientSecret: null, publishableKey: null, amount: made.total, currency: 'USD' });
    expect(made.sessionId).toMatch(/^test_[A-Za-z0-9_-]{32}$/);
    const expiresAt = new Date(made.payment!.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(started + HOLD_MINUTES * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + HOLD_MINUTES * 60_000 + 1000);
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).toMatchObject({ status: 'void', paymentOption: 'payOnline', holdExpiresAt: new Date(expiresAt) });
    // No mail until paid; the car is held.
    expect(await confirmations(user.email)).toBe(0);
    expect(await searchable(car, 50)).toBe(false);

    const open = await server.gql(STATUS, { id: made.sessionId });
    expect(open.data!.checkoutSession).toMatchObject({ state: 'OPEN', provider: 'TEST', bookingId: made.bookingId, amount: made.total, currency: 'USD' });
    expect(JSON.stringify(open.data)).not.toContain(user.email);

    // Bad card fields: the spec's messages, nothing changes.
    const bad = await server.gql(PAY, { input: { sessionId: made.sessionId, cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' } });
    expect(bad.errors![0]).toMatchObject({ message: 'Invalid card number', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { cardNumber: 'INVALID_CARD_NUMBER', expiry: 'INVALID_EXPIRY_DATE', cvc: 'INVALID_CVC' } } });
    const past = await server.gql(PAY, { input: { ...CARD, sessionId: made.sessionId, expiry: '01/20' } });
    expect(past.errors![0]).toMatchObject({ message: 'Invalid expiry date', extensions: { fieldErrors: { expiry: 'INVALID_EXPIRY_DATE' } } });
    const cvc = await server.gql(PAY, { input: { ...CARD, sessionId: made.sessionId, cvc: '12a' } });
    expect(cvc.errors![0]).toMatchObject({ message: 'Invalid Card Validation Code', extensions: { fieldErrors: { cvc: 'INVALID_CVC' } } });
    const short = await server.gql(PAY, { input: { ...CARD, sessionId: made.sessionId, cardNumber: '4242 4242' } });
    expect(short.errors![0].message).toBe('Invalid card number');
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).status).toBe('void');
    expect((await server.gql(STATUS, { id: made.sessionId })).data!.checkoutSession.state).toBe('OPEN');

    // Paid three times, two at once: paid once, one mail.
    const payer = server.client();
    const paid = await Promise.all([payer.gql(PAY, { input: { ...CARD, sessionId: made.sessionId } }), payer.gql(PAY, { input: { ...CARD, sessionId: made.sessionId } })]);
    for (const p of paid) expect(p.data!.payTestSession).toMatchObject({ id: made.sessionId, state: 'PAID', provider: 'TEST', bookingId: made.bookingId });
    const again = await payer.gql(PAY, { input: { ...CARD, sessionId: made.sessionId } });
    expect(again.data!.payTestSession.state).toBe('PAID');
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).toMatchObject({ status: 'paid', holdExpiresAt: null });
    expect(await db.prisma.bookingStatusChange.count({ where: { bookingId: made.bookingId, toStatus: 'paid' } })).toBe(1);
    expect(await confirmations(user.email)).toBe(1);
    expect((await server.gql(STATUS, { id: made.sessionId })).data!.checkoutSession).toMatchObject({ state: 'PAID', expiresAt: null });
    expect(await searchable(car, 50)).toBe(false);
  });

  it('the declined card ends the session FAILED, releases the hold (the car is offered again), and a later 4242 changes nothing', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { user, cookie } = await driver();
    const made = (await server.gql(CHECKOUT, { input: input(car.id, 60, { currency: 'EUR' }) }, { cookie })).data!.checkout;
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } });
    // The amount is the total at the booking's stored rate.
    expect(Number(made.payment!.amount)).toBeCloseTo(Number(booking.price) * Number(booking.exchangeRate), 2);
    expect(made.payment!.currency).toBe('EUR');

    const declined = await server.gql(PAY, { input: { ...CARD, sessionId: made.sessionId, cardNumber: '4000 0000 0000 0002' } });
    expect(declined.errors).toBeUndefined();
    expect(declined.data!.payTestSession).toMatchObject({ state: 'FAILED' });
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).toMatchObject({ status: 'cancelled', statusReason: PAYMENT_FAILED_REASON });
    expect(await db.prisma.bookingStatusChange.findFirst({ where: { bookingId: made.bookingId, toStatus: 'cancelled' } })).toMatchObject({ reason: PAYMENT_FAILED_REASON });
    expect(await db.prisma.checkoutSession.findUniqueOrThrow({ where: { id: made.sessionId } })).toMatchObject({ status: 'failed' });
    expect(await searchable(car, 60)).toBe(true);

    const late = await server.gql(PAY, { input: { ...CARD, sessionId: made.sessionId } });
    expect(late.data!.payTestSession.state).toBe('FAILED');
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).status).toBe('cancelled');
    expect(await confirmations(user.email)).toBe(0);
  });

  it("a driver back from the payment form checks out again: their own hold gives way (replaced, its session ended); another driver's hold still blocks", async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const first = (await server.gql(CHECKOUT, { input: input(car.id, 70) }, { cookie })).data!.checkout;
    const again = await server.gql(CHECKOUT, { input: input(car.id, 70) }, { cookie });
    expect(again.errors).toBeUndefined();
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: first.bookingId } })).toMatchObject({ status: 'cancelled', statusReason: HOLD_REPLACED_REASON });
    expect((await server.gql(STATUS, { id: first.sessionId })).data!.checkoutSession.state).toBe('FAILED');
    expect((await server.gql(STATUS, { id: again.data!.checkout.sessionId })).data!.checkoutSession.state).toBe('OPEN');
    // A change of mind to pay later replaces the hold too.
    const later = await server.gql(CHECKOUT, { input: input(car.id, 70, { paymentOption: 'payLater' }) }, { cookie });
    expect(later.errors).toBeUndefined();
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: again.data!.checkout.bookingId } })).status).toBe('cancelled');

    const other = await driver();
    const refused = await server.gql(CHECKOUT, { input: input(car.id, 71) }, { cookie: other.cookie });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await db.prisma.booking.count({ where: { carId: car.id, status: { in: ['void', 'pending', 'paid'] } } })).toBe(1);
  });

  it('a guest whose payment failed books again with the same email: the same unclaimed account, a fresh activation mail; a claimed account must sign in', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const guestEmail = email('guest');
    const details = { fullName: 'Shilan Omar', email: guestEmail, phone: '+964 750 123 4567', birthDate: '1992-03-04', acceptTerms: true, language: 'en' };
    const licence = async () => {
      const row = await db.prisma.licenceDocument.create({ data: { storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10, temporary: true } });
      return row.storageKey.slice('licences/'.length);
    };
    const first = (await server.gql(CHECKOUT, { input: input(car.id, 80, { driver: details, licence: await licence() }) })).data!.checkout;
    await server.gql(PAY, { input: { ...CARD, sessionId: first.sessionId, cardNumber: '4000 0000 0000 0002' } });
    // This time from a French page: the account keeps its language, and so does its mail (issue 14).
    const again = await server.gql(CHECKOUT, { input: input(car.id, 80, { driver: { ...details, language: 'fr' }, licence: await licence() }) });
    expect(again.errors).toBeUndefined();
    const users = await db.prisma.user.findMany({ where: { email: guestEmail } });
    expect(users).toHaveLength(1);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: again.data!.checkout.bookingId } })).driverId).toBe(users[0].id);
    expect((await mailsTo(guestEmail)).filter((m) => /activ/i.test(m.subject)).map((m) => m.subject)).toEqual([
      'Activate your Erbil Car Rental account',
      'Activate your Erbil Car Rental account',
    ]);

    // Once the account has a password it is someone's: sign in to book.
    await db.prisma.user.update({ where: { id: users[0].id }, data: { passwordHash: 'set', verified: true } });
    const claimed = await server.gql(CHECKOUT, { input: input(car.id, 90, { driver: details, licence: await licence() }) });
    expect(claimed.errors?.[0]?.extensions?.messageCode).toBe('ACCOUNT_EXISTS');
  });

  it('a hold cancelled by the expiry job reads FAILED and cannot be paid', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const made = (await server.gql(CHECKOUT, { input: input(car.id, 70) }, { cookie })).data!.checkout;
    const later = new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000);
    expect(await expireHolds({ db: db.prisma, clock: { now: () => later } })).toContain(made.bookingId);
    expect((await server.gql(STATUS, { id: made.sessionId })).data!.checkoutSession.state).toBe('FAILED');
    expect((await server.gql(PAY, { input: { ...CARD, sessionId: made.sessionId } })).data!.payTestSession.state).toBe('FAILED');
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).toMatchObject({ status: 'cancelled', statusReason: HOLD_EXPIRED_REASON });
  });

  it('pay later has a status page too: BOOKED, no payment to make', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const res = await server.gql(CHECKOUT, { input: input(car.id, 80, { paymentOption: 'payLater' }) }, { cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.checkout).toMatchObject({ status: 'pending', payment: null });
    const status = await server.gql(STATUS, { id: res.data!.checkout.sessionId });
    expect(status.data!.checkoutSession).toMatchObject({ state: 'BOOKED', provider: null, bookingId: res.data!.checkout.bookingId });
    // Not a test session: it cannot be "paid".
    expect((await server.gql(PAY, { input: { ...CARD, sessionId: res.data!.checkout.sessionId } })).errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('session ids, being capabilities, are not logged in URLs', () => {
    expect(redactUrl('/checkout-session/test_abc?x=1')).toBe('/checkout-session/[redacted]?x=1');
    expect(redactUrl('/api/check-checkout-session/cs_test_abc')).toBe('/api/check-checkout-session/[redacted]');
    expect(redactUrl('/api/booking-id/cs_test_abc')).toBe('/api/booking-id/[redacted]');
    expect(redactUrl(`/api/delete-temp-booking/${'b'.repeat(36)}/test_abc`)).toBe(`/api/delete-temp-booking/${'b'.repeat(36)}/[redacted]`);
  });

  it('unknown session ids are NOT_FOUND', async () => {
    expect((await server.gql(STATUS, { id: 'test_nope' })).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await server.gql(PAY, { input: { ...CARD, sessionId: 'test_nope' } })).errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('a guest is bot-checked when the bot check is configured: a bad token writes nothing, a good one books', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const guest = { fullName: 'Shilan Omar', email: email('guest'), phone: '+964 750 123 4567', birthDate: '1992-03-04', acceptTerms: true, language: 'en' };
    const refused = await botChecked.gql(CHECKOUT, { input: input(car.id, 90, { driver: guest, licence: `${randomUUID()}.png`, recaptchaToken: google.issue('checkout', 0.1) }) });
    expect(refused.errors![0]).toMatchObject({ message: 'reCAPTCHA error', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await db.prisma.user.count({ where: { email: guest.email } })).toBe(0);
    expect(await db.prisma.booking.count({ where: { carId: car.id } })).toBe(0);

    // A good token passes the bot check; what stops it next is the licence, as for anyone.
    const passed = await botChecked.gql(CHECKOUT, { input: input(car.id, 90, { driver: guest, recaptchaToken: google.issue('checkout', 0.9) }) });
    expect(passed.errors![0]).toMatchObject({ message: 'Please add an image.' });
    expect(google.requests.at(-1)?.response).toBeTruthy();
  });
});

describe('REST reference flow without Stripe (a local test session)', () => {
  const json = (body: unknown, method = 'POST'): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function openSession(amount: number | string, currency = 'USD') {
    const res = await server.client().fetch('/api/create-checkout-session', json({ amount, currency: currency.toLowerCase(), locale: 'en', receiptEmail: 'payer@example.com', name: 'Kia Picanto', description: 'Car rental', customerName: 'Shilan Omar' }));
    expect(res.status).toBe(200);
    return (await res.json()) as { sessionId: string; customerId: string | null; clientSecret: string | null };
  }

  async function restCheckout(cookie: string, carId: string, days: number, sessionId: string) {
    const { from, to } = period(days);
    return server.client().fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        booking: { car: carId, pickupLocation: airport, dropOffLocation: airport, from: from.toISOString(), to: to.toISOString(), cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false, price: 1, status: 'void' },
        payLater: false,
        sessionId,
        customerId: null,
      }),
    });
  }

  async function quote(carId: string, days: number): Promise<string> {
    return (await server.gql(QUOTE, { input: { carId, ...period(days), paymentOption: 'payOnline' } })).data!.quote.total;
  }

  it('an amount that is not the server quote is refused: 400, the session expired, nothing booked', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const session = await openSession(1);
    expect(session).toMatchObject({ sessionId: expect.stringMatching(/^test_/), customerId: null, clientSecret: null });
    const res = await restCheckout(cookie, car.id, 100, session.sessionId);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_USER_INPUT', message: PAYMENT_AMOUNT_MISMATCH, messageCode: 'PAYMENT_AMOUNT_MISMATCH' });
    expect(await db.prisma.booking.count({ where: { carId: car.id } })).toBe(0);
    expect(await db.prisma.checkoutSession.findUniqueOrThrow({ where: { id: session.sessionId } })).toMatchObject({ status: 'expired', bookingId: null });
    // The expired session cannot be used even with the right amount.
    expect((await restCheckout(cookie, car.id, 100, session.sessionId)).status).toBe(400);
  });

  it('the quote amount books a hold tied to the session; paid, check-checkout-session answers 200; booking-id answers the id', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { user, cookie } = await driver();
    const session = await openSession(await quote(car.id, 110));
    const res = await restCheckout(cookie, car.id, 110, session.sessionId);
    expect(res.status).toBe(200);
    const { bookingId } = (await res.json()) as { bookingId: string };
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({ status: 'void', paymentOption: 'payOnline' });
    expect(await db.prisma.checkoutSession.findUniqueOrThrow({ where: { id: session.sessionId } })).toMatchObject({ bookingId });

    const id = await server.client().fetch(`/api/booking-id/${session.sessionId}`);
    expect(id.status).toBe(200);
    expect(await id.json()).toBe(bookingId);
    expect((await server.client().fetch('/api/booking-id/test_unknown')).status).toBe(204);

    expect((await server.gql(PAY, { input: { ...CARD, sessionId: session.sessionId } })).data!.payTestSession.state).toBe('PAID');
    expect((await server.client().fetch(`/api/check-checkout-session/${session.sessionId}`, { method: 'POST' })).status).toBe(200);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe('paid');
    expect(await confirmations(user.email)).toBe(1);
    // A second use of the session is refused.
    const other = await createCar(db.prisma, { locations: [airport] });
    expect((await restCheckout(cookie, other.id, 110, session.sessionId)).status).toBe(400);
  });

  it('check-checkout-session on an unpaid session releases the hold (400); unknown is 204', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const session = await openSession(await quote(car.id, 120));
    const { bookingId } = (await (await restCheckout(cookie, car.id, 120, session.sessionId)).json()) as { bookingId: string };
    expect((await server.client().fetch(`/api/check-checkout-session/${session.sessionId}`, { method: 'POST', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({ status: 'cancelled', statusReason: HOLD_ABANDONED_REASON });
    expect(await searchable(car, 120)).toBe(true);
    expect((await server.client().fetch('/api/check-checkout-session/test_unknown', { method: 'POST' })).status).toBe(204);
  });

  it('delete-temp-booking releases the hold only when booking and session match', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const session = await openSession(await quote(car.id, 130));
    const { bookingId } = (await (await restCheckout(cookie, car.id, 130, session.sessionId)).json()) as { bookingId: string };
    const del = (b: string, s: string) => server.client().fetch(`/api/delete-temp-booking/${b}/${s}`, { method: 'DELETE' });
    expect((await del(randomUUID(), session.sessionId)).status).toBe(200);
    expect((await del(bookingId, 'test_other')).status).toBe(200);
    expect((await del('not-a-uuid', session.sessionId)).status).toBe(200);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe('void');
    expect((await del(bookingId, session.sessionId)).status).toBe(200);
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({ status: 'cancelled', statusReason: HOLD_ABANDONED_REASON });
    expect((await server.gql(STATUS, { id: session.sessionId })).data!.checkoutSession.state).toBe('FAILED');
  });

  it('pay online without a session is refused with a code; a bad amount or currency is a 400', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const { from, to } = period(140);
    const res = await server.client().fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ booking: { car: car.id, pickupLocation: airport, dropOffLocation: airport, from, to }, payLater: false }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ messageCode: 'PAYMENT_SESSION_REQUIRED' });
    for (const body of [{ amount: -5, currency: 'usd' }, { amount: 10, currency: 'xyz' }, { amount: 'lots', currency: 'usd' }, {}]) {
      const bad = await server.client().fetch('/api/create-checkout-session', json(body));
      expect(bad.status).toBe(400);
    }
    expect(await db.prisma.booking.count({ where: { carId: car.id } })).toBe(0);
  });
});
