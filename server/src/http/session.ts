import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import type { PrismaClient } from '../db/prisma.ts';
import type { User } from '../__generated__/prisma/client.ts';
import type { RequestMeta, RequestParts, ServiceContext, SessionCookie } from '../context.ts';
import { UnauthenticatedError } from '../errors.ts';
import { consume, type RateLimits } from '../services/accounts/rateLimits.ts';
import { resolveApiKey } from '../services/accounts/apiKeys.ts';
import { PERSISTENT_SESSION_MS, resolveSession, SESSION_COOKIE } from '../services/accounts/sessions.ts';

/** Who is calling: a signed-in user (session cookie) or a partner (API key), else nobody. */
export type Viewer =
  | { kind: 'user'; id: string; type: User['type']; sessionId: string; user: User }
  | { kind: 'partner'; apiKeyId: string; name: string };

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'], requestId: request.id };
}

/**
 * Reads the caller from the request. An Authorization header must carry a valid, active API
 * key (else UNAUTHENTICATED, never a silent fallback), and each key is rate limited.
 */
export async function viewerFromRequest(request: FastifyRequest, deps: { db: PrismaClient; limits: RateLimits }): Promise<Viewer | null> {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    // On /api the key guard has already looked it up (http/apiKeys.ts): not read twice.
    const key = request.apiKey !== undefined ? request.apiKey : match ? await resolveApiKey(deps.db, match[1]) : null;
    if (!key) throw new UnauthenticatedError('Invalid or revoked API key.', 401);
    await consume(deps.limits.apiKey, key.id);
    return { kind: 'partner', apiKeyId: key.id, name: key.name };
  }
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  const session = await resolveSession(deps.db, token);
  if (!session) return null;
  return { kind: 'user', id: session.user.id, type: session.user.type, sessionId: session.sessionId, user: session.user };
}

function secureCookies(request: FastifyRequest, env: Env): boolean {
  return request.protocol === 'https' || env.PUBLIC_URL.startsWith('https://');
}

/** The session cookie of an HTTP response: HttpOnly, SameSite=Lax, Secure under HTTPS. */
export function httpSessionCookie(request: FastifyRequest, reply: FastifyReply, env: Env): SessionCookie {
  const options = { httpOnly: true, sameSite: 'lax', secure: secureCookies(request, env), path: '/' } as const;
  return {
    set(token, persistent) {
      // Without "stay connected" the cookie ends with the browser session.
      reply.setCookie(SESSION_COOKIE, token, { ...options, ...(persistent ? { maxAge: Math.floor(PERSISTENT_SESSION_MS / 1000) } : {}) });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, options);
    },
  };
}

/**
 * The service context of an HTTP request (GraphQL and REST alike): the caller, the request's
 * meta and logger, and a session cookie written to this response.
 */
export function httpContextFactory(
  build: (parts: RequestParts) => ServiceContext,
  deps: { db: PrismaClient; limits: RateLimits; env: Env },
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<ServiceContext> =>
    build({
      viewer: await viewerFromRequest(request, deps),
      meta: requestMeta(request),
      log: request.log,
      sessionCookie: httpSessionCookie(request, reply, deps.env),
    });
}
