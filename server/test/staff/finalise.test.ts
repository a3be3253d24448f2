import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createAdmin, createBooking, createCar, createDriver, createSupplier, type CarOverrides } from '../../../prisma/seed/factories.ts';
import type { User } from '../../src/__generated__/prisma/client.ts';
import type { TestDatabase } from '../db.ts';
import { startTestServer, withTestServer, type TestServer } from '../http.ts';
import { startStripeStandin, type StripeStandin } from '../standins/stripe.ts';
import { bookingFingerprint, cookieFor, errorOf, FINALISE } from './helpers.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * Finalising a driver's cancel request (docs/decisions/023): cancelled, with a refund exactly when
 * product-decisions "Messages" says one is due (paid online, the cancellation option, asked at
 * least 24 hours before pick-up), made with the real Stripe SDK against the local stand-in (the
 * refund request carries the amount charged in minor units); in test mode when the booking was
 * paid on the local test page. Stripe failing changes nothing; two finalisations refund once.
 */
let db: TestDatabase;
let stripe: StripeStandin;
/** Stripe configured (the stand-in). */
let server: TestServer;
/** A key Stripe refuses (401 on every call). */
let broken: TestServer;
/** No Stripe: the local test payment page. */
let local: TestServer;
let admin: User;
let adminCookie: string;
const seedNow = new Date(inject('seedNow'));
const airport = scenario.location.airport;

beforeAll(async () => {
  stripe = await startStripeStandin();
});
afterAll(async () => {
  await stripe?.close();
});
withTestServer((made) => ({ db, server } = made), {
  env: () => ({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_staff', STRIPE_API_URL: stripe.url }),
});
beforeAll(async () => {
  broken = await startTestServer(db, { STRIPE_SECRET_KEY: 'sk_test_wrong', STRIPE_API_URL: stripe.url });
  local = await startTestServer(db);
  admin = await createAdmin(db.prisma);
  adminCookie = await cookieFor(server, db, admin.id);
}, 60_000);
afterAll(async () => {
  await Promise.all([broken?.close(), local?.close()]);
});

/** `hour`:00 in Erbil (UTC+3) `daysAhead` days after the seed's day. */
function erbil(daysAhead: number, hour = 10): Date {
  const d = new Date(seedNow);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  d.setUTCHours(hour - 3, 0, 0, 0);
  return d;
}

const CHECKOUT = graphql(`mutation FinaliseCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId total sessionId } }`);
const STATUS = graphql(`query FinaliseStatus($id: ID!) { checkoutSession(id: $id) { state } }`);
const PAY = graphql(`mutation FinalisePay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }`);

let days = 40;
/**
 * A booking paid online through the real checkout: at Stripe (the stand-in; the payer pays and the
 * status page syncs it) or on the local test page (4242). Two days of a $30 car: 60.00 USD.
 */
async function paidOnline(via: 'stripe' | 'test', car: CarOverrides = {}) {
  const app = via === 'stripe' ? server : local;
  const c = await createCar(db.prisma, { locations: [airport], name: 'Kia Sportage', ...car });
  const driver = await createDriver(db.prisma);
  await db.prisma.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
  const cookie = await cookieFor(server, db, driver.id);
  days += 3;
  const res = await app.gql(CHECKOUT, { input: { carId: c.id, pickupLocationId: airport, dropoffLocationId: airport, from: erbil(days), to: erbil(days + 2), paymentOption: 'payOnline' } }, { cookie });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const made = res.data!.checkout as { bookingId: string; total: string; sessionId: string };
  if (via === 'stripe') {
    stripe.pay(made.sessionId);
    expect((await app.gql(STATUS, { id: made.sessionId })).data!.checkoutSession.state).toBe('PAID');
  } else {
    const paid = await app.gql(PAY, { input: { sessionId: made.sessionId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } });
    expect(paid.data!.payTestSession.state).toBe('PAID');
  }
  const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: made.bookingId } });
  expect(booking.status).toBe('paid');
  return { booking, total: made.total, driver };
}

/** The driver's cancel request (what the driver's bookings API records), made `hoursBefore` pick-up. */
async function requestCancellation(bookingId: string, hoursBefore: number) {
  const { from } = await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  await db.prisma.booking.update({ where: { id: bookingId }, data: { cancelRequest: true, cancelRequestedAt: new Date(from.getTime() - hoursBefore * 3600_000) } });
}

const refundRequests = (paymentIntent: string | null) => stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === paymentIntent);

describe('finaliseCancellation', () => {
  it('a refund due: refunded at Stripe for the amount charged (minor units), recorded, the driver told', async () => {
    // The factory car includes the cancellation option (price 0): a refund is due 24 h ahead.
    const { booking, total, driver } = await paidOnline('stripe');
    expect(total).toBe('60.00');
    await requestCancellation(booking.id, 48);

    const res = await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const out = res.data!.finaliseCancellation;
    expect(out).toMatchObject({ change: { bookingId: booking.id, from: 'paid', to: 'cancelled', changedBy: admin.id }, refundDue: true, refund: { amount: '60.00', currency: 'USD', testMode: false } });
    expect(out.refund.id).toMatch(/^re_/);

    const sent = refundRequests(booking.stripePaymentIntentId);
    expect(sent).toHaveLength(1);
    expect(sent[0].form).toMatchObject({ payment_intent: booking.stripePaymentIntentId, amount: '6000', 'metadata[bookingId]': booking.id });
    expect(stripe.paymentIntents.get(booking.stripePaymentIntentId!)!.amount_refunded).toBe(6000);

    const after = await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { statusChanges: { orderBy: { changedAt: 'asc' } }, notifications: true } });
    expect(after).toMatchObject({ status: 'cancelled', refundId: out.refund.id, refundCurrency: 'USD' });
    expect(after.refundAmount!.toFixed(2)).toBe('60.00');
    expect(after.refundedAt).not.toBeNull();
    expect(after.statusChanges.at(-1)).toMatchObject({ fromStatus: 'paid', toStatus: 'cancelled', changedById: admin.id, reason: expect.stringContaining(`Refunded 60.00 USD through Stripe (${out.refund.id})`) });
    expect(after.notifications.filter((n) => n.code === 'CANCELLATION_FINALISED')).toEqual([
      expect.objectContaining({ userId: driver.id, values: expect.objectContaining({ reference: booking.reference, status: 'cancelled', previousStatus: 'paid', refunded: true, refundAmount: '60.00', refundCurrency: 'USD' }) }),
    ]);

    // Once: finalising again is refused (cancelled is final) and nothing more reaches Stripe.
    const again = await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie });
    expect(errorOf(again)).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'ILLEGAL_TRANSITION', messageValues: { from: 'cancelled', to: 'cancelled' } });
    expect(refundRequests(booking.stripePaymentIntentId)).toHaveLength(1);
  });

  it('no refund when not due: asked less than 24 hours before pick-up, or without the cancellation option', async () => {
    const late = await paidOnline('stripe');
    await requestCancellation(late.booking.id, 12);
    // A car whose cancellation option costs extra, not bought.
    const noOption = await paidOnline('stripe', { cancellation: '12.00' });
    expect(noOption.booking.cancellation).toBe(false);
    await requestCancellation(noOption.booking.id, 72);

    for (const { booking, driver } of [late, noOption]) {
      const res = await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      expect(res.data!.finaliseCancellation).toMatchObject({ change: { from: 'paid', to: 'cancelled' }, refundDue: false, refund: null });
      expect(refundRequests(booking.stripePaymentIntentId)).toEqual([]);
      const after = await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { notifications: true } });
      expect(after).toMatchObject({ status: 'cancelled', refundId: null, refundAmount: null });
      expect(after.notifications.find((n) => n.code === 'CANCELLATION_FINALISED')).toMatchObject({ userId: driver.id, values: expect.objectContaining({ refunded: false }) });
      expect(after.notifications.find((n) => n.code === 'CANCELLATION_FINALISED')!.values).not.toHaveProperty('refundAmount');
    }
    expect((await db.prisma.bookingStatusChange.findFirstOrThrow({ where: { bookingId: late.booking.id, toStatus: 'cancelled' } })).reason).toContain('No refund due under the cancellation terms.');
  });

  it('staff may decide against a refund that is due (refund: false)', async () => {
    const { booking } = await paidOnline('stripe');
    await requestCancellation(booking.id, 48);
    const res = await server.gql(FINALISE, { input: { id: booking.id, refund: false, reason: 'Driver took a voucher instead' } }, { cookie: adminCookie });
    expect(res.data!.finaliseCancellation).toMatchObject({ refundDue: true, refund: null, change: { reason: 'Driver took a voucher instead No refund: staff decided against it.' } });
    expect(refundRequests(booking.stripePaymentIntentId)).toEqual([]);
  });

  it('paid on the local test page: the refund is recorded in test mode, no request to Stripe', async () => {
    const before = stripe.requests.length;
    const { booking, total } = await paidOnline('test');
    await requestCancellation(booking.id, 30);
    const res = await local.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const out = res.data!.finaliseCancellation;
    expect(out).toMatchObject({ refundDue: true, refund: { amount: total, currency: 'USD', testMode: true } });
    expect(out.refund.id).toMatch(/^test_refund_/);
    expect(out.change.reason).toContain('recorded in test mode (paid on the local test payment page): no money moved.');
    expect(stripe.requests.length).toBe(before);
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: 'cancelled', refundId: out.refund.id });
  });

  it('Stripe refusing the refund changes nothing and answers SERVICE_UNAVAILABLE (REFUND_FAILED); it can be finalised later', async () => {
    const { booking } = await paidOnline('stripe');
    await requestCancellation(booking.id, 48);
    const before = await bookingFingerprint(db, booking.id);
    const res = await broken.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(errorOf(res)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageCode: 'REFUND_FAILED' });
    expect(res.errors![0].message).toBe('The refund could not be made at the payment provider. Nothing was changed; try again later.');
    expect(await bookingFingerprint(db, booking.id)).toBe(before);
    expect(stripe.paymentIntents.get(booking.stripePaymentIntentId!)!.amount_refunded).toBe(0);

    const retry = await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie });
    expect(retry.data!.finaliseCancellation.refund).toMatchObject({ amount: '60.00', testMode: false });
  });

  it('a refund Stripe already made for the booking (its cancellation not saved, the idempotency key long expired) is reused, never made twice', async () => {
    const { booking } = await paidOnline('stripe');
    await requestCancellation(booking.id, 48);
    // At Stripe, a refund of this booking from an earlier attempt whose own transaction failed.
    const earlier = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: booking.stripePaymentIntentId!, amount: '6000', 'metadata[bookingId]': booking.id }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    expect(earlier.id).toMatch(/^re_/);

    const res = await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data!.finaliseCancellation.refund).toMatchObject({ id: earlier.id, amount: '60.00', testMode: false });
    expect(refundRequests(booking.stripePaymentIntentId).filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(stripe.paymentIntents.get(booking.stripePaymentIntentId!)!.amount_refunded).toBe(6000);
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: 'cancelled', refundId: earlier.id });
  });

  it('two staff finalising at once: one cancellation, one refund at Stripe', async () => {
    const { booking } = await paidOnline('stripe');
    await requestCancellation(booking.id, 48);
    const second = await cookieFor(server, db, (await createAdmin(db.prisma)).id);
    const answers = await Promise.all([adminCookie, second].map((cookie) => server.gql(FINALISE, { input: { id: booking.id } }, { cookie })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(['CONFLICT', 'BAD_USER_INPUT']).toContain(errorOf(answers.find((a) => a.errors)!)?.code);
    expect(refundRequests(booking.stripePaymentIntentId)).toHaveLength(1);
    expect(stripe.paymentIntents.get(booking.stripePaymentIntentId!)!.amount_refunded).toBe(6000);
    expect(await db.prisma.bookingStatusChange.count({ where: { bookingId: booking.id, toStatus: 'cancelled' } })).toBe(1);
    expect(await db.prisma.notification.count({ where: { bookingId: booking.id, code: 'CANCELLATION_FINALISED' } })).toBe(1);
  });

  it('pay later: cancelled with no refund; refund: true is NOTHING_TO_REFUND; no request: NO_CANCEL_REQUEST; both change nothing', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const booking = await createBooking(db.prisma, { car, status: 'pending' });
    const before = await bookingFingerprint(db, booking.id);
    expect(errorOf(await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie }))).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'NO_CANCEL_REQUEST' });
    expect(await bookingFingerprint(db, booking.id)).toBe(before);

    await requestCancellation(booking.id, 72);
    const requested = await bookingFingerprint(db, booking.id);
    expect(errorOf(await server.gql(FINALISE, { input: { id: booking.id, refund: true } }, { cookie: adminCookie }))).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'NOTHING_TO_REFUND' });
    expect(await bookingFingerprint(db, booking.id)).toBe(requested);

    const res = await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: adminCookie });
    expect(res.data!.finaliseCancellation).toMatchObject({ change: { from: 'pending', to: 'cancelled' }, refundDue: false, refund: null });
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('cancelled');
  });

  it("another supplier's booking is NOT_FOUND and a driver is FORBIDDEN; nothing changes", async () => {
    const owner = await createSupplier(db.prisma);
    const stranger = await createSupplier(db.prisma);
    const car = await createCar(db.prisma, { supplierId: owner.id, locations: [airport] });
    const booking = await createBooking(db.prisma, { car, status: 'pending' });
    await requestCancellation(booking.id, 72);
    const before = await bookingFingerprint(db, booking.id);
    expect(errorOf(await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: await cookieFor(server, db, stranger.id) }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: await cookieFor(server, db, booking.driverId) }))?.code).toBe('FORBIDDEN');
    expect(await bookingFingerprint(db, booking.id)).toBe(before);
    // The owner may.
    const res = await server.gql(FINALISE, { input: { id: booking.id } }, { cookie: await cookieFor(server, db, owner.id) });
    expect(res.data!.finaliseCancellation.change).toMatchObject({ to: 'cancelled', changedBy: owner.id });
  });
});
