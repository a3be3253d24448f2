import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../errors.ts';
import { resolveApiKey } from '../services/accounts/apiKeys.ts';
import { consume } from '../services/accounts/rateLimits.ts';
import type { SessionDeps } from './session.ts';

/**
 * Partner API keys on the REST shim, as on GraphQL (docs/decisions/018-abuse-limits.md): a request
 * under /api that carries `Authorization` is that key's request. A bad or revoked key is refused
 * (401), never read as an anonymous request; a key reads public data only, so a request that could
 * change state (sign-up included) is refused (403) before its body is even parsed.
 */

/** POST routes of the reference API that only read (a search sent as a body): open to keys. */
export const READ_ONLY_POSTS: ReadonlySet<string> = new Set(['/api/frontend-cars/:page/:size', '/api/frontend-suppliers']);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isApiPath(url: string): boolean {
  const path = url.split('?')[0].toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/** Whether a key may make this request: reads, and the POSTs listed as reads. */
export function isReadOnlyRequest(request: Pick<FastifyRequest, 'method' | 'routeOptions'>): boolean {
  if (READ_METHODS.has(request.method)) return true;
  return request.method === 'POST' && request.routeOptions.url !== undefined && READ_ONLY_POSTS.has(request.routeOptions.url);
}

export function registerApiKeyGuard(app: FastifyInstance, deps: SessionDeps): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const authorization = request.headers.authorization;
    if (authorization === undefined || !isApiPath(request.url)) return;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const key = match ? await resolveApiKey(deps.prisma, match[1]) : null;
    if (!key) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'UNAUTHENTICATED', message: 'Invalid or revoked API key.' });
    }
    if (!isReadOnlyRequest(request)) {
      return reply.code(403).send({
        error: 'FORBIDDEN',
        messageCode: 'API_KEY_READ_ONLY',
        message: `API keys give read access only: ${request.method} ${request.url.split('?')[0]} needs a signed-in user.`,
      });
    }
    try {
      await consume(deps.limits.apiKey, key.id);
    } catch (err) {
      if (!(err instanceof TooManyRequestsError)) throw err;
      return reply
        .code(429)
        .header('retry-after', String(err.retryAfterSeconds))
        .send({ error: err.code, messageCode: 'TOO_MANY_ATTEMPTS', message: err.message });
    }
  });
}
