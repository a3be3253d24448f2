import type { FastifyReply } from 'fastify';
import { HTTP_STATUS, isAppError, TooManyRequestsError } from '../errors.ts';

/** JSON error body of the REST shim: `{ error: CODE, message }` (plus field errors when any). */
export function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  if (isAppError(err)) {
    const body: Record<string, unknown> = { error: err.code, message: err.message };
    if (err.extensions.messageCode) body.messageCode = err.extensions.messageCode;
    if (err.extensions.messageValues) body.messageValues = err.extensions.messageValues;
    if (err.extensions.fieldErrors && Object.keys(err.extensions.fieldErrors).length) body.fieldErrors = err.extensions.fieldErrors;
    if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterSeconds));
    return reply.code(HTTP_STATUS[err.code]).send(body);
  }
  throw err; // the app's error handler logs it and answers a generic 500
}
