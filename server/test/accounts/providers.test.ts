import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';
import { startOidcStandin, type OidcStandin } from '../standins/oidc.ts';
import { startFacebookStandin, type FacebookStandin } from '../standins/facebook.ts';
import { startRecaptchaStandin, type RecaptchaStandin } from '../standins/recaptcha.ts';
import { ME, SIGN_IN, SIGN_UP, signUpInput, uniqueEmail } from './helpers.ts';
import { graphql } from '../__generated__/gql.ts';

/** Social sign-in and the bot check, against local stand-ins reached over real HTTP. */
let db: TestDatabase;
let server: TestServer;
let google: OidcStandin;
let apple: OidcStandin;
let facebook: FacebookStandin;
let recaptcha: RecaptchaStandin;

const SOCIAL = graphql(`mutation ProvidersSocial($i: SocialSignInInput!) { socialSignIn(input: $i) { user { id email fullName verified hasPassword } } }`);

beforeAll(async () => {
  db = await createTestDatabase();
  google = await startOidcStandin();
  apple = await startOidcStandin();
  facebook = await startFacebookStandin({ appId: 'fb-app', appSecret: 'fb-secret' });
  recaptcha = await startRecaptchaStandin({ secret: 'captcha-secret' });
  // Own set-up (could move to withTestServer with env: () => ...; left for time): the env names stand-ins started just before.
  server = await startTestServer(db, {
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_JWKS_URL: google.jwksUrl,
    APPLE_CLIENT_ID: 'apple-client',
    APPLE_ISSUER: apple.issuer,
    APPLE_JWKS_URL: apple.jwksUrl,
    FACEBOOK_APP_ID: 'fb-app',
    FACEBOOK_APP_SECRET: 'fb-secret',
    FACEBOOK_GRAPH_URL: facebook.url,
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_SECRET: 'captcha-secret',
    RECAPTCHA_VERIFY_URL: recaptcha.url,
  });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([google?.close(), apple?.close(), facebook?.close(), recaptcha?.close()]);
  await db?.drop();
});

describe('social sign-in', () => {
  it('creates a verified driver on first use, then signs the same one in', async () => {
    const email = uniqueEmail('google');
    const token = () => google.sign({ sub: `g-${email}`, aud: 'google-client', email, email_verified: true, name: 'Shilan Kareem' });
    const browser = server.client();
    const first = await browser.gql(SOCIAL, { i: { provider: 'google', token: await token() } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.socialSignIn.user).toMatchObject({ email, fullName: 'Shilan Kareem', verified: true, hasPassword: false });
    expect((await browser.gql(ME)).data!.me.email).toBe(email);
    const second = await server.gql(SOCIAL, { i: { provider: 'google', token: await token() } });
    expect(second.data!.socialSignIn.user.id).toBe(first.data!.socialSignIn.user.id);
    expect(await db.prisma.user.count({ where: { email } })).toBe(1);
  });

  it('links an Apple identity to the existing driver with that email', async () => {
    const existing = await createDriver(db.prisma, { email: uniqueEmail('apple'), verified: false });
    const token = await apple.sign({ sub: 'apple-001', aud: 'apple-client', email: existing.email, email_verified: 'true' });
    const res = await server.gql(SOCIAL, { i: { provider: 'apple', token } });
    expect(res.data!.socialSignIn.user).toMatchObject({ id: existing.id, verified: true });
  });

  it('an unproven account taken over by its address: the password and sessions of whoever signed up with it end', async () => {
    // Someone signs up with another person's address and a password of their own, and signs in
    // (an unverified driver may). Then the address's owner arrives through Google.
    const email = uniqueEmail('squatted');
    const squatter = server.client();
    expect((await squatter.gql(SIGN_UP, { input: signUpInput({ email, password: 'Squat123!', confirmPassword: 'Squat123!' }) })).errors).toBeUndefined();
    expect((await squatter.gql(SIGN_IN, { input: { email, password: 'Squat123!' } })).errors).toBeUndefined();
    expect((await squatter.gql(ME)).data!.me.email).toBe(email);

    const owner = server.client();
    const token = await google.sign({ sub: 'g-owner', aud: 'google-client', email, email_verified: true });
    expect((await owner.gql(SOCIAL, { i: { provider: 'google', token } })).data!.socialSignIn.user).toMatchObject({ email, verified: true, hasPassword: false });

    expect((await squatter.gql(ME)).data!.me).toBeNull();
    const again = await server.client().gql(SIGN_IN, { input: { email, password: 'Squat123!' } });
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await owner.gql(ME)).data!.me.email).toBe(email);
  });

  it('signs in with Facebook through its token inspection', async () => {
    const email = uniqueEmail('fb');
    const token = facebook.issueToken({ id: 'fb-123', name: 'Karwan Aziz', email });
    const res = await server.gql(SOCIAL, { i: { provider: 'facebook', token } });
    expect(res.data!.socialSignIn.user).toMatchObject({ email, fullName: 'Karwan Aziz' });
  });

  it('refuses tokens for another audience, forged or expired, and creates nothing', async () => {
    const email = uniqueEmail('forged');
    for (const token of [
      await google.sign({ sub: 'x', aud: 'someone-else', email, email_verified: true }),
      await google.sign({ sub: 'x', aud: 'google-client', email, email_verified: true }, { useForeignKey: true }),
      await google.sign({ sub: 'x', aud: 'google-client', email, email_verified: true }, { expiresIn: '-1h' }),
      await google.sign({ sub: 'x', aud: 'google-client', email, email_verified: false }),
      'not-a-token',
    ]) {
      const res = await server.gql(SOCIAL, { i: { provider: 'google', token } });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('lists only configured providers for the buttons', async () => {
    const res = await server.gql(graphql(`query ProvidersOp1 { authConfig { googleClientId appleClientId facebookAppId recaptchaSiteKey } }`));
    expect(res.data!.authConfig).toEqual({ googleClientId: 'google-client', appleClientId: 'apple-client', facebookAppId: 'fb-app', recaptchaSiteKey: 'site-key' });
  });
});

describe('bot check', () => {
  it('verifies the token as part of sign-up itself', async () => {
    const good = await server.gql(SIGN_UP, { input: signUpInput({ recaptchaToken: recaptcha.issue('signup', 0.9) }) });
    expect(good.errors).toBeUndefined();
    const input = signUpInput({ recaptchaToken: recaptcha.issue('signup', 0.1) });
    const bot = await server.gql(SIGN_UP, { input });
    expect(bot.errors?.[0]).toMatchObject({ message: 'reCAPTCHA error', extensions: { messageCode: 'RECAPTCHA_ERROR' } });
    const wrongAction = await server.gql(SIGN_UP, { input: signUpInput({ recaptchaToken: recaptcha.issue('login', 0.9) }) });
    expect(wrongAction.errors?.[0].extensions?.messageCode).toBe('RECAPTCHA_ERROR');
    expect(await db.prisma.user.count({ where: { email: input.email } })).toBe(0);
  });

  it('accepts a request without a token (Safari) only under a tight per-IP limit', async () => {
    const safari = server.client('10.77.77.77');
    for (let i = 0; i < 5; i++) {
      const res = await safari.gql(SIGN_UP, { input: signUpInput() });
      expect(res.errors, `request ${i + 1}`).toBeUndefined();
    }
    const blocked = await safari.gql(SIGN_UP, { input: signUpInput() });
    expect(blocked.status).toBe(429);
    // With a valid token the same address still gets through.
    const withToken = await safari.gql(SIGN_UP, { input: signUpInput({ recaptchaToken: recaptcha.issue('signup', 0.9) }) });
    expect(withToken.errors).toBeUndefined();
  });

  it('protects the password reset request too', async () => {
    const user = await createDriver(db.prisma, { email: uniqueEmail('reset') });
    const res = await server.gql(graphql(`mutation ProvidersOp2($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { sent } }`), {
      i: { email: user.email, recaptchaToken: recaptcha.issue('forgot_password', 0.05) },
    });
    expect(res.errors?.[0].extensions?.messageCode).toBe('RECAPTCHA_ERROR');
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: user.email } })).toBe(0);
  });
});
