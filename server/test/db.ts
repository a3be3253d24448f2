import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPrisma, type PrismaClient } from '../src/db/prisma.ts';

export interface TestDatabase {
  name: string;
  url: string;
  prisma: PrismaClient;
  /** Runs SQL as-is on this database (for assertions the ORM cannot express). */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
  drop(): Promise<void>;
}

function urlFor(database: string): string {
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh database for one test file, cloned from the migrated and seeded template
 * (CREATE DATABASE ... TEMPLATE takes milliseconds here). Call in beforeAll; drop in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')} STRATEGY FILE_COPY`);
  } finally {
    await admin.end();
  }
  const url = urlFor(name);
  const prisma = createPrisma(url, 5);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // drop() ends this pool, then DROP DATABASE ... WITH (FORCE) may end a connection still closing:
  // without a listener the pool's `error` event was an uncaught exception in the test run.
  pool.on('error', () => {});
  return {
    name,
    url,
    prisma,
    query: (sql, params) => pool.query(sql, params as unknown[]),
    async drop() {
      await prisma.$disconnect();
      await pool.end();
      const a = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
