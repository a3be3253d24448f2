import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.ts';
import { killChildServers, startChildServer } from '../childServer.ts';
import type { User } from '../../src/__generated__/prisma/client.ts';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { deleteOldTemporaryLicences } from '../../src/services/licences/licences.ts';
import { EnvError, parseEnv } from '../../src/env.ts';
import { s3ConfigOf, s3Storage, STORED_NAME } from '../../src/lib/storage/index.ts';
import { minimalPdf, samplePictures } from '../licences/files.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { randomIp, startTestServer, type TestServer } from '../http.ts';
import { startS3Standin, type S3Standin } from '../standins/s3.ts';

/**
 * Uploaded files in an S3-compatible bucket (product-decisions "Files", ADR 028): two app
 * instances that share only the database and the bucket (each its own STORAGE_DIR), the real
 * @aws-sdk/client-s3 talking to an in-memory S3 stand-in over HTTP. What one instance stores,
 * the other serves; licences stay private; deletions and the cleanup job reach the bucket.
 */
let db: TestDatabase;
let s3: S3Standin;
let a: TestServer;
let b: TestServer;
let local: TestServer;
const dirs: Record<'a' | 'b' | 'local', string> = { a: '', b: '', local: '' };
const PASSWORD = 'Driver123!';
/** A real picture (licence pictures are decoded and written anew: what is stored is a PNG of the same size). */
const { png: PNG } = await samplePictures();

beforeAll(async () => {
  db = await createTestDatabase();
  // Pages of two keys: every listing below goes through ListObjectsV2's continuation tokens.
  s3 = await startS3Standin({ pageSize: 2 });
  for (const k of Object.keys(dirs) as (keyof typeof dirs)[]) dirs[k] = await mkdtemp(path.join(tmpdir(), `s3-${k}-`));
  // Own set-up: three instances (two sharing the S3 stand-in, one local) over one database.
  a = await startTestServer(db, { STORAGE_DIR: dirs.a, ...s3.env() });
  b = await startTestServer(db, { STORAGE_DIR: dirs.b, ...s3.env() });
  // Today's local storage, for comparing what a browser sees.
  local = await startTestServer(db, { STORAGE_DIR: dirs.local });
}, 60_000);

afterEach(killChildServers);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), local?.close()]);
  await s3?.close();
  await db?.drop();
  for (const dir of Object.values(dirs)) if (dir) await rm(dir, { recursive: true, force: true });
});

let seq = 0;
async function driver() {
  const user = await createDriver(db.prisma, { email: `s3.${Date.now().toString(36)}.${++seq}@example.com`, password: PASSWORD });
  return { user, cookie: `${SESSION_COOKIE}=${(await createSession(db.prisma, user.id, { persistent: false })).token}` };
}

async function call(server: TestServer, cookie: string | null, method: string, pathName: string, body?: FormData, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${pathName}`, { method, headers: { 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}), ...headers }, body });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const json = (res: { bytes: Buffer }) => JSON.parse(res.bytes.toString('utf8'));

async function gql(server: TestServer, cookie: string | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
}

const UPDATE_AVATAR = 'mutation($i: UpdateAvatarInput!) { updateAvatar(input: $i) { user { avatarUrl } } }';
async function uploadAvatar(server: TestServer, cookie: string, bytes: Uint8Array) {
  const f = new FormData();
  f.append('operations', JSON.stringify({ query: UPDATE_AVATAR, variables: { i: { file: null } } }));
  f.append('map', JSON.stringify({ 0: ['variables.i.file'] }));
  f.append('0', new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
  const res = await call(server, cookie, 'POST', '/graphql', f, { 'apollo-require-preflight': 'true' });
  const body = json(res);
  expect(body.errors).toBeUndefined();
  return (body.data.updateAvatar.user.avatarUrl as string).split('/').pop()!;
}
function fileForm(field: string, bytes: Uint8Array, name: string, type: string) {
  const f = new FormData();
  f.append(field, new Blob([bytes], { type }), name);
  return f;
}
const files = async (dir: string, folder: string) => readdir(path.join(dir, folder)).catch(() => [] as string[]);
const jpeg = (background: string) => sharp({ create: { width: 900, height: 600, channels: 3, background } }).jpeg().toBuffer();

describe('avatars in the bucket', () => {
  it('an upload to one instance lands in the bucket (no local file) and another instance serves it at /cdn/users/<name>', async () => {
    const { user, cookie } = await driver();
    const name = await uploadAvatar(a, cookie, await jpeg('#2980b9'));
    expect(name).toMatch(STORED_NAME);
    const object = s3.objects.get(`users/${name}`);
    expect(object?.contentType).toBe('image/webp');
    expect(await files(dirs.a, 'users')).toEqual([]);
    expect(await files(dirs.b, 'users')).toEqual([]);

    const served = await call(b, null, 'GET', `/cdn/users/${name}`);
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(object!.body);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(served.headers.get('etag')).toBe(object!.etag);
    expect(served.headers.get('last-modified')).toBe(object!.lastModified.toUTCString());

    // The same headers a browser gets from local storage today.
    const { cookie: localCookie } = await driver();
    const localName = await uploadAvatar(local, localCookie, await jpeg('#8e44ad'));
    const fromDisk = await call(local, null, 'GET', `/cdn/users/${localName}`);
    expect(fromDisk.status).toBe(200);
    for (const header of ['content-type', 'cache-control', 'cross-origin-resource-policy', 'x-content-type-options']) {
      expect([header, served.headers.get(header)]).toEqual([header, fromDisk.headers.get(header)]);
    }
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await files(dirs.local, 'users')).toContain(localName);

    // A browser revalidating its copy is told it is still good, without the bytes.
    const again = await call(a, null, 'GET', `/cdn/users/${name}`, undefined, { 'if-none-match': served.headers.get('etag')! });
    expect([again.status, again.bytes.length]).toEqual([304, 0]);
    const since = await call(a, null, 'GET', `/cdn/users/${name}`, undefined, { 'if-modified-since': served.headers.get('last-modified')! });
    expect(since.status).toBe(304);
    const head = await call(a, null, 'HEAD', `/cdn/users/${name}`);
    expect([head.status, head.headers.get('content-type'), head.bytes.length]).toEqual([200, 'image/webp', 0]);

    // Replaced through REST on the other instance: the new object is served by both, the old one is gone.
    const replaced = await call(b, cookie, 'POST', `/api/update-avatar/${user.id}`, fileForm('image', await jpeg('#16a085'), 'new.jpg', 'image/jpeg'));
    expect(replaced.status).toBe(200);
    const name2 = json(replaced) as string;
    expect(s3.keys('users/')).toContain(`users/${name2}`);
    expect(s3.keys('users/')).not.toContain(`users/${name}`);
    expect((await call(a, null, 'GET', `/cdn/users/${name2}`)).status).toBe(200);
    expect((await call(a, null, 'GET', `/cdn/users/${name}`)).status).toBe(404);

    // Removed: gone from the bucket and from /cdn.
    expect((await call(a, cookie, 'POST', `/api/delete-avatar/${user.id}`)).status).toBe(200);
    expect(s3.keys('users/')).not.toContain(`users/${name2}`);
    expect((await call(b, null, 'GET', `/cdn/users/${name2}`)).status).toBe(404);
  });

  it("an avatar's width (ADR 045) made by one instance is kept in the bucket, served by the other as made, removed with the avatar", async () => {
    const { user, cookie } = await driver();
    const name = await uploadAvatar(a, cookie, await jpeg('#d35400'));
    const made = await call(a, null, 'GET', `/cdn/users/${name}?w=160&f=webp`);
    expect([made.status, made.headers.get('content-type'), made.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=86400']);
    expect(await sharp(made.bytes).metadata()).toMatchObject({ width: 160, height: 160 });
    const [key] = s3.keys('variants/');
    expect(s3.keys('variants/')).toHaveLength(1);
    expect(await files(dirs.a, 'variants')).toEqual([]);
    // The other instance reads it from the bucket: the same bytes and entity tag, nothing made anew.
    const lastModified = s3.objects.get(key)!.lastModified;
    const served = await call(b, null, 'GET', `/cdn/users/${name}?w=160&f=webp`);
    expect(served.bytes).toEqual(made.bytes);
    expect(served.headers.get('etag')).toBe(s3.objects.get(key)!.etag);
    expect(s3.objects.get(key)!.lastModified).toBe(lastModified);
    expect((await call(b, null, 'GET', `/cdn/users/${name}?w=160&f=webp`, undefined, { 'if-none-match': served.headers.get('etag')! })).status).toBe(304);

    expect((await call(b, cookie, 'POST', `/api/delete-avatar/${user.id}`)).status).toBe(200);
    expect(s3.keys('variants/')).toEqual([]);
    expect((await call(a, null, 'GET', `/cdn/users/${name}?w=160&f=webp`)).status).toBe(404);
  });

  it('only public folders are reachable under /cdn: unknown names 404, licences never, seeded pictures stay local', async () => {
    const { user, cookie } = await driver();
    const licence = await call(a, cookie, 'POST', `/api/update-license/${user.id}`, fileForm('file', PNG, 'l.png', 'image/png'));
    const licenceName = json(licence) as string;
    expect(s3.keys('licences/')).toContain(`licences/${licenceName}`);
    for (const pathName of [
      '/cdn/users/00000000-0000-4000-8000-000000000000.webp',
      `/cdn/users/${licenceName}`,
      `/cdn/licences/${licenceName}`,
      `/cdn/users/..%2Flicences%2F${licenceName}`,
      `/cdn/users/%2E%2E%2Flicences%2F${licenceName}`,
      `/cdn/users/../licences/${licenceName}`,
      '/cdn/users/.hidden',
      '/cdn/users/',
      '/cdn/users/a/b',
    ]) {
      const res = await call(b, null, 'GET', pathName);
      expect([pathName, res.status]).toEqual([pathName, 404]);
      expect(res.bytes.includes(PNG)).toBe(false);
    }
    // Pictures that ship with the repo (the seed's supplier logos, car and location pictures)
    // stay in each instance's STORAGE_DIR and are served from there.
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
    for (const folder of ['users', 'cars']) {
      await mkdir(path.join(dirs.b, folder), { recursive: true });
      await writeFile(path.join(dirs.b, folder, 'seed-test-logo.svg'), logo);
      const res = await call(b, null, 'GET', `/cdn/${folder}/seed-test-logo.svg`);
      expect([folder, res.status, res.headers.get('content-type'), res.headers.get('cache-control'), res.bytes.toString()]).toEqual([folder, 200, 'image/svg+xml', 'public, max-age=86400', logo]);
    }
    expect((await call(a, null, 'GET', '/cdn/users/seed-test-logo.svg')).status).toBe(404);
  });
});

describe('licences in the bucket', () => {
  it('stored privately in the bucket, served to its owner by either instance, refused to others; deleted with the row', async () => {
    const owner = await driver();
    const other = await driver();
    const pdf = minimalPdf();
    const up = await call(a, owner.cookie, 'POST', `/api/update-license/${owner.user.id}`, fileForm('file', pdf, 'front.pdf', 'application/pdf'));
    expect(up.status).toBe(200);
    const name = json(up) as string;
    expect(s3.objects.get(`licences/${name}`)?.body).toEqual(pdf);
    expect(await files(dirs.a, 'licences')).toEqual([]);

    const served = await call(b, owner.cookie, 'GET', `/api/license/${owner.user.id}`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([200, 'application/pdf', 'private, no-store']);
    expect(served.bytes).toEqual(pdf);
    expect((await call(b, other.cookie, 'GET', `/api/license/${owner.user.id}`)).status).toBe(403);
    expect((await call(b, null, 'GET', `/api/license/${owner.user.id}`)).status).toBe(401);

    // Replaced: the old object goes.
    const replaced = json(await call(b, owner.cookie, 'POST', `/api/update-license/${owner.user.id}`, fileForm('file', PNG, 'front.png', 'image/png'))) as string;
    expect(s3.keys('licences/')).toContain(`licences/${replaced}`);
    expect(s3.keys('licences/')).not.toContain(`licences/${name}`);

    // Deleted through GraphQL on the other instance: row and object.
    expect((await gql(a, owner.cookie, 'mutation { deleteLicence { deleted } }')).data.deleteLicence.deleted).toBe(true);
    expect(s3.keys('licences/')).not.toContain(`licences/${replaced}`);
    expect((await call(b, owner.cookie, 'GET', `/api/license/${owner.user.id}`)).status).toBe(404);
  });

  it("a temporary (checkout) upload goes to the bucket and delete-temp-license removes it", async () => {
    const name = json(await call(a, null, 'POST', '/api/create-license', fileForm('file', PNG, 'l.png', 'image/png'))) as string;
    expect(await sharp(s3.objects.get(`licences/${name}`)!.body).metadata()).toMatchObject({ format: 'png', width: 120, height: 80 });
    expect((await call(b, null, 'POST', `/api/delete-temp-license/${name}`)).status).toBe(200);
    expect(s3.keys('licences/')).not.toContain(`licences/${name}`);
  });
});

describe('account deletion', () => {
  it('removes the avatar and licence objects from the bucket', async () => {
    const { user, cookie } = await driver();
    const avatar = await uploadAvatar(a, cookie, await jpeg('#d35400'));
    const licence = json(await call(a, cookie, 'POST', `/api/update-license/${user.id}`, fileForm('file', PNG, 'l.png', 'image/png'))) as string;
    expect(s3.keys()).toEqual(expect.arrayContaining([`users/${avatar}`, `licences/${licence}`]));
    const res = await gql(b, cookie, 'mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted } }', { i: { password: PASSWORD } });
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteAccount.deleted).toBe(true);
    expect(s3.keys()).not.toContain(`users/${avatar}`);
    expect(s3.keys()).not.toContain(`licences/${licence}`);
    expect((await call(a, null, 'GET', `/cdn/users/${avatar}`)).status).toBe(404);
  });
});

describe('the temporary-licence cleanup job on the bucket', () => {
  it('deletes temporary uploads older than 24 hours and stray old objects, listing page by page, and nothing else', async () => {
    const config = s3ConfigOf(parseEnv({ ...s3.env(), NODE_ENV: 'test' }))!;
    const storage = s3Storage(config);
    try {
      const temp = async () => json(await call(a, null, 'POST', '/api/create-license', fileForm('file', PNG, 'l.png', 'image/png'))) as string;
      const oldTemp = await temp();
      const recentTemp = await temp();
      const { user, cookie } = await driver();
      const licence = json(await call(b, cookie, 'POST', `/api/update-license/${user.id}`, fileForm('file', PNG, 'l.png', 'image/png'))) as string;
      const day = 86_400_000;
      const longAgo = new Date(Date.now() - day - 60_000);
      await db.prisma.licenceDocument.updateMany({ where: { storageKey: { in: [`licences/${oldTemp}`, `licences/${licence}`] } }, data: { createdAt: longAgo } });
      // Objects no row names (an upload whose row was never written), one old and one recent.
      const strayOld = '00000000-0000-4000-8000-0000000000a1.png';
      const strayRecent = '00000000-0000-4000-8000-0000000000a2.png';
      const put = (key: string, lastModified: Date) => s3.objects.set(key, { body: PNG, contentType: 'image/png', lastModified, etag: '"x"' });
      put(`licences/${strayOld}`, longAgo);
      put(`licences/${strayRecent}`, new Date());
      s3.objects.get(`licences/${licence}`)!.lastModified = longAgo;
      // Not ours: another prefix, and a name this storage never writes.
      put(`users/${strayOld}`, longAgo);
      put('licences/notes.txt', longAgo);
      const before = s3.keys('licences/').length;
      expect(before).toBeGreaterThan(4);

      const listed = s3.requests.length;
      expect(await deleteOldTemporaryLicences({ db: db.prisma, storage })).toEqual({ rows: 1, files: 2 });
      // The listing followed the continuation tokens across pages of two.
      expect(s3.requests.slice(listed).filter((r) => r.url.includes('list-type=2') && r.url.includes('continuation-token=')).length).toBeGreaterThan(0);

      const keys = s3.keys();
      expect(keys).not.toContain(`licences/${oldTemp}`);
      expect(keys).not.toContain(`licences/${strayOld}`);
      expect(keys).toEqual(expect.arrayContaining([`licences/${recentTemp}`, `licences/${licence}`, `licences/${strayRecent}`, `users/${strayOld}`, 'licences/notes.txt']));
      expect(await db.prisma.licenceDocument.count({ where: { storageKey: `licences/${oldTemp}` } })).toBe(0);

      // A day later by the clock, the recent upload and stray go too; the driver's licence stays.
      expect(await deleteOldTemporaryLicences({ db: db.prisma, storage, clock: { now: () => new Date(Date.now() + day + 60_000) } })).toMatchObject({ rows: expect.any(Number) });
      expect(s3.keys()).not.toContain(`licences/${recentTemp}`);
      expect(s3.keys()).not.toContain(`licences/${strayRecent}`);
      expect(s3.keys()).toContain(`licences/${licence}`);
      expect((await call(a, cookie, 'GET', `/api/license/${user.id}`)).bytes).toEqual(s3.objects.get(`licences/${licence}`)!.body);
    } finally {
      storage.close();
    }
  });
});

describe('readiness', () => {
  it('/readyz is ready while the bucket answers, and unavailable for a bucket the keys cannot reach', async () => {
    const ready = await call(a, null, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    const wrong = await startTestServer(db, { STORAGE_DIR: dirs.a, ...s3.env(), S3_BUCKET: 'no-such-bucket' });
    try {
      const res = await call(wrong, null, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(json(res)).toEqual({ status: 'unavailable', reason: 'file storage unavailable' });
    } finally {
      await wrong.close();
    }
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test' };
  it('S3_BUCKET without the endpoint and keys is refused, naming each missing variable (and no secret)', () => {
    const fail = (env: Record<string, string>) => {
      try {
        parseEnv({ ...base, ...env });
      } catch (err) {
        expect(err).toBeInstanceOf(EnvError);
        return (err as Error).message;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };
    const missing = fail({ S3_BUCKET: 'erbil-files' });
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(missing).toContain(`${name}: is required when S3_BUCKET is set`);
    const noSecret = fail({ S3_BUCKET: 'erbil-files', S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' });
    expect(noSecret).toContain('S3_SECRET_ACCESS_KEY: is required');
    expect(noSecret).not.toContain('S3_ENDPOINT');
    expect(noSecret).not.toContain('AKIAEXAMPLE');
    expect(fail({ S3_ENDPOINT: 'https://s3.example.com', S3_SECRET_ACCESS_KEY: 'very-secret' })).toMatch(/S3_BUCKET: must be set when S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set/);
    expect(fail({ ...s3.env(), S3_ENDPOINT: 'ftp://files.example.com' })).toContain('S3_ENDPOINT: must be the http(s) URL of the S3 service');
    expect(fail({ ...s3.env(), S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET: must be a bucket name');
    expect(fail({ ...s3.env(), S3_SECRET_ACCESS_KEY: 'very-secret', S3_REGION: 'EU West' })).not.toContain('very-secret');
    // Complete: the bucket is used; nothing set: the local folder.
    expect(s3ConfigOf(parseEnv({ ...base, ...s3.env() }))).toEqual({
      bucket: s3.bucket,
      endpoint: s3.url,
      region: 'us-east-1',
      accessKeyId: 'standin-access-key',
      secretAccessKey: 'standin-secret-key',
      forcePathStyle: true,
    });
    expect(s3ConfigOf(parseEnv(base))).toBeNull();
  });

  it('the real server stops at boot with that message and exit code 1', async () => {
    const run = promisify(execFile);
    const root = path.resolve(import.meta.dirname, '../../..');
    const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', S3_BUCKET: 'erbil-files', DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none' };
    const result = await run(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], { cwd: root, env, timeout: 30_000 }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration; fix these environment variables:');
    expect(result.stderr).toContain('S3_ENDPOINT: is required when S3_BUCKET is set');
    expect(result.stderr).toContain('S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set');
  }, 40_000);

  it('the real server (index.ts) boots with the bucket, says so, stores uploads there and shuts down cleanly', async () => {
    const port = await freePort();
    const server = await startChildServer({ databaseUrl: db.url, port, env: { ...s3.env(), STORAGE_DIR: dirs.b, JOBS: 'false', MAIL_WORKER: 'false' } });
    expect(server.output()).toContain(`uploaded files go to the S3 bucket ${s3.bucket} at ${new URL(s3.url).host}`);
    expect(server.output()).not.toContain('standin-secret-key');
    const { user, cookie } = await driver();
    const res = await fetch(`http://127.0.0.1:${port}/api/update-avatar/${user.id}`, { method: 'POST', headers: { cookie }, body: fileForm('image', await jpeg('#f39c12'), 'me.jpg', 'image/jpeg') });
    expect(res.status).toBe(200);
    const name = (await res.json()) as string;
    expect(s3.keys('users/')).toContain(`users/${name}`);
    expect((await call(a, null, 'GET', `/cdn/users/${name}`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
