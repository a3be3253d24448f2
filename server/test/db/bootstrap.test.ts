import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/bootstrap.ts';
import { parseEnv } from '../../src/env.ts';

/** `npm start` with no DATABASE_URL: its own PostgreSQL, migrated and seeded once. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'bootstrap-'));
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database bootstrap', () => {
  it('starts PostgreSQL, migrates and seeds once, and keeps the data for the next start', async () => {
    const env = parseEnv({ EMBEDDED_PG_DIR: path.join(dir, 'pg'), STORAGE_DIR: path.join(dir, 'storage'), LOG_LEVEL: 'silent' });
    const logs: string[] = [];
    const first = await openDatabase(env, (m) => logs.push(m));
    try {
      expect(first.embedded).toBeDefined();
      expect(await first.prisma.location.count()).toBeGreaterThanOrEqual(6);
      expect(await first.prisma.car.count()).toBeGreaterThanOrEqual(80);
      await first.prisma.user.update({ where: { email: 'driver@erbil-rental.test' }, data: { fullName: 'Changed By Test' } });
      expect(existsSync(path.join(dir, 'storage', 'cars'))).toBe(true);
    } finally {
      await first.close();
    }
    expect(logs.some((l) => /seeded the database/.test(l))).toBe(true);

    const again: string[] = [];
    const second = await openDatabase(env, (m) => again.push(m));
    try {
      // Same data folder, nothing re-seeded over the change.
      expect((await second.prisma.user.findUniqueOrThrow({ where: { email: 'driver@erbil-rental.test' } })).fullName).toBe('Changed By Test');
      expect(again.some((l) => /seeded the database/.test(l))).toBe(false);
      expect(again).toContain('database schema is up to date');
    } finally {
      await second.close();
    }
  }, 120_000);
});
