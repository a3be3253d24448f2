// Parent types of the GraphQL resolvers (codegen `mappers`): what each type's resolvers
// receive, i.e. the shapes the services return.
import type { Prisma } from '../db/prisma.ts';
import type { Booking as BookingModel, Car as CarModel, Supplier as SupplierModel, User as UserModel } from '../__generated__/prisma/client.ts';
import type { LocalizedLocation } from '../services/locations/locations.ts';
import type { CarPage } from '../services/cars/cars.ts';

/** A car as the Car resolvers read it: the model without its timestamps (the schema has none). */
export type Car = Omit<CarModel, 'createdAt' | 'updatedAt'>;
export type Supplier = SupplierModel;
export type Location = LocalizedLocation;
export type CarConnection = CarPage;
export type CarEdge = CarPage['edges'][number];
/** An extra's raw value: -1 unavailable, 0 included, positive price. */
export type CarExtra = Prisma.Decimal;
export type User = UserModel;
export type CarSearchConnection = import('../services/search/search.ts').SearchPage;
export type CarSearchEdge = import('../services/search/search.ts').SearchEdge;
export type SupplierCount = { supplierId: string; count: number };
export type Quote = import('../services/pricing/pricing.ts').Quote;
export type Booking = BookingModel;
export type BookingConnection = import('../services/bookings/driverBookings.ts').BookingPage;
export type BookingEdge = BookingConnection['edges'][number];
/** A booking's extras as the driver has them (chosen or included), decided by services/bookings/extras.ts. */
export type BookingExtras = import('../services/bookings/extras.ts').BookingExtraFlags;
/** The car page's price and conditions for a period (services/pricing/quotes.ts). */
export type CarOffer = import('../services/pricing/quotes.ts').CarOffer;
/** The business's opening hours (the settings), as every location keeps them. */
export type OpeningHours = { openingHour: number; closingHour: number; timeZone: string };
/** A checkout session's state (services/payments/checkoutSessions.ts). */
export type CheckoutSessionStatus = import('../services/payments/checkoutSessions.ts').SessionStatusView;
/** The booking a checkout session made, as its holder sees it (services/payments/sessionBooking.ts). */
export type BookingConfirmation = import('../services/payments/sessionBooking.ts').BookingConfirmationView;
