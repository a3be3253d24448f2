import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import { BadUserInputError, NotFoundError, ServiceUnavailableError } from '../../errors.ts';
import { createCheckoutSession, createCustomer, expireCheckoutSession, STRIPE_MIN_SESSION_SECONDS, stripeLocale, type StripeEvent } from '../../lib/payments/stripe.ts';
import { convertFromBase } from '../../shared/conversion.ts';
import { CHARGE_CURRENCIES, moneyDecimals } from '../../shared/currency.ts';
import { roundDecimal } from '../../shared/decimal.ts';
import { requirePerson } from '../guards.ts';
import { todayIn } from '../accounts/accounts.ts';
import { consume } from '../accounts/rateLimits.ts';
import { enqueueBookingConfirmation } from '../bookings/confirmation.ts';
import { stripeConfigured, stripeFor, syncStripeCheckout } from './stripeCheckout.ts';
import { applyStripeEvent, localTestEvent, type OnPaid } from './stripeEvents.ts';
import { changeStatus, systemChange } from '../bookings/lifecycle.ts';
export { HOLD_REPLACED_REASON } from '../bookings/holds.ts';

/**
 * Checkout sessions (checkout_sessions, docs/decisions/021): every checkout has one, so the status
 * page `/checkout-session/{id}` works for every payment option.
 *
 * - `payLater`: written with the pending booking, complete at once (the page says "booked").
 * - `test`: the local test payment page, when Stripe is not configured (product-decisions
 *   "Payments"). Paying it goes through the webhook path (applyStripeEvent) under a synthetic event
 *   id, so the booking is paid and its confirmation mail queued exactly as a Stripe payment is,
 *   once, however often or concurrently it is paid.
 * - `stripe`: opened by openStripeCheckout (stripeCheckout.ts); the status page asks Stripe.
 *
 * Session ids are the page's only key and carry no authorization: they are unguessable (192
 * random bits) and the status shows no personal data; the booking a session made is shown with it
 * for a few days, without the driver's details (sessionBooking.ts, docs/decisions/037).
 */

export type ProviderName = 'STRIPE' | 'TEST';
export type SessionState = 'PAID' | 'BOOKED' | 'OPEN' | 'FAILED';

/** A session to pay, as checkout answers it (GraphQL PaymentSession). */
export interface PaymentSessionView {
  id: string;
  provider: ProviderName;
  clientSecret: string | null;
  publishableKey: string | null;
  amount: string;
  currency: string;
  expiresAt: Date;
}

/** Where a session stands (GraphQL CheckoutSessionStatus): no personal data. */
export interface SessionStatusView {
  id: string;
  state: SessionState;
  provider: ProviderName | null;
  bookingId: string | null;
  /** The booking's short reference (null while none is tied to the session). */
  bookingReference: string | null;
  amount: string | null;
  currency: string | null;
  expiresAt: Date | null;
  /** When the session was opened (not in the schema: how long its booking's confirmation shows). */
  createdAt: Date;
}

export const TEST_SESSION_PREFIX = 'test_';
export const PAY_LATER_SESSION_PREFIX = 'booked_';
export const TEST_PAID_CARD = '4242424242424242';
export const TEST_DECLINED_CARD = '4000000000000002';
/** The spec's card messages, word for word. */
export const CARD_MESSAGES = {
  INVALID_CARD_NUMBER: 'Invalid card number',
  INVALID_EXPIRY_DATE: 'Invalid expiry date',
  INVALID_CVC: 'Invalid Card Validation Code',
} as const;
/** Reason recorded when a pay-online checkout could not open its payment session. */
export const PAYMENT_UNAVAILABLE_REASON = 'The payment session could not be opened.';
/** Reason recorded when the driver (or a reference client) abandons the hold. */
export const HOLD_ABANDONED_REASON = 'The payment was abandoned before payment.';

export function newSessionId(prefix: string): string {
  return prefix + randomBytes(24).toString('base64url');
}

type Db = PrismaClient | Prisma.TransactionClient;

/** The amount a booking charges: its USD total at its stored rate, in its currency. */
export function bookingAmount(booking: { price: { toString(): string }; exchangeRate: { toString(): string }; currency?: string }): string {
  // Whole dinars in IQD (pay later only: IQD is never charged online, ADR 051).
  return convertFromBase(booking.price.toString(), booking.exchangeRate.toString(), moneyDecimals(booking.currency ?? 'USD'));
}

/**
 * Ends a hold unpaid: a `void` booking becomes cancelled with the reason and a history row; any
 * other status is left as it is (a paid booking is never touched). Its open sessions end too.
 * Returns whether the hold was released.
 */
export async function releaseHold(ctx: Pick<ServiceContext, 'db' | 'clock'>, bookingId: string, reason: string): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.$transaction(async (tx) => {
    const count = await changeStatus(tx, bookingId, systemChange('paymentEnded', 'void', { reason, now }));
    if (count === 0) return false;
    await tx.checkoutSession.updateMany({ where: { bookingId, status: 'open' }, data: { status: 'expired', updatedAt: now } });
    return true;
  });
}

/** The confirmation mail, in the transaction that makes the booking paid (once). */
export function confirmationOnPaid(ctx: ServiceContext): OnPaid {
  return async (tx, bookingId) => {
    await enqueueBookingConfirmation({ ...ctx, db: tx }, bookingId);
  };
}

// No NUL: PostgreSQL's text refuses it (a 500 where an unknown id is NOT_FOUND).
const SessionId = z.string().min(1).max(255).refine((id) => !id.includes('\u0000'));

const PROVIDER_NAME: Record<string, ProviderName | null> = { stripe: 'STRIPE', test: 'TEST', payLater: null };

async function loadSession(db: Db, id: string) {
  return db.checkoutSession.findUnique({
    where: { id },
    select: { id: true, provider: true, status: true, amount: true, currency: true, expiresAt: true, createdAt: true, bookingId: true, booking: { select: { status: true, holdExpiresAt: true, reference: true } } },
  });
}
type LoadedSession = NonNullable<Awaited<ReturnType<typeof loadSession>>>;

/**
 * The state the status page shows, from the session and its booking:
 * pay later -> BOOKED; the booking paid -> PAID; the session open and its hold live -> OPEN;
 * anything else (expired, declined, released by the expiry job, or paid after the car was taken,
 * which staff refund) -> FAILED. A session not yet tied to a booking (REST reference flow) is
 * OPEN until it expires.
 */
export function stateOf(session: LoadedSession, now: Date): SessionState {
  if (session.provider === 'payLater') return 'BOOKED';
  const booking = session.booking;
  if (booking?.status === 'paid') return 'PAID';
  if (!booking) {
    if (session.status === 'complete') return 'PAID';
    return session.status === 'open' && session.expiresAt > now ? 'OPEN' : 'FAILED';
  }
  if (session.status === 'open' && booking.status === 'void' && booking.holdExpiresAt && booking.holdExpiresAt > now) return 'OPEN';
  return 'FAILED';
}

function view(session: LoadedSession, now: Date): SessionStatusView {
  const state = stateOf(session, now);
  return {
    id: session.id,
    state,
    provider: PROVIDER_NAME[session.provider] ?? null,
    bookingId: session.bookingId,
    bookingReference: session.booking?.reference ?? null,
    amount: session.amount.toFixed(2),
    currency: session.currency,
    expiresAt: state === 'OPEN' ? session.expiresAt : null,
    createdAt: session.createdAt,
  };
}

/**
 * `Query.checkoutSession`: the status page's question. A Stripe session still open in our records
 * is asked of Stripe first and its answer applied as the webhook would (paid: the booking and one confirmation mail), so
 * the page is instant; if Stripe cannot be reached the page gets what the database knows.
 * NOT_FOUND for an unknown id.
 */
export async function checkoutSessionStatus(ctx: ServiceContext, input: { id: unknown }): Promise<SessionStatusView> {
  const parsed = SessionId.safeParse(input.id);
  if (!parsed.success) throw new NotFoundError('Payment session not found.');
  const known = await loadSession(ctx.db, parsed.data);
  if (!known) throw new NotFoundError('Payment session not found.');
  // Asked while Stripe may still take or have taken payment (the row is open), even when the hold
  // already ended here: a payment made at the last second reinstates the booking (ADR 020).
  if (known.provider === 'stripe' && known.status === 'open' && stripeConfigured(ctx.env)) {
    try {
      await syncStripeCheckout(ctx, { sessionId: known.id }, { onPaid: confirmationOnPaid(ctx) });
    } catch (err) {
      ctx.log.warn({ err, sessionId: known.id }, 'could not ask Stripe for a checkout session: answering from the database');
    }
    return view((await loadSession(ctx.db, known.id))!, ctx.clock.now());
  }
  return view(known, ctx.clock.now());
}

// ── The local test payment page

const digits = (v: string) => v.replace(/[\s-]/g, '');

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The card form's checks, with the spec's messages: a number of 12 to 19 digits passing the Luhn
 * check, an expiry MM/YY (or MM/YYYY) not before this month (business time zone), a code of 3 or 4
 * digits. Field codes: INVALID_CARD_NUMBER, INVALID_EXPIRY_DATE, INVALID_CVC.
 */
export function checkCard(input: { cardNumber?: unknown; expiry?: unknown; cvc?: unknown }, today: string): { number: string } {
  const errors: Record<string, keyof typeof CARD_MESSAGES> = {};
  const number = typeof input.cardNumber === 'string' && input.cardNumber.length <= 40 ? digits(input.cardNumber) : '';
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.cardNumber = 'INVALID_CARD_NUMBER';
  const expiry = typeof input.expiry === 'string' && input.expiry.length <= 20 ? /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry) : null;
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  const [thisYear, thisMonth] = today.split('-').map(Number);
  if (!expiry || month < 1 || month > 12 || year * 12 + month < thisYear * 12 + thisMonth) errors.expiry = 'INVALID_EXPIRY_DATE';
  if (typeof input.cvc !== 'string' || !/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'INVALID_CVC';
  const first = Object.values(errors)[0];
  if (first) throw new BadUserInputError(CARD_MESSAGES[first], errors, first);
  return { number };
}

/**
 * `Mutation.payTestSession`: pays a session of the local test page (only without Stripe; NOT_FOUND
 * otherwise, and for any id that is not an open test session's). 4242 4242 4242 4242 pays; every
 * other valid card is declined, 4000 0000 0000 0002 included (as in Stripe's test mode, only the
 * documented success card pays). Paid: applied as Stripe's `checkout.session.completed` is
 * (event `test:<session>:completed`, recorded once): the booking becomes paid with one
 * confirmation mail, even when called twice at once. Declined: applied as
 * `payment_intent.payment_failed` (`test:<session>:failed`): the hold is released, the session
 * fails. A session that is no longer open answers its state and nothing changes, so paying twice
 * never pays twice. Attempts are limited per IP (ADR 018).
 */
export async function payTestSession(
  ctx: ServiceContext,
  input: { sessionId?: unknown; cardNumber?: unknown; expiry?: unknown; cvc?: unknown; cardholderName?: unknown },
): Promise<SessionStatusView> {
  if (stripeConfigured(ctx.env)) throw new NotFoundError('Payment session not found.');
  await consume(ctx.limits.testPaymentsByIp, ctx.meta.ip);
  const now = ctx.clock.now();
  const card = checkCard(input, todayIn(ctx.settings.timeZone, now));
  const id = SessionId.safeParse(input.sessionId);
  const session = id.success ? await loadSession(ctx.db, id.data) : null;
  if (!session || session.provider !== 'test' || !session.bookingId) throw new NotFoundError('Payment session not found.');
  if (stateOf(session, now) !== 'OPEN') return view(session, now);

  const bookingId = session.bookingId;
  if (card.number === TEST_PAID_CARD) {
    await applyStripeEvent(ctx, localTestEvent('paid', { sessionId: session.id, bookingId, at: now }), { onPaid: confirmationOnPaid(ctx) });
  } else {
    await applyStripeEvent(ctx, localTestEvent('declined', { sessionId: session.id, bookingId, at: now }));
    await ctx.db.checkoutSession.updateMany({ where: { id: session.id, status: 'open' }, data: { status: 'failed', updatedAt: now } });
  }
  return view((await loadSession(ctx.db, session.id))!, ctx.clock.now());
}

// ── The REST reference flow: a session opened before its booking

export const PAYMENT_SESSION_INVALID = 'This payment session is not open or is already used.';
export const PAYMENT_AMOUNT_MISMATCH = "The payment session's amount or currency does not match the price of this booking.";
/** How long a session opened before its booking lives (Stripe's minimum, plus a minute). */
const PRESET_SESSION_MS = (STRIPE_MIN_SESSION_SECONDS + 60) * 1000;

const CreateSession = z.object({
  amount: z.union([z.number(), z.string().max(30).regex(/^\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().min(0.01).max(1_000_000)),
  // What the card processor charges in our setup; IQD is a display currency only (ADR 051).
  currency: z.string().max(10).transform((c) => c.toUpperCase()).pipe(z.enum(CHARGE_CURRENCIES)),
  locale: z.string().max(10).nullish(),
  receiptEmail: z.string().max(254).nullish(),
  name: z.string().max(250).nullish(),
  description: z.string().max(500).nullish(),
  customerName: z.string().max(100).nullish(),
});

/**
 * `POST /api/create-checkout-session` (reference shape): a payment session for an amount the
 * client states, not yet tied to a booking. Stripe configured: a customer and an embedded Checkout
 * Session through the SDK; else a local test session. The amount is checked against the server's
 * quote when the checkout names the session (verifyPresetSession). Limited per IP (rows are not free).
 */
export async function createPaymentSession(ctx: ServiceContext, raw: unknown): Promise<{ sessionId: string; customerId: string | null; clientSecret: string | null }> {
  requirePerson(ctx);
  const parsed = CreateSession.safeParse(raw ?? {});
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'amount');
    throw new BadUserInputError(`Invalid ${field}.`, { [field]: 'INVALID' }, 'INVALID');
  }
  const input = parsed.data;
  await consume(ctx.limits.paymentSessionsByIp, ctx.meta.ip);
  const amount = roundDecimal(String(input.amount), 2);
  const now = ctx.clock.now();
  const stripe = stripeFor(ctx.env);
  if (!stripe) {
    const id = newSessionId(TEST_SESSION_PREFIX);
    const expiresAt = new Date(now.getTime() + PRESET_SESSION_MS);
    await ctx.db.checkoutSession.create({ data: { id, bookingId: null, provider: 'test', status: 'open', amount, currency: input.currency, expiresAt, createdAt: now, updatedAt: now } });
    return { sessionId: id, customerId: null, clientSecret: null };
  }
  const email = input.receiptEmail && z.email().safeParse(input.receiptEmail).success ? input.receiptEmail : undefined;
  const locale = input.locale ? stripeLocale(input.locale) : undefined;
  try {
    const customer = await createCustomer(stripe, { email, name: input.customerName ?? undefined });
    const session = await createCheckoutSession(stripe, {
      bookingId: null,
      customer: customer.id,
      amount,
      currency: input.currency,
      name: input.name || 'Car rental',
      description: input.description ?? undefined,
      locale,
      returnUrl: `${ctx.publicUrl}/checkout-session/{CHECKOUT_SESSION_ID}`,
      expiresAt: new Date(now.getTime() + PRESET_SESSION_MS),
      now,
    });
    const expiresAt = new Date((session.expires_at ?? 0) * 1000);
    await ctx.db.checkoutSession.create({
      data: { id: session.id, bookingId: null, provider: 'stripe', status: 'open', amount, currency: input.currency, customerId: customer.id, expiresAt, createdAt: now, updatedAt: now },
    });
    return { sessionId: session.id, customerId: customer.id, clientSecret: session.client_secret ?? null };
  } catch (err) {
    ctx.log.warn({ err }, 'could not open a Stripe session');
    throw new ServiceUnavailableError('Online payment is not available right now. Please try again later.', 'PAYMENT_UNAVAILABLE');
  }
}

async function expireSession(ctx: Pick<ServiceContext, 'db' | 'env' | 'clock' | 'log'>, session: { id: string; provider: string }) {
  await ctx.db.checkoutSession.updateMany({ where: { id: session.id, status: 'open' }, data: { status: 'expired', updatedAt: ctx.clock.now() } });
  const stripe = session.provider === 'stripe' ? stripeFor(ctx.env) : null;
  if (stripe) await expireCheckoutSession(stripe, session.id).catch((err: unknown) => ctx.log.warn({ err, sessionId: session.id }, 'could not expire a Stripe session'));
}

/**
 * A checkout naming a session opened beforehand: the session must be open, unused, of the
 * configured provider, and charge exactly `amount` `currency` (the server's quote converted).
 * A mismatch expires the session (at Stripe too) and refuses the checkout: nothing is booked.
 */
export async function verifyPresetSession(ctx: ServiceContext, input: { sessionId: string; amount: string; currency: string }): Promise<void> {
  const session = await ctx.db.checkoutSession.findUnique({ where: { id: input.sessionId } });
  const provider = stripeConfigured(ctx.env) ? 'stripe' : 'test';
  if (!session || session.provider !== provider || session.bookingId || session.status !== 'open' || session.expiresAt <= ctx.clock.now()) {
    throw new BadUserInputError(PAYMENT_SESSION_INVALID, { sessionId: 'PAYMENT_SESSION_INVALID' }, 'PAYMENT_SESSION_INVALID');
  }
  if (session.amount.toFixed(2) !== roundDecimal(input.amount, 2) || session.currency !== input.currency) {
    await expireSession(ctx, session);
    throw new BadUserInputError(PAYMENT_AMOUNT_MISMATCH, { sessionId: 'PAYMENT_AMOUNT_MISMATCH' }, 'PAYMENT_AMOUNT_MISMATCH');
  }
}


/**
 * `POST /api/check-checkout-session/{sessionId}` (reference semantics): 'paid' when the session
 * is paid and its booking now paid (Stripe asked first, applied as the webhook would); otherwise
 * the hold is released ('unpaid'); 'unknown' for a session we do not have.
 */
export async function checkCheckoutSession(ctx: ServiceContext, input: { sessionId: unknown }): Promise<'paid' | 'unpaid' | 'unknown'> {
  let status: SessionStatusView;
  try {
    status = await checkoutSessionStatus(ctx, { id: input.sessionId });
  } catch (err) {
    if (err instanceof NotFoundError) return 'unknown';
    throw err;
  }
  if (status.state === 'PAID' || status.state === 'BOOKED') return 'paid';
  if (status.bookingId) {
    await releaseHold(ctx, status.bookingId, HOLD_ABANDONED_REASON);
    const session = await ctx.db.checkoutSession.findUnique({ where: { id: status.id }, select: { id: true, provider: true } });
    if (session) await expireSession(ctx, session);
  }
  return 'unpaid';
}

/** `GET /api/booking-id/{sessionId}`: the session's booking id, null when none. */
export async function bookingIdOfSession(ctx: ServiceContext, input: { sessionId: unknown }): Promise<string | null> {
  const id = SessionId.safeParse(input.sessionId);
  if (!id.success) return null;
  const session = await ctx.db.checkoutSession.findUnique({ where: { id: id.data }, select: { bookingId: true } });
  return session?.bookingId ?? null;
}

/**
 * `DELETE /api/delete-temp-booking/{bookingId}/{sessionId}`: the payer leaves the payment form;
 * the hold is released only when the session belongs to that booking and it is still a hold.
 * Anything else changes nothing. Returns whether a hold was released.
 */
export async function deleteTempBooking(ctx: ServiceContext, input: { bookingId: unknown; sessionId: unknown }): Promise<boolean> {
  const id = SessionId.safeParse(input.sessionId);
  const bookingId = z.uuid().safeParse(input.bookingId);
  if (!id.success || !bookingId.success) return false;
  const session = await ctx.db.checkoutSession.findUnique({ where: { id: id.data }, select: { id: true, provider: true, bookingId: true } });
  if (!session || session.provider === 'payLater' || session.bookingId !== bookingId.data) return false;
  const released = await releaseHold(ctx, bookingId.data, HOLD_ABANDONED_REASON);
  if (released) await expireSession(ctx, session);
  return released;
}
