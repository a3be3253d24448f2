import { randomUUID } from 'node:crypto';
import type { Booking } from '../../__generated__/prisma/client.ts';
import { isAppClient, type Prisma, type PrismaClient } from '../../db/prisma.ts';
import { BadUserInputError, ConflictError } from '../../errors.ts';
import { EXTRAS } from '../../shared/extras.ts';
import { rentalDays } from '../pricing/pricing.ts';
import { referenceClash } from './references.ts';
import { HOLD_EXPIRED_REASON, HOLD_REPLACED_REASON, holdExpiry, type BookingDeps } from './holds.ts';
import type { BookingStatus } from './lifecycle.ts';
import { bookCar } from './queries.ts';

/** The message of a booking refused because the car is taken (product-decisions "Availability"). */
export const CAR_TAKEN_MESSAGE = 'This car is no longer available for these dates';

/** The columns the caller (checkout) decides and the service stores as given. */
type Given = Pick<
  Prisma.BookingUncheckedCreateInput,
  | 'driverId'
  | 'pickupLocationId'
  | 'dropoffLocationId'
  | 'paymentOption'
  | 'price'
  | 'priceBreakdown'
  | 'currency'
  | 'exchangeRate'
  | 'cancellation'
  | 'amendments'
  | 'theftProtection'
  | 'collisionDamageWaiver'
  | 'fullInsurance'
  | 'additionalDriver'
  | 'stripeSessionId'
>;

export interface NewBooking extends Given {
  carId: string;
  from: Date;
  to: Date;
  /** `void` for a pay-online checkout (a hold), a firm status otherwise. */
  status: Exclude<BookingStatus, 'cancelled'>;
  /** A hold's expiry: HOLD_MINUTES after `now` unless given. Only for `void`. */
  holdExpiresAt?: Date;
  /** Who creates it, recorded with the status change (null: a guest checkout or the system). */
  createdBy?: string | null;
  /** The car's supplier, when the caller has just read the car (saves reading it again). */
  supplierId?: string;
}

/** Attempts when PostgreSQL breaks a tie between two concurrent inserts as a deadlock. */
const ATTEMPTS = 3;

/**
 * Books a car through the one write path, book_car (queries.ts bookCar): under the car's lock it checks
 * the period against the bookings that block it now, cancels the expired holds of that car that
 * overlap the period (with the reason recorded), inserts the booking and records its creation in
 * booking_status_changes. PostgreSQL decides between concurrent writers, whichever instance they
 * hit: the loser gets CONFLICT ("This car is no longer available for these dates") and nothing of
 * its attempt is kept. Checkout passes more (its session, mails, notifications, licence); this is
 * the booking alone, for tools and tests that need one made as checkout makes it.
 *
 * The caller has validated the input, checked authorization and priced the booking; this function
 * owns the availability rule only. `deps.db` may be a transaction's client: the statement joins it
 * (a deadlock or a refusal then aborts the caller's transaction, the caller's to retry).
 */
export async function createBooking(deps: BookingDeps, input: NewBooking): Promise<Booking> {
  check(input);
  const { db } = deps;
  for (let attempt = 1; ; attempt++) {
    try {
      return await mapConflict(async () => {
        const write = async (tx: Prisma.TransactionClient | PrismaClient) => {
          const id = await insert(tx, deps.clock.now(), input);
          return tx.booking.findUniqueOrThrow({ where: { id } });
        };
        // A stripe session given (a hold whose Stripe session was opened) is written in the same transaction.
        if (!isAppClient(db) || !input.stripeSessionId) return write(db);
        return db.$transaction(write);
      });
    } catch (err) {
      // Two writers that checked the constraint's index at the same moment: PostgreSQL aborts one
      // as a deadlock. Run it again; it then sees the winner and gets CONFLICT.
      if (!isAppClient(db)) throw err;
      if (sqlState(err) === '40P01' && attempt < ATTEMPTS) continue;
      // Two inserts drew one reference at once (the column's default skips committed ones only).
      if (referenceClash(err) && attempt < ATTEMPTS) continue;
      throw err;
    }
  }
}

function check(input: NewBooking): void {
  if (!(input.to.getTime() > input.from.getTime())) {
    // Checkout checks the dates first (checkPeriod); this keeps the database's own check from
    // surfacing as a 500 if it did not.
    throw new BadUserInputError('Drop-off must be after pick-up.', { to: 'DROPOFF_BEFORE_PICKUP' });
  }
  if (input.status !== 'void' && input.holdExpiresAt) {
    throw new Error('only a void booking (a payment hold) has a hold expiry');
  }
}

async function insert(db: Prisma.TransactionClient | PrismaClient, now: Date, input: NewBooking): Promise<string> {
  const car = input.supplierId ? { supplierId: input.supplierId } : await db.car.findUnique({ where: { id: input.carId }, select: { supplierId: true } });
  if (!car) throw new BadUserInputError('Unknown car.', { carId: 'INVALID' });
  const bookingId = randomUUID();
  const extras = Object.fromEntries(EXTRAS.map((k) => [k, input[k] === true]));
  await bookCar(db, {
    bookingId,
    reference: null,
    carId: input.carId,
    supplierId: car.supplierId,
    driverId: input.driverId,
    pickupLocationId: input.pickupLocationId,
    dropoffLocationId: input.dropoffLocationId,
    from: input.from,
    to: input.to,
    days: rentalDays(input.from, input.to),
    status: input.status,
    paymentOption: input.paymentOption ?? 'payLater',
    // Every hold has an expiry (database check bookings_void_hold_expiry_check).
    holdUntil: input.status === 'void' ? (input.holdExpiresAt ?? holdExpiry(now)) : null,
    total: String(input.price),
    breakdown: JSON.stringify(input.priceBreakdown ?? {}),
    currency: input.currency ?? 'USD',
    exchangeRate: String(input.exchangeRate ?? '1'),
    extras,
    createdBy: input.createdBy ?? null,
    now,
    expiredReason: HOLD_EXPIRED_REASON,
    replacedReason: HOLD_REPLACED_REASON,
  });
  if (input.stripeSessionId) await db.booking.update({ where: { id: bookingId }, data: { stripeSessionId: input.stripeSessionId } });
  return bookingId;
}

/** Runs `work`, turning the exclusion constraint's refusal into CONFLICT. */
async function mapConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === '23P01') throw new ConflictError(CAR_TAKEN_MESSAGE);
    throw err;
  }
}

/**
 * The SQLSTATE of a database error: node-postgres' `code` (an error with a `severity`), or where
 * Prisma's driver adapter puts it (`meta.driverAdapterError.cause.originalCode`).
 */
export function sqlState(err: unknown): string | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as { code?: unknown; severity?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };
  const wrapped = e.meta?.driverAdapterError?.cause?.originalCode;
  if (typeof wrapped === 'string') return wrapped;
  return typeof e.code === 'string' && typeof e.severity === 'string' ? e.code : undefined;
}
