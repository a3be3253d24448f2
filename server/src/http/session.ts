import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import type { PrismaClient } from '../db/prisma.ts';
import type { User } from '../__generated__/prisma/client.ts';
import { UnauthenticatedError } from '../errors.ts';
import { consume, type RateLimits } from '../services/accounts/rateLimits.ts';
import { resolveApiKey } from '../services/accounts/apiKeys.ts';
import { createSession, endSession, PERSISTENT_SESSION_MS, resolveSession, SESSION_COOKIE } from '../services/accounts/sessions.ts';
import type { RequestMeta } from '../services/accounts/accounts.ts';

/** Who is calling: a signed-in user (session cookie) or a partner (API key), else nobody. */
export type Viewer =
  | { kind: 'user'; id: string; type: User['type']; sessionId: string; user: User }
  | { kind: 'partner'; apiKeyId: string; name: string };

export interface SessionDeps {
  env: Env;
  prisma: PrismaClient;
  limits: RateLimits;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * Reads the caller from the request. An Authorization header must carry a valid, active API
 * key (else UNAUTHENTICATED, never a silent fallback), and each key is rate limited.
 */
export async function viewerFromRequest(request: FastifyRequest, deps: SessionDeps): Promise<Viewer | null> {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const key = match ? await resolveApiKey(deps.prisma, match[1]) : null;
    if (!key) throw new UnauthenticatedError('Invalid or revoked API key.', 401);
    await consume(deps.limits.apiKey, key.id);
    return { kind: 'partner', apiKeyId: key.id, name: key.name };
  }
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  const session = await resolveSession(deps.prisma, token);
  if (!session) return null;
  return { kind: 'user', id: session.user.id, type: session.user.type, sessionId: session.sessionId, user: session.user };
}

function secureCookies(request: FastifyRequest, env: Env): boolean {
  return request.protocol === 'https' || env.PUBLIC_URL.startsWith('https://');
}

/** Signs a user in: a new server-side session and its HttpOnly cookie. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
  user: User,
  persistent: boolean,
): Promise<void> {
  const { token } = await createSession(deps.prisma, user.id, { persistent, ...requestMeta(request) });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request, deps.env),
    path: '/',
    // Without "stay connected" the cookie ends with the browser session.
    ...(persistent ? { maxAge: Math.floor(PERSISTENT_SESSION_MS / 1000) } : {}),
  });
}

/** Signs out: ends the server session and clears the cookie. */
export async function stopSession(request: FastifyRequest, reply: FastifyReply, deps: SessionDeps, viewer: Viewer | null): Promise<boolean> {
  let ended = false;
  if (viewer?.kind === 'user') {
    await endSession(deps.prisma, viewer.sessionId);
    ended = true;
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(request, deps.env) });
  return ended;
}
