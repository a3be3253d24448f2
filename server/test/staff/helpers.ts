import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import type { TestDatabase } from '../db.ts';
import { staffCookie, type GraphQLResponse, type TestServer } from '../http.ts';

/**
 * A session cookie for `userId`: staff (factory password) sign in through the staff sign-in, as a
 * staff client does; a driver's session is made directly (drivers' sign-in has its own tests, and
 * these drivers have no password).
 */
export async function cookieFor(server: TestServer, db: TestDatabase, userId: string): Promise<string> {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { type: true, email: true } });
  if (user.type !== 'driver') return staffCookie(server, user.email);
  return `${SESSION_COOKIE}=${(await createSession(db.prisma, userId, { persistent: false })).token}`;
}

export const SET_STATUS = /* GraphQL */ `
  mutation($input: SetBookingStatusInput!) {
    setBookingStatus(input: $input) { change { bookingId from to changedAt changedBy reason } }
  }`;

export const FINALISE = /* GraphQL */ `
  mutation($input: FinaliseCancellationInput!) {
    finaliseCancellation(input: $input) {
      change { bookingId from to changedBy reason }
      refundDue
      refund { id amount currency testMode refundedAt }
    }
  }`;

/** The first error's extensions (code, messageCode, messageValues...). */
export function errorOf(res: GraphQLResponse): Record<string, any> | undefined {
  return res.errors?.[0]?.extensions;
}

/**
 * Everything a refused call must leave as it was: the booking's row, its history, its
 * notifications, the mail outbox and the booking's payment sessions.
 */
export async function bookingFingerprint(db: TestDatabase, bookingId: string): Promise<string> {
  const { rows } = await db.query<{ fp: string }>(
    `SELECT md5(
       (SELECT coalesce(string_agg(md5(x::text), ''), '') FROM bookings x WHERE id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM booking_status_changes x WHERE booking_id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM notifications x WHERE booking_id = $1::uuid) ||
       (SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM checkout_sessions x WHERE booking_id = $1::uuid) ||
       (SELECT count(*)::text FROM mail_outbox)
     ) AS fp`,
    [bookingId],
  );
  return rows[0].fp;
}

/** Polls `check` until it returns a value other than undefined, or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
