import type { BookingConnectionResolvers, BookingResolvers } from '../__generated__/resolvers-types.ts';
import { NotFoundError } from '../errors.ts';
import { parseLanguage } from '../services/i18n/language.ts';
import { bookingState, storedQuote } from '../services/bookings/driverBookings.ts';
import { calendarPath, hasCalendar } from '../services/bookings/bookingChanges.ts';
import { bookingExtraFlags } from '../services/bookings/extras.ts';

const missing = (what: string) => () => new NotFoundError(`${what} not found.`);

export const Booking: BookingResolvers = {
  car: (b, _, { loaders }) => loaders.bookings.carOf(b.carId, missing(`Car of booking ${b.id}`)),
  supplier: (b, _, { loaders }) => loaders.supplierOf(b.supplierId, missing(`Supplier of booking ${b.id}`)),
  pickupLocation: (b, { language }, { loaders }) => loaders.bookings.locationOf(parseLanguage(language), b.pickupLocationId, missing('Pick-up location')),
  dropoffLocation: (b, { language }, { loaders }) => loaders.bookings.locationOf(parseLanguage(language), b.dropoffLocationId, missing('Drop-off location')),
  extras: (b) => bookingExtraFlags(b),
  price: (b) => b.price.toFixed(2),
  exchangeRate: (b) => b.exchangeRate.toString(),
  breakdown: (b) => storedQuote(b),
  finished: (b, _, { clock }) => bookingState(b, clock.now()).finished,
  editable: (b, _, { clock }) => bookingState(b, clock.now()).editable,
  cancellable: (b, _, { clock }) => bookingState(b, clock.now()).cancellable,
  deletable: (b, _, { clock }) => bookingState(b, clock.now()).deletable,
  // ── booking changes
  additionalDriver: async (b, _, { loaders }) => {
    const a = b.additionalDriver ? await loaders.bookings.additionalDriver.load(b.id) : null;
    return a && { fullName: a.fullName, email: a.email, phone: a.phone, birthDate: a.birthDate.toISOString().slice(0, 10) };
  },
  // Its driver only (the route refuses anyone else): null for staff, holds and cancelled bookings.
  calendarUrl: (b, _, { viewer }) => (hasCalendar(b, viewer) ? calendarPath(b.id) : null),
};

export const BookingConnection: BookingConnectionResolvers = {
  pageInfo: (page) => ({ hasNextPage: page.hasNextPage, endCursor: page.endCursor }),
};
