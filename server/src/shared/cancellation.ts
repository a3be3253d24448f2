/**
 * The cancellation window, one rule for the server and the browser (product-decisions "Pay
 * later" and the spec's terms): a cancel request made at least 24 hours before pick-up is free
 * (a refund is due when paid online with the cancellation option); later, a fee may apply. Used by
 * the refund rule (services/bookings/staff.ts), the cancel request's fee warning
 * (services/bookings/driverBookings.ts) and search's "free cancellation until" mark.
 */

/** How long before pick-up a cancellation stays free. */
export const CANCELLATION_NOTICE_MS = 24 * 3_600_000;

/** The last instant a booking picked up at `from` can be cancelled for free. */
export function freeCancellationDeadline(from: Date): Date {
  return new Date(from.getTime() - CANCELLATION_NOTICE_MS);
}

/** Whether a cancel request at `now` comes too late to be free (the fee warning). */
export function withinCancellationNotice(from: Date, now: Date): boolean {
  return from.getTime() - now.getTime() < CANCELLATION_NOTICE_MS;
}
