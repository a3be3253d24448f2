import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, inject } from 'vitest';
import { MIGRATIONS_DIR, migrate, readMigrations } from '../../src/db/migrate.ts';

/** Each test gets an empty database (not the template): migrations are what is under test. */
const created: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `migrate_${process.pid}_${created.length}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

const tempDirs: string[] = [];
afterEach(() => {
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('migrate', () => {
  it('applies every migration once, with Prisma-compatible bookkeeping', async () => {
    const url = await emptyDatabase();
    const files = readMigrations();
    expect(await migrate(url)).toEqual(files.map((f) => f.name));
    expect(await migrate(url)).toEqual([]);

    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      url,
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const row of rows) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('is safe when several instances migrate at once (advisory lock)', async () => {
    const url = await emptyDatabase();
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    expect(results.flat()).toEqual(readMigrations().map((f) => f.name));
    const rows = await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM "_prisma_migrations"');
    expect(rows[0].n).toBe(readMigrations().length);
  });

  it('refuses to run when an applied migration was edited', async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    tempDirs.push(dir);
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const first = readMigrations(dir)[0];
    writeFileSync(path.join(dir, first.name, 'migration.sql'), `${first.sql}\n-- edited\n`);
    await expect(migrate(url, { dir })).rejects.toThrow(/was changed after it was applied/);
  });

  it('rolls back a failing migration completely and records nothing', async () => {
    const url = await emptyDatabase();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    tempDirs.push(dir);
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const broken = path.join(dir, '99990101000000_broken');
    cpSync(path.join(dir, readMigrations(dir)[0].name), broken, { recursive: true });
    writeFileSync(path.join(broken, 'migration.sql'), 'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;');
    await expect(migrate(url, { dir })).rejects.toThrow(/99990101000000_broken failed/);
    const tables = await query<{ n: number }>(url, "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'half_done'");
    expect(tables[0].n).toBe(0);
    const names = await query<{ migration_name: string }>(url, 'SELECT migration_name FROM "_prisma_migrations"');
    expect(names.map((r) => r.migration_name)).not.toContain('99990101000000_broken');
  });
});
