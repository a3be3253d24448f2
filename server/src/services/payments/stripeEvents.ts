import type { Prisma } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import { BadUserInputError, NotFoundError } from '../../errors.ts';
import { webhookEvent, type StripeEvent } from '../../lib/payments/stripe.ts';
import { expireHolds, HOLD_EXPIRED_REASON } from '../bookings/holds.ts';
import { enqueueBookingConfirmation } from '../bookings/confirmation.ts';
import { sqlState } from '../bookings/bookings.ts';
import { withAcceptableText } from '../../shared/characters.ts';
import { changeStatus, systemChange } from '../bookings/lifecycle.ts';
import { lockPaymentBooking, otherBookingBlocksCar, recordPaymentEvent, type LockedBooking } from './queries.ts';

/**
 * Stripe webhooks are the source of truth for online payments (product-decisions "Payments"):
 * a payer who closes the tab still gets the booking. Each event is recorded by its id
 * (payment_events, primary key) and applied once, in the same transaction, so a duplicate, a
 * retry or two deliveries at once change nothing more. Events of one booking are serialised by
 * a row lock on the booking, and the rules make the final state independent of their order:
 *
 * - `checkout.session.completed` with payment_status `paid`: the booking becomes `paid`
 *   (from `void`, the hold), with paidAt and the payment intent, recorded in
 *   booking_status_changes. If the hold was already released by the system (its expiry job, or
 *   an expired/failed event delivered first) the booking is reinstated as `paid` when the car is
 *   still free for the period: the driver paid, and nobody else holds the car. If the car was
 *   booked by someone else meanwhile (or staff cancelled the booking), the booking stays
 *   cancelled and the payment is recorded on it for staff to refund (REFUND_DUE_REASON, paidAt,
 *   a cancelled -> cancelled history row): outcome `refundDue`.
 * - `checkout.session.expired` and `payment_intent.payment_failed`: a hold (`void`) is released
 *   (`cancelled`, with the reason). A paid booking is never touched: an expired event arriving
 *   after completion changes nothing.
 * - Anything else (other types, unknown bookings, an unpaid completion): recorded, not applied.
 */

export const PAID_REASON = 'Paid online (Stripe).';
export const PAYMENT_EXPIRED_REASON = 'The payment session expired before payment.';
export const PAYMENT_FAILED_REASON = 'The payment failed.';
export const REFUND_DUE_REASON = 'Paid online after the hold was released and the car was taken meanwhile: refund due.';

/** Cancellations made by the system for want of payment: a completed payment may undo them. */
const RELEASED_FOR_PAYMENT = [HOLD_EXPIRED_REASON, PAYMENT_EXPIRED_REASON, PAYMENT_FAILED_REASON];

export const HANDLED_EVENTS = ['checkout.session.completed', 'checkout.session.expired', 'payment_intent.payment_failed'] as const;

export type StripeEventOutcome =
  /** Applied: the booking is now paid. */
  | 'paid'
  /** Applied: the hold was released. */
  | 'released'
  /** Paid, but the car was taken after the hold was released: staff must refund. */
  | 'refundDue'
  /** This event id was applied before (or is being applied by a concurrent delivery). */
  | 'duplicate'
  /** Recorded, nothing to change (already paid, not ours, another type...). */
  | 'ignored';

export interface StripeEventResult {
  eventId: string;
  outcome: StripeEventOutcome;
  bookingId: string | null;
  /** True exactly once per booking: when this event made it paid (send the confirmation). */
  becamePaid: boolean;
}

/**
 * Called inside the transaction that makes a booking paid, once per booking however often the
 * event arrives: checkout passes the confirmation mail's enqueue here (ctx.mail.enqueue with
 * `tx`), so the mail is written if and only if the payment is.
 */
export type OnPaid = (tx: Prisma.TransactionClient, bookingId: string) => Promise<void>;

type Deps = Pick<ServiceContext, 'db' | 'clock' | 'log'>;

/**
 * `POST /api/stripe/webhook`: checks the signature on the raw body with the endpoint's secret,
 * then applies the event. Without STRIPE_WEBHOOK_SECRET there is no Stripe endpoint (404);
 * a missing or wrong signature is a 400 and nothing is recorded.
 */
export async function receiveStripeWebhook(
  ctx: Deps & Pick<ServiceContext, 'env' | 'settings' | 'publicUrl'>,
  input: { payload: Buffer; signature: string | undefined },
  // By default a booking that becomes paid gets its confirmation mail (and the supplier's and
  // admins' copies) in the same transaction: once, however often Stripe delivers the event.
  options: { onPaid?: OnPaid } = { onPaid: (tx, bookingId) => enqueueBookingConfirmation({ ...ctx, db: tx }, bookingId).then(() => undefined) },
): Promise<StripeEventResult> {
  const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new NotFoundError('Stripe webhooks are not configured.');
  let event: StripeEvent;
  try {
    event = webhookEvent(input.payload, input.signature, secret);
  } catch {
    // The SDK's message says what was wrong with the header; the caller learns only that it is.
    throw new BadUserInputError('The Stripe signature is missing or does not match the body.', { 'stripe-signature': 'INVALID' });
  }
  // Authentic, so never refused for its text (Stripe would retry a 4xx or 5xx for days): a NUL or
  // an unpaired surrogate in any string (a customer's name, metadata) becomes U+FFFD, which the
  // database can store, and the event applies as any other (docs/decisions/020, addendum).
  event = withAcceptableText(event);
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || event.id.length > 255) {
    throw new BadUserInputError('The body is not a Stripe event.', { _: 'INVALID' });
  }
  return applyStripeEvent(ctx, event, options);
}

/**
 * The event the local test payment page applies in place of Stripe's webhook (product-decisions
 * "Payments": the same server flow without Stripe): `checkout.session.completed` for the paid test
 * card, `payment_intent.payment_failed` for a declined one. Its id, `test:<session>:<outcome>`, is
 * recorded like a webhook event's, so paying twice applies once. Only the fields `apply` reads are
 * set; the cast is confined here.
 */
export function localTestEvent(outcome: 'paid' | 'declined', at: { sessionId: string; bookingId: string; at: Date }): StripeEvent {
  const created = Math.floor(at.at.getTime() / 1000);
  const metadata = { bookingId: at.bookingId };
  const event =
    outcome === 'paid'
      ? {
          id: `test:${at.sessionId}:completed`,
          object: 'event',
          type: 'checkout.session.completed',
          created,
          data: { object: { id: at.sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', payment_intent: null, metadata } },
        }
      : {
          id: `test:${at.sessionId}:failed`,
          object: 'event',
          type: 'payment_intent.payment_failed',
          created,
          data: { object: { id: `test_pi_${at.sessionId}`, object: 'payment_intent', metadata } },
        };
  return event as unknown as StripeEvent;
}

/** Applies one verified event once (see the file's comment); returns what it did. */
export async function applyStripeEvent(ctx: Deps, event: StripeEvent, options: { onPaid?: OnPaid } = {}): Promise<StripeEventResult> {
  // A reinstatement that meets another checkout's insert for the same car fails on the exclusion
  // constraint (or as a deadlock) and rolls back whole, event id included: run it again, and it
  // then sees the winner and records the refund due, rather than answering Stripe with a 500.
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyOnce(ctx, event, options);
    } catch (err) {
      const state = sqlState(err);
      if ((state === '23P01' || state === '40P01') && attempt < 3) continue;
      throw err;
    }
  }
}

async function applyOnce(ctx: Deps, event: StripeEvent, options: { onPaid?: OnPaid }): Promise<StripeEventResult> {
  const result = await ctx.db.$transaction(async (tx) => {
    // The event id first: a second delivery waits here for the first to commit, then finds it.
    const recorded = await recordPaymentEvent(tx, {
      id: event.id,
      type: event.type.slice(0, 100),
      payloadJson: JSON.stringify(event),
      receivedAt: ctx.clock.now(),
    });
    if (!recorded) return { eventId: event.id, outcome: 'duplicate', bookingId: null, becamePaid: false } satisfies StripeEventResult;
    const outcome = await apply(ctx, tx, event, options);
    return { eventId: event.id, ...outcome };
  });
  if (result.outcome === 'refundDue') {
    ctx.log.warn({ bookingId: result.bookingId, eventId: event.id }, 'payment received for a booking whose car was taken: refund due');
  }
  return result;
}

async function apply(
  ctx: Deps,
  tx: Prisma.TransactionClient,
  event: StripeEvent,
  { onPaid }: { onPaid?: OnPaid },
): Promise<Omit<StripeEventResult, 'eventId'>> {
  const ignored = (bookingId: string | null = null) => ({ outcome: 'ignored' as const, bookingId, becamePaid: false });
  const now = ctx.clock.now();

  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired') {
    const session = event.data.object;
    const booking = await lockBooking(tx, session.metadata?.bookingId, session.id);
    if (!booking) return ignored();
    if (event.type === 'checkout.session.expired') {
      await tx.checkoutSession.updateMany({ where: { id: session.id, status: 'open' }, data: { status: 'expired' } });
      return release(tx, booking, PAYMENT_EXPIRED_REASON, now);
    }
    if (session.payment_status !== 'paid') return ignored(booking.id);
    await tx.checkoutSession.updateMany({ where: { id: session.id }, data: { status: 'complete' } });
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    return pay(tx, booking, { sessionId: session.id, paymentIntent, now, onPaid });
  }

  if (event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    const booking = await lockBooking(tx, intent.metadata?.bookingId, null, intent.id);
    if (!booking) return ignored();
    return release(tx, booking, PAYMENT_FAILED_REASON, now);
  }

  return ignored();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The booking an event is about, locked until the transaction ends (events of one booking apply
 * one after the other): by the booking id we put in the metadata, else by the session or payment
 * intent recorded on it, or the session's row (a session opened before its booking, REST
 * create-checkout-session, has no booking id in its metadata).
 */
async function lockBooking(
  tx: Prisma.TransactionClient,
  bookingId: string | undefined,
  sessionId: string | null,
  paymentIntentId: string | null = null,
): Promise<LockedBooking | null> {
  const id = bookingId && UUID.test(bookingId) ? bookingId : null;
  if (!id && !sessionId && !paymentIntentId) return null;
  return lockPaymentBooking(tx, { id, sessionId, paymentIntentId });
}

/** A hold ends unpaid: void -> cancelled. Any other status is left as it is (paid stays paid). */
async function release(tx: Prisma.TransactionClient, booking: LockedBooking, reason: string, now: Date) {
  if (booking.status !== 'void') return { outcome: 'ignored' as const, bookingId: booking.id, becamePaid: false };
  await changeStatus(tx, booking.id, systemChange('paymentEnded', 'void', { reason, now }));
  return { outcome: 'released' as const, bookingId: booking.id, becamePaid: false };
}

async function pay(
  tx: Prisma.TransactionClient,
  booking: LockedBooking,
  { sessionId, paymentIntent, now, onPaid }: { sessionId: string; paymentIntent: string | null; now: Date; onPaid?: OnPaid },
): Promise<Omit<StripeEventResult, 'eventId'>> {
  const payment = { paidAt: now, stripePaymentIntentId: paymentIntent, ...(booking.stripe_session_id ? {} : { stripeSessionId: sessionId }) };
  if (booking.status === 'void') {
    // The hold still counts for the exclusion constraint (even past its expiry, until cancelled):
    // nobody else can hold the car for these dates, so it simply becomes paid.
    return markPaid(tx, booking, payment, now, onPaid);
  }
  if (booking.status !== 'cancelled') return { outcome: 'ignored', bookingId: booking.id, becamePaid: false };
  if (booking.status_reason !== null && RELEASED_FOR_PAYMENT.includes(booking.status_reason) && !(await carTaken(tx, booking, now))) {
    // Released by the system for want of payment, and the car is still free: reinstated.
    return markPaid(tx, booking, payment, now, onPaid);
  }
  if (booking.status_reason === REFUND_DUE_REASON) return { outcome: 'ignored', bookingId: booking.id, becamePaid: false };
  await changeStatus(tx, booking.id, systemChange('refundDue', 'cancelled', { reason: REFUND_DUE_REASON, now, data: payment }));
  return { outcome: 'refundDue', bookingId: booking.id, becamePaid: false };
}

async function markPaid(
  tx: Prisma.TransactionClient,
  booking: LockedBooking,
  payment: { paidAt: Date; stripePaymentIntentId: string | null; stripeSessionId?: string },
  now: Date,
  onPaid: OnPaid | undefined,
): Promise<Omit<StripeEventResult, 'eventId'>> {
  await changeStatus(tx, booking.id, systemChange('paid', booking.status as 'void' | 'cancelled', { reason: PAID_REASON, now, data: { ...payment, holdExpiresAt: null } }));
  await onPaid?.(tx, booking.id);
  return { outcome: 'paid', bookingId: booking.id, becamePaid: true };
}

/**
 * Whether another booking now holds the car over this booking's period, by the exclusion
 * constraint's own reading of the rule (booking_blocks at -infinity, docs/decisions/016). A
 * checkout committing between this check and the update would make the update fail with the
 * constraint's error: the transaction rolls back, the event is not recorded, and applyStripeEvent
 * runs it again, when this check sees the winner.
 */
async function carTaken(tx: Prisma.TransactionClient, booking: LockedBooking, now: Date): Promise<boolean> {
  // Another driver's expired hold does not take the car: cancelled first, as createBooking does.
  await expireHolds({ db: tx, clock: { now: () => now } }, { carId: booking.car_id, from: booking.from_at, to: booking.to_at });
  return otherBookingBlocksCar(tx, { id: booking.id, carId: booking.car_id, from: booking.from_at, to: booking.to_at });
}
