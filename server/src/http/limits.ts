import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../errors.ts';
import { operationGuard } from '../graphql/limits.ts';
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '../graphql/schema.ts';
import { consume } from '../services/accounts/rateLimits.ts';
import type { SessionDeps } from './session.ts';

/**
 * Request-level abuse limits that belong to no single handler (docs/decisions/018-abuse-limits.md).
 * Keyed on the route pattern, so they hold whatever letter case or trailing slash a client sends.
 */
export function registerRequestLimits(app: FastifyInstance, deps: SessionDeps): void {
  const checkOperation = operationGuard(buildSchema(loadTypeDefs())); // types only: nothing runs here

  app.addHook('preValidation', async (request, reply) => {
    const route = request.routeOptions.url;

    if (route === '/graphql') {
      // One operation per request: a batch would multiply everything the operation limits bound.
      if (Array.isArray(request.body)) {
        return reply.code(400).send({
          errors: [{ message: 'Batched operations are not accepted: send one operation per request.', extensions: { code: 'BATCHING_NOT_ALLOWED' } }],
        });
      }
      // Cost, aliases, depth and tokens, refused before Apollo parses and validates the whole
      // document (its own rule, operationLimitsRule, is the backstop).
      const source = request.method === 'GET' ? request.query : request.body;
      const query = source && typeof source === 'object' ? (source as { query?: unknown }).query : undefined;
      const error = typeof query === 'string' ? checkOperation(query) : undefined;
      if (error) return reply.code(400).send({ errors: [{ message: error.message, extensions: { code: error.code, ...error.details } }] });
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
