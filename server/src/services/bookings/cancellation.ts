/**
 * The cancellation window (product-decisions "Messages"): a cancellation request made at least
 * this long before pick-up is free (pay later) or refunded (paid online with the cancellation
 * option). One rule for the staff's refund decision and the car page's deadline.
 */
export const CANCELLATION_NOTICE_MS = 24 * 3600_000;

/** The last instant a cancellation request is free for a rental picked up at `from`. */
export function cancellationDeadline(from: Date): Date {
  return new Date(from.getTime() - CANCELLATION_NOTICE_MS);
}
