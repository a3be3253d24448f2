import Stripe from 'stripe';
import type { Env } from '../../env.ts';
import { parseDecimal, roundDecimal } from '../../shared/decimal.ts';

/**
 * The Stripe adapter (product-decisions "Payments"): the official SDK, pointed at STRIPE_API_URL
 * (Stripe's API unless a test points it at its local stand-in, server/test/standins/stripe.ts).
 * Checkout Sessions in embedded mode for a booking's amount, read back and expired. The card is
 * never seen by our server: the page mounts Stripe's embedded checkout with the session's
 * client secret. Webhook signatures are checked with the same SDK (`webhookEvent`).
 */

export type StripeSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;

/** The SDK client configured from the environment; null without STRIPE_SECRET_KEY. */
export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const url = new URL(env.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // Checkout asks once and tells the driver; retries (with idempotency keys) are the SDK's.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}

// ── Amounts in minor units (https://docs.stripe.com/currencies#zero-decimal)

/** Currencies Stripe charges in whole units: the amount is sent as is (1000 JPY is 1000). */
export const ZERO_DECIMAL_CURRENCIES = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]);
/** Currencies with three decimals; Stripe requires the last digit to be 0 (rounded to a hundredth). */
export const THREE_DECIMAL_CURRENCIES = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/**
 * An amount in major units (an exact decimal string, as the booking stores it) in the integer
 * minor units Stripe's `unit_amount` takes, rounded half-up to what the currency can carry:
 * "120.50" USD is 12050, "15000.4" JPY is 15000, "12.345" KWD is 12350. Throws on anything that
 * is not a positive amount (checkout quotes it; a zero or negative charge is a bug).
 */
export function toMinorUnits(amount: string, currency: string): number {
  const code = currency.toUpperCase();
  const parsed = parseDecimal(amount);
  if (!parsed || parsed.units <= 0n) throw new Error(`not a positive amount: ${amount}`);
  let minor: string;
  if (ZERO_DECIMAL_CURRENCIES.has(code)) minor = roundDecimal(amount, 0);
  else if (THREE_DECIMAL_CURRENCIES.has(code)) minor = (BigInt(roundDecimal(amount, 2).replace('.', '')) * 10n).toString();
  else minor = roundDecimal(amount, 2).replace('.', '');
  const value = Number(minor);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`amount out of range: ${amount} ${code}`);
  return value;
}

/** Minor units back to a decimal string in major units ("12050" USD is "120.50"). */
export function fromMinorUnits(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  const places = ZERO_DECIMAL_CURRENCIES.has(code) ? 0 : THREE_DECIMAL_CURRENCIES.has(code) ? 3 : 2;
  if (places === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(places + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -places)}.${text.slice(-places)}`;
}

// ── Checkout Sessions

/** Stripe refuses an expires_at less than 30 minutes after it creates the session. */
export const STRIPE_MIN_SESSION_SECONDS = 30 * 60;

export interface NewCheckoutSession {
  /**
   * Our booking: written into the session's metadata (and client_reference_id). Null for a
   * session opened before its booking (REST create-checkout-session): the webhook then finds the
   * booking through checkout_sessions.booking_id.
   */
  bookingId: string | null;
  /** A Stripe customer to attach (REST create-checkout-session). */
  customer?: string;
  /** Major units, exact decimal string ("120.50"), in `currency`. */
  amount: string;
  /** ISO 4217 code (USD, EUR, GBP; any Stripe currency works, zero-decimal ones included). */
  currency: string;
  /** Line item name shown on the payment form (the car and the dates). */
  name: string;
  description?: string;
  /** Receipt address (the driver's email). */
  customerEmail?: string;
  /** Stripe's locale for the form ('en', 'fr', 'es', 'auto'; stripeLocale). */
  locale?: Stripe.Checkout.SessionCreateParams.Locale;
  /** Where Stripe sends the payer after paying; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  returnUrl: string;
  /** When the session stops taking payment: the booking's hold expiry. */
  expiresAt: Date;
  /** Now, by the caller's clock. */
  now: Date;
}

/**
 * Creates an embedded Checkout Session for one booking. The session expires with the hold, but
 * never sooner than Stripe allows (30 minutes after creation, plus a minute for clocks apart):
 * the caller should store the returned `expires_at` as the hold's expiry so the two agree.
 * An idempotency key per booking and amount makes a retried create return the same session.
 */
export async function createCheckoutSession(stripe: Stripe, input: NewCheckoutSession): Promise<StripeSession> {
  const currency = input.currency.toLowerCase();
  const earliest = Math.ceil(input.now.getTime() / 1000) + STRIPE_MIN_SESSION_SECONDS + 60;
  const expiresAt = Math.max(Math.floor(input.expiresAt.getTime() / 1000), earliest);
  const unitAmount = toMinorUnits(input.amount, currency);
  return stripe.checkout.sessions.create(
    {
      ui_mode: 'embedded_page',
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: unitAmount,
            product_data: { name: input.name, ...(input.description ? { description: input.description } : {}) },
          },
        },
      ],
      ...(input.bookingId
        ? { metadata: { bookingId: input.bookingId }, payment_intent_data: { metadata: { bookingId: input.bookingId } }, client_reference_id: input.bookingId }
        : {}),
      return_url: input.returnUrl,
      expires_at: expiresAt,
      ...(input.customer ? { customer: input.customer } : input.customerEmail ? { customer_email: input.customerEmail } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
    },
    // A retried create for one booking returns the same session; an unbound session is new each time.
    input.bookingId ? { idempotencyKey: `checkout-${input.bookingId}-${currency}-${unitAmount}` } : {},
  );
}

/** A Stripe customer for a payer (REST create-checkout-session): the receipt address and name. */
export function createCustomer(stripe: Stripe, input: { email?: string; name?: string }): Promise<Stripe.Customer> {
  return stripe.customers.create({ ...(input.email ? { email: input.email } : {}), ...(input.name ? { name: input.name } : {}) });
}

/** A session as Stripe has it now (status, payment_status, amount_total, metadata). */
export function retrieveCheckoutSession(stripe: Stripe, sessionId: string): Promise<StripeSession> {
  return stripe.checkout.sessions.retrieve(sessionId);
}

/** Stops an open session from taking payment (Stripe then sends checkout.session.expired). */
export function expireCheckoutSession(stripe: Stripe, sessionId: string): Promise<StripeSession> {
  return stripe.checkout.sessions.expire(sessionId);
}

/**
 * A webhook's event, its signature checked on the raw body with the endpoint's secret (and
 * Stripe's default tolerance of 5 minutes against replays). Throws Stripe's
 * StripeSignatureVerificationError when the header is missing, malformed or wrong.
 */
export function webhookEvent(rawBody: Buffer, signature: string | undefined, secret: string): StripeEvent {
  return Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
}

// ── Refunds

export type StripeRefund = Stripe.Refund;

export interface NewRefund {
  /** The payment intent of the charge to refund (bookings.stripe_payment_intent_id). */
  paymentIntent: string;
  /** Major units, exact decimal string, in the currency that was charged. */
  amount: string;
  currency: string;
  /** Our booking: metadata, and the idempotency key (one refund per booking). */
  bookingId: string;
  /** Why (shown in Stripe's dashboard): Stripe's `requested_by_customer`. */
  reason?: Stripe.RefundCreateParams.Reason;
}

/**
 * Refunds `amount` of a payment intent. The idempotency key is per booking and amount, so two
 * attempts for one booking (a retry, two staff at once) make one refund at Stripe.
 */
export async function createRefund(stripe: Stripe, input: NewRefund): Promise<StripeRefund> {
  const amount = toMinorUnits(input.amount, input.currency);
  // A refund already made for this booking (its transaction failed after Stripe answered, and the
  // idempotency key has expired since) is the refund: never a second one for the same cancellation.
  const earlier = await stripe.refunds.list({ payment_intent: input.paymentIntent, limit: 100 });
  const made = earlier.data.find((r) => r.metadata?.bookingId === input.bookingId && r.status !== 'failed' && r.status !== 'canceled');
  if (made) return made;
  return stripe.refunds.create(
    {
      payment_intent: input.paymentIntent,
      amount,
      reason: input.reason ?? 'requested_by_customer',
      metadata: { bookingId: input.bookingId },
    },
    { idempotencyKey: `refund-${input.bookingId}-${input.currency.toLowerCase()}-${amount}` },
  );
}

/**
 * Stripe Checkout's locale for an interface language. Checkout speaks English, French and Spanish
 * but neither Sorani Kurdish nor Arabic, so those (and anything unknown) get 'auto': Stripe then
 * follows the payer's browser, which for an Arabic-script reader is the nearest it can do.
 */
export function stripeLocale(language: string | null | undefined): Stripe.Checkout.SessionCreateParams.Locale {
  const lower = language?.toLowerCase();
  return lower === 'en' || lower === 'fr' || lower === 'es' ? lower : 'auto';
}
