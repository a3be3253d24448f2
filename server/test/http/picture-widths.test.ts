import { mkdtemp, readdir, rm, writeFile, copyFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { scenario } from '../../../prisma/seed/index.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { PICTURE_WIDTHS, pictureSources } from '../../src/shared/pictures.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { randomIp, startTestServer, type TestServer } from '../http.ts';

/**
 * A raster picture's widths as WebP (issue 25 point 2, ADR 045), through the real server and a
 * real STORAGE_DIR: the URLs pictureSources gives the result card and the car page answer WebP of
 * the width asked, cached as the original is, made once and kept in the storage; a width or
 * format outside the list is a clear 400 that writes nothing; a vector picture keeps one URL.
 */
let db: TestDatabase;
let server: TestServer;
let storageDir: string;
let carId: string;
let svgName: string;
const PHOTO = 'staff-photo-of-a-sedan.jpg';

beforeAll(async () => {
  db = await createTestDatabase();
  storageDir = await mkdtemp(path.join(tmpdir(), 'widths-'));
  await mkdir(path.join(storageDir, 'cars'), { recursive: true });
  // A car photo as staff put it in the car pictures' folder (there is no car-picture upload yet): a 1600 × 1067 JPEG.
  const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#3b7dd8' } })
    .composite([{ input: Buffer.from('<svg width="800" height="500"><rect width="800" height="500" fill="#e74c3c"/></svg>'), left: 400, top: 280 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  await writeFile(path.join(storageDir, 'cars', PHOTO), photo);
  const seedCars = path.join(inject('storageDir'), 'cars');
  svgName = (await readdir(seedCars)).find((n) => n.endsWith('.svg'))!;
  await copyFile(path.join(seedCars, svgName), path.join(storageDir, 'cars', svgName));
  carId = (await createCar(db.prisma, { name: 'Photo Sedan', locations: [scenario.location.airport] })).id;
  await db.prisma.car.update({ where: { id: carId }, data: { image: PHOTO } });
  // Own set-up (could move to withTestServer with env: () => ...; left for time): pictures written to the storage folder before the server starts.
  server = await startTestServer(db, { STORAGE_DIR: storageDir });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const variants = async () => (await readdir(path.join(storageDir, 'variants')).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();
const pathOf = (url: string) => url.replace(server.baseUrl, '').replace(/^https?:\/\/[^/]+/, '');
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${pathOf(url)}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
/** The URLs of a srcset, with their `w` descriptors. */
const candidates = (srcSet: string) =>
  srcSet.split(', ').map((c) => {
    const [url, descriptor] = c.split(' ');
    return { url, width: Number(descriptor.slice(0, -1)) };
  });

describe('picture widths under /cdn', () => {
  it("serves the card's and the car page's widths of a raster car photo as WebP of the width asked, cached as the original", async () => {
    const res = await server.gql<{ car: { imageUrl: string; images: { width: number; url: string }[] } }>('query($id: ID!) { car(id: $id) { imageUrl images { width url } } }', {
      id: carId,
    });
    const url = res.data!.car.imageUrl;
    expect(url).toMatch(new RegExp(`/cdn/cars/${PHOTO}$`));
    // Partners' srcset (Car.images) lists the same WebP files.
    expect(res.data!.car.images).toEqual([320, 480, 640, 960, 1280].map((width) => ({ width, url: `${url}?w=${width}&f=webp` })));
    const card = pictureSources(url, 'card');
    const page = pictureSources(url, 'page');
    expect(card.sizes).toBe('120px');
    expect(candidates(card.srcSet!).map((c) => c.width)).toEqual([160, 320]);
    expect(candidates(page.srcSet!).map((c) => c.width)).toEqual([320, 480, 640, 960, 1280]);
    const original = await get(url);
    expect(original.res.headers.get('cache-control')).toBe('public, max-age=86400');

    for (const { url: variantUrl, width } of [...candidates(card.srcSet!), ...candidates(page.srcSet!), { url: page.src, width: 640 }]) {
      const { res: got, bytes } = await get(variantUrl);
      expect(got.status, variantUrl).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      expect(got.headers.get('cache-control')).toBe(original.res.headers.get('cache-control'));
      expect(got.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(got.headers.get('content-security-policy')).toMatch(/sandbox/);
      expect(got.headers.get('last-modified')).toBeTruthy();
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      // In proportion, to the pixel sharp rounds to.
      expect(Math.abs(meta.height! - (width * 1067) / 1600)).toBeLessThan(1);
      // Smaller than the JPEG it came from: the point of it.
      expect(bytes.byteLength).toBeLessThan(original.bytes.byteLength);
    }
    // Each width made once and kept in the storage (another instance sharing it serves the same file).
    expect(await variants()).toHaveLength(new Set([160, 320, 480, 640, 960, 1280]).size);
    const again = await get(card.src);
    expect(again.res.status).toBe(200);
    const revalidated = await get(card.src, { 'if-modified-since': again.res.headers.get('last-modified')! });
    expect(revalidated.res.status).toBe(304);
  });

  it("serves an uploaded avatar's widths, never enlarged, and removes them with the avatar", async () => {
    const user = await createDriver(db.prisma, { email: `widths.${Date.now()}@example.com`, password: 'Driver123!' });
    const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, user.id, { persistent: false })).token}`;
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#27ae60' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${server.baseUrl}/api/update-avatar/${user.id}`, { method: 'POST', headers: { cookie, 'x-forwarded-for': randomIp() }, body: form });
    expect(upload.status).toBe(200);
    const name = (await upload.json()) as string;
    const before = await variants();
    const small = await get(`/cdn/users/${name}?w=160&f=webp`);
    expect(small.res.status).toBe(200);
    expect(small.res.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 160, height: 160 });
    // The stored avatar is 512 × 512: a wider width is the avatar's own size, not a blown-up copy.
    const large = await get(`/cdn/users/${name}?w=1280`);
    expect(await sharp(large.bytes).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(await variants()).toHaveLength(before.length + 2);
    const removed = await fetch(`${server.baseUrl}/api/delete-avatar/${user.id}`, { method: 'POST', headers: { cookie, 'x-forwarded-for': randomIp() } });
    expect(removed.status).toBe(200);
    expect(await variants()).toEqual(before);
    expect((await get(`/cdn/users/${name}?w=160&f=webp`)).res.status).toBe(404);
  });

  it.each([
    ['a width not in the list', `/cdn/cars/${PHOTO}?w=100&f=webp`, /w must be one of 160, 320, 480, 640, 960, 1280/],
    ['a width that is not a number', `/cdn/cars/${PHOTO}?w=abc`, /w must be one of/],
    ['a huge width', `/cdn/cars/${PHOTO}?w=99999999999999999999`, /w must be one of/],
    ['two widths', `/cdn/cars/${PHOTO}?w=160&w=320`, /w must be one of/],
    ['a format but no width', `/cdn/cars/${PHOTO}?f=webp`, /w must be one of/],
    ['AVIF', `/cdn/cars/${PHOTO}?w=160&f=avif`, /f must be one of webp/],
    ['PNG', `/cdn/cars/${PHOTO}?w=160&f=png`, /f must be one of webp/],
    ['a width of a vector picture', '/cdn/cars/SVG?w=160&f=webp', /vector picture \(SVG\) has one file/],
  ])('answers 400 with a clear message and writes nothing for %s', async (_what, url, message) => {
    const before = await variants();
    const { res, bytes } = await get(url.replace('SVG', svgName));
    expect(res.status).toBe(400);
    expect(JSON.parse(bytes.toString())).toEqual({ error: 'BAD_USER_INPUT', message: expect.stringMatching(message) });
    expect(await variants()).toEqual(before);
  });

  it('answers 404 for widths of a picture that is not there, or not a picture, and writes nothing', async () => {
    await writeFile(path.join(storageDir, 'cars', 'notes.png'), 'not a picture\n');
    const before = await variants();
    for (const url of [`/cdn/cars/missing.jpg?w=160`, `/cdn/cars/notes.png?w=160`, `/cdn/licences/${PHOTO}?w=160`, `/cdn/cars/..%2F..%2Fpackage.json?w=160`]) {
      expect((await get(url)).res.status, url).toBe(404);
    }
    expect(await variants()).toEqual(before);
  });

  it('gives a vector picture one URL, served as it is', async () => {
    const url = `${server.baseUrl}/cdn/cars/${svgName}`;
    for (const layout of ['card', 'page', 'logo'] as const) expect(pictureSources(url, layout)).toEqual({ src: url, sizes: expect.any(String) });
    const { res } = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('random w and f values never get a 5xx and never write a file outside the listed widths', async () => {
    for (const width of PICTURE_WIDTHS) expect((await get(`/cdn/cars/${PHOTO}?w=${width}&f=webp`)).res.status).toBe(200);
    const before = await variants();
    const value = fc.oneof(fc.constantFrom(...PICTURE_WIDTHS.map(String), 'webp', 'avif', '', '0', '-160', '160.0', '1e3', '%00'), fc.string({ maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(fc.option(value, { nil: undefined }), fc.option(value, { nil: undefined }), async (w, f) => {
        const query = [w !== undefined && `w=${encodeURIComponent(w)}`, f !== undefined && `f=${encodeURIComponent(f)}`].filter(Boolean).join('&');
        const res = await server.app.inject({ method: 'GET', url: `/cdn/cars/${PHOTO}${query ? `?${query}` : ''}` });
        expect([200, 304, 400]).toContain(res.statusCode);
        expect(res.body).not.toMatch(/at .+\.ts:\d+/);
      }),
      { numRuns: 60 },
    );
    // Every listed width of the photo is made already: nothing new may appear.
    expect(await variants()).toEqual(before);
  });
});
