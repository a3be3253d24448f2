import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { TokenPurpose } from '../../__generated__/prisma/enums.ts';
import { hashSecret, newSecret } from './secrets.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** Activation and reset links work for one day, once. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Issues a one-time token; only its hash is stored. Earlier unused tokens of that purpose stop
 * working. `email`: the new address an `emailChange` token proves (that purpose only).
 */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, email?: string): Promise<string> {
  const token = newSecret();
  await db.token.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } });
  await db.token.create({
    data: { userId, purpose, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS), email: email ?? null },
  });
  return token;
}

/** Uses an e-mail change token (as consumeToken): its user and the new address, or null. */
export async function consumeEmailChangeToken(db: Db, token: string): Promise<{ userId: string; email: string } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db.token.updateManyAndReturn({
    where: { tokenHash: hashSecret(token), purpose: 'emailChange', usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
    select: { userId: true, email: true },
  });
  return row?.email ? { userId: row.userId, email: row.email } : null;
}

/**
 * Uses a token: atomically marks it used if it is unused and unexpired. Returns its user id,
 * or null when the token is unknown, used or expired (callers answer all three alike).
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db.token.updateManyAndReturn({
    where: { tokenHash: hashSecret(token), purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
    select: { userId: true },
  });
  return row?.userId ?? null;
}

/** Whether a token is currently valid, without using it (the reference API's check-token). */
export async function isTokenValid(db: Db, userId: string, token: string, purpose: TokenPurpose): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await db.token.findFirst({
    where: { tokenHash: hashSecret(token), userId, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  return row !== null;
}
