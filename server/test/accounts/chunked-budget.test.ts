import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../src/errors.ts';
import { chunkedBudget, createRateLimits } from '../../src/services/accounts/rateLimits.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * The anonymous GraphQL budget is taken from the shared counter in chunks and handed out from
 * each instance's memory (docs/decisions/018-abuse-limits.md): fewer statements, the same limit.
 */
describe('chunked budget', () => {
  let db: TestDatabase;
  const pools: pg.Pool[] = [];
  /** One server instance: its own pool, limiter (with its in-memory block) and chunks. */
  const instance = (points: number, chunk: number) => {
    const pool = new pg.Pool({ connectionString: db.url, max: 3 });
    pool.on('error', () => {});
    pools.push(pool);
    return chunkedBudget(createRateLimits(pool, { anonymousGraphqlPerMinute: points }).anonymousGraphql, chunk);
  };
  const stored = async (key: string) =>
    (await db.query<{ points: number }>(`SELECT points FROM rate_limits WHERE key = $1`, [`gql_anon_ip:${key}`])).rows[0]?.points ?? 0;
  const outcomes = async (attempts: Promise<void>[]) => {
    const settled = await Promise.allSettled(attempts);
    for (const s of settled) if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(TooManyRequestsError);
    return { granted: settled.filter((s) => s.status === 'fulfilled').length, refused: settled.filter((s) => s.status === 'rejected').length };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await db.drop();
  });

  it('spends a chunk per statement: 30 requests with chunks of 20 take 40 points of the stored count', async () => {
    const budget = instance(1200, 20);
    const { granted } = await outcomes(Array.from({ length: 30 }, () => budget.consume('10.40.0.1')));
    expect(granted).toBe(30);
    expect(await stored('10.40.0.1')).toBe(40);
  });

  it('one instance alone grants the whole limit, to the request, then refuses with the window left', async () => {
    const budget = instance(100, 7);
    for (let i = 0; i < 100; i++) await budget.consume('10.40.0.2');
    const refusal = await budget.consume('10.40.0.2').then(
      () => null,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    const seconds = (refusal as TooManyRequestsError).retryAfterSeconds;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    // The stored count never held more than the limit plus the one refused point.
    expect(await stored('10.40.0.2')).toBe(101);
  });

  it('two instances racing share one limit: never more than it, at most a chunk less per instance', async () => {
    const a = instance(120, 5);
    const b = instance(120, 5);
    const { granted, refused } = await outcomes(Array.from({ length: 300 }, (_, i) => (i % 2 ? a : b).consume('10.40.0.3')));
    expect(granted).toBeLessThanOrEqual(120);
    expect(granted).toBeGreaterThanOrEqual(120 - 2 * 4);
    expect(refused).toBe(300 - granted);
    // Once refused, both stay refused for the rest of the window.
    await expect(a.consume('10.40.0.3')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(b.consume('10.40.0.3')).rejects.toBeInstanceOf(TooManyRequestsError);
    // Another address is not held back.
    await expect(a.consume('10.40.0.4')).resolves.toBeUndefined();
  });
});
