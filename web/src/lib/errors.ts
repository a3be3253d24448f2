import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { MessageId } from '../i18n/catalogs.ts';

/** The `extensions.code` values the server sends (schema.graphql header, server/src/errors.ts). */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INTERNAL_SERVER_ERROR',
  'TOO_MANY_REQUESTS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one place a server error code becomes words (spec §8: anything else is "unhandled"). */
const MESSAGE_BY_CODE: Record<ErrorCode, MessageId> = {
  BAD_USER_INPUT: 'error.badUserInput',
  UNAUTHENTICATED: 'error.unauthenticated',
  FORBIDDEN: 'error.forbidden',
  NOT_FOUND: 'error.notFound',
  CONFLICT: 'error.conflict',
  // Deliberately the generic message: the server never explains its own failures.
  INTERNAL_SERVER_ERROR: 'error.unhandled',
  TOO_MANY_REQUESTS: 'error.tooManyRequests',
};

// Rejections that happen before GraphQL runs (a proxy, the rate limiter) arrive as plain HTTP
// statuses; they mean the same as the codes.
const CODE_BY_HTTP_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The known error code an error carries, if any. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    // The first error with a known code decides; a response rarely mixes codes.
    for (const graphQLError of error.errors) {
      const code = graphQLError.extensions?.code;
      if (isErrorCode(code)) return code;
    }
    return undefined;
  }
  if (ServerError.is(error)) return CODE_BY_HTTP_STATUS[error.statusCode];
  // A single GraphQL error object (e.g. taken out of a CombinedGraphQLErrors by the caller).
  if (error && typeof error === 'object' && 'extensions' in error) {
    const { extensions } = error as { extensions?: { code?: unknown } };
    if (isErrorCode(extensions?.code)) return extensions.code;
  }
  return undefined;
}

/** The catalog id of the message to show for an error: its code's, else the generic one. */
export function errorMessageId(error: unknown): MessageId {
  const code = errorCode(error);
  return code ? MESSAGE_BY_CODE[code] : 'error.unhandled';
}
