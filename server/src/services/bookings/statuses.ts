import type { BookingStatus } from '../../__generated__/prisma/client.ts';

/**
 * The booking statuses (a leaf: the query modules read them without importing the lifecycle's
 * rules). lifecycle.ts re-exports them with the rules about each.
 */

export type { BookingStatus };

/** Every status, in the order a pay-later booking lives them (void is a card payment's hold). */
export const BOOKING_STATUSES = ['void', 'pending', 'reserved', 'deposit', 'paid', 'cancelled'] as const satisfies readonly BookingStatus[];

// A status the schema has and the list lacks fails to compile here.
type Missing = Exclude<BookingStatus, (typeof BOOKING_STATUSES)[number]>;
const everyStatusListed: [Missing] extends [never] ? true : Missing = true;
void everyStatusListed;

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}
