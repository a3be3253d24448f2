import type { Booking } from '../../__generated__/prisma/client.ts';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import { BadUserInputError, ConflictError } from '../../errors.ts';
import { rentalDays } from '../pricing/pricing.ts';
import { referenceClash } from './references.ts';
import { expireHolds, holdExpiry, type BookingDeps } from './holds.ts';
import { recordCreation, type BookingStatus } from './lifecycle.ts';

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
 * Books a car. In one READ COMMITTED transaction: cancels the expired holds of that car that
 * overlap the period (with the reason recorded: expireHolds), inserts the booking, and records
 * its creation in booking_status_changes. PostgreSQL's exclusion constraint decides between
 * concurrent checkouts, whichever instance they hit: the loser gets CONFLICT ("This car is no
 * longer available for these dates") and nothing of its attempt is kept.
 *
 * The caller (checkout) has validated the input, checked authorization and priced the booking;
 * this function owns the availability rule only. `deps.db` may already be a transaction's
 * client: the work then runs in a savepoint of it (createBookingIn joins it without one).
 */
export async function createBooking(deps: BookingDeps, input: NewBooking): Promise<Booking> {
  check(input);
  const { db } = deps;
  if (!('$transaction' in db)) return mapConflict(() => insert({ ...deps, db }, input));
  for (let attempt = 1; ; attempt++) {
    try {
      return await mapConflict(() => (db as PrismaClient).$transaction((tx) => insert({ ...deps, db: tx }, input)));
    } catch (err) {
      // Two inserts that checked the constraint's index at the same moment: PostgreSQL aborts one
      // as a deadlock. Run it again; it then sees the winner and gets CONFLICT.
      if (sqlState(err) === '40P01' && attempt < ATTEMPTS) continue;
      // Two inserts drew one reference at once (the column's default skips committed ones only).
      if (referenceClash(err) && attempt < ATTEMPTS) continue;
      throw err;
    }
  }
}

/**
 * createBooking inside the caller's transaction (`deps.db` is its client): the same work with no
 * savepoint of its own (Prisma's nested $transaction costs two statements); a deadlock aborts the
 * caller's transaction and is the caller's to retry (checkout does).
 */
export async function createBookingIn(deps: BookingDeps & { db: Prisma.TransactionClient; carLocked?: boolean }, input: NewBooking): Promise<Booking> {
  check(input);
  return mapConflict(() => insert(deps, input));
}

/**
 * Takes the car's write lock for the rest of the transaction (lock_car_free_periods, the lock the
 * free-period trigger takes on insert). Writers of a car's bookings take it before they update
 * any of its rows, so two of them cannot each hold what the other waits for (checkout_pay_later
 * takes it first too; docs/decisions/022, session 20).
 */
export async function lockCar(db: Prisma.TransactionClient, carId: string): Promise<void> {
  await db.$executeRaw`SELECT lock_car_free_periods(ARRAY[${carId}::uuid])`;
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

async function insert(deps: BookingDeps & { db: Prisma.TransactionClient; carLocked?: boolean }, input: NewBooking): Promise<Booking> {
  const { db } = deps;
  const now = deps.clock.now();
  const { carId, from, to, status, holdExpiresAt, createdBy, supplierId, ...given } = input;
  if (!deps.carLocked) await lockCar(db, carId);
  await expireHolds(deps, { carId, from, to });
  const car = supplierId ? { supplierId } : await db.car.findUnique({ where: { id: carId }, select: { supplierId: true } });
  if (!car) throw new BadUserInputError('Unknown car.', { carId: 'INVALID' });
  const booking = await db.booking.create({
    data: {
      ...given,
      carId,
      supplierId: car.supplierId,
      from,
      to,
      days: rentalDays(from, to),
      status,
      // Every hold has an expiry (database check bookings_void_hold_expiry_check).
      holdExpiresAt: status === 'void' ? (holdExpiresAt ?? holdExpiry(now)) : null,
      createdAt: now,
      updatedAt: now,
    },
  });
  await recordCreation(db, booking.id, status, createdBy ?? null, now);
  return booking;
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
