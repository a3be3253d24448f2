import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/__generated__/prisma/client.ts';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { createApiKey } from '../../src/services/accounts/apiKeys.ts';
import { IMAGE_REQUIRED, TOO_LARGE, WRONG_TYPE } from '../../src/services/licences/licences.ts';
import { STORED_NAME } from '../../src/lib/storage/index.ts';
import { blackPng, minimalPdf, samplePictures } from './files.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, withTestServer, type TestServer } from '../http.ts';

/**
 * uploadLicence over the GraphQL multipart request specification (operations, map, file), sent
 * with fetch's FormData against the real server: what a browser client (Apollo's upload link) sends.
 */
let db: TestDatabase;
let server: TestServer;
let storageDir: string;
let driver: User;
let driverCookie: string;

const { png: PNG } = await samplePictures();
const PDF = minimalPdf();
const UPLOAD = 'mutation($i: UploadLicenceInput!) { uploadLicence(input: $i) { name temporary } }';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'licences-gql-'));
});
afterAll(async () => {
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});
withTestServer((made) => ({ db, server } = made), { env: () => ({ STORAGE_DIR: storageDir }) });
beforeAll(async () => {
  driver = await createDriver(db.prisma, { email: 'gql.licence@example.com' });
  driverCookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, driver.id, { persistent: false })).token}`;
}, 60_000);

function multipart(file: { bytes: Uint8Array; name: string; type: string } | null, mapped = true): FormData {
  const f = new FormData();
  f.append('operations', JSON.stringify({ query: UPLOAD, variables: { i: { file: null } } }));
  f.append('map', JSON.stringify(file && mapped ? { 0: ['variables.i.file'] } : {}));
  if (file) f.append('0', new Blob([file.bytes], { type: file.type }), file.name);
  return f;
}

async function send(body: FormData, headers: Record<string, string> = { 'apollo-require-preflight': 'true' }) {
  const res = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: { 'x-forwarded-for': randomIp(), ...headers }, body });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as { data?: any; errors?: { message: string; extensions?: { code?: string; messageCode?: string } }[] } };
}

const stored = async () => (await readdir(path.join(storageDir, 'licences')).catch(() => [] as string[])).sort();

describe('mutation uploadLicence (multipart)', () => {
  it("a guest's upload is temporary, stored privately under a random name, the picture written anew", async () => {
    const res = await send(multipart({ bytes: PNG, name: 'front.png', type: 'image/png' }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const { name, temporary } = res.body.data.uploadLicence;
    expect(name).toMatch(STORED_NAME);
    expect(temporary).toBe(true);
    expect(await sharp(await readFile(path.join(storageDir, 'licences', name))).metadata()).toMatchObject({ format: 'png', width: 120, height: 80 });
    expect(await db.prisma.licenceDocument.findUniqueOrThrow({ where: { storageKey: `licences/${name}` } })).toMatchObject({ temporary: true, userId: null });
  });

  it("a signed-in driver's upload becomes their licence, replacing the previous one", async () => {
    const first = await send(multipart({ bytes: PNG, name: 'a.png', type: 'image/png' }), { 'apollo-require-preflight': 'true', cookie: driverCookie });
    expect(first.body.data?.uploadLicence, first.text).toMatchObject({ temporary: false });
    const second = await send(multipart({ bytes: PDF, name: 'b.pdf', type: 'application/pdf' }), { 'apollo-require-preflight': 'true', cookie: driverCookie });
    expect(second.body.data?.uploadLicence, second.text).toMatchObject({ temporary: false });
    const rows = await db.prisma.licenceDocument.findMany({ where: { userId: driver.id } });
    expect(rows).toMatchObject([{ storageKey: `licences/${second.body.data.uploadLicence.name}`, mimeType: 'application/pdf', temporary: false }]);
    expect(await stored()).not.toContain(first.body.data.uploadLicence.name);
    const served = await fetch(`${server.baseUrl}/api/license/${driver.id}`, { headers: { cookie: driverCookie, 'x-forwarded-for': randomIp() } });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
  });

  // The message code is what the web translates the refusal by (en, fr, es).
  const refusals: [string, { bytes: Uint8Array; name: string; type: string } | null, string, string, boolean?][] = [
    ['an SVG', { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.svg', type: 'image/svg+xml' }, WRONG_TYPE, 'LICENCE_TYPE'],
    ['a script renamed .jpg', { bytes: Buffer.from('#!/bin/sh\necho hi\n'), name: 'x.jpg', type: 'image/jpeg' }, WRONG_TYPE, 'LICENCE_TYPE'],
    ['a 6 MB file', { bytes: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), name: 'big.png', type: 'image/png' }, TOO_LARGE, 'LICENCE_TOO_LARGE'],
    ['no file', null, IMAGE_REQUIRED, 'IMAGE_REQUIRED'],
    ['a PNG claiming 60000 × 60000 pixels (a decompression bomb)', { bytes: blackPng(60_000, 60_000), name: 'bomb.png', type: 'image/png' }, WRONG_TYPE, 'LICENCE_TYPE'],
    ['a PDF with no page', { bytes: minimalPdf({ pages: 0 }), name: 'empty.pdf', type: 'application/pdf' }, WRONG_TYPE, 'LICENCE_TYPE'],
    ['a file the map does not name', { bytes: PNG, name: 'a.png', type: 'image/png' }, IMAGE_REQUIRED, 'IMAGE_REQUIRED', false],
  ];
  for (const [label, file, message, messageCode, mapped] of refusals) {
    it(`refuses ${label}: BAD_USER_INPUT with a clear message, nothing stored`, async () => {
      const before = await stored();
      const rows = await db.prisma.licenceDocument.count();
      const res = await send(multipart(file, mapped ?? true));
      expect(res.body.errors?.map((e) => [e.extensions?.code, e.message, e.extensions?.messageCode]), res.text).toEqual([['BAD_USER_INPUT', message, messageCode]]);
      expect(await stored()).toEqual(before);
      expect(await db.prisma.licenceDocument.count()).toBe(rows);
    });
  }

  it("without Apollo's preflight header a multipart request is refused (CSRF) and nothing is stored", async () => {
    const before = await stored();
    const res = await send(multipart({ bytes: PNG, name: 'a.png', type: 'image/png' }), {});
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(await stored()).toEqual(before);
  });

  it('malformed multipart bodies are a 4xx, never a 5xx', async () => {
    for (const body of ['garbage', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{not json\r\n--x--\r\n', '']) {
      const res = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true', 'x-forwarded-for': randomIp() },
        body,
      });
      const text = await res.text();
      expect(res.status, text).toBeGreaterThanOrEqual(400);
      expect(res.status, text).toBeLessThan(500);
    }
  });

  it('a partner API key cannot upload (keys read only): 403, nothing stored', async () => {
    const { key } = await createApiKey(db.prisma, 'Upload partner');
    const before = await stored();
    const res = await send(multipart({ bytes: PNG, name: 'a.png', type: 'image/png' }), { 'apollo-require-preflight': 'true', authorization: `Bearer ${key}` });
    expect(res.status, res.text).toBe(403);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await stored()).toEqual(before);
  });
});
