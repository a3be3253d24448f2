import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../env.ts';

/**
 * Security headers and response compression for every response (docs/decisions/017).
 *
 * The Content-Security-Policy names exactly what the web app loads: itself, the OpenStreetMap
 * tiles of the home page's map (web/src/routes/home/LocationsMap.tsx), and each outside
 * provider's script, frames and endpoints only when that provider is configured (the web
 * learns the keys from the server and loads nothing for an unset one). Adding a third-party
 * resource to the web app means adding it here, or browsers block it.
 */

type Directives = Record<string, string[]>;

const SELF = "'self'";
/** The home page's map tiles (web/src/routes/home/LocationsMap.tsx, TILES). */
export const MAP_TILES_ORIGIN = 'https://tile.openstreetmap.org';

/** What each optional provider needs, by directive; merged in only when it is configured. */
const PROVIDERS: { enabled: (env: Env) => boolean; directives: Directives }[] = [
  {
    // reCAPTCHA v3 (web/src/lib/recaptcha.ts), Google's documented CSP.
    enabled: (env) => Boolean(env.RECAPTCHA_SITE_KEY),
    directives: {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    },
  },
  {
    // Google Identity Services (web/src/lib/social.ts).
    enabled: (env) => Boolean(env.GOOGLE_CLIENT_ID),
    directives: {
      'script-src': ['https://accounts.google.com/gsi/client'],
      'frame-src': ['https://accounts.google.com/gsi/'],
      'connect-src': ['https://accounts.google.com/gsi/'],
      'style-src': ['https://accounts.google.com/gsi/style'],
    },
  },
  {
    // Sign in with Apple JS (popup mode).
    enabled: (env) => Boolean(env.APPLE_CLIENT_ID),
    directives: {
      'script-src': ['https://appleid.cdn-apple.com'],
      'frame-src': ['https://appleid.apple.com'],
      'connect-src': ['https://appleid.apple.com'],
    },
  },
  {
    // Facebook's JavaScript SDK (login dialog in a popup; the SDK keeps iframes of its own).
    enabled: (env) => Boolean(env.FACEBOOK_APP_ID),
    directives: {
      'script-src': ['https://connect.facebook.net'],
      'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
      'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com'],
      'img-src': ['https://www.facebook.com'],
    },
  },
  {
    // Stripe.js and embedded Checkout, when card payments are configured.
    enabled: (env) => Boolean(env.STRIPE_PUBLISHABLE_KEY),
    directives: {
      'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
      'connect-src': ['https://api.stripe.com', 'https://checkout.stripe.com'],
      'img-src': ['https://*.stripe.com'],
    },
  },
];

// ── analytics (issue 14 point 7): only with ANALYTICS_ID. The script's own origin (from
// ANALYTICS_SCRIPT_URL, so a self-hosted or test script works), and for Google Analytics the
// hosts its documented CSP lists for the hits it sends.
const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

function analyticsDirectives(env: Env): Directives {
  if (!env.ANALYTICS_ID) return {};
  const origin = new URL(env.ANALYTICS_SCRIPT_URL.replaceAll('{id}', 'id')).origin;
  const hits = origin === GOOGLE_TAG_ORIGIN ? GOOGLE_ANALYTICS_HOSTS : [];
  return { 'script-src': [origin], 'connect-src': [origin, ...hits], 'img-src': [origin, ...hits] };
}

const isHttps = (env: Pick<Env, 'PUBLIC_URL'>) => new URL(env.PUBLIC_URL).protocol === 'https:';

/** The web app's policy for this configuration. */
export function appContentSecurityPolicy(env: Env): Directives {
  const directives: Directives = {
    'default-src': [SELF],
    'script-src': [SELF],
    'script-src-attr': ["'none'"],
    // Mantine writes its CSS variables and some component styles as <style> elements at run
    // time (no nonce without rendering index.html per request): inline styles stay allowed.
    // Inline scripts do not.
    'style-src': [SELF, "'unsafe-inline'"],
    // Images: our files (/cdn, also at PUBLIC_URL when that is another origin), data: URLs
    // (index.html's empty favicon, Leaflet's CSS) and the map tiles.
    'img-src': [SELF, 'data:', 'blob:', new URL(env.PUBLIC_URL).origin, MAP_TILES_ORIGIN],
    'font-src': [SELF, 'data:'],
    'connect-src': [SELF],
    'frame-src': [],
    'object-src': ["'none'"],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': ["'none'"],
  };
  for (const provider of PROVIDERS) {
    if (!provider.enabled(env)) continue;
    for (const [name, sources] of Object.entries(provider.directives)) directives[name].push(...sources);
  }
  for (const [name, sources] of Object.entries(analyticsDirectives(env))) directives[name].push(...sources);
  if (directives['frame-src'].length === 0) directives['frame-src'] = ["'none'"];
  if (isHttps(env)) directives['upgrade-insecure-requests'] = [];
  for (const name of Object.keys(directives)) directives[name] = [...new Set(directives[name])];
  return directives;
}

/**
 * Apollo Sandbox, the landing page on GET /graphql that partner developers use: Apollo's page
 * loads the embeddable Sandbox from Apollo's CDN with nonce'd inline scripts and styles (and
 * sets its own nonce-based policy in a meta tag, which browsers enforce together with this
 * one). It gets this policy, and only that page.
 */
const APOLLO_CDN = [
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://embeddable-explorer.cdn.apollographql.com',
  'https://apollo-server-landing-page.cdn.apollographql.com',
];
export const SANDBOX_CONTENT_SECURITY_POLICY = serialize({
  'default-src': [SELF],
  'script-src': [SELF, "'unsafe-inline'", ...APOLLO_CDN],
  'style-src': [SELF, "'unsafe-inline'", ...APOLLO_CDN, 'https://fonts.googleapis.com'],
  'font-src': [SELF, 'https://fonts.gstatic.com'],
  'img-src': [SELF, 'data:', 'https://apollo-server-landing-page.cdn.apollographql.com'],
  'manifest-src': [SELF, 'https://apollo-server-landing-page.cdn.apollographql.com'],
  'frame-src': ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'],
  'connect-src': [SELF],
  'object-src': ["'none'"],
  'base-uri': [SELF],
  'form-action': [SELF],
  'frame-ancestors': ["'none'"],
});

export function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy with a nonce source added to its script-src (which every policy here has). */
export function withScriptNonce(policy: string, nonce: string): string {
  const withNonce = policy.replace(/(^|;\s*)(script-src\b[^;]*)/, (_match, before: string, directive: string) => `${before}${directive.trimEnd()} 'nonce-${nonce}'`);
  if (withNonce === policy) throw new Error('The Content-Security-Policy has no script-src to add a nonce to.');
  return withNonce;
}

const nonces = new WeakMap<ServerResponse, string>();

/**
 * This response's Content-Security-Policy nonce, drawn when first asked for, and only then: the
 * server-rendered pages' inline scripts need one (http/pages.ts); API answers, files and errors
 * do not, and their policy carries none. Drawing it adds it to the response's policy, which
 * helmet has already set (onRequest) without one.
 */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
    const policy = response.getHeader('content-security-policy');
    if (typeof policy !== 'string') throw new Error('A nonce was asked for a response without a Content-Security-Policy.');
    response.setHeader('content-security-policy', withScriptNonce(policy, nonce));
  }
  return nonce;
}

const isSandboxPage = (request: FastifyRequest, contentType: unknown) =>
  request.method === 'GET' &&
  (request.url === '/graphql' || request.url.startsWith('/graphql?')) &&
  typeof contentType === 'string' &&
  contentType.startsWith('text/html');

/** Helmet's configuration: the headers every response carries. */
function helmetOptions(env: Env) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      // A server-rendered page adds its own script nonce (cspNonce, above); no other response
      // draws one. Scripts only: a style nonce would make browsers ignore 'unsafe-inline' for
      // styles, which Mantine's <style> elements and style attributes need.
      directives: appContentSecurityPolicy(env),
    },
    // Social sign-in (Google, Apple, Facebook) opens the provider in a popup that must be able
    // to answer its opener; `same-origin` would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Same-origin by default; /cdn images are set to cross-origin where they are served
    // (app.ts), since reference-platform clients on other origins show them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The map tile server asks for a Referer (OpenStreetMap's tile usage policy), so the
    // origin is sent cross-origin (never the path or query: search URLs carry the criteria).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only when the public address is HTTPS: over plain HTTP it is ignored at best and,
    // on localhost, would pin a developer's browser to HTTPS for every local port.
    strictTransportSecurity: isHttps(env) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  } as const;
}

/**
 * The same headers, set on a response directly: for the router's own refusals (a malformed
 * path, app.ts frameworkErrors), which Fastify answers without running any onRequest hook.
 */
export function securityHeaders(env: Env): (request: IncomingMessage, response: ServerResponse) => void {
  const middleware = helmet(helmetOptions(env));
  return (request, response) => middleware(request, response, () => {});
}

/**
 * Registers helmet (headers on every response, 404s and errors included; the router's refusals
 * take them from securityHeaders) and compression of dynamic responses (GraphQL, REST, error
 * bodies) above 1 KB. Static web assets are sent precompressed by @fastify/static instead
 * (app.ts); compress leaves a response that already has a Content-Encoding alone.
 */
export async function registerSecurityAndCompression(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(env));
  app.addHook('onSend', async (request, reply, payload) => {
    if (isSandboxPage(request, reply.getHeader('content-type'))) {
      reply.header('content-security-policy', SANDBOX_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });

  await app.register(fastifyCompress, {
    global: true,
    // Below about 1 KB the headers and the compressor's framing eat most of the gain.
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
