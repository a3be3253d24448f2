import busboy from 'busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadUserInputError } from '../errors.ts';

/**
 * Multipart bodies for the upload routes (rest/licences.ts) only: a pass-through content-type
 * parser (Fastify answers 415 to multipart without one) registered in that plugin's scope, and a
 * streaming reader of ONE file field with busboy. The size limit holds while streaming: the file is
 * buffered up to `maxBytes` and no further; the rest of an oversized body is discarded as it
 * arrives (never kept), and a connection that keeps sending well past the limit is cut.
 */
export function acceptMultipart(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
}

export interface MultipartFile {
  bytes: Uint8Array;
  fileName?: string;
  /** Larger than maxBytes: reading stopped at the limit. */
  truncated: boolean;
}

/** Bytes an oversized body may still send (discarded) before its connection is cut. */
const DISCARD_LIMIT = 32 * 1024 * 1024;

const NOT_MULTIPART = 'The request body is not valid multipart form data.';

/**
 * The file in field `field` of a multipart request; null when the request is not multipart or
 * holds no such file (the service answers its "missing file" message). Other parts are skipped.
 */
export function readMultipartFile(request: FastifyRequest, field: string, maxBytes: number): Promise<MultipartFile | null> {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^multipart\/form-data\b/i.test(type)) return Promise.resolve(null);
  const raw = request.raw;
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: raw.headers, limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 25, fieldSize: 4096, headerPairs: 20 } });
  } catch {
    return Promise.reject(new BadUserInputError(NOT_MULTIPART, {}));
  }
  return new Promise<MultipartFile | null>((resolve, reject) => {
    let settled = false;
    let result: MultipartFile | null = null;
    const finish = (value: MultipartFile | null, err?: Error) => {
      if (settled) return;
      settled = true;
      if (err) reject(err);
      else resolve(value);
    };
    /** Stop parsing; whatever the client still sends is read and dropped, up to DISCARD_LIMIT. */
    const abandon = () => {
      raw.unpipe(parser);
      parser.removeAllListeners('file');
      let discarded = 0;
      raw.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > DISCARD_LIMIT) raw.socket?.destroy();
      });
      raw.resume();
    };
    parser.on('file', (name, stream, info) => {
      // A cut-off body errors the part's stream as well as the parser: the parser's listener answers.
      stream.on('error', () => {});
      if (name !== field || result) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        abandon();
        finish({ bytes: new Uint8Array(), fileName: info.filename, truncated: true });
      });
      stream.on('end', () => {
        if (!settled) result = { bytes: new Uint8Array(Buffer.concat(chunks, size)), fileName: info.filename, truncated: false };
      });
    });
    parser.on('error', () => {
      abandon();
      finish(null, new BadUserInputError(NOT_MULTIPART, {}));
    });
    parser.on('close', () => finish(result));
    raw.on('error', () => finish(null, new BadUserInputError(NOT_MULTIPART, {})));
    raw.pipe(parser);
  });
}
