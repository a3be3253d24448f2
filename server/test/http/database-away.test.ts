import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/availability.ts';
import { freePort, startEmbeddedPostgres, type EmbeddedCluster } from '../../src/db/embedded.ts';
import { ensureDatabase, migrate } from '../../src/db/migrate.ts';
import { createPrisma, type PrismaClient } from '../../src/db/prisma.ts';
import { killChildServers, startChildServer } from '../childServer.ts';
import type { TestDatabase } from '../db.ts';
import { waitUntil } from '../fixtures.ts';
import { startTestServer, type TestServer } from '../http.ts';

/**
 * Ready means able to serve (issue 23 point 2, docs/decisions/033-database-unavailable.md). The
 * server runs on a PostgreSQL of its own, which the test shuts down the ways an operator or a crash
 * would: while it is away, /readyz says so within seconds, and GraphQL and REST answer 503 with
 * Retry-After and DATABASE_UNAVAILABLE; when it returns, the same server answers again by itself.
 */
let workDir: string;
let dataDir: string;
let port: number;
let cluster: EmbeddedCluster;
let url: string;
let prisma: PrismaClient;
let server: TestServer;

const postmasterPid = (dir = dataDir) => Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'erbil-db-away-'));
  chmodSync(workDir, 0o755); // the postgres OS user must reach it when we run as root
  dataDir = path.join(workDir, 'pg');
  port = await freePort();
  cluster = await startEmbeddedPostgres({ dataDir, port, fast: true });
  await ensureDatabase(cluster.adminUrl, 'erbil');
  url = cluster.urlFor('erbil');
  await migrate(url);
  prisma = createPrisma(url, 3);
  // Own set-up: the server points at a database this test takes away (not a test-file database).
  server = await startTestServer({ url, prisma } as TestDatabase);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await prisma?.$disconnect();
  await cluster?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

const suppliersQuery = '{ suppliers { name } }';
const rest = () => fetch(`${server.baseUrl}/api/all-suppliers`);
const readyz = () => fetch(`${server.baseUrl}/readyz`);

/** What a client sees from GraphQL and REST while the database is away. */
async function expectUnavailable() {
  const gql = await server.gql(suppliersQuery);
  expect(gql.status).toBe(503);
  expect(gql.headers.get('retry-after')).toBe('5');
  expect(gql.errors?.[0]?.extensions).toEqual({ code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: 5 });
  expect(gql.errors?.[0]?.message).toMatch(/try again/);

  const res = await rest();
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toEqual({ error: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/try again/), requestId: res.headers.get('x-request-id') });
}

/** The same server serves again without a restart (polled with a deadline). */
async function expectRecovered() {
  await waitUntil(async () => (await readyz()).status === 200, '/readyz to answer 200 again', 15_000);
  await waitUntil(async () => (await server.gql(suppliersQuery)).status === 200, 'GraphQL to answer again', 5000);
  const gql = await server.gql(suppliersQuery);
  expect(gql.errors).toBeUndefined();
  expect(gql.data).toEqual({ suppliers: [] });
  expect((await rest()).status).toBe(200);
}

async function waitForExit(pid: number) {
  await waitUntil(() => !alive(pid), `PostgreSQL (process ${pid}) to stop`, 15_000);
}

async function startAgain() {
  cluster = await startEmbeddedPostgres({ dataDir, port, fast: true });
}

describe('the database goes away and comes back', () => {
  it('smart shutdown (open sessions live, new ones refused with 57P03): 503 within seconds, then recovery', async () => {
    // Serving, with connections in the server's pool.
    expect((await readyz()).status).toBe(200);
    expect((await server.gql(suppliersQuery)).status).toBe(200);
    expect((await rest()).status).toBe(200);
    // A statement PostgreSQL refuses is the client's or the code's problem, not an absent database.
    const refused = await prisma.$queryRawUnsafe('SELECT 1 / 0').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(refused)).toBe(false);

    // Someone's session (psql, a migration) keeps PostgreSQL in its smart shutdown.
    const held = new pg.Client({ connectionString: url });
    held.on('error', () => {}); // ended by a later shutdown if this test fails half-way
    await held.connect();
    const pid = postmasterPid();
    process.kill(pid, 'SIGTERM');

    const started = Date.now();
    await waitUntil(async () => (await readyz()).status === 503, '/readyz to answer 503', 3000);
    expect(Date.now() - started).toBeLessThan(3000);
    const probe = await readyz();
    expect(probe.status).toBe(503);
    expect(probe.headers.get('retry-after')).toBe('5');
    expect(await probe.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });

    await expectUnavailable();
    // PostgreSQL was still shutting down (the open session answers): the refusals were 57P03.
    expect((await held.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);

    // The last session ends; the server's pool kept none, so PostgreSQL stops.
    await held.end();
    await waitForExit(pid);
    // Down (connection refused): the same answers.
    await expectUnavailable();
    expect((await readyz()).status).toBe(503);

    await startAgain();
    await expectRecovered();
  }, 60_000);

  it("fast shutdown (the pool's sessions ended under it, 57P01): no crash, 503, then recovery", async () => {
    // Idle connections in the pools, which PostgreSQL ends: node-postgres' pool emits `error` for
    // them, which crashed the process where a pool had no listener (the rate limits' had none).
    // A wrong password is counted in the rate-limit pool: that pool has an idle connection too.
    const wrong = await server.gql('mutation { signIn(input: { email: "nobody@example.com", password: "wrong-password" }) { __typename } }');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await Promise.all([server.gql(suppliersQuery), server.gql(suppliersQuery), rest()]);
    const pid = postmasterPid();
    process.kill(pid, 'SIGINT');
    await waitForExit(pid);
    await expectUnavailable();
    expect((await readyz()).status).toBe(503);

    await startAgain();
    await expectRecovered();
  }, 60_000);
});

describe('the embedded PostgreSQL dies', () => {
  afterEach(killChildServers);

  it('the server exits non-zero at once, saying why, rather than serve without a database', async () => {
    const pgDir = path.join(workDir, 'embedded');
    const { exited, output, port: httpPort } = await startChildServer({
      databaseUrl: '', // none: the server starts its embedded PostgreSQL
      port: await freePort(),
      env: { EMBEDDED_PG_DIR: pgDir, EMBEDDED_PG_PORT: String(await freePort()) },
    });
    expect((await fetch(`http://127.0.0.1:${httpPort}/readyz`)).status).toBe(200);

    const pid = postmasterPid(pgDir);
    process.kill(pid, 'SIGKILL');
    const started = Date.now();
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 5000))]);
    expect(code).toBe(70);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(output()).toContain(`the PostgreSQL postmaster (process ${pid}) exited on SIGKILL`);
    expect(output()).toContain('exiting (status 70) so that a supervisor restarts the server');
  }, 90_000);

  it('asked to shut down (kill -TERM: a smart shutdown would wait for our sessions for ever), the server exits 70 and the postmaster then finishes', async () => {
    const pgDir = path.join(workDir, 'embedded-smart');
    const { exited, output, port: httpPort } = await startChildServer({
      databaseUrl: '',
      port: await freePort(),
      env: { EMBEDDED_PG_DIR: pgDir, EMBEDDED_PG_PORT: String(await freePort()) },
    });
    expect((await fetch(`http://127.0.0.1:${httpPort}/readyz`)).status).toBe(200);

    const pid = postmasterPid(pgDir);
    process.kill(pid, 'SIGTERM');
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 5000))]);
    expect(code).toBe(70);
    expect(output()).toContain('the PostgreSQL postmaster received a smart shutdown request');
    // With this process's sessions gone, the smart shutdown completes.
    await waitForExit(pid);
  }, 90_000);
});
