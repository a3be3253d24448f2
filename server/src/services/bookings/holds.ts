import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { ScheduledJob } from '../../lib/jobs/boss.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';

/**
 * Payment holds (product-decisions "Availability"): a pay-online checkout creates a `void` booking
 * that holds the car until `holdExpiresAt`. Whether a booking blocks its car is the SQL function
 * booking_blocks() (migration 20261124000000_availability_rule, docs/decisions/016): search follows
 * it live, but the exclusion constraint cannot follow the clock and still counts an expired hold
 * until it is cancelled. So expired holds are cancelled twice over: by a job every minute (this
 * file's expireHolds, scheduled in index.ts) and by a booking insert for the same car and period
 * (createBooking), so an expired hold never blocks a driver while it waits for the job.
 */

/** How long a pay-online checkout holds the car (product default). */
export const HOLD_MINUTES = 30;

/** The reason recorded on a hold cancelled because it expired. */
export const HOLD_EXPIRED_REASON = 'The payment hold expired before payment.';

/** The queue name and schedule of the expiry job. */
export const EXPIRE_HOLDS_JOB = 'bookings.expire-holds';
export const EXPIRE_HOLDS_CRON = '* * * * *';

/**
 * What the bookings services need of the request's context (ServiceContext): a database (or a
 * transaction's client) and the clock.
 */
export interface BookingDeps {
  db: PrismaClient | Prisma.TransactionClient;
  clock: Clock;
}

/** The instant a hold made at `now` expires. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/**
 * Cancels every hold that no longer blocks at `now` (NOT booking_blocks(..., now)), each with the
 * reason and a row in booking_status_changes (changed_by null: the system), in one statement.
 * `only` narrows it to the holds of one car overlapping a period (the insert-time cleanup).
 * Returns the ids cancelled. Safe to run concurrently with itself: a row another run cancelled
 * first is no longer a hold when this one gets its lock, so it is skipped, not recorded twice.
 */
export async function expireHolds(
  { db, clock }: BookingDeps,
  only?: { carId: string; from: Date; to: Date },
): Promise<string[]> {
  const now = clock.now();
  if (only) {
    // The insert-time cleanup: the same statement for one car, in a function whose plan
    // PostgreSQL keeps (migration 20261127010000_expire_car_holds; planning it was most of its cost).
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM expire_car_holds(${only.carId}::uuid, ${only.from}::timestamptz, ${only.to}::timestamptz, ${now}::timestamptz, ${HOLD_EXPIRED_REASON}) AS id`;
    return rows.map((r) => r.id);
  }
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH expired AS (
      UPDATE bookings b
         SET status = 'cancelled', status_reason = ${HOLD_EXPIRED_REASON}, updated_at = ${now}::timestamptz
       WHERE booking_is_hold(b.status, b.hold_expires_at) AND NOT booking_blocks(b.status, b.hold_expires_at, ${now}::timestamptz)
      RETURNING b.id, old.status AS from_status, new.status AS to_status
    )
    INSERT INTO booking_status_changes (booking_id, from_status, to_status, changed_by, reason, changed_at)
    SELECT e.id, e.from_status, e.to_status, NULL, ${HOLD_EXPIRED_REASON}, ${now}::timestamptz FROM expired e
    RETURNING booking_id AS id`;
  return rows.map((r) => r.id);
}

/**
 * The expiry job (lib/jobs runs it every minute, once across instances): cancels every hold
 * that expired, whatever its car. `clock` gives each run its instant.
 */
export function expireHoldsJob(deps: { db: PrismaClient; clock?: Clock }): ScheduledJob {
  return {
    name: EXPIRE_HOLDS_JOB,
    cron: EXPIRE_HOLDS_CRON,
    run: async () => ({ cancelled: (await expireHolds({ db: deps.db, clock: deps.clock ?? systemClock })).length }),
  };
}
