import pg from 'pg';
import type { Env } from '../env.ts';
import { createPrisma, type PrismaClient } from './prisma.ts';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded.ts';
import { ensureDatabase, migrate } from './migrate.ts';

export const EMBEDDED_DATABASE_NAME = 'erbil';
const SEED_LOCK_KEY = 727_100_002;

export interface Database {
  url: string;
  prisma: PrismaClient;
  embedded?: EmbeddedCluster;
  close(): Promise<void>;
}

type Log = (message: string) => void;

/**
 * Gets the database ready: with DATABASE_URL, that server (nothing is started); without it,
 * the embedded PostgreSQL under EMBEDDED_PG_DIR. Then applies pending migrations and, on an
 * empty database, seeds it (SEED=auto; `always` re-runs the idempotent seed, `never` skips).
 */
export async function openDatabase(env: Env, log: Log): Promise<Database> {
  let url = env.DATABASE_URL;
  let embedded: EmbeddedCluster | undefined;
  if (!url) {
    log('DATABASE_URL is not set: starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir: env.EMBEDDED_PG_DIR, port: env.EMBEDDED_PG_PORT, log });
    await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE_NAME);
    url = embedded.urlFor(EMBEDDED_DATABASE_NAME);
    log(`embedded PostgreSQL listening on 127.0.0.1:${embedded.port}`);
  }
  try {
    const applied = await migrate(url, { log });
    log(applied.length ? `applied ${applied.length} migration(s)` : 'database schema is up to date');
    // The seed is demo data: sample suppliers, cars and accounts whose passwords the README
    // publishes. Never in production, whatever SEED says (product decisions).
    if (env.NODE_ENV === 'production') log('production: the demo seed never runs here (SEED is ignored)');
    else if (env.SEED !== 'never') await seedIfNeeded(url, env, log);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  const prisma = createPrisma(url, env.DATABASE_POOL_SIZE);
  return {
    url,
    prisma,
    embedded,
    async close() {
      await prisma.$disconnect();
      await embedded?.stop();
    },
  };
}

/** Seeds once, under an advisory lock so instances starting together do not seed twice. */
async function seedIfNeeded(url: string, env: Env, log: Log): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await lock.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AS empty');
    if (env.SEED === 'always' || rows[0].empty) {
      const started = Date.now();
      const { seed } = await import('../../../prisma/seed/index.ts');
      const prisma = createPrisma(url, 4);
      try {
        await seed(prisma, { storageDir: env.STORAGE_DIR, log });
      } finally {
        await prisma.$disconnect();
      }
      log(`seeded the database in ${Date.now() - started} ms`);
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => {});
    await lock.end();
  }
}
