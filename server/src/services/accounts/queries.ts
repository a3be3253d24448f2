/**
 * The accounts domain's hand-written statements (issue 26, point 5): each one a small typed
 * function taking a client or a transaction and plain values, returning decoded rows. The
 * services (sessions.ts, avatar.ts, deletion.ts) call these and keep only the rules.
 */
import { queryPrepared, type Prisma, type PrismaClient } from '../../db/prisma.ts';
import { userRow } from '../../db/rows.ts';
import type { User } from '../../__generated__/prisma/client.ts';

const SESSION_SQL = `SELECT s.id, s.persistent, s.expires_at, ${userRow.sql('u')} AS "user"
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`;

/** A session found by its token's hash, with its user (suspended or not: the caller decides). */
export interface SessionRow {
  id: string;
  persistent: boolean;
  expiresAt: Date;
  user: User;
}

/**
 * The session whose token hashes to `tokenHash`, joined with its user, or undefined. Every
 * signed-in request starts here: one prepared statement (session and user joined), not Prisma's
 * include, which sends two and has both planned anew (docs/decisions/027).
 */
export async function sessionByTokenHash(prisma: PrismaClient, tokenHash: string): Promise<SessionRow | undefined> {
  const { rows } = await queryPrepared(prisma, SESSION_SQL, [tokenHash]);
  const row = rows[0] as [string, boolean, Date, string] | undefined;
  return row && { id: row[0], persistent: row[1], expiresAt: row[2], user: userRow.decode(row[3]) };
}

/**
 * Locks a user's row for the rest of the transaction (FOR UPDATE) and reads its avatar and
 * whether the account is deleted; undefined when there is no such user.
 */
export async function lockUserAvatar(tx: Prisma.TransactionClient, userId: string): Promise<{ avatar: string | null; deleted: boolean } | undefined> {
  const [row] = await tx.$queryRaw<{ avatar: string | null; deleted: boolean }[]>`
      SELECT avatar, deleted_at IS NOT NULL AS deleted FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  return row;
}

/** Locks a user's row for the rest of the transaction (FOR UPDATE) and reads its avatar and e-mail; undefined when there is no such user. */
export async function lockUserForDeletion(tx: Prisma.TransactionClient, userId: string): Promise<{ avatar: string | null; email: string } | undefined> {
  const [row] = await tx.$queryRaw<{ avatar: string | null; email: string }[]>`SELECT avatar, email FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  return row;
}

/** Blanks the `driver` value (the driver's name) of the notifications about a driver's bookings. */
export async function blankDriverNameInNotifications(tx: Prisma.TransactionClient, driverId: string): Promise<void> {
  await tx.$executeRaw`
      UPDATE notifications SET "values" = jsonb_set("values", '{driver}', '""'::jsonb)
       WHERE booking_id IN (SELECT id FROM bookings WHERE driver_id = ${driverId}::uuid) AND "values" ? 'driver'`;
}

/** Nulls the additional driver (a person) in the change history (ADR 026) of a driver's bookings. */
export async function blankAdditionalDriverInChanges(tx: Prisma.TransactionClient, driverId: string): Promise<void> {
  await tx.$executeRaw`
      UPDATE booking_changes
         SET "before" = CASE WHEN "before" ? 'additionalDriver' THEN jsonb_set("before", '{additionalDriver}', 'null'::jsonb) ELSE "before" END,
             "after" = CASE WHEN "after" ? 'additionalDriver' THEN jsonb_set("after", '{additionalDriver}', 'null'::jsonb) ELSE "after" END
       WHERE booking_id IN (SELECT id FROM bookings WHERE driver_id = ${driverId}::uuid)`;
}
