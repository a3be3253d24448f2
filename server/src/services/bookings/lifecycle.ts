import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import { cancelExpiredCarHolds, cancelExpiredHolds } from './queries.ts';
import { BOOKING_STATUSES, type BookingStatus } from './statuses.ts';

/**
 * A booking's life, in one place (issue 26): its statuses, which of them hold the car, who may
 * move it where, the one writer of a status change and its history row, and who hears of what.
 * Staff, checkout, payments, holds, deletion, the driver's list and notifications ask here.
 *
 * Status writes: one at a time through `changeStatus` below; the set-based ones run as single SQL
 * statements for speed and are started from here or given this file's values: a booking's
 * creation and the driver's replaced holds (book_car, with `holdReplaced`'s reason), expired
 * holds (`expireAllHolds`, `expireCarHolds`). No other code writes a status.
 *
 * Adding a status: the Prisma enum (schema.prisma and a migration, with `booking_blocks()` in
 * SQL), then this file (the compiler points at every table below), the catalogs' status names
 * (notifications/render.ts, web status badge), and the property test holding `blocksCar` to SQL.
 */

export { BOOKING_STATUSES, isBookingStatus, type BookingStatus } from './statuses.ts';

/**
 * What holds the car: a firm status for good, `void` (a hold waiting for its payment) until its
 * expiry, `cancelled` never. The TypeScript twin of SQL `booking_blocks(status, hold_expires_at,
 * at)` (migration 20261124000000_availability_rule), held to it by
 * server/test/bookings/lifecycle.test.ts.
 */
const HOLDS_THE_CAR: Readonly<Record<BookingStatus, 'always' | 'until expiry' | 'never'>> = {
  void: 'until expiry',
  pending: 'always',
  reserved: 'always',
  deposit: 'always',
  paid: 'always',
  cancelled: 'never',
};

export function blocksCar(status: BookingStatus, holdExpiresAt: Date | null, at: Date): boolean {
  const rule = HOLDS_THE_CAR[status];
  return rule === 'always' || (rule === 'until expiry' && holdExpiresAt !== null && holdExpiresAt.getTime() > at.getTime());
}

/** The statuses that hold the car for good: a booking the driver has, not a hold. */
export const FIRM_STATUSES = BOOKING_STATUSES.filter((status) => HOLDS_THE_CAR[status] === 'always');

export function isFirm(status: BookingStatus): boolean {
  return HOLDS_THE_CAR[status] === 'always';
}

/**
 * What staff may do (docs/decisions/023, read row by row): `void` is left only by the payment
 * path and the expiry job; pay later moves forward (pending -> reserved -> deposit -> paid, steps
 * may be skipped; `paid` here is a cash payment recorded); any live booking may be cancelled;
 * `cancelled` is final.
 */
export const STAFF_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  void: [],
  pending: ['reserved', 'deposit', 'paid', 'cancelled'],
  reserved: ['deposit', 'paid', 'cancelled'],
  deposit: ['paid', 'cancelled'],
  paid: ['cancelled'],
  cancelled: [],
};

export function staffMayMove(from: BookingStatus, to: BookingStatus): boolean {
  return STAFF_TRANSITIONS[from].includes(to);
}

/**
 * What the system does by itself, each from the statuses it applies to: a hold that expired or
 * was replaced by the same driver's new checkout, a payment that failed or whose session expired
 * (the hold ends), a payment received (a hold, or a hold the system had released while the car is
 * still free, becomes paid), and money received for a booking that cannot be reinstated (it stays
 * cancelled, its reason says a refund is due).
 */
export const SYSTEM_TRANSITIONS = {
  holdExpired: { from: ['void'], to: 'cancelled' },
  holdReplaced: { from: ['void'], to: 'cancelled' },
  paymentEnded: { from: ['void'], to: 'cancelled' },
  paid: { from: ['void', 'cancelled'], to: 'paid' },
  refundDue: { from: ['cancelled'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus }>;
export type SystemEvent = keyof typeof SYSTEM_TRANSITIONS;

type Db = Prisma.TransactionClient | PrismaClient;

export interface StatusChange {
  /** The status the change was judged against: the booking changes only if it still has it. */
  from: BookingStatus;
  to: BookingStatus;
  /** Who: a staff member, the driver, or null for the system. */
  by: string | null;
  reason: string | null;
  now: Date;
  /** Columns written with the status (paidAt, the refund, the hold's expiry). */
  data?: Prisma.BookingUncheckedUpdateManyInput;
}

/**
 * The one writer of a status change: the bookings among `ids` that still have `from` move to
 * `to` (with the reason and `data`), and each gets its history row in booking_status_changes, in
 * the caller's transaction. Returns the number changed (0: someone else changed it first).
 */
export async function changeStatus(db: Db, ids: string | readonly string[], change: StatusChange): Promise<number> {
  const bookingIds = typeof ids === 'string' ? [ids] : [...ids];
  if (bookingIds.length === 0) return 0;
  const { from, to, by, reason, now } = change;
  const changed = await db.booking.updateManyAndReturn({
    where: { id: { in: bookingIds }, status: from },
    data: { ...change.data, status: to, statusReason: reason, updatedAt: now },
    select: { id: true },
  });
  if (changed.length === 0) return 0;
  await db.bookingStatusChange.createMany({
    data: changed.map(({ id: bookingId }) => ({ bookingId, fromStatus: from, toStatus: to, changedById: by, reason, changedAt: now })),
  });
  return changed.length;
}

/** A system event's change: `from` must be one the event applies to. */
export function systemChange(event: SystemEvent, from: BookingStatus, change: Omit<StatusChange, 'from' | 'to' | 'by'>): StatusChange {
  const rule: { from: readonly BookingStatus[]; to: BookingStatus } = SYSTEM_TRANSITIONS[event];
  if (!rule.from.includes(from)) throw new Error(`${event} does not apply to a ${from} booking`);
  return { ...change, from, to: rule.to, by: null };
}

/** The history's first row: the booking was made with `status` (by the driver, or null). */
export async function recordCreation(db: Db, bookingId: string, status: BookingStatus, by: string | null, now: Date): Promise<void> {
  await db.bookingStatusChange.create({ data: { bookingId, fromStatus: null, toStatus: status, changedById: by, changedAt: now } });
}

/**
 * The holds that stopped blocking at `now` are cancelled, each with the reason and its history
 * row, in one statement (the expiry job; docs/decisions/016). Returns the ids cancelled. Safe
 * to run concurrently with itself: a row another run cancelled first is no longer a hold when
 * this one gets its lock.
 */
export async function expireAllHolds(db: Db, now: Date, reason: string): Promise<string[]> {
  return cancelExpiredHolds(db, now, reason);
}

/** The same for one car's holds overlapping a period (the insert-time cleanup). */
export async function expireCarHolds(db: Db, only: { carId: string; from: Date; to: Date }, now: Date, reason: string): Promise<string[]> {
  return cancelExpiredCarHolds(db, only, now, reason);
}

/** Booking events someone hears of (notifications/render.ts has their words). */
export type BookingEvent = 'bookingMade' | 'statusChanged' | 'cancellationFinalised' | 'cancelRequested' | 'cancelRequestReceived' | 'bookingUpdated';

/**
 * Who hears of each event: everyone of a booking made (the driver its confirmation, the car's
 * supplier and every admin its receipt); the driver of what staff did to their booking and of
 * their own request's receipt; the supplier of the car and every admin of what the driver did.
 */
export const AUDIENCE: Readonly<Record<BookingEvent, 'driver' | 'staff' | 'everyone'>> = {
  bookingMade: 'everyone',
  statusChanged: 'driver',
  cancellationFinalised: 'driver',
  cancelRequestReceived: 'driver',
  cancelRequested: 'staff',
  bookingUpdated: 'staff',
};

type Audience = (booking: { driverId: string; supplierId: string }) => string[];

/** Whether the driver, and the supplier with the admins, hear of `event` (for SQL that picks them itself). */
export function tells(event: BookingEvent): { driver: boolean; staff: boolean } {
  const who = AUDIENCE[event];
  return { driver: who !== 'staff', staff: who !== 'driver' };
}

/** Who hears of `event`, for any number of bookings (the admins are read once). */
export async function audienceOf(db: Db, event: BookingEvent): Promise<Audience> {
  const told = tells(event);
  if (!told.staff) return (booking) => [booking.driverId];
  const admins = (await db.user.findMany({ where: { type: 'admin' }, select: { id: true } })).map((a) => a.id);
  return (booking) => [...(told.driver ? [booking.driverId] : []), booking.supplierId, ...admins];
}

/** The users who hear of `event` on one booking. */
export async function audience(db: Db, event: BookingEvent, booking: { driverId: string; supplierId: string }): Promise<string[]> {
  return (await audienceOf(db, event))(booking);
}
