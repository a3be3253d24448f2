import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT_DIR } from '../../src/env.ts';

/**
 * `npm start` as production runs it: the web app built and the server compiled once, then, in a
 * folder of their own, `npm ci --omit=dev` and plain `node` on the compiled server (no tsx, no
 * dev dependency) against PostgreSQL with NODE_ENV=production. About a minute on 2 cores, most
 * of it the install (from npm's cache).
 */

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion (output kept for the failure message). */
function run(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function ok(result: Run, what: string): Run {
  if (result.code !== 0) throw new Error(`${what} failed (${result.code}):\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  return result;
}

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: the exact bytes on the wire (fetch would negotiate and decode on its own). */
function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a fresh shell: none of the outer `npm run`'s or Vitest's settings, except
 * where npm's cache, user config and registry are (the install must find the cache).
 */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const keep = /^npm_config_(cache|userconfig|registry)$/i;
  for (const [key, value] of Object.entries(process.env)) {
    if (keep.test(key) || !/^(npm_|VITEST|NODE_ENV$|LOG_LEVEL$|DATABASE_URL$|TEST_)/i.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'erbil-prod-'));
chmodSync(dir, 0o755);
const database = `prod_${randomBytes(4).toString('hex')}`;
let databaseUrl: string;
let server: ChildProcess | undefined;
let baseUrl: string;
let serverLog = '';
const timings: Record<string, number> = {};

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[label] = Date.now() - started;
  }
}

beforeAll(async () => {
  const node = process.execPath;
  const bin = (pkg: string, file: string) => path.join(ROOT_DIR, 'node_modules', pkg, file);
  // What `npm run build` makes, written straight into the deployment folder.
  await timed('build', () =>
    Promise.all([
      run(node, [bin('vite', 'bin/vite.js'), 'build', '--outDir', path.join(dir, 'web', 'dist'), '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: path.join(ROOT_DIR, 'web'),
        env: cleanEnv({ NODE_ENV: 'production' }),
      }).then((r) => ok(r, 'vite build')),
      // The web's server bundle: pages rendered by the server (docs/decisions/043).
      run(node, [bin('vite', 'bin/vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(dir, 'web', 'dist-ssr'), '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: path.join(ROOT_DIR, 'web'),
        env: cleanEnv({ NODE_ENV: 'production' }),
      }).then((r) => ok(r, 'vite build --ssr')),
      run(node, [bin('typescript', 'bin/tsc'), '-p', 'server/tsconfig.build.json', '--outDir', path.join(dir, 'server', 'dist')], {
        cwd: ROOT_DIR,
      }).then((r) => ok(r, 'tsc (server build)')),
    ]),
  );
  // What a deployment ships besides the build: manifests, the postinstall script, the schema
  // (so the postinstall meets it) and the SQL migrations.
  for (const file of ['package.json', 'package-lock.json', 'server/package.json', 'web/package.json', 'scripts/prisma-generate.mjs', 'prisma/schema.prisma', 'schema.graphql']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT_DIR, file), path.join(dir, file));
  }
  cpSync(path.join(ROOT_DIR, 'prisma', 'migrations'), path.join(dir, 'prisma', 'migrations'), { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = await timed('npm ci --omit=dev', () =>
    run(npm, ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, env: cleanEnv({}) }),
  );
  ok(install, 'npm ci --omit=dev');
  expect(install.stdout).toMatch(/prisma generate skipped: install without dev dependencies/);

  // A new, empty database (not the seeded template): the production boot migrates it.
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${database}`;
  databaseUrl = url.toString();

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // Own set-up: the built server runs as a real child process (production build, signals), not in-process.
  server = spawn(node, ['server/dist/server/src/index.js'], {
    cwd: dir,
    env: cleanEnv({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      STORAGE_DIR: path.join(dir, 'storage'),
      EXCHANGE_RATE_PROVIDERS: 'none',
      SEED: 'always', // ignored in production: never demo accounts there
      MAIL_TRANSPORT: 'log', // no SMTP server here: logging mail is chosen, as production requires
      LOG_LEVEL: 'info',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (c: Buffer) => (serverLog += c));
  server.stderr!.on('data', (c: Buffer) => (serverLog += c));
  await timed('boot', async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server!.exitCode !== null) throw new Error(`the server exited (${server!.exitCode}):\n${serverLog}`);
      const ready = await get(`${baseUrl}/readyz`).catch(() => null);
      if (ready?.status === 200) return;
      if (Date.now() > deadline) throw new Error(`not ready within 60 s:\n${serverLog}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  console.log(`production build test: ${Object.entries(timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(', ')}`);
}, 400_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    // A loaded machine can make a graceful stop slow: the test is over, so do not wait for ever.
    const killer = setTimeout(() => server!.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  }
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}, 180_000);

describe('the built server after npm ci --omit=dev', () => {
  it('installed no dev dependency and runs without them', () => {
    for (const dev of ['tsx', 'vitest', 'vite', 'pino-pretty', '@prisma/generator-helper', '@graphql-codegen/cli', '@playwright/test']) {
      expect(existsSync(path.join(dir, 'node_modules', dev)), dev).toBe(false);
    }
    expect(existsSync(path.join(dir, 'server', 'src'))).toBe(false); // no TypeScript sources shipped
  });

  it('loads every compiled module, the seed included, with production dependencies only', async () => {
    // The production boot never imports the seed (nor, without SMTP, some adapters): load every
    // module once in a plain node, except the two entry points, which would start things.
    const entryPoints = new Set(['server/src/index.js', 'server/src/db/cli.js']);
    const compiled = readdirSync(path.join(dir, 'server', 'dist'), { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.js') && !entryPoints.has(file))
      .map((file) => path.join(dir, 'server', 'dist', file));
    expect(compiled.some((file) => file.endsWith(path.join('prisma', 'seed', 'index.js')))).toBe(true);
    const urls = compiled.map((file) => pathToFileURL(file).href);
    const script = `for (const url of ${JSON.stringify(urls)}) await import(url); console.log('loaded');`;
    const result = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      env: cleanEnv({ NODE_ENV: 'production' }),
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('loaded');
  });

  it('answers ready, migrated the empty database and seeded no demo account', async () => {
    const ready = await get(`${baseUrl}/readyz`);
    expect(JSON.parse(ready.body.toString())).toEqual({ status: 'ready' });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ users: string; cars: string }>(
        'SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM cars) AS cars',
      );
      expect(rows[0]).toEqual({ users: '0', cars: '0' });
    } finally {
      await client.end();
    }
    expect(serverLog).toMatch(/production: the demo seed never runs here/);
  });

  it('serves the app at / with its security headers', async () => {
    const res = await get(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Rendered by the server: the home page's content is in the HTML, before any script runs.
    const html = res.body.toString();
    expect(html).toMatch(/<div id="root">.+<\/div>/s);
    expect(html).toContain('<title>Car rental in Erbil | Erbil Car Rental</title>');
    expect(html).toContain('<script type="application/json" id="app-state"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain HTTP here
  });

  it('sends hashed assets precompressed (brotli, gzip) or plain, varying on Accept-Encoding', async () => {
    const index = (await get(`${baseUrl}/`)).body.toString();
    const script = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(index)?.[1];
    expect(script).toBeDefined();
    const plain = await get(`${baseUrl}${script}`, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get(`${baseUrl}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // Written once at build time at full strength: the file the build left beside the asset.
    expect(br.body.equals(readFileSync(path.join(dir, 'web', 'dist', `${script}.br`)))).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gz = await get(`${baseUrl}${script}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    // A page is rendered for each request and compressed as it is sent.
    const route = await get(`${baseUrl}/search`, { 'accept-encoding': 'br' });
    expect(route.status).toBe(200);
    expect(route.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(route.body).toString()).toContain('<div id="root">');
  });

  // ── shell (issue 14 point 8): the server knows the web app's routes (server/src/shared/routes.ts).
  it('answers 200 with the page for its routes and 404 with the not-found page for any other path', async () => {
    const pages = ['/search?l=fr', '/About', '/faq/', '/blog/1/scenic-road-trips-in-kurdistan', '/checkout-session/cs_test_123', '/confirm-email?token=x'];
    for (const url of pages) {
      const res = await get(`${baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      // (The title: the page's state carries the app's catalog, the not-found page's words among them.)
      expect(res.body.toString(), url).not.toContain('<title>Nothing to see here!');
    }
    // An article under a title that is not its own is sent to the one it has.
    const moved = await get(`${baseUrl}/blog/3/any-title`);
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toMatch(/^\/blog\/3\/[a-z0-9-]+$/);
    expect((await get(`${baseUrl}${moved.headers.location}`)).status).toBe(200);
    // The app shows its 'Nothing to see here!' page for these (e2e/footer.spec.ts reads it).
    for (const url of ['/no/such/page', '/blog/4/a-title', '/blog/1', '/sign-in/extra', '/checkout-session', '/assets/missing.js']) {
      const res = await get(`${baseUrl}${url}`, { 'accept-encoding': 'gzip' });
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(gunzipSync(res.body).toString(), url).toContain('<title>Nothing to see here! | Erbil Car Rental</title>');
    }
    // The API and GraphQL keep their own answers.
    const api = await get(`${baseUrl}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ error: 'NOT_FOUND' });
    const graphql = await get(`${baseUrl}/graphql?query=${encodeURIComponent('{ settings { contactEmail analytics { id } } }')}`, {
      'apollo-require-preflight': 'true',
    });
    expect(graphql.status).toBe(200);
    expect(JSON.parse(graphql.body.toString())).toEqual({ data: { settings: { contactEmail: expect.any(String), analytics: null } } });
  });

  it('has no development mail viewer', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const res = await get(`${baseUrl}${url}`);
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.body.toString())).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('refuses to start in production without DATABASE_URL, saying what to set', async () => {
    const result = await run(process.execPath, ['server/dist/server/src/index.js'], {
      cwd: dir,
      env: cleanEnv({ NODE_ENV: 'production', PORT: '0', EMBEDDED_PG_DIR: path.join(dir, 'never-created') }),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/NODE_ENV is production but DATABASE_URL is not set/);
    expect(result.stderr).toMatch(/Set DATABASE_URL=postgresql:\/\//);
    expect(existsSync(path.join(dir, 'never-created'))).toBe(false);
  });
});
