import DataLoader from 'dataloader';
import type { PrismaClient } from './db/prisma.ts';
import type { Supplier } from './__generated__/prisma/client.ts';
import { carCountsBySupplierIds, ratingsBySupplierIds, suppliersByIds } from './services/suppliers/suppliers.ts';
import { carCountsByLocationIds, countriesByIds, localizedCarLocations, locationsByCarIds, type LocalizedLocation, type NamedCountry as Country, type NamedLocation as Location } from './services/locations/locations.ts';
import type { Language } from './services/i18n/language.ts';
import { bookingLoaders } from './services/bookings/driverBookings.ts';

/**
 * Per-request batch loaders: relation fields go through these so a page of N items costs a
 * constant number of queries. Built fresh for every request (no cross-request cache).
 */
export function createLoaders(prisma: PrismaClient) {
  const locationLoaders = new Map<Language, DataLoader<string, LocalizedLocation[]>>();
  const supplier = new DataLoader<string, Supplier | null>((ids) => suppliersByIds(prisma, ids));
  /** Suppliers a query already brought along (search): answered without a promise. */
  const knownSuppliers = new Map<string, Supplier>();
  const knownCarLocations = new Map<string, Location[]>();
  return {
    supplier,
    /** Makes suppliers loaded by another query available to supplierOf (and the loader). */
    primeSuppliers(suppliers: Iterable<Supplier>) {
      for (const s of suppliers) {
        knownSuppliers.set(s.id, s);
        supplier.prime(s.id, s);
      }
    },
    /**
     * A supplier that must exist (a foreign key points at it): at once when it was primed (a
     * field resolved without a promise keeps GraphQL execution synchronous for a whole page of
     * cars), else batched through the loader. A missing one is `missing()`, thrown, rather than
     * null for a non-null field.
     */
    supplierOf(id: string, missing: () => Error): Supplier | Promise<Supplier> {
      const known = knownSuppliers.get(id);
      if (known) return known;
      return supplier.load(id).then((found) => {
        if (!found) throw missing();
        return found;
      });
    },
    supplierCarCount: new DataLoader<string, number>((ids) => carCountsBySupplierIds(prisma, ids)),
    /** Supplier.rating: the average of its rated cars (the car page). */
    supplierRating: new DataLoader<string, number | null>((ids) => ratingsBySupplierIds(prisma, ids)),
    /** Location.address: the location's country. */
    country: new DataLoader<string, Country | null>((ids) => countriesByIds(prisma, ids)),
    carLocations(language: Language): DataLoader<string, LocalizedLocation[]> {
      let loader = locationLoaders.get(language);
      if (!loader) {
        loader = new DataLoader((ids) => locationsByCarIds(prisma, ids, language));
        for (const [carId, locations] of knownCarLocations) loader.prime(carId, localizedCarLocations(locations, language));
        locationLoaders.set(language, loader);
      }
      return loader;
    },
    /** Cars' locations a query already brought along (the REST bookings page), in any language. */
    primeCarLocations(carId: string, locations: Location[]) {
      knownCarLocations.set(carId, locations);
      for (const [language, loader] of locationLoaders) loader.prime(carId, localizedCarLocations(locations, language));
    },
    /** A booking's car and locations (services/bookings/driverBookings.ts). */
    bookings: bookingLoaders(prisma),
    /** Cars that can be picked up at a location (Location.carCount, the /locations page). */
    locationCarCount: new DataLoader<string, number>((ids) => carCountsByLocationIds(prisma, ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
