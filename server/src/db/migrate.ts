import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../env.ts';

/**
 * Our migration command (docs/decisions/001-sql-first-migrations.md). Applies the pending
 * folders of prisma/migrations in name order, each in its own transaction, under a
 * PostgreSQL advisory lock so several server instances can start at once. Bookkeeping uses
 * Prisma's `_prisma_migrations` table and checksum (SHA-256 of migration.sql), so
 * `prisma migrate deploy` treats them as applied wherever Prisma's engine is available.
 */

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'prisma', 'migrations');
// Any constant works; it only has to be the same for every instance of this app.
const LOCK_KEY = 727_100_001;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const BOOKKEEPING_SQL = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies pending migrations; returns the names applied now. */
export async function migrate(
  databaseUrl: string,
  opts: { dir?: string; log?: (m: string) => void } = {},
): Promise<string[]> {
  const log = opts.log ?? (() => {});
  const files = readMigrations(opts.dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(BOOKKEEPING_SQL);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"');
    const done = new Map(rows.filter((r) => r.rolled_back_at === null).map((r) => [r.migration_name, r]));
    for (const file of files) {
      const record = done.get(file.name);
      if (record?.finished_at) {
        if (record.checksum !== file.checksum) {
          throw new MigrationError(
            `Migration ${file.name} was changed after it was applied. Add a new migration instead of editing an applied one.`,
          );
        }
        continue;
      }
      if (record) {
        throw new MigrationError(`Migration ${file.name} failed earlier; fix the database by hand, then mark it rolled back.`);
      }
      log(`applying migration ${file.name}`);
      const started = new Date();
      await client.query('BEGIN');
      try {
        await client.query(file.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, $4, now(), 1)`,
          [randomUUID(), file.checksum, file.name, started],
        );
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new MigrationError(`Migration ${file.name} failed: ${(err as Error).message}`);
      }
      applied.push(file.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return applied;
}

/** Creates a database on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    return true;
  } catch (err) {
    // Two instances starting at once: the loser sees a duplicate.
    if ((err as { code?: string }).code === '42P04') return false;
    throw err;
  } finally {
    await client.end();
  }
}
