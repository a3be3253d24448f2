import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/__generated__/prisma/client.ts';
import { createBooking, createCar, createDriver, createAdmin } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { STORED_NAME } from '../../src/lib/storage/index.ts';
import { lastLink } from '../accounts/helpers.ts';
import { blackPng } from '../licences/files.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, staffCookie, withTestServer, type TestServer } from '../http.ts';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../__generated__/gql.ts';

/**
 * The settings page's server side (issue 13 point 5), through the real server and database: the
 * GraphQL mutations and the reference REST paths with the bodies a reference client sends.
 */
let db: TestDatabase;
let server: TestServer;
let storageDir: string;
const PASSWORD = 'Driver123!';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'profile-'));
});
afterAll(async () => {
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});
withTestServer((made) => ({ db, server } = made), { env: () => ({ STORAGE_DIR: storageDir }) });

let seq = 0;
const email = (what: string) => `profile.${what}.${Date.now().toString(36)}.${++seq}@example.com`;
async function driver(overrides: Parameters<typeof createDriver>[1] = {}) {
  const user = await createDriver(db.prisma, { email: email('driver'), password: PASSWORD, fullName: 'Shilan Karim', ...overrides });
  return { user, cookie: await cookieOf(user) };
}
async function cookieOf(user: User) {
  return `${SESSION_COOKIE}=${(await createSession(db.prisma, user.id, { persistent: false })).token}`;
}

async function gql<R, V>(cookie: string | null, query: TypedDocumentNode<R, V>, variables: V = {} as V) {
  const res = await server.gql(query, variables, cookie ? { cookie } : {});
  return { status: res.status, data: res.data, errors: res.errors, setCookie: res.headers.getSetCookie() };
}

async function rest(cookie: string | null, method: string, pathName: string, body?: unknown) {
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) };
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${server.baseUrl}${pathName}`, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, text, json: text ? (JSON.parse(text) as any) : undefined };
}

/** Everything of a user's a request could change. */
async function snapshot(userId: string) {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const [sessions, tokens, licences, notifications] = await Promise.all([
    db.prisma.session.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    db.prisma.token.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    db.prisma.licenceDocument.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    db.prisma.notification.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
  ]);
  const outbox = await db.prisma.mailOutbox.count({ where: { toAddress: user.email } });
  return JSON.stringify({ user, sessions, tokens, licences, notifications, outbox, avatars: await avatars() });
}
const avatars = async () => (await readdir(path.join(storageDir, 'users')).catch(() => [] as string[])).sort();

const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const UPDATE_PROFILE = graphql(`mutation ProfileUpdateProfile($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id fullName phone birthDate bio location } } }`);

describe('updateProfile and POST /api/update-user', () => {
  it('saves the profile (phone in international format) and answers the user', async () => {
    const { user, cookie } = await driver();
    const res = await gql(cookie, UPDATE_PROFILE, { i: { fullName: '  Dilan Aziz ', phone: '0750 123 4567', birthDate: '1992-03-04', bio: 'Likes mountain roads.', location: 'Erbil' } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProfile.user).toEqual({ id: user.id, fullName: 'Dilan Aziz', phone: '+9647501234567', birthDate: '1992-03-04', bio: 'Likes mountain roads.', location: 'Erbil' });
    // Left out: kept; null or empty: cleared.
    const cleared = await gql(cookie, UPDATE_PROFILE, { i: { bio: '', location: null } });
    expect(cleared.data!.updateProfile.user).toMatchObject({ fullName: 'Dilan Aziz', phone: '+9647501234567', bio: null, location: null });
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'REQUIRED', 'Please fill in the field(s): '],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'TOO_LONG', 'This field is too long.'],
    [{ phone: '12' }, 'phone', 'INVALID_PHONE', 'Invalid phone number'],
    [{ birthDate: '2015-01-01' }, 'birthDate', 'TOO_YOUNG', 'You must be at least 18 years old.'],
    [{ birthDate: '1990-02-30' }, 'birthDate', 'INVALID_DATE', 'Invalid date'],
    [{ bio: 'b'.repeat(501) }, 'bio', 'TOO_LONG', 'This field is too long.'],
    [{ location: 'l'.repeat(101) }, 'location', 'TOO_LONG', 'This field is too long.'],
    // Refused at the edge, before the service (http/characters.ts, docs/decisions/032).
    [{ bio: 'a\u0000b' }, 'bio', 'INVALID_CHARACTERS', 'The request holds a character that is not allowed (NUL or an unpaired surrogate).'],
  ])('refuses %j with %s %s and changes nothing', async (input, field, code, message) => {
    const { user, cookie } = await driver();
    const before = await snapshot(user.id);
    const res = await gql(cookie, UPDATE_PROFILE, { i: input });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: code } } });
    expect(await snapshot(user.id)).toBe(before);
  });

  it('REST: the reference body (birth date as a serialised Date picked in Erbil) updates, then GET /api/user shows it', async () => {
    const { user, cookie } = await driver();
    const body = { _id: user.id, fullName: 'Hemin Salih', phone: '+964 751 234 5678', birthDate: '1988-07-14T21:00:00.000Z', location: 'Sulaymaniyah', bio: 'Hi' };
    const res = await rest(cookie, 'POST', '/api/update-user', body);
    expect(res.status, res.text).toBe(200);
    const own = await rest(cookie, 'GET', `/api/user/${user.id}`);
    expect(own.json).toMatchObject({ _id: user.id, fullName: 'Hemin Salih', phone: '+9647512345678', birthDate: '1988-07-15', location: 'Sulaymaniyah', bio: 'Hi' });
    const bad = await rest(cookie, 'POST', '/api/update-user', { ...body, phone: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Invalid phone number', fieldErrors: { phone: 'INVALID_PHONE' } });
  });

  it("REST: another user's id is refused (403) and nothing of theirs changes", async () => {
    const a = await driver();
    const b = await driver();
    const before = await snapshot(b.user.id);
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/update-user', { _id: b.user.id, fullName: 'Taken Over', phone: '', birthDate: '', location: '', bio: '' }],
      ['POST', '/api/update-user', { _id: b.user.id, fullName: '', phone: 'bad' }],
      ['POST', '/api/update-email-notifications', { _id: b.user.id, enableEmailNotifications: false }],
      ['POST', `/api/update-avatar/${b.user.id}`, form(TINY_PNG)],
      ['POST', `/api/delete-avatar/${b.user.id}`],
      ['POST', '/api/update-language', { id: b.user.id, language: 'fr' }],
    ];
    for (const [method, p, body] of calls) {
      const res = await rest(a.cookie, method, p, body);
      expect(res.status, `${p}: ${res.text}`).toBe(403);
      expect(res.json.error).toBe('FORBIDDEN');
      expect(res.text).not.toContain(b.user.email);
    }
    expect(await snapshot(b.user.id)).toBe(before);
  });
});

describe('updateEmailNotifications and POST /api/update-email-notifications', () => {
  it('turns the switch off and on', async () => {
    const { user, cookie } = await driver();
    const res = await gql(cookie, graphql(`mutation ProfileBOp1($i: UpdateEmailNotificationsInput!) { updateEmailNotifications(input: $i) { user { enableEmailNotifications } } }`), { i: { enabled: false } });
    expect(res.data!.updateEmailNotifications.user.enableEmailNotifications).toBe(false);
    expect((await rest(cookie, 'POST', '/api/update-email-notifications', { _id: user.id, enableEmailNotifications: true })).status).toBe(200);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).enableEmailNotifications).toBe(true);
    const bad = await rest(cookie, 'POST', '/api/update-email-notifications', { _id: user.id, enableEmailNotifications: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).enableEmailNotifications).toBe(true);
  });
});

// ── Avatars

function form(bytes: Uint8Array, name = 'avatar.png', type = 'image/png'): FormData {
  const f = new FormData();
  f.append('image', new Blob([bytes], { type }), name);
  return f;
}
const UPDATE_AVATAR = graphql(`mutation ProfileUpdateAvatar($i: UpdateAvatarInput!) { updateAvatar(input: $i) { user { avatarUrl } } }`);
async function gqlUpload(cookie: string, bytes: Uint8Array, name: string, type: string) {
  const f = new FormData();
  f.append('operations', JSON.stringify({ query: print(UPDATE_AVATAR), variables: { i: { file: null } } }));
  f.append('map', JSON.stringify({ 0: ['variables.i.file'] }));
  f.append('0', new Blob([bytes], { type }), name);
  const res = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie, 'x-forwarded-for': randomIp() }, body: f });
  return { status: res.status, ...((await res.json()) as { data?: any; errors?: { message: string; extensions?: any }[] }) };
}

describe('avatars', () => {
  it('GraphQL: a real 1200×800 JPEG is cropped to 512×512 WebP, public at avatarUrl; the previous file goes', async () => {
    const { user, cookie } = await driver();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-note' } } }).toBuffer();
    const res = await gqlUpload(cookie, jpeg, 'me.jpg', 'image/jpeg');
    expect(res.errors).toBeUndefined();
    const url: string = res.data!.updateAvatar.user.avatarUrl;
    const name = url.split('/').pop()!;
    expect(name).toMatch(STORED_NAME);
    expect(url).toBe(`http://localhost:3000/cdn/users/${name}`);
    const served = await fetch(`${server.baseUrl}/cdn/users/${name}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);
    expect(bytes.includes(Buffer.from('secret-gps-note'))).toBe(false);

    const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#00000000' } }).png().toBuffer();
    const second = await gqlUpload(cookie, png, 'small.png', 'image/png');
    const name2 = second.data!.updateAvatar.user.avatarUrl.split('/').pop();
    // Never enlarged: the square is the shorter side.
    expect(await sharp(await readFile(path.join(storageDir, 'users', name2))).metadata()).toMatchObject({ width: 120, height: 120 });
    expect(await avatars()).toContain(name2);
    expect(await avatars()).not.toContain(name);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatar).toBe(name2);
  });

  it('REST: the multipart field `image` answers the stored name; delete-avatar removes it', async () => {
    const { user, cookie } = await driver();
    const jpeg = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#27ae60' } }).jpeg().toBuffer();
    const res = await rest(cookie, 'POST', `/api/update-avatar/${user.id}`, form(jpeg, 'me.jpg', 'image/jpeg'));
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatch(STORED_NAME);
    expect(await sharp(await readFile(path.join(storageDir, 'users', res.json))).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect((await rest(cookie, 'GET', `/api/user/${user.id}`)).json.avatar).toBe(res.json);
    expect((await rest(cookie, 'POST', `/api/delete-avatar/${user.id}`)).status).toBe(200);
    expect(await avatars()).not.toContain(res.json);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatar).toBeNull();
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
  const script = Buffer.from('<script>document.location="https://evil.example"</script>');
  it.each([
    ['an SVG renamed .png', svg, 'IMAGE_WRONG_TYPE', 'The image must be a JPEG, PNG or WebP file.', 400],
    ['a script renamed .png', script, 'IMAGE_WRONG_TYPE', 'The image must be a JPEG, PNG or WebP file.', 400],
    ['a truncated PNG', Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'), 'IMAGE_UNREADABLE', 'This image cannot be read. Please choose another one.', 400],
    ['6 MB', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * 1024 * 1024)]), 'IMAGE_TOO_LARGE', 'The image is too large: at most 5 MB.', 413],
    // The rule licence pictures share (lib/images.ts): the header's size decides, before decoding.
    ['a PNG of 60000 × 60000 pixels (a decompression bomb)', blackPng(60_000, 60_000), 'IMAGE_UNREADABLE', 'This image cannot be read. Please choose another one.', 400],
  ])('refuses %s (GraphQL and REST) and stores nothing', async (_label, bytes, code, message, restStatus) => {
    const { user, cookie } = await driver();
    const before = await snapshot(user.id);
    const viaGql = await gqlUpload(cookie, bytes, 'avatar.png', 'image/png');
    expect(viaGql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', messageCode: code } });
    const viaRest = await rest(cookie, 'POST', `/api/update-avatar/${user.id}`, form(bytes));
    expect(viaRest.status, viaRest.text).toBe(restStatus);
    expect(viaRest.json).toMatchObject({ message, messageCode: code });
    expect(await snapshot(user.id)).toBe(before);
  });

  it("without a file: 'Please add an image.'", async () => {
    const { user, cookie } = await driver();
    const viaGql = await gql(cookie, UPDATE_AVATAR, { i: {} });
    expect(viaGql.errors?.[0]).toMatchObject({ message: 'Please add an image.', extensions: { messageCode: 'IMAGE_REQUIRED' } });
    const viaRest = await rest(cookie, 'POST', `/api/update-avatar/${user.id}`);
    expect(viaRest).toMatchObject({ status: 400, json: { message: 'Please add an image.' } });
  });
});

// ── E-mail address

const REQUEST_CHANGE = graphql(`mutation ProfileRequestChange($i: RequestEmailChangeInput!) { requestEmailChange(input: $i) { sent email } }`);
const CONFIRM_CHANGE = graphql(`mutation ProfileConfirmChange($i: ConfirmEmailChangeInput!) { confirmEmailChange(input: $i) { email } }`);

describe('change of e-mail address', () => {
  it('end to end: the link goes to the new address, confirming moves the account; the old address is told; the link works once', async () => {
    const { user, cookie } = await driver();
    const other = await cookieOf(user);
    const newAddress = email('new');
    expect((await gql(cookie, REQUEST_CHANGE, { i: { email: newAddress, password: 'wrong-one' } })).errors?.[0]).toMatchObject({
      message: 'Wrong password',
      extensions: { fieldErrors: { password: 'WRONG_PASSWORD' } },
    });
    expect((await gql(cookie, REQUEST_CHANGE, { i: { email: newAddress.toUpperCase(), password: PASSWORD } })).data!.requestEmailChange).toEqual({ sent: true, email: newAddress });
    expect((await gql(cookie, graphql(`query ProfileBOp2 { me { email pendingEmail } }`))).data!.me).toEqual({ email: user.email, pendingEmail: newAddress });
    const { token, link } = await lastLink(db, newAddress, '/confirm-email');
    expect(link.startsWith('http://localhost:3000/confirm-email?token=')).toBe(true);
    // Only the hash is stored.
    expect(await db.prisma.token.count({ where: { tokenHash: token } })).toBe(0);

    const confirmed = await gql(null, CONFIRM_CHANGE, { i: { token } });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmEmailChange.email).toBe(newAddress);
    expect(await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: newAddress, verified: true });
    const notice = await db.prisma.mailOutbox.findFirstOrThrow({ where: { toAddress: user.email } });
    expect(notice.text).toContain(newAddress);
    // Other sessions stay; signing in uses the new address.
    expect((await gql(other, graphql(`query ProfileBOp3 { me { email } }`))).data!.me!.email).toBe(newAddress);
    const signIn = await gql(null, graphql(`mutation ProfileBOp4($i: SignInInput!) { signIn(input: $i) { user { id } } }`), { i: { email: newAddress, password: PASSWORD } });
    expect(signIn.data?.signIn.user.id).toBe(user.id);
    expect((await gql(null, CONFIRM_CHANGE, { i: { token } })).errors?.[0]).toMatchObject({ message: 'This email change link has expired.', extensions: { messageCode: 'EMAIL_CHANGE_LINK_EXPIRED' } });
  });

  it('refuses a taken address (at request and at confirmation), the same address, an expired link', async () => {
    const { user, cookie } = await driver();
    const taken = await createDriver(db.prisma, { email: email('taken') });
    expect((await gql(cookie, REQUEST_CHANGE, { i: { email: taken.email, password: PASSWORD } })).errors?.[0].extensions).toMatchObject({ messageCode: 'EMAIL_ALREADY_REGISTERED' });
    expect((await gql(cookie, REQUEST_CHANGE, { i: { email: user.email, password: PASSWORD } })).errors?.[0].extensions).toMatchObject({ messageCode: 'SAME_EMAIL' });

    const wanted = email('wanted');
    await gql(cookie, REQUEST_CHANGE, { i: { email: wanted, password: PASSWORD } });
    const { token } = await lastLink(db, wanted, '/confirm-email');
    await createDriver(db.prisma, { email: wanted }); // someone else signs up with it meanwhile
    expect((await gql(null, CONFIRM_CHANGE, { i: { token } })).errors?.[0].extensions).toMatchObject({ messageCode: 'EMAIL_ALREADY_REGISTERED' });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

    const later = email('later');
    await gql(cookie, REQUEST_CHANGE, { i: { email: later, password: PASSWORD } });
    const expired = await lastLink(db, later, '/confirm-email');
    await db.prisma.token.updateMany({ where: { userId: user.id, purpose: 'emailChange', usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await gql(null, CONFIRM_CHANGE, { i: { token: expired.token } })).errors?.[0].extensions).toMatchObject({ messageCode: 'EMAIL_CHANGE_LINK_EXPIRED' });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it('an account without a password (social sign-in) needs none', async () => {
    const { cookie } = await driver({ password: undefined });
    const res = await gql(cookie, REQUEST_CHANGE, { i: { email: email('social') } });
    expect(res.data?.requestEmailChange.sent).toBe(true);
  });
});

// ── Sessions, licence, deletion

describe('signOutOtherSessions', () => {
  it('ends every other session of the user, keeps the current one and other users’ sessions', async () => {
    const { user, cookie } = await driver();
    const others = [await cookieOf(user), await cookieOf(user)];
    const stranger = await driver();
    const res = await gql(cookie, graphql(`mutation ProfileBOp5 { signOutOtherSessions { ended } }`));
    expect(res.data!.signOutOtherSessions.ended).toBe(2);
    expect((await gql(cookie, graphql(`query ProfileBOp6 { me { id } }`))).data!.me!.id).toBe(user.id);
    for (const c of others) expect((await gql(c, graphql(`query ProfileBOp7 { me { id } }`))).data!.me).toBeNull();
    expect((await gql(stranger.cookie, graphql(`query ProfileBOp8 { me { id } }`))).data!.me!.id).toBe(stranger.user.id);
  });
});

describe('the licence on the settings page', () => {
  it('me.licence describes the file on file with its private URL; deleteLicence removes it', async () => {
    const { user, cookie } = await driver();
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const f = new FormData();
    f.append('file', new Blob([png], { type: 'image/png' }), 'front.png');
    expect((await rest(cookie, 'POST', `/api/update-license/${user.id}`, f)).status).toBe(200);
    const me = await gql(cookie, graphql(`query ProfileBOp9 { me { hasLicence licence { fileName mimeType sizeBytes uploadedAt url } } }`));
    expect(me.data!.me!.licence).toMatchObject({ fileName: 'front.png', mimeType: 'image/png', url: `http://localhost:3000/api/license/${user.id}` });
    const served = Buffer.from(await (await fetch(`${server.baseUrl}/api/license/${user.id}`, { headers: { cookie, 'x-forwarded-for': randomIp() } })).arrayBuffer());
    // The picture as stored (written anew by the server): the size the settings page shows.
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 20, height: 10 });
    expect(me.data!.me!.licence!.sizeBytes).toBe(served.length);
    expect((await gql(cookie, graphql(`mutation ProfileBOp10 { deleteLicence { deleted } }`))).data!.deleteLicence.deleted).toBe(true);
    expect((await gql(cookie, graphql(`query ProfileBOp11 { me { hasLicence licence { url } } }`))).data!.me).toEqual({ hasLicence: false, licence: null });
    expect((await gql(cookie, graphql(`mutation ProfileBOp12 { deleteLicence { deleted } }`))).data!.deleteLicence.deleted).toBe(false);
  });
});

const DELETE = graphql(`mutation ProfileDelete($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted } }`);

describe('deleteAccount', () => {
  it('erases personal data, keeps an anonymised booking, ends the session', async () => {
    const { user, cookie } = await driver({ bio: 'About me', location: 'Erbil' });
    const other = await cookieOf(user);
    const car = await createCar(db.prisma);
    const past = new Date(Date.now() - 10 * 86_400_000);
    const booking = await createBooking(db.prisma, { carId: car.id, driverId: user.id, from: past, to: new Date(past.getTime() + 2 * 86_400_000), status: 'paid' });
    await db.prisma.additionalDriver.create({ data: { bookingId: booking.id, fullName: 'Second Driver', email: 'second@example.com', phone: '+9647500000001', birthDate: new Date('1980-01-01') } });
    const terms = { from: booking.from.toISOString(), to: booking.to.toISOString(), price: '100.00' };
    await db.prisma.bookingChange.create({ data: { bookingId: booking.id, changedById: user.id, before: { ...terms, additionalDriver: null }, after: { ...terms, additionalDriver: 'Second Driver' } } });
    await db.prisma.notification.create({ data: { userId: car.supplierId, bookingId: booking.id, code: 'BOOKING_RECEIVED', values: { driver: user.fullName, car: 'Kia' } } });
    await db.prisma.notification.create({ data: { userId: user.id, bookingId: booking.id, code: 'BOOKING_CONFIRMED', values: { driver: user.fullName } } });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } }).png().toBuffer();
    const avatar = (await rest(cookie, 'POST', `/api/update-avatar/${user.id}`, form(png))).json as string;
    const lf = new FormData();
    lf.append('file', new Blob([png], { type: 'image/png' }), 'licence.png');
    const licence = (await rest(cookie, 'POST', `/api/update-license/${user.id}`, lf)).json as string;
    await db.prisma.userIdentity.create({ data: { userId: user.id, provider: 'google', providerUserId: `g-${user.id}` } });

    expect((await gql(cookie, DELETE, { i: { password: 'wrong' } })).errors?.[0]).toMatchObject({ message: 'Wrong password' });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();

    const res = await gql(cookie, DELETE, { i: { password: PASSWORD } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteAccount.deleted).toBe(true);
    expect(res.setCookie.join(';')).toMatch(new RegExp(`${SESSION_COOKIE}=;`));

    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ email: `deleted-${user.id}@deleted.invalid`, fullName: '', phone: null, birthDate: null, bio: null, location: null, avatar: null, passwordHash: null, suspended: true, enableEmailNotifications: false });
    expect(row.deletedAt).toBeInstanceOf(Date);
    for (const count of [
      db.prisma.session.count({ where: { userId: user.id } }),
      db.prisma.token.count({ where: { userId: user.id } }),
      db.prisma.userIdentity.count({ where: { userId: user.id } }),
      db.prisma.notification.count({ where: { userId: user.id } }),
      db.prisma.licenceDocument.count({ where: { userId: user.id } }),
      db.prisma.additionalDriver.count({ where: { bookingId: booking.id } }),
      db.prisma.mailOutbox.count({ where: { toAddress: user.email } }),
    ]) expect(await count).toBe(0);
    expect(await avatars()).not.toContain(avatar);
    expect(await readdir(path.join(storageDir, 'licences'))).not.toContain(licence);
    // The booking stays for the business, with nothing of the driver but the tombstone's id.
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ driverId: user.id, status: 'paid', price: booking.price });
    const staffNote = await db.prisma.notification.findFirstOrThrow({ where: { userId: car.supplierId, bookingId: booking.id } });
    expect(staffNote.values).toEqual({ driver: '', car: 'Kia' });
    // The change history keeps what changed, not who the additional driver was.
    const change = await db.prisma.bookingChange.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(change.after).toEqual({ ...terms, additionalDriver: null });
    expect(JSON.stringify([change.before, change.after])).not.toContain('Second Driver');
    // Signed out everywhere; cannot sign in again.
    expect((await gql(cookie, graphql(`query ProfileBOp13 { me { id } }`))).data!.me).toBeNull();
    expect((await gql(other, graphql(`query ProfileBOp14 { me { id } }`))).data!.me).toBeNull();
    const signIn = await gql(null, graphql(`mutation ProfileBOp15($i: SignInInput!) { signIn(input: $i) { user { id } } }`), { i: { email: user.email, password: PASSWORD } });
    expect(signIn.errors?.[0].message).toBe('Incorrect email or password.');
  });

  it('is refused while a booking is not over, and for staff', async () => {
    const { user, cookie } = await driver();
    const car = await createCar(db.prisma);
    await createBooking(db.prisma, { carId: car.id, driverId: user.id, status: 'pending' });
    const before = await snapshot(user.id);
    expect((await gql(cookie, DELETE, { i: { password: PASSWORD } })).errors?.[0].extensions).toMatchObject({ messageCode: 'ACCOUNT_HAS_ACTIVE_BOOKINGS' });
    expect(await snapshot(user.id)).toBe(before);
    const admin = await createAdmin(db.prisma, { email: email('admin') });
    expect((await gql(await staffCookie(server, admin.email), DELETE, { i: {} })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
