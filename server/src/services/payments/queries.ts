/**
 * The payments domain's hand-written statements (issue 26, point 5), called by stripeEvents.ts
 * (checkoutSessions.ts still holds its own for now: see server/test/architecture/sql-placement.test.ts).
 */
import type { Prisma } from '../../db/prisma.ts';

/**
 * Records a webhook event by its id (payment_events' primary key). True when this call recorded
 * it; false when it was already recorded (a second delivery waits here for the first to commit,
 * then finds it).
 */
export async function recordPaymentEvent(
  tx: Prisma.TransactionClient,
  event: { id: string; type: string; payloadJson: string; receivedAt: Date },
): Promise<boolean> {
  const recorded = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO payment_events (id, type, payload, received_at)
      VALUES (${event.id}, ${event.type}, ${event.payloadJson}::jsonb, ${event.receivedAt}::timestamptz)
      ON CONFLICT (id) DO NOTHING
      RETURNING id`;
  return recorded.length > 0;
}

/** What a payment event needs of its booking. */
export interface LockedBooking {
  id: string;
  car_id: string;
  from_at: Date;
  to_at: Date;
  status: string;
  status_reason: string | null;
  stripe_session_id: string | null;
}

/**
 * The booking a payment event is about, locked FOR UPDATE until the transaction ends: by its id
 * when given (a well-formed uuid), else by the Checkout session recorded on it or the session's
 * own row, else by the payment intent recorded on it. Null when none matches.
 */
export async function lockPaymentBooking(
  tx: Prisma.TransactionClient,
  by: { id: string | null; sessionId: string | null; paymentIntentId: string | null },
): Promise<LockedBooking | null> {
  const { id, sessionId, paymentIntentId } = by;
  const rows = await tx.$queryRaw<LockedBooking[]>`
    SELECT id, car_id, from_at, to_at, status::text AS status, status_reason, stripe_session_id
      FROM bookings
     WHERE (${id}::uuid IS NOT NULL AND id = ${id}::uuid)
        OR (${id}::uuid IS NULL AND ${sessionId}::text IS NOT NULL
            AND (stripe_session_id = ${sessionId}::text
                 OR id = (SELECT cs.booking_id FROM checkout_sessions cs WHERE cs.id = ${sessionId}::text)))
        OR (${id}::uuid IS NULL AND ${paymentIntentId}::text IS NOT NULL AND stripe_payment_intent_id = ${paymentIntentId}::text)
     LIMIT 1
       FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * Whether a booking other than `bookingId` blocks the car over [from, to), by the exclusion
 * constraint's own reading of the rule (booking_blocks at -infinity, docs/decisions/016).
 */
export async function otherBookingBlocksCar(
  tx: Prisma.TransactionClient,
  booking: { id: string; carId: string; from: Date; to: Date },
): Promise<boolean> {
  const rows = await tx.$queryRaw<{ taken: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM bookings o
       WHERE o.car_id = ${booking.carId}::uuid AND o.id <> ${booking.id}::uuid
         AND booking_blocks(o.status, o.hold_expires_at, '-infinity'::timestamptz)
         AND tstzrange(o.from_at, o.to_at, '[)') && tstzrange(${booking.from}::timestamptz, ${booking.to}::timestamptz, '[)')
    ) AS taken`;
  return rows[0]?.taken ?? false;
}
