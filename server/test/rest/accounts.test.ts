import { describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { type TestClient, type TestServer, withTestServer } from '../http.ts';
import { lastLink, uniqueEmail } from '../accounts/helpers.ts';

/** The spec's account paths, in the reference platform's shapes, for existing clients. */
let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const PASSWORD = 'Driver123!';
const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function signedIn(): Promise<{ browser: TestClient; id: string; email: string }> {
  const user = await createDriver(db.prisma, { email: uniqueEmail('rest'), password: PASSWORD, verified: true });
  const browser = server.client();
  const res = await browser.fetch('/api/sign-in/frontend', json({ email: user.email, password: PASSWORD, stayConnected: false }));
  expect(res.status).toBe(200);
  return { browser, id: user.id, email: user.email };
}

describe('REST accounts', () => {
  it('POST /api/sign-up then POST /api/activate, as a reference client does', async () => {
    const email = uniqueEmail('restsignup');
    const res = await server.client().fetch('/api/sign-up', json({ email, password: 'secret123', fullName: 'Dara Omar', phone: '07501234567', birthDate: '1992-03-01T00:00:00.000Z', language: 'es' }));
    expect(res.status).toBe(200);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ language: 'es', verified: false, phone: '+9647501234567' });
    const { token } = await lastLink(db, email, '/activate');
    expect((await server.client().fetch(`/api/check-token/frontend/${user.id}/${encodeURIComponent(email)}/${token}`)).status).toBe(200);
    const activation = await server.client().fetch('/api/activate', json({ userId: user.id, token }));
    expect(activation.status).toBe(200);
    expect((await server.client().fetch(`/api/check-token/frontend/${user.id}/${encodeURIComponent(email)}/${token}`)).status).toBe(204);
  });

  it('POST /api/sign-up answers 400 with the spec message for bad input', async () => {
    const res = await server.client().fetch('/api/sign-up', json({ email: 'nope', password: 'secret123', fullName: 'X', phone: '07501234567', birthDate: '1990-01-01' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Invalid email address', fieldErrors: { email: 'INVALID_EMAIL' } });
    const typed = await server.client().fetch('/api/sign-up', json({ email: uniqueEmail(), password: 'secret123', fullName: 'X', phone: '07501234567', birthDate: '1990-01-01', type: '' }));
    expect(await typed.json()).toMatchObject({ message: 'Please fill in the field: Type' });
  });

  it('POST /api/sign-in/frontend answers the user and a cookie, or 204 for a wrong pair', async () => {
    const user = await createDriver(db.prisma, { email: uniqueEmail('restsignin'), password: PASSWORD, verified: true });
    const browser = server.client();
    const res = await browser.fetch('/api/sign-in/frontend', json({ email: user.email, password: PASSWORD, stayConnected: true }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ _id: user.id, email: user.email, fullName: user.fullName, language: 'en', enableEmailNotifications: true, blacklisted: false, avatar: null });
    expect(browser.cookies.has('erbil_session')).toBe(true);
    const wrong = await server.client().fetch('/api/sign-in/frontend', json({ email: user.email, password: 'bad-password' }));
    expect(wrong.status).toBe(204);
    expect(await wrong.text()).toBe('');
  });

  it('validate-access-token, user/{id}, has-password, sign-out', async () => {
    const { browser, id, email } = await signedIn();
    expect((await browser.fetch('/api/validate-access-token', { method: 'POST' })).status).toBe(200);
    const me = await browser.fetch(`/api/user/${id}`);
    const record = await me.json();
    expect(record).toMatchObject({ _id: id, email, verified: true, type: 'user' });
    expect(JSON.stringify(record)).not.toMatch(/argon2|password/i);
    expect((await browser.fetch(`/api/has-password/${id}`)).status).toBe(200);
    expect((await browser.fetch('/api/sign-out', { method: 'POST' })).status).toBe(200);
    expect((await browser.fetch('/api/validate-access-token', { method: 'POST' })).status).toBe(401);
  });

  it('never answers another user\'s record', async () => {
    const { browser } = await signedIn();
    const other = await createDriver(db.prisma, { email: uniqueEmail('other'), password: PASSWORD });
    for (const path of [`/api/user/${other.id}`, `/api/has-password/${other.id}`, `/api/check-password/${other.id}/${PASSWORD}`]) {
      const res = await browser.fetch(path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toContain(other.email);
    }
    const del = await browser.fetch(`/api/delete-tokens/${other.id}`, { method: 'DELETE' });
    expect(del.status).toBe(403);
    const lang = await browser.fetch('/api/update-language', json({ id: other.id, language: 'fr' }));
    expect(lang.status).toBe(403);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).language).toBe('en');
    expect((await server.client().fetch(`/api/user/${other.id}`)).status).toBe(401);
  });

  it('check-password, change-password and update-language for the owner', async () => {
    const { browser, id } = await signedIn();
    expect((await browser.fetch(`/api/check-password/${id}/${PASSWORD}`)).status).toBe(200);
    expect((await browser.fetch(`/api/check-password/${id}/wrong-one`)).status).toBe(204);
    const wrong = await browser.fetch('/api/change-password', json({ _id: id, password: 'wrong-one', newPassword: 'Changed123' }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Wrong password' });
    expect((await browser.fetch('/api/change-password', json({ _id: id, password: PASSWORD, newPassword: 'Changed123' }))).status).toBe(200);
    expect((await browser.fetch('/api/update-language', json({ id, language: 'fr' }))).status).toBe(200);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id } })).language).toBe('fr');
    const bad = await browser.fetch('/api/update-language', json({ id, language: 'xx' }));
    expect(bad.status).toBe(400);
  });

  it('keeps Sorani Kurdish and Arabic as a driver\'s language (issue 27): sign-up and update-language', async () => {
    const email = uniqueEmail('restckb');
    const res = await server.client().fetch('/api/sign-up', json({ email, password: 'secret123', fullName: 'Shilan Aziz', phone: '07501234567', birthDate: '1992-03-01T00:00:00.000Z', language: 'ckb' }));
    expect(res.status).toBe(200);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).language).toBe('ckb');
    const { browser, id } = await signedIn();
    expect((await browser.fetch('/api/update-language', json({ id, language: 'ar' }))).status).toBe(200);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id } })).language).toBe('ar');
    // A three-letter code that is no language of the app: a clear 400, nothing changed.
    expect((await browser.fetch('/api/update-language', json({ id, language: 'kur' }))).status).toBe(400);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id } })).language).toBe('ar');
  });

  it('validate-email, resend and resend-link', async () => {
    const { browser, email } = await signedIn();
    expect((await server.client().fetch('/api/validate-email', json({ email }))).status).toBe(204);
    expect((await server.client().fetch('/api/validate-email', json({ email: uniqueEmail('free') }))).status).toBe(200);
    expect((await server.client().fetch(`/api/resend/frontend/${encodeURIComponent(email)}/true`, { method: 'POST' })).status).toBe(200);
    await lastLink(db, email, '/reset-password');
    const unknown = await server.client().fetch(`/api/resend/frontend/${encodeURIComponent(uniqueEmail('x'))}/true`, { method: 'POST' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: 'Email address not registered' });
    expect((await browser.fetch('/api/resend-link', { method: 'POST' })).status).toBe(200);
  });

  it('forgot-password: a reset link by mail from a JSON body; an unknown address is told so and gets nothing', async () => {
    const { email } = await signedIn();
    const sent = await server.client().fetch('/api/forgot-password', json({ email, language: 'en' }));
    expect(sent.status).toBe(200);
    await lastLink(db, email, '/reset-password');
    const nobody = uniqueEmail('nobody');
    const unknown = await server.client().fetch('/api/forgot-password', json({ email: nobody }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: 'Email address not registered' });
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: nobody } })).toBe(0);
    const malformed = await server.client().fetch('/api/forgot-password', json({ email: 'not-an-email' }));
    expect(malformed.status).toBe(400);
  });

  it('verify-recaptcha answers 204 when the bot check cannot pass', async () => {
    expect((await server.client().fetch('/api/verify-recaptcha/some-token/1.2.3.4', { method: 'POST' })).status).toBe(204);
  });
});
