import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.ts';
import { ForbiddenError, isAppError } from '../errors.ts';
import { CHECK_PASSWORD_ROUTE, registerAccountRoutes } from './accounts.ts';
import { registerLocationRoutes } from './locations.ts';
import { registerCatalogRoutes } from './catalog.ts';
import { registerSettingsRoutes } from './settings.ts';
import { registerStripeRoutes } from './stripe.ts';
import { registerLicenceRoutes } from './licences.ts';
import { registerCheckoutRoutes } from './checkout.ts';
import { registerPaymentRoutes } from './payments.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerProfileRoutes } from './profile.ts';
import { sendError } from './http.ts';
import { registerBookingRoutes } from './bookings.ts';
import { registerSupplierRoutes } from './suppliers.ts';
import { registerContactRoutes } from './contact.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The service context of an /api request (built before the handler runs). */
    ctx: ServiceContext;
  }
}

export interface RestOptions {
  /** The one context factory (app.ts), shared with GraphQL. */
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<ServiceContext>;
  /** Origins whose pages may change things through the shim besides the app's own (PUBLIC_URL, CORS_ORIGINS). */
  trustedOrigins: ReadonlySet<string>;
}

/** Methods that change nothing (the shim's GETs only read). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The /api shim: same services as GraphQL, answering in the reference platform's shapes. Every
 * handler parses its path, query and body with zod (rest/http.ts), calls services with the
 * request's context and maps the result; none touches the database.
 */
export async function registerRest(api: FastifyInstance, { contextOf, trustedOrigins }: RestOptions): Promise<void> {
  // A page of another site may not change anything through the shim. The shim takes form-encoded
  // bodies (older clients), which a page anywhere can post with a plain HTML form: without this, it
  // could sign a visitor into the poster's own account (login CSRF: the licence and bookings the
  // visitor then adds land there) or sign them out. Browsers name the page's origin on every
  // cross-origin POST, PUT and DELETE; apps and servers (reference clients, Stripe's webhook) send
  // no Origin and pass. GraphQL has Apollo's own CSRF prevention.
  api.addHook('onRequest', async (request) => {
    // The one GET that spends something: each check uses up the account's password-check limit,
    // so another site's links (a top-level navigation carries the session cookie) could lock its
    // owner out of changing the password.
    const spends = request.routeOptions.url === CHECK_PASSWORD_ROUTE;
    if (SAFE_METHODS.has(request.method) && !spends) return;
    const origin = request.headers.origin;
    const crossSite =
      origin !== undefined ? origin !== `${request.protocol}://${request.host}` && !trustedOrigins.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite) throw new ForbiddenError('A page of another site cannot change anything here.', 'CROSS_SITE_REQUEST', 403);
  });

  // A request that carries no body is a request without a payload, whatever its Content-Type
  // says: reference clients send `Content-Type: application/json` (or form-encoded) on body-less
  // POSTs such as sign-out. Without this, Fastify answers 400 (empty JSON) or 415.
  api.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    if (headers['content-type'] !== undefined && headers['transfer-encoding'] === undefined && (headers['content-length'] ?? '0') === '0') {
      delete headers['content-type'];
    }
  });
  // The same for a chunked body that turns out empty: JSON parsed as Fastify does (prototype
  // poisoning refused), but nothing at all is no payload rather than a 400.
  const json = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return json(request, body as string, done);
  });
  // Form-encoded bodies (older clients) read as flat objects of strings.
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  api.decorateRequest('ctx', null as unknown as ServiceContext);
  api.addHook('preHandler', async (request, reply) => {
    request.ctx = await contextOf(request, reply);
  });

  // Our typed errors in the shim's JSON shape; anything else goes to the app's handler.
  api.setErrorHandler((err, _request, reply) => {
    if (isAppError(err)) return sendError(reply, err);
    throw err;
  });

  registerLocationRoutes(api);
  registerAccountRoutes(api);
  registerCatalogRoutes(api);
  registerSettingsRoutes(api);
  registerStripeRoutes(api);
  registerCheckoutRoutes(api);
  registerPaymentRoutes(api);
  registerNotificationRoutes(api);
  registerBookingRoutes(api);
  registerSupplierRoutes(api);
  registerContactRoutes(api);
  // Its own scope: the multipart parser of the upload routes applies to them only.
  await api.register(registerLicenceRoutes);
  // The settings paths (update-user, avatar upload with its own multipart scope, ...).
  await api.register(registerProfileRoutes);
}
