import type { Booking, BookingStatus } from '../../__generated__/prisma/client.ts';
import type { MailAttachment } from '../../lib/mail/templates.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { bookingCalendar } from '../../lib/mail/bookingMail.ts';
import { isUnclaimedGuest } from '../accounts/accounts.ts';
import { loadBookingMail } from '../bookings/confirmation.ts';
import { checkoutSessionStatus, type SessionStatusView } from './checkoutSessions.ts';
import { isFirm } from '../bookings/lifecycle.ts';

/**
 * The booking a checkout session made, as its confirmation page shows it to whoever holds the
 * session id (docs/decisions/037). The id is the capability: it is unguessable, sits in the
 * payer's browser (and, for Stripe, in its redirect), and needs no sign-in, since a guest has no
 * password yet. So the confirmation is narrow and short-lived:
 * - only for a checkout that booked (BOOKED or PAID), while the booking holds the car;
 * - only for CONFIRMATION_DAYS after the session was opened: an old link in a shared browser's
 *   history shows the state, not the booking;
 * - car, supplier, places, dates, money and terms, never the driver's phone, birth date, licence
 *   or the additional driver; the email only while the account a guest checkout made is not
 *   activated (it is the address the page tells them to look in).
 */
export const CONFIRMATION_DAYS = 7;
const CONFIRMATION_MS = CONFIRMATION_DAYS * 24 * 3_600_000;


/** A booking as the confirmation page shows it (GraphQL BookingConfirmation). */
export type BookingConfirmationView = Booking & {
  /** The session it was reached by: its calendar file is asked for with it. */
  sessionId: string;
  /** The email of the account a guest checkout made, while it is not activated; else null. */
  guestEmail: string | null;
};

/** The path of a session's calendar file (rest/payments.ts serves it). */
export const sessionCalendarPath = (sessionId: string) => `/api/checkout-session-calendar/${encodeURIComponent(sessionId)}`;

/**
 * `CheckoutSessionStatus.booking`: the confirmation of the booking the session made, or null
 * (no booking, not booked or paid, cancelled since, or the session older than
 * CONFIRMATION_DAYS). Whoever asks: the session id is the key, signed in or not.
 */
export async function sessionBooking(ctx: ServiceContext, status: SessionStatusView): Promise<BookingConfirmationView | null> {
  if (!status.bookingId || (status.state !== 'BOOKED' && status.state !== 'PAID')) return null;
  if (ctx.clock.now().getTime() - status.createdAt.getTime() > CONFIRMATION_MS) return null;
  const booking = await ctx.db.booking.findUnique({
    where: { id: status.bookingId },
    include: { driver: { select: { email: true, type: true, verified: true, suspended: true, passwordHash: true, _count: { select: { identities: true } } } } },
  });
  // Only a booking that holds the car for good: a hold and a cancelled booking have no confirmation.
  if (!booking || !isFirm(booking.status)) return null;
  const { driver, ...rest } = booking;
  return { ...rest, sessionId: status.id, guestEmail: isUnclaimedGuest(driver) ? driver.email : null };
}

/**
 * `GET /api/checkout-session-calendar/{sessionId}`: the booking's `.ics` file for the session's
 * holder, while the session shows its confirmation (NOT_FOUND otherwise, as for an unknown id):
 * the same file as the confirmation mail's and the driver's own download (`/api/booking-calendar`).
 * It names the car, the supplier, the places and the booking's link; nothing of the driver.
 */
export async function sessionCalendarFile(ctx: ServiceContext, input: { sessionId: unknown }): Promise<MailAttachment> {
  const status = await checkoutSessionStatus(ctx, { id: input.sessionId });
  const booking = await sessionBooking(ctx, status);
  if (!booking) throw new NotFoundError('Payment session not found.');
  const [{ data, driver }, changes] = await Promise.all([loadBookingMail(ctx, booking.id), ctx.db.bookingChange.count({ where: { bookingId: booking.id } })]);
  return bookingCalendar(data, driver.language, { sequence: changes });
}
