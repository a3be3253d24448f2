import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveApiKey } from '../services/accounts/apiKeys.ts';
import type { PrismaClient } from '../db/prisma.ts';
import { logRefusal } from '../logger.ts';

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

/**
 * The key is checked here, before the body is parsed; it is counted against its per-minute limit
 * once, where the request's context reads the caller (http/session.ts viewerFromRequest).
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The partner key this request carried, as the guard resolved it (null: bad or revoked; undefined: not looked up). */
    apiKey?: { id: string; name: string } | null;
  }
}

export function registerApiKeyGuard(app: FastifyInstance, deps: { db: PrismaClient }): void {
  app.decorateRequest('apiKey', undefined);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const authorization = request.headers.authorization;
    // The route that matched decides, not the raw URL: `/%61pi/sign-up` reaches /api/sign-up too.
    if (authorization === undefined || !(isApiPath(request.url) || isApiPath(request.routeOptions.url ?? ''))) return;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const key = match ? await resolveApiKey(deps.db, match[1]) : null;
    // Read once per request: the request's context takes the partner from here (http/session.ts).
    request.apiKey = key;
    if (!key) {
      logRefusal(request.log, { status: 401, code: 'UNAUTHENTICATED', message: 'Invalid or revoked API key.' });
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'UNAUTHENTICATED', message: 'Invalid or revoked API key.' });
    }
    if (!isReadOnlyRequest(request)) {
      logRefusal(request.log, { status: 403, code: 'FORBIDDEN', messageCode: 'API_KEY_READ_ONLY' });
      return reply.code(403).send({
        error: 'FORBIDDEN',
        messageCode: 'API_KEY_READ_ONLY',
        message: `API keys give read access only: ${request.method} ${request.url.split('?')[0]} needs a signed-in user.`,
      });
    }
  });
}
