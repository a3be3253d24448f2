import { lstat, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ImageRefusedError, pictureAtWidth, variantName } from '../lib/images.ts';
import { STORED_NAME, type FileStorage, type StorageFolder, type StoredFile } from '../lib/storage/index.ts';
import { PICTURE_FORMATS, PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from '../shared/pictures.ts';

/** How long browsers and proxies may keep a /cdn image (names never change: a new file is a new name). */
const MAX_AGE_SECONDS = 86_400;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_SECONDS}`;
/** The public folders under /cdn; private folders (licences) are never among them. */
const PUBLIC_FOLDERS = new Set(['cars', 'users', 'locations']);
/**
 * The names our files have, and nothing else: the seed's pictures (prisma/seed/images.ts,
 * `seed-car-<slug>.svg`) and uploaded avatars (a UUID and `.webp`, lib/storage). A letter or
 * digit first (no dot-file), then letters, digits, dots, dashes, underscores (no path separator),
 * and an image extension in lower case. `..` anywhere is refused besides.
 */
const PUBLIC_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(jpg|jpeg|png|webp|avif|svg)$/;
/** The only types /cdn ever answers with. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};
/**
 * A served file is shown as an image, never run as a page: opened directly (an SVG in a tab), it
 * gets no scripts, no requests, no forms (`sandbox`); its own inline styles still apply.
 */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);
const isPublicName = (name: string) => PUBLIC_NAME.test(name) && !name.includes('..');

/** Headers of every image answer: reference-platform clients on other origins show these images (helmet's default is same-origin). */
function imageHeaders(reply: { header(name: string, value: string): unknown }) {
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('content-security-policy', IMAGE_CSP);
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * Stored public images under /cdn/<folder>/<name>: car pictures, supplier logos, avatars,
 * location pictures (docs/decisions/028-file-storage.md). Only the public folders (private files
 * such as licences never live under them), only names our seed and uploads produce (PUBLIC_NAME),
 * only regular files (never a symbolic link, which could point anywhere) whose first bytes are the
 * image their extension says. Anything else answers 404, exactly as a file that is not there:
 * a probe learns nothing (`/cdn/cars/.env`, `/cdn/cars/x.txt`, `/cdn/users/..%2f..%2fpackage.json`).
 *
 * - Local storage (the default): everything is STORAGE_DIR's files, sent by @fastify/static
 *   (ranges, validators, caching).
 * - S3 storage: avatars (users/<stored name>, written by services/accounts/avatar.ts) come from
 *   the bucket, so any instance serves any instance's upload. The pictures the seed ships with
 *   the repo (cars/, locations/, and supplier logos under users/, none of which has a stored
 *   name) stay in STORAGE_DIR on every instance, served as before.
 */
export async function registerCdn(app: FastifyInstance, options: { storageDir: string; storage: FileStorage }): Promise<void> {
  const root = path.resolve(options.storageDir);
  const fromBucket = options.storage.kind !== 'local';
  await app.register(async (scope) => {
    // sendFile only: no wildcard route, so nothing is served that the route below did not check.
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      maxAge: MAX_AGE_SECONDS * 1000,
      dotfiles: 'deny',
      setHeaders: (reply, filePath) => {
        imageHeaders(reply);
        reply.header('content-type', CONTENT_TYPES[extensionOf(filePath)] ?? 'application/octet-stream');
      },
    });
    scope.get<{ Params: { folder: string; name: string }; Querystring: Record<string, unknown> }>('/cdn/:folder/:name', async (request, reply) => {
      const { folder, name } = request.params;
      if (!PUBLIC_FOLDERS.has(folder) || !isPublicName(name)) return reply.callNotFound();
      const inBucket = fromBucket && folder === 'users' && STORED_NAME.test(name);
      const query = request.query ?? {};
      if (query.w !== undefined || query.f !== undefined) {
        const asked = variantAsked(query, name);
        if (typeof asked === 'string') return reply.code(400).send({ error: 'BAD_USER_INPUT', message: asked });
        const original = async () => {
          if (inBucket) {
            const file = await options.storage.open('users', name);
            return file && buffer(file.stream);
          }
          const file = path.join(root, folder, name);
          return (await isImageFile(file, extensionOf(name))) ? readFile(file) : null;
        };
        return sendVariant(options.storage, `${folder}/${name}`, asked, original, request, reply);
      }
      if (inBucket) return sendStored(options.storage, 'users', name, request, reply);
      if (!(await isImageFile(path.join(root, folder, name), extensionOf(name)))) return reply.callNotFound();
      return reply.sendFile(`${folder}/${name}`);
    });
  });
}

/**
 * Whether `file` is a regular file (not a link, not a folder) that starts as an image of its
 * extension's format. A file someone left in the folder (a text file renamed .png, a page) is not.
 */
async function isImageFile(file: string, extension: string): Promise<boolean> {
  try {
    if (!(await lstat(file)).isFile()) return false;
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(64);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      return startsAsImage(head.subarray(0, bytesRead), extension);
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
}

/** The format's signature at the start of the file (an SVG: its XML declaration or root element). */
export function startsAsImage(head: Buffer, extension: string): boolean {
  const ascii = (start: number, end: number) => head.toString('latin1', start, end);
  switch (extension) {
    case 'jpg':
    case 'jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'png':
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    case 'avif':
      return ascii(4, 8) === 'ftyp' && /avi[fs]/.test(ascii(8, 32));
    case 'svg':
      return /^(\uFEFF)?\s*<(\?xml|svg)[\s>]/.test(head.toString('utf8'));
    default:
      return false;
  }
}

const RASTER_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp']);
const WIDTH_LIST = PICTURE_WIDTHS.join(', ');

/**
 * The width and format a `?w=&f=` query asks for, or why it cannot be served (a 400's message).
 * Only the listed widths and formats (shared/pictures.ts): each picture has at most a handful of
 * variants, made once, so no query can fill the storage or keep the encoder busy.
 */
function variantAsked(query: Record<string, unknown>, name: string): { width: PictureWidth; format: PictureFormat } | string {
  const width = PICTURE_WIDTHS.find((w) => query.w === String(w));
  const format = query.f === undefined ? 'webp' : PICTURE_FORMATS.find((f) => query.f === f);
  if (!width) return `w must be one of ${WIDTH_LIST}.`;
  if (!format) return `f must be one of ${PICTURE_FORMATS.join(', ')}.`;
  if (!RASTER_EXTENSIONS.has(extensionOf(name)))
    return extensionOf(name) === 'svg' ? 'A vector picture (SVG) has one file: ask for it without w and f.' : 'This picture has no other widths.';
  return { width, format };
}

/**
 * A picture at a width: from the storage's `variants/` when made already (by any instance: with
 * a bucket they share it), else made now from the original with sharp, stored, then sent as
 * stored. Two first requests at once both make it and write the same bytes (atomic writes).
 */
async function sendVariant(
  storage: FileStorage,
  picture: string,
  asked: { width: PictureWidth; format: PictureFormat },
  original: () => Promise<Buffer | null>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const name = variantName(picture, asked.width, asked.format);
  const made = await storage.open('variants', name);
  if (made) return sendFile(made, CONTENT_TYPES[asked.format], request, reply);
  const bytes = await original();
  if (!bytes) return reply.callNotFound();
  let variant: Buffer;
  try {
    variant = (await pictureAtWidth(bytes, asked.width)).bytes;
  } catch (err) {
    if (!(err instanceof ImageRefusedError)) throw err;
    // A stored picture sharp cannot read: ours to fix, not the visitor's; answered as missing.
    request.log.warn({ picture, problem: err.problem }, 'stored picture cannot be resized');
    return reply.callNotFound();
  }
  await storage.putAs('variants', name, variant);
  return sendStored(storage, 'variants', name, request, reply, CONTENT_TYPES[asked.format]);
}

/** A file from the storage with the headers the local files get: type, caching, validators. */
async function sendStored(storage: FileStorage, folder: StorageFolder, name: string, request: FastifyRequest, reply: FastifyReply, type?: string) {
  const file = await storage.open(folder, name);
  if (!file) return reply.callNotFound();
  return sendFile(file, type ?? CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream', request, reply);
}

function sendFile(file: StoredFile, type: string, request: FastifyRequest, reply: FastifyReply) {
  const lastModified = file.modifiedAt.toUTCString();
  imageHeaders(reply);
  reply.header('cache-control', CACHE_CONTROL).header('last-modified', lastModified);
  if (file.etag) reply.header('etag', file.etag);
  if (notModified(request, file.etag, file.modifiedAt)) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  return reply
    .type(type)
    .header('content-length', String(file.size))
    .send(file.stream);
}

/** RFC 9110 13.2.2: If-None-Match decides when present; otherwise If-Modified-Since (to the second). */
function notModified(request: FastifyRequest, etag: string | undefined, modifiedAt: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (!etag) return false;
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modifiedAt.getTime() / 1000) * 1000 <= since;
}
