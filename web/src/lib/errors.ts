import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isMessageCode, type MessageCode } from '@shared/messages.ts';
import type { IntlShape } from 'react-intl';
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
  'DATABASE_UNAVAILABLE',
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
  // The server cannot reach its database for a moment (503 with Retry-After): worth a retry.
  DATABASE_UNAVAILABLE: 'error.databaseUnavailable',
};

// Rejections that happen before GraphQL runs (a proxy, the rate limiter) arrive as plain HTTP
// statuses; they mean the same as the codes.
const CODE_BY_HTTP_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
  503: 'DATABASE_UNAVAILABLE',
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

/** The catalog id of a shared message code (server/src/shared/messages.ts): `error.<CODE>`. */
export function messageCodeId(code: MessageCode): MessageId {
  // A compile error here means a code of messages.ts has no `error.<CODE>` key in the catalogs.
  return `error.${code}`;
}

/** What the server said about a failure, beyond its code (schema.graphql header). */
export interface ErrorDetails {
  code?: ErrorCode;
  /** `extensions.messageCode`: the message of a failure that is not about one field. */
  messageCode?: MessageCode;
  /** `extensions.messageValues`: what fills the message's placeholders (e.g. `{code}`). */
  messageValues?: Record<string, string | number>;
  /** `extensions.fieldErrors`: field name -> message code. */
  fieldErrors: Record<string, MessageCode>;
  /** `extensions.retryAfterSeconds` of TOO_MANY_REQUESTS (or the Retry-After header of a 429). */
  retryAfterSeconds?: number;
}

type Extensions = { messageCode?: unknown; messageValues?: unknown; fieldErrors?: unknown; retryAfterSeconds?: unknown };

function graphQLErrorsOf(error: unknown): readonly { extensions?: Extensions }[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (error && typeof error === 'object' && 'extensions' in error) return [error as { extensions?: Extensions }];
  return [];
}

export function errorDetails(error: unknown): ErrorDetails {
  const details: ErrorDetails = { code: errorCode(error), fieldErrors: {} };
  for (const { extensions } of graphQLErrorsOf(error)) {
    if (!extensions) continue;
    if (!details.messageCode && isMessageCode(extensions.messageCode)) details.messageCode = extensions.messageCode;
    if (!details.messageValues && extensions.messageValues && typeof extensions.messageValues === 'object') {
      details.messageValues = Object.fromEntries(
        Object.entries(extensions.messageValues).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
      ) as Record<string, string | number>;
    }
    if (extensions.fieldErrors && typeof extensions.fieldErrors === 'object') {
      for (const [field, code] of Object.entries(extensions.fieldErrors)) {
        if (isMessageCode(code) && !details.fieldErrors[field]) details.fieldErrors[field] = code;
      }
    }
    if (details.retryAfterSeconds === undefined && typeof extensions.retryAfterSeconds === 'number') {
      details.retryAfterSeconds = extensions.retryAfterSeconds;
    }
  }
  if (details.retryAfterSeconds === undefined && ServerError.is(error)) {
    const header = Number(error.response.headers.get('retry-after'));
    if (header > 0) details.retryAfterSeconds = header;
  }
  return details;
}

/** A message ready for intl.formatMessage; `field` names the field a REQUIRED message is about. */
export interface ErrorMessage {
  id: MessageId;
  values?: Record<string, string | number>;
  field?: string;
}

/**
 * The message to show for an error, most specific first: the rate limit with its wait, the
 * server's message code, the first field error, then the message of the error code.
 * `fallback` replaces the generic message for failures the server does not explain (a crash,
 * the network): e.g. 'An error occurred while updating password.' on the password form.
 */
export function errorMessage(error: unknown, fallback?: MessageCode): ErrorMessage {
  const { code, messageCode, messageValues, fieldErrors, retryAfterSeconds } = errorDetails(error);
  if (code === 'TOO_MANY_REQUESTS' && retryAfterSeconds !== undefined) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return { id: messageCodeId('TOO_MANY_ATTEMPTS'), values: { minutes } };
  }
  // For invalid input the server's messageCode repeats the first field error: keep its field,
  // so that 'Please fill in the field(s): ' can name it.
  const fields = Object.keys(fieldErrors);
  const summarized = fields.find((name) => fieldErrors[name] === messageCode);
  if (summarized) return { id: messageCodeId(fieldErrors[summarized]), field: summarized, values: messageValues };
  // TOO_MANY_ATTEMPTS needs its wait; without one, the generic rate-limit message below.
  if (messageCode && messageCode !== 'TOO_MANY_ATTEMPTS') return { id: messageCodeId(messageCode), values: messageValues };
  const [field] = fields;
  if (field) return { id: messageCodeId(fieldErrors[field]), field };
  if (code && code !== 'INTERNAL_SERVER_ERROR') return { id: MESSAGE_BY_CODE[code] };
  return { id: fallback ? messageCodeId(fallback) : 'error.unhandled' };
}

/** The catalog id of the message to show for an error: its code's, else the generic one. */
export function errorMessageId(error: unknown): MessageId {
  return errorMessage(error).id;
}

/**
 * Labels of the form fields the server may name in `fieldErrors`, for 'Please fill in the
 * field(s): <label>' when such an error is shown outside its form (a toast).
 */
const FIELD_LABELS: Partial<Record<string, MessageId>> = {
  fullName: 'form.fullName',
  email: 'form.email',
  phone: 'form.phone',
  birthDate: 'form.birthDate',
  password: 'form.password',
  confirmPassword: 'form.confirmPassword',
  currentPassword: 'form.currentPassword',
  newPassword: 'form.newPassword',
};

/** The translated text of a message code; REQUIRED is followed by the field's label (product decisions). */
export function formatMessageCode(intl: IntlShape, code: MessageCode, label?: string, values?: Record<string, string | number>): string {
  const text = intl.formatMessage({ id: messageCodeId(code) }, values);
  return code === 'REQUIRED' && label ? `${text}${label}` : text;
}

/** The translated text to show for an error (see errorMessage). */
export function formatError(intl: IntlShape, error: unknown, fallback?: MessageCode): string {
  const { id, values, field } = errorMessage(error, fallback);
  const text = intl.formatMessage({ id }, values);
  const labelId = field ? FIELD_LABELS[field] : undefined;
  return id === messageCodeId('REQUIRED') && labelId ? `${text}${intl.formatMessage({ id: labelId })}` : text;
}
