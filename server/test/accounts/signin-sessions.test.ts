import { describe, expect, it } from 'vitest';
import { createAdmin, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { type TestServer, withTestServer } from '../http.ts';
import { lastLink, ME, SIGN_IN, uniqueEmail } from './helpers.ts';
import { graphql } from '../__generated__/gql.ts';

let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const PASSWORD = 'Driver123!';
async function driver(overrides: Record<string, unknown> = {}) {
  return createDriver(db.prisma, { email: uniqueEmail(), password: PASSWORD, verified: true, ...overrides });
}

describe('sign-in', () => {
  it('signs a driver in with an HttpOnly, SameSite cookie that ends with the browser session', async () => {
    const user = await driver();
    const browser = server.client();
    const res = await browser.gql(SIGN_IN, { input: { email: user.email.toUpperCase(), password: PASSWORD } });
    expect(res.errors).toBeUndefined();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('erbil_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http in tests; Secure under HTTPS
    expect((await browser.gql(ME)).data!.me).toMatchObject({ id: user.id, email: user.email });
    // The cookie value is not what the database stores.
    const value = browser.cookies.get('erbil_session')!;
    expect(await db.prisma.session.count({ where: { tokenHash: value } })).toBe(0);
  });

  it('keeps the session 30 days with "stay connected"', async () => {
    const user = await driver();
    const res = await server.client().gql(SIGN_IN, { input: { email: user.email, password: PASSWORD, stayConnected: true } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('erbil_session='))!;
    expect(cookie).toMatch(/Max-Age=2592000/);
    const session = await db.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session.persistent).toBe(true);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('answers any bad pair, and admin or supplier accounts, with the same message', async () => {
    const user = await driver();
    const admin = await createAdmin(db.prisma, { email: uniqueEmail('admin'), password: PASSWORD });
    const supplier = await createSupplier(db.prisma, { user: { email: uniqueEmail('supplier'), password: PASSWORD } });
    for (const input of [
      { email: user.email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
      { email: 'not an email', password: PASSWORD },
      { email: admin.email, password: PASSWORD },
      { email: supplier.user.email, password: PASSWORD },
    ]) {
      const res = await server.gql(SIGN_IN, { input });
      expect(res.errors?.[0], input.email).toMatchObject({ message: 'Incorrect email or password.', extensions: { messageCode: 'INCORRECT_CREDENTIALS' } });
      expect(res.headers.getSetCookie?.() ?? []).toEqual([]);
    }
  });

  it('refuses a suspended account and ends its sessions at once', async () => {
    const user = await driver();
    const browser = server.client();
    await browser.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });
    expect((await browser.gql(ME)).data!.me).not.toBeNull();
    await db.prisma.user.update({ where: { id: user.id }, data: { suspended: true } });
    expect((await browser.gql(ME)).data!.me).toBeNull();
    const again = await server.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });
    expect(again.errors?.[0]).toMatchObject({ message: 'Your account is suspended.', extensions: { code: 'FORBIDDEN', messageCode: 'ACCOUNT_SUSPENDED' } });
  });

  it('allows one client at most 5 failures on an account in 15 minutes, then answers it 429 saying when to retry', async () => {
    const user = await driver();
    const bot = server.client();
    for (let i = 0; i < 5; i++) {
      const res = await bot.gql(SIGN_IN, { input: { email: user.email, password: `wrong-${i}` } });
      expect(res.errors?.[0].extensions?.messageCode).toBe('INCORRECT_CREDENTIALS');
    }
    const blocked = await bot.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_ATTEMPTS' } });
    expect(blocked.errors?.[0].message).toMatch(/try again in 1[45] minutes/);
    expect(blocked.errors?.[0].extensions?.http).toBeUndefined();
    // The owner's own client is not locked out by that one (signin-limits.test.ts has the rest).
    expect((await server.client().gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } })).errors).toBeUndefined();
  });

  it('allows at most 10 failures per IP address in 15 minutes, whatever the accounts', async () => {
    const attacker = server.client('10.99.99.99');
    for (let i = 0; i < 10; i++) {
      const res = await attacker.gql(SIGN_IN, { input: { email: uniqueEmail('spray'), password: 'guess' } });
      expect(res.status).toBe(200);
    }
    const blocked = await attacker.gql(SIGN_IN, { input: { email: uniqueEmail('spray'), password: 'guess' } });
    expect(blocked.status).toBe(429);
    // Another address is not affected.
    const user = await driver();
    expect((await server.client('10.98.98.98').gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } })).errors).toBeUndefined();
  });

  for (const via of ['graphql', 'rest'] as const) {
    it(`signing in (${via}) while carrying a live session ends that session`, async () => {
      const first = await driver();
      const second = await driver();
      const browser = server.client();
      const signIn = async (email: string) => {
        if (via === 'graphql') expect((await browser.gql(SIGN_IN, { input: { email, password: PASSWORD } })).errors).toBeUndefined();
        else {
          const res = await browser.fetch('/api/sign-in/frontend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
          expect(res.status).toBe(200);
        }
      };
      await signIn(first.email);
      const old = browser.cookies.get('erbil_session')!;
      // Someone else signs in on the same browser (a shared computer).
      await signIn(second.email);
      expect(browser.cookies.get('erbil_session')).not.toBe(old);
      expect((await browser.gql(ME)).data!.me).toMatchObject({ id: second.id });
      const replay = await server.gql(ME, {}, { cookie: `erbil_session=${old}` });
      expect(replay.data!.me).toBeNull();
      expect(await db.prisma.session.count({ where: { userId: first.id } })).toBe(0);
      // A failed sign-in leaves the current session alone.
      if (via === 'graphql') await browser.gql(SIGN_IN, { input: { email: first.email, password: 'wrong-password' } });
      else await browser.fetch('/api/sign-in/frontend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: first.email, password: 'wrong-password' }) });
      expect((await browser.gql(ME)).data!.me).toMatchObject({ id: second.id });
    });
  }

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const user = await driver();
    const browser = server.client();
    await browser.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });
    const stolen = browser.cookies.get('erbil_session')!;
    const res = await browser.gql(graphql(`mutation SigninSessionsOp1 { signOut { signedOut } }`));
    expect(res.data!.signOut.signedOut).toBe(true);
    expect(browser.cookies.has('erbil_session')).toBe(false);
    // The old cookie value is useless now.
    const replay = await server.gql(ME, {}, { cookie: `erbil_session=${stolen}` });
    expect(replay.data!.me).toBeNull();
  });

  it('never shows a password hash', async () => {
    const user = await driver();
    const browser = server.client();
    await browser.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });
    const res = await browser.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ME }),
    });
    expect(await res.text()).not.toMatch(/argon2|passwordHash/);
  });
});

describe('password reset', () => {
  const REQUEST = graphql(`mutation SigninSessionsRequest($e: String!) { requestPasswordReset(input: { email: $e }) { sent } }`);
  const RESET = graphql(`mutation SigninSessionsReset($i: ResetPasswordInput!) { resetPassword(input: $i) { user { id } } }`);

  it('says an unknown address is not registered', async () => {
    const res = await server.gql(REQUEST, { e: uniqueEmail('ghost') });
    expect(res.errors?.[0]).toMatchObject({ message: 'Email address not registered', extensions: { messageCode: 'EMAIL_NOT_REGISTERED' } });
  });

  it('resets with a one-day, single-use link and ends every other session', async () => {
    const user = await driver();
    const oldBrowser = server.client();
    await oldBrowser.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });

    expect((await server.gql(REQUEST, { e: user.email })).data!.requestPasswordReset.sent).toBe(true);
    const { token, link } = await lastLink(db, user.email, '/reset-password');
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);

    const weak = await server.gql(RESET, { i: { token, password: '123', confirmPassword: '123' } });
    expect(weak.errors?.[0].message).toBe('Password must be at least 6 characters long.');
    const mismatch = await server.gql(RESET, { i: { token, password: 'newpass1', confirmPassword: 'newpass2' } });
    expect(mismatch.errors?.[0].message).toBe("Passwords don't match.");

    const ok = await server.gql(RESET, { i: { token, password: 'NewPass456', confirmPassword: 'NewPass456' } });
    expect(ok.errors).toBeUndefined();
    expect((await oldBrowser.gql(ME)).data!.me).toBeNull();
    expect((await server.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } })).errors?.[0].extensions?.messageCode).toBe('INCORRECT_CREDENTIALS');
    expect((await server.gql(SIGN_IN, { input: { email: user.email, password: 'NewPass456' } })).errors).toBeUndefined();

    const reused = await server.gql(RESET, { i: { token, password: 'Another789', confirmPassword: 'Another789' } });
    expect(reused.errors?.[0].extensions?.messageCode).toBe('RESET_LINK_EXPIRED');
  });
});

describe('change password', () => {
  const CHANGE = graphql(`mutation SigninSessionsChange($i: ChangePasswordInput!) { changePassword(input: $i) { user { id hasPassword } } }`);

  it('needs the right current password, then keeps this session and ends the others', async () => {
    const user = await driver();
    const here = server.client();
    const elsewhere = server.client();
    await here.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });
    await elsewhere.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });

    const wrong = await here.gql(CHANGE, { i: { currentPassword: 'nope', newPassword: 'Fresh12345', confirmPassword: 'Fresh12345' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Wrong password', extensions: { fieldErrors: { currentPassword: 'WRONG_PASSWORD' } } });
    const empty = await here.gql(CHANGE, { i: { currentPassword: PASSWORD, newPassword: '', confirmPassword: '' } });
    expect(empty.errors?.[0].message).toBe('Please choose a new password');

    const ok = await here.gql(CHANGE, { i: { currentPassword: PASSWORD, newPassword: 'Fresh12345', confirmPassword: 'Fresh12345' } });
    expect(ok.errors).toBeUndefined();
    expect((await here.gql(ME)).data!.me).not.toBeNull();
    expect((await elsewhere.gql(ME)).data!.me).toBeNull();
  });

  it('lets an account without a password set one without the current password', async () => {
    const user = await createDriver(db.prisma, { email: uniqueEmail('social'), verified: true });
    expect(user.passwordHash).toBeNull();
    const browser = server.client();
    // Signed in as a social account would be: a session of its own.
    const { createSession } = await import('../../src/services/accounts/sessions.ts');
    const { token } = await createSession(db.prisma, user.id, { persistent: false });
    browser.cookies.set('erbil_session', token);
    expect((await browser.gql(ME)).data!.me.hasPassword).toBe(false);
    const res = await browser.gql(CHANGE, { i: { newPassword: 'FirstPass1', confirmPassword: 'FirstPass1' } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.changePassword.user.hasPassword).toBe(true);
  });

  it('needs a signed-in driver', async () => {
    const res = await server.gql(CHANGE, { i: { newPassword: 'Fresh12345', confirmPassword: 'Fresh12345' } });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
