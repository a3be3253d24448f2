import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import { appContentSecurityPolicy } from '../../src/http/security.ts';
import { matchRoute, ROUTE_PATTERNS } from '../../src/shared/routes.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';

/**
 * Issue 14, points 1, 7 and 8, as the server carries them: the footer's contact address and the
 * analytics configuration in the settings (GraphQL and REST), the analytics script allowed by the
 * Content-Security-Policy only when configured, and 404 for paths that are not pages of the web
 * app (the same app, which shows 'Nothing to see here!'), 200 for those that are.
 * server/test/http/production.test.ts checks the same statuses on the built, deployed server.
 */
let db: TestDatabase;
let plain: TestServer; // default configuration: no analytics
let withAnalytics: TestServer;
let webDist: string;
const INDEX = '<!doctype html><title>Erbil Car Rental</title><div id="root"></div>';

beforeAll(async () => {
  db = await createTestDatabase();
  webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // Own set-up: two instances over one database (plain and with analytics), over a web build this file writes first.
  plain = await startTestServer(db, { WEB_DIST_DIR: webDist });
  withAnalytics = await startTestServer(db, {
    WEB_DIST_DIR: webDist,
    CONTACT_EMAIL: 'hello@erbil-cars.example',
    ANALYTICS_ID: 'G-TEST123',
    ANALYTICS_SCRIPT_URL: 'https://stats.example.net/script.js?site={id}',
  });
});
afterAll(async () => {
  await plain?.close();
  await withAnalytics?.close();
  await db?.drop();
  rmSync(webDist, { recursive: true, force: true });
});

const SETTINGS = /* GraphQL */ `{ settings { contactEmail analytics { id scriptUrl } } }`;

describe('settings: contact address and analytics', () => {
  it('by default: the default contact address and no analytics, in GraphQL and GET /api/settings', async () => {
    const res = await plain.gql(SETTINGS);
    expect(res.errors).toBeUndefined();
    expect(res.data!.settings).toEqual({ contactEmail: 'contact@erbil-rental.test', analytics: null });
    const rest = (await (await fetch(`${plain.baseUrl}/api/settings`)).json()) as Record<string, unknown>;
    expect(rest).toMatchObject({ contactEmail: 'contact@erbil-rental.test', analytics: null });
  });

  it('from the configuration: CONTACT_EMAIL, ANALYTICS_ID and the script URL with the id filled in', async () => {
    const res = await withAnalytics.gql(SETTINGS);
    expect(res.data!.settings).toEqual({
      contactEmail: 'hello@erbil-cars.example',
      analytics: { id: 'G-TEST123', scriptUrl: 'https://stats.example.net/script.js?site=G-TEST123' },
    });
    const rest = (await (await fetch(`${withAnalytics.baseUrl}/api/settings`)).json()) as Record<string, unknown>;
    expect(rest).toMatchObject(res.data!.settings);
  });

  it('the Content-Security-Policy allows the analytics script only when an id is configured', async () => {
    const without = (await fetch(`${plain.baseUrl}/`)).headers.get('content-security-policy')!;
    // The shell has no inline script, and no nonce: only server-rendered pages draw one.
    expect(without).toMatch(/script-src 'self'(;|$)/);
    expect(without).not.toContain('stats.example.net');
    expect(without).not.toContain('googletagmanager');

    const policy = (await fetch(`${withAnalytics.baseUrl}/`)).headers.get('content-security-policy')!;
    const directive = (name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://stats.example.net');
    expect(directive('connect-src')).toContain('https://stats.example.net');

    // Google's default script also sends its hits to Google Analytics' hosts.
    const google = parseEnv({ ANALYTICS_ID: 'G-ABC' });
    expect(google.ANALYTICS_SCRIPT_URL).toBe('https://www.googletagmanager.com/gtag/js?id={id}');
    const googlePolicy = appContentSecurityPolicy(google);
    expect(googlePolicy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(googlePolicy['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('a malformed id or script URL stops the boot saying what to set', () => {
    expect(() => parseEnv({ ANALYTICS_ID: 'G-ABC"><script>' })).toThrow(/ANALYTICS_ID: must be an analytics id/);
    expect(() => parseEnv({ ANALYTICS_ID: 'G-ABC', ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/ANALYTICS_SCRIPT_URL: must be an http\(s\) URL/);
    expect(parseEnv({ ANALYTICS_ID: '' }).ANALYTICS_ID).toBeUndefined();
  });
});

describe('unknown paths answer 404 with the app; pages 200 (issue 14 point 8)', () => {
  const get = (url: string, method = 'GET') => fetch(`${plain.baseUrl}${url}`, { method, headers: { accept: 'text/html' } });

  it.each([
    '/',
    '/search?l=fr',
    '/SEARCH',
    '/faq/',
    '/about',
    '/tos',
    '/privacy',
    '/contact',
    '/locations',
    '/suppliers',
    '/sign-in?from=/settings',
    '/settings',
    '/booking?b=1',
    '/blog/1/scenic-road-trips-in-kurdistan',
    '/blog/2/pourquoi-louer-une-voiture-a-erbil',
    '/blog/3/any-title',
    '/checkout-session/cs_test_a1B2c3',
    '/confirm-email?token=abc',
  ])('%s is a page: 200', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it.each(['/no/such/page', '/blog/4/a-title', '/blog/1', '/blog/1/a/b', '/sign-in/extra', '/checkout-session', '/checkout-session/', '/assets/missing.js', '/index'])(
    '%s is not: 404 with the app, never cached',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('/car/{id} is a page only for a car that exists (issue 24 point 1): unknown or malformed ids are 404, never 500', async () => {
    const car = await db.prisma.car.findFirstOrThrow();
    for (const url of [`/car/${car.id}`, `/car/${car.id}?pickup=x&from=2026-01-01`, `/CAR/${car.id}/`]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
    for (const url of ['/car/00000000-0000-4000-8000-000000000000', '/car/not-a-uuid', `/car/${'9'.repeat(500)}`, '/car']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toBe(INDEX);
    }
    expect((await get('/car/00000000-0000-4000-8000-000000000000', 'HEAD')).status).toBe(404);
    // A broken escape or a NUL is refused before any route (ADR 032): a 400, never a 500.
    for (const url of ['/car/%E0%A4%A', '/car/%00']) expect((await get(url)).status, url).toBe(400);
  });

  it('HEAD answers the same statuses', async () => {
    expect((await get('/about', 'HEAD')).status).toBe(200);
    expect((await get('/nope', 'HEAD')).status).toBe(404);
  });

  it('leaves /api, /graphql, /cdn and files alone', async () => {
    const api = await get('/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'NOT_FOUND', message: 'No API endpoint at GET /api/no-such-endpoint.' });
    const cdn = await get('/cdn/cars/no-such-car.svg');
    expect(cdn.status).toBe(404);
    expect(await cdn.text()).not.toContain('<div id="root">');
    const asset = await get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1)');
    const graphql = await plain.gql('{ settings { contactEmail } }');
    expect(graphql.status).toBe(200);
    // A POST to a page path is not a page either.
    const post = await fetch(`${plain.baseUrl}/about`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('matchRoute', () => {
  it('matches every pattern with its parameters filled in, and nothing else', () => {
    for (const pattern of ROUTE_PATTERNS) {
      const example = pattern.replace(':id', '2').replace(':action', 'confirm').replace(/:\w+/g, 'x');
      expect(matchRoute(example), example).toBe(pattern);
      if (pattern !== '/') expect(matchRoute(`${example}/more`), `${example}/more`).toBeNull();
    }
    expect(matchRoute('/blog/0/x')).toBeNull();
    expect(matchRoute('/blog/12/x')).toBeNull();
    expect(matchRoute('/newsletter/unsubscribe')).toBe('/newsletter/:action');
    expect(matchRoute('/newsletter/subscribe')).toBeNull();
    expect(matchRoute('//about')).toBeNull();
    expect(matchRoute('/Checkout-Session/ABC')).toBe('/checkout-session/:sessionId');
  });
});
