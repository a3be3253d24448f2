import { parse, Kind, type ObjectTypeDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { loadTypeDefs } from '../../src/graphql/schema.ts';
import { applyAuthDirectives } from '../../src/graphql/directives.ts';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

describe('schema.graphql', () => {
  it('marks every root field @public or @auth', () => {
    const doc = parse(loadTypeDefs());
    const unmarked: string[] = [];
    for (const def of doc.definitions) {
      if ((def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) || !ROOT_TYPES.has(def.name.value)) continue;
      for (const field of (def as ObjectTypeDefinitionNode).fields ?? []) {
        const marks = (field.directives ?? []).map((d) => d.name.value).filter((n) => n === 'public' || n === 'auth');
        if (marks.length !== 1) unmarked.push(`${def.name.value}.${field.name.value}`);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('documents every type and field', () => {
    const doc = parse(loadTypeDefs());
    const undocumented: string[] = [];
    for (const def of doc.definitions) {
      if (!('name' in def) || !def.name) continue;
      if (def.kind === Kind.DIRECTIVE_DEFINITION) continue;
      const name = def.name.value;
      // A type extension (`extend type User`) cannot carry a description (GraphQL grammar): its type has one.
      const extension = def.kind === Kind.OBJECT_TYPE_EXTENSION || def.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION;
      if (!ROOT_TYPES.has(name) && !extension && !('description' in def && def.description)) undocumented.push(name);
      const fields = 'fields' in def ? (def.fields ?? []) : [];
      for (const field of fields) {
        const enumLike = def.kind === Kind.ENUM_TYPE_DEFINITION;
        // Enum values are the spec's own words; every field needs a description.
        if (!enumLike && !field.description) undocumented.push(`${name}.${field.name.value}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe('@auth', () => {
  const schema = applyAuthDirectives(
    makeExecutableSchema({
      typeDefs: /* GraphQL */ `
        directive @public on FIELD_DEFINITION
        directive @auth(types: [String!]) on FIELD_DEFINITION
        type Query {
          open: String @public
          mine: String @auth
          staff: String @auth(types: ["admin"])
        }
      `,
      resolvers: { Query: { open: () => 'open', mine: () => 'mine', staff: () => 'staff' } },
    }),
  );
  const run = (source: string, viewer: unknown) => graphql({ schema, source, contextValue: { viewer } });

  it('refuses a signed-out caller with UNAUTHENTICATED, before the resolver runs', async () => {
    const res = await run('{ open mine }', null);
    expect(res.data).toEqual({ open: 'open', mine: null });
    expect(res.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the wrong user type with FORBIDDEN', async () => {
    const res = await run('{ mine staff }', { kind: 'user', id: 'u1', type: 'driver' });
    expect(res.data).toEqual({ mine: 'mine', staff: null });
    expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const admin = await run('{ staff }', { kind: 'user', id: 'a1', type: 'admin' });
    expect(admin.data).toEqual({ staff: 'staff' });
  });
});
