import type { FastifyReply } from 'fastify';
import { HTTP_STATUS, isAppError } from '../errors.ts';

/** JSON error body of the REST shim: `{ error: CODE, message }` (plus field errors when any). */
export function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  if (isAppError(err)) {
    const body: Record<string, unknown> = { error: err.code, message: err.message };
    if (err.extensions.fieldErrors) body.fieldErrors = err.extensions.fieldErrors;
    return reply.code(HTTP_STATUS[err.code]).send(body);
  }
  throw err; // the app's error handler logs it and answers a generic 500
}
