import { describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { type TestServer, withTestServer } from '../http.ts';
import { SIGN_IN, uniqueEmail } from './helpers.ts';

/**
 * Rate limits spend their point before the attempt is evaluated, in one statement: parallel
 * attempts never get more evaluations than the limit (sign-in: 5 failures per account and
 * client, 10 per client, in 15 minutes; the account's own count, signin-limits.test.ts).
 */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const PASSWORD = 'Driver123!';

/** Sends all attempts at once; counts those whose password was checked and those refused with 429. */
async function inParallel(attempts: (() => Promise<{ status: number; errors?: { extensions?: Record<string, any> }[] }>)[]) {
  const results = await Promise.all(attempts.map((a) => a()));
  const evaluated = results.filter((r) => r.errors?.[0]?.extensions?.messageCode === 'INCORRECT_CREDENTIALS').length;
  const refused = results.filter((r) => r.status === 429 && r.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS').length;
  return { evaluated, refused, other: results.length - evaluated - refused };
}

describe('atomic rate limits', () => {
  it('40 parallel wrong sign-ins on one account from one address: exactly 5 evaluated, 35 refused with 429', async () => {
    const driver = await createDriver(db.prisma, { email: uniqueEmail('race'), password: PASSWORD, verified: true });
    const browser = server.client();
    const attempts = Array.from({ length: 40 }, () => () => browser.gql(SIGN_IN, { input: { email: driver.email, password: 'wrong-password' } }));
    expect(await inParallel(attempts)).toEqual({ evaluated: 5, refused: 35, other: 0 });
    // The right password is refused too from that address until the window ends; not from another.
    expect((await browser.gql(SIGN_IN, { input: { email: driver.email, password: PASSWORD } })).status).toBe(429);
    expect((await server.gql(SIGN_IN, { input: { email: driver.email, password: PASSWORD } })).errors).toBeUndefined();
  });

  it('under attack (10 failures on the account), 20 parallel wrong sign-ins from one new address: exactly 1 evaluated', async () => {
    const driver = await createDriver(db.prisma, { email: uniqueEmail('siege'), password: PASSWORD, verified: true });
    for (let c = 0; c < 5; c++) {
      const bot = server.client();
      for (let i = 0; i < 2; i++) expect((await bot.gql(SIGN_IN, { input: { email: driver.email, password: 'wrong-password' } })).errors?.[0].extensions?.messageCode).toBe('INCORRECT_CREDENTIALS');
    }
    const browser = server.client();
    const attempts = Array.from({ length: 20 }, () => () => browser.gql(SIGN_IN, { input: { email: driver.email, password: 'wrong-password' } }));
    expect(await inParallel(attempts)).toEqual({ evaluated: 1, refused: 19, other: 0 });
  });

  it('40 parallel wrong sign-ins from one address on different accounts: exactly 10 evaluated', async () => {
    const browser = server.client();
    const attempts = Array.from({ length: 40 }, () => () => browser.gql(SIGN_IN, { input: { email: uniqueEmail('spray'), password: 'wrong-password' } }));
    expect(await inParallel(attempts)).toEqual({ evaluated: 10, refused: 30, other: 0 });
  });

  it('successful sign-ins do not use up the address’s failures', async () => {
    const browser = server.client();
    const driver = await createDriver(db.prisma, { email: uniqueEmail('good'), password: PASSWORD, verified: true });
    for (let i = 0; i < 12; i++) {
      const res = await browser.gql(SIGN_IN, { input: { email: driver.email, password: PASSWORD } });
      expect(res.errors, `sign-in ${i + 1}`).toBeUndefined();
    }
    // Still 10 failures left for the address (on other accounts: one account allows it 5).
    for (let i = 0; i < 10; i++) {
      const res = await browser.gql(SIGN_IN, { input: { email: uniqueEmail('spray'), password: 'wrong-password' } });
      expect(res.errors?.[0].extensions?.messageCode, `failure ${i + 1}`).toBe('INCORRECT_CREDENTIALS');
    }
    expect((await browser.gql(SIGN_IN, { input: { email: uniqueEmail('spray'), password: 'wrong-password' } })).status).toBe(429);
  });

  it('20 parallel wrong check-password calls: at most 10 evaluated', async () => {
    const driver = await createDriver(db.prisma, { email: uniqueEmail('check'), password: PASSWORD, verified: true });
    const browser = server.client();
    expect((await browser.gql(SIGN_IN, { input: { email: driver.email, password: PASSWORD } })).errors).toBeUndefined();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => browser.fetch(`/api/check-password/${driver.id}/wrong-${i}`).then((r) => r.status)),
    );
    // 204: checked and wrong; 429: refused before checking.
    expect(statuses.filter((s) => s === 204)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
