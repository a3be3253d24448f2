import { describe, expect, inject, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createApiKey, revokeApiKey } from '../../src/services/accounts/apiKeys.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { uniqueEmail } from '../accounts/helpers.ts';

/**
 * API keys on the REST shim, as on GraphQL: a request carrying a key is that key's request (bad or
 * revoked: 401), and a key only reads (a state change: 403 API_KEY_READ_ONLY, nothing changed).
 */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made), { env: { API_KEY_RATE_LIMIT: '30' } });

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
function at(days: number): string {
  const d = new Date(inject('seedNow'));
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(7, 0, 0, 0);
  return d.toISOString();
}
const criteria = { pickupLocation: scenario.location.airport, from: at(50), to: at(53) };
const call = (path: string, key: string, init: { method?: string; body?: unknown } = {}) =>
  server.client().fetch(path, {
    method: init.method ?? 'GET',
    headers: { ...bearer(key), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });

describe('API keys on /api', () => {
  it('read public data, including the searches sent as POST', async () => {
    const { key } = await createApiKey(db.prisma, 'REST partner');
    expect((await call('/api/all-suppliers', key)).status).toBe(200);
    const cars = await call('/api/frontend-cars/1/5', key, { method: 'POST', body: criteria });
    expect(cars.status).toBe(200);
    expect(((await cars.json()) as { resultData: unknown[] }[])[0].resultData.length).toBeGreaterThan(0);
    expect((await call('/api/frontend-suppliers', key, { method: 'POST', body: criteria })).status).toBe(200);
  });

  it('refuse a revoked, unknown or malformed key with 401, even on public paths', async () => {
    const { key, id } = await createApiKey(db.prisma, 'Revoked REST partner');
    expect((await call('/api/all-suppliers', key)).status).toBe(200);
    await revokeApiKey(db.prisma, id);
    for (const value of [key, 'erk_made-up', 'garbage']) {
      const res = await call('/api/all-suppliers', value);
      expect(res.status, value).toBe(401);
      expect(await res.json(), value).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
    const notBearer = await server.client().fetch('/api/all-suppliers', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(notBearer.status).toBe(401);
  });

  it('cannot sign up or change anything: 403 API_KEY_READ_ONLY, nothing stored', async () => {
    const { key } = await createApiKey(db.prisma, 'Sneaky partner');
    const email = uniqueEmail('keysignup');
    const signUp = await call('/api/sign-up', key, {
      method: 'POST',
      body: { email, password: 'secret123', fullName: 'Dara Omar', phone: '07501234567', birthDate: '1992-03-01', language: 'en' },
    });
    expect(signUp.status).toBe(403);
    expect(await signUp.json()).toMatchObject({ error: 'FORBIDDEN', messageCode: 'API_KEY_READ_ONLY' });
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
    for (const [method, path] of [
      ['POST', '/api/sign-out'],
      ['POST', '/api/resend/user/someone@example.com/true'],
      ['POST', '/api/update-language'],
      ['DELETE', '/api/delete-tokens/00000000-0000-0000-0000-000000000000'],
      ['PUT', '/api/anything'],
    ]) {
      const res = await call(path, key, { method, body: {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { messageCode: string }).messageCode).toBe('API_KEY_READ_ONLY');
    }
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: 'someone@example.com' } })).toBe(0);
  });

  it('count against the key’s own limit on /api', async () => {
    const { key } = await createApiKey(db.prisma, 'Busy REST partner');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call('/api/all-suppliers', key)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await call('/api/all-suppliers', key);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a GraphQL mutation with a key answers 403 FORBIDDEN, not 500', async () => {
    const { key } = await createApiKey(db.prisma, 'GraphQL writer');
    const res = await server.gql(`mutation { signOut { signedOut } }`, {}, bearer(key));
    expect(res.status).toBe(403);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', messageCode: 'API_KEY_READ_ONLY' } });
    expect(res.errors?.[0].message).toMatch(/read access only/);
  });
});
