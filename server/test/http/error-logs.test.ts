// untyped on purpose: documents that do not parse or break request limits, sent as plain strings.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { parseEnv } from '../../src/env.ts';
import { createLogger } from '../../src/logger.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { scenario } from '../../../prisma/seed/index.ts';

/**
 * Issue 23 point 7: a client's bad request is one `warn` line (with the request id and the code,
 * never a stack); `error` with the stack is for the server's own faults. Logs captured from the
 * app's real logger; each request carries its own id to find its lines.
 */
let db: TestDatabase;
let app: FastifyInstance;
const lines: Record<string, any>[] = [];
/** The clock services read; set to fail, it throws a plain Error (a fault of the server's own). */
let clockFails = false;

beforeAll(async () => {
  db = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: db.url,
    STORAGE_DIR: inject('storageDir'),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const logger = createLogger(env, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const clock = {
    now: () => {
      if (clockFails) throw new Error('the clock broke');
      return new Date();
    },
  };
  // Own set-up: the app is built with a capturing logger (loggerInstance) and a clock, which withTestServer does not take.
  app = await buildApp({ env, prisma: db.prisma, databaseUrl: db.url, loggerInstance: logger, clock });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

let n = 0;
/** Sends a request with its own id; answers its status and its log lines at warn or above. */
async function send(request: InjectOptions) {
  const id = `log-test-${process.pid}-${++n}`;
  const res = await app.inject({ ...request, headers: { ...request.headers, 'x-request-id': id } });
  const mine = lines.filter((l) => l.reqId === id && l.level >= 40);
  return { status: res.statusCode, body: res.body, lines: mine };
}

function expectOneWarning(res: Awaited<ReturnType<typeof send>>, status: number, code: string) {
  expect(res.status, res.body).toBe(status);
  expect(res.lines, JSON.stringify(res.lines)).toHaveLength(1);
  const [line] = res.lines;
  expect(line).toMatchObject({ level: 40, code });
  expect(line.err).toBeUndefined();
  expect(JSON.stringify(line)).not.toMatch(/\n\s+at |stack/);
}

const json = { 'content-type': 'application/json' };
const gql = (query: string, variables?: object, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/graphql',
  headers: { ...json, ...headers },
  payload: JSON.stringify({ query, variables }),
});

describe("a client's bad request: one warning, no stack", () => {
  it.each<[string, InjectOptions, number, string]>([
    ['REST: a body that is not JSON (Fastify)', { method: 'POST', url: '/api/sign-up', headers: json, payload: '{"email": ' }, 400, 'BAD_REQUEST'],
    ['REST: a body over the limit (Fastify, 413)', { method: 'POST', url: '/api/sign-up', headers: json, payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }) }, 413, 'PAYLOAD_TOO_LARGE'],
    ['REST: a content type nobody reads (Fastify, 415)', { method: 'POST', url: '/api/sign-up', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['REST: a validation failure (AppError)', { method: 'POST', url: '/api/sign-up', headers: json, payload: '{}' }, 400, 'BAD_USER_INPUT'],
    ['REST: not signed in (AppError)', { method: 'GET', url: '/api/notification-counter/00000000-0000-4000-8000-000000000000' }, 401, 'UNAUTHENTICATED'],
    ['REST: a NUL in a body (edge rule)', { method: 'POST', url: '/api/send-email', headers: json, payload: JSON.stringify({ subject: 'a\u0000' }) }, 400, 'BAD_USER_INPUT'],
    ['REST: a bad API key', { method: 'GET', url: '/api/settings', headers: { authorization: 'Bearer nope' } }, 401, 'UNAUTHENTICATED'],
    ['router: a path that is not valid UTF-8', { method: 'GET', url: '/api/location-id/a%ED%A0%80/en' }, 400, 'BAD_REQUEST'],
    ['router: a path segment too long', { method: 'GET', url: `/api/location-id/${'x'.repeat(600)}/en` }, 414, 'URI_TOO_LONG'],
    ['GraphQL: a document that does not parse', gql('{ settings { openingHour '), 400, 'GRAPHQL_PARSE_FAILED'],
    ['GraphQL: an unknown field', gql('{ noSuchField }'), 400, 'GRAPHQL_VALIDATION_FAILED'],
    ['GraphQL: a variable of the wrong type', gql('query($n: Int) { cars(first: $n) { totalCount } }', { n: 'many' }), 400, 'BAD_USER_INPUT'],
    ['GraphQL: a field that needs a session', gql('{ bookings { edges { cursor } } }'), 200, 'UNAUTHENTICATED'],
    ['GraphQL: a service refusal', gql('query($a: String) { cars(first: 1, after: $a) { totalCount } }', { a: 'not-a-cursor' }), 200, 'BAD_USER_INPUT'],
    ['GraphQL: over the aliases limit (request limits)', gql(`{ ${Array.from({ length: 25 }, (_, k) => `a${k}: settings { openingHour }`).join(' ')} }`), 400, 'MAX_ALIASES_EXCEEDED'],
    ['GraphQL: a mutation over GET', { method: 'GET', url: `/graphql?query=${encodeURIComponent('mutation { signOut { signedOut } }')}`, headers: { 'apollo-require-preflight': 'true' } }, 405, 'BAD_REQUEST'],
    ['GraphQL: a batch', { method: 'POST', url: '/graphql', headers: json, payload: JSON.stringify([{ query: '{ me { id } }' }]) }, 400, 'BATCHING_NOT_ALLOWED'],
    ['GraphQL: not JSON (Fastify)', { method: 'POST', url: '/graphql', headers: json, payload: '{"query"' }, 400, 'BAD_REQUEST'],
    ['GraphQL: a simple request without the CSRF header (Apollo)', { method: 'POST', url: '/graphql', headers: { 'content-type': 'text/plain' }, payload: '{"query":"{ me { id } }"}' }, 400, 'BAD_REQUEST'],
    ['GraphQL: a bad API key (context creation)', gql('{ me { id } }', undefined, { authorization: 'Bearer nope' }), 401, 'UNAUTHENTICATED'],
    ['GraphQL: a NUL in a variable (edge rule)', gql('query($a: String) { cars(after: $a) { totalCount } }', { a: '\u0000' }), 400, 'BAD_USER_INPUT'],
  ])('%s', async (_what, request, status, code) => {
    const res = await send(request);
    expectOneWarning(res, status, code);
  });
});

describe("the server's own fault: an error with the stack", () => {
  const search = { pickupLocation: scenario.location.airport, from: '2031-05-01T07:00:00.000Z', to: '2031-05-04T07:00:00.000Z' };
  it.each<[string, InjectOptions, number]>([
    ['REST', { method: 'POST', url: '/api/frontend-cars/1/10', headers: json, payload: JSON.stringify(search) }, 500],
    ['GraphQL', gql('query($i: SearchCarsInput!) { searchCars(input: $i) { totalCount } }', { i: search }), 200],
  ])('%s: a service throwing a plain Error', async (_what, request, status) => {
    clockFails = true;
    let res;
    try {
      res = await send(request);
    } finally {
      clockFails = false;
    }
    expect(res.status, res.body).toBe(status);
    expect(res.body).toContain('INTERNAL_SERVER_ERROR');
    expect(res.body).not.toContain('the clock broke');
    const errors = res.lines.filter((l) => l.level === 50);
    expect(errors, JSON.stringify(res.lines)).toHaveLength(1);
    expect(errors[0].err).toMatchObject({ message: 'the clock broke', stack: expect.stringContaining('the clock broke') });
    expect(res.lines.filter((l) => l.level === 40)).toHaveLength(0);
  });
});
