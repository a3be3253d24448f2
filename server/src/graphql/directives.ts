import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { Context } from '../context.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';

/**
 * Authentication is declared in schema.graphql: every root field carries `@public` or
 * `@auth(types: [...])` (a test checks it). This wraps the resolvers of `@auth` fields so
 * the check runs before any service code.
 */
export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const auth = getDirective(schema, fieldConfig, 'auth')?.[0] as { types?: string[] } | undefined;
      if (!auth) return fieldConfig;
      const { resolve = defaultFieldResolver } = fieldConfig;
      return {
        ...fieldConfig,
        resolve(source, args, context: Context, info) {
          const viewer = context.viewer;
          if (!viewer) throw new UnauthenticatedError();
          // API keys read public data only; account fields need a signed-in user.
          if (viewer.kind !== 'user') throw new ForbiddenError('This field needs a signed-in user, not an API key.');
          if (auth.types?.length && !auth.types.includes(viewer.type)) throw new ForbiddenError();
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
