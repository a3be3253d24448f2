import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, Kind, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Executes operations with graphql-jit: each operation is compiled once into a JavaScript
 * function that resolves exactly its selection (docs/decisions/011-graphql-jit.md). For a page
 * of search results that is about a quarter of graphql-js's time (measured: 104 µs against
 * 453 µs for the benchmark's 15-car page), the largest cost of a search in the app once the
 * database work was cut down.
 *
 * Apollo Server runs everything else as before: parsing, validation, plugins, context, error
 * formatting, HTTP. It takes an executor through its gateway interface, which is what this is:
 * a "gateway" serving our own schema, with no other service behind it.
 *
 * What stays with graphql-js, so that answers cannot differ:
 * - introspection (Apollo Sandbox, codegen) and anything graphql-jit cannot compile;
 * - an operation whose variables are refused: it is run again by graphql-js, whose messages
 *   Apollo recognises to answer 400 BAD_USER_INPUT (nothing executes in that case).
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface & {
  executor: GatewayExecutor;
  isCompiled(document: DocumentNode, operationName?: string | null): boolean;
} {
  // Compiled operations by parsed document (Apollo keeps one DocumentNode per query text in its
  // document cache, so a hot query compiles once; a document it drops is dropped here too).
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  const compile = (document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null): CompiledQuery | null => {
    let byName = compiled.get(document);
    if (!byName) {
      byName = new Map();
      compiled.set(document, byName);
    }
    const key = operationName ?? '';
    if (byName.has(key)) return byName.get(key)!;
    let result: CompiledQuery | null = null;
    if (operation.operation !== 'subscription' && !isIntrospection(operation)) {
      const attempt = compileQuery(schema, document, operationName ?? undefined);
      if (isCompiledQuery(attempt)) result = attempt;
    }
    byName.set(key, result);
    return result;
  };

  const executor: GatewayExecutor = async (requestContext) => {
    const { document, operation, operationName, context, request } = requestContext;
    const variableValues = request.variables ?? {};
    // No operation to run (several in the document and no operationName, or a name it does not
    // have): graphql-js says so without executing anything, and Apollo answers that with 400
    // OPERATION_RESOLUTION_FAILURE. (Its gateway type promises an operation; it may be undefined.)
    if (!operation) return execute({ schema, document, contextValue: context, variableValues, operationName: request.operationName });
    const run = compile(document, operation, operationName);
    if (run) {
      const result = (await run.query(undefined, context, variableValues)) as ExecutionResult;
      // Refused variables: no data at all. graphql-js says why, in the words Apollo maps to 400.
      if (!('data' in result) && result.errors?.length) {
        return execute({ schema, document, contextValue: context, variableValues, operationName });
      }
      return result.errors?.length ? { ...result, errors: result.errors.map(withExtensions) } : result;
    }
    return execute({ schema, document, contextValue: context, variableValues, operationName });
  };

  return {
    /** Whether an operation runs compiled (for tests). */
    isCompiled: (document: DocumentNode, operationName: string | null = null) => {
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (operationName === null || d.name?.value === operationName),
      );
      return operation ? compile(document, operation, operationName) !== null : false;
    },
    executor,
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return { executor };
    },
    async stop() {},
  };
}

/**
 * graphql-jit's errors have no `extensions` at all when what a resolver threw had none (a Prisma
 * error, a database that went away). Apollo reads `extensions.code` of every error before our
 * formatError sees it, and such an error crashed that step: the client got "Internal server error"
 * with HTTP 200 instead of the mapped code (issue 23, database unavailable). graphql-js gives every
 * error an object there: the same here, keeping the message, path, locations and original error.
 */
function withExtensions(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: {} });
  (copy as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return copy;
}

/** Does the operation read the schema itself (__schema, __type)? Root fragments count too (rare: left to graphql-js). */
function isIntrospection(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some(
    (s) => s.kind !== Kind.FIELD || s.name.value === '__schema' || s.name.value === '__type',
  );
}
