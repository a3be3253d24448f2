import { copyFile, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';

/**
 * /cdn serves the pictures our seed and uploads produce, and nothing else (issue 23 point 6):
 * real files planted in a real STORAGE_DIR, asked for over HTTP (and, for paths fetch would
 * normalise, sent as they are through inject).
 */
let db: TestDatabase;
let server: TestServer;
let storageDir: string;
let outside: string;
let seeded: string;
const AVATAR = '0b6f3b1e-2c1d-4e5f-8a9b-0c1d2e3f4a5b.webp';

beforeAll(async () => {
  db = await createTestDatabase();
  storageDir = await mkdtemp(path.join(tmpdir(), 'cdn-'));
  outside = await mkdtemp(path.join(tmpdir(), 'cdn-outside-'));
  for (const folder of ['cars', 'users', 'locations']) await mkdir(path.join(storageDir, folder));
  // A picture exactly as the seed writes it (the global setup seeded its own storage folder).
  const seedCars = path.join(inject('storageDir'), 'cars');
  seeded = (await readdir(seedCars)).find((n) => n.endsWith('.svg'))!;
  await copyFile(path.join(seedCars, seeded), path.join(storageDir, 'cars', seeded));
  // An uploaded avatar: a UUID name, WebP bytes.
  await writeFile(path.join(storageDir, 'users', AVATAR), await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).webp().toBuffer());
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00c' } }).png().toBuffer();
  const plant = (name: string, content: string | Buffer) => writeFile(path.join(storageDir, 'cars', name), content);
  await plant('.env', 'DATABASE_URL=postgres://secret@db/prod\n');
  await plant('.hidden.jpg', await sharp(png).jpeg().toBuffer());
  await plant('x.txt', 'notes\n');
  await plant('notes.png', 'not a picture at all\n');
  await plant('page.svg', '<html><script>alert(1)</script></html>');
  await plant('a..b.png', png);
  await writeFile(path.join(storageDir, 'package.json'), '{"workspaces":["secret"]}');
  await writeFile(path.join(outside, 'elsewhere.png'), png);
  await writeFile(path.join(outside, 'secret.txt'), 'secret outside');
  // Links from a public folder to files outside STORAGE_DIR (a picture, and a text file).
  await symlink(path.join(outside, 'elsewhere.png'), path.join(storageDir, 'cars', 'linked.png'));
  await symlink(path.join(outside, 'secret.txt'), path.join(storageDir, 'cars', 'linked-text.png'));
  await symlink(outside, path.join(storageDir, 'cars', 'dir.png'));
  // Own set-up (could move to withTestServer with env: () => ...; left for time): pictures written to the storage folder before the server starts.
  server = await startTestServer(db, { STORAGE_DIR: storageDir });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(storageDir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('/cdn', () => {
  it('serves a seeded picture and an uploaded avatar, typed as images, with caching', async () => {
    const car = await get(`/cdn/cars/${seeded}`);
    expect(car.statusCode, car.body).toBe(200);
    expect(car.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(car.body).toContain('<svg');
    expect(car.headers['cache-control']).toBe('public, max-age=86400');
    expect(car.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Opened directly, an SVG runs nothing.
    expect(car.headers['content-security-policy']).toMatch(/sandbox/);
    const avatar = await get(`/cdn/users/${AVATAR}`);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect((await server.app.inject({ method: 'HEAD', url: `/cdn/cars/${seeded}` })).statusCode).toBe(200);
  });

  const refused = [
    '/cdn/cars/.env',
    '/cdn/cars/.hidden.jpg',
    '/cdn/cars/%2Eenv',
    '/cdn/cars/x.txt',
    '/cdn/cars/notes.png',
    '/cdn/cars/page.svg',
    '/cdn/cars/a..b.png',
    '/cdn/cars/linked.png',
    '/cdn/cars/linked-text.png',
    '/cdn/cars/dir.png',
    '/cdn/cars/no-such-car.svg',
    '/cdn/cars/PHOTO.PNG',
    '/cdn/users/..%2f..%2fpackage.json',
    '/cdn/users/..%2F..%2Fcars%2F.env',
    '/cdn/cars/..%2fpackage.json',
    '/cdn/cars/../package.json',
    '/cdn/../package.json',
    '/cdn/package.json',
    '/cdn/licences/x.png',
    '/cdn/cars/',
    '/cdn/cars',
    '/cdn/cars/photo.png/x',
  ];
  for (const url of refused) {
    it(`answers 404, as for a file that is not there: ${url}`, async () => {
      const res = await get(url);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
      expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//);
      for (const secret of ['postgres://', 'not a picture', 'secret outside', '<script>', '"workspaces"']) expect(res.body).not.toContain(secret);
    });
  }

  it('a NUL in the name is bad input, refused at the edge as everywhere (docs/decisions/032), never a file', async () => {
    const res = await get('/cdn/cars/%00.png');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//);
  });

  it('the refused names answer exactly what a missing file answers (nothing to tell them apart)', async () => {
    const missing = await get('/cdn/cars/no-such-car.svg');
    for (const url of ['/cdn/cars/.env', '/cdn/cars/x.txt', '/cdn/cars/linked.png']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body.replace(url, '<url>')).toBe(missing.body.replace('/cdn/cars/no-such-car.svg', '<url>'));
    }
  });
});
