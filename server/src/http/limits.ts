import type { FastifyInstance } from 'fastify';
import { operationGuard } from '../graphql/limits.ts';
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '../graphql/schema.ts';
import { logRefusal } from '../logger.ts';

/**
 * Request-level abuse limits that belong to no single handler (docs/decisions/018-abuse-limits.md).
 * Keyed on the route pattern, so they hold whatever letter case or trailing slash a client sends.
 */
export function registerRequestLimits(app: FastifyInstance): void {
  const checkOperation = operationGuard(buildSchema(loadTypeDefs())); // types only: nothing runs here

  app.addHook('preValidation', async (request, reply) => {
    const route = request.routeOptions.url;

    if (route === '/graphql') {
      // One operation per request: a batch would multiply everything the operation limits bound.
      if (Array.isArray(request.body)) {
        logRefusal(request.log, { status: 400, code: 'BATCHING_NOT_ALLOWED' });
        return reply.code(400).send({
          errors: [{ message: 'Batched operations are not accepted: send one operation per request.', extensions: { code: 'BATCHING_NOT_ALLOWED' } }],
        });
      }
      // Cost, aliases, depth and tokens, refused before Apollo parses and validates the whole
      // document (its own rule, operationLimitsRule, is the backstop).
      const source = request.method === 'GET' ? request.query : request.body;
      const query = source && typeof source === 'object' ? (source as { query?: unknown }).query : undefined;
      const error = typeof query === 'string' ? checkOperation(query) : undefined;
      if (error) {
        logRefusal(request.log, { status: 400, code: error.code, message: error.message });
        return reply.code(400).send({ errors: [{ message: error.message, extensions: { code: error.code, ...error.details } }] });
      }
    }
  });
}
