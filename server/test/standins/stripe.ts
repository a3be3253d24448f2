import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Stripe API on a real port, answering exactly the calls the adapter
 * (server/src/lib/payments/stripe.ts) makes, in Stripe's shapes, so the real SDK talks to it
 * (STRIPE_API_URL):
 *
 * - `POST /v1/checkout/sessions`: form-encoded as the SDK sends it (`line_items[0][price_data][unit_amount]`,
 *   `metadata[bookingId]`...), answering a Checkout Session object (`cs_test_...`, `client_secret`,
 *   `amount_total`, status open, payment_status unpaid). Like Stripe: 401 without the secret key,
 *   400 `parameter_invalid_integer` for a non-integer amount, 400 for an expires_at less than 30
 *   minutes ahead, and the same session again for a repeated Idempotency-Key.
 * - `GET /v1/checkout/sessions/:id`: the session as it is now, 404 `resource_missing` if unknown.
 * - `POST /v1/checkout/sessions/:id/expire`: open -> expired; 400 when it is not open.
 * - `POST /v1/customers`: a customer (`cus_...`) with the email and name sent.
 * - `GET /v1/refunds?payment_intent=`: the refunds of a payment intent, newest first.
 * - `POST /v1/refunds`: a refund (`re_...`, status succeeded) of `payment_intent` for `amount`
 *   (minor units; the rest of the charge when absent). Like Stripe: 404 `resource_missing` for an
 *   unknown payment intent, 400 `charge_already_refunded` when nothing is left to refund, 400
 *   `amount_too_large` for more than is left, and the same refund again for a repeated
 *   Idempotency-Key.
 *
 * `pay(id)` marks a session complete and paid, as a payer would, with a payment intent of the
 * session's amount (`paymentIntents`, refunds recorded in `refunds`). Every request is recorded with
 * its decoded form body and headers.
 */
export interface StripeRequest {
  method: string;
  path: string;
  /** The form body as the SDK encoded it: flat `key[sub][0]` names to values. */
  form: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export interface StripeStandin {
  /** Use as STRIPE_API_URL. */
  url: string;
  /** The secret key it accepts: use as STRIPE_SECRET_KEY. */
  secretKey: string;
  requests: StripeRequest[];
  sessions: Map<string, Record<string, any>>;
  customers: Map<string, Record<string, any>>;
  /** Payment intents made by `pay()`: amount, currency and amount_refunded (minor units). */
  paymentIntents: Map<string, Record<string, any>>;
  refunds: Map<string, Record<string, any>>;
  /** The payer completes the session (status complete, payment_status paid, a payment intent). */
  pay(sessionId: string): Record<string, any>;
  close(): Promise<void>;
}

export async function startStripeStandin(options: { secretKey?: string; now?: () => Date } = {}): Promise<StripeStandin> {
  const secretKey = options.secretKey ?? `sk_test_standin${randomBytes(12).toString('hex')}`;
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Record<string, any>>();
  const byIdempotencyKey = new Map<string, string>();
  const customers = new Map<string, Record<string, any>>();
  const paymentIntents = new Map<string, Record<string, any>>();
  const refunds = new Map<string, Record<string, any>>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? '', path: url.pathname, form, headers: req.headers });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return error(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return json(res, 200, sessions.get(earlier));
        const made = create(form);
        if ('error' in made) return error(res, 400, made.error);
        if (typeof key === 'string') byIdempotencyKey.set(key, made.id);
        return json(res, 200, made);
      }
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        const customer = { id: `cus_${randomBytes(10).toString('hex')}`, object: 'customer', email: form.email ?? null, name: form.name ?? null, created: now(), livemode: false };
        customers.set(customer.id, customer);
        return json(res, 200, customer);
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const intent = url.searchParams.get('payment_intent');
        const data = [...refunds.values()].filter((r) => !intent || r.payment_intent === intent).reverse();
        return json(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byIdempotencyKey.get(`refund:${key}`) : undefined;
        if (earlier) return json(res, 200, refunds.get(earlier));
        const intent = paymentIntents.get(form.payment_intent ?? '');
        if (!intent) {
          return error(res, 404, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${form.payment_intent}'` });
        }
        const left = intent.amount - intent.amount_refunded;
        if (left <= 0) return error(res, 400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge for ${intent.id} has already been refunded.` });
        if (form.amount !== undefined && !/^\d+$/.test(form.amount)) {
          return error(res, 400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid integer: ' + form.amount });
        }
        const amount = form.amount === undefined ? left : Number(form.amount);
        if (amount <= 0 || amount > left) {
          return error(res, 400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})` });
        }
        intent.amount_refunded += amount;
        const metadata = Object.fromEntries(Object.entries(form).flatMap(([k, v]) => { const m = /^metadata\[(.+)\]$/.exec(k); return m ? [[m[1], v]] : []; }));
        const refund = { id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, reason: form.reason ?? null, metadata, status: 'succeeded', created: now() };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') byIdempotencyKey.set(`refund:${key}`, refund.id);
        return json(res, 200, refund);
      }
      const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      const session = one ? sessions.get(decodeURIComponent(one[1])) : undefined;
      if (one && !session) {
        return error(res, 404, { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${one[1]}'` });
      }
      if (one && session && req.method === 'GET' && !one[2]) return json(res, 200, session);
      if (one && session && req.method === 'POST' && one[2]) {
        if (session.status !== 'open') {
          return error(res, 400, { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".` });
        }
        session.status = 'expired';
        return json(res, 200, session);
      }
      return error(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
    });
  });

  function create(form: Record<string, string>): Record<string, any> | { error: Record<string, string> } {
    const amountText = form['line_items[0][price_data][unit_amount]'];
    if (!/^\d+$/.test(amountText ?? '')) {
      return { error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'line_items[0][price_data][unit_amount]', message: 'Invalid integer: ' + amountText } };
    }
    const expiresAt = Number(form.expires_at ?? now() + 24 * 3600);
    if (expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 3600) {
      return { error: { type: 'invalid_request_error', param: 'expires_at', message: 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.' } };
    }
    const id = `cs_test_${randomBytes(24).toString('base64url')}`;
    const metadata = Object.fromEntries(
      Object.entries(form).flatMap(([k, v]) => {
        const m = /^metadata\[(.+)\]$/.exec(k);
        return m ? [[m[1], v]] : [];
      }),
    );
    const amount = Number(amountText) * Number(form['line_items[0][quantity]'] ?? 1);
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      client_reference_id: form.client_reference_id ?? null,
      client_secret: `${id}_secret_${randomBytes(16).toString('base64url')}`,
      created: now(),
      currency: form['line_items[0][price_data][currency]'],
      customer: form.customer ?? null,
      customer_email: form.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: form.locale ?? null,
      metadata,
      mode: form.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      return_url: form.return_url ?? null,
      status: 'open',
      ui_mode: form.ui_mode,
      url: null,
    };
    sessions.set(id, session);
    return session;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    requests,
    sessions,
    customers,
    paymentIntents,
    refunds,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_test_${randomBytes(12).toString('hex')}`;
      paymentIntents.set(session.payment_intent, { id: session.payment_intent, object: 'payment_intent', amount: session.amount_total, currency: session.currency, amount_refunded: 0, status: 'succeeded' });
      return session;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(8).toString('hex')}` });
  res.end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, body: Record<string, string>) {
  json(res, status, { error: body });
}
