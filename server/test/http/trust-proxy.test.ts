import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { EnvError, parseEnv } from '../../src/env.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { randomIp, startTestServer } from '../http.ts';
import { SIGN_IN, uniqueEmail } from '../accounts/helpers.ts';

/**
 * TRUST_PROXY (docs/decisions/018-abuse-limits.md): the client address is the one the configured
 * proxies vouch for; what a client writes into X-Forwarded-For never lets it pick its address.
 * The test server is reached from 127.0.0.1, standing for the last proxy.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const PASSWORD = 'Driver123!';

/** Signs a new driver in with the given X-Forwarded-For; returns the address its session recorded. */
async function addressSeen(trustProxy: string | undefined, forwardedFor: string): Promise<string | null> {
  // Own set-up: one server per TRUST_PROXY setting under test, each with its own env.
  const server = await startTestServer(db, trustProxy === undefined ? { TRUST_PROXY: '' } : { TRUST_PROXY: trustProxy });
  try {
    const driver = await createDriver(db.prisma, { email: uniqueEmail('proxy'), password: PASSWORD, verified: true });
    const res = await server.gql(SIGN_IN, { input: { email: driver.email, password: PASSWORD } }, { 'x-forwarded-for': forwardedFor });
    expect(res.errors).toBeUndefined();
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: driver.id } });
    return session.ip;
  } finally {
    await server.close();
  }
}

describe('TRUST_PROXY', () => {
  it('is parsed as false, a number of hops or a list of proxy addresses; legacy true is one hop', () => {
    const parse = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('true')).toBe(1);
    expect(parse('TRUE')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.7,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
    expect(parse('fd00::/8')).toEqual(['fd00::/8']);
    for (const bad of ['maybe', '10.0.0.0/40', '11', '10.0.0.1,proxy.internal']) {
      expect(() => parse(bad), bad).toThrow(EnvError);
      expect(() => parse(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('unset: the connection address, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen(undefined, '6.6.6.6')).toBe('127.0.0.1');
  });

  it('true (one hop): the address the proxy appended, not what the client wrote before it', async () => {
    expect(await addressSeen('true', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen('1', '203.0.113.8')).toBe('203.0.113.8');
  });

  it('two hops: the address the first of two proxies saw', async () => {
    expect(await addressSeen('2', '6.6.6.6, 203.0.113.9, 10.0.0.5')).toBe('203.0.113.9');
  });

  it('a list: the first address, from the right, that is not a listed proxy', async () => {
    expect(await addressSeen('127.0.0.1', '6.6.6.6, 203.0.113.10')).toBe('203.0.113.10');
    expect(await addressSeen('127.0.0.1, 10.0.0.0/8', '6.6.6.6, 203.0.113.11, 10.1.2.3')).toBe('203.0.113.11');
  });

  it('per-IP limits hold when a client rewrites X-Forwarded-For on every request', async () => {
    const server = await startTestServer(db, { TRUST_PROXY: 'true' });
    try {
      const attempt = () =>
        server.gql(SIGN_IN, { input: { email: uniqueEmail('spoof'), password: 'wrong-password' } }, { 'x-forwarded-for': `${randomIp()}, 203.0.113.50` });
      for (let i = 0; i < 10; i++) expect((await attempt()).errors?.[0].extensions?.messageCode).toBe('INCORRECT_CREDENTIALS');
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await server.close();
    }
  });
});
