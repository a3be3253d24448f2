import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import type { Clock } from '../src/context.ts';
import type { RenderPage } from '../src/http/pages.ts';
import { FACTORY_PASSWORD } from '../../prisma/seed/factories.ts';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

/**
 * Sends a GraphQL operation: a typed document (its result and variables checked by the compiler;
 * today the web's generated documents, web/src/__generated__) or a query string (for operations
 * only partners send, and for the malformed ones tests send on purpose).
 */
export interface SendGraphQL {
  <R, V>(document: TypedDocumentNode<R, V>, variables?: V, headers?: Record<string, string>): Promise<GraphQLResponse<R> & { headers: Headers }>;
  <T = Record<string, any>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<T> & { headers: Headers }>;
}

/** A SendGraphQL over `post` (which POSTs a JSON body to /graphql with the given headers). */
function sendGraphQL(post: (body: string, headers: Record<string, string>) => Promise<Response>): SendGraphQL {
  return (async (query: string | TypedDocumentNode<unknown, unknown>, variables?: unknown, headers: Record<string, string> = {}) => {
    const res = await post(JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }), headers);
    const body = (await res.json()) as GraphQLResponse;
    return { status: res.status, data: body.data as any, errors: body.errors, headers: res.headers };
  }) as SendGraphQL;
}

/** A browser-like client: keeps the cookies the server sets (the session). */
export interface TestClient {
  gql: SendGraphQL;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  cookies: Map<string, string>;
}

export interface TestServer {
  /** A new client with its own cookie jar and, unless given, its own IP address. */
  client(ip?: string): TestClient;
  app: FastifyInstance;
  baseUrl: string;
  /** POSTs a GraphQL operation the way a partner would (JSON, real HTTP). */
  /** One-off request from a fresh address, without cookies; returns the response headers too. */
  gql: SendGraphQL;
  close(): Promise<void>;
}

export function randomIp(): string {
  const b = () => Math.floor(Math.random() * 254) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

/**
 * The test file's own database and server: made before its tests (handed to `use`, which keeps
 * them in the file's variables), closed and dropped after them. `env` adds to the test
 * environment (startTestServer), read when the server starts (a function, for values an earlier
 * hook makes: a stand-in's URL, a temporary folder); `clock` and `renderPage` are handed to the
 * app. Hooks registered after it find the database there, and tear down before it is dropped.
 */
export function withTestServer(
  use: (made: { db: TestDatabase; server: TestServer }) => void,
  options: { env?: Record<string, string> | (() => Record<string, string>); clock?: Clock; renderPage?: RenderPage } = {},
): void {
  let db: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    const env = typeof options.env === 'function' ? options.env() : options.env;
    server = await startTestServer(db, env, { clock: options.clock, renderPage: options.renderPage });
    use({ db, server });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });
}

/** The real Fastify app on a real port, over the test file's database. */
export async function startTestServer(db: TestDatabase, env: Record<string, string> = {}, opts: { clock?: Clock; renderPage?: RenderPage } = {}): Promise<TestServer> {
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    STORAGE_DIR: inject('storageDir'),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Pages are the plain shell unless a test gives a renderer (test/http/pages.test.ts).
    WEB_SSR_ENTRY: '/nonexistent-web-ssr/entry-server.js',
    PUBLIC_URL: 'http://localhost:3000',
    // Each test client presents its own address (X-Forwarded-For), so per-IP limits of one
    // test do not leak into the next.
    TRUST_PROXY: 'true',
    ...env,
  });
  const app = await buildApp({ env: config, prisma: db.prisma, databaseUrl: db.url, clock: opts.clock, renderPage: opts.renderPage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const client = (ip = randomIp()): TestClient => {
    const cookies = new Map<string, string>();
    const doFetch = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', ip);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const [name, ...rest] = pair.split('=');
        const value = rest.join('=');
        const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
        if (expired) cookies.delete(name.trim());
        else cookies.set(name.trim(), value);
      }
      return res;
    };
    return {
      cookies,
      fetch: doFetch,
      gql: sendGraphQL((body, headers) => doFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })),
    };
  };
  return {
    app,
    baseUrl,
    client,
    gql: sendGraphQL((body, headers) =>
      fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers }, body }),
    ),
    close: () => app.close(),
  };
}

/**
 * A staff member's session cookie, got as a staff client gets one: through the staff sign-in
 * (POST /api/sign-in/backend), never by writing a session row. Admin and supplier accounts of the
 * factories have FACTORY_PASSWORD unless another was given.
 */
export async function staffCookie(server: Pick<TestServer, 'client'>, email: string, password: string = FACTORY_PASSWORD): Promise<string> {
  const client = server.client();
  const res = await client.fetch('/api/sign-in/backend', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, stayConnected: false }),
  });
  if (res.status !== 200) throw new Error(`staff sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
