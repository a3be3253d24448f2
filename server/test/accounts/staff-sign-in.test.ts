import { describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createCar, createDriver, createSupplier, FACTORY_PASSWORD } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { type TestClient, type TestServer, withTestServer } from '../http.ts';
import { ME, uniqueEmail } from './helpers.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * Staff (admin and supplier accounts) sign in through the reference's backend sign-in and its
 * GraphQL twin, signInStaff, and use the staff API with that session; drivers are refused there
 * and staff stay refused at the driver sign-in, each with the answer of a wrong pair.
 */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const SIGN_IN_STAFF = graphql(`mutation StaffSignInSignInStaff($input: SignInInput!) { signInStaff(input: $input) { user { id email type } } }`);
const SET_STATUS = graphql(`mutation StaffSignInSetStatus($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { change { from to changedBy } } }`);

const post = (client: TestClient, path: string, body: unknown) =>
  client.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/sign-in/backend', () => {
  it('signs an admin in with the frontend sign-in’s answer and cookie; the session reaches the staff API', async () => {
    const admin = await createAdmin(db.prisma, { email: uniqueEmail('admin') });
    const car = await createCar(db.prisma, { supplierId: (await createSupplier(db.prisma)).id });
    const booking = await createBooking(db.prisma, { carId: car.id, driverId: (await createDriver(db.prisma, { email: uniqueEmail() })).id, status: 'pending' });
    const browser = server.client();
    const res = await post(browser, '/api/sign-in/backend', { email: admin.email.toUpperCase(), password: FACTORY_PASSWORD, stayConnected: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      _id: admin.id,
      email: admin.email,
      fullName: admin.fullName,
      language: admin.language,
      enableEmailNotifications: admin.enableEmailNotifications,
      blacklisted: false,
      avatar: admin.avatar,
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('erbil_session='))).toMatch(/HttpOnly.*Max-Age=2592000|Max-Age=2592000.*HttpOnly/i);
    expect((await browser.gql(ME)).data!.me).toMatchObject({ id: admin.id });
    const changed = await browser.gql(SET_STATUS, { input: { id: booking.id, status: 'reserved' } });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.setBookingStatus.change).toMatchObject({ from: 'pending', to: 'reserved', changedBy: admin.id });
  });

  it('signs a supplier in; refuses drivers, wrong pairs and unknown addresses alike with 204', async () => {
    const supplier = await createSupplier(db.prisma, { user: { email: uniqueEmail('supplier') } });
    const driver = await createDriver(db.prisma, { email: uniqueEmail(), password: 'Driver123!', verified: true });
    const browser = server.client();
    expect((await post(browser, '/api/sign-in/backend', { email: supplier.user.email, password: FACTORY_PASSWORD })).status).toBe(200);
    expect((await browser.gql(ME)).data!.me).toMatchObject({ id: supplier.user.id });
    for (const body of [
      { email: driver.email, password: 'Driver123!' },
      { email: supplier.user.email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: FACTORY_PASSWORD },
    ]) {
      const res = await post(server.client(), '/api/sign-in/backend', body);
      expect(res.status, body.email).toBe(204);
      expect(await res.text()).toBe('');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('staff stay refused at the driver sign-in (REST and GraphQL)', async () => {
    const admin = await createAdmin(db.prisma, { email: uniqueEmail('admin') });
    expect((await post(server.client(), '/api/sign-in/frontend', { email: admin.email, password: FACTORY_PASSWORD })).status).toBe(204);
    const res = await server.gql(graphql(`mutation StaffSignInOp1($input: SignInInput!) { signIn(input: $input) { user { id } } }`), { input: { email: admin.email, password: FACTORY_PASSWORD } });
    expect(res.errors?.[0]).toMatchObject({ message: 'Incorrect email or password.', extensions: { messageCode: 'INCORRECT_CREDENTIALS' } });
  });

  it('has the same limits: 5 failures from one client, then 429 for it; the owner elsewhere signs in', async () => {
    const admin = await createAdmin(db.prisma, { email: uniqueEmail('admin') });
    const bot = server.client();
    for (let i = 0; i < 5; i++) expect((await post(bot, '/api/sign-in/backend', { email: admin.email, password: `guess-${i}` })).status).toBe(204);
    const refused = await post(bot, '/api/sign-in/backend', { email: admin.email, password: FACTORY_PASSWORD });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_ATTEMPTS' });
    expect((await post(server.client(), '/api/sign-in/backend', { email: admin.email, password: FACTORY_PASSWORD })).status).toBe(200);
  });

  it('refuses a suspended staff account', async () => {
    const admin = await createAdmin(db.prisma, { email: uniqueEmail('admin'), suspended: true });
    const res = await post(server.client(), '/api/sign-in/backend', { email: admin.email, password: FACTORY_PASSWORD });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ messageCode: 'ACCOUNT_SUSPENDED' });
  });
});

describe('mutation signInStaff', () => {
  it('signs admin and supplier accounts in; a driver gets the answer of a wrong pair', async () => {
    const admin = await createAdmin(db.prisma, { email: uniqueEmail('admin') });
    const supplier = await createSupplier(db.prisma, { user: { email: uniqueEmail('supplier') } });
    const driver = await createDriver(db.prisma, { email: uniqueEmail(), password: 'Driver123!', verified: true });
    for (const user of [admin, supplier.user]) {
      const browser = server.client();
      const res = await browser.gql(SIGN_IN_STAFF, { input: { email: user.email, password: FACTORY_PASSWORD } });
      expect(res.errors).toBeUndefined();
      expect(res.data!.signInStaff.user).toMatchObject({ id: user.id });
      expect((await browser.gql(ME)).data!.me).toMatchObject({ id: user.id });
    }
    for (const input of [{ email: driver.email, password: 'Driver123!' }, { email: admin.email, password: 'wrong-password' }]) {
      const res = await server.gql(SIGN_IN_STAFF, { input });
      expect(res.errors?.[0], input.email).toMatchObject({ message: 'Incorrect email or password.', extensions: { messageCode: 'INCORRECT_CREDENTIALS' } });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('ends the session the request carried', async () => {
    const admin = await createAdmin(db.prisma, { email: uniqueEmail('admin') });
    const browser = server.client();
    await browser.gql(SIGN_IN_STAFF, { input: { email: admin.email, password: FACTORY_PASSWORD } });
    const old = browser.cookies.get('erbil_session')!;
    await browser.gql(SIGN_IN_STAFF, { input: { email: admin.email, password: FACTORY_PASSWORD } });
    expect((await server.gql(ME, {}, { cookie: `erbil_session=${old}` })).data!.me).toBeNull();
    expect((await browser.gql(ME)).data!.me).toMatchObject({ id: admin.id });
  });
});
