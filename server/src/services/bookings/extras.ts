import type { Booking } from '../../__generated__/prisma/client.ts';
import { BOOKING_EXTRAS } from '../../lib/mail/bookingMail.ts';
import { breakdownLines } from './confirmation.ts';

export type BookingExtraKind = (typeof BOOKING_EXTRAS)[number];
/** What the driver gets with a booking: one flag per extra. */
export type BookingExtraFlags = Record<BookingExtraKind, boolean>;

/** What the flags are decided from: the chosen-extra columns and the stored breakdown (JSON, or its text). */
export type BookingExtrasSource = Partial<Pick<Booking, BookingExtraKind>> & { priceBreakdown: unknown };

/**
 * A booking's extras as the driver has them (schema: "true when chosen or included"): an extra is
 * on when the driver chose it (its column) or when the stored breakdown lists it, which it does for
 * an extra chosen or included: price 0 on the car, or cancellation and amendments, free with pay
 * later. An extra the car does not offer (-1) is never on. The one rule behind GraphQL's
 * `Booking.extras` and the REST shim's booking flags, in lists and single bookings alike; the
 * columns alone say only what was ticked (included extras are not ticked).
 */
export function bookingExtraFlags(booking: BookingExtrasSource): BookingExtraFlags {
  const breakdown = typeof booking.priceBreakdown === 'string' ? parseJson(booking.priceBreakdown) : booking.priceBreakdown;
  const listed = new Set<string>(breakdownLines(breakdown).map((line) => line.kind));
  return Object.fromEntries(BOOKING_EXTRAS.map((kind) => [kind, booking[kind] === true || listed.has(kind)])) as BookingExtraFlags;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
