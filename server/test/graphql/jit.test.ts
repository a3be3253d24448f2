import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, GraphQLError, GraphQLScalarType, Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { jitGateway } from '../../src/graphql/jit.ts';
import { BadUserInputError, NotFoundError } from '../../src/errors.ts';

/**
 * The jit executor must answer exactly as graphql-js does: same data, same errors (message,
 * path, locations, codes), same refusals of bad variables; introspection stays with graphql-js.
 */
const Day = new GraphQLScalarType({
  name: 'Day',
  serialize: (v) => (v as Date).toISOString().slice(0, 10),
  parseValue: (v) => {
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new GraphQLError('Day must look like 2026-12-01.');
    return new Date(`${v}T00:00:00Z`);
  },
});

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    scalar Day
    enum Gear { manual automatic }
    input Find { from: Day!, gears: [Gear!], max: Int }
    type Supplier { id: ID!, name: String! }
    type Car { id: ID!, name: String!, gear: Gear!, seats: Int, supplier: Supplier!, price(days: Int!): String! }
    type Page { total: Int!, cars: [Car!]!, day: Day! }
    type Query { find(input: Find!): Page!, car(id: ID!): Car, broken: Car! }
  `,
  resolvers: {
    Day,
    Query: {
      find: (_, { input }) => {
        const cars = [
          { id: 'c1', name: 'Kia Rio', gear: 'manual', seats: 5, supplierId: 's1', daily: 30 },
          { id: 'c2', name: 'Toyota Corolla', gear: 'automatic', seats: null, supplierId: 's2', daily: 45 },
        ].filter((c) => !input.gears || input.gears.includes(c.gear));
        if (input.max != null && input.max < 0) throw new BadUserInputError('max cannot be negative.', { max: 'INVALID' });
        return { total: cars.length, cars: cars.slice(0, input.max ?? undefined), day: input.from };
      },
      car: (_, { id }) => {
        throw new NotFoundError(`Car ${id} not found.`);
      },
      broken: () => null,
    },
    Car: {
      supplier: (car: { supplierId: string }, _, ctx: { suppliers: Map<string, { id: string; name: string }> }) =>
        Promise.resolve(ctx.suppliers.get(car.supplierId)),
      price: (car: { daily: number }, { days }: { days: number }) => (car.daily * days).toFixed(2),
    },
  },
});

const gateway = jitGateway(schema);
const context = () => ({ suppliers: new Map([['s1', { id: 's1', name: 'Citadel' }], ['s2', { id: 's2', name: 'Airport Cars' }]]) });

async function both(query: string, variables: Record<string, unknown> = {}) {
  const document: DocumentNode = parse(query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const viaJit = await gateway.executor({
    document,
    operation,
    operationName: null,
    context: context(),
    request: { query, variables },
  } as unknown as GatewayGraphQLRequestContext);
  const viaGraphqlJs = await execute({ schema, document, contextValue: context(), variableValues: variables });
  // Compare as a client sees them (JSON), plus the codes our error formatting reads.
  const codes = (r: { errors?: readonly GraphQLError[] }) => r.errors?.map((e) => [(e.originalError as { code?: string } | undefined)?.code, e.extensions?.code]);
  expect(JSON.parse(JSON.stringify(viaJit))).toEqual(JSON.parse(JSON.stringify(viaGraphqlJs)));
  expect(codes(viaJit as { errors?: readonly GraphQLError[] })).toEqual(codes(viaGraphqlJs));
  return { viaJit, document };
}

describe('graphql-jit executor', () => {
  it('answers like graphql-js: nested lists, aliases, fragments, arguments, custom scalars, async fields', async () => {
    const { viaJit, document } = await both(
      `query($input: Find!) {
        find(input: $input) { total day cars { ...car cheap: price(days: 1) week: price(days: 7) supplier { id name } } }
      }
      fragment car on Car { id name gear seats }`,
      { input: { from: '2026-12-01', gears: ['manual', 'automatic'] } },
    );
    expect(gateway.isCompiled(document)).toBe(true);
    expect((viaJit.data as { find: { total: number } }).find.total).toBe(2);
  });

  it('gives the same errors as graphql-js for resolver errors and nulls in non-null fields', async () => {
    await both(`{ car(id: "nope") { id } }`);
    await both(`query($input: Find!) { find(input: $input) { total } }`, { input: { from: '2026-12-01', max: -1 } });
    await both(`{ broken { id } }`);
  });

  it('refuses bad variables with graphql-js messages (Apollo answers them with 400)', async () => {
    const { viaJit } = await both(`query($input: Find!) { find(input: $input) { total } }`, { input: { from: 'tomorrow' } });
    expect(viaJit.errors?.[0].message).toMatch(/^Variable "\$input" got invalid value/);
    await both(`query($input: Find!) { find(input: $input) { total } }`, { input: { from: '2026-12-01', gears: ['sideways'] } });
    await both(`query($input: Find!) { find(input: $input) { total } }`, {});
  });

  it('leaves introspection to graphql-js', async () => {
    const { document } = await both(`{ __schema { queryType { name } } __type(name: "Car") { fields { name } } }`);
    expect(gateway.isCompiled(document)).toBe(false);
    expect(Kind.DOCUMENT).toBe(document.kind);
  });
});
