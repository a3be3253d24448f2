import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { ScheduledJob } from '../../lib/jobs/boss.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { expireAllHolds, expireCarHolds } from './lifecycle.ts';

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

/** The reason recorded on a hold cancelled because the same driver checked out the same car and dates again. */
export const HOLD_REPLACED_REASON = 'Replaced by a new checkout of the same driver.';

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
  // The insert-time cleanup (one car) or the job (every hold): the lifecycle's statements.
  return only ? expireCarHolds(db, only, now, HOLD_EXPIRED_REASON) : expireAllHolds(db, now, HOLD_EXPIRED_REASON);
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
