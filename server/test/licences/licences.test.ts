import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/__generated__/prisma/client.ts';
import { createAdmin, createBooking, createCar, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { deleteOldTemporaryLicences, deleteTemporaryLicencesJob, IMAGE_REQUIRED, TOO_LARGE, WRONG_TYPE } from '../../src/services/licences/licences.ts';
import { localStorage, STORED_NAME } from '../../src/lib/storage/index.ts';
import { blackPng, jpegClaiming, minimalPdf, samplePictures, zlibOfZeros } from './files.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, staffCookie, withTestServer, type TestServer } from '../http.ts';

/**
 * The driver's licence over the spec's REST paths (multipart field `file`), with real multipart
 * requests (fetch's FormData) against the real server and database, and the files on disk.
 */
let db: TestDatabase;
let server: TestServer;
let storageDir: string;
let driverA: User;
let driverB: User;
/** Holds a licence while the refusals below try to replace it. */
let driverC: User;
let admin: User;
let supplierWithBooking: User;
let supplierWithout: User;
const cookies = new Map<string, string>();

const b = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
/** Real files: 120×80 pictures of each accepted format, a one-page PDF (files.ts). */
const FILES = { ...(await samplePictures()), pdf: minimalPdf() };
const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' } as const;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'licences-'));
});
afterAll(async () => {
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});
withTestServer((made) => ({ db, server } = made), { env: () => ({ STORAGE_DIR: storageDir }) });
beforeAll(async () => {
  driverA = await createDriver(db.prisma, { email: 'licence.a@example.com', fullName: 'Licence A' });
  driverB = await createDriver(db.prisma, { email: 'licence.b@example.com', fullName: 'Licence B' });
  driverC = await createDriver(db.prisma, { email: 'licence.c@example.com', fullName: 'Licence C' });
  admin = await createAdmin(db.prisma, { email: 'licence.admin@example.com' });
  supplierWithBooking = (await createSupplier(db.prisma)).user;
  supplierWithout = (await createSupplier(db.prisma)).user;
  const car = await createCar(db.prisma, { supplierId: supplierWithBooking.id });
  const from = new Date(Date.UTC(2031, 5, 1, 7));
  await createBooking(db.prisma, { carId: car.id, driverId: driverA.id, from, to: new Date(from.getTime() + 2 * 86_400_000), status: 'paid' });
  for (const u of [driverA, driverB, driverC]) {
    cookies.set(u.id, `${SESSION_COOKIE}=${(await createSession(db.prisma, u.id, { persistent: false })).token}`);
  }
  // Staff sign in as staff clients do (factory password).
  for (const u of [admin, supplierWithBooking, supplierWithout]) cookies.set(u.id, await staffCookie(server, u.email));
}, 60_000);


function form(bytes: Uint8Array | null, fileName = 'licence.bin', type = 'application/octet-stream', field = 'file'): FormData {
  const f = new FormData();
  f.append('note', 'front side');
  if (bytes) f.append(field, new Blob([bytes], { type }), fileName);
  return f;
}

async function post(pathName: string, body: FormData | undefined, as?: User, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${pathName}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': randomIp(), ...(as ? { cookie: cookies.get(as.id)! } : {}), ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
}

async function get(pathName: string, as?: User) {
  const res = await fetch(`${server.baseUrl}${pathName}`, { headers: { 'x-forwarded-for': randomIp(), ...(as ? { cookie: cookies.get(as.id)! } : {}) } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

const stored = async () => (await readdir(path.join(storageDir, 'licences')).catch(() => [] as string[])).sort();
const rows = () => db.prisma.licenceDocument.findMany({ orderBy: { createdAt: 'asc' } });
async function snapshot() {
  return JSON.stringify({ files: await stored(), rows: await rows() });
}

describe('POST /api/create-license (checkout upload, guest or signed in)', () => {
  for (const [ext, bytes] of Object.entries(FILES) as [keyof typeof FILES, Buffer][]) {
    it(`accepts a real ${ext.toUpperCase()}: a temporary upload under a random name, private, with the same bytes`, async () => {
      const res = await post('/api/create-license', form(bytes, `My licence.${ext}`, MIME[ext]));
      expect(res.status, res.text).toBe(200);
      const name = res.json as string;
      expect(name).toMatch(STORED_NAME);
      expect(name.endsWith(`.${ext}`)).toBe(true);
      const file = await readFile(path.join(storageDir, 'licences', name));
      // A PDF is kept as sent; a picture is written anew (same format and size, no metadata).
      if (ext === 'pdf') expect(file).toEqual(bytes);
      else expect(await sharp(file).metadata()).toMatchObject({ format: ext === 'jpg' ? 'jpeg' : ext, width: 120, height: 80 });
      const row = await db.prisma.licenceDocument.findUniqueOrThrow({ where: { storageKey: `licences/${name}` } });
      expect(row).toMatchObject({ temporary: true, userId: null, mimeType: MIME[ext], sizeBytes: file.length, fileName: `My licence.${ext}` });
      // Never public: /cdn serves cars, users and locations only.
      expect((await get(`/cdn/licences/${name}`)).status).toBe(404);
    });
  }

  it('a signed-in driver gets a temporary upload too (the checkout attaches it)', async () => {
    const res = await post('/api/create-license', form(FILES.png, 'a.png', 'image/png'), driverA);
    expect(res.status, res.text).toBe(200);
    expect(await db.prisma.licenceDocument.findUniqueOrThrow({ where: { storageKey: `licences/${res.json}` } })).toMatchObject({ temporary: true, userId: null });
  });

  it('accepts a PDF 1.5 whose cross-reference is a compressed stream (what phones and scanners write)', async () => {
    const pdf = minimalPdf({ xrefStream: true });
    const res = await post('/api/create-license', form(pdf, 'scan.pdf', 'application/pdf'));
    expect(res.status, res.text).toBe(200);
    expect(await readFile(path.join(storageDir, 'licences', res.json as string))).toEqual(pdf);
  });

  // file-type calls anything starting with "%PDF" a PDF: the structure check refuses these.
  const real = minimalPdf().toString('latin1');
  const xrefAt = real.lastIndexOf('xref\n0 ');
  const notPdfs: [string, Buffer][] = [
    ['"%PDF" and garbage', b('%PDF', 'garbage garbage')],
    ['a script behind a PDF header and an %%EOF, with no cross-reference', b('%PDF-1.4\n', '#!/bin/sh\necho pwned\n', '%%EOF\n')],
    ['HTML behind a PDF header, "startxref" pointing past the end', b('%PDF-1.7\n<html><script>alert(1)</script></html>\nstartxref\n999999\n%%EOF\n')],
    ['a PDF whose startxref points at no cross-reference', b(real.replace(/startxref\n\d+/, `startxref\n${xrefAt + 7}`))],
    ['a PDF cut short (no startxref, no %%EOF: an interrupted upload)', b(real.slice(0, xrefAt))],
    ['a header of an unknown version ("%PDF-9.9")', b(real.replace('%PDF-1.4', '%PDF-9.9'))],
  ];
  for (const [label, bytes] of notPdfs) {
    it(`refuses a PDF that is not one: ${label}: 400 with a clear message, nothing stored`, async () => {
      const before = await snapshot();
      const res = await post('/api/create-license', form(bytes, 'licence.pdf', 'application/pdf'));
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ error: 'BAD_USER_INPUT', message: WRONG_TYPE });
      expect(await snapshot()).toBe(before);
    });
  }

  // Read for real (issue 23 point 6): pictures decoded with their size limited by the header,
  // PDFs parsed. Each is refused with the licence's message, fast, and leaves no file and no row.
  const truncatedPng = FILES.png.subarray(0, Math.floor(FILES.png.length / 2));
  const objectStreamBomb = Buffer.concat([
    Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n'),
    zlibOfZeros(1024 * 1024 * 1024),
    Buffer.from('\nendstream'),
  ]);
  const unreadable: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['a PNG of 60000 × 60000 black pixels (a decompression bomb: 3.6 gigapixels in 3.5 MB)', () => blackPng(60_000, 60_000), 'bomb.png'],
    ['a real JPEG whose header claims 60000 × 60000 pixels', () => jpegClaiming(60_000), 'huge.jpg'],
    ['a PNG cut in half (an interrupted upload)', () => truncatedPng, 'half.png'],
    ['"%PDF-1.7 garbage"', () => b('%PDF-1.7 garbage'), 'fake.pdf'],
    ['a PDF whose page tree has no page', () => minimalPdf({ pages: 0 }), 'empty.pdf'],
    ['a password-protected (encrypted) PDF', () => minimalPdf({ encrypted: true }), 'locked.pdf'],
    ['a PDF of 11 pages (at most 10)', () => minimalPdf({ pages: 11 }), 'long.pdf'],
    ['a PDF whose object stream inflates to 1 GB (a decompression bomb)', () => minimalPdf({ extra: [objectStreamBomb] }), 'bomb.pdf'],
  ];
  for (const [label, build, fileName] of unreadable) {
    it(`refuses ${label}: 400 with the licence message in well under a second, nothing stored`, async () => {
      const bytes = await build();
      expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
      const before = await snapshot();
      const started = performance.now();
      const res = await post('/api/create-license', form(bytes, fileName, 'application/octet-stream'));
      const took = performance.now() - started;
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ error: 'BAD_USER_INPUT', message: WRONG_TYPE });
      expect(took).toBeLessThan(1000);
      expect(await snapshot()).toBe(before);
      // The same through update-license: the driver's licence on file is left as it was.
      const mine = await post(`/api/update-license/${driverC.id}`, form(FILES.jpg, 'front.jpg', 'image/jpeg'), driverC);
      expect(mine.status, mine.text).toBe(200);
      const kept = await snapshot();
      const again = await post(`/api/update-license/${driverC.id}`, form(bytes, fileName, 'application/octet-stream'), driverC);
      expect(again.status, again.text).toBe(400);
      expect(again.json).toMatchObject({ error: 'BAD_USER_INPUT', message: WRONG_TYPE });
      expect(await snapshot()).toBe(kept);
    });
  }

  it('accepts a PDF of 10 pages, and one whose object streams inflate within the limit', async () => {
    const ten = await post('/api/create-license', form(minimalPdf({ pages: 10 }), 'ten.pdf', 'application/pdf'));
    expect(ten.status, ten.text).toBe(200);
    const objects = Buffer.from('5 0 << /Producer (scanner) >>');
    const data = deflateSync(objects);
    const objectStream = Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);
    const withStream = await post('/api/create-license', form(minimalPdf({ extra: [objectStream] }), 'scan.pdf', 'application/pdf'));
    expect(withStream.status, withStream.text).toBe(200);
  });

  it("stores a picture written anew: the phone's metadata (EXIF, GPS position) is not kept", async () => {
    const tagged = await sharp(FILES.jpg).withExif({ IFD0: { Copyright: 'exif-marker-4711' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 11/1 0/1' } }).jpeg().toBuffer();
    expect(tagged.includes('exif-marker-4711')).toBe(true);
    const res = await post('/api/create-license', form(tagged, 'front.jpg', 'image/jpeg'));
    expect(res.status, res.text).toBe(200);
    const file = await readFile(path.join(storageDir, 'licences', res.json as string));
    expect(file.includes('exif-marker-4711')).toBe(false);
    expect((await sharp(file).metadata()).exif).toBeUndefined();
  });

  const refused: [string, Buffer, string, string][] = [
    ['a shell script renamed .jpg', b('#!/bin/sh\necho pwned\n'), 'licence.jpg', 'image/jpeg'],
    ['an SVG (with a script)', b('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'licence.svg', 'image/svg+xml'],
    ['HTML claiming to be a PNG', b('<html><body><script>alert(1)</script></body></html>'), 'licence.png', 'image/png'],
    ['a file that is not quite a PDF ("%PD" and garbage)', b('%PD', 'garbage'), 'licence.pdf', 'application/pdf'],
    ['a GIF (a real image, but not an accepted type)', b('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0x3b]), 'licence.gif', 'image/gif'],
  ];
  for (const [label, bytes, fileName, type] of refused) {
    it(`refuses ${label}: 400 with a clear message, nothing stored`, async () => {
      const before = await snapshot();
      const res = await post('/api/create-license', form(bytes, fileName, type));
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ error: 'BAD_USER_INPUT', message: WRONG_TYPE });
      expect(await snapshot()).toBe(before);
    });
  }

  it('refuses a 6 MB file with 413 and a clear message, nothing stored, and the server keeps serving', async () => {
    const before = await snapshot();
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    FILES.png.copy(big); // a PNG signature: refused for its size, not its type
    const res = await post('/api/create-license', form(big, 'big.png', 'image/png'));
    expect(res.status, res.text).toBe(413);
    expect(res.json).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
    expect(await snapshot()).toBe(before);
    expect((await post('/api/create-license', form(FILES.jpg, 'a.jpg', 'image/jpeg'))).status).toBe(200);
  });

  it("no file answers the spec's 'Please add an image.' (multipart without the field, an empty file, no body at all)", async () => {
    const before = await snapshot();
    for (const body of [form(null), form(FILES.png, 'x.png', 'image/png', 'other'), form(new Uint8Array(), 'empty.png', 'image/png'), undefined]) {
      const res = await post('/api/create-license', body);
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ error: 'BAD_USER_INPUT', message: IMAGE_REQUIRED });
    }
    expect(await snapshot()).toBe(before);
  });

  it('a malformed multipart body is a 4xx, never a 5xx, and stores nothing', async () => {
    const before = await snapshot();
    const cases: [string, string][] = [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=x', 'garbage without any boundary line'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG truncated'],
    ];
    for (const [type, body] of cases) {
      const res = await post('/api/create-license', undefined, undefined, { 'content-type': type });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const res2 = await fetch(`${server.baseUrl}/api/create-license`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': randomIp() }, body });
      expect(res2.status, await res2.text()).toBeGreaterThanOrEqual(400);
      expect(res2.status).toBeLessThan(500);
    }
    expect(await snapshot()).toBe(before);
  });

  it('at most 30 temporary uploads an hour from one address: then 429, nothing stored', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) expect((await post('/api/create-license', form(FILES.png, 'a.png', 'image/png'), undefined, { 'x-forwarded-for': ip })).status).toBe(200);
    const before = await snapshot();
    const res = await post('/api/create-license', form(FILES.png, 'a.png', 'image/png'), undefined, { 'x-forwarded-for': ip });
    expect(res.status, res.text).toBe(429);
    expect(res.json.error).toBe('TOO_MANY_REQUESTS');
    expect(await snapshot()).toBe(before);
    expect((await post('/api/create-license', form(FILES.png, 'a.png', 'image/png'))).status).toBe(200); // another address
  });

  it('other /api routes still refuse multipart (the parser is scoped to the upload routes)', async () => {
    const res = await post('/api/sign-out', form(FILES.png, 'a.png', 'image/png'));
    expect(res.status).toBe(415);
  });
});

describe("a driver's own licence: update-license, license, delete-license", () => {
  it('the owner stores, replaces and reads their licence; the old file is deleted', async () => {
    const first = await post(`/api/update-license/${driverA.id}`, form(FILES.jpg, 'front.jpg', 'image/jpeg'), driverA);
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatch(/\.jpg$/);
    expect(await db.prisma.licenceDocument.findMany({ where: { userId: driverA.id } })).toMatchObject([{ temporary: false, mimeType: 'image/jpeg' }]);

    const second = await post(`/api/update-license/${driverA.id}`, form(FILES.pdf, 'licence.pdf', 'application/pdf'), driverA);
    expect(second.status, second.text).toBe(200);
    expect(await db.prisma.licenceDocument.findMany({ where: { userId: driverA.id } })).toMatchObject([{ storageKey: `licences/${second.json}`, mimeType: 'application/pdf' }]);
    expect(await stored()).not.toContain(first.json);
    expect(await stored()).toContain(second.json);

    const mine = await get(`/api/license/${driverA.id}`, driverA);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('application/pdf');
    expect(mine.bytes).toEqual(FILES.pdf);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it('served to staff: an admin, and a supplier with a booking of that driver; refused to everyone else', async () => {
    const name = (await post(`/api/update-license/${driverA.id}`, form(FILES.png, 'l.png', 'image/png'), driverA)).json as string;
    const file = await readFile(path.join(storageDir, 'licences', name));
    expect((await get(`/api/license/${driverA.id}`, admin)).bytes).toEqual(file);
    expect((await get(`/api/license/${driverA.id}`, supplierWithBooking)).bytes).toEqual(file);
    expect((await get(`/api/license/${driverA.id}`, supplierWithout)).status).toBe(403);
    const other = await get(`/api/license/${driverA.id}`, driverB);
    expect(other.status).toBe(403);
    expect(other.bytes.includes(file)).toBe(false);
    expect((await get(`/api/license/${driverA.id}`)).status).toBe(401);
    expect((await get(`/api/license/${driverB.id}`, driverB)).status).toBe(404); // B has none
    expect((await get('/api/license/not-a-uuid', admin)).status).toBe(404);
  });

  it("another driver's id: 403 and nothing changed (A's licence, the files, the rows)", async () => {
    await post(`/api/update-license/${driverA.id}`, form(FILES.webp, 'a.webp', 'image/webp'), driverA);
    const before = await snapshot();
    const up = await post(`/api/update-license/${driverA.id}`, form(FILES.png, 'evil.png', 'image/png'), driverB);
    expect(up.status, up.text).toBe(403);
    expect(up.json.error).toBe('FORBIDDEN');
    const del = await post(`/api/delete-license/${driverA.id}`, undefined, driverB);
    expect(del.status).toBe(403);
    const anon = await post(`/api/update-license/${driverA.id}`, form(FILES.png, 'evil.png', 'image/png'));
    expect(anon.status).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('delete-license removes the row and the file; delete-temp-license cannot touch a licence', async () => {
    const name = (await post(`/api/update-license/${driverA.id}`, form(FILES.png, 'l.png', 'image/png'), driverA)).json as string;
    // A licence's name is not a temporary upload's: deleting it as one changes nothing.
    expect((await post(`/api/delete-temp-license/${name}`, undefined)).status).toBe(200);
    expect(await stored()).toContain(name);
    expect(await db.prisma.licenceDocument.count({ where: { userId: driverA.id } })).toBe(1);

    expect((await post(`/api/delete-license/${driverA.id}`, undefined, driverA)).status).toBe(200);
    expect(await stored()).not.toContain(name);
    expect(await db.prisma.licenceDocument.count({ where: { userId: driverA.id } })).toBe(0);
    expect((await get(`/api/license/${driverA.id}`, driverA)).status).toBe(404);
  });

  it('delete-temp-license deletes a temporary upload (row and file) by its name', async () => {
    const name = (await post('/api/create-license', form(FILES.jpg, 'a.jpg', 'image/jpeg'))).json as string;
    expect(await stored()).toContain(name);
    expect((await post(`/api/delete-temp-license/${name}`, undefined)).status).toBe(200);
    expect(await stored()).not.toContain(name);
    expect(await db.prisma.licenceDocument.count({ where: { storageKey: `licences/${name}` } })).toBe(0);
    // Unknown or malformed names: nothing to delete, nothing changed.
    const before = await snapshot();
    for (const n of [name, '..%2F..%2Fetc%2Fpasswd', 'x.jpg']) expect((await post(`/api/delete-temp-license/${n}`, undefined)).status).toBe(200);
    expect(await snapshot()).toBe(before);
  });
});

describe('the temporary-upload cleanup job', () => {
  it('deletes temporary uploads older than 24 hours (rows and files) and stray old files, and nothing else', async () => {
    const upload = async (as?: User) =>
      (as
        ? await post(`/api/update-license/${as.id}`, form(FILES.png, 'l.png', 'image/png'), as)
        : await post('/api/create-license', form(FILES.png, 'l.png', 'image/png'))
      ).json as string;
    const oldTemp = await upload();
    const recentTemp = await upload();
    const licence = await upload(driverB);
    const day = 86_400_000;
    const longAgo = new Date(Date.now() - day - 60_000);
    await db.prisma.licenceDocument.updateMany({ where: { storageKey: { in: [`licences/${oldTemp}`, `licences/${licence}`] } }, data: { createdAt: longAgo } });
    // A file no row names (an upload whose row was never written), old and recent.
    const strayOld = '00000000-0000-4000-8000-000000000001.png';
    const strayRecent = '00000000-0000-4000-8000-000000000002.png';
    for (const n of [strayOld, strayRecent]) await writeFile(path.join(storageDir, 'licences', n), FILES.png);
    await utimes(path.join(storageDir, 'licences', strayOld), longAgo, longAgo);
    await utimes(path.join(storageDir, 'licences', licence), longAgo, longAgo);

    const job = deleteTemporaryLicencesJob({ db: db.prisma, storage: localStorage(storageDir) });
    expect(await job.run()).toEqual({ rows: 1, files: 2 });

    const files = await stored();
    expect(files).not.toContain(oldTemp);
    expect(files).not.toContain(strayOld);
    expect(files).toEqual(expect.arrayContaining([recentTemp, licence, strayRecent]));
    expect(await db.prisma.licenceDocument.count({ where: { storageKey: `licences/${oldTemp}` } })).toBe(0);
    expect(await db.prisma.licenceDocument.count({ where: { storageKey: { in: [`licences/${recentTemp}`, `licences/${licence}`] } } })).toBe(2);

    // A day later by the clock, the recent upload goes too; the licence stays.
    await deleteOldTemporaryLicences({ db: db.prisma, storage: localStorage(storageDir), clock: { now: () => new Date(Date.now() + day + 60_000) } });
    expect(await stored()).not.toContain(recentTemp);
    expect(await stored()).toContain(licence);
    expect(await db.prisma.licenceDocument.count({ where: { storageKey: `licences/${licence}` } })).toBe(1);
  });
});
