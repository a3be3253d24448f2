import { queryPrepared, type PrismaClient } from '../../db/prisma.ts';
import type { User } from '../../__generated__/prisma/client.ts';
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
 *
 * One prepared statement (session joined to its user) instead of Prisma's two (`include` reads
 * the user separately): it runs before every signed-in request (docs/decisions/022, session 18).
 * server/test/accounts/resolve-session.test.ts holds the user it builds to Prisma's read of the row.
 */
export async function resolveSession(
  prisma: PrismaClient,
  token: string,
): Promise<{ sessionId: string; user: User } | null> {
  if (!token || token.length > 100) return null;
  const { rows } = await queryPrepared(prisma, SESSION_USER, [hashSecret(token)]);
  const row = rows[0];
  if (!row) return null;
  const [sessionId, expiresAt, persistent, ...u] = row as [string, Date, boolean, ...unknown[]];
  const user: User = {
    id: u[0] as string,
    type: u[1] as User['type'],
    email: u[2] as string,
    fullName: u[3] as string,
    phone: u[4] as string | null,
    // A date column: Prisma gives midnight UTC of that day.
    birthDate: u[5] === null ? null : new Date(`${u[5] as string}T00:00:00Z`),
    bio: u[6] as string | null,
    location: u[7] as string | null,
    avatar: u[8] as string | null,
    language: u[9] as string,
    enableEmailNotifications: u[10] as boolean,
    verified: u[11] as boolean,
    verifiedAt: u[12] as Date | null,
    suspended: u[13] as boolean,
    passwordHash: u[14] as string | null,
    createdAt: u[15] as Date,
    updatedAt: u[16] as Date,
    deletedAt: u[17] as Date | null,
  };
  const now = Date.now();
  if (expiresAt.getTime() <= now || user.suspended) return null;
  // Sliding expiry of browser sessions: extend when less than half the idle window is left.
  if (!persistent && expiresAt.getTime() - now < BROWSER_SESSION_MS / 2) {
    await prisma.session.update({ where: { id: sessionId }, data: { expiresAt: new Date(now + BROWSER_SESSION_MS), lastSeenAt: new Date(now) } });
  }
  return { sessionId, user };
}

const SESSION_USER = `
  SELECT s.id, s.expires_at, s.persistent,
         u.id, u.type::text, u.email, u.full_name, u.phone, to_char(u.birth_date, 'YYYY-MM-DD'), u.bio, u.location, u.avatar,
         u.language, u.enable_email_notifications, u.verified, u.verified_at, u.suspended, u.password_hash,
         u.created_at, u.updated_at, u.deleted_at
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.token_hash = $1`;

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
