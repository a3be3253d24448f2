// untyped on purpose: queries over the depth/alias/complexity limits and unknown fields, sent as plain strings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkOperationLimits, measureOperation, OPERATION_LIMITS, scanDocument } from '../../src/graphql/limits.ts';
import { buildSchema as buildAppSchema } from '../../src/graphql/schema.ts';
import type { TestDatabase } from '../db.ts';
import { startTestServer, type TestServer, withTestServer } from '../http.ts';
import { signUpInput } from '../accounts/helpers.ts';

/**
 * Operation limits (docs/decisions/018-abuse-limits.md): refused while validating, with HTTP 400
 * and a code naming the limit, before anything executes; every operation the web app sends passes.
 */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const CAR_FIELDS = 'id name imageUrl seats doors gearbox fuelType supplier { id name } locations { id name } prices { daily } extras { cancellation { price } }';
const aliases = (n: number, field: (i: number) => string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;

/** Every operation the web app sends, from its generated typed documents. */
function webOperations(): { name: string; document: DocumentNode; query: string }[] {
  const file = readFileSync(path.resolve(import.meta.dirname, '../../../web/src/__generated__/graphql.ts'), 'utf8');
  const found = [...file.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode<\w+, \w+>;$/gm)];
  return found
    .map(([, name, json]) => ({ name, document: JSON.parse(json) as DocumentNode }))
    .filter(({ document }) => document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION))
    .map(({ name, document }) => ({ name, document, query: print(document) }));
}

function costOf(document: DocumentNode) {
  const schema = buildAppSchema();
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  return measureOperation({ getSchema: () => schema, getFragment: (name) => fragments.get(name) }, operation);
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
}

const LIMIT_CODES = [
  'MAX_COST_EXCEEDED',
  'MAX_ALIASES_EXCEEDED',
  'MAX_DEPTH_EXCEEDED',
  'MAX_TOKENS_EXCEEDED',
  'MAX_FIELDS_EXCEEDED',
  'MAX_REPEATED_FIELDS_EXCEEDED',
  'MAX_DIRECTIVES_EXCEEDED',
  'MAX_VARIABLES_EXCEEDED',
  'MAX_DEFINITIONS_EXCEEDED',
  'MAX_SIZE_EXCEEDED',
  'BATCHING_NOT_ALLOWED',
];

describe('operation limits', () => {
  it('let every operation of the web app through, well under the budget', async () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((o) => o.name)).toContain('SearchCars');
    for (const { name, document, query } of operations) {
      const measure = costOf(document);
      expect(measure.cost, name).toBeLessThanOrEqual(OPERATION_LIMITS.maxCost / 2);
      expect(measure.depth, name).toBeLessThanOrEqual(OPERATION_LIMITS.maxDepth);
      expect(measure.fields, name).toBeLessThanOrEqual(OPERATION_LIMITS.maxFields / 2);
      expect(measure.repeated.count, name).toBeLessThanOrEqual(OPERATION_LIMITS.maxRepeatedFields / 2);
      expect(scanDocument(query), name).toBeUndefined();
      // Through the server (no variables: operations with required inputs stop at BAD_USER_INPUT,
      // after validation, which is where the limits are).
      const res = await server.gql(query);
      expect(res.status, name).not.toBe(500);
      for (const error of res.errors ?? []) expect(LIMIT_CODES, `${name}: ${error.message}`).not.toContain(error.extensions?.code);
    }
  });

  it('let a partner read full pages of 100 cars, a few at a time', async () => {
    const query = `{ a: cars(first: 100) { totalCount edges { cursor node { ${CAR_FIELDS} } } pageInfo { hasNextPage endCursor } }
                     b: cars(first: 100, after: null) { edges { node { id name } } } }`;
    const res = await server.gql(query);
    expect(res.errors).toBeUndefined();
    expect(res.data!.a.edges.length).toBeGreaterThan(0);
  });

  it('refuse 300 aliases of cars(first: 100) at once, with 400 (too many fields, before parsing)', async () => {
    const query = aliases(300, () => 'cars(first: 100) { edges { node { id name } } }');
    const { result: res, ms } = await timed(() => server.gql(query));
    expect(res.status).toBe(400);
    expect(res.data ?? null).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]).toMatchObject({
      message: expect.stringContaining('more than 200 field selections'),
      extensions: { code: 'MAX_FIELDS_EXCEEDED', limit: 200 },
    });
    // Within the field limit, the same many aliases are refused by the alias limit, naming the field.
    const fewer = await server.gql(aliases(40, () => 'cars(first: 100) { totalCount }'));
    expect(fewer.status).toBe(400);
    expect(fewer.errors![0]).toMatchObject({
      message: expect.stringContaining('Query.cars 40 times'),
      extensions: { code: 'MAX_ALIASES_EXCEEDED', limit: 20, found: 40 },
    });
    expect(ms).toBeLessThan(500);
    console.info(`300 aliases of cars(first: 100) refused in ${ms.toFixed(1)} ms`);
  });

  it('refuse 300 aliases of searchCars before any search runs', async () => {
    const input = { pickupLocation: (await db.prisma.location.findFirstOrThrow()).id, from: '2030-01-07T10:00:00Z', to: '2030-01-09T10:00:00Z' };
    const query = `query ($input: SearchCarsInput!) ${aliases(300, () => 'searchCars(input: $input, first: 1) { totalCount }')}`;
    const { result: res, ms } = await timed(() => server.gql(query, { input }));
    expect(res.status).toBe(400);
    // (1,000 tokens are reached before 200 fields.)
    expect(res.errors!.map((e) => e.extensions?.code)).toEqual(['MAX_TOKENS_EXCEEDED']);
    const fewer = await server.gql(`query ($input: SearchCarsInput!) ${aliases(50, () => 'searchCars(input: $input, first: 1) { totalCount }')}`, { input });
    expect(fewer.errors!.map((e) => e.extensions?.code)).toEqual(['MAX_ALIASES_EXCEEDED']);
    expect(ms).toBeLessThan(500);
    console.info(`300 aliases of searchCars refused in ${ms.toFixed(1)} ms`);
    // The same search, twice, is answered.
    const two = await server.gql(`query ($input: SearchCarsInput!) ${aliases(2, () => 'searchCars(input: $input, first: 1) { totalCount }')}`, { input });
    expect(two.errors).toBeUndefined();
    expect(two.data!.a0.totalCount).toBe(two.data!.a1.totalCount);
  });

  it('refuse a document of more than 1,000 tokens, with 400 MAX_TOKENS_EXCEEDED, and one of more than 20,000 characters', async () => {
    // Few fields, many tokens: a list of 6,000 values in one argument.
    const query = `{ cars(first: 1, after: [${'1, '.repeat(3000)}]) { totalCount } }`;
    const { result: res, ms } = await timed(() => server.gql(query));
    expect(res.status).toBe(400);
    expect(res.errors!.map((e) => e.extensions?.code)).toEqual(['MAX_TOKENS_EXCEEDED']);
    expect(res.errors![0].extensions).toMatchObject({ limit: 1000 });
    expect(ms).toBeLessThan(500);
    // 30,000 characters of comment are no token at all, yet costs its reading: refused by its length.
    const comment = await server.gql(`# ${'x'.repeat(30_000)}\n{ settings { openingHour } }`);
    expect(comment.status).toBe(400);
    expect(comment.errors![0].extensions).toMatchObject({ code: 'MAX_SIZE_EXCEEDED', limit: 20_000 });
  });

  it('refuse 21 aliases of one field, accept 20', async () => {
    expect((await server.gql(aliases(20, () => 'suppliers { id }'))).errors).toBeUndefined();
    const res = await server.gql(aliases(21, () => 'suppliers { id }'));
    expect(res.status).toBe(400);
    expect(res.errors!.map((e) => e.extensions?.code)).toEqual(['MAX_ALIASES_EXCEEDED']);
  });

  it('count aliases hidden in fragments and inline fragments', async () => {
    const query = `query { ...A ...B ... on Query { ${Array.from({ length: 7 }, (_, i) => `c${i}: suppliers { id }`).join(' ')} } }
      fragment A on Query { ${Array.from({ length: 7 }, (_, i) => `a${i}: suppliers { id }`).join(' ')} }
      fragment B on Query { ${Array.from({ length: 7 }, (_, i) => `b${i}: suppliers { id }`).join(' ')} }`;
    const res = await server.gql(query);
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions).toMatchObject({ code: 'MAX_ALIASES_EXCEEDED', found: 21 });
  });

  it('refuse an operation over the cost budget (4 full pages of 100 cars), with 400 MAX_COST_EXCEEDED', async () => {
    const query = aliases(4, () => `cars(first: 100) { edges { node { ${CAR_FIELDS} } } }`);
    const { result: res, ms } = await timed(() => server.gql(query));
    expect(res.status).toBe(400);
    expect(res.errors!.map((e) => e.extensions?.code)).toEqual(['MAX_COST_EXCEEDED']);
    expect(res.errors![0].extensions).toMatchObject({ limit: OPERATION_LIMITS.maxCost });
    expect(ms).toBeLessThan(500);
  });

  it('count a fragment at the page size of each place it is spread', async () => {
    const query = `{ a: cars(first: 1) { ...Page } ${Array.from({ length: 19 }, (_, i) => `b${i}: cars(first: 100) { ...Page }`).join(' ')} }
      fragment Page on CarConnection { edges { node { ${CAR_FIELDS} } } }`;
    const res = await server.gql(query);
    expect(res.status).toBe(400);
    expect(res.errors![0].extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED' });
    expect(res.errors![0].extensions!.found).toBeGreaterThan(19 * 1500);
  });

  it('count a page size given as a variable as the largest page', () => {
    const asVariable = costOf(parse(`query ($n: Int) { cars(first: $n) { edges { node { id } } } }`));
    const asLargest = costOf(parse(`{ cars(first: 100) { edges { node { id } } } }`));
    expect(asVariable.cost).toBe(asLargest.cost);
    expect(costOf(parse(`{ cars(first: 10) { edges { node { id } } } }`)).cost).toBeLessThan(asLargest.cost);
  });

  it('refuse before executing: 21 aliased sign-ups create no account', async () => {
    const emails = Array.from({ length: 21 }, () => signUpInput().email as string);
    const fields = emails.map(
      (email, i) =>
        `s${i}: signUp(input: { fullName: "Rebaz Ahmed", email: "${email}", phone: "+964 750 123 4567", birthDate: "1990-05-14", password: "secret123", confirmPassword: "secret123", acceptTerms: true }) { user { id } }`,
    );
    const res = await server.gql(`mutation { ${fields.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.errors!.map((e) => e.extensions?.code)).toEqual(['MAX_ALIASES_EXCEEDED']);
    expect(await db.prisma.user.count({ where: { email: { in: emails } } })).toBe(0);
  });

  it('hold on the graphql-js path too (an operation graphql-jit does not compile)', async () => {
    // A root inline fragment is left to graphql-js (server/src/graphql/jit.ts): validation comes first either way.
    const query = `{ ... on Query { ${Array.from({ length: 21 }, (_, i) => `a${i}: cars(first: 100) { totalCount }`).join(' ')} } }`;
    const res = await server.gql(query);
    expect(res.status).toBe(400);
    expect(res.errors!.map((e) => e.extensions?.code)).toEqual(['MAX_ALIASES_EXCEEDED']);
  });

  it('hold for GET requests too', async () => {
    const url = `${server.baseUrl}/graphql?query=${encodeURIComponent(aliases(21, () => 'suppliers { id }'))}`;
    const res = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('MAX_ALIASES_EXCEEDED');
    const ok = await fetch(`${server.baseUrl}/graphql?query=${encodeURIComponent(aliases(2, () => 'suppliers { id }'))}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(ok.status).toBe(200);
  });

  it('refuse a batch (an array body) with 400 BATCHING_NOT_ALLOWED', async () => {
    const res = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ suppliers { id } }' }, { query: '{ suppliers { id } }' }]),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('BATCHING_NOT_ALLOWED');
  });

  it('refuse an operation deeper than 10', () => {
    // Our schema has no cycle deeper than 6 levels today: the rule is held to a schema with one.
    const schema = buildSchema(`type Query { node: Node } type Node { id: ID child: Node }`);
    const nested = (depth: number) => `{ ${'node { '.repeat(1)}${'child { '.repeat(depth - 2)}id${' }'.repeat(depth - 1)} }`;
    expect(checkOperationLimits(schema, parse(nested(10)))).toBeUndefined();
    expect(checkOperationLimits(schema, parse(nested(11)))?.code).toBe('MAX_DEPTH_EXCEEDED');
  });
});

describe('field suggestions', () => {
  it('are given in development', async () => {
    const res = await server.gql('{ supplier { id } }');
    expect(res.status).toBe(400);
    expect(res.errors![0].message).toMatch(/Did you mean/);
  });

  it('are off in production', async () => {
    const production = await startTestServer(db, { NODE_ENV: 'production', MAIL_TRANSPORT: 'log' });
    try {
      const res = await production.gql('{ supplier { id } }');
      expect(res.status).toBe(400);
      expect(res.errors![0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.errors![0].message).toBe('Cannot query field "supplier" on type "Query".');
    } finally {
      await production.close();
    }
  });
});

describe('the validation rule behind the HTTP check', () => {
  it('refuses inside Apollo too, whatever the entry (here executeOperation), with 400 and the limit code', async () => {
    const { default: Fastify } = await import('fastify');
    const { createApollo } = await import('../../src/graphql/apollo.ts');
    const apollo = createApollo(Fastify(), { introspection: true });
    await apollo.start();
    try {
      const res = await apollo.executeOperation(
        { query: aliases(21, () => 'suppliers { id }') },
        { contextValue: {} as never },
      );
      expect(res.http.status).toBe(400);
      const body = res.body as { kind: 'single'; singleResult: { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] } };
      expect(body.singleResult.data).toBeUndefined();
      expect(body.singleResult.errors?.map((e) => e.extensions?.code)).toEqual(['MAX_ALIASES_EXCEEDED']);
    } finally {
      await apollo.stop();
    }
  });
});
