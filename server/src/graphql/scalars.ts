import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { parseInstant } from '../shared/rentalPeriod.ts';

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

/**
 * An instant must say which instant it is: an offset or Z (docs/decisions/019). A time without
 * one would be read in the server's zone, which is neither the client's nor the business's.
 */
function parseDateTime(value: unknown): Date {
  const parsed = parseInstant(value);
  if (parsed.ok) return parsed.date;
  const message = parsed.problem === 'NO_OFFSET'
    ? 'DateTime must carry a UTC offset or Z, e.g. "2026-12-01T10:00:00+03:00" or "2026-12-01T07:00:00Z".'
    : parsed.problem === 'OUT_OF_RANGE'
      ? 'DateTime must be between the years 0001 and 9999.'
      : 'DateTime must be an ISO 8601 string such as "2026-12-01T07:00:00Z".';
  throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
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
