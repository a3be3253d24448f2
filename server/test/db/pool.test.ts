import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, KeepingPool, queryPrepared, type PrismaClient } from '../../src/db/prisma.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * The app's pool keeps a connection when PostgreSQL refuses a statement (src/db/prisma.ts,
 * docs/decisions/022 session 20): with node-postgres' own Pool#query every refusal closed the
 * connection, and a burst of CONFLICTs (many drivers on one car) paid for a new connection each.
 * Observed through the backend's process id, with a pool of one connection.
 */
let db: TestDatabase;
let prisma: PrismaClient;
beforeAll(async () => {
  db = await createTestDatabase();
  prisma = createPrisma(db.url, 1);
}, 60_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

const backend = async () => Number((await queryPrepared(prisma, 'SELECT pg_backend_pid()', [])).rows[0][0]);

describe('a refused statement keeps its connection', () => {
  it('through queryPrepared (division by zero, an exclusion-like refusal raised by a function)', async () => {
    const before = await backend();
    await expect(queryPrepared(prisma, 'SELECT 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(
      queryPrepared(prisma, `DO $$ BEGIN RAISE EXCEPTION 'taken' USING ERRCODE = 'exclusion_violation'; END $$`, []),
    ).rejects.toMatchObject({ code: '23P01' });
    expect(await backend()).toBe(before);
    // And the connection still answers, prepared statements included.
    expect((await queryPrepared(prisma, 'SELECT 1 / $1::int', [1])).rows[0][0]).toBe(1);
  });

  it("through Prisma's own statements outside a transaction (a unique violation)", async () => {
    const before = await backend();
    const email = `pool-${Date.now()}@example.com`;
    await prisma.newsletterSubscription.create({ data: { email, language: 'en', unsubscribeTokenHash: `a-${email}` } });
    await expect(
      prisma.newsletterSubscription.create({ data: { email, language: 'en', unsubscribeTokenHash: `b-${email}` } }),
    ).rejects.toMatchObject({ code: 'P2002' });
    expect(await backend()).toBe(before);
  });

  it('but a connection the server ended is replaced', async () => {
    const before = await backend();
    // Ends the pool's own backend from another session, as an administrator or a failover would,
    // and waits until it is gone (pg_terminate_backend only signals it).
    await db.query('SELECT pg_terminate_backend($1)', [before]);
    await expect.poll(async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [before])).rows[0].n).toBe(0);
    // The pool drops the dead connection (on its error while idle, or when a statement fails on
    // it) and the next statement runs on a new backend.
    let after: number | undefined;
    for (let attempt = 0; attempt < 3 && after === undefined; attempt++) after = await backend().catch(() => undefined);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('keeps the callback form of Pool#query working', async () => {
    const pool = new KeepingPool({ connectionString: db.url, max: 1 });
    try {
      const value = await new Promise<number>((resolve, reject) =>
        pool.query('SELECT 41 + 1 AS n', (err: Error | null, res: { rows: { n: number }[] }) => (err ? reject(err) : resolve(res.rows[0].n))),
      );
      expect(value).toBe(42);
    } finally {
      await pool.end();
    }
  });
});
