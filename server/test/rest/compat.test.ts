import { request } from 'node:http';
import { describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createDriver, placeNames } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestClient, type TestServer } from '../http.ts';
import { lastLink, uniqueEmail } from '../accounts/helpers.ts';

/**
 * What clients of the reference platform send, byte for byte, and the shapes they read back
 * (product-decisions "REST shim compatibility"): trailing slashes, any letter case, body-less
 * POSTs with a Content-Type, values of the reference's enums we do not have.
 */
let db: TestDatabase;
let server: TestServer;
const ORIGIN = 'https://partner.example';
withTestServer((made) => ({ db, server } = made), { env: { CORS_ORIGINS: ORIGIN } });

const PASSWORD = 'Driver123!';
const json = (body: unknown, method = 'POST'): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
/** A request with a Content-Type and no body at all (what axios sends for `post(url)`). */
const bodiless = (contentType: string, method = 'POST'): RequestInit => ({ method, headers: { 'content-type': contentType } });
const get = (path: string) => server.client().fetch(path);

function at(days: number): string {
  const d = new Date(inject('seedNow'));
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(7, 0, 0, 0);
  return d.toISOString();
}
const criteria = { pickupLocation: scenario.location.airport, from: at(60), to: at(63), deposit: -1, rating: -1, seats: -1 };
type Paged = [{ resultData: { _id: string; fuelPolicy: string; range: string }[]; pageInfo: { totalRecords: number }[] }] | [];

async function signedIn(): Promise<{ browser: TestClient; id: string; email: string }> {
  const user = await createDriver(db.prisma, { email: uniqueEmail('compat'), password: PASSWORD, verified: true });
  const browser = server.client();
  expect((await browser.fetch('/api/sign-in/frontend', json({ email: user.email, password: PASSWORD, stayConnected: false }))).status).toBe(200);
  return { browser, id: user.id, email: user.email };
}

describe('REST paths as reference clients write them', () => {
  it('ignore a trailing slash', async () => {
    const res = await get('/api/locations/1/30/en/?s=');
    expect(res.status).toBe(200);
    const [page] = (await res.json()) as [{ resultData: { _id: string }[]; pageInfo: { totalRecords: number }[] }];
    expect(page.pageInfo).toEqual([{ totalRecords: await db.prisma.location.count() }]);
    const countries = await get('/api/countries-with-locations/en/true/4/?s=');
    expect(countries.status).toBe(200);
    expect(((await countries.json()) as { _id: string }[]).map((c) => c._id)).toEqual([scenario.country.iraq]);
  });

  it('match in any letter case, keeping the case of path values (tokens, emails)', async () => {
    expect((await get('/API/All-Suppliers')).status).toBe(200);
    const located = await get(`/api/LOCATION/${scenario.location.airport}/EN`);
    expect(await located.json()).toMatchObject({ _id: scenario.location.airport });

    // An activation token is mixed-case base64url: lowercased, it would not be valid.
    const email = uniqueEmail('CaseKept');
    expect((await server.client().fetch('/api/sign-up', json({ email, password: 'secret123', fullName: 'Hana Aziz', phone: '07501234567', birthDate: '1991-02-03' }))).status).toBe(200);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    const { token } = await lastLink(db, user.email, '/activate');
    expect(token).not.toBe(token.toLowerCase());
    const check = await get(`/api/Check-Token/frontend/${user.id}/${encodeURIComponent(email)}/${token}/`);
    expect(check.status).toBe(200);
    expect((await get(`/api/check-token/frontend/${user.id}/${encodeURIComponent(email)}/${token.toLowerCase()}`)).status).toBe(204);
  });
});

describe('body-less POSTs with any Content-Type', () => {
  it('sign-out, validate-access-token and resend accept an empty JSON or form-encoded body', async () => {
    const { browser, id } = await signedIn();
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const valid = await browser.fetch('/api/validate-access-token', bodiless(type));
      expect(valid.status).toBe(200);
      expect(await valid.json()).toEqual({ _id: id });
    }
    const out = await browser.fetch('/api/sign-out', bodiless('application/json'));
    expect(out.status).toBe(200);
    // The session really ended: the same cookie-less browser is no longer signed in.
    const after = await browser.fetch('/api/validate-access-token', bodiless('application/x-www-form-urlencoded'));
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect((await server.client().fetch('/api/sign-out', bodiless('application/x-www-form-urlencoded'))).status).toBe(200);

    const unverified = await createDriver(db.prisma, { email: uniqueEmail('resend'), password: PASSWORD, verified: false });
    const before = await db.prisma.mailOutbox.count({ where: { toAddress: unverified.email } });
    const resend = await server.client().fetch(`/api/resend/frontend/${encodeURIComponent(unverified.email)}/false`, bodiless('application/json'));
    expect(resend.status).toBe(200);
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: unverified.email } })).toBe(before + 1);
  });

  it('a chunked body that is empty counts as no body; bad JSON is still a 400', async () => {
    const { browser, id } = await signedIn();
    // Transfer-Encoding: chunked with only the last chunk (what a streaming client sends).
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${server.baseUrl}/api/validate-access-token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
          cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ _id: id });
    const bad = await browser.fetch('/api/validate-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
    const poisoned = await browser.fetch('/api/validate-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"__proto__": {"x": 1}}' });
    expect(poisoned.status).toBe(400);
  });

  it('DELETE with a Content-Type and no body', async () => {
    const { browser, id } = await signedIn();
    expect((await browser.fetch(`/api/delete-tokens/${id}`, bodiless('application/json', 'DELETE'))).status).toBe(200);
  });
});

describe('search filters with values of the reference platform', () => {
  const search = async (body: Record<string, unknown>, path = '/api/frontend-cars/1/100') => {
    const res = await server.client().fetch(path, json({ ...criteria, ...body }));
    expect(res.status).toBe(200);
    return (await res.json()) as Paged;
  };
  const ids = (page: Paged) => (page.length ? page[0].resultData.map((c) => c._id) : []);

  it('ignore unknown values beside known ones', async () => {
    const freeTank = await search({ fuelPolicy: ['freeTank'] });
    expect(freeTank.length).toBe(1);
    expect(freeTank[0]!.resultData.every((c) => c.fuelPolicy === 'freeTank')).toBe(true);
    expect(ids(await search({ fuelPolicy: ['fullToFull', 'freeTank', 'FullToEmpty'] }))).toEqual(ids(freeTank));
    const mini = await search({ ranges: ['bus', 'mini', 'truck', 'caravan'] });
    expect(ids(mini)).toEqual(ids(await search({ ranges: ['mini'] })));
  });

  it('match nothing when a list holds only unknown values (never a 400)', async () => {
    expect(await search({ fuelPolicy: ['fullToFull', 'FullToEmpty'] })).toEqual([]);
    expect(await search({ ranges: ['bus', 'truck', 'caravan'] })).toEqual([]);
    expect(await search({ ranges: ['caravan'] }, '/api/frontend-suppliers')).toEqual([]);
    // An empty list is no filter at all.
    expect(ids(await search({ ranges: [] }))).toEqual(ids(await search({})));
  });

  it('refuse a wrong-typed filter with a clear 400 instead of ignoring it', async () => {
    const res = await server.client().fetch('/api/frontend-cars/1/15', json({ ...criteria, carType: 'diesel' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_USER_INPUT', message: 'carType must be a list of values.', fieldErrors: { carType: 'INVALID' } });
    const specs = await server.client().fetch('/api/frontend-cars/1/15', json({ ...criteria, carSpecs: { aircon: 'yes' } }));
    expect(specs.status).toBe(400);
    expect(((await specs.json()) as { message: string }).message).toBe('carSpecs.aircon must be true or false.');
  });
});

describe('reference shapes', () => {
  it('GET /api/location/{id}/{language} carries values and country', async () => {
    const airport = await db.prisma.location.findUniqueOrThrow({ where: { id: scenario.location.airport }, include: { country: true } });
    const names = await placeNames(db.prisma, { locationId: airport.id });
    const body = (await (await get(`/api/location/${airport.id}/fr`)).json()) as { values: { _id: string }[]; country: unknown };
    expect(body).toMatchObject({ _id: airport.id, name: names.fr, latitude: airport.latitude.toNumber(), longitude: airport.longitude.toNumber() });
    // The interface languages, in their order.
    expect(body.values).toEqual([
      { _id: expect.any(String), language: 'en', value: names.en },
      { _id: expect.any(String), language: 'fr', value: names.fr },
      { _id: expect.any(String), language: 'es', value: names.es },
      { _id: expect.any(String), language: 'ckb', value: names.ckb },
      { _id: expect.any(String), language: 'ar', value: names.ar },
    ]);
    expect(new Set(body.values.map((v: { _id: string }) => v._id)).size).toBe(5);
    expect(body.country).toEqual({
      _id: airport.country.id,
      name: 'Irak',
      values: [
        { _id: expect.any(String), language: 'en', value: 'Iraq' },
        { _id: expect.any(String), language: 'fr', value: 'Irak' },
        { _id: expect.any(String), language: 'es', value: 'Irak' },
        { _id: expect.any(String), language: 'ckb', value: 'عێراق' },
        { _id: expect.any(String), language: 'ar', value: 'العراق' },
      ],
    });
  });

  it('GET /api/location-id/{name}/{language} answers the id as a JSON string, or 204', async () => {
    const airport = await db.prisma.location.findUniqueOrThrow({ where: { id: scenario.location.airport } });
    const res = await get(`/api/location-id/${encodeURIComponent((await placeNames(db.prisma, { locationId: airport.id })).fr!)}/fr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toBe(JSON.stringify(airport.id));
    const none = await get('/api/location-id/Atlantis/en');
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
  });

  it('POST /api/activate accepts {userId, token, password}: the account is verified, signed in, with that password', async () => {
    const email = uniqueEmail('activate');
    await server.client().fetch('/api/sign-up', json({ email, password: 'secret123', fullName: 'Sara Karim', phone: '07501234567', birthDate: '1990-06-01' }));
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    const { token } = await lastLink(db, email, '/activate');

    // Another user's id with this token: refused, and the token still works afterwards.
    const other = await createDriver(db.prisma, { email: uniqueEmail('other') });
    const wrong = await server.client().fetch('/api/activate', json({ userId: other.id, token, password: 'chosen-pass' }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ messageCode: 'ACTIVATION_LINK_EXPIRED' });
    expect(await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ verified: false, passwordHash: user.passwordHash });

    const short = await server.client().fetch('/api/activate', json({ userId: user.id, token, password: 'abc' }));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: 'Password must be at least 6 characters long.' });

    const browser = server.client();
    const res = await browser.fetch('/api/activate', json({ userId: user.id, token, password: 'chosen-pass' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ _id: user.id, email });
    expect((await browser.fetch('/api/validate-access-token', { method: 'POST' })).status).toBe(200);
    const signIn = await server.client().fetch('/api/sign-in/frontend', json({ email, password: 'chosen-pass' }));
    expect(signIn.status).toBe(200);
  });

  it("a form posted by another site's page changes nothing (no login CSRF); the app's own pages, configured origins and apps without an Origin pass", async () => {
    const user = await createDriver(db.prisma, { email: uniqueEmail('csrf'), password: PASSWORD, verified: true });
    const form = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/api/sign-in/frontend`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ email: user.email, password: PASSWORD }).toString(),
        redirect: 'manual',
      });
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const refused = await form(headers);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect(await refused.json()).toMatchObject({ message: 'A page of another site cannot change anything here.' });
    }
    const signOut = await fetch(`${server.baseUrl}/api/sign-out`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(signOut.status).toBe(403);
    expect(await db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    // The app's own origin, a configured partner origin and a client that names none.
    for (const headers of [{ origin: server.baseUrl }, { origin: ORIGIN }, {}, { 'sec-fetch-site': 'same-origin' }] as Record<string, string>[]) {
      const ok = await form(headers);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('set-cookie')).toContain('=');
    }
    // Nor may its links spend the account's password checks (a GET that counts).
    const { browser, id } = await signedIn();
    const check = await browser.fetch(`/api/check-password/${id}/${encodeURIComponent(PASSWORD)}`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(check.status).toBe(403);
    expect((await browser.fetch(`/api/check-password/${id}/${encodeURIComponent(PASSWORD)}`)).status).toBe(200);
    // Reading stays open to any page (CORS decides what it may see).
    expect((await fetch(`${server.baseUrl}/api/all-suppliers`, { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('CORS preflights allow GET, POST, PUT and DELETE for a configured origin only', async () => {
    const preflight = (origin: string, method: string) =>
      fetch(`${server.baseUrl}/api/delete-tokens/x`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method } });
    const res = await preflight(ORIGIN, 'DELETE');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const methods = res.headers.get('access-control-allow-methods')!.split(',').map((m) => m.trim());
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    expect((await preflight('https://evil.example', 'DELETE')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
