import type { Env } from './env.ts';
import type { PrismaClient } from './db/prisma.ts';
import type { Viewer } from './http/session.ts';
import type { RateLimits } from './services/accounts/rateLimits.ts';
import { enqueueMail } from './lib/mail/outbox.ts';
import type { RefreshMemo } from './services/currency/exchangeRates.ts';
import { storageFromEnv, type FileStorage } from './lib/storage/index.ts';
import { getSettings, type Settings } from './services/settings/settings.ts';
import { systemClock, type Clock } from './lib/clock.ts';
// The per-request DataLoaders live in loaders.ts: this module assembles a context from its parts
// and services import only its types, never a value (server/test/architecture/import-cycles.test.ts).
import { createLoaders, type Loaders } from './loaders.ts';

export type { Viewer } from './http/session.ts';
export type { Loaders };

/**
 * The business rules read from configuration (services/settings): one frozen object per parsed
 * environment, so a service never reads an environment variable itself, and the public `settings`
 * query shows exactly what the services check.
 */
export type { Settings };
export const settingsFromEnv = getSettings;

/** Where "now" comes from (lib/clock.ts, which services import it from). */
export { systemClock, type Clock };

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
