import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient } from './db/prisma.ts';
import type { Supplier } from './__generated__/prisma/client.ts';
import type { UserType } from './__generated__/prisma/enums.ts';
import { carCountsBySupplierIds, suppliersByIds } from './services/suppliers/suppliers.ts';
import { locationsByCarIds, type LocalizedLocation } from './services/locations/locations.ts';
import type { Language } from './services/i18n/language.ts';

/** Who is calling. Filled by the account feature (sessions, API keys). */
export interface Viewer {
  id: string;
  type: UserType;
}

/**
 * Per-request batch loaders: relation fields go through these so a page of N items costs a
 * constant number of queries. Built fresh for every request (no cross-request cache).
 */
export function createLoaders(prisma: PrismaClient) {
  const locationLoaders = new Map<Language, DataLoader<string, LocalizedLocation[]>>();
  return {
    supplier: new DataLoader<string, Supplier | null>((ids) => suppliersByIds(prisma, ids)),
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
  requestId: string;
  log: FastifyBaseLogger;
  /** Absolute base URL for links and images (PUBLIC_URL). */
  publicUrl: string;
}
