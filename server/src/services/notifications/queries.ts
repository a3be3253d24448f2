/**
 * The notifications domain's hand-written statements (issue 26, point 5), called by
 * notifications.ts: each takes a client or a transaction and plain values and returns typed rows.
 */
import { queryPrepared, type Prisma, type PrismaClient } from '../../db/prisma.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** A stored notification as the list statements read it. */
export interface NotificationRow {
  id: string;
  user_id: string;
  booking_id: string | null;
  code: string;
  values: unknown;
  message: string | null;
  is_read: boolean;
  created_at: Date;
  /** created_at to the microsecond (a Date keeps milliseconds: a cursor needs the exact instant). */
  at: string;
}

/**
 * Writes the "booking made" notifications in one statement: `driverCode` for the driver,
 * `staffCode` for the supplier's account and every admin, each with `valuesJson`. A repeat for the
 * same booking and person is nothing (the partial unique index notifications_once_per_booking,
 * ON CONFLICT DO NOTHING). Returns how many rows were written.
 */
export function insertBookingMadeNotifications(
  db: Db,
  made: { bookingId: string; driverId: string; supplierId: string; driverCode: string; staffCode: string; valuesJson: string; tellDriver: boolean; tellStaff: boolean },
): Promise<number> {
  return db.$executeRaw`
    INSERT INTO notifications (user_id, booking_id, code, "values")
    SELECT u.id, ${made.bookingId}::uuid,
           CASE WHEN u.id = ${made.driverId}::uuid THEN ${made.driverCode} ELSE ${made.staffCode} END,
           ${made.valuesJson}::jsonb
      FROM users u
     WHERE (${made.tellDriver}::boolean AND u.id = ${made.driverId}::uuid)
        OR (${made.tellStaff}::boolean AND (u.id = ${made.supplierId}::uuid OR u.type = 'admin'))
    ON CONFLICT DO NOTHING`;
}

/**
 * Up to `limit` of a user's notifications, newest first (created_at, id), strictly before the
 * cursor `after` ([created_at to the microsecond as written in `at`, id]) when given; through
 * notifications_user_created_id_idx.
 */
export function notificationsAfter(db: PrismaClient, userId: string, after: readonly [string, string] | null, limit: number): Promise<NotificationRow[]> {
  return db.$queryRaw<NotificationRow[]>`
      SELECT id, user_id, booking_id, code, "values", message, is_read, created_at,
             to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
        FROM notifications
       WHERE user_id = ${userId}::uuid
         AND (${after?.[0] ?? null}::timestamptz IS NULL OR (created_at, id) < (${after?.[0] ?? null}::timestamptz, ${after?.[1] ?? null}::uuid))
       ORDER BY created_at DESC, id DESC
       LIMIT ${limit}`;
}

/** A numbered page of a user's notifications, newest first (`at` left empty: no cursor). */
export function notificationsPage(db: PrismaClient, userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
  return db.$queryRaw<NotificationRow[]>`
      SELECT id, user_id, booking_id, code, "values", message, is_read, created_at, '' AS at
        FROM notifications
       WHERE user_id = ${userId}::uuid
       ORDER BY created_at DESC, id DESC
       LIMIT ${limit} OFFSET ${offset}`;
}

/** How many notifications a user has. */
export async function notificationCount(db: PrismaClient, userId: string): Promise<number> {
  const [{ count }] = await db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM notifications WHERE user_id = ${userId}::uuid`;
  return count;
}

const UNREAD_SQL = 'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1::uuid AND NOT is_read';

/**
 * How many of a user's notifications are unread, as a prepared statement (planned once per
 * connection, not on every bell refresh: ADR 027). The partial index notifications_unread_idx
 * (user_id) WHERE NOT is_read answers it from the unread rows alone: keep `NOT is_read` literal
 * (a bound `is_read = $2` would not match the index's predicate in a generic plan).
 */
export async function unreadCountPrepared(db: PrismaClient, userId: string): Promise<number> {
  const { rows } = await queryPrepared(db, UNREAD_SQL, [userId]);
  return rows[0][0] as number;
}

/** The same count through `db`, which may be a transaction (the count after a change, in it). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [{ count }] = await db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM notifications WHERE user_id = ${userId}::uuid AND NOT is_read`;
  return count;
}
