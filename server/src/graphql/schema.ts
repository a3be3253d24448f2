import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { ROOT_DIR } from '../env.ts';
import { resolvers } from '../resolvers/index.ts';
import { applyAuthDirectives } from './directives.ts';

export const SCHEMA_PATH = path.join(ROOT_DIR, 'schema.graphql');

export function loadTypeDefs(): string {
  return readFileSync(SCHEMA_PATH, 'utf8');
}

/** The executable schema: schema.graphql + resolvers + the auth directive. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return applyAuthDirectives(schema);
}
