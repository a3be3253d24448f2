import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Context } from '../context.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DatabaseUnavailableError, ForbiddenError, isAppError } from '../errors.ts';
import { isDatabaseUnavailable, warnDatabaseUnavailable } from '../db/availability.ts';
import { jitGateway } from './jit.ts';
import { OPERATION_LIMITS, operationLimitErrorOf, operationLimitsRule, tokenLimitCode } from './limits.ts';
import { buildSchema } from './schema.ts';
import { logRefusal } from '../logger.ts';

/** Codes of errors Apollo itself raises for a bad request: safe to show as they are. */
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Our typed errors keep their code; anything unexpected becomes a generic error (no stack, no internals). */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // Apollo reports every validation error as GRAPHQL_VALIDATION_FAILED: a limit keeps its own code.
  const limit = operationLimitErrorOf(error);
  if (limit) return { message: limit.message, locations: formatted.locations, extensions: { code: limit.code, ...limit.details } };
  const tooManyTokens = tokenLimitCode(formatted.extensions?.code, formatted.message);
  if (tooManyTokens) return { message: formatted.message, extensions: { code: tooManyTokens, limit: OPERATION_LIMITS.maxTokens } };
  const original = unwrapResolverError(error);
  // The database is away: a code the client can act on (retry after `retryAfterSeconds`); the
  // response's status is 503 (databaseUnavailableStatus below).
  if (isDatabaseUnavailable(original)) {
    const { http: _http, ...extensions } = new DatabaseUnavailableError().extensions;
    return { message: new DatabaseUnavailableError().message, locations: formatted.locations, path: formatted.path, extensions };
  }
  if (isAppError(original)) {
    // `http` (status and headers) is for Apollo's response, not the client's body.
    const { http: _http, ...extensions } = original.extensions;
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: 'An unexpected error occurred.',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/** The code a client sees for an error (formatError's reading), for the log. */
function clientCodeOf(error: GraphQLError): string | undefined {
  const limit = operationLimitErrorOf(error);
  if (limit) return limit.code;
  const code = error.extensions?.code;
  const tooManyTokens = tokenLimitCode(code, error.message);
  if (tooManyTokens) return tooManyTokens;
  const original = unwrapResolverError(error);
  if (isAppError(original)) return original.code;
  return typeof code === 'string' && CLIENT_ERROR_CODES.has(code) ? code : undefined;
}

/**
 * Logs each request's errors once they are known: the client's (parse, validation, limits, our
 * typed errors) as one `warn` line with their codes and no stack; anything unexpected as `error`
 * with the error and its stack, with the request id (clients only get a generic error).
 */
const logErrors: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors, response }) {
        const codes: string[] = [];
        for (const error of errors) {
          const original = unwrapResolverError(error);
          if (isDatabaseUnavailable(original) || original instanceof DatabaseUnavailableError) {
            // Not the client's fault nor a bug: warned at most every few seconds (docs/decisions/033).
            warnDatabaseUnavailable(contextValue.log, original, contextValue.meta?.requestId);
            continue;
          }
          const code = clientCodeOf(error);
          if (code) codes.push(code);
          else contextValue.log?.error({ err: original, path: error.path }, 'unexpected GraphQL error');
        }
        if (codes.length > 0 && contextValue.log) {
          // The HTTP status is set after this hook for parse and validation failures (400).
          logRefusal(contextValue.log, { ...(response.http.status ? { status: response.http.status } : {}), code: codes[0], ...(codes.length > 1 ? { codes: [...new Set(codes)] } : {}), message: errors[0].message });
        }
      },
    };
  },
};

/**
 * A response carrying a "database unavailable" error is a 503 with Retry-After, whatever else it
 * holds: a resolver's Prisma error has no `extensions.http` of its own for Apollo to read.
 */
const databaseUnavailableStatus: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        if (!errors?.some((error) => isDatabaseUnavailable(unwrapResolverError(error)))) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** Partner API keys read public data; they never change anything. */
const partnersReadOnly: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        // (No operation resolved: nothing runs, and Apollo answers 400 OPERATION_RESOLUTION_FAILURE.)
        if (contextValue.viewer?.kind === 'partner' && operation && operation.operation !== 'query') {
          // A 403 for the request as a whole: thrown here without a status, Apollo would answer 500.
          throw new ForbiddenError('API keys give read access only: mutations need a signed-in user.', 'API_KEY_READ_ONLY', 403);
        }
      },
    };
  },
};

export function createApollo(app: FastifyInstance, opts: { introspection: boolean; production?: boolean }): ApolloServer<Context> {
  return new ApolloServer<Context>({
    // Abuse limits (docs/decisions/018-abuse-limits.md): tokens while parsing; cost, aliases and
    // depth while validating, before either executor runs. The HTTP route refuses the same earlier
    // and faster, and refuses batches (server/src/http/limits.ts).
    validationRules: [operationLimitsRule()],
    parseOptions: { maxTokens: OPERATION_LIMITS.maxTokens },
    // No "Did you mean ...?" where the schema is not meant to be explored.
    hideSchemaDetailsFromClientErrors: opts.production === true || !opts.introspection,
    // Our schema, executed by graphql-jit (server/src/graphql/jit.ts).
    gateway: jitGateway(buildSchema()),
    introspection: opts.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [
      fastifyApolloDrainPlugin(app),
      logErrors,
      databaseUnavailableStatus,
      partnersReadOnly,
      // No @cacheControl hints in the schema (answers depend on dates and stock): the default
      // plugin would only cost a hook call per resolved field (seen in search profiles).
      ApolloServerPluginCacheControlDisabled(),
      // Apollo Sandbox when the schema can be explored; no landing page otherwise.
      opts.introspection
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
}
