import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient } from './db/prisma.ts';
import type { Supplier } from './__generated__/prisma/client.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from './http/session.ts';
import type { AccountDeps, RequestMeta } from './services/accounts/accounts.ts';
import { carCountsBySupplierIds, suppliersByIds } from './services/suppliers/suppliers.ts';
import { locationsByCarIds, type LocalizedLocation } from './services/locations/locations.ts';
import type { Language } from './services/i18n/language.ts';
import type { RefreshMemo } from './services/currency/exchangeRates.ts';

export type { Viewer } from './http/session.ts';

/**
 * Per-request batch loaders: relation fields go through these so a page of N items costs a
 * constant number of queries. Built fresh for every request (no cross-request cache).
 */
export function createLoaders(prisma: PrismaClient) {
  const locationLoaders = new Map<Language, DataLoader<string, LocalizedLocation[]>>();
  const supplier = new DataLoader<string, Supplier | null>((ids) => suppliersByIds(prisma, ids));
  /** Suppliers a query already brought along (search): answered without a promise. */
  const knownSuppliers = new Map<string, Supplier>();
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
    carLocations(language: Language): DataLoader<string, LocalizedLocation[]> {
      let loader = locationLoaders.get(language);
      if (!loader) {
        loader = new DataLoader((ids) => locationsByCarIds(prisma, ids, language));
        locationLoaders.set(language, loader);
      }
      return loader;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

export interface Context {
  prisma: PrismaClient;
  loaders: Loaders;
  viewer: Viewer | null;
  /** What the account services need (database, configuration, rate limits). */
  accounts: AccountDeps;
  /** Caller's IP and user agent, for abuse controls. */
  meta: RequestMeta;
  request: FastifyRequest;
  reply: FastifyReply;
  requestId: string;
  log: FastifyBaseLogger;
  /** Absolute base URL for links and images (PUBLIC_URL). */
  publicUrl: string;
  /** This instance's memory of a failed exchange-rate refresh (services/currency). */
  rateRefresh: RefreshMemo;
}
