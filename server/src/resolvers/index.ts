import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { DateTimeScalar, DecimalScalar } from '../graphql/scalars.ts';
import { Query } from './Query.ts';
import { Car, CarConnection, CarExtra, CarExtras, CarPrices } from './Car.ts';
import { Supplier } from './Supplier.ts';
import { LocalizedText, Location } from './Location.ts';

/** The routing table: one entry per GraphQL type, each field a call into a service. */
export const resolvers: Resolvers = {
  Decimal: DecimalScalar,
  DateTime: DateTimeScalar,
  Query,
  Car,
  CarPrices,
  CarExtras,
  CarExtra,
  CarConnection,
  Supplier,
  Location,
  LocalizedText,
};
