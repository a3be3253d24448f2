import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { systemClock } from '../../src/context.ts';
import { createBooking } from '../../src/services/bookings/bookings.ts';
import { expireHolds, HOLD_EXPIRED_REASON } from '../../src/services/bookings/holds.ts';
import {
  applyStripeEvent,
  type OnPaid,
  PAID_REASON,
  PAYMENT_EXPIRED_REASON,
  PAYMENT_FAILED_REASON,
  REFUND_DUE_REASON,
} from '../../src/services/payments/stripeEvents.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, startTestServer, withTestServer, type TestServer } from '../http.ts';

/**
 * Stripe's webhook deliveries over HTTP to the real server, signed with the SDK's own test
 * header helper: whatever the order and however often each event arrives, a paid booking is
 * paid once (one status change to paid, one onPaid), an unpaid hold is released once, a bad
 * signature is refused with nothing recorded.
 */
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
let db: TestDatabase;
let server: TestServer;
let driverId: string;
let slot = 0;

withTestServer((made) => ({ db, server } = made), { env: { STRIPE_WEBHOOK_SECRET: SECRET } });
beforeAll(async () => {
  driverId = (await createDriver(db.prisma)).id;
});

/** A pay-online checkout's booking: a void hold of a new car, as checkout makes it (createBooking). */
async function hold(overrides: { carId?: string; from?: Date; to?: Date; holdExpiresAt?: Date } = {}) {
  const carId = overrides.carId ?? (await createCar(db.prisma, { locations: [scenario.location.airport] })).id;
  const from = overrides.from ?? new Date(Date.now() + (20 + 3 * ++slot) * 86_400_000);
  from.setUTCHours(7, 0, 0, 0);
  const to = overrides.to ?? new Date(from.getTime() + 2 * 86_400_000);
  const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
  const booking = await createBooking(
    { db: db.prisma, clock: systemClock },
    {
      carId, from, to, driverId, status: 'void', paymentOption: 'payOnline', stripeSessionId: sessionId,
      pickupLocationId: scenario.location.airport, dropoffLocationId: scenario.location.airport,
      price: '120.50', priceBreakdown: { lines: [], total: '120.50' }, holdExpiresAt: overrides.holdExpiresAt,
    },
  );
  return { booking, sessionId, carId, from, to };
}

type Held = Awaited<ReturnType<typeof hold>>;

function event(type: string, object: Record<string, unknown>): Stripe.Event {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  } as unknown as Stripe.Event;
}

/** The events Stripe sends for one checkout: completed (paid), expired, and a declined card's failure. */
function eventsFor({ booking, sessionId }: Held) {
  const intent = `pi_test_${randomBytes(8).toString('hex')}`;
  const session = { id: sessionId, object: 'checkout.session', metadata: { bookingId: booking.id }, amount_total: 12050, currency: 'usd', mode: 'payment' };
  return {
    intent,
    completed: event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', payment_intent: intent }),
    expired: event('checkout.session.expired', { ...session, status: 'expired', payment_status: 'unpaid', payment_intent: null }),
    failed: event('payment_intent.payment_failed', { id: intent, object: 'payment_intent', status: 'requires_payment_method', metadata: { bookingId: booking.id } }),
  };
}

async function deliver(evt: Stripe.Event | string, options: { secret?: string; header?: string | null; timestamp?: number } = {}) {
  const payload = typeof evt === 'string' ? evt : JSON.stringify(evt, null, 2);
  const header =
    options.header !== undefined
      ? options.header
      : Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });
  const res = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-forwarded-for': randomIp(), ...(header === null ? {} : { 'stripe-signature': header }) },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function state(bookingId: string) {
  const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const changes = await db.prisma.bookingStatusChange.findMany({ where: { bookingId }, orderBy: { changedAt: 'asc' } });
  return { booking, changes };
}

const paidShape = (intent: string) => ({ status: 'paid', statusReason: PAID_REASON, stripePaymentIntentId: intent, holdExpiresAt: null, paidAt: expect.any(Date) });
const toPaid = (changes: { toStatus: string }[]) => changes.filter((c) => c.toStatus === 'paid');
const eventCount = async (ids: string[]) => db.prisma.paymentEvent.count({ where: { id: { in: ids } } });

describe('POST /api/stripe/webhook', () => {
  it('checkout.session.completed makes the hold paid, with the payment recorded and one status change', async () => {
    const held = await hold();
    const { completed, intent } = eventsFor(held);
    const res = await deliver(completed);
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const { booking, changes } = await state(held.booking.id);
    expect(booking).toMatchObject(paidShape(intent));
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.reason, c.changedById])).toEqual([
      [null, 'void', null, null],
      ['void', 'paid', PAID_REASON, null],
    ]);
    expect(await db.prisma.paymentEvent.findUnique({ where: { id: completed.id } })).toMatchObject({ type: 'checkout.session.completed' });
  });

  it('each event delivered three times at once: the same state as once, one change, one row per event', async () => {
    const held = await hold();
    const { completed, expired, failed, intent } = eventsFor(held);
    for (const evt of [failed, completed, expired]) {
      const answers = await Promise.all([deliver(evt), deliver(evt), deliver(evt)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    }
    const { booking, changes } = await state(held.booking.id);
    expect(booking).toMatchObject(paidShape(intent));
    expect(toPaid(changes)).toHaveLength(1);
    expect(await eventCount([completed.id, expired.id, failed.id])).toBe(3);
    // The payer gets one confirmation mail, however often Stripe delivered the completion.
    const driver = await db.prisma.user.findUniqueOrThrow({ where: { id: driverId } });
    const mails = await db.prisma.mailOutbox.findMany({ where: { toAddress: driver.email } });
    expect(mails.filter((m) => m.text.includes(held.booking.id))).toHaveLength(1);
  });

  it('every order of failed, completed and expired (each sent twice) ends paid, with one change to paid', async () => {
    const orders = [
      ['failed', 'completed', 'expired'],
      ['failed', 'expired', 'completed'],
      ['completed', 'failed', 'expired'],
      ['completed', 'expired', 'failed'],
      ['expired', 'failed', 'completed'],
      ['expired', 'completed', 'failed'],
    ] as const;
    const finals = [];
    for (const order of orders) {
      const held = await hold();
      const events = eventsFor(held);
      for (const name of order) {
        expect((await deliver(events[name])).status).toBe(200);
        expect((await deliver(events[name])).body.duplicate).toBe(true);
      }
      const { booking, changes } = await state(held.booking.id);
      expect(booking, order.join(' ')).toMatchObject(paidShape(events.intent));
      expect(toPaid(changes), order.join(' ')).toHaveLength(1);
      finals.push({ status: booking.status, reason: booking.statusReason, hold: booking.holdExpiresAt, paid: booking.paidAt !== null });
    }
    expect(new Set(finals.map((f) => JSON.stringify(f))).size).toBe(1);
  });

  it('an expired event after completion changes nothing', async () => {
    const held = await hold();
    const { completed, expired } = eventsFor(held);
    await deliver(completed);
    const before = await state(held.booking.id);
    expect((await deliver(expired)).status).toBe(200);
    expect(await state(held.booking.id)).toEqual(before);
    expect(await eventCount([expired.id])).toBe(1);
  });

  it('an unpaid session releases the hold once (failed then expired): the car is free again', async () => {
    const held = await hold();
    const { expired, failed } = eventsFor(held);
    await deliver(failed);
    await deliver(expired);
    await deliver(failed);
    const { booking, changes } = await state(held.booking.id);
    expect(booking).toMatchObject({ status: 'cancelled', statusReason: PAYMENT_FAILED_REASON, paidAt: null });
    expect(changes.filter((c) => c.toStatus === 'cancelled').map((c) => c.reason)).toEqual([PAYMENT_FAILED_REASON]);
    // Another driver can book those dates now.
    await expect(hold({ carId: held.carId, from: held.from, to: held.to })).resolves.toBeTruthy();
  });

  it('a session that only expires releases the hold with its own reason', async () => {
    const held = await hold();
    await deliver(eventsFor(held).expired);
    expect((await state(held.booking.id)).booking).toMatchObject({ status: 'cancelled', statusReason: PAYMENT_EXPIRED_REASON });
  });

  it('paid after the expiry job released the hold, the car still free: reinstated as paid', async () => {
    // A hold that ran out a second ago, cancelled by the expiry job before the payer finished.
    const held = await hold({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect(await expireHolds({ db: db.prisma, clock: systemClock })).toContain(held.booking.id);
    expect((await state(held.booking.id)).booking).toMatchObject({ status: 'cancelled', statusReason: HOLD_EXPIRED_REASON });
    const { completed, intent } = eventsFor(held);
    await deliver(completed);
    const { booking, changes } = await state(held.booking.id);
    expect(booking).toMatchObject(paidShape(intent));
    expect(changes.map((c) => [c.fromStatus, c.toStatus])).toEqual([[null, 'void'], ['void', 'cancelled'], ['cancelled', 'paid']]);
  });

  it('paid after the hold was released and the car taken by another driver: stays cancelled, recorded for a refund', async () => {
    const held = await hold();
    const { expired, completed, intent } = eventsFor(held);
    await deliver(expired);
    const other = await hold({ carId: held.carId, from: held.from, to: held.to });
    await deliver(completed);
    await deliver(completed);
    const { booking, changes } = await state(held.booking.id);
    expect(booking).toMatchObject({ status: 'cancelled', statusReason: REFUND_DUE_REASON, stripePaymentIntentId: intent, paidAt: expect.any(Date) });
    expect(changes.filter((c) => c.reason === REFUND_DUE_REASON).map((c) => [c.fromStatus, c.toStatus])).toEqual([['cancelled', 'cancelled']]);
    expect(toPaid(changes)).toHaveLength(0);
    expect((await state(other.booking.id)).booking.status).toBe('void');
  });

  it('a bad signature answers 400 and records nothing', async () => {
    const held = await hold();
    const { completed } = eventsFor(held);
    const payload = JSON.stringify(completed);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const before = await state(held.booking.id);
    const attempts = [
      await deliver(completed, { secret: 'whsec_not_ours' }),
      await deliver(completed, { header: null }),
      await deliver(completed, { header: 'garbage' }),
      // The right signature over other bytes (a tampered body).
      await deliver(payload.replace('"paid"', '"paid" '), { header: signed }),
      // A replay of a signature older than Stripe's tolerance (5 minutes).
      await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ];
    for (const a of attempts) {
      expect(a.status).toBe(400);
      expect(a.body).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: { 'stripe-signature': 'INVALID' } });
    }
    expect(await state(held.booking.id)).toEqual(before);
    expect(await eventCount([completed.id])).toBe(0);
  });

  // Issue 23 point 3: an authentic event is never refused for its text (Stripe retries any non-2xx
  // for days). NUL and unpaired surrogates become U+FFFD and the event applies as a clean one.
  it.each([
    ['a NUL', 'Aram\u0000Salih'],
    ['a lone surrogate', 'Aram\ud800Salih'],
  ])('a signed completion holding %s in its strings (keys too) answers 200 and pays the booking as a clean one', async (_what, nasty) => {
    const held = await hold();
    const { completed, intent } = eventsFor(held);
    const object = completed.data.object as unknown as Record<string, unknown>;
    object.customer_details = { name: nasty, email: 'aram@example.com' };
    object.metadata = { bookingId: held.booking.id, note: nasty, [`key${nasty}`]: 'x' };
    const res = await deliver(completed);
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const { booking, changes } = await state(held.booking.id);
    expect(booking).toMatchObject(paidShape(intent));
    expect(toPaid(changes)).toHaveLength(1);
    const row = await db.prisma.paymentEvent.findUniqueOrThrow({ where: { id: completed.id } });
    const stored = JSON.stringify(row.payload);
    expect(stored).toContain('Aram\ufffdSalih');
    expect(stored).toContain('keyAram\ufffdSalih');
    // Delivered again: a duplicate, as for any event.
    expect((await deliver(completed)).body).toEqual({ received: true, duplicate: true });
  });

  it('a signed failure holding a lone surrogate in its error message releases the hold; the same body unsigned stays refused', async () => {
    const held = await hold();
    const { failed } = eventsFor(held);
    (failed.data.object as unknown as Record<string, unknown>).last_payment_error = { message: 'declined\ud83d' };
    expect((await deliver(failed, { header: 'garbage' })).status).toBe(400);
    expect(await eventCount([failed.id])).toBe(0);
    expect(await deliver(failed)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect((await state(held.booking.id)).booking).toMatchObject({ status: 'cancelled', statusReason: PAYMENT_FAILED_REASON });
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const bare = await startTestServer(db);
    try {
      const held = await hold();
      const payload = JSON.stringify(eventsFor(held).completed);
      const res = await fetch(`${bare.baseUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
        body: payload,
      });
      expect(res.status).toBe(404);
      expect((await state(held.booking.id)).booking.status).toBe('void');
    } finally {
      await bare.close();
    }
  });
});

describe('applyStripeEvent: shuffled concurrent deliveries', () => {
  it('any mix of failed, completed and expired, each one to three times, in any order and concurrency: paid once, onPaid once', async () => {
    const deps = { db: db.prisma, clock: systemClock, log: { info() {}, warn() {}, error() {} } };
    await fc.assert(
      fc.asyncProperty(
        fc.record({ failed: fc.integer({ min: 0, max: 3 }), completed: fc.integer({ min: 1, max: 3 }), expired: fc.integer({ min: 0, max: 3 }) }),
        fc.integer({ min: 1, max: 4 }),
        fc.infiniteStream(fc.nat()),
        async (copies, batch, randomness) => {
          const held = await hold();
          const events = eventsFor(held);
          const deliveries = (['failed', 'completed', 'expired'] as const).flatMap((name) => Array.from({ length: copies[name] }, () => events[name]));
          // A shuffle drawn from fast-check's stream, so a failing order shrinks and replays.
          const it = randomness[Symbol.iterator]();
          for (let i = deliveries.length - 1; i > 0; i--) {
            const j = it.next().value % (i + 1);
            [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
          }
          const paidCalls: string[] = [];
          const onPaid: OnPaid = async (tx, bookingId) => {
            // Inside the payment's transaction: the booking is already paid there.
            expect((await tx.booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe('paid');
            paidCalls.push(bookingId);
          };
          const results = [];
          for (let i = 0; i < deliveries.length; i += batch) {
            results.push(...(await Promise.all(deliveries.slice(i, i + batch).map((e) => applyStripeEvent(deps, e, { onPaid })))));
          }
          const { booking, changes } = await state(held.booking.id);
          expect(booking).toMatchObject(paidShape(events.intent));
          expect(toPaid(changes)).toHaveLength(1);
          expect(paidCalls).toEqual([held.booking.id]);
          expect(results.filter((r) => r.becamePaid)).toHaveLength(1);
          expect(results.filter((r) => r.outcome !== 'duplicate')).toHaveLength(1 + Math.sign(copies.failed) + Math.sign(copies.expired));
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
