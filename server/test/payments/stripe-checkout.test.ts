import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { systemClock } from '../../src/context.ts';
import { parseEnv } from '../../src/env.ts';
import type { StripeEvent } from '../../src/lib/payments/stripe.ts';
import { createBooking } from '../../src/services/bookings/bookings.ts';
import { NOT_AWAITING_PAYMENT, openStripeCheckout, syncStripeCheckout } from '../../src/services/payments/stripeCheckout.ts';
import { applyStripeEvent, PAID_REASON, type OnPaid } from '../../src/services/payments/stripeEvents.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startStripeStandin, type StripeStandin } from '../standins/stripe.ts';

/**
 * A hold's Stripe session, the real SDK against the stand-in: the amount is the booking's
 * total converted at its stored rate, in minor units; the session and the hold expire together;
 * the status page's direct question applies the payment once, and the webhook after it changes
 * nothing more.
 */
let db: TestDatabase;
let standin: StripeStandin;
let ctx: Parameters<typeof openStripeCheckout>[0];
let driverId: string;
let slot = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  standin = await startStripeStandin();
  const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: db.url, STRIPE_SECRET_KEY: standin.secretKey, STRIPE_API_URL: standin.url, PUBLIC_URL: 'https://rent.example.com' });
  ctx = { db: db.prisma, env, clock: systemClock, publicUrl: env.PUBLIC_URL, log: { info() {}, warn() {}, error() {} } };
  driverId = (await createDriver(db.prisma)).id;
});
afterAll(async () => {
  await standin?.close();
  await db?.drop();
});

async function hold(overrides: { status?: 'void' | 'pending'; currency?: string; exchangeRate?: string; price?: string } = {}) {
  const carId = (await createCar(db.prisma, { locations: [scenario.location.airport] })).id;
  const from = new Date(Date.now() + (30 + 3 * ++slot) * 86_400_000);
  from.setUTCHours(7, 0, 0, 0);
  return createBooking(
    { db: db.prisma, clock: systemClock },
    {
      carId, from, to: new Date(from.getTime() + 2 * 86_400_000), driverId, status: overrides.status ?? 'void',
      paymentOption: overrides.status === 'pending' ? 'payLater' : 'payOnline',
      pickupLocationId: scenario.location.airport, dropoffLocationId: scenario.location.airport,
      price: overrides.price ?? '120.50', priceBreakdown: { lines: [], total: overrides.price ?? '120.50' },
      currency: overrides.currency ?? 'USD', exchangeRate: overrides.exchangeRate ?? '1',
    },
  );
}

describe('openStripeCheckout', () => {
  it("charges the booking's total at its stored rate, in cents, and holds the car as long as the session lives", async () => {
    const booking = await hold({ currency: 'EUR', exchangeRate: '0.9234' });
    const opened = await openStripeCheckout(ctx, { bookingId: booking.id, name: 'Kia Picanto', customerEmail: 'driver@example.com', locale: 'fr' });

    // 120.50 USD x 0.9234 = 111.2697 -> 111.27 EUR.
    expect(opened).toMatchObject({ amount: '111.27', currency: 'EUR', sessionId: expect.stringMatching(/^cs_test_/), clientSecret: expect.stringMatching(/_secret_/) });
    const sent = standin.requests.at(-1)!;
    expect(sent.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '11127',
      'line_items[0][price_data][currency]': 'eur',
      'metadata[bookingId]': booking.id,
      return_url: 'https://rent.example.com/checkout-session/{CHECKOUT_SESSION_ID}',
      ui_mode: 'embedded_page',
    });
    const after = await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(after.stripeSessionId).toBe(opened.sessionId);
    expect(after.holdExpiresAt).toEqual(opened.expiresAt);
    expect(opened.expiresAt.getTime() / 1000).toBe(Number(sent.form.expires_at));
    expect(await db.prisma.checkoutSession.findUniqueOrThrow({ where: { id: opened.sessionId } })).toMatchObject({
      bookingId: booking.id, provider: 'stripe', status: 'open', currency: 'EUR', expiresAt: opened.expiresAt,
    });
    expect((await db.prisma.checkoutSession.findUniqueOrThrow({ where: { id: opened.sessionId } })).amount.toString()).toBe('111.27');
  });

  it('refuses a booking that is not a live hold (pay later, or already given a session), asking Stripe nothing', async () => {
    const payLater = await hold({ status: 'pending' });
    const asked = standin.requests.length;
    await expect(openStripeCheckout(ctx, { bookingId: payLater.id, name: 'x' })).rejects.toMatchObject({ message: NOT_AWAITING_PAYMENT, extensions: { code: 'CONFLICT' } });
    const held = await hold();
    await openStripeCheckout(ctx, { bookingId: held.id, name: 'x' });
    await expect(openStripeCheckout(ctx, { bookingId: held.id, name: 'x' })).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(standin.requests.length).toBe(asked + 1);
  });
});

describe('syncStripeCheckout (the status page asks Stripe)', () => {
  it('open: nothing changes; paid: the booking is paid at once, and the webhook after it changes nothing', async () => {
    const booking = await hold();
    const { sessionId } = await openStripeCheckout(ctx, { bookingId: booking.id, name: 'x' });
    const paidCalls: string[] = [];
    const onPaid: OnPaid = async (_tx, id) => {
      paidCalls.push(id);
    };

    expect(await syncStripeCheckout(ctx, { sessionId }, { onPaid })).toMatchObject({ bookingId: booking.id, payment: 'open', result: null });
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('void');

    const session = standin.pay(sessionId);
    expect(await syncStripeCheckout(ctx, { sessionId }, { onPaid })).toMatchObject({ payment: 'paid', result: { outcome: 'paid', becamePaid: true } });
    expect(await syncStripeCheckout(ctx, { sessionId }, { onPaid })).toMatchObject({ payment: 'paid', result: { outcome: 'duplicate' } });
    const webhook = { id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type: 'checkout.session.completed', data: { object: session } } as unknown as StripeEvent;
    expect(await applyStripeEvent(ctx, webhook, { onPaid })).toMatchObject({ outcome: 'ignored', becamePaid: false });

    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: 'paid', statusReason: PAID_REASON, stripePaymentIntentId: session.payment_intent });
    expect(await db.prisma.checkoutSession.findUniqueOrThrow({ where: { id: sessionId } })).toMatchObject({ status: 'complete' });
    expect(await db.prisma.bookingStatusChange.count({ where: { bookingId: booking.id, toStatus: 'paid' } })).toBe(1);
    expect(paidCalls).toEqual([booking.id]);
  });

  it('a session we never opened is NOT_FOUND, without asking Stripe', async () => {
    const asked = standin.requests.length;
    await expect(syncStripeCheckout(ctx, { sessionId: 'cs_test_not_ours' })).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(standin.requests.length).toBe(asked);
  });
});
