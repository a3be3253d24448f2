import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { listLocations } from '../services/locations/locations.ts';
import { listSuppliers } from '../services/suppliers/suppliers.ts';
import { getCar, listCars } from '../services/cars/cars.ts';
import { searchCars } from '../services/search/search.ts';
import { quoteCar } from '../services/pricing/quotes.ts';
import { convert, exchangeRates } from '../services/currency/currency.ts';
import { authConfig, currentUser } from '../services/accounts/accounts.ts';
import { checkoutSessionStatus } from '../services/payments/checkoutSessions.ts';
import * as notifications from '../services/notifications/notifications.ts';
import { getBooking, listBookings } from '../services/bookings/driverBookings.ts';
import { bookingChangeQuote } from '../services/bookings/bookingChanges.ts';
import { locationDirectory } from '../services/locations/locations.ts';

export const Query: QueryResolvers = {
  locations: (_, { language }, ctx) => listLocations(ctx, { language }),
  suppliers: (_, __, ctx) => listSuppliers(ctx),
  car: (_, { id }, ctx) => getCar(ctx, { id }),
  cars: (_, args, ctx) => listCars(ctx, args),
  searchCars: async (_, { input, first, after }, ctx) => {
    const page = await searchCars(ctx, { ...input, from: new Date(input.from), to: new Date(input.to) }, { first, after });
    // The search brought the suppliers of its cars along: no second query for car.supplier.
    ctx.loaders.primeSuppliers(page.suppliers);
    return page;
  },
  quote: (_, { input }, ctx) => quoteCar(ctx, { ...input, from: new Date(input.from), to: new Date(input.to) }),
  exchangeRates: (_, __, ctx) => exchangeRates(ctx),
  convertAmount: (_, { input }, ctx) => convert(ctx, input),
  me: (_, __, ctx) => currentUser(ctx),
  authConfig: (_, __, ctx) => authConfig(ctx),
  settings: (_, __, ctx) => ctx.settings,
  checkoutSession: (_, { id }, ctx) => checkoutSessionStatus(ctx, { id }),
  notifications: (_, args, ctx) => notifications.listNotifications(ctx, args),
  unreadNotificationCount: (_, __, ctx) => notifications.unreadNotificationCount(ctx),
  bookings: (_, { filter, first, after }, ctx) => listBookings(ctx, filter, { first, after }),
  booking: (_, { id }, ctx) => getBooking(ctx, { id }),
  // ── booking changes
  bookingChangeQuote: (_, { input }, ctx) => bookingChangeQuote(ctx, input),
  // ── places
  locationDirectory: (_, args, ctx) => locationDirectory(ctx, args),
};
