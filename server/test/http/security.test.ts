import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { RenderPage } from '../../src/shared/render.ts';
import type { TestDatabase } from '../db.ts';
import { startTestServer, withTestServer, type TestServer } from '../http.ts';

/** Security headers and compression, as a browser or a partner sees them (docs/decisions/017). */

let db: TestDatabase;
let server: TestServer;

withTestServer((made) => ({ db, server } = made));

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Exact bytes on the wire: fetch would choose Accept-Encoding itself and decode. */
function raw(baseUrl: string, path: string, opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const csp = (res: Raw) => {
  const header = res.headers['content-security-policy'];
  expect(header, 'content-security-policy').toBeTypeOf('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      // Each response's own nonce (server-rendered pages' inline scripts) is checked apart.
      .map(([name, ...sources]) => [name, sources.filter((source) => !source.startsWith("'nonce-"))]),
  ) as Record<string, string[]>;
};

const nonceOf = (res: Raw) => /script-src [^;]*'nonce-([A-Za-z0-9+/=]{24})'/.exec(String(res.headers['content-security-policy']))?.[1];

const gqlBody = (query: string) => JSON.stringify({ query });
const json = { 'content-type': 'application/json' };

describe('security headers', () => {
  it('are on every response: pages, API answers, errors, 404s and files', async () => {
    const image = (await db.query<{ image: string }>('SELECT image FROM cars WHERE image IS NOT NULL LIMIT 1')).rows[0].image;
    const responses = await Promise.all([
      raw(server.baseUrl, '/healthz'),
      raw(server.baseUrl, '/api/no-such-endpoint'),
      raw(server.baseUrl, '/graphql', { method: 'POST', headers: json, body: gqlBody('{ suppliers { id } }') }),
      raw(server.baseUrl, '/graphql', { method: 'POST', headers: json, body: '{not json' }),
      raw(server.baseUrl, `/cdn/cars/${image}`),
      // A path that is no URL: refused by the router itself, before any hook (app.ts frameworkErrors).
      raw(server.baseUrl, '/api/location-id/a%ED%A0%80b/en'),
      raw(server.baseUrl, '/car/%FF', { headers: { accept: 'text/html' } }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 404, 200, 400, 200, 400, 400]);
    // The router's refusal: our JSON for an API client, a short page for a browser that followed a mangled link.
    expect(JSON.parse(responses[5].body.toString())).toMatchObject({ error: 'BAD_REQUEST', message: 'The path is not a valid URL.' });
    expect(responses[6].headers['content-type']).toMatch(/^text\/html/);
    expect(responses[6].body.toString()).toContain('The path is not a valid URL.');
    for (const res of responses) {
      expect(csp(res)['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // PUBLIC_URL is http://localhost:3000 here: no HSTS over plain HTTP.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // Images are shown by reference-platform clients on other origins; the rest stays same-origin.
    expect(responses[4].headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(responses[0].headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('draw a script nonce only for a server-rendered page (16 random bytes, its own, on its scripts), none for API answers, files or errors', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>');
    // A renderer writing an inline script with the nonce it is given, as React's does.
    const renderPage: RenderPage = async ({ nonce }) => ({ status: 200, language: 'en', html: `<script nonce="${nonce}">1</script>`, state: '{}' });
    const pages = await startTestServer(db, { WEB_DIST_DIR: webDist }, { renderPage });
    try {
      const image = (await db.query<{ image: string }>('SELECT image FROM cars WHERE image IS NOT NULL LIMIT 1')).rows[0].image;
      const others = await Promise.all([
        raw(pages.baseUrl, '/healthz'),
        raw(pages.baseUrl, '/api/settings'),
        raw(pages.baseUrl, '/api/no-such-endpoint'),
        raw(pages.baseUrl, '/graphql', { method: 'POST', headers: json, body: gqlBody('{ suppliers { id } }') }),
        raw(pages.baseUrl, '/graphql', { method: 'POST', headers: json, body: '{not json' }),
        raw(pages.baseUrl, `/cdn/cars/${image}`),
        raw(pages.baseUrl, '/cdn/cars/no-such-picture.webp'),
      ]);
      expect(others.map((r) => r.status)).toEqual([200, 200, 404, 200, 400, 200, 404]);
      for (const res of others) {
        expect(String(res.headers['content-security-policy'])).not.toContain("'nonce-");
      }

      const rendered = await Promise.all(['/', '/about', '/no/such/page'].map((url) => raw(pages.baseUrl, url)));
      expect(rendered.map((r) => r.status)).toEqual([200, 200, 404]);
      const nonces = rendered.map((res) => {
        const nonce = nonceOf(res);
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(csp(res)['script-src']).toEqual(["'self'"]);
        const scripts = [...res.body.toString().matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
        expect(scripts).toHaveLength(2); // the renderer's and the page state
        for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
        // A style nonce would make browsers ignore 'unsafe-inline', which Mantine's styles need.
        expect(String(res.headers['content-security-policy'])).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
        return nonce;
      });
      expect(new Set(nonces).size).toBe(3);
    } finally {
      await pages.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('allow only the app itself and the map tiles when no outside service is configured', async () => {
    const policy = csp(await raw(server.baseUrl, '/healthz'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toContain('https://tile.openstreetmap.org');
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    const all = Object.values(policy).flat().join(' ');
    for (const host of ['google', 'gstatic', 'apple', 'facebook', 'stripe', 'apollographql']) expect(all).not.toContain(host);
  });

  it('add each outside service only when it is configured, and HSTS under HTTPS', async () => {
    const recaptchaOnly = await startTestServer(db, { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret' });
    try {
      const policy = csp(await raw(recaptchaOnly.baseUrl, '/healthz'));
      expect(policy['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
      expect(policy['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
      const all = Object.values(policy).flat().join(' ');
      for (const host of ['accounts.google.com', 'apple', 'facebook', 'stripe']) expect(all).not.toContain(host);
    } finally {
      await recaptchaOnly.close();
    }

    const everything = await startTestServer(db, {
      PUBLIC_URL: 'https://rent.example.com',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_SECRET_KEY: 'sk_test_x',
      GOOGLE_CLIENT_ID: 'google-client',
      APPLE_CLIENT_ID: 'apple-client',
      FACEBOOK_APP_ID: 'facebook-app',
      FACEBOOK_APP_SECRET: 'facebook-secret',
    });
    try {
      const res = await raw(everything.baseUrl, '/healthz');
      const policy = csp(res);
      expect(policy['script-src']).toEqual(
        expect.arrayContaining(['https://accounts.google.com/gsi/client', 'https://appleid.cdn-apple.com', 'https://connect.facebook.net', 'https://js.stripe.com']),
      );
      expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/', 'https://appleid.apple.com', 'https://www.facebook.com', 'https://js.stripe.com']));
      expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com', 'https://accounts.google.com/gsi/']));
      expect(policy['script-src']).not.toContain('https://www.google.com/recaptcha/');
      expect(policy['img-src']).toContain('https://rent.example.com');
      expect(policy['upgrade-insecure-requests']).toEqual([]);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    } finally {
      await everything.close();
    }
  });

  it('give Apollo Sandbox (GET /graphql in a browser) the policy it needs, and only that page', async () => {
    const page = await raw(server.baseUrl, '/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('embeddable-sandbox.cdn.apollographql.com');
    const sandbox = csp(page);
    expect(sandbox['script-src']).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(sandbox['frame-src']).toEqual(expect.arrayContaining(['https://sandbox.embed.apollographql.com']));
    expect(sandbox['frame-ancestors']).toEqual(["'none'"]);

    const api = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: json, body: gqlBody('{ __typename }') });
    expect(JSON.stringify(csp(api))).not.toContain('apollographql');
    expect(csp(api)['script-src']).toEqual(["'self'"]);
  });
});

describe('compression of GraphQL and REST answers', () => {
  const bigQuery = gqlBody('{ __schema { types { name description fields { name description } } } }');

  it('sends brotli, gzip or plain text as the client accepts, varying on Accept-Encoding', async () => {
    const plain = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: json, body: bigQuery });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const text = plain.body.toString();
    expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(20);

    const br = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: { ...json, 'accept-encoding': 'br' }, body: bigQuery });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gz = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: { ...json, 'accept-encoding': 'gzip' }, body: bigQuery });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);

    const identity = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: { ...json, 'accept-encoding': 'identity' }, body: bigQuery });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(text);
  });

  it('compresses REST answers too, and leaves answers under 1 KB alone', async () => {
    const plain = await raw(server.baseUrl, '/api/locations/1/30/en');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw(server.baseUrl, '/api/locations/1/30/en', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const small = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: { ...json, 'accept-encoding': 'br' }, body: gqlBody('{ __typename }') });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('compressed request bodies', () => {
  it('are read when gzip, refused with 413 when they inflate past the body limit, 415 when unknown', async () => {
    const query = gzipSync(gqlBody('{ __typename }'));
    const ok = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: { ...json, 'content-encoding': 'gzip' }, body: query });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body.toString())).toEqual({ data: { __typename: 'Query' } });

    // 8 MB of spaces in a 8 kB gzip: a decompression bomb against the 1 MB body limit.
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"query":"{ __typename }"'), Buffer.alloc(8_000_000, ' '), Buffer.from('}')]));
    expect(bomb.length).toBeLessThan(20_000);
    const big = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: { ...json, 'content-encoding': 'gzip' }, body: bomb });
    expect(big.status).toBe(413);

    const unknown = await raw(server.baseUrl, '/graphql', { method: 'POST', headers: { ...json, 'content-encoding': 'x-squash' }, body: gqlBody('{ __typename }') });
    expect(unknown.status).toBe(415);
    expect(unknown.body.toString()).not.toMatch(/at .*\.js:\d+/); // no stack
  });
});
