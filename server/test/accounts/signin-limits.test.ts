import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { startTestServer, withTestServer, type TestClient, type TestServer } from '../http.ts';
import { startRecaptchaStandin, type RecaptchaStandin } from '../standins/recaptcha.ts';
import { ME, SIGN_IN, uniqueEmail } from './helpers.ts';

/**
 * A stranger cannot lock an owner out (docs/decisions/034-sign-in-limits.md): failures are limited
 * per client and per (account, client); past 10 failures on an account from all clients, an
 * unproven attempt is allowed only from a client with no failure on it, so the owner's correct
 * password from a new client signs in while the attacker's clients are refused.
 */
let db: TestDatabase;
let server: TestServer;
/** The same app with the bot check configured (against the reCAPTCHA stand-in). */
let guarded: TestServer;
let google: RecaptchaStandin;
const SECRET = 'recaptcha-secret-for-limits';

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
  google = await startRecaptchaStandin({ secret: SECRET });
  guarded = await startTestServer(db, { RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_VERIFY_URL: google.url });
}, 60_000);
afterAll(async () => {
  await guarded?.close();
  await google?.close();
});

const PASSWORD = 'Owner123!';
const owner = () => createDriver(db.prisma, { email: uniqueEmail('owner'), password: PASSWORD, verified: true });

type Attempt = { status: number; code?: string; messageCode?: string; signedIn: boolean };

/** One sign-in, through GraphQL or the REST shim, answered in the same terms. */
async function attempt(via: 'graphql' | 'rest', client: TestClient, email: string, password: string, recaptchaToken?: string): Promise<Attempt> {
  if (via === 'graphql') {
    const res = await client.gql(SIGN_IN, { input: { email, password, ...(recaptchaToken ? { recaptchaToken } : {}) } });
    const ext = res.errors?.[0]?.extensions;
    return { status: res.status, code: ext?.code, messageCode: ext?.messageCode, signedIn: Boolean(res.data?.signIn) };
  }
  const res = await client.fetch('/api/sign-in/frontend', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, ...(recaptchaToken ? { recaptchaToken } : {}) }),
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as { error?: string; messageCode?: string; _id?: string }) : {};
  // The reference's answer to a wrong pair is 204 with no body.
  if (res.status === 204) return { status: 204, messageCode: 'INCORRECT_CREDENTIALS', signedIn: false };
  return { status: res.status, code: body.error, messageCode: body.messageCode, signedIn: res.status === 200 && Boolean(body._id) };
}

const wrong = { messageCode: 'INCORRECT_CREDENTIALS', signedIn: false };
const refused = { status: 429, signedIn: false };

/** Brings the account to its high-water mark: 10 failures from 5 addresses; the next attempt is under attack. */
async function attack(app: TestServer, email: string, via: 'graphql' | 'rest') {
  for (let c = 0; c < 5; c++) {
    const bot = app.client();
    for (let i = 0; i < 2; i++) expect(await attempt(via, bot, email, `guess-${c}-${i}`)).toMatchObject(wrong);
  }
}

for (const via of ['graphql', 'rest'] as const) {
  describe(`sign-in limits (${via === 'graphql' ? 'GraphQL signIn' : 'REST /api/sign-in/frontend'})`, () => {
    it('one client gets 5 failures on an account, then 429 for that client only', async () => {
      const user = await owner();
      const bot = server.client();
      for (let i = 0; i < 5; i++) expect(await attempt(via, bot, user.email, `wrong-${i}`)).toMatchObject(wrong);
      expect(await attempt(via, bot, user.email, PASSWORD)).toMatchObject(refused);
      // The owner, on their own device, is not affected.
      const mine = server.client();
      expect(await attempt(via, mine, user.email, PASSWORD)).toMatchObject({ status: 200, signedIn: true });
      expect((await mine.gql(ME)).data!.me).toMatchObject({ id: user.id });
    });

    it("the owner's correct password from a new client signs in while an attacker keeps failing from others", async () => {
      const user = await owner();
      await attack(server, user.email, via);
      // Under attack: each attacking client that has failed here is refused at once...
      const bot = server.client();
      expect(await attempt(via, bot, user.email, 'fresh-guess')).toMatchObject(wrong);
      expect(await attempt(via, bot, user.email, 'second-guess')).toMatchObject(refused);
      // ...even with the right password: a client that failed proves nothing.
      expect(await attempt(via, bot, user.email, PASSWORD)).toMatchObject(refused);
      // The owner, from a client of their own, is never locked out.
      const phone = server.client();
      expect(await attempt(via, phone, user.email, PASSWORD)).toMatchObject({ status: 200, signedIn: true });
      expect((await phone.gql(ME)).data!.me).toMatchObject({ id: user.id });
      // The attack goes on, and the owner signs in again from another new client.
      for (let i = 0; i < 3; i++) expect(await attempt(via, server.client(), user.email, `more-${i}`)).toMatchObject(wrong);
      expect(await attempt(via, server.client(), user.email, PASSWORD)).toMatchObject({ status: 200, signedIn: true });
    });

    it('with the bot check configured, a passing token lets a client that failed try again; a bad one is refused', async () => {
      const user = await owner();
      await attack(guarded, user.email, via);
      const laptop = guarded.client();
      expect(await attempt(via, laptop, user.email, 'typo')).toMatchObject(wrong);
      expect(await attempt(via, laptop, user.email, PASSWORD)).toMatchObject(refused);
      // (GraphQL answers a bad input with HTTP 200 and the error; the REST shim with 400.)
      expect(await attempt(via, laptop, user.email, PASSWORD, 'forged-token')).toMatchObject({ status: via === 'rest' ? 400 : 200, messageCode: 'RECAPTCHA_ERROR', signedIn: false });
      const verified = google.requests.length;
      expect(await attempt(via, laptop, user.email, PASSWORD, google.issue('sign_in', 0.9))).toMatchObject({ status: 200, signedIn: true });
      expect(google.requests.length).toBe(verified + 1);
      // Without a token (the Safari exception) a new client still gets its one attempt.
      expect(await attempt(via, guarded.client(), user.email, PASSWORD)).toMatchObject({ status: 200, signedIn: true });
    });
  });
}

describe('sign-in limits: the account counter', () => {
  it('below its high-water mark an account asks nothing of the bot check, even when a token is sent', async () => {
    const user = await owner();
    const before = google.requests.length;
    for (let i = 0; i < 3; i++) expect(await attempt('graphql', guarded.client(), user.email, `x-${i}`)).toMatchObject(wrong);
    expect(await attempt('graphql', guarded.client(), user.email, PASSWORD, google.issue('sign_in', 0.9))).toMatchObject({ signedIn: true });
    expect(google.requests.length).toBe(before);
  });
});
