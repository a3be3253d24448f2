import type { Booking } from '../../__generated__/prisma/client.ts';
import { bookingExtraFlags, type BookingExtrasSource } from './extras.ts';

/**
 * How long before pick-up a cancel request must come to be free (pay later) or refunded (pay
 * online with the cancellation option): product-decisions "Payments". Inside it a fee may apply
 * (driverBookings.ts) and no refund is due (staff.ts).
 */
export const CANCELLATION_NOTICE_MS = 24 * 3_600_000;

/**
 * Until when the driver may cancel a booking at no cost: 24 hours before pick-up, for pay later
 * (cancellation is free) and for pay online with the cancellation option (bought or included:
 * the payment is refunded). Null for pay online without it: a cancellation is never refunded.
 */
export function cancellationDeadline(booking: Pick<Booking, 'from' | 'paymentOption'> & BookingExtrasSource): Date | null {
  if (booking.paymentOption === 'payOnline' && !bookingExtraFlags(booking).cancellation) return null;
  return new Date(booking.from.getTime() - CANCELLATION_NOTICE_MS);
}
