import type Stripe from 'stripe';
import type { Env } from '../../env.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { createCheckoutSession, expireCheckoutSession, retrieveCheckoutSession, stripeClient, type StripeEvent } from '../../lib/payments/stripe.ts';
import { convertFromBase } from '../../shared/conversion.ts';
import { applyStripeEvent, type OnPaid, type StripeEventResult } from './stripeEvents.ts';

/**
 * The pay-online half of checkout with Stripe: a session for a hold (openStripeCheckout), and the
 * status page's direct question to Stripe (syncStripeCheckout). Webhooks stay the source of
 * truth (stripeEvents.ts); the direct question applies exactly what the webhook would, so the
 * page is instant and the later webhook changes nothing more.
 */

const clients = new WeakMap<Env, Stripe | null>();
/** One SDK client per parsed environment; null without STRIPE_SECRET_KEY. */
export function stripeFor(env: Env): Stripe | null {
  if (!clients.has(env)) clients.set(env, stripeClient(env));
  return clients.get(env)!;
}

/** With no secret key the product uses the local test payment page instead (product-decisions "Payments"). */
export function stripeConfigured(env: Pick<Env, 'STRIPE_SECRET_KEY'>): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

export const NOT_AWAITING_PAYMENT = 'This booking is not awaiting payment.';

type Deps = Pick<ServiceContext, 'db' | 'env' | 'clock' | 'publicUrl' | 'log'>;

export interface OpenedCheckout {
  sessionId: string;
  /** For Stripe's embedded checkout on the page (with STRIPE_PUBLISHABLE_KEY). */
  clientSecret: string;
  /** What is charged: the booking's total in its currency, as a decimal string. */
  amount: string;
  currency: string;
  /** The session's and now the hold's expiry. */
  expiresAt: Date;
}

/**
 * Opens a Stripe Checkout Session for a pay-online booking's hold: the booking's total (USD)
 * converted at the booking's stored rate into its currency (the server's quote; nothing from the
 * client), the booking id in the metadata, the page's return URL. Records the session
 * (checkout_sessions), puts its id on the booking and sets the hold's expiry to the session's, so
 * the car is held exactly as long as Stripe takes payment.
 *
 * Called by checkout for the booking it has just created (checkout authorises the caller); it is
 * not exposed by itself. CONFLICT when the booking is no longer a live hold. Stripe's own errors
 * (unreachable, refused) are the SDK's errors, thrown as they are: checkout releases the hold.
 */
export async function openStripeCheckout(
  ctx: Deps,
  input: { bookingId: string; name: string; description?: string; customerEmail?: string; locale?: Stripe.Checkout.SessionCreateParams.Locale },
): Promise<OpenedCheckout> {
  const stripe = stripeFor(ctx.env);
  if (!stripe) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY): use the local test payment page');
  const now = ctx.clock.now();
  const booking = await ctx.db.booking.findUnique({ where: { id: input.bookingId } });
  if (!booking) throw new NotFoundError('Booking not found.');
  if (booking.status !== 'void' || !booking.holdExpiresAt || booking.holdExpiresAt <= now || booking.stripeSessionId) {
    throw new ConflictError(NOT_AWAITING_PAYMENT);
  }
  const amount = convertFromBase(booking.price.toString(), booking.exchangeRate.toString());
  const session = await createCheckoutSession(stripe, {
    bookingId: booking.id,
    amount,
    currency: booking.currency,
    name: input.name,
    description: input.description,
    customerEmail: input.customerEmail,
    locale: input.locale,
    returnUrl: `${ctx.publicUrl}/checkout-session/{CHECKOUT_SESSION_ID}`,
    expiresAt: booking.holdExpiresAt,
    now,
  });
  const expiresAt = new Date((session.expires_at ?? 0) * 1000);
  const held = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, status: 'void', stripeSessionId: null },
      data: { stripeSessionId: session.id, holdExpiresAt: expiresAt, updatedAt: now },
    });
    if (count === 0) return false;
    await tx.checkoutSession.create({
      data: { id: session.id, bookingId: booking.id, provider: 'stripe', status: 'open', amount, currency: booking.currency, expiresAt, createdAt: now, updatedAt: now },
    });
    return true;
  });
  if (!held) {
    // The hold ended (or got a session) while Stripe answered: this session must not take money.
    await expireCheckoutSession(stripe, session.id).catch((err: unknown) => ctx.log.warn({ err, sessionId: session.id }, 'could not expire an orphan Stripe session'));
    throw new ConflictError(NOT_AWAITING_PAYMENT);
  }
  return { sessionId: session.id, clientSecret: session.client_secret ?? '', amount, currency: booking.currency, expiresAt };
}

export interface SyncedCheckout {
  bookingId: string | null;
  /** Stripe's view: paid, still open, or ended unpaid. */
  payment: 'paid' | 'open' | 'unpaid';
  result: StripeEventResult | null;
}

/**
 * The status page's question (`/checkout-session/{sessionId}`): asks Stripe for the session and,
 * when it is paid or expired, applies it as the webhook would, under an event id of its own
 * (`sync:<session>:<status>`, recorded once), so the booking is paid (and `onPaid` runs) once
 * whichever comes first, this or the webhook. NOT_FOUND for a session we never opened.
 */
export async function syncStripeCheckout(ctx: Deps, input: { sessionId: string }, options: { onPaid?: OnPaid } = {}): Promise<SyncedCheckout> {
  const stripe = stripeFor(ctx.env);
  if (!stripe) throw new NotFoundError('Payment session not found.');
  const known = await ctx.db.checkoutSession.findUnique({ where: { id: input.sessionId }, select: { bookingId: true, provider: true } });
  if (!known || known.provider !== 'stripe') throw new NotFoundError('Payment session not found.');
  const session = await retrieveCheckoutSession(stripe, input.sessionId);
  const paid = session.status === 'complete' && session.payment_status === 'paid';
  if (!paid && session.status !== 'expired') return { bookingId: known.bookingId, payment: session.status === 'open' ? 'open' : 'unpaid', result: null };
  const type = paid ? 'checkout.session.completed' : 'checkout.session.expired';
  const event = {
    id: `sync:${session.id}:${session.status}`,
    object: 'event',
    type,
    created: Math.floor(ctx.clock.now().getTime() / 1000),
    data: { object: { ...session, metadata: { ...session.metadata, bookingId: known.bookingId } } },
  } as unknown as StripeEvent;
  const result = await applyStripeEvent(ctx, event, options);
  return { bookingId: known.bookingId, payment: paid ? 'paid' : 'unpaid', result };
}
