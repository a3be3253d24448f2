import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPrisma } from '../src/db/prisma.ts';
import { seed } from '../../prisma/seed/index.ts';

export const TEMPLATE_DATABASE = 'erbil_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDatabase: string;
    seedNow: string;
    storageDir: string;
  }
}

/**
 * Starts one throwaway PostgreSQL for the whole run (or uses TEST_DATABASE_ADMIN_URL), builds
 * the template database once (migrations + seed), and hands its coordinates to the workers.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'erbil-test-'));
  chmodSync(workDir, 0o755); // the postgres OS user must reach it when we run as root
  const storageDir = path.join(workDir, 'storage');

  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), fast: true });
    adminUrl = cluster.adminUrl;
    stop = cluster.stop;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  await migrate(templateUrl.toString());
  const seedNow = new Date();
  const prisma = createPrisma(templateUrl.toString(), 4);
  await seed(prisma, { storageDir, now: seedNow });
  await prisma.$disconnect();
  // No connections may remain on a template while it is being cloned.
  await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH ALLOW_CONNECTIONS false`);
  await admin.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('seedNow', seedNow.toISOString());
  project.provide('storageDir', storageDir);
  console.log(`test database template ready in ${Date.now() - started} ms`);

  return async () => {
    await stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
