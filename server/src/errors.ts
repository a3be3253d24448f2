import { GraphQLError } from 'graphql';
import { MESSAGES, type MessageCode } from './shared/messages.ts';

/**
 * The errors a client can see. Each carries `extensions.code`; the web maps codes to
 * translated messages and the REST shim maps them to HTTP statuses. Anything else thrown
 * is logged with the request id and reaches the client only as INTERNAL_SERVER_ERROR.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'DATABASE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export abstract class AppError extends GraphQLError {
  abstract readonly code: ErrorCode;
  constructor(message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions });
  }
}

/** Field name -> message, for forms. */
export type FieldErrors = Record<string, string>;

/**
 * Invalid input. `fieldErrors` maps fields to message codes (server/src/shared/messages.ts);
 * `messageCode` names the message of a failure that is not about one field, and
 * `messageValues` fills its placeholders (e.g. `{code}`). The web shows the translated text
 * of the code; `message` is the English text.
 */
export class BadUserInputError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  constructor(
    message: string,
    public readonly fieldErrors: FieldErrors = {},
    messageCode?: string,
    messageValues?: Record<string, string | number>,
  ) {
    super(message, {
      code: 'BAD_USER_INPUT',
      fieldErrors,
      ...(messageCode ? { messageCode } : {}),
      ...(messageValues ? { messageValues } : {}),
    });
  }
}

export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  /** `httpStatus`: for a request refused as a whole (a bad API key), not one field of it. */
  constructor(message = 'You need to sign in.', httpStatus?: 401) {
    super(message, { code: 'UNAUTHENTICATED', ...(httpStatus ? { http: { status: httpStatus } } : {}) });
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  /** `httpStatus`: for a request refused as a whole before it runs (a mutation with an API key). */
  constructor(message = 'You are not allowed to do this.', messageCode?: string, httpStatus?: 403) {
    super(message, { code: 'FORBIDDEN', ...(messageCode ? { messageCode } : {}), ...(httpStatus ? { http: { status: httpStatus } } : {}) });
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  constructor(message = 'Not found.') {
    super(message, { code: 'NOT_FOUND' });
  }
}

export class ConflictError extends AppError {
  readonly code = 'CONFLICT';
  constructor(message: string) {
    super(message, { code: 'CONFLICT' });
  }
}

export class TooManyRequestsError extends AppError {
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(message: string, public readonly retryAfterSeconds: number) {
    super(message, {
      code: 'TOO_MANY_REQUESTS',
      messageCode: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds,
      // Apollo turns this into the HTTP status and headers of the response (and drops it from the body).
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    });
  }
}

/**
 * An outside service we need (the payment provider) failed or is unreachable: nothing was kept,
 * try again later. `messageCode` names what (PAYMENT_UNAVAILABLE). GraphQL answers it as an
 * error with this code (HTTP 200, like every field error); REST answers 503.
 */
export class ServiceUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE';
  constructor(message: string, messageCode: string) {
    super(message, { code: 'SERVICE_UNAVAILABLE', messageCode });
  }
}

/** Seconds a client is told to wait (Retry-After) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database is unreachable or refuses sessions (shutting down, restarting, failing over):
 * nothing was done, the same request may be sent again after `retryAfterSeconds`. GraphQL and
 * REST both answer HTTP 503 with Retry-After (docs/decisions/033-database-unavailable.md).
 */
export class DatabaseUnavailableError extends AppError {
  readonly code = 'DATABASE_UNAVAILABLE';
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  constructor(message = 'The service is briefly unavailable (its database cannot be reached). Please try again in a few seconds.') {
    super(message, {
      code: 'DATABASE_UNAVAILABLE',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      // Apollo turns this into the HTTP status and headers of the response (and drops it from the body).
      http: { status: 503, headers: new Map([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]) },
    });
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/**
 * A user-facing failure named by a message code (server/src/shared/messages.ts); `values` fill
 * the message's placeholders, in the English `message` and for the web (`messageValues`).
 */
export function userError(code: MessageCode, fieldErrors: FieldErrors = {}, values?: Record<string, string | number>): BadUserInputError {
  const message = values
    ? MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
    : MESSAGES[code];
  return new BadUserInputError(message, fieldErrors, code, values);
}
