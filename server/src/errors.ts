import { GraphQLError } from 'graphql';

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
  | 'INTERNAL_SERVER_ERROR';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
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

export class BadUserInputError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  constructor(message: string, public readonly fieldErrors: FieldErrors = {}) {
    super(message, { code: 'BAD_USER_INPUT', fieldErrors });
  }
}

export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  constructor(message = 'You need to sign in.') {
    super(message, { code: 'UNAUTHENTICATED' });
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  constructor(message = 'You are not allowed to do this.') {
    super(message, { code: 'FORBIDDEN' });
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
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { code: 'TOO_MANY_REQUESTS', retryAfterSeconds });
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
