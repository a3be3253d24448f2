import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BadUserInputError, HTTP_STATUS, isAppError, TooManyRequestsError } from '../errors.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { hasNoNul } from '../shared/accounts.ts';
import { isMessageCode, MESSAGES, type MessageCode } from '../shared/messages.ts';
import { LANGUAGES, type Language } from '../services/i18n/language.ts';
import { logRefusal } from '../logger.ts';

/** JSON error body of the REST shim: `{ error: CODE, message }` (plus field errors when any). */
export function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  // The app's error handler answers these (503 with Retry-After and the request id) and logs them.
  if (isDatabaseUnavailable(err)) throw err;
  if (isAppError(err)) {
    const body: Record<string, unknown> = { error: err.code, message: err.message };
    if (err.extensions.messageCode) body.messageCode = err.extensions.messageCode;
    if (err.extensions.messageValues) body.messageValues = err.extensions.messageValues;
    if (err.extensions.fieldErrors && Object.keys(err.extensions.fieldErrors).length) body.fieldErrors = err.extensions.fieldErrors;
    if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterSeconds));
    const status = HTTP_STATUS[err.code];
    if (status < 500) logRefusal(reply.request.log, { status, code: err.code, message: err.message, ...(err.extensions.messageCode ? { messageCode: err.extensions.messageCode } : {}) });
    else reply.request.log.error({ status, code: err.code }, `request failed: ${err.message}`);
    return reply.code(status).send(body);
  }
  throw err; // the app's error handler logs it and answers a generic 500
}

/**
 * Parses what a client sent (body, path or query) with a zod schema; a mismatch is a 400 naming
 * the field. Issue messages that are message codes (the shared schemas) read as their text.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (fieldErrors[field]) continue;
    const known = isMessageCode(issue.message);
    fieldErrors[field] = known ? issue.message : 'INVALID';
    messages.push(known ? MESSAGES[issue.message as keyof typeof MESSAGES] : issue.message.includes(field) ? issue.message : `${field}: ${issue.message}`);
  }
  const first = Object.values(fieldErrors)[0];
  throw new BadUserInputError(messages.join(' '), fieldErrors, isMessageCode(first) && first !== 'INVALID' ? first : undefined);
}

// ── Building blocks of the shim's schemas.

/** Text a client sends: at most `max` characters and no NUL (PostgreSQL text cannot hold one). */
export const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required.' : 'must be text.') })
    .max(max, 'TOO_LONG' satisfies MessageCode)
    .refine(hasNoNul, 'INVALID_CHARACTERS' satisfies MessageCode);

/**
 * Text whose value a service's shared schema judges (NUL, lengths, format, with the spec's
 * messages): only its type is checked here, and a generous bound on its size.
 */
export const input = (max: number) =>
  z
    .string({ error: 'must be text.' })
    .max(max, 'TOO_LONG' satisfies MessageCode)
    .nullish()
    .transform((v) => v ?? undefined);

/** true/false as JSON booleans or as text (form-encoded clients); anything else is refused. */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'must be true or false.' })
  .transform((v) => v === true || v === 'true');

/** A language path segment (any case). */
export const language = z
  .string()
  .max(10)
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(LANGUAGES, { error: `Unsupported language. Use one of: ${LANGUAGES.join(', ')}.` })) as z.ZodType<Language, string>;

/** Numbered pages of the reference API: 1-based, bounded before any SQL sees them. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;
export const PageParams = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int('page must be a whole number.').min(1, 'page must be 1 or more.').max(MAX_PAGE, `page must be at most ${MAX_PAGE}.`),
  size: z.coerce.number({ error: 'size must be a number.' }).int('size must be a whole number.').min(1, 'size must be 1 to 100.').max(MAX_PAGE_SIZE, 'size must be 1 to 100.'),
});

/** Paged results in the reference shape: `[{ resultData, pageInfo: [{ totalRecords }] }]`, or `[]`. */
export const paged = <T>(rows: T[], total: number) => (rows.length ? [{ resultData: rows, pageInfo: [{ totalRecords: total }] }] : []);

/**
 * The values of a filter list this product has. Reference clients send values of the reference
 * platform we do not have (fuel policy `fullToFull`, range `bus`, booking status `paidInFull`...):
 * those are ignored, never a 400. A list that held only such values matches nothing: `none`.
 */
export function knownValues<T extends string>(values: readonly string[] | null | undefined, known: readonly T[]): { values?: T[]; none: boolean } {
  if (!values?.length) return { none: false };
  const kept = values.filter((v): v is T => (known as readonly string[]).includes(v));
  return kept.length ? { values: kept, none: false } : { none: true };
}

