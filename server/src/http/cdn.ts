import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { STORED_NAME, type FileStorage } from '../lib/storage/index.ts';

/** How long browsers and proxies may keep a /cdn image (names never change: a new file is a new name). */
const MAX_AGE_SECONDS = 86_400;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_SECONDS}`;
/** The public folders under /cdn; private folders (licences) are never among them. */
const PUBLIC_PATH = /^\/(cars|users|locations)\/[^/]+$/;
/** Seeded pictures' names (prisma/seed/images.ts): letters, digits, dots, dashes; no leading dot. */
const SEED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** Reference-platform clients on other origins show these images (helmet's default is same-origin). */
const crossOrigin = (reply: { header(name: string, value: string): unknown }) => reply.header('cross-origin-resource-policy', 'cross-origin');

/**
 * Stored public images under /cdn: car pictures, supplier logos, avatars, location pictures
 * (docs/decisions/028-file-storage.md). Only the public folders: private files such as licences
 * never live under them, and only the authenticated licence route reads those.
 *
 * - Local storage (the default): everything is STORAGE_DIR's files, served by @fastify/static.
 * - S3 storage: avatars (users/<stored name>, written by services/accounts/avatar.ts) come from
 *   the bucket, so any instance serves any instance's upload. The pictures the seed ships with
 *   the repo (cars/, locations/, and supplier logos under users/, none of which has a stored
 *   name) stay in STORAGE_DIR on every instance, served as before.
 */
export async function registerCdn(app: FastifyInstance, options: { storageDir: string; storage: FileStorage }): Promise<void> {
  const root = path.resolve(options.storageDir);
  const fromBucket = options.storage.kind !== 'local';
  await app.register(fastifyStatic, {
    root,
    prefix: '/cdn/',
    decorateReply: false,
    // With a bucket, /cdn/users/<name> is the route below (a more specific path than /cdn/*).
    allowedPath: (pathName) => PUBLIC_PATH.test(pathName),
    maxAge: MAX_AGE_SECONDS * 1000,
    setHeaders: crossOrigin,
  });
  if (!fromBucket) return;

  await app.register(async (scope) => {
    // A sendFile of its own for the seeded logos under users/ (same caching as /cdn/*).
    await scope.register(fastifyStatic, { root: path.join(root, 'users'), serve: false, maxAge: MAX_AGE_SECONDS * 1000, setHeaders: crossOrigin });
    scope.get<{ Params: { name: string } }>('/cdn/users/:name', async (request, reply) => {
      const { name } = request.params;
      if (STORED_NAME.test(name)) return sendStored(options.storage, name, request, reply);
      if (!SEED_NAME.test(name)) return reply.callNotFound();
      return reply.sendFile(name);
    });
  });
}

/** An avatar from the bucket with the headers the local files get: type, caching, validators. */
async function sendStored(storage: FileStorage, name: string, request: FastifyRequest, reply: FastifyReply) {
  const file = await storage.open('users', name);
  if (!file) return reply.callNotFound();
  const lastModified = file.modifiedAt.toUTCString();
  crossOrigin(reply);
  reply.header('cache-control', CACHE_CONTROL).header('last-modified', lastModified);
  if (file.etag) reply.header('etag', file.etag);
  if (notModified(request, file.etag, file.modifiedAt)) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  return reply
    .type(CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
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
