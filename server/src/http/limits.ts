import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../errors.ts';
import { consume } from '../services/accounts/rateLimits.ts';
import type { SessionDeps } from './session.ts';

/**
 * Request-level abuse limits that belong to no single handler (docs/decisions/018-abuse-limits.md).
 * Keyed on the route pattern, so they hold whatever letter case or trailing slash a client sends.
 */
export function registerRequestLimits(app: FastifyInstance, deps: SessionDeps): void {
  app.addHook('preValidation', async (request, reply) => {
    const route = request.routeOptions.url;

    // One operation per request: a batch would multiply everything the operation limits bound.
    if (route === '/graphql' && Array.isArray(request.body)) {
      return reply.code(400).send({
        errors: [{ message: 'Batched operations are not accepted: send one operation per request.', extensions: { code: 'BATCHING_NOT_ALLOWED' } }],
      });
    }

    // validate-email tells whether an address has an account: it spends the same per-IP budget as
    // forgot-password and resend (which answer the same question), so it is no cheaper oracle.
    if (route === '/api/validate-email' && request.method === 'POST') {
      try {
        await consume(deps.limits.resetByIp, request.ip);
      } catch (err) {
        if (!(err instanceof TooManyRequestsError)) throw err;
        return reply
          .code(429)
          .header('retry-after', String(err.retryAfterSeconds))
          .send({ error: err.code, messageCode: 'TOO_MANY_ATTEMPTS', message: err.message });
      }
    }
  });
}
