import type { BookingConfirmationResolvers, CheckoutSessionStatusResolvers } from '../__generated__/resolvers-types.ts';
import { NotFoundError } from '../errors.ts';
import { parseLanguage } from '../services/i18n/language.ts';
import { cancellationDeadline } from '../services/bookings/cancellation.ts';
import { storedQuote } from '../services/bookings/driverBookings.ts';
import { sessionBooking, sessionCalendarPath } from '../services/payments/sessionBooking.ts';

const missing = (what: string) => () => new NotFoundError(`${what} not found.`);

export const CheckoutSessionStatus: CheckoutSessionStatusResolvers = {
  booking: (status, _, ctx) => sessionBooking(ctx, status),
};

export const BookingConfirmation: BookingConfirmationResolvers = {
  car: (b, _, { loaders }) => loaders.bookings.carOf(b.carId, missing(`Car of booking ${b.id}`)),
  supplier: (b, _, { loaders }) => loaders.supplierOf(b.supplierId, missing(`Supplier of booking ${b.id}`)),
  pickupLocation: (b, { language }, { loaders }) => loaders.bookings.locationOf(parseLanguage(language), b.pickupLocationId, missing('Pick-up location')),
  dropoffLocation: (b, { language }, { loaders }) => loaders.bookings.locationOf(parseLanguage(language), b.dropoffLocationId, missing('Drop-off location')),
  price: (b) => b.price.toFixed(2),
  exchangeRate: (b) => b.exchangeRate.toString(),
  breakdown: (b) => storedQuote(b),
  // Paid: the status says so (set by the webhook or the test page); pay later pays it all at pick-up.
  paidOnline: (b) => (b.status === 'paid' ? b.price.toFixed(2) : '0.00'),
  dueAtPickup: (b) => (b.status === 'paid' ? '0.00' : b.price.toFixed(2)),
  cancellationDeadline: (b) => cancellationDeadline(b),
  calendarUrl: (b) => sessionCalendarPath(b.sessionId),
  guestAccount: (b) => (b.guestEmail ? { email: b.guestEmail } : null),
};
