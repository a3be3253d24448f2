import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, inject, onTestFinished } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { createContextFactory, recordingSessionCookie, type Clock } from '../../src/context.ts';
import { parseEnv } from '../../src/env.ts';
import { createRateLimits } from '../../src/services/accounts/rateLimits.ts';
import { createRefreshMemo } from '../../src/services/currency/exchangeRates.ts';
import { resolveSession } from '../../src/services/accounts/sessions.ts';
import * as accounts from '../../src/services/accounts/accounts.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { SIGN_UP, signUpInput, uniqueEmail } from '../accounts/helpers.ts';

/**
 * One service context per request, from one factory (docs/decisions/015-service-context.md):
 * GraphQL and REST see the same clock and the same caller, services run outside HTTP too, and
 * guards refuse before any state is read.
 */
let db: TestDatabase;
let server: TestServer;
/** A clock the test moves: services must read "now" from it, never from the system. */
let now = new Date('2000-06-01T09:00:00Z');
const clock: Clock = { now: () => now };

withTestServer((made) => ({ db, server } = made), { clock });

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the service context', () => {
  it("gives GraphQL and REST the same clock (date rules follow it, not the system's)", async () => {
    onTestFinished(() => {
      now = new Date();
    });
    // On 2000-06-01 someone born in 1990 is 10: too young, on both transports.
    now = new Date('2000-06-01T09:00:00Z');
    const gql = await server.gql(SIGN_UP, { input: signUpInput({ birthDate: '1990-01-01' }) });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { birthDate: 'TOO_YOUNG' } });
    const rest = await server.client().fetch('/api/sign-up', json({ ...signUpInput({ birthDate: '1990-01-01' }), confirmPassword: undefined }));
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ fieldErrors: { birthDate: 'TOO_YOUNG' } });

    // A pick-up fifty days after the seed is too soon once the clock passes it.
    const from = new Date(inject('seedNow'));
    from.setUTCDate(from.getUTCDate() + 50);
    from.setUTCHours(7, 0, 0, 0);
    const criteria = { pickupLocation: scenario.location.airport, from: from.toISOString(), to: new Date(from.getTime() + 3 * 86_400_000).toISOString() };
    now = new Date(inject('seedNow'));
    expect((await server.client().fetch('/api/frontend-cars/1/5', json(criteria))).status).toBe(200);
    now = new Date(from.getTime() - 30 * 60_000);
    const late = await server.client().fetch('/api/frontend-cars/1/5', json(criteria));
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ fieldErrors: { from: 'PICKUP_TOO_SOON' } });
    const quote = await server.gql(`query($i: QuoteInput!) { quote(input: $i) { total } }`, {
      i: { carId: scenario.car.bookedMini.id, from: criteria.from, to: criteria.to },
    });
    expect(quote.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { from: 'PICKUP_TOO_SOON' } });
  });

  it('runs services outside HTTP: sign-in starts a session the context carries', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    try {
      const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
      const build = createContextFactory({ env, db: db.prisma, limits: createRateLimits(pool), rateRefresh: createRefreshMemo() });
      const user = await createDriver(db.prisma, { email: uniqueEmail('ctx'), password: 'Driver123!', verified: true });
      const sessionCookie = recordingSessionCookie();
      const ctx = build({ viewer: null, meta: { ip: '10.9.9.9' }, log: console, sessionCookie });
      await accounts.signIn(ctx, { email: user.email, password: 'Driver123!', stayConnected: true });
      expect(sessionCookie.persistent).toBe(true);
      expect((await resolveSession(db.prisma, sessionCookie.token!))?.user.id).toBe(user.id);
    } finally {
      await pool.end();
    }
  });

  it('guards run before state: an unknown id and another user answer alike, and nothing changes', async () => {
    const me = await createDriver(db.prisma, { email: uniqueEmail('me'), password: 'Driver123!', verified: true });
    const other = await createDriver(db.prisma, { email: uniqueEmail('other'), verified: false });
    await db.prisma.token.create({ data: { userId: other.id, purpose: 'activation', tokenHash: `x${Date.now()}`, expiresAt: new Date(Date.now() + 86_400_000) } });
    const browser = server.client();
    expect((await browser.fetch('/api/sign-in/frontend', json({ email: me.email, password: 'Driver123!' }))).status).toBe(200);
    const missing = '00000000-0000-4000-8000-00000000abcd';
    for (const id of [other.id, missing]) {
      const res = await browser.fetch(`/api/user/${id}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'FORBIDDEN', message: 'You are not allowed to do this.' });
      expect((await server.client().fetch(`/api/user/${id}`)).status).toBe(401);
    }
    expect((await browser.fetch(`/api/delete-tokens/${other.id}`, { method: 'DELETE' })).status).toBe(403);
    expect(await db.prisma.token.count({ where: { userId: other.id } })).toBe(1);
  });

  it('reads the caller the same way on both transports (a bad API key is refused on each)', async () => {
    const headers = { authorization: 'Bearer erk_not-a-key' };
    const gql = await server.gql('{ suppliers { id } }', {}, headers);
    expect(gql.status).toBe(401);
    const rest = await fetch(`${server.baseUrl}/api/all-suppliers`, { headers });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });
});

describe('layers', () => {
  it('resolvers and REST handlers never reach the database themselves (services do)', () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    const offenders: string[] = [];
    for (const dir of ['resolvers', 'rest']) {
      for (const file of readdirSync(path.join(src, dir)).filter((f) => f.endsWith('.ts'))) {
        // Model types (`import type`) are shapes to map, not database access.
        const text = readFileSync(path.join(src, dir, file), 'utf8').replace(/^import type .*$/gm, '');
        // The database handle of a context, a Prisma client, raw SQL, or the database module.
        if (/\.db\b|\bprisma\b|\$queryRaw|\$executeRaw|queryPrepared|db\/prisma/.test(text)) offenders.push(`${dir}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
