import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  Lexer,
  Source,
  TokenKind,
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
import { UNACCEPTABLE_TEXT_MESSAGE } from '../shared/characters.ts';
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
  maxTokens: 1_000,
  /**
   * Field selections: written in the document, and in one operation with each fragment counted
   * where it is spread. Validation and execution are linear in these (for most rules).
   */
  maxFields: 200,
  /**
   * Fields answering under the same name in one selection set, inline fragments and spreads
   * merged (what graphql-js's OverlappingFieldsCanBeMerged compares pairwise).
   */
  maxRepeatedFields: 10,
  /** Directives written in the document (`@include`, `@skip`, ...). */
  maxDirectives: 50,
  /** Variable definitions written in the document. */
  maxVariables: 50,
  /** Operations and fragments in the document. */
  maxDefinitions: 50,
  /** Nesting of braces, brackets and parentheses as written: bounds the parser's recursion. */
  maxNesting: 32,
  /** Characters in a request's document (comments are not tokens, yet cost their reading). */
  maxLength: 20_000,
} as const;

export type OperationLimits = typeof OPERATION_LIMITS;

/** Bytes of a JSON request body on /graphql (document and variables; uploads are multipart, limited apart). */
export const GRAPHQL_BODY_LIMIT = 128 * 1024;

/** The error codes a client sees in `extensions.code`, one per limit. */
export type OperationLimitCode =
  | 'MAX_COST_EXCEEDED'
  | 'MAX_ALIASES_EXCEEDED'
  | 'MAX_DEPTH_EXCEEDED'
  | 'MAX_TOKENS_EXCEEDED'
  | 'MAX_FIELDS_EXCEEDED'
  | 'MAX_REPEATED_FIELDS_EXCEEDED'
  | 'MAX_DIRECTIVES_EXCEEDED'
  | 'MAX_VARIABLES_EXCEEDED'
  | 'MAX_DEFINITIONS_EXCEEDED'
  | 'MAX_SIZE_EXCEEDED';

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
  /** Field selections, each fragment counted where it is spread. */
  fields: number;
  /** The response name selected most often in one selection set (inline fragments and spreads merged), and how often. */
  repeated: { name: string; count: number };
  /** Response names at the top of this selection set, with how often each is selected (merged into the parent's for fragments). */
  names: Map<string, number>;
}

const empty = (): OperationMeasure => ({ cost: 0, depth: 0, aliases: new Map(), fields: 0, repeated: { name: '', count: 0 }, names: new Map() });

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
        const responseName = selection.alias?.value ?? selection.name.value;
        total.names.set(responseName, (total.names.get(responseName) ?? 0) + 1);
        total.fields += 1;
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
      // A fragment's own top-level names are merged here: its fields answer in this selection set.
      addAliases(total.names, part.names);
      total.fields += part.fields;
      if (part.repeated.count > total.repeated.count) total.repeated = part.repeated;
    }
    for (const [name, count] of total.names) if (count > total.repeated.count) total.repeated = { name, count };
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
    // The field itself is counted by the selection set it is in; its children's names are theirs.
    measure.fields = children.fields;
    measure.repeated = children.repeated;
    return measure;
  };

  return selectionSet(operation.selectionSet, root, undefined);
}

/** The first limit an operation of the document exceeds, as the error to answer with; else undefined. */
export function checkOperationLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: Pick<OperationLimits, 'maxCost' | 'maxAliasesPerField' | 'maxDepth' | 'maxFields' | 'maxRepeatedFields'> = OPERATION_LIMITS,
): OperationLimitError | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const context = { getSchema: () => schema, getFragment: (name: string) => fragments.get(name) };
  for (const operation of document.definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
    const { cost, depth, aliases, fields, repeated } = measureOperation(context, operation);
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
    if (fields > limits.maxFields) {
      return new OperationLimitError(
        'MAX_FIELDS_EXCEEDED',
        `This operation selects ${fields} fields (fragments counted where spread); at most ${limits.maxFields} are allowed.`,
        operation,
        { limit: limits.maxFields, found: fields },
      );
    }
    if (repeated.count > limits.maxRepeatedFields) {
      return repeatedFieldsError(repeated.name, repeated.count, limits.maxRepeatedFields, operation);
    }
  }
  return undefined;
}

function repeatedFieldsError(name: string, count: number, limit: number, node?: ASTNode): OperationLimitError {
  return new OperationLimitError(
    'MAX_REPEATED_FIELDS_EXCEEDED',
    `This document selects "${name}" ${count} times in one selection set; at most ${limit} selections of one name are allowed.`,
    node,
    { limit, found: count },
  );
}

/** A document whose own string literals hold what no field accepts (NUL, a lone UTF-16 surrogate): 400 BAD_USER_INPUT. */
export class DocumentInputError extends GraphQLError {
  readonly code = 'BAD_USER_INPUT';
  // The edge rule's answer (http/characters.ts, docs/decisions/032): one message and code for a
  // bad character wherever it is written, here inside the document's own literals.
  readonly details = { messageCode: 'INVALID_CHARACTERS', fieldErrors: { query: 'INVALID_CHARACTERS' } };
  constructor() {
    super(UNACCEPTABLE_TEXT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
    Object.assign(this.extensions, this.details);
  }
}

/** NUL, or a UTF-16 surrogate without its other half. */
const FORBIDDEN_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** graphql-js's lexer messages for a lone surrogate, written raw (`U+D800`) or as an escape (`\ud800`, `\u{D800}`). */
const SURROGATE_SYNTAX = /U\+D[89A-F][0-9A-F]{2}\b|\\u\{?0*D[89A-F][0-9A-F]{2}/i;

const OPENERS = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSERS = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * The first pass over a request's document, on graphql-js's lexer and before anything is parsed:
 * one token at a time, stopping at the first limit passed, so that even a document far over the
 * limits costs what its first few thousand tokens cost (the 4,000 repeated selections of issue
 * 23 are refused after 11). Counts what it can without the schema, as written: tokens, field
 * selections, selections of one response name in one selection set (inline fragments merged),
 * directives, variable definitions, definitions, nesting, characters; and refuses a string literal holding
 * NUL or a lone surrogate as bad input. A syntax error is left to the parser (undefined).
 * What needs the schema or fragments expanded (cost, aliases per field, depth) is measured next,
 * on the parsed document (`checkOperationLimits`).
 */
export function scanDocument(query: string, limits: OperationLimits = OPERATION_LIMITS): OperationLimitError | DocumentInputError | undefined {
  const over = (code: OperationLimitCode, what: string, limit: number) =>
    new OperationLimitError(code, `This document has more than ${limit} ${what}.`, undefined, { limit, found: limit + 1 });
  // One frame per open brace, bracket or parenthesis. A selection set carries the response
  // names selected in it (an inline fragment's set shares its parent's: they answer together).
  if (query.length > limits.maxLength) {
    return new OperationLimitError('MAX_SIZE_EXCEEDED', `This document has ${query.length} characters; at most ${limits.maxLength} are allowed.`, undefined, {
      limit: limits.maxLength,
      found: query.length,
    });
  }
  type Frame = { kind: TokenKind; names?: Map<string, number> };
  const stack: Frame[] = [];
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let fields = 0;
  let directives = 0;
  let variables = 0;
  let definitions = 0;
  let previous: TokenKind = TokenKind.SOF;
  // In a selection set: the next `{` opens an inline fragment's set (after `... on T`, `...`, `... @d`).
  let inlineFragment = false;
  // After an alias's `:` or a spread's `...`, the next name is not a response name.
  let skipName = false;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > limits.maxTokens) return over('MAX_TOKENS_EXCEEDED', 'tokens', limits.maxTokens);
      const kind = token.kind;
      const top = stack[stack.length - 1];
      if (kind === TokenKind.STRING || kind === TokenKind.BLOCK_STRING) {
        if (FORBIDDEN_CHARACTERS.test(token.value)) {
          return new DocumentInputError();
        }
      } else if (kind === TokenKind.AT) {
        if (++directives > limits.maxDirectives) return over('MAX_DIRECTIVES_EXCEEDED', 'directives', limits.maxDirectives);
      } else if (kind === TokenKind.DOLLAR) {
        // `$name:` directly in an operation's parentheses defines a variable; elsewhere `$` uses one.
        // (an argument's value `name: $v` follows a colon).
        if (stack.length === 1 && top.kind === TokenKind.PAREN_L && previous !== TokenKind.COLON) {
          if (++variables > limits.maxVariables) return over('MAX_VARIABLES_EXCEEDED', 'variable definitions', limits.maxVariables);
        }
      } else if (OPENERS.has(kind)) {
        if (stack.length === 0 && kind === TokenKind.BRACE_L && (previous === TokenKind.SOF || previous === TokenKind.BRACE_R)) {
          // A shorthand query `{ ... }` (the named ones were counted at their keyword).
          if (++definitions > limits.maxDefinitions) return over('MAX_DEFINITIONS_EXCEEDED', 'operations and fragments', limits.maxDefinitions);
        }
        let frame: Frame = { kind };
        if (kind === TokenKind.BRACE_L && (stack.length === 0 || top.names)) {
          // A selection set: an operation's or fragment's, a field's, or an inline fragment's.
          frame = { kind, names: inlineFragment && top?.names ? top.names : new Map() };
          inlineFragment = false;
          skipName = false;
        }
        if (stack.push(frame) > limits.maxNesting) return over('MAX_DEPTH_EXCEEDED', `levels of nesting`, limits.maxNesting);
      } else if (CLOSERS.has(kind)) {
        if (stack.pop()?.names) inlineFragment = false;
      } else if (stack.length === 0) {
        if (kind === TokenKind.NAME && (token.value === 'query' || token.value === 'mutation' || token.value === 'subscription' || token.value === 'fragment') && previous !== TokenKind.NAME && previous !== TokenKind.COLON) {
          if (++definitions > limits.maxDefinitions) return over('MAX_DEFINITIONS_EXCEEDED', 'operations and fragments', limits.maxDefinitions);
        }
      } else if (top.names) {
        // In a selection set (outside any argument or directive's parentheses).
        if (kind === TokenKind.SPREAD) {
          if (++fields > limits.maxFields) return over('MAX_FIELDS_EXCEEDED', 'field selections and fragment spreads', limits.maxFields);
          inlineFragment = true;
          skipName = true;
        } else if (kind === TokenKind.COLON) {
          skipName = true; // `alias: field`: the alias was the response name
        } else if (kind === TokenKind.NAME) {
          if (previous === TokenKind.AT) {
            // a directive's name
          } else if (skipName) {
            // `... on Type` keeps inlineFragment; `...Name` (a spread) ends it; a field after `alias:` is not an inline fragment
            if (previous === TokenKind.SPREAD && token.value !== 'on') inlineFragment = false;
            if (token.value !== 'on' || previous !== TokenKind.SPREAD) skipName = false;
          } else {
            if (++fields > limits.maxFields) return over('MAX_FIELDS_EXCEEDED', 'field selections and fragment spreads', limits.maxFields);
            const count = (top.names.get(token.value) ?? 0) + 1;
            top.names.set(token.value, count);
            if (count > limits.maxRepeatedFields) return repeatedFieldsError(token.value, count, limits.maxRepeatedFields);
            inlineFragment = false;
          }
        }
      }
      previous = kind;
    }
  } catch (err) {
    if (err instanceof GraphQLError && SURROGATE_SYNTAX.test(err.message)) {
      return new DocumentInputError();
    }
    return undefined; // a syntax error: the parser says where (GRAPHQL_PARSE_FAILED)
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
 * The checks on a request's query text before Apollo sees it, both linear: the lexer pass
 * (`scanDocument`, stops at the first limit passed), then, for a document within those bounds,
 * parse and measure (cost, aliases, depth, fields with fragments expanded). Short query texts
 * that passed are remembered (a bounded set), so the app's own operations are checked once.
 */
export function operationGuard(schema: GraphQLSchema, limits: OperationLimits = OPERATION_LIMITS): (query: string) => OperationLimitError | DocumentInputError | undefined {
  const passed = new Set<string>();
  return (query) => {
    if (passed.has(query)) return undefined;
    const scanned = scanDocument(query, limits);
    if (scanned) return scanned;
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
