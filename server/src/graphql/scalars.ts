import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL = /^-?\d{1,12}(\.\d{1,8})?$/;

function toDecimalString(value: unknown): string {
  // Prisma.Decimal (decimal.js), number or string.
  if (value && typeof value === 'object' && 'toFixed' in value) return (value as { toFixed(n: number): string }).toFixed(2);
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  if (typeof value === 'string' && DECIMAL.test(value)) return value;
  throw new GraphQLError(`Decimal cannot represent ${String(value)}`);
}

function parseDecimal(value: unknown): string {
  if (typeof value === 'string' && DECIMAL.test(value)) return value;
  throw new GraphQLError('Decimal must be a string such as "42.50".', { extensions: { code: 'BAD_USER_INPUT' } });
}

export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  serialize: toDecimalString,
  parseValue: parseDecimal,
  parseLiteral: (ast) => parseDecimal(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDateTime(value: unknown): Date {
  if (typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime()) && /^\d{4}-\d{2}-\d{2}T/.test(value)) return date;
  }
  throw new GraphQLError('DateTime must be an ISO 8601 string such as "2026-12-01T07:00:00Z".', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
    return date.toISOString();
  },
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});
