// untyped on purpose: the fuzz test builds queries and variables at random.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  type GraphQLArgument,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/env.ts';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, withTestServer, type TestServer } from '../http.ts';

/**
 * Property-based fuzz over every REST path and every GraphQL root field the server has: random
 * and malformed input (wrong types, NUL bytes, huge numbers, dates out of range, broken JSON,
 * odd content types) never gets a 5xx or a stack trace, and a refused request leaves the
 * database as it was. The paths and fields are read from the running app and from
 * schema.graphql, so a new one joins the fuzz the day it is added.
 */

let db: TestDatabase;
let server: TestServer;
let driverCookie = '';

/** Tables whose rows a refused request may legitimately write: abuse counters and caches. */
const BOOKKEEPING_TABLES = new Set(['rate_limits', 'exchange_rates', '_prisma_migrations']);

let fingerprintSql = '';
/** One md5 over the content of every table but the bookkeeping ones. */
async function fingerprint(): Promise<string> {
  const { rows } = await db.query<{ fp: string }>(fingerprintSql);
  return rows[0].fp;
}

withTestServer((made) => ({ db, server } = made), { env: { STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' } });
beforeAll(async () => {
  // A Stripe webhook secret, so POST /api/stripe/webhook is fuzzed for real (unset, it is a 404):
  // unsigned random bodies must get a 400 and record nothing.
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables.rows
    .map((r) => r.table_name)
    .filter((t) => !BOOKKEEPING_TABLES.has(t))
    .map((t) => `(SELECT coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '') FROM "${t}" x)`);
  fingerprintSql = `SELECT md5(${parts.join(' || ')}) AS fp`;
  // A car at the top of the price range (numeric(12,2)): a long rental of it totals over 1e12.
  await createCar(db.prisma, { name: 'Fuzz Gold Car', dailyPrice: '9999999999.99', theftProtection: '9999999999.99', locations: [scenario.location.airport] });
  // A signed-in driver, so the fuzz also reaches what needs a session.
  const driver = await createDriver(db.prisma, { email: 'fuzz.driver@example.com', password: 'Driver123!', verified: true });
  const res = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({
      query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }',
      variables: { i: { email: driver.email, password: 'Driver123!' } },
    }),
  });
  driverCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  expect(driverCookie, await res.text()).not.toBe('');
}, 120_000);

// ── Values

const seedIds = [
  scenario.driver.demo.id,
  scenario.driver.second.id,
  scenario.admin.id,
  scenario.car.miniAtAirport.id,
  scenario.car.bookedMini.booked.id,
  scenario.supplier.hawlerDrive,
  scenario.location.airport,
  scenario.country.iraq,
  '00000000-0000-0000-0000-000000000000',
];

/**
 * Cursors of the right shape (base64url JSON arrays of a key and an id) holding values at or past
 * the database's limits: a decoder that checks only the shape lets them reach a cast in SQL.
 */
const UUID = '00000000-0000-4000-8000-000000000000';
const cursorLike = [
  ['99999999999999999999', UUID],
  ['9223372036854775807', UUID],
  ['-9223372036854775808', UUID],
  ['2026-13-45T99:99:99.000000Z', UUID],
  ['294277-01-01T00:00:00.000000Z', UUID],
  [1e308, UUID],
  ['', UUID],
  [0, 'not-a-uuid'],
  [UUID],
  [null, null],
].map((key) => Buffer.from(JSON.stringify(key)).toString('base64url'));

/**
 * Text no field may hold (docs/decisions/032): NUL and unpaired surrogates, high and low, alone,
 * inside text and beside a valid pair. Every request carrying one must be refused with 400.
 */
const UNACCEPTABLE_TEXT = ['\u0000', 'a\u0000b', 'driver@erbil-rental.test\u0000', '\uD800', 'a\ud800b', '\udc00x', 'x\ud83d', '🚗\udc00🚗', 'a\u0000\ud800'];
const unacceptableText = fc.constantFrom(...UNACCEPTABLE_TEXT);

const nastyString = fc.oneof(
  { weight: 2, arbitrary: unacceptableText },
  { weight: 2, arbitrary: fc.constantFrom(...cursorLike) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      'driver@erbil-rental.test\u0000',
      'x'.repeat(300),
      'y'.repeat(6000),
      '-1',
      '0',
      '1e308',
      'NaN',
      'Infinity',
      'null',
      'true',
      '2026-13-45',
      '2026-12-01T10:00:00',
      '2026-12-01T20:00:59+03:00',
      '275760-09-13T00:00:00Z',
      '../../../etc/passwd',
      '%00',
      '%E0%A4%A',
      '{"$gt":""}',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '🚗🚗',
      '\uD800',
      'en',
      'fr',
      'zz',
      'driver',
      'admin',
      'diesel',
      'paidInFull',
      'USD',
      'XXX',
    ),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.constantFrom(...seedIds) },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 21474838, 8.64e15, -8.64e15, 1e12, 1e308, -1e308, 0.1),
);

const nastyDate = fc.oneof(
  fc.date({ noInvalidDate: true, min: new Date(-8.64e15), max: new Date(8.64e15) }).map((d) => d.toISOString()),
  fc.integer({ min: Date.now(), max: Date.now() + 400 * 86_400_000 }).map((t) => new Date(t).toISOString()),
  fc.constantFrom(8.64e15, -8.64e15, 1e20, '2026-12-01T10:00:00', '2026-12-01', 'tomorrow', '2026-12-01T20:00:59+03:00'),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: nastyString },
  { weight: 1, arbitrary: nastyNumber },
);

// ── GraphQL: one operation per root field, variables generated from the declared types

const schema = buildSchema(readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));

function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 9, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  const inner: fc.Arbitrary<unknown> = (() => {
    if (isListType(type)) return fc.array(valueFor(type.ofType, depth + 1), { maxLength: 4 });
    if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), nastyString);
    if (isInputObjectType(type)) {
      if (depth > 3) return fc.constant({});
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, depth + 1)])), { requiredKeys: [] });
    }
    switch (type.name) {
      case 'Int':
      case 'Float':
        return nastyNumber;
      case 'Boolean':
        return fc.boolean();
      case 'DateTime':
        return nastyDate;
      case 'Decimal':
        return fc.oneof(fc.constantFrom('1e12', '999999999999.99', '-5', '0.001', 'abc', '12.5'), nastyNumber);
      default:
        return nastyString;
    }
  })();
  // Now and then a value of the wrong type altogether.
  return fc.oneof({ weight: 8, arbitrary: inner }, { weight: 1, arbitrary: anyJson }, { weight: 1, arbitrary: fc.constant(null) });
}

function operationFor(kind: 'query' | 'mutation', name: string, args: readonly GraphQLArgument[], returnsObject: boolean) {
  const decl = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz${decl ? `(${decl})` : ''} { ${name}${call ? `(${call})` : ''}${returnsObject ? ' { __typename }' : ''} }`;
}

const rootFields = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).map((field) => {
    const named = getNamedType(field.type);
    return { kind, field, document: operationFor(kind, field.name, field.args, isObjectType(named) || isAbstractType(named)) };
  });
});

function looksLikeStack(text: string): boolean {
  return /\n\s+at .+:\d+:\d+/.test(text) || /node_modules|server\/src\/|\.ts:\d+/.test(text);
}

async function send(pathName: string, init: RequestInit & { headers: Record<string, string> }, signedIn: boolean) {
  const headers = { 'x-forwarded-for': randomIp(), ...init.headers, ...(signedIn ? { cookie: driverCookie } : {}) };
  const res = await fetch(`${server.baseUrl}${pathName}`, { ...init, headers });
  // A signed-in call that signed in again (a sign-in ends the session it carried) hands over the
  // new session, so the signed-in half of the fuzz stays signed in.
  const renewed = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => /^erbil_session=./.test(c));
  if (signedIn && renewed) driverCookie = renewed;
  return { status: res.status, text: await res.text() };
}

/** Runs one call and holds it to the rules; `baseline` is the database before it. */
async function check(label: string, call: () => Promise<{ status: number; text: string }>, baseline: { fp: string }) {
  const { status, text } = await call();
  expect(status, `${label} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(looksLikeStack(text), `${label} leaked internals: ${text.slice(0, 300)}`).toBe(false);
  // GraphQL answers a resolver's crash with HTTP 200 and INTERNAL_SERVER_ERROR: a 500 all the same.
  expect(text, `${label} crashed: ${text.slice(0, 300)}`).not.toContain('"INTERNAL_SERVER_ERROR"');
  const after = await fingerprint();
  if (status >= 400) expect(after, `${label} was refused (${status}) but changed the database`).toBe(baseline.fp);
  baseline.fp = after;
}

describe('fuzz: GraphQL root fields', () => {
  it('covers every root field of the schema', () => {
    expect(rootFields.length).toBeGreaterThan(15);
  });

  for (const { kind, field, document } of rootFields) {
    it(`${kind} ${field.name}: random variables never get a 5xx or change data when refused`, async () => {
      const baseline = { fp: await fingerprint() };
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type)])), { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(variables, fc.boolean(), async (vars, signedIn) => {
          await check(
            `${field.name}(${JSON.stringify(vars).slice(0, 200)})`,
            () => send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document, variables: vars }) }, signedIn),
            baseline,
          );
        }),
        { numRuns: 25 },
      );
    });
  }

  // A nested field with its own input (the car page's Car.offer, issue 24 point 1): root fields
  // alone would never reach it.
  it('car(id) { offer(input) }: random periods never get a 5xx or change data', async () => {
    const baseline = { fp: await fingerprint() };
    const offerInput = schema.getType('CarOfferInput') as GraphQLInputType;
    const document = 'query Fuzz($id: ID!, $input: CarOfferInput!) { car(id: $id) { id offer(input: $input) { cancellationDeadline quote { total days } } } }';
    const ids = fc.oneof(fc.constantFrom(scenario.car.miniAtAirport.id, scenario.car.bookedMini.id), nastyString);
    await fc.assert(
      fc.asyncProperty(ids, valueFor(offerInput), async (id, input) => {
        await check(
          `car.offer(${JSON.stringify(input).slice(0, 200)})`,
          () => send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document, variables: { id, input } }) }, false),
          baseline,
        );
      }),
      { numRuns: 40 },
    );
  });

  // Random strings rarely look like a booking reference (issue 24 point 4): the bookings filter
  // gets reference-shaped ones and near misses, signed in and out.
  it('bookings: reference-shaped filters never get a 5xx', async () => {
    const baseline = { fp: await fingerprint() };
    const shaped = fc.tuple(fc.constantFrom('', 'EBL-', 'ebl', 'EBL ', 'XYZ-'), fc.string({ unit: fc.constantFrom(...'23456789ABCDEFGHJKMNPQRSTVWXYZ0O1IL-_ %\\\'\u0000abc'), maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(shaped, fc.boolean(), async ([prefix, rest], signedIn) => {
        const query = 'query($f: BookingFilter) { bookings(first: 3, filter: $f) { edges { node { id reference } } } }';
        await check(
          `bookings(reference: ${JSON.stringify(prefix + rest)})`,
          () => send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { f: { reference: prefix + rest } } }) }, signedIn),
          baseline,
        );
      }),
      { numRuns: 40 },
    );
  });

  // Random draws rarely give valid criteria, so the search's filters (payAtPickUp,
  // freeCancellation, ranges... every field of SearchCarsInput but the criteria, read from the
  // schema) seldom reach SQL: here they do, on valid criteria, with the marks asked for.
  it('query searchCars: any filters on valid criteria never get a 5xx, marks included', async () => {
    const baseline = { fp: await fingerprint() };
    const input = schema.getType('SearchCarsInput') as GraphQLInputObjectType;
    const criteria = new Set(['pickupLocation', 'dropoffLocation', 'from', 'to']);
    const filters = Object.values(input.getFields()).filter((f) => !criteria.has(f.name));
    expect(filters.map((f) => f.name)).toEqual(expect.arrayContaining(['payAtPickUp', 'freeCancellation', 'ranges']));
    const document = 'query($i: SearchCarsInput!) { searchCars(input: $i, first: 5) { totalCount edges { payAtPickUp freeCancellationUntil quote { total } } } }';
    await fc.assert(
      fc.asyncProperty(fc.record(Object.fromEntries(filters.map((f) => [f.name, valueFor(f.type, 1)])), { requiredKeys: [] }), async (chosen) => {
        const i = { ...chosen, pickupLocation: scenario.location.airport, from: inDays(10), to: inDays(13) };
        await check(
          `searchCars(${JSON.stringify(chosen).slice(0, 200)})`,
          () => send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document, variables: { i } }) }, false),
          baseline,
        );
      }),
      { numRuns: 40 },
    );
  });

  // Random draws rarely give a cursor-shaped value alone in a signed-in call: every paginated
  // field gets each of them, signed in and out, with nothing else to refuse first.
  const paginated = rootFields.filter(({ field }) => field.args.some((a) => a.name === 'after'));
  it('paginated fields exist to hold to the cursor rule', () => {
    expect(paginated.map(({ field }) => field.name)).toEqual(expect.arrayContaining(['bookings', 'notifications']));
  });
  for (const { kind, field } of paginated) {
    it(`${kind} ${field.name}: a cursor of the right shape with values past the database's limits is refused, never a crash`, async () => {
      const baseline = { fp: await fingerprint() };
      const document = operationFor(kind, field.name, field.args.filter((a) => a.name === 'after'), isObjectType(getNamedType(field.type)));
      for (const after of cursorLike) {
        for (const signedIn of [true, false]) {
          await check(
            `${field.name}(after: ${after})`,
            () => send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document, variables: { after } }) }, signedIn),
            baseline,
          );
        }
      }
    });
  }

  it('malformed GraphQL requests (bad JSON, bad documents, wrong shapes) get a 4xx', async () => {
    const baseline = { fp: await fingerprint() };
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.record({ query: nastyString, variables: anyJson, operationName: anyJson }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
      fc.array(fc.constant({ query: '{ suppliers { id } }' }), { minLength: 1, maxLength: 3 }).map((v) => JSON.stringify(v)),
    );
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/graphql', 'multipart/form-data; boundary=x');
    await fc.assert(
      fc.asyncProperty(body, contentType, async (text, type) => {
        await check(`POST /graphql ${type} ${text.slice(0, 100)}`, () => send('/graphql', { method: 'POST', headers: { 'content-type': type, 'apollo-require-preflight': 'true' }, body: text }, false), baseline);
      }),
      { numRuns: 60 },
    );
  });
});

// ── REST: every route the app registered, path parameters, queries and bodies generated

interface RestRoute {
  method: string;
  path: string;
}

/** The /api routes, as the app recorded them while registering (app.ts `registeredRoutes`). */
function restRoutes(): RestRoute[] {
  return server.app.registeredRoutes
    .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD' && method !== 'OPTIONS')
    .map(({ method, url }) => ({ method, path: url }));
}

const pathSegment = fc.oneof(
  nastyString.filter((s) => s.length > 0 && s.isWellFormed()).map((s) => encodeURIComponent(s)),
  // A NUL decoded from the path, and a surrogate's UTF-8 bytes (invalid: the router refuses them).
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', 'a%ED%B0%80b'),
  nastyNumber.map((n) => String(n)),
  fc.constantFrom('frontend', 'backend', 'true', 'false', 'en', 'fr', '1', '30'),
);

const knownKeys = [
  'email', 'password', 'newPassword', 'currentPassword', 'confirmPassword', 'fullName', 'phone', 'birthDate', 'language',
  'id', 'userId', 'token', 'stayConnected', 'type', 'pickupLocation', 'dropOffLocation', 'from', 'to', 'suppliers', 'carType',
  'gearbox', 'mileage', 'fuelPolicy', 'deposit', 'carSpecs', 'ranges', 'multimedia', 'rating', 'seats', 'days', 'car',
  'socialSignInType', 'accessToken', 'avatar', 'bio', 'location', 'enableEmailNotifications', 'amount', 'currency',
];

/** Instants a valid search would use: 10:00 in Baghdad, some days ahead. */
function inDays(days: number, hourUtc = 7): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}
const validSearch = { pickupLocation: scenario.location.airport, from: inDays(10), to: inDays(13), deposit: -1, rating: -1, seats: -1 };
const validBodies: Record<string, unknown>[] = [
  validSearch,
  { ...validSearch, to: inDays(370) },
  { email: 'fuzz.driver@example.com', password: 'Driver123!', stayConnected: false },
  // Staff (the seeded admin) for the staff sign-in; the driver's pair is refused there.
  { email: 'admin@erbil-rental.test', password: 'Admin123!', stayConnected: false },
  { fullName: 'Fuzz Person', email: 'someone@example.com', phone: '+964 750 123 4567', birthDate: '1990-05-14', password: 'secret123', language: 'en' },
  { id: scenario.driver.demo.id, language: 'fr' },
];
/** A valid body with one field replaced by something nasty: gets past the outer checks. */
const mutatedBody = fc
  .tuple(fc.constantFrom(...validBodies), fc.constantFrom(...knownKeys), anyJson)
  .map(([body, key, value]) => JSON.stringify({ ...body, [key]: value }));

/** A valid body with a key, or a value deep inside, holding NUL or an unpaired surrogate. */
const unacceptableBody = fc
  .tuple(fc.constantFrom(...validBodies), fc.constantFrom(...knownKeys), unacceptableText, fc.boolean())
  .map(([body, key, bad, asKey]) => JSON.stringify(asKey ? { ...body, [`${key}${bad}`]: 'x' } : { ...body, nested: { [key]: [1, { [key]: bad }] } }));

const restBody = fc.oneof(
  fc.constant(undefined),
  mutatedBody,
  mutatedBody,
  unacceptableBody,
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom(...knownKeys), anyJson, { maxKeys: 8 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 100 }),
  fc.constant('{"email": "a@b.c", '),
);

/** The gaps issue 11 reproduced, as fixed cases: each once answered 500. */
describe('fuzz: reported reproductions', () => {
  const cases: { label: string; path: string; body: unknown; signedIn?: boolean }[] = [
    { label: 'NUL byte in a sign-up name (GraphQL)', path: '/graphql', body: { query: 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }', variables: { i: { fullName: 'Nul\u0000Name', email: 'nul.name@example.com', phone: '+964 750 123 4567', birthDate: '1990-05-14', password: 'secret123', confirmPassword: 'secret123', acceptTerms: true, language: 'en' } } } },
    { label: 'NUL byte in a sign-in email (GraphQL)', path: '/graphql', body: { query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }', variables: { i: { email: 'driver@erbil-rental.test\u0000', password: 'Driver123!' } } } },
    { label: 'NUL byte in a staff sign-in email (REST)', path: '/api/sign-in/backend', body: { email: 'admin@erbil-rental.test\u0000', password: 'Admin123!' } },
    { label: 'NUL byte in a staff sign-in email (GraphQL)', path: '/graphql', body: { query: 'mutation($i: SignInInput!) { signInStaff(input: $i) { user { id } } }', variables: { i: { email: 'admin@erbil-rental.test\u0000', password: 'Admin123!' } } } },
    { label: 'NUL byte in a sign-up email (REST)', path: '/api/sign-up', body: { fullName: 'Nul', email: 'nul\u0000@example.com', phone: '+964 750 123 4567', birthDate: '1990-05-14', password: 'secret123', language: 'en' } },
    { label: 'a page far past the end (REST search)', path: '/api/frontend-cars/21474838/100', body: validSearch },
    { label: 'from = 8.64e15 (REST search)', path: '/api/frontend-cars/1/15', body: { ...validSearch, from: 8.64e15 } },
    { label: 'from = 8.64e15 (GraphQL search)', path: '/graphql', body: { query: 'query($i: SearchCarsInput!) { searchCars(input: $i) { totalCount } }', variables: { i: { pickupLocation: scenario.location.airport, from: 8.64e15, to: inDays(13) } } } },
    { label: 'a year of the priciest car (GraphQL search)', path: '/graphql', body: { query: 'query($i: SearchCarsInput!) { searchCars(input: $i, first: 100) { edges { quote { total } } } }', variables: { i: { pickupLocation: scenario.location.airport, from: inDays(10), to: inDays(370) } } } },
    { label: 'a year of the priciest car (REST search)', path: '/api/frontend-cars/1/100', body: { ...validSearch, to: inDays(370) } },
  ];
  for (const c of cases) {
    it(`${c.label}: a clear 4xx or an answer, never a 5xx, nothing changed when refused`, async () => {
      const baseline = { fp: await fingerprint() };
      await check(c.label, () => send(c.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(c.body) }, c.signedIn ?? false), baseline);
    });
  }
});

describe('fuzz: REST shim', () => {
  it('covers the /api paths', () => {
    expect(restRoutes().length).toBeGreaterThan(20);
  });

  it('every /api path: random paths, queries and bodies never get a 5xx or change data when refused', async () => {
    const routes = restRoutes();
    const baseline = { fp: await fingerprint() };
    for (const route of routes) {
      const params = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathSegment, { minLength: params, maxLength: params }),
          fc.option(
            fc.tuple(
              fc.constantFrom('s', 'l', 'page', '%00'),
              fc.oneof(nastyString.map((v) => encodeURIComponent(v.toWellFormed())), fc.constantFrom('%00', 'a%00b', '%ED%A0%80')),
            ),
            { nil: undefined },
          ),
          restBody,
          fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', undefined),
          fc.boolean(),
          async (segments, query, body, type, signedIn) => {
            let i = 0;
            let url = route.path.replace(/:[A-Za-z]+/g, () => segments[i++]);
            if (query) url += `?${query[0]}=${query[1]}`;
            const hasBody = route.method !== 'GET' && body !== undefined;
            const headers: Record<string, string> = {};
            if (type && (hasBody || route.method !== 'GET')) headers['content-type'] = type;
            await check(
              `${route.method} ${url} ${hasBody ? body!.slice(0, 150) : ''}`,
              () => send(url, { method: route.method, headers, body: hasBody ? body : undefined }, signedIn),
              baseline,
            );
          },
        ),
        { numRuns: 25 },
      );
    }
  }, 600_000);
});

/**
 * Issue 23 point 3: a string with NUL or an unpaired surrogate is refused at the edge, on every
 * path and root field, whatever part of the request holds it: always 400 with INVALID_CHARACTERS
 * (never the handler's own answer), and nothing changed.
 */
describe('fuzz: NUL and unpaired surrogates are refused on every path and field', () => {
  const refused = (label: string, res: { status: number; text: string }, graphql: boolean) => {
    expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(400);
    const body = JSON.parse(res.text) as { error?: string; fieldErrors?: object; errors?: { extensions?: { code?: string; fieldErrors?: object } }[] };
    if (graphql) expect(body.errors?.[0]?.extensions, label).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: expect.any(Object) });
    else expect(body, label).toMatchObject({ error: 'BAD_USER_INPUT', messageCode: 'INVALID_CHARACTERS' });
  };

  it('every GraphQL root field: in any variable, in extensions, signed in or not', async () => {
    const before = await fingerprint();
    for (const { field, document } of rootFields) {
      for (const bad of UNACCEPTABLE_TEXT) {
        const variables = Object.fromEntries(field.args.map((a) => [a.name, isInputObjectType(getNamedType(a.type)) ? { [`k${bad}`]: bad } : bad]));
        const body = field.args.length ? { query: document, variables } : { query: document, extensions: { note: bad } };
        const res = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, bad.length % 2 === 0);
        refused(`${field.name} ${JSON.stringify(bad)}`, res, true);
      }
    }
    expect(await fingerprint()).toBe(before);
  }, 300_000);

  it('every /api path: in a path parameter, a query value or name, a JSON or form body', async () => {
    const before = await fingerprint();
    for (const route of restRoutes()) {
      const url = (segment: (i: number) => string) => {
        let i = 0;
        return route.path.replace(/:[A-Za-z]+/g, () => segment(i++));
      };
      const plain = url(() => '1');
      const cases: { label: string; url: string; body?: string; type?: string }[] = [
        { label: 'query value', url: `${plain}?s=a%00b` },
        { label: 'query name', url: `${plain}?a%00b=1` },
      ];
      if (route.path.includes(':')) cases.push({ label: 'path parameter', url: url((i) => (i === 0 ? 'a%00b' : '1')) });
      // The Stripe webhook reads its body as signed bytes (ADR 020 addendum): refused by signature instead.
      if (route.method !== 'GET' && route.path !== '/api/stripe/webhook') {
        for (const bad of UNACCEPTABLE_TEXT) {
          cases.push({ label: `JSON ${JSON.stringify(bad)}`, url: plain, type: 'application/json', body: JSON.stringify({ email: 'a@b.co', driver: { fullName: bad }, [`k${bad}`]: 1 }) });
        }
        cases.push({ label: 'form body', url: plain, type: 'application/x-www-form-urlencoded', body: 'email=a%40b.co&fullName=a%00b' });
      }
      for (const c of cases) {
        const headers: Record<string, string> = c.type ? { 'content-type': c.type } : {};
        const res = await send(c.url, { method: route.method, headers, body: c.body }, c.label.length % 2 === 0);
        refused(`${route.method} ${c.url} (${c.label})`, res, false);
      }
    }
    expect(await fingerprint()).toBe(before);
  }, 300_000);
});
