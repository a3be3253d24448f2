import type { Prisma, PrismaClient } from '../../db/prisma.ts';

/**
 * In-app notifications (product-decisions "Notifications"). A notification is stored as a message
 * CODE with its VALUES, never as finished text: the reader's language is only known when it is
 * read, so the text is rendered then (issue 13 renders the codes below in en, fr and es).
 *
 * The values are plain JSON: strings, with instants as ISO strings (the renderer formats them in
 * the business time zone and the reader's language).
 */

/** The codes written today, and what each means. */
export const NOTIFICATION_CODES = {
  /** To the driver: their booking is made (pay later) or paid (pay online). */
  BOOKING_CONFIRMED: 'BOOKING_CONFIRMED',
  /** To the car's supplier and to each admin: a driver booked one of the cars. */
  BOOKING_RECEIVED: 'BOOKING_RECEIVED',
} as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[keyof typeof NOTIFICATION_CODES];

/** The values of BOOKING_CONFIRMED and BOOKING_RECEIVED. */
export interface BookingNotificationValues {
  /** The booking reference the driver reads in the confirmation mail (the booking id). */
  reference: string;
  car: string;
  supplier: string;
  driver: string;
  /** ISO instants of the rental period. */
  from: string;
  to: string;
  paymentOption: 'payLater' | 'payOnline';
}

export interface BookingMade {
  bookingId: string;
  driverId: string;
  supplierId: string;
  values: BookingNotificationValues;
}

/**
 * The "booking made" notifications: BOOKING_CONFIRMED for the driver, BOOKING_RECEIVED for the
 * car's supplier account and for every admin user, written with `db` (the caller's transaction,
 * so they exist if and only if the booking commits), in one statement (it runs inside the
 * checkout's transaction).
 *
 * Once per booking and person however often it is called (a retried webhook, a second caller):
 * the partial unique index notifications_once_per_booking turns a repeat into nothing (ON
 * CONFLICT DO NOTHING). Returns how many rows were written.
 */
export async function notifyBookingMade(db: PrismaClient | Prisma.TransactionClient, made: BookingMade): Promise<number> {
  return db.$executeRaw`
    INSERT INTO notifications (user_id, booking_id, code, "values")
    SELECT u.id, ${made.bookingId}::uuid,
           CASE WHEN u.id = ${made.driverId}::uuid THEN ${NOTIFICATION_CODES.BOOKING_CONFIRMED} ELSE ${NOTIFICATION_CODES.BOOKING_RECEIVED} END,
           ${JSON.stringify(made.values)}::jsonb
      FROM users u
     WHERE u.id = ${made.driverId}::uuid OR u.id = ${made.supplierId}::uuid OR u.type = 'admin'
    ON CONFLICT DO NOTHING`;
}

/** One notification to write: who, about which booking, the message code and its values. */
export interface NewNotification {
  userId: string;
  bookingId?: string | null;
  code: string;
  values?: Record<string, string | number | boolean | null>;
}

/**
 * Writes notifications with `db` (the caller's transaction: they exist if and only if the change
 * they tell of commits). Every service that tells someone something calls this, so the e-mail
 * copy for users whose e-mail notifications switch is on is added here in one place. The codes
 * are rendered in the reader's language when read. Returns the ids written.
 */
export async function notify(db: PrismaClient | Prisma.TransactionClient, items: readonly NewNotification[]): Promise<string[]> {
  if (!items.length) return [];
  const rows = await db.notification.createManyAndReturn({
    data: items.map((n) => ({ userId: n.userId, bookingId: n.bookingId ?? null, code: n.code, values: (n.values ?? {}) as Prisma.InputJsonObject })),
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
