import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
  parse,
} from 'graphql';
import { CARS_PAGE_SIZE, MAX_PAGE_SIZE } from '../services/cars/cars.ts';

/**
 * Limits on what one GraphQL operation may ask for, checked before anything executes, whichever
 * executor (graphql-jit or graphql-js) would have run it: on the HTTP request before Apollo parses
 * it (fast refusal), and as a validation rule inside Apollo (every document, whatever the entry). Numbers and the cost model:
 * docs/decisions/018-abuse-limits.md.
 */
export const OPERATION_LIMITS = {
  /** Estimated objects built for one operation (see `operationCost`). */
  maxCost: 5000,
  /** Aliased selections of one field (`Type.field`) in one operation. */
  maxAliasesPerField: 20,
  /** Nesting of fields, the root field being 1. */
  maxDepth: 10,
  /** Tokens in a request's document: a cheap bound on parsing and validation themselves. */
  maxTokens: 20_000,
} as const;

/** The error codes a client sees in `extensions.code`, one per limit. */
export type OperationLimitCode = 'MAX_COST_EXCEEDED' | 'MAX_ALIASES_EXCEEDED' | 'MAX_DEPTH_EXCEEDED' | 'MAX_TOKENS_EXCEEDED';

export class OperationLimitError extends GraphQLError {
  constructor(
    readonly code: OperationLimitCode,
    message: string,
    nodes: ASTNode | undefined,
    readonly details: { limit: number; found: number },
  ) {
    super(message, { nodes, extensions: { code, ...details } });
  }
}

/**
 * Cost weights beyond the default of 1 per object field. A search runs several statements over
 * bookings and free periods (docs/decisions/009, 010) where a plain list is one indexed read.
 */
const FIELD_WEIGHTS: Record<string, number> = {
  'Query.searchCars': 10,
  'Query.quote': 5,
};

/** A list with no `first` argument above it (locations of a car, suppliers): its estimated length. */
const UNPAGED_LIST_SIZE = 10;

export interface OperationMeasure {
  /** Objects the operation would build, lists counted at their page size (`first`, else the default). */
  cost: number;
  depth: number;
  /** Aliased selections by `Type.field`. */
  aliases: Map<string, number>;
}

const empty = (): OperationMeasure => ({ cost: 0, depth: 0, aliases: new Map() });

function addAliases(into: Map<string, number>, from: Map<string, number>) {
  for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n);
}

/** The page size a field's `first` argument asks for; a variable counts as the largest page (its value is not known yet). */
function pageSizeOf(field: FieldNode): number | undefined {
  const arg = field.arguments?.find((a) => a.name.value === 'first');
  if (!arg) return undefined;
  if (arg.value.kind === Kind.INT) return Math.min(Math.max(Number(arg.value.value), 0), MAX_PAGE_SIZE);
  if (arg.value.kind === Kind.NULL) return CARS_PAGE_SIZE;
  return MAX_PAGE_SIZE;
}

/**
 * Measures one operation. Fragments are measured once each and reused (a fragment spread many
 * times costs many times, without walking it again), and a fragment cycle (refused by graphql-js's
 * own rule in the same pass) counts nothing. Introspection (`__schema`, `__type`) is left out: it
 * is off in production, and Sandbox's query is deeper than any data query.
 */
export function measureOperation(context: Pick<ValidationContext, 'getSchema' | 'getFragment'>, operation: OperationDefinitionNode): OperationMeasure {
  const schema = context.getSchema();
  const root = schema.getRootType(operation.operation);
  if (!root) return empty();
  // Keyed by name and the page size it is measured under: a fragment on a connection costs more
  // under `first: 100` than under `first: 1`.
  const fragments = new Map<string, OperationMeasure>();
  const visiting = new Set<string>();

  // `pageSize`: the `first` of the connection field above, applied to the list below it (its edges).
  const selectionSet = (set: SelectionSetNode, parent: GraphQLCompositeType, pageSize: number | undefined): OperationMeasure => {
    const total = empty();
    for (const selection of set.selections) {
      let part: OperationMeasure;
      if (selection.kind === Kind.FIELD) {
        part = field(selection, parent, pageSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        const type = typeName ? schema.getType(typeName) : parent;
        if (!type || !isCompositeType(type)) continue;
        part = selectionSet(selection.selectionSet, type, pageSize);
      } else {
        const name = selection.name.value;
        const key = `${name}@${pageSize ?? ''}`;
        const known = fragments.get(key);
        if (known) {
          part = known;
        } else {
          const fragment = context.getFragment(name);
          const type = fragment && schema.getType(fragment.typeCondition.name.value);
          if (!fragment || !type || !isCompositeType(type) || visiting.has(name)) continue;
          visiting.add(name);
          part = selectionSet(fragment.selectionSet, type, pageSize);
          visiting.delete(name);
          fragments.set(key, part);
        }
      }
      total.cost += part.cost;
      total.depth = Math.max(total.depth, part.depth);
      addAliases(total.aliases, part.aliases);
    }
    return total;
  };

  const field = (node: FieldNode, parent: GraphQLCompositeType, pageSize: number | undefined): OperationMeasure => {
    const name = node.name.value;
    if (name.startsWith('__')) return empty();
    const definition: GraphQLField<unknown, unknown> | undefined =
      isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
    if (!definition) return empty(); // unknown field: graphql-js's own rule reports it
    const coordinate = `${parent.name}.${name}`;
    const measure = empty();
    if (node.alias && node.alias.value !== name) measure.aliases.set(coordinate, 1);
    measure.depth = 1;
    const type = getNamedType(definition.type);
    if (!isCompositeType(type) || !node.selectionSet) return measure;

    const isList = isListType(getNullableType(definition.type));
    const ownPage = definition.args.some((a) => a.name === 'first') ? (pageSizeOf(node) ?? CARS_PAGE_SIZE) : undefined;
    // A paged list is as long as its own `first`; a connection's is handed to its edges.
    const times = isList ? (ownPage ?? pageSize ?? UNPAGED_LIST_SIZE) : 1;
    const children = selectionSet(node.selectionSet, type, isList ? undefined : ownPage);
    // Each element of a list is an object built, plus what is under it.
    measure.cost = (FIELD_WEIGHTS[coordinate] ?? 1) * (isList ? times : 1) + times * children.cost;
    measure.depth = 1 + children.depth;
    addAliases(measure.aliases, children.aliases);
    return measure;
  };

  return selectionSet(operation.selectionSet, root, undefined);
}

/** The first limit an operation of the document exceeds, as the error to answer with; else undefined. */
export function checkOperationLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: { maxCost: number; maxAliasesPerField: number; maxDepth: number } = OPERATION_LIMITS,
): OperationLimitError | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const context = { getSchema: () => schema, getFragment: (name: string) => fragments.get(name) };
  for (const operation of document.definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
    const { cost, depth, aliases } = measureOperation(context, operation);
    const [coordinate, aliasCount] = [...aliases].reduce<[string, number]>((max, entry) => (entry[1] > max[1] ? entry : max), ['', 0]);
    if (aliasCount > limits.maxAliasesPerField) {
      return new OperationLimitError(
        'MAX_ALIASES_EXCEEDED',
        `This operation aliases ${coordinate} ${aliasCount} times; at most ${limits.maxAliasesPerField} aliases of one field are allowed.`,
        operation,
        { limit: limits.maxAliasesPerField, found: aliasCount },
      );
    }
    if (depth > limits.maxDepth) {
      return new OperationLimitError('MAX_DEPTH_EXCEEDED', `This operation is nested ${depth} levels deep; at most ${limits.maxDepth} are allowed.`, operation, {
        limit: limits.maxDepth,
        found: depth,
      });
    }
    if (cost > limits.maxCost) {
      return new OperationLimitError(
        'MAX_COST_EXCEEDED',
        `This operation would cost ${cost}, over the budget of ${limits.maxCost}; ask for fewer or smaller pages, or split it.`,
        operation,
        { limit: limits.maxCost, found: cost },
      );
    }
  }
  return undefined;
}

/**
 * The limits as a validation rule, run by Apollo with graphql-js's own rules on every new document,
 * whatever the transport (so before either executor runs). Those rules still walk the whole
 * document after this one has refused it (about 100 ms of CPU for 1,000 aliases), which is why the
 * HTTP route checks first with `operationGuard` (server/src/http/limits.ts).
 */
export function operationLimitsRule(): ValidationRule {
  return (context) => ({
    Document(document) {
      const error = checkOperationLimits(context.getSchema(), document);
      if (error) context.reportError(error);
      return false;
    },
  });
}

/**
 * The same check on a request's query text before Apollo sees it: parse (with the token limit)
 * and measure, a few milliseconds for 1,000 aliases. Short query texts that passed are remembered
 * (a bounded set), so the app's own operations are parsed twice only the first time.
 */
export function operationGuard(schema: GraphQLSchema, limits = OPERATION_LIMITS): (query: string) => OperationLimitError | undefined {
  const passed = new Set<string>();
  return (query) => {
    if (passed.has(query)) return undefined;
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.maxTokens });
    } catch (err) {
      if (err instanceof GraphQLError && TOO_MANY_TOKENS.test(err.message)) {
        return new OperationLimitError('MAX_TOKENS_EXCEEDED', `This document has more than ${limits.maxTokens} tokens.`, undefined, {
          limit: limits.maxTokens,
          found: limits.maxTokens + 1,
        });
      }
      return undefined; // a syntax error: Apollo answers it (GRAPHQL_PARSE_FAILED)
    }
    const error = checkOperationLimits(schema, document, limits);
    // Only short texts are remembered (the app's operations are 1-2 KB): a megabyte of comments
    // passes every limit, and a thousand of them must not stay in memory.
    if (!error && query.length <= 16_384) {
      if (passed.size >= 1000) passed.clear();
      passed.add(query);
    }
    return error;
  };
}

/** graphql-js's message when a document exceeds the parser's `maxTokens`. */
const TOO_MANY_TOKENS = /Document contains more th\w+ (\d+) tokens/;

/** The code a client sees for a document over the token limit (Apollo reports it as GRAPHQL_PARSE_FAILED). */
export function tokenLimitCode(code: unknown, message: string): 'MAX_TOKENS_EXCEEDED' | undefined {
  return code === 'GRAPHQL_PARSE_FAILED' && TOO_MANY_TOKENS.test(message) ? 'MAX_TOKENS_EXCEEDED' : undefined;
}

/** The limit error behind an error Apollo reports (it wraps validation errors as GRAPHQL_VALIDATION_FAILED). */
export function operationLimitErrorOf(error: unknown): OperationLimitError | undefined {
  for (let e = error; e instanceof Error; e = (e as GraphQLError).originalError ?? undefined) {
    if (e instanceof OperationLimitError) return e;
    if (!(e as GraphQLError).originalError || (e as GraphQLError).originalError === e) break;
  }
  return undefined;
}
