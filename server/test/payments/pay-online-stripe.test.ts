import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { expireHolds } from '../../src/services/bookings/holds.ts';
import { PAYMENT_AMOUNT_MISMATCH, PAYMENT_UNAVAILABLE_REASON } from '../../src/services/payments/checkoutSessions.ts';
import type { TestDatabase } from '../db.ts';
import { startTestServer, withTestServer, type TestServer } from '../http.ts';
import { startStripeStandin, type StripeStandin } from '../standins/stripe.ts';
import { erbilTime, uniqueEmail } from '../fixtures.ts';
import { graphql } from '../__generated__/gql.ts';
import type { CheckoutInput } from '../__generated__/graphql.ts';

/**
 * Pay online with Stripe configured, the real SDK against the local stand-in (docs/decisions/021):
 * checkout answers Stripe's embedded session (client secret, publishable key); the status page
 * asks Stripe and turns PAID with one mail once the payer paid; Stripe failing releases the hold
 * and answers SERVICE_UNAVAILABLE; the REST reference flow opens a session (and a customer) before
 * the booking, refuses a wrong amount (the session expired at Stripe too), and a webhook without
 * our booking id in its metadata still pays the booking.
 */
let db: TestDatabase;
let stripe: StripeStandin;
let server: TestServer;
let broken: TestServer;
const airport = scenario.location.airport;
const WEBHOOK_SECRET = 'whsec_pay_online';
const PUBLISHABLE = 'pk_test_pay_online';

beforeAll(async () => {
  stripe = await startStripeStandin();
});
afterAll(async () => {
  await stripe?.close();
});
withTestServer((made) => ({ db, server } = made), {
  env: () => ({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE, STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
});
beforeAll(async () => {
  // A wrong key: Stripe refuses every call (401), as when keys are revoked.
  broken = await startTestServer(db, { STRIPE_SECRET_KEY: 'sk_test_wrong', STRIPE_API_URL: stripe.url });
}, 60_000);
afterAll(async () => {
  await broken?.close();
});

const erbil = erbilTime;
const email = (p = 'payer') => uniqueEmail(p);
const period = (days: number) => ({ from: erbil(days), to: erbil(days + 2) });

const CHECKOUT = graphql(`
  mutation PayStripeCheckout($input: CheckoutInput!) {
    checkout(input: $input) { bookingId status total sessionId payment { id provider clientSecret publishableKey amount currency expiresAt } }
  }`);
const STATUS = graphql(`query PayStripeStatus($id: ID!) { checkoutSession(id: $id) { id state provider bookingId amount currency } }`);
const PAY = graphql(`mutation PayStripePay($input: PayTestSessionInput!) { payTestSession(input: $input) { id state } }`);
const SEARCH = graphql(`query PayStripeSearch($input: SearchCarsInput!) { searchCars(input: $input) { totalCount } }`);
const QUOTE = graphql(`query PayStripeQuote($input: QuoteInput!) { quote(input: $input) { total } }`);

async function driver() {
  const user = await createDriver(db.prisma, { email: email('driver') });
  await db.prisma.licenceDocument.create({ data: { userId: user.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
  const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, user.id, { persistent: false })).token}`;
  return { user, cookie };
}
const input = (carId: string, days: number): CheckoutInput => ({ carId, pickupLocationId: airport, dropoffLocationId: airport, ...period(days), paymentOption: 'payOnline' });
const confirmations = async (to: string) => (await db.prisma.mailOutbox.findMany({ where: { toAddress: to } })).filter((m) => m.subject.startsWith('Booking confirmed')).length;

describe('pay online with Stripe', () => {
  it("checkout answers Stripe's embedded session; the status page syncs to PAID once the payer paid, with one mail", async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { user, cookie } = await driver();
    const res = await server.gql(CHECKOUT, { input: input(car.id, 50) }, { cookie });
    expect(res.errors).toBeUndefined();
    const made = res.data!.checkout;
    expect(made).toMatchObject({ status: 'void', sessionId: expect.stringMatching(/^cs_test_/) });
    expect(made.payment).toMatchObject({ id: made.sessionId, provider: 'STRIPE', clientSecret: expect.stringMatching(/_secret_/), publishableKey: PUBLISHABLE, amount: made.total, currency: 'USD' });
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form).toMatchObject({ 'metadata[bookingId]': made.bookingId, customer_email: user.email, 'line_items[0][price_data][unit_amount]': made.total.replace('.', '') });
    expect(await confirmations(user.email)).toBe(0);

    expect((await server.gql(STATUS, { id: made.sessionId })).data!.checkoutSession).toMatchObject({ state: 'OPEN', provider: 'STRIPE', bookingId: made.bookingId });
    stripe.pay(made.sessionId);
    const [a, b] = await Promise.all([server.gql(STATUS, { id: made.sessionId }), server.gql(STATUS, { id: made.sessionId })]);
    expect(a.data!.checkoutSession.state).toBe('PAID');
    expect(b.data!.checkoutSession.state).toBe('PAID');
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).status).toBe('paid');
    expect(await confirmations(user.email)).toBe(1);

    // The test page is not there when Stripe is.
    expect((await server.gql(PAY, { input: { sessionId: made.sessionId, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' } })).errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('shown in IQD, pay online charges the stored price in USD (the card processor takes no dinars); the booking stores USD at rate 1', async () => {
    await db.prisma.exchangeRate.upsert({
      where: { base_target: { base: 'USD', target: 'IQD' } },
      create: { base: 'USD', target: 'IQD', rate: '1478.25', provider: 'rates.example.iq', fetchedAt: new Date() },
      update: { rate: '1478.25', fetchedAt: new Date() },
    });
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const quoted = await server.gql(QUOTE, { input: { carId: car.id, ...period(54), paymentOption: 'payOnline' } });
    const res = await server.gql(CHECKOUT, { input: { ...input(car.id, 54), currency: 'IQD' } }, { cookie });
    expect(res.errors).toBeUndefined();
    const made = res.data!.checkout;
    expect(made.total).toBe(quoted.data!.quote.total);
    expect(made.payment).toMatchObject({ provider: 'STRIPE', amount: made.total, currency: 'USD' });
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form).toMatchObject({ 'metadata[bookingId]': made.bookingId, 'line_items[0][price_data][currency]': 'usd', 'line_items[0][price_data][unit_amount]': made.total.replace('.', '') });
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } });
    expect(booking.currency).toBe('USD');
    expect(booking.exchangeRate.toFixed(2)).toBe('1.00');

    // Nor does the REST reference flow open a session in dinars: a clear 400, nothing at Stripe.
    const before = stripe.requests.length;
    const iqd = await server.client().fetch('/api/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 150000, currency: 'iqd' }),
    });
    expect(iqd.status).toBe(400);
    expect(stripe.requests.length).toBe(before);
  });

  it('paid at Stripe after the expiry job released the hold (the car still free): the status page reinstates it as PAID', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { user, cookie } = await driver();
    const made = (await server.gql(CHECKOUT, { input: input(car.id, 55) }, { cookie })).data!.checkout;
    const later = new Date(Date.now() + 40 * 60_000);
    expect(await expireHolds({ db: db.prisma, clock: { now: () => later } })).toContain(made.bookingId);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).status).toBe('cancelled');
    stripe.pay(made.sessionId);
    expect((await server.gql(STATUS, { id: made.sessionId })).data!.checkoutSession.state).toBe('PAID');
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } })).status).toBe('paid');
    expect(await confirmations(user.email)).toBe(1);
  });

  it('Stripe refusing: the hold is released with a reason, the answer is SERVICE_UNAVAILABLE (PAYMENT_UNAVAILABLE), never a 500', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const res = await broken.gql(CHECKOUT, { input: input(car.id, 60) }, { cookie });
    expect(res.status).toBe(200);
    expect(res.errors![0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageCode: 'PAYMENT_UNAVAILABLE' });
    const [booking] = await db.prisma.booking.findMany({ where: { carId: car.id } });
    expect(booking).toMatchObject({ status: 'cancelled', statusReason: PAYMENT_UNAVAILABLE_REASON });
    expect(await db.prisma.bookingStatusChange.findFirst({ where: { bookingId: booking.id, toStatus: 'cancelled' } })).toMatchObject({ reason: PAYMENT_UNAVAILABLE_REASON });
    const search = await server.gql(SEARCH, { input: { pickupLocation: airport, ...period(60), suppliers: [car.supplierId] } });
    expect(search.data!.searchCars.totalCount).toBe(1);
    // REST answers 503 with the code.
    const rest = await broken.client().fetch('/api/create-checkout-session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 10, currency: 'usd' }) });
    expect(rest.status).toBe(503);
    expect(await rest.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE', messageCode: 'PAYMENT_UNAVAILABLE' });
  });
});

describe('REST reference flow with Stripe', () => {
  async function openSession(amount: string | number) {
    const res = await server.client().fetch('/api/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount, currency: 'usd', locale: 'fr', receiptEmail: 'payer@example.com', name: 'Kia Picanto', description: '3 days', customerName: 'Shilan Omar' }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { sessionId: string; customerId: string; clientSecret: string };
  }
  async function restCheckout(cookie: string, carId: string, days: number, session: { sessionId: string; customerId: string }) {
    const { from, to } = period(days);
    return server.client().fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ booking: { car: carId, pickupLocation: airport, dropOffLocation: airport, from, to, price: 1 }, payLater: false, sessionId: session.sessionId, customerId: session.customerId }),
    });
  }

  it("asks Stripe for the driver's language where it has it, and 'auto' for Sorani Kurdish and Arabic (issue 27)", async () => {
    const localeOf = async (locale: string) => {
      const res = await server.client().fetch('/api/create-checkout-session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 5, currency: 'usd', locale }) });
      expect(res.status).toBe(200);
      return stripe.sessions.get(((await res.json()) as { sessionId: string }).sessionId)!.locale;
    };
    expect(await localeOf('es')).toBe('es');
    expect(await localeOf('ckb')).toBe('auto');
    expect(await localeOf('ar')).toBe('auto');
  });

  it('opens a Stripe session and customer; a wrong amount is refused and the session expired at Stripe', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await driver();
    const session = await openSession(5);
    expect(session).toMatchObject({ sessionId: expect.stringMatching(/^cs_test_/), customerId: expect.stringMatching(/^cus_/), clientSecret: expect.stringMatching(/_secret_/) });
    expect(stripe.customers.get(session.customerId)).toMatchObject({ email: 'payer@example.com', name: 'Shilan Omar' });
    expect(stripe.sessions.get(session.sessionId)).toMatchObject({ customer: session.customerId, amount_total: 500, currency: 'usd', metadata: {} });

    const res = await restCheckout(cookie, car.id, 70, session);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: PAYMENT_AMOUNT_MISMATCH, messageCode: 'PAYMENT_AMOUNT_MISMATCH' });
    expect(stripe.sessions.get(session.sessionId)!.status).toBe('expired');
    expect(await db.prisma.booking.count({ where: { carId: car.id } })).toBe(0);
  });

  it('the quoted amount books a hold tied to the session; a webhook without our booking id in the metadata pays it', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { user, cookie } = await driver();
    const total = (await server.gql(QUOTE, { input: { carId: car.id, ...period(80), paymentOption: 'payOnline' } })).data!.quote.total as string;
    const session = await openSession(total);
    const res = await restCheckout(cookie, car.id, 80, session);
    expect(res.status).toBe(200);
    const { bookingId } = (await res.json()) as { bookingId: string };
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).toMatchObject({ status: 'void', stripeSessionId: session.sessionId });
    expect((await (await server.client().fetch(`/api/booking-id/${session.sessionId}`)).json())).toBe(bookingId);

    const paid = stripe.pay(session.sessionId);
    expect(paid.metadata).toEqual({});
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'checkout.session.completed', data: { object: paid } });
    const hook = await server.client().fetch('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) },
      body,
    });
    expect(hook.status).toBe(200);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe('paid');
    expect((await server.client().fetch(`/api/check-checkout-session/${session.sessionId}`, { method: 'POST' })).status).toBe(200);
    expect(await confirmations(user.email)).toBe(1);
  });
});
