import type { Booking } from '../../__generated__/prisma/client.ts';
import { freeCancellationDeadline } from '../../shared/cancellation.ts';
import { bookingExtraFlags, type BookingExtrasSource } from './extras.ts';

/**
 * Until when the driver may cancel a booking at no cost: the notice of shared/cancellation.ts before pick-up, for pay later
 * (cancellation is free) and for pay online with the cancellation option (bought or included:
 * the payment is refunded). Null for pay online without it: a cancellation is never refunded.
 */
export function cancellationDeadline(booking: Pick<Booking, 'from' | 'paymentOption'> & BookingExtrasSource): Date | null {
  if (booking.paymentOption === 'payOnline' && !bookingExtraFlags(booking).cancellation) return null;
  return freeCancellationDeadline(booking.from);
}
