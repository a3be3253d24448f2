import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import type { RenderPage } from '../../src/http/pages.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';

/**
 * Issue 25 point 5: every public route is rendered by the server, fetched here with plain HTTP as
 * a search engine, a link preview or a phone before its script would see it: status, title,
 * language, the page's main content, the nonce'd state and no caching of per-visitor HTML.
 * The renderer is the web's own (web/src/entry-server.tsx), running the real GraphQL pipeline.
 */
let db: TestDatabase;
let server: TestServer;
let webDist: string;
const INDEX =
  '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Rent a car in Erbil." /><title>Erbil Car Rental</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-test.js"></script></body></html>';

let criteria: string;
let renderPage: RenderPage;
let car: { id: string; name: string };

beforeAll(async () => {
  db = await createTestDatabase();
  webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  // The web's source, compiled by Vitest (the server's own compiler never reads web code).
  const web = new URL('../../../web/src/entry-server.tsx', import.meta.url).pathname;
  const { render } = (await import(web)) as { render: RenderPage };
  renderPage = render;
  // Own set-up (could move to withTestServer with env/renderPage; left for time): a web build written first, a recording renderPage.
  server = await startTestServer(db, { WEB_DIST_DIR: webDist }, { renderPage: render });
  // A place with cars, and a period three days ahead within opening hours (10:00 in Erbil).
  const { rows } = await db.query<{ id: string }>(
    `SELECT cl.location_id AS id FROM car_locations cl JOIN cars c ON c.id = cl.car_id WHERE c.available GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const from = new Date(Date.now() + 3 * 86_400_000);
  from.setUTCHours(7, 0, 0, 0);
  const to = new Date(from.getTime() + 3 * 86_400_000);
  criteria = new URLSearchParams({ pickup: rows[0].id, dropoff: rows[0].id, from: from.toISOString(), to: to.toISOString() }).toString();
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${url}`, { headers: { 'x-forwarded-for': '10.77.0.1', ...headers } });
  const html = await res.text();
  const state = /<script type="application\/json" id="app-state" nonce="([^"]+)">(.*?)<\/script>/s.exec(html);
  const text = html
    .replace(/<(script|style)[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
  return {
    res,
    html,
    text,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    nonce: state?.[1],
    state: state ? (JSON.parse(state[2]) as { language: string; currency: string; user: { id: string } | null; hydrate: boolean; apollo: Record<string, Record<string, unknown>>; messages?: Record<string, unknown> }) : null,
  };
}

describe('server-rendered pages', () => {
  it('home: the search form and the content in the HTML, titled, in English, not cached', async () => {
    const home = await page('/');
    expect(home.res.status).toBe(200);
    expect(home.title).toBe('Car rental in Erbil | Erbil Car Rental');
    expect(home.lang).toBe('en');
    expect(home.text).toContain('Search');
    expect(home.res.headers.get('cache-control')).toBe('private, no-store');
    expect(home.state).toMatchObject({ language: 'en', currency: 'USD', user: null, hydrate: true });
  });

  it('search: the results for the URL criteria are in the HTML, with the data the browser hydrates from', async () => {
    const search = await page(`/search?${criteria}`);
    expect(search.res.status).toBe(200);
    expect(search.title).toBe('Search results | Erbil Car Rental');
    const ids = [...search.html.matchAll(/data-car-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    const { rows } = await db.query<{ id: string; name: string }>(`SELECT id, name FROM cars WHERE id = $1`, [ids[0]]);
    car = rows[0];
    expect(search.text).toContain(car.name);
    // The first result's picture is preloaded from the head, and not lazy in the page.
    const preload = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high">/.exec(search.html);
    expect(preload).not.toBeNull();
    expect(search.html).toMatch(new RegExp(`<img[^>]*src="${preload![1].replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}"[^>]*loading="eager"|<img[^>]*loading="eager"[^>]*src="${preload![1].replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}"`));
    // The first page of results is in the state: hydration asks the server for nothing again.
    expect(Object.keys(search.state!.apollo.ROOT_QUERY).some((key) => key.startsWith('searchCars('))).toBe(true);
  });

  it("carries the app catalog of the page's language in the state, so the browser loads no catalog script before hydrating", async () => {
    // ADR 044 (L2): the messages the first render needs are data in the page, not a script chunk.
    const en = (await import('../../../web/src/i18n/messages/en.json')).default as Record<string, string>;
    const fr = (await import('../../../web/src/i18n/messages/fr.json')).default as Record<string, string>;
    for (const [url, catalog] of [['/', en], ['/search?l=fr', fr]] as const) {
      const rendered = await page(url);
      expect(Object.keys(rendered.state!.messages ?? {}).sort(), url).toEqual(Object.keys(catalog).sort());
    }
    // Each message as the page uses it: the French one for a French page.
    const french = await page('/?l=fr');
    expect(JSON.stringify(french.state!.messages!['home.title'])).toContain(fr['home.title']!.split(' ')[0]);
  });

  it('car page: the car, its price for the dates and a description for sharing; an unknown car is 404', async () => {
    const carPage = await page(`/car/${car.id}?${criteria}`);
    expect(carPage.res.status).toBe(200);
    expect(carPage.title).toBe(`${car.name} | Erbil Car Rental`);
    expect(carPage.text).toContain(car.name);
    expect(carPage.text).toMatch(/\$\d/);
    expect(carPage.description).not.toBe('Rent a car in Erbil.');

    for (const url of ['/car/00000000-0000-4000-8000-000000000000', '/car/not-a-car']) {
      const missing = await page(url);
      expect(missing.res.status, url).toBe(404);
      expect(missing.title, url).toBe('Nothing to see here! | Erbil Car Rental');
    }
  });

  it.each([
    ['/sign-in', 'Sign in | Erbil Car Rental', 'Password'],
    ['/sign-up', 'Create an account | Erbil Car Rental', 'Full name'],
    ['/forgot-password', 'Forgot your password? | Erbil Car Rental', 'Email'],
    ['/about', 'About us | Erbil Car Rental', 'Erbil'],
    ['/faq', 'Frequently asked questions | Erbil Car Rental', '?'],
    ['/tos', 'Terms of service | Erbil Car Rental', 'Terms'],
    ['/privacy', 'Privacy policy | Erbil Car Rental', 'Privacy'],
    ['/contact', 'Contact us | Erbil Car Rental', 'Message'],
    ['/locations', 'Rental locations | Erbil Car Rental', 'Erbil International Airport'],
    ['/suppliers', 'Suppliers | Erbil Car Rental', 'Supplier'],
  ])('%s: 200, its title and content', async (url, title, content) => {
    const rendered = await page(url);
    expect(rendered.res.status).toBe(200);
    expect(rendered.title).toBe(title);
    expect(rendered.text).toContain(content);
  });

  it("a driver's page asked for without a session is a redirect to sign-in that comes back to it", async () => {
    for (const path of ['/bookings', '/settings?tab=licence']) {
      const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!, server.baseUrl);
      expect(location.pathname).toBe('/sign-in');
      expect(location.searchParams.get('from')).toBe(path);
    }
    // The language asked for in the link goes along.
    const french = await fetch(`${server.baseUrl}/bookings?l=fr`, { redirect: 'manual' });
    const frenchLocation = new URL(french.headers.get('location')!, server.baseUrl);
    expect(frenchLocation.pathname).toBe('/sign-in');
    expect(frenchLocation.searchParams.get('l')).toBe('fr');
  });

  it('a blog article is rendered; an article that does not exist and a path of no page are 404', async () => {
    // A title that is not the article's (an old link, another language) is sent to the right one.
    const moved = await fetch(`${server.baseUrl}/blog/1/a-title?l=fr`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    const location = moved.headers.get('location')!;
    expect(location).toMatch(/^\/blog\/1\/[a-z0-9-]+\?l=fr$/);
    const article = await page(location);
    expect(article.res.status).toBe(200);
    expect(article.lang).toBe('fr');
    expect(article.title).not.toBe('Erbil Car Rental');
    expect(article.text).toContain(article.title!.replace(' | Erbil Car Rental', ''));
    for (const url of ['/blog/4/a-title', '/no/such/page']) {
      const missing = await page(url);
      expect(missing.res.status, url).toBe(404);
      expect(missing.text, url).toContain('Nothing to see here!');
    }
  });

  it('checkout renders its frame with the car it was asked for', async () => {
    const checkout = await page(`/checkout?car=${car.id}&${criteria}`);
    expect(checkout.res.status).toBe(200);
    expect(checkout.text).toContain(car.name);
  });

  it('every inline script carries the response nonce of the Content-Security-Policy', async () => {
    const search = await page(`/search?${criteria}`);
    const policy = search.res.headers.get('content-security-policy')!;
    expect(policy).toContain(`'nonce-${search.nonce}'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const inline = [...search.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${search.nonce}"`);
    // Another response, another nonce.
    expect((await page('/')).nonce).not.toBe(search.nonce);
  });
});

describe('forms before the script has taken over', () => {
  it('post (what was typed never goes in the address), and a post to a page sends the browser back to it', async () => {
    const signIn = await page('/sign-in?l=fr');
    expect(signIn.html).toMatch(/<form[^>]*method="post"[^>]*>(?:(?!<\/form>).)*type="password"/s);
    const sent = await fetch(`${server.baseUrl}/sign-in?l=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.77.0.2' },
      body: 'email=someone%40example.com&password=secret123',
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/sign-in?l=fr');
    // Anything else posted outside the API keeps its 404.
    const nowhere = await fetch(`${server.baseUrl}/no/such/page`, { method: 'POST', headers: { 'x-forwarded-for': '10.77.0.2' }, redirect: 'manual' });
    expect(nowhere.status).toBe(404);
  });
});

describe('Sorani Kurdish and Arabic pages (issue 27): the language and right to left on <html>', () => {
  const dir = (html: string) => /<html lang="[^"]*" dir="([^"]+)"/.exec(html)?.[1];

  it('?l=ckb, ?l=ar, the language cookie and the signed-in user choose them; the page is right to left', async () => {
    const ckb = (await import('../../../web/src/i18n/messages/ckb.json')).default as Record<string, string>;
    const kurdish = await page('/about?l=ckb');
    expect([kurdish.lang, dir(kurdish.html)]).toEqual(['ckb', 'rtl']);
    expect(kurdish.state?.language).toBe('ckb');
    expect(kurdish.state?.messages?.['home.title']).toBe(ckb['home.title']);

    const arabic = await page('/sign-in', { cookie: 'language=ar' });
    expect([arabic.lang, dir(arabic.html)]).toEqual(['ar', 'rtl']);

    const user = await createDriver(db.prisma, { fullName: 'Shilan Aziz', language: 'ckb' });
    const { token } = await createSession(db.prisma, user.id, { persistent: false });
    const signedIn = await page('/about', { cookie: `${SESSION_COOKIE}=${token}; language=en` });
    expect([signedIn.lang, dir(signedIn.html)]).toEqual(['ckb', 'rtl']);

    // The others stay left to right, two-letter codes as before.
    const english = await page('/about?l=en', { cookie: 'language=ar' });
    expect([english.lang, dir(english.html)]).toEqual(['en', 'ltr']);
    expect(dir((await page('/about?l=fr')).html)).toBe('ltr');
  });

  it('renders prices in Western digits in Arabic, and in Eastern Arabic ones with the digits cookie', async () => {
    const western = await page(`/car/${car.id}?${criteria}&l=ar`);
    expect(western.text).toMatch(/\$\d/);
    // Nothing in Eastern digits but the footer's digits choice, whose option shows a sample of them.
    const eastern123 = /\([٠-٩]+\)/;
    expect(western.text).toMatch(eastern123);
    expect(western.text.replace(eastern123, '')).not.toMatch(/[٠-٩]/);
    const eastern = await page(`/car/${car.id}?${criteria}&l=ar`, { cookie: 'digits=arab' });
    expect(eastern.text).toMatch(/\$[٠-٩]/);
    expect(eastern.text).toMatch(/[٠-٩]+ كانون|[٠-٩]+ (?:كانون|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين)/);
    // The cookie means nothing in English.
    expect((await page(`/car/${car.id}?${criteria}&l=en`, { cookie: 'digits=arab' })).text).not.toMatch(/[٠-٩]/);
  });
});

describe('the language of the HTML (spec §2)', () => {
  it('follows ?l=, then the signed-in user, then the language cookie, then English', async () => {
    expect((await page('/about?l=fr')).lang).toBe('fr');
    expect((await page('/about?l=fr')).title).toBe('À propos | Erbil Car Rental');
    expect((await page('/about', { cookie: 'language=es' })).lang).toBe('es');
    expect((await page('/about', { cookie: 'language=xx' })).lang).toBe('en');

    const user = await createDriver(db.prisma, { fullName: 'Rezan Karim', language: 'fr' });
    const { token } = await createSession(db.prisma, user.id, { persistent: false });
    const signedIn = await page('/about', { cookie: `${SESSION_COOKIE}=${token}; language=es` });
    expect(signedIn.lang).toBe('fr');
    expect(signedIn.state?.user?.id).toBe(user.id);
    expect(signedIn.text).toContain('Rezan Karim');
    expect((await page('/about?l=es', { cookie: `${SESSION_COOKIE}=${token}` })).lang).toBe('es');

    // Signed in, the sign-in page sends the driver on (to where it was asked to come back) and
    // the driver's own pages render.
    const onward = await fetch(`${server.baseUrl}/sign-in?from=/bookings`, { headers: { cookie: `${SESSION_COOKIE}=${token}` }, redirect: 'manual' });
    expect(onward.status).toBe(302);
    expect(onward.headers.get('location')).toBe('/bookings');
    expect((await page('/bookings', { cookie: `${SESSION_COOKIE}=${token}` })).res.status).toBe(200);
  });

  it('renders prices in the currency cookie', async () => {
    const search = await page(`/search?${criteria}`, { cookie: 'currency=EUR' });
    expect(search.state?.currency).toBe('EUR');
    expect(search.text).toMatch(/\d+[.,]\d{2} €|€/);
  });
});

describe('a page whose data cannot be loaded', () => {
  /** The page at `url` rendered (no HTTP) with every query answered by this error, as /graphql would. */
  const renderAnswering = (url: string, message: string, code: string) =>
    renderPage({
      url,
      origin: 'http://localhost:3000',
      languageCookie: null,
      currencyCookie: null,
      hasSession: false,
      now: new Date(),
      nonce: 'bm9uY2Vub25jZW5vbmNlMQ==',
      execute: async () => ({ errors: [{ message, extensions: { code } }] }),
    });

  it("renders the page's error state with 503, and tells the browser to render afresh rather than hydrate", async () => {
    // The database is away: every query answers as /graphql would then.
    const result = await renderAnswering(`/search?${criteria}`, 'The service is unavailable. Try again shortly.', 'SERVICE_UNAVAILABLE');
    expect(result.status).toBe(503);
    expect(result.html).toContain('The cars could not be loaded.');
    expect(JSON.parse(result.state)).toMatchObject({ hydrate: false });
    // A form error of the page's own (bad criteria) is the page's state, not a failure.
    const refused = await renderAnswering(`/search?${criteria}`, 'Pick-up must be in the future.', 'BAD_USER_INPUT');
    expect(refused.status).toBe(200);
    expect(JSON.parse(refused.state)).toMatchObject({ hydrate: false });
  });
});
