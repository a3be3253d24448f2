import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { DateTimeScalar, DecimalScalar } from '../graphql/scalars.ts';
import { Query } from './Query.ts';
import { Mutation } from './Mutation.ts';
import { AuthConfig, User } from './User.ts';
import { CarSearchConnection, Quote, SupplierCount } from './Search.ts';
import { Car, CarConnection, CarExtra, CarExtras, CarOffer, CarPrices } from './Car.ts';
import { Supplier } from './Supplier.ts';
import { LocalizedText, Location, OpeningHours } from './Location.ts';
import { Booking, BookingConnection } from './Booking.ts';
import { BookingConfirmation, CheckoutSessionStatus } from './CheckoutSessionStatus.ts';

/** The routing table: one entry per GraphQL type, each field a call into a service. */
export const resolvers: Resolvers = {
  Decimal: DecimalScalar,
  DateTime: DateTimeScalar,
  Upload: GraphQLUpload,
  Query,
  Mutation,
  User,
  AuthConfig,
  CarSearchConnection,
  SupplierCount,
  Quote,
  Car,
  CarPrices,
  CarExtras,
  CarExtra,
  CarConnection,
  CarOffer,
  OpeningHours,
  Supplier,
  Location,
  LocalizedText,
  Booking,
  BookingConnection,
  BookingConfirmation,
  CheckoutSessionStatus,
};
