import DataLoader from 'dataloader';
import type { Env } from './env.ts';
import type { PrismaClient } from './db/prisma.ts';
import type { Country, Location, Supplier } from './__generated__/prisma/client.ts';
import type { Viewer } from './http/session.ts';
import type { RateLimits } from './services/accounts/rateLimits.ts';
import { enqueueMail } from './lib/mail/outbox.ts';
import { carCountsBySupplierIds, ratingsBySupplierIds, suppliersByIds } from './services/suppliers/suppliers.ts';
import { localizedCarLocations, locationsByCarIds, type LocalizedLocation } from './services/locations/locations.ts';
import { carCountsByLocationIds, countriesByIds } from './services/locations/locations.ts';
import type { Language } from './services/i18n/language.ts';
import type { RefreshMemo } from './services/currency/exchangeRates.ts';
import { bookingLoaders } from './services/bookings/driverBookings.ts';
import { storageFromEnv, type FileStorage } from './lib/storage/index.ts';

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

/**
 * The business rules read from configuration (services/settings): one frozen object per parsed
 * environment, so a service never reads an environment variable itself, and the public `settings`
 * query shows exactly what the services check.
 */
import { getSettings, type Settings } from './services/settings/settings.ts';
export type { Settings };
export const settingsFromEnv = getSettings;

/** Where "now" comes from: the system clock, or a fixed one in tests of date rules. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Who is asking, as far as abuse controls and session records care. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
  requestId?: string;
}

/** The part of a logger services use (pino's and Fastify's loggers have it). */
export interface ServiceLogger {
  info(obj: object, message?: string): void;
  warn(obj: object, message?: string): void;
  error(obj: object, message?: string): void;
}

/**
 * The transport's half of a session: the HTTP layer carries the session token in a cookie, a
 * service decides when a session starts or ends. Outside HTTP (tests, scripts) it only records.
 */
export interface SessionCookie {
  set(token: string, persistent: boolean): void;
  clear(): void;
}

/**
 * Everything a service may use while serving one request. GraphQL and every /api request build
 * it with the same factory (createContextFactory); services take `(ctx, input)` and are the only
 * code that reads `ctx.db`.
 */
export interface ServiceContext {
  /** The caller: a signed-in user, a partner API key, or nobody. */
  viewer: Viewer | null;
  /** The database (Prisma client over the shared pool). */
  db: PrismaClient;
  /** Business rules from configuration. */
  settings: Settings;
  /** Adapter configuration (mail, social providers, reCAPTCHA, exchange rates). */
  env: Env;
  clock: Clock;
  log: ServiceLogger;
  /** Mail outbox: call with the transaction client of the change that causes the mail. */
  mail: { enqueue: typeof enqueueMail };
  /** Per-request DataLoaders. */
  loaders: Loaders;
  /** Caller's IP and user agent, for abuse controls. */
  meta: RequestMeta;
  /** Absolute base URL for links and images (PUBLIC_URL). */
  publicUrl: string;
  /** Rate-limit counters (PostgreSQL, shared by every instance). */
  limits: RateLimits;
  /** This instance's memory of a failed exchange-rate refresh (services/currency). */
  rateRefresh: RefreshMemo;
  /** Uploaded files (avatars, licences): the local folder or the S3 bucket (lib/storage, ADR 028). */
  storage: FileStorage;
  sessionCookie: SessionCookie;
}

/** The GraphQL context is the service context (codegen's contextType). */
export type Context = ServiceContext;

/** What lives as long as the app: the parts of a context that are not per request. */
export interface AppServices {
  env: Env;
  db: PrismaClient;
  limits: RateLimits;
  rateRefresh: RefreshMemo;
  /** The app's file storage (app.ts makes one and closes it); otherwise the one `env` configures. */
  storage?: FileStorage;
  settings?: Settings;
  clock?: Clock;
}

/** The per-request parts, as the transport knows them. */
export interface RequestParts {
  viewer: Viewer | null;
  meta: RequestMeta;
  log: ServiceLogger;
  sessionCookie?: SessionCookie;
}

/** A session cookie that only remembers what it was told (no HTTP response to write to). */
export function recordingSessionCookie(): SessionCookie & { token: string | null; persistent: boolean } {
  const jar = {
    token: null as string | null,
    persistent: false,
    set(token: string, persistent: boolean) {
      jar.token = token;
      jar.persistent = persistent;
    },
    clear() {
      jar.token = null;
    },
  };
  return jar;
}

/** The one factory of service contexts: GraphQL, REST and tests all build theirs here. */
export function createContextFactory(app: AppServices): (request: RequestParts) => ServiceContext {
  const settings = app.settings ?? settingsFromEnv(app.env);
  const clock = app.clock ?? systemClock;
  const mail = { enqueue: enqueueMail };
  const storage = app.storage ?? storageFromEnv(app.env);
  return (request) => ({
    viewer: request.viewer,
    db: app.db,
    settings,
    env: app.env,
    clock,
    log: request.log,
    mail,
    loaders: createLoaders(app.db),
    meta: request.meta,
    publicUrl: app.env.PUBLIC_URL,
    limits: app.limits,
    rateRefresh: app.rateRefresh,
    storage,
    sessionCookie: request.sessionCookie ?? recordingSessionCookie(),
  });
}
