import type { FastifyInstance } from 'fastify';
import { receiveStripeWebhook } from '../services/payments/stripeEvents.ts';

/** The largest webhook body accepted (Stripe's events are a few KB to a few hundred). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/stripe/webhook`: Stripe's deliveries (services/payments/stripeEvents.ts). The
 * signature covers the exact bytes sent, so this route reads its body raw, whatever the content
 * type: its own encapsulated scope replaces the shim's parsers with one that keeps a Buffer.
 * Answers 200 `{ received: true }` for an applied, ignored or duplicate event (Stripe stops
 * retrying), 400 for a bad signature, 404 without STRIPE_WEBHOOK_SECRET.
 */
export function registerStripeRoutes(api: FastifyInstance): void {
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await receiveStripeWebhook(request.ctx, { payload, signature: typeof signature === 'string' ? signature : undefined });
      return { received: true, duplicate: result.outcome === 'duplicate' };
    });
  });
}
