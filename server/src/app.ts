import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyCookie from '@fastify/cookie';
import pg from 'pg';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { Env } from './env.ts';
import { dropIdleConnections, CONNECT_TIMEOUT_MS, type PrismaClient } from './db/prisma.ts';
import { createContextFactory, systemClock, type Clock, type Context } from './context.ts';
import { createPageRenderer, loadRenderer, type RenderPage } from './http/pages.ts';
import { createApollo } from './graphql/apollo.ts';
import { acceptGraphQLUploads } from './graphql/uploads.ts';
import { registerRest } from './rest/index.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DatabaseUnavailableError, HTTP_STATUS, isAppError, TooManyRequestsError } from './errors.ts';
import { isDatabaseUnavailable, warnDatabaseUnavailable } from './db/availability.ts';
import { chunkedBudget, createRateLimits } from './services/accounts/rateLimits.ts';
import { GRAPHQL_BODY_LIMIT } from './graphql/limits.ts';
import { httpContextFactory } from './http/session.ts';
import { SESSION_COOKIE } from './services/accounts/sessions.ts';
import { registerDevMailRoutes } from './lib/mail/devViewer.ts';
import { createRefreshMemo } from './services/currency/exchangeRates.ts';
import { createLogger, logRefusal } from './logger.ts';
import { registerApiKeyGuard } from './http/apiKeys.ts';
import { registerRequestLimits } from './http/limits.ts';
import { registerCharacterRule } from './http/characters.ts';
import { trustProxyOption } from './http/trustProxy.ts';
import { registerSecurityAndCompression, securityHeaders } from './http/security.ts';
import { isPageNavigation, sendPlainPage } from './http/plainPage.ts';
import { registerCdn } from './http/cdn.ts';
import { getCar } from './services/cars/cars.ts';
import { storageFromEnv, type FileStorage } from './lib/storage/index.ts';
import { matchRoute } from './shared/routes.ts';

export interface AppDeps {
  env: Env;
  prisma: PrismaClient;
  /** The database the rate-limit counters live in (the same PostgreSQL). */
  databaseUrl: string;
  /** A pino logger to use (the boot's); otherwise one is made at LOG_LEVEL. */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** Where services read "now" (tests of date rules fix it); the system clock otherwise. */
  clock?: Clock;
  /** Uploaded files' storage, owned by the caller (the boot shares it with the jobs); else one made from `env` and closed with the app. */
  storage?: FileStorage;
  /**
   * Renders the web's pages (web/src/entry-server.tsx). Default: the built bundle at
   * WEB_SSR_ENTRY when it exists; null serves the plain shell (the browser renders).
   */
  renderPage?: RenderPage | null;
}

/** How long /readyz waits for the database and the file storage. */
const READY_TIMEOUT_MS = 2000;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** A route of the app as Fastify registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered (method and URL), HEAD and OPTIONS included. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * HTTP wiring: one Fastify server (docs/decisions/002-http-framework.md) carrying GraphQL at
 * /graphql, the REST shim under /api, health probes, stored images under /cdn and the built
 * web app at / with client-side routes falling back to index.html.
 */
export async function buildApp({ env, prisma, databaseUrl, loggerInstance, clock, storage: givenStorage, renderPage: givenRenderer }: AppDeps): Promise<FastifyInstance> {
  const applySecurityHeaders = securityHeaders(env);
  const app = Fastify({
    // The same logger as the boot's when none is given: its request serializer redacts secrets in URLs.
    loggerInstance: loggerInstance ?? (createLogger(env) as FastifyServerOptions['loggerInstance']),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Request ids: honour a well-formed incoming X-Request-Id (from a load balancer), else make one.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    // Reference-platform clients send `/api/Notifications/...` and `/api/locations/1/30/en/`:
    // static path segments match in any letter case (parameter values keep theirs) and a
    // trailing slash is ignored (test/rest/compat.test.ts).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The router's own refusals (a malformed or over-long path) quote the path, which may carry a
    // password or token: answered in our shape, without echoing it.
    frameworkErrors: (err, request, reply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body = {
        error: tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST',
        message: tooLong ? 'A part of the path is too long.' : 'The path is not a valid URL.',
        requestId: request.id,
      };
      logRefusal(request.log, { status: tooLong ? 414 : 400, code: body.error, message: body.message, reason: err.code });
      // Fastify answers these before any onRequest hook: the security headers are set here.
      applySecurityHeaders(request.raw, reply.raw);
      reply.header('x-request-id', request.id);
      // A browser that followed a mangled link gets a page, an API client our JSON.
      if (isPageNavigation(request)) void sendPlainPage(reply as FastifyReply, tooLong ? 414 : 400, 'Bad request', body.message);
      else void (reply as FastifyReply).code(tooLong ? 414 : 400).send(body);
    },
  });

  // Every route as it is registered (its method and URL). The fuzz test and the authorization
  // matrix read the /api routes from here: Fastify's printRoutes leaves out a route whose path is
  // the prefix of another one's, so a new route could slip past both of them.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Browser clients on other origins, only those configured: the exact origin is echoed with
  // credentials allowed (the session cookie works for them) and preflights are answered.
  const allowedOrigins = new Set(env.CORS_ORIGINS.map((o) => new URL(o).origin));
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin)),
    credentials: true,
    // The reference API's verbs (its clients preflight PUT and DELETE too).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', 'apollo-require-preflight', 'x-apollo-operation-name', 'x-request-id'],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });

  // ── Security headers on every response, compression of dynamic responses (docs/decisions/017).
  // Before any route, so every route (404s and errors too) gets them.
  await registerSecurityAndCompression(app, env);

  await app.register(fastifyCookie);
  // A small pool of our own for the rate-limit counters (shared by every instance).
  // Like the app's (db/prisma.ts): a bounded wait for a connection, and an idle connection the
  // database ends is dropped by the pool (without an `error` listener, node-postgres' pool crashes
  // the process). A plain pg.Pool: rate-limiter-flexible recognises its store by the class name.
  const limitsPool = new pg.Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  limitsPool.on('error', () => {});
  app.addHook('onClose', async () => limitsPool.end());
  const limits = createRateLimits(limitsPool, { apiKeyPerMinute: env.API_KEY_RATE_LIMIT, anonymousGraphqlPerMinute: env.GRAPHQL_ANONYMOUS_RATE_LIMIT });
  // The anonymous GraphQL budget is taken from PostgreSQL a second's worth at a time (at most one
  // statement per address per second at the full rate) and handed out from memory.
  const anonymousGraphql = chunkedBudget(limits.anonymousGraphql, Math.max(1, Math.floor(env.GRAPHQL_ANONYMOUS_RATE_LIMIT / 60)));
  // The local folder or the S3 bucket (docs/decisions/028-file-storage.md).
  let storage: FileStorage;
  if (givenStorage) storage = givenStorage;
  else {
    const own = storageFromEnv(env);
    app.addHook('onClose', async () => own.close());
    storage = own;
  }
  // ── One service context per request, from one factory, for GraphQL and REST alike
  // (docs/decisions/015-service-context.md).
  const contextOf = httpContextFactory(
    createContextFactory({ env, db: prisma, limits, rateRefresh: createRefreshMemo(), clock, storage }),
    { db: prisma, limits, env },
  );

  // ── Abuse limits (docs/decisions/018-abuse-limits.md), before any route: API keys are checked
  // on /api as on /graphql (read-only), batches are refused, validate-email shares reset's limit.
  registerApiKeyGuard(app, { db: prisma });
  registerRequestLimits(app);
  // ── No NUL or unpaired surrogate in any string a client sends, on every path (http/characters.ts,
  // docs/decisions/032): refused with 400 before any handler, instead of failing in the database.
  registerCharacterRule(app);

  // ── Errors: clear 4xx for bad requests, a generic 500 (logged with the request id) otherwise.
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // A path the web's static files refuse (one that climbs out of the folder with `..`, a name
    // spelt as an alias of a file): to a visitor, a path of no page, answered as any other.
    if (err.statusCode === 403 && request.routeOptions.url === '/*' && isPageNavigation(request)) return reply.callNotFound();
    let status = 500;
    let code = 'INTERNAL_SERVER_ERROR';
    let message = 'An unexpected error occurred.';
    if (isDatabaseUnavailable(err)) {
      // The database is away (shut down, restarting, unreachable): 503 and when to try again,
      // a rate-limited warning rather than an error with a stack per request (docs/decisions/033).
      const unavailable = new DatabaseUnavailableError();
      status = 503;
      code = unavailable.code;
      message = unavailable.message;
      reply.header('retry-after', String(unavailable.retryAfterSeconds));
      warnDatabaseUnavailable(request.log, err, request.id);
    } else if (isAppError(err)) {
      status = HTTP_STATUS[err.code];
      code = err.code;
      message = err.message;
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'The request body is not valid JSON.' : err.message;
    }
    // A client's bad request is a warning without a stack; anything else is the server's fault.
    if (status < 500) logRefusal(request.log, { status, code, message, ...(err.code && !isAppError(err) ? { reason: err.code } : {}) });
    else request.log.error({ err, status, code }, isAppError(err) ? `request failed: ${message}` : 'unhandled error');
    if (request.url.startsWith('/graphql')) {
      const extensions = code === 'DATABASE_UNAVAILABLE' ? { code, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } : { code };
      return reply.code(status).send({ errors: [{ message, extensions }] });
    }
    return reply.code(status).send({ error: code, message, requestId: request.id });
  });

  // ── Health probes (for the load balancer).
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready when both what every request needs (the database) and what uploads need (the file
  // storage: the folder, or the bucket shared by the instances) answer within 2 seconds. The
  // database twice: a statement through the pool, and a new session. A PostgreSQL shutting down
  // keeps the open sessions and refuses new ones (57P03): a pooled statement alone said "ready"
  // for as long as the pool's connections lived (issue 23, docs/decisions/033).
  const withinProbe = <T,>(work: Promise<T>, what: string) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} timeout`)), READY_TIMEOUT_MS).unref())]);
  const newSession = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: READY_TIMEOUT_MS });
    client.on('error', () => {}); // a session ended under us fails the query below
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (err) {
      // Refused: the pool's idle sessions go too, so the database can finish shutting down and
      // requests answer DATABASE_UNAVAILABLE alike, instead of depending on the connection they get.
      if (isDatabaseUnavailable(err)) dropIdleConnections(prisma);
      throw err;
    } finally {
      void client.end().catch(() => {});
    }
  };
  // Probes arriving while a check runs share it: the probe is public, and each check opens a
  // session, so a flood of probes costs one session at a time.
  let running: Promise<PromiseSettledResult<unknown>[]> | undefined;
  const readiness = () =>
    (running ??= Promise.allSettled([
      withinProbe(Promise.all([prisma.$queryRawUnsafe('SELECT 1'), newSession()]), 'database'),
      withinProbe(storage.ready(), 'file storage'),
    ]).finally(() => (running = undefined)));
  app.get('/readyz', async (_request, reply) => {
    const [database, files] = await readiness();
    const reasons: string[] = [];
    if (database.status === 'rejected') {
      if (isDatabaseUnavailable(database.reason)) warnDatabaseUnavailable(app.log, database.reason);
      else app.log.warn({ err: database.reason }, 'readiness check failed: database unreachable');
      reasons.push('database unreachable');
    }
    if (files.status === 'rejected') {
      app.log.warn({ err: files.reason }, `readiness check failed: ${storage.kind} file storage unavailable`);
      reasons.push('file storage unavailable');
    }
    if (reasons.length > 0) {
      if (database.status === 'rejected') reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ status: 'unavailable', reason: reasons.join('; ') });
    }
    return { status: 'ready' };
  });

  // ── GraphQL.
  const apollo = createApollo(app, { introspection: env.GRAPHQL_INTROSPECTION, production: env.NODE_ENV === 'production' });
  await apollo.start();
  // Its own scope: the multipart parser (file uploads, graphql/uploads.ts) applies to /graphql only.
  await app.register(async (scope) => {
    acceptGraphQLUploads(scope);
    // The anonymous budget (docs/decisions/018-abuse-limits.md): a request that carries neither a
    // session cookie nor an API key spends a point of its address's per-minute budget as it
    // arrives, before its body is read, whatever its document turns out to be, so a client that
    // loops refused documents is limited too. A spent address is refused from memory (the limiter
    // blocks it until its window ends) without reading the body or asking PostgreSQL. A request
    // with a cookie or key spends at its context instead, once it is known to be nobody's.
    const spentAnonymously = new WeakSet<FastifyRequest>();
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS' || request.headers.authorization !== undefined || request.cookies?.[SESSION_COOKIE]) return;
      spentAnonymously.add(request);
      try {
        await anonymousGraphql.consume(request.ip);
      } catch (err) {
        if (!(err instanceof TooManyRequestsError)) throw err;
        logRefusal(request.log, { status: 429, code: err.code, message: err.message });
        return reply
          .code(429)
          .header('retry-after', String(err.retryAfterSeconds))
          .send({ errors: [{ message: err.message, extensions: { code: err.code, retryAfterSeconds: err.retryAfterSeconds } }] });
      }
    });
    // Requests Apollo refuses before it builds their context (CSRF prevention, a body that is not
    // a GraphQL request, a context that fails) never reach its plugins (graphql/apollo.ts logs the
    // others): they are logged here, a client's refusal as a warning, a fault as an error.
    const logged = new WeakSet<FastifyRequest>();
    const apolloHandler = fastifyApolloHandler<Context>(apollo, {
      context: async (request, reply) => {
        try {
          const context = await contextOf(request, reply);
          // A caller with no session or API key spends a point of its address's per-minute budget,
          // as a partner's key does (docs/decisions/018-abuse-limits.md). Apollo builds the context
          // before it parses, so a refused request costs one counter update and nothing else;
          // documents over the operation limits were refused earlier still (http/limits.ts).
          if (!context.viewer && !spentAnonymously.has(request)) await anonymousGraphql.consume(context.meta.ip);
          logged.add(request); // from here on, Apollo's plugins log
          return context;
        } catch (err) {
          logged.add(request);
          // The database away (the session lookup, the anonymous counter): DATABASE_UNAVAILABLE,
          // whose `extensions.http` Apollo answers with (503, Retry-After), warned at most every
          // few seconds rather than logged per request (docs/decisions/033).
          if (err instanceof DatabaseUnavailableError) throw err;
          if (isDatabaseUnavailable(err)) {
            warnDatabaseUnavailable(request.log, err, request.id);
            throw new DatabaseUnavailableError();
          }
          if (isAppError(err) && HTTP_STATUS[err.code] < 500) logRefusal(request.log, { status: HTTP_STATUS[err.code], code: err.code, message: err.message });
          else request.log.error({ err }, 'GraphQL context failed');
          throw err;
        }
      },
    });
    scope.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      // A JSON body (document and variables) of 128 KB at most: a document is at most 20,000
      // characters (graphql/limits.ts), and reading a megabyte only to refuse it costs ~15 ms.
      // File uploads (multipart) have their own limits (graphql/uploads.ts).
      bodyLimit: GRAPHQL_BODY_LIMIT,
      handler: async function (request, reply) {
        const body: unknown = await apolloHandler.call(this, request as Parameters<typeof apolloHandler>[0], reply as Parameters<typeof apolloHandler>[1]);
        if (reply.statusCode >= 400 && !logged.has(request)) {
          let code = 'BAD_REQUEST';
          let message: string | undefined;
          try {
            const first = (JSON.parse(String(body)) as { errors?: { message?: string; extensions?: { code?: string } }[] }).errors?.[0];
            code = first?.extensions?.code ?? code;
            message = first?.message;
          } catch {
            // not JSON: the status says enough
          }
          if (reply.statusCode < 500) logRefusal(request.log, { status: reply.statusCode, code, message });
          else request.log.error({ status: reply.statusCode, code }, `GraphQL request failed: ${message ?? ''}`);
        }
        return body;
      },
    });
  });

  // ── REST shim.
  await app.register(registerRest, { contextOf, trustedOrigins: new Set([new URL(env.PUBLIC_URL).origin, ...allowedOrigins]) });

  // ── Development mail viewer: only in development without SMTP, where mail is not really
  // sent and a developer needs the activation and reset links; it answers loopback clients only.
  if (env.MAIL_TRANSPORT === 'log' && env.NODE_ENV === 'development') registerDevMailRoutes(app, prisma);

  // ── Stored public images (car pictures, supplier logos, avatars, location pictures), from
  // STORAGE_DIR and, for avatars when configured, the S3 bucket (http/cdn.ts). Only these
  // folders: private files such as licences never live under them.
  mkdirSync(env.STORAGE_DIR, { recursive: true });
  await registerCdn(app, { storageDir: env.STORAGE_DIR, storage });

  // ── The web app: its built files, and its pages rendered here (http/pages.ts).
  const webDist = path.resolve(env.WEB_DIST_DIR);
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const renderer = !hasWeb ? null : givenRenderer !== undefined ? givenRenderer : await loadRenderer(path.resolve(env.WEB_SSR_ENTRY));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      // Rendered pages are never the bare shell: `/` is rendered (below), `/index.html` is not a page.
      index: renderer ? false : 'index.html',
      allowedPath: (pathName) => !renderer || pathName !== '/index.html',
      // name.br / name.gz written once by the build (web/vite.config.ts, precompress), chosen
      // by Accept-Encoding, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change; everything else must be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const renderPage = renderer
    ? createPageRenderer({
        indexHtmlPath: path.join(webDist, 'index.html'),
        render: renderer,
        apollo,
        contextOf,
        publicUrl: env.PUBLIC_URL,
        anonymousBudget: anonymousGraphql,
        now: () => (clock ?? systemClock).now(),
      })
    : null;
  // The home page (the static files' wildcard would otherwise answer `/` as a folder).
  if (renderPage) app.get('/', async (request, reply) => renderPage(request, reply, 200));

  /** Whether `/car/{id}` names a car (getCar: null for an id that is not a UUID). */
  const carExists = async (url: string): Promise<boolean> => {
    let id: string;
    try {
      id = decodeURIComponent(url.replace(/\/+$/, '').split('/')[2] ?? '');
    } catch {
      return false;
    }
    return (await getCar({ db: prisma }, { id })) !== null;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === '/api' || url.startsWith('/api/');
    // /dev/* is the development mail viewer's: a plain 404 wherever it is not registered.
    const isDev = url === '/dev' || url.startsWith('/dev/');
    // A form of a server-rendered page sent before the page's script took over (a slow phone):
    // the page's forms post (never a GET that would put what was typed in the address), and the
    // browser is sent back to the page, where the script now handles the form.
    if (!isApi && !isDev && renderPage && request.method === 'POST' && matchRoute(url) !== null) {
      return reply.code(303).header('cache-control', 'no-store').redirect(request.url);
    }
    if (!isApi && !isDev && hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/cdn/')) {
      // ── shell (issue 14 point 8): a page of the web app (shared/routes.ts, the list the web's
      // router follows) gets the app with 200; any other path the same app with 404, which shows
      // its 'Nothing to see here!' page, so search engines and link checkers see a missing page.
      const route = matchRoute(url);
      // Rendered, the page itself says 404 for a car or article that does not exist.
      if (renderPage) return renderPage(request, reply, route === null ? 404 : 200);
      // A car page exists only for a car that does (issue 24 point 1): a malformed id is 404 too.
      const isPage = route === '/car/:id' ? await carExists(url) : route !== null;
      return reply.code(isPage ? 200 : 404).header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.code(404).send({
      error: 'NOT_FOUND',
      message: isApi ? `No API endpoint at ${request.method} ${url}.` : `Nothing at ${request.method} ${url}.`,
    });
  });

  return app;
}
