import type { PrismaClient } from '../../db/prisma.ts';
import type { User } from '../../__generated__/prisma/client.ts';
import { sessionByTokenHash } from './queries.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const SESSION_COOKIE = 'erbil_session';
/** "Stay connected": 30 days. Otherwise the cookie ends with the browser session and the server forgets it after a day idle. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

export interface SessionInfo {
  persistent: boolean;
  userAgent?: string;
  ip?: string;
}

export async function createSession(prisma: PrismaClient, userId: string, info: SessionInfo) {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + (info.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS));
  const session = await prisma.session.create({
    data: {
      userId,
      tokenHash: hashSecret(token),
      persistent: info.persistent,
      userAgent: info.userAgent?.slice(0, 500),
      ip: info.ip?.slice(0, 64),
      expiresAt,
    },
  });
  return { token, session };
}

/**
 * The user behind a session cookie, or null. Checked on every request, so a suspended
 * account or a revoked session stops working at once.
 */
export async function resolveSession(
  prisma: PrismaClient,
  token: string,
): Promise<{ sessionId: string; user: User } | null> {
  if (!token || token.length > 100) return null;
  // Every signed-in request starts here: one prepared statement (queries.ts).
  const session = await sessionByTokenHash(prisma, hashSecret(token));
  const now = Date.now();
  if (!session || session.expiresAt.getTime() <= now || session.user.suspended) return null;
  // Sliding expiry of browser sessions: extend when less than half the idle window is left.
  if (!session.persistent && session.expiresAt.getTime() - now < BROWSER_SESSION_MS / 2) {
    await prisma.session.update({ where: { id: session.id }, data: { expiresAt: new Date(now + BROWSER_SESSION_MS), lastSeenAt: new Date(now) } });
  }
  return { sessionId: session.id, user: session.user };
}

export async function endSession(prisma: PrismaClient, sessionId: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a user, except one when given (password change keeps the current). */
export async function endAllSessions(prisma: PrismaClient, userId: string, exceptSessionId?: string): Promise<number> {
  const { count } = await prisma.session.deleteMany({
    where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
  });
  return count;
}
