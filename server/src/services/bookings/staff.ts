import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { Prisma } from '../../db/prisma.ts';
import { BadUserInputError, ConflictError, NotFoundError, ServiceUnavailableError } from '../../errors.ts';
import { createRefund } from '../../lib/payments/stripe.ts';
import { optionalText } from '../../shared/accounts.ts';
import { freeCancellationDeadline } from '../../shared/cancellation.ts';
import { convertFromBase } from '../../shared/conversion.ts';
import { requireSignedIn, requireType, type SignedInUser } from '../guards.ts';
import { notify, type NotifyDeps } from '../notifications/notifications.ts';
import { stripeFor } from '../payments/stripeCheckout.ts';
import { bookingExtraFlags } from './extras.ts';
import { audience, BOOKING_STATUSES, changeStatus, staffMayMove, type BookingEvent, type BookingStatus } from './lifecycle.ts';
import { lockBookingRow } from './queries.ts';

/**
 * Staff finalise bookings through the API (issue 13 point 3, docs/decisions/023): admin accounts
 * every booking, supplier accounts the bookings of their own cars. A status moves only along
 * STAFF_TRANSITIONS; every change is one transaction that applies it only if the booking still
 * has the status the check was made against (optimistic), records who, when, from, to and why in
 * booking_status_changes (lifecycle.ts changeStatus), and tells its audience through notify().
 */

// The statuses and the staff transitions are the booking lifecycle's (lifecycle.ts).
export { BOOKING_STATUSES, STAFF_TRANSITIONS, staffMayMove, type BookingStatus } from './lifecycle.ts';

export const NOTIFICATION_STATUS_CHANGED = 'BOOKING_STATUS_CHANGED';
export const NOTIFICATION_CANCELLATION_FINALISED = 'CANCELLATION_FINALISED';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const CHANGED_MEANWHILE = 'This booking was changed by someone else meanwhile. Reload it and try again.';
export const NO_CANCEL_REQUEST = 'This booking has no cancellation request to finalise.';
export const NOTHING_TO_REFUND = 'This booking was not paid online: there is nothing to refund.';
export const REFUND_FAILED = 'The refund could not be made at the payment provider. Nothing was changed; try again later.';

/** The history's reason when staff give none. */
const DEFAULT_REASON: Partial<Record<BookingStatus, string>> = {
  reserved: 'Reserved by staff.',
  deposit: 'Deposit received (recorded by staff).',
  paid: 'Cash payment recorded by staff.',
  cancelled: 'Cancelled by staff.',
};

/** Staff may keep a note of why; it is stored with the change (and shown to the driver's booking as its reason). */
const REASON_LENGTH = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const setStatusSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES, { message: 'INVALID' }),
  reason: optionalText(REASON_LENGTH).nullish(),
});
const finaliseSchema = z.object({
  id: z.string(),
  refund: z.boolean().nullish(),
  reason: optionalText(REASON_LENGTH).nullish(),
});

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  throw new BadUserInputError('Some fields are not valid.', fieldErrors);
}

/** Admin or supplier: the service's own copy of the schema's `@auth(types: [admin, supplier])`. */
export function requireStaff(ctx: Pick<ServiceContext, 'viewer'>): SignedInUser {
  return requireType(requireSignedIn(ctx), ['admin', 'supplier']);
}

export function illegalTransition(from: BookingStatus, to: BookingStatus): BadUserInputError {
  return new BadUserInputError(`A booking cannot be moved from ${from} to ${to} through the staff API.`, { status: 'ILLEGAL_TRANSITION' }, 'ILLEGAL_TRANSITION', { from, to });
}

const BOOKING_SELECT = {
  id: true,
  reference: true,
  status: true,
  supplierId: true,
  driverId: true,
  from: true,
  to: true,
  paymentOption: true,
  cancellation: true,
  cancelRequest: true,
  cancelRequestedAt: true,
  priceBreakdown: true,
  price: true,
  currency: true,
  exchangeRate: true,
  paidAt: true,
  stripePaymentIntentId: true,
  car: { select: { name: true } },
} satisfies Prisma.BookingSelect;
type StaffBooking = Prisma.BookingGetPayload<{ select: typeof BOOKING_SELECT }>;

/**
 * The booking `id` as `me` may see it: any for an admin, only its own cars' for a supplier.
 * Another supplier's booking, an unknown id and a malformed one answer alike (NOT_FOUND).
 */
async function visibleBooking(db: ServiceContext['db'] | Prisma.TransactionClient, me: SignedInUser, id: string): Promise<StaffBooking> {
  if (!UUID.test(id)) throw new NotFoundError(BOOKING_NOT_FOUND);
  const booking = await db.booking.findUnique({ where: { id }, select: BOOKING_SELECT });
  if (!booking || (me.type !== 'admin' && booking.supplierId !== me.id)) throw new NotFoundError(BOOKING_NOT_FOUND);
  return booking;
}

export interface StatusChangeView {
  bookingId: string;
  from: BookingStatus;
  to: BookingStatus;
  changedAt: Date;
  changedById: string;
  reason: string;
}

interface Change {
  booking: StaffBooking;
  to: BookingStatus;
  me: SignedInUser;
  reason: string;
  now: Date;
  /** Columns changed with the status (paidAt, the refund). */
  data?: Prisma.BookingUncheckedUpdateManyInput;
  event: BookingEvent;
  code: string;
  values?: Record<string, string | number | boolean | null>;
}

/**
 * Applies one change inside `tx`: the update only if the status is still the one checked (else
 * CONFLICT, and the caller's transaction rolls back), the history row, the driver's notification.
 */
async function applyChange(deps: NotifyDeps & { db: Prisma.TransactionClient }, change: Change): Promise<StatusChangeView> {
  const tx = deps.db;
  const { booking, to, me, reason, now } = change;
  const from = booking.status;
  const changed = await changeStatus(tx, booking.id, { from, to, by: me.id, reason, now, data: change.data });
  if (changed !== 1) throw new ConflictError(CHANGED_MEANWHILE);
  const recipients = await audience(tx, change.event, booking);
  await notify(
    deps,
    recipients.map((userId) => ({
      userId,
      bookingId: booking.id,
      code: change.code,
      values: {
        reference: booking.reference,
        car: booking.car.name,
        from: booking.from.toISOString(),
        to: booking.to.toISOString(),
        status: to,
        previousStatus: from,
        ...change.values,
      },
    })),
  );
  return { bookingId: booking.id, from, to, changedAt: now, changedById: me.id, reason };
}

/**
 * `setBookingStatus`: moves a booking along STAFF_TRANSITIONS. Guard first (admin or supplier),
 * then visibility (NOT_FOUND), then the table (ILLEGAL_TRANSITION, nothing changed). Moving to
 * `paid` records the cash payment's time (paidAt). Never moves money: a driver's cancel request
 * is finalised with `finaliseCancellation`.
 */
export async function setBookingStatus(
  ctx: Pick<ServiceContext, 'viewer' | 'db' | 'clock' | 'mail' | 'publicUrl' | 'settings' | 'env'>,
  input: { id: string; status: string; reason?: string | null },
): Promise<StatusChangeView> {
  const me = requireStaff(ctx);
  const { id, status: to, reason } = parse(setStatusSchema, input);
  const booking = await visibleBooking(ctx.db, me, id);
  if (!staffMayMove(booking.status, to)) throw illegalTransition(booking.status, to);
  const now = ctx.clock.now();
  return ctx.db.$transaction((tx) =>
    applyChange({ ...ctx, db: tx }, {
      booking,
      to,
      me,
      reason: reason || DEFAULT_REASON[to] || 'Changed by staff.',
      now,
      data: to === 'paid' ? { paidAt: now } : {},
      event: 'statusChanged',
      code: NOTIFICATION_STATUS_CHANGED,
    }),
  );
}

// ── Finalising a cancel request

/** A refund recorded on the booking. */
export interface RefundView {
  id: string;
  amount: string;
  currency: string;
  /** True when no money moved: paid on the local test page, or Stripe not configured. */
  testMode: boolean;
  refundedAt: Date;
}

export interface FinalisedCancellation {
  change: StatusChangeView;
  /** Whether the refund rule said a refund is due (before any override of `refund`). */
  refundDue: boolean;
  refund: RefundView | null;
}


/** The booking has the cancellation option: bought, or included in its car's price when booked. */
function hasCancellationOption(booking: StaffBooking): boolean {
  return bookingExtraFlags(booking).cancellation;
}

/**
 * The refund rule (product-decisions "Messages"): paid online, with the cancellation option, and
 * the request made at least 24 hours before pick-up.
 */
export function refundIsDue(booking: Pick<StaffBooking, 'paymentOption' | 'paidAt' | 'cancelRequestedAt' | 'from'> & { hasCancellation: boolean }): boolean {
  return (
    booking.paymentOption === 'payOnline' &&
    booking.paidAt !== null &&
    booking.hasCancellation &&
    booking.cancelRequestedAt !== null &&
    booking.cancelRequestedAt.getTime() <= freeCancellationDeadline(booking.from).getTime()
  );
}

/**
 * `finaliseCancellation`: the booking of a driver's cancel request becomes cancelled; with a
 * refund when one is due (or when staff say so with `refund`). The booking's row is locked for
 * the whole of it, the Stripe call included, so two finalisations (or a status change at the same
 * time) cannot both apply and the booking is refunded once; Stripe failing rolls everything back
 * (SERVICE_UNAVAILABLE, REFUND_FAILED). Paid on the local test page, or Stripe not configured:
 * the refund is recorded in test mode (no money moves).
 */
export async function finaliseCancellation(
  ctx: Pick<ServiceContext, 'viewer' | 'db' | 'clock' | 'env' | 'log' | 'mail' | 'publicUrl' | 'settings'>,
  input: { id: string; refund?: boolean | null; reason?: string | null },
): Promise<FinalisedCancellation> {
  const me = requireStaff(ctx);
  const { id, refund: wanted, reason } = parse(finaliseSchema, input);
  const seen = await visibleBooking(ctx.db, me, id);
  if (!staffMayMove(seen.status, 'cancelled')) throw illegalTransition(seen.status, 'cancelled');
  if (!seen.cancelRequest) throw new BadUserInputError(NO_CANCEL_REQUEST, { id: 'NO_CANCEL_REQUEST' }, 'NO_CANCEL_REQUEST');

  const stripe = stripeFor(ctx.env);
  // Stripe may take its time (20 s, one retry): the transaction's budget covers it.
  return ctx.db.$transaction(
    async (tx) => {
      await lockBookingRow(tx, id);
      // Read again under the lock: what another finalisation or change left is what counts.
      const booking = await visibleBooking(tx, me, id);
      if (booking.status !== seen.status || !booking.cancelRequest) throw new ConflictError(CHANGED_MEANWHILE);
      const now = ctx.clock.now();
      const paidOnline = booking.paymentOption === 'payOnline' && booking.paidAt !== null;
      const refundDue = refundIsDue({ ...booking, hasCancellation: hasCancellationOption(booking) });
      const refunding = wanted ?? refundDue;
      if (refunding && !paidOnline) throw new BadUserInputError(NOTHING_TO_REFUND, { refund: 'NOTHING_TO_REFUND' }, 'NOTHING_TO_REFUND');

      let refund: RefundView | null = null;
      let why: string;
      if (refunding) {
        // What was charged: the completed payment session's amount and currency.
        const session = await tx.checkoutSession.findFirst({
          where: { bookingId: booking.id, status: 'complete', provider: { in: ['stripe', 'test'] } },
          orderBy: { updatedAt: 'desc' },
          select: { provider: true, amount: true, currency: true },
        });
        const amount = session ? session.amount.toFixed(2) : convertFromBase(booking.price.toFixed(2), booking.exchangeRate.toString());
        const currency = (session?.currency ?? booking.currency).trim().toUpperCase();
        const atStripe = stripe !== null && session?.provider !== 'test';
        if (atStripe) {
          if (!booking.stripePaymentIntentId) {
            ctx.log.error({ bookingId: booking.id }, 'refund: no payment intent recorded for a booking paid at Stripe');
            throw new ServiceUnavailableError(REFUND_FAILED, 'REFUND_FAILED');
          }
          let made;
          try {
            made = await createRefund(stripe, { paymentIntent: booking.stripePaymentIntentId, amount, currency, bookingId: booking.id });
          } catch (err) {
            ctx.log.warn({ err, bookingId: booking.id }, 'Stripe refused or did not answer the refund');
            throw new ServiceUnavailableError(REFUND_FAILED, 'REFUND_FAILED');
          }
          refund = { id: made.id, amount, currency, testMode: false, refundedAt: now };
          why = `Refunded ${amount} ${currency} through Stripe (${made.id}).`;
        } else {
          refund = { id: `test_refund_${randomBytes(12).toString('hex')}`, amount, currency, testMode: true, refundedAt: now };
          why = `Refund of ${amount} ${currency} recorded in test mode (${session?.provider === 'test' ? 'paid on the local test payment page' : 'Stripe is not configured'}): no money moved.`;
        }
      } else {
        why = paidOnline ? (refundDue ? 'No refund: staff decided against it.' : 'No refund due under the cancellation terms.') : 'Nothing was paid online: no refund.';
      }

      const change = await applyChange({ ...ctx, db: tx }, {
        booking,
        to: 'cancelled',
        me,
        reason: [reason || 'Cancellation request finalised by staff.', why].join(' '),
        now,
        data: refund ? { refundId: refund.id, refundAmount: refund.amount, refundCurrency: refund.currency, refundedAt: now } : {},
        event: 'cancellationFinalised',
        code: NOTIFICATION_CANCELLATION_FINALISED,
        values: refund ? { refunded: true, refundAmount: refund.amount, refundCurrency: refund.currency } : { refunded: false },
      });
      return { change, refundDue, refund };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}

// ── The GraphQL shapes (schema.graphql `# ── staff`)

export function statusChangeOut(change: StatusChangeView) {
  return { bookingId: change.bookingId, from: change.from, to: change.to, changedAt: change.changedAt, changedBy: change.changedById, reason: change.reason };
}

export function finalisedOut(result: FinalisedCancellation) {
  return { change: statusChangeOut(result.change), refundDue: result.refundDue, refund: result.refund };
}
