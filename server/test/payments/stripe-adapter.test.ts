import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import {
  createCheckoutSession,
  expireCheckoutSession,
  fromMinorUnits,
  retrieveCheckoutSession,
  stripeClient,
  toMinorUnits,
} from '../../src/lib/payments/stripe.ts';
import { startStripeStandin, type StripeStandin } from '../standins/stripe.ts';

/**
 * The Stripe adapter with the real SDK over HTTP against the local stand-in (STRIPE_API_URL):
 * what Stripe receives (amounts in minor units, zero-decimal currencies, the booking id in the
 * metadata, the hold's expiry, embedded mode) and what the adapter gives back.
 */
let standin: StripeStandin;
let stripe: Stripe;
const BOOKING = '6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab';

beforeAll(async () => {
  standin = await startStripeStandin();
  stripe = stripeClient(parseEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: standin.secretKey, STRIPE_API_URL: standin.url }))!;
});
afterAll(async () => {
  await standin?.close();
});

describe('amounts in minor units', () => {
  it('two-decimal currencies in cents, rounded half-up; zero-decimal ones as they are; three-decimal ones ending in 0', () => {
    expect(toMinorUnits('120.50', 'USD')).toBe(12050);
    expect(toMinorUnits('120.5', 'eur')).toBe(12050);
    expect(toMinorUnits('99.995', 'GBP')).toBe(10000);
    expect(toMinorUnits('0.01', 'USD')).toBe(1);
    expect(toMinorUnits('15000', 'JPY')).toBe(15000);
    expect(toMinorUnits('15000.5', 'JPY')).toBe(15001);
    expect(toMinorUnits('15000.49', 'jpy')).toBe(15000);
    expect(toMinorUnits('12.345', 'KWD')).toBe(12350);
    expect(fromMinorUnits(12050, 'USD')).toBe('120.50');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(15000, 'JPY')).toBe('15000');
    expect(fromMinorUnits(12350, 'KWD')).toBe('12.350');
  });

  it('refuses what is not a positive amount', () => {
    for (const bad of ['0', '-5', 'abc', '', '0.001']) expect(() => toMinorUnits(bad, 'USD'), bad).toThrow();
    expect(() => toMinorUnits('1e20', 'USD')).toThrow(/out of range/);
  });
});

describe('Checkout Sessions through the SDK', () => {
  const now = () => new Date();
  const base = () => ({
    bookingId: BOOKING,
    name: 'Kia Picanto, 1-3 December',
    returnUrl: 'http://localhost:3000/checkout-session/{CHECKOUT_SESSION_ID}',
    expiresAt: new Date(Date.now() + 31 * 60_000),
    now: now(),
  });

  it('creates an embedded session for the amount in cents, with the booking id, the hold expiry and the return URL', async () => {
    const expiresAt = new Date(Date.now() + 40 * 60_000);
    const session = await createCheckoutSession(stripe, { ...base(), amount: '120.50', currency: 'USD', customerEmail: 'driver@example.com', locale: 'fr', expiresAt });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.client_secret).toMatch(/_secret_/);
    expect(session).toMatchObject({ amount_total: 12050, currency: 'usd', metadata: { bookingId: BOOKING }, status: 'open', payment_status: 'unpaid' });

    const sent = standin.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe(`Bearer ${standin.secretKey}`);
    expect(sent.headers['idempotency-key']).toBe(`checkout-${BOOKING}-usd-12050`);
    expect(sent.form).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '12050',
      'line_items[0][price_data][product_data][name]': 'Kia Picanto, 1-3 December',
      'metadata[bookingId]': BOOKING,
      'payment_intent_data[metadata][bookingId]': BOOKING,
      client_reference_id: BOOKING,
      return_url: 'http://localhost:3000/checkout-session/{CHECKOUT_SESSION_ID}',
      customer_email: 'driver@example.com',
      locale: 'fr',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    });
  });

  it('charges a zero-decimal currency in whole units (15000 JPY is 15000, not 1500000)', async () => {
    const session = await createCheckoutSession(stripe, { ...base(), bookingId: '7f1c2d3e-4a5b-4c6d-8e7f-0123456789ab', amount: '15000', currency: 'JPY' });
    expect(session).toMatchObject({ amount_total: 15000, currency: 'jpy' });
    expect(standin.requests.at(-1)!.form['line_items[0][price_data][unit_amount]']).toBe('15000');
  });

  it('never asks for an expiry Stripe would refuse: a hold ending in under 30 minutes gets 31', async () => {
    const at = now();
    const session = await createCheckoutSession(stripe, { ...base(), bookingId: '8f1c2d3e-4a5b-4c6d-8e7f-0123456789ab', amount: '10', currency: 'USD', now: at, expiresAt: new Date(at.getTime() + 29 * 60_000) });
    expect(session.expires_at).toBe(Math.ceil(at.getTime() / 1000) + 31 * 60);
  });

  it('a retried create (same booking and amount) returns the same session', async () => {
    const input = { ...base(), bookingId: '9f1c2d3e-4a5b-4c6d-8e7f-0123456789ab', amount: '55.00', currency: 'EUR' };
    const first = await createCheckoutSession(stripe, input);
    const again = await createCheckoutSession(stripe, input);
    expect(again.id).toBe(first.id);
  });

  it('retrieves a session as Stripe has it now, and expires an open one once', async () => {
    const session = await createCheckoutSession(stripe, { ...base(), bookingId: 'af1c2d3e-4a5b-4c6d-8e7f-0123456789ab', amount: '80', currency: 'GBP' });
    expect(await retrieveCheckoutSession(stripe, session.id)).toMatchObject({ id: session.id, status: 'open', payment_status: 'unpaid' });
    standin.pay(session.id);
    expect(await retrieveCheckoutSession(stripe, session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(standin.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${session.id}` });

    const other = await createCheckoutSession(stripe, { ...base(), bookingId: 'bf1c2d3e-4a5b-4c6d-8e7f-0123456789ab', amount: '80', currency: 'GBP' });
    expect(await expireCheckoutSession(stripe, other.id)).toMatchObject({ id: other.id, status: 'expired' });
    expect(standin.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${other.id}/expire` });
    // Stripe refuses to expire a session that is not open (a paid one included).
    await expect(expireCheckoutSession(stripe, other.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(expireCheckoutSession(stripe, session.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(retrieveCheckoutSession(stripe, 'cs_test_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('no client without STRIPE_SECRET_KEY; a wrong key is refused by Stripe', async () => {
    expect(stripeClient(parseEnv({ NODE_ENV: 'test' }))).toBeNull();
    const wrong = stripeClient(parseEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_wrong', STRIPE_API_URL: standin.url }))!;
    await expect(retrieveCheckoutSession(wrong, 'cs_test_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
