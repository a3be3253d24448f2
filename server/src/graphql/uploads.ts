import type { FastifyInstance } from 'fastify';
import { processRequest, type FileUpload } from 'graphql-upload-minimal';
import { MAX_LICENCE_BYTES, type UploadedFile } from '../services/licences/licences.ts';

/**
 * File uploads on /graphql (the GraphQL multipart request specification, graphql-upload-minimal):
 * in the /graphql route's own scope, a pass-through `multipart/form-data` parser (Fastify answers
 * 415 without one) and processRequest in preValidation, which turns the parts into the operation
 * with `Upload` promises the `Upload` scalar hands to resolvers. Only with Apollo's preflight
 * header (`apollo-require-preflight` or `x-apollo-operation-name`): without it the body is left
 * unread and Apollo's CSRF prevention refuses the request. One file per request, at most 5 MB;
 * the parser's own failures are 400 (413 over the limit), never a 5xx.
 */
export function acceptGraphQLUploads(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  scope.addHook('preValidation', async (request, reply) => {
    const type = request.headers['content-type'];
    if (request.method !== 'POST' || typeof type !== 'string' || !/^multipart\/form-data\b/i.test(type)) return;
    if (!request.headers['apollo-require-preflight'] && !request.headers['x-apollo-operation-name']) return;
    try {
      request.body = await processRequest(request.raw, reply.raw, { maxFiles: 1, maxFileSize: MAX_LICENCE_BYTES, maxFieldSize: 100_000 });
    } catch (err) {
      const status = (err as { status?: number }).status === 413 ? 413 : 400;
      const message = status === 413 ? (err as Error).message : 'The request is not a valid GraphQL multipart request.';
      throw Object.assign(new Error(message), { statusCode: status });
    }
  });
}

/**
 * Reads an `Upload` argument into memory, at most `maxBytes` (plus a flag when there was more).
 * A missing or failed upload reads as no file (the service answers its "missing file" message).
 */
export async function readUpload(upload: Promise<FileUpload> | null | undefined, maxBytes = MAX_LICENCE_BYTES): Promise<UploadedFile | null> {
  if (!upload) return null;
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    return null;
  }
  let stream;
  try {
    stream = file.createReadStream();
  } catch (err) {
    if ((err as { status?: number }).status === 413) return { bytes: new Uint8Array(), fileName: file.filename, truncated: true };
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        truncated = true;
        break;
      }
      chunks.push(chunk);
    }
  } catch {
    return null;
  }
  if (truncated || (stream as { truncated?: boolean }).truncated) return { bytes: new Uint8Array(), fileName: file.filename, truncated: true };
  return { bytes: new Uint8Array(Buffer.concat(chunks)), fileName: file.filename, truncated: false };
}
