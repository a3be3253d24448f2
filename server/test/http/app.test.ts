import { mkdtempSync, writeFileSync, mkdirSync, rmSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createPrisma } from '../../src/db/prisma.ts';
import { buildApp } from '../../src/app.ts';
import { parseEnv } from '../../src/env.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';

/** The HTTP surface as a browser, a partner and a load balancer see it. */
let db: TestDatabase;
let server: TestServer;
let webDist: string;

beforeAll(async () => {
  db = await createTestDatabase();
  webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Erbil car rental</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // Own set-up: besides the shared-style server, cases build apps of their own (a dead database, other env), over a web build this file writes first.
  server = await startTestServer(db, { WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${p}`, { headers });

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database is reachable and 503 when it is not', async () => {
    const ok = await get('/readyz');
    expect(ok.status).toBe(200);

    // Same app, pointed at a port where no database listens.
    const deadPrisma = createPrisma('postgresql://postgres:postgres@127.0.0.1:1/none', 1);
    const env = parseEnv({ LOG_LEVEL: 'silent', STORAGE_DIR: inject('storageDir'), WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ env, prisma: deadPrisma, databaseUrl: 'postgresql://postgres:postgres@127.0.0.1:1/none' });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await deadPrisma.$disconnect();
    }
  });

  it('GET /readyz answers 503 when the file storage cannot hold uploads (the database still answering)', async () => {
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'storage-gone-'));
    const env = parseEnv({ LOG_LEVEL: 'silent', STORAGE_DIR: storageDir, WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ env, prisma: db.prisma, databaseUrl: db.url });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // The folder goes away and a file takes its name (a lost mount, say): nothing can be
      // stored there any more, even by root.
      rmSync(storageDir, { recursive: true, force: true });
      writeFileSync(storageDir, 'not a folder');
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'file storage unavailable' });
    } finally {
      await app.close();
      rmSync(storageDir, { force: true });
    }
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const res = await get('/healthz', { 'x-request-id': 'lb-1234' });
    expect(res.headers.get('x-request-id')).toBe('lb-1234');
    const fresh = await get('/healthz', { 'x-request-id': 'bad id with spaces' });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GraphQL over HTTP', () => {
  it('shows Apollo Sandbox to a browser opening /graphql', async () => {
    const res = await get('/graphql', { accept: 'text/html' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/sandbox/i);
  });

  it('answers malformed JSON with 400 and a clear message, never a 500', async () => {
    const res = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ suppliers { id } "',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0].message).toBe('The request body is not valid JSON.');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an invalid document with 400 and the parser or validator message', async () => {
    const syntax = await server.gql('{ suppliers { id }');
    expect(syntax.status).toBe(400);
    expect(syntax.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknownField = await server.gql('{ suppliers { id colour } }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(unknownField.errors?.[0].message).toMatch(/colour/);
    const badVariable = await server.gql('query($id: ID!) { car(id: $id) { id } }', {});
    expect(badVariable.status).toBe(400);
    expect(badVariable.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('blocks cross-site GET queries without a preflight header (CSRF prevention)', async () => {
    const res = await get(`/graphql?query=${encodeURIComponent('{ suppliers { id } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/i);
    const allowed = await get(`/graphql?query=${encodeURIComponent('{ suppliers { id } }')}`, { 'apollo-require-preflight': 'true' });
    expect(allowed.status).toBe(200);
  });

  it('supports introspection outside production, and refuses it in production unless enabled', async () => {
    const dev = await server.gql('{ __schema { queryType { name } } }');
    expect(dev.data!.__schema.queryType.name).toBe('Query');

    const prod = await startTestServer(db, { NODE_ENV: 'production', MAIL_TRANSPORT: 'log' });
    try {
      const res = await prod.gql('{ __schema { queryType { name } } }');
      expect(res.errors?.[0].message).toMatch(/introspection/i);
    } finally {
      await prod.close();
    }
  });
});

describe('CORS', () => {
  it('echoes only configured origins, with credentials, and answers preflights', async () => {
    const cors = await startTestServer(db, { CORS_ORIGINS: 'https://partner.example' });
    try {
      const preflight = await fetch(`${cors.baseUrl}/graphql`, {
        method: 'OPTIONS',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

      const other = await fetch(`${cors.baseUrl}/api/locations-with-position/en`, { headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await cors.close();
    }
  });
});

describe('REST shim', () => {
  it('GET /api/locations-with-position/{language} returns the seeded locations in that language', async () => {
    const res = await get('/api/locations-with-position/fr');
    expect(res.status).toBe(200);
    const body = (await res.json()) as unknown[];
    const rows = (await db.prisma.location.findMany({ include: { names: true } })).map((r) => ({
      ...r,
      nameEn: r.names.find((n) => n.language === 'en')!.name,
      nameFr: r.names.find((n) => n.language === 'fr')!.name,
    }));
    expect(body).toHaveLength(rows.length);
    const airport = rows.find((r) => /airport/i.test(r.nameEn))!;
    expect(body).toContainEqual({
      _id: airport.id,
      name: airport.nameFr,
      latitude: airport.latitude.toNumber(),
      longitude: airport.longitude.toNumber(),
      image: airport.image,
    });
  });

  it('answers 400 for an unsupported language', async () => {
    const res = await get('/api/locations-with-position/xx');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_USER_INPUT', message: expect.stringMatching(/Unsupported language/) });
  });

  it('answers 404 JSON for an unknown /api path', async () => {
    for (const p of ['/api/nope', '/api', '/api/locations-with-position']) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    const post = await fetch(`${server.baseUrl}/api/unknown`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(404);
  });

  it('answers malformed JSON on /api with 400', async () => {
    const res = await fetch(`${server.baseUrl}/api/locations-with-position/en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect([400, 404]).toContain(res.status);
    expect(res.status).not.toBe(500);
  });
});

describe('web app and files', () => {
  it('serves index.html for client-side routes, and with 404 for any unknown page path', async () => {
    for (const p of ['/', '/search?l=fr']) {
      const res = await get(p, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    // The app shows its not-found page (issue 14 point 8; test/http/spa-routes.test.ts).
    const unknown = await get('/no/such/page', { accept: 'text/html' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
  });

  it('caches hashed assets forever and index.html never', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const index = await get('/checkout');
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves seeded car images under /cdn/cars and nothing outside the public folders', async () => {
    const car = await db.prisma.car.findFirstOrThrow({ where: { image: { not: null } } });
    const res = await get(`/cdn/cars/${car.image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(readdirSync(path.join(inject('storageDir'), 'cars'))).toContain(car.image);
    expect((await get('/cdn/private/licence.pdf')).status).toBe(404);
    expect((await get('/cdn/cars/no-such-car.svg')).status).toBe(404);
    // Sent as-is (fetch would normalise the dots away): never a file outside the folders.
    for (const url of ['/cdn/../package.json', '/cdn/cars/../../package.json', '/cdn/private/x', '/cdn/cars/..%2f..%2fpackage.json']) {
      const denied = await server.app.inject({ method: 'GET', url });
      expect(denied.body, url).not.toContain('"workspaces"');
      expect(denied.headers['content-type'], url).not.toMatch(/^image\//);
    }
  });
});
