import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import { configuredProviders, SocialTokenError, verifySocialToken } from '../../src/lib/social.ts';
import { startFacebookStandin } from '../standins/facebook.ts';
import type { FacebookStandin } from '../standins/facebook.ts';
import { startOidcStandin } from '../standins/oidc.ts';
import type { OidcStandin } from '../standins/oidc.ts';

const GOOGLE_CLIENT_ID = '1234-erbil.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'com.erbil-rental.web';
const FACEBOOK_APP_ID = '987654321';
const FACEBOOK_APP_SECRET = 'fb-standin-secret';

/** Expects a SocialTokenError whose message matches `reason` and does not leak the token. */
async function expectRefused(promise: Promise<unknown>, reason: RegExp, token?: string) {
  const err = await promise.then(
    () => {
      throw new Error('expected the token to be refused');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SocialTokenError);
  expect((err as Error).message).toMatch(reason);
  if (token) expect((err as Error).message).not.toContain(token);
}

describe('Google sign-in', () => {
  let google: OidcStandin;
  let env: ReturnType<typeof parseEnv>;
  const claims = (extra: Record<string, unknown> = {}) => ({
    sub: '110169484474386276334',
    aud: GOOGLE_CLIENT_ID,
    email: 'Layla.Ahmed@Gmail.com',
    email_verified: true,
    name: 'Layla Ahmed',
    ...extra,
  });

  beforeAll(async () => {
    google = await startOidcStandin({ issuer: 'https://accounts.standin.test' });
    env = parseEnv({ GOOGLE_CLIENT_ID, GOOGLE_ISSUER: google.issuer, GOOGLE_JWKS_URL: google.jwksUrl });
  });
  afterAll(() => google.close());

  it('turns a valid ID token into an identity with a lower-cased email', async () => {
    const token = await google.sign(claims());
    await expect(verifySocialToken(env, 'google', token)).resolves.toEqual({
      provider: 'google',
      providerUserId: '110169484474386276334',
      email: 'layla.ahmed@gmail.com',
      emailVerified: true,
      fullName: 'Layla Ahmed',
    });
  });

  it('refuses a token made for another app (audience)', async () => {
    const token = await google.sign(claims({ aud: 'someone-else.apps.googleusercontent.com' }));
    await expectRefused(verifySocialToken(env, 'google', token), /wrong audience/, token);
  });

  it('refuses a token from another issuer', async () => {
    const token = await google.sign(claims({ iss: 'https://evil.example' }));
    await expectRefused(verifySocialToken(env, 'google', token), /wrong issuer/, token);
  });

  it('refuses an expired token', async () => {
    const token = await google.sign(claims(), { expiresIn: '-1m' });
    await expectRefused(verifySocialToken(env, 'google', token), /expired/, token);
  });

  it('accepts a token that expired within the 5 s clock tolerance', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await google.sign(claims({ iat: now - 3600, exp: now - 2 }));
    await expect(verifySocialToken(env, 'google', token)).resolves.toMatchObject({ email: 'layla.ahmed@gmail.com' });
  });

  it('refuses a token signed with a key the provider does not publish', async () => {
    const token = await google.sign(claims(), { useForeignKey: true });
    await expectRefused(verifySocialToken(env, 'google', token), /signature does not verify/, token);
    const unknownKid = await google.sign(claims(), { useForeignKey: true, keyId: 'not-published' });
    await expectRefused(verifySocialToken(env, 'google', unknownKid), /signature does not verify/, unknownKid);
  });

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await google.sign(claims())).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims({ email: 'admin@erbil-rental.test' }), iss: google.issuer, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
    await expectRefused(verifySocialToken(env, 'google', `${header}.${forged}.${signature}`), /signature does not verify/);
  });

  it('refuses an unverified or missing email', async () => {
    const unverified = await google.sign(claims({ email_verified: false }));
    await expectRefused(verifySocialToken(env, 'google', unverified), /email not verified/, unverified);
    const noFlag = await google.sign(claims({ email_verified: undefined }));
    await expectRefused(verifySocialToken(env, 'google', noFlag), /email not verified/);
    const noEmail = await google.sign(claims({ email: undefined }));
    await expectRefused(verifySocialToken(env, 'google', noEmail), /no email/, noEmail);
  });

  it('refuses garbage without calling the provider', async () => {
    const before = google.requests;
    for (const garbage of ['not-a-jwt', 'a.b.c', '', '   ', 'x'.repeat(20_000)]) {
      await expectRefused(verifySocialToken(env, 'google', garbage), /malformed token/);
    }
    expect(google.requests).toBe(before);
  });

  it('fetches the key set once for many verifications', async () => {
    // A provider of its own, so the count starts from zero whatever ran before.
    const fresh = await startOidcStandin({ issuer: 'https://accounts.fresh.test' });
    try {
      const freshEnv = parseEnv({ GOOGLE_CLIENT_ID, GOOGLE_ISSUER: fresh.issuer, GOOGLE_JWKS_URL: fresh.jwksUrl });
      const tokens = await Promise.all(Array.from({ length: 5 }, (_, i) => fresh.sign(claims({ sub: `user-${i}` }))));
      const first = await verifySocialToken(freshEnv, 'google', tokens[0]);
      expect(first.providerUserId).toBe('user-0');
      const rest = await Promise.all(tokens.slice(1).map((t) => verifySocialToken(freshEnv, 'google', t)));
      expect(rest.map((r) => r.providerUserId)).toEqual(['user-1', 'user-2', 'user-3', 'user-4']);
      // Forged tokens within the cooldown do not trigger refetches either.
      const forged = await fresh.sign(claims(), { useForeignKey: true, keyId: 'rotated?' });
      await expectRefused(verifySocialToken(freshEnv, 'google', forged), /signature does not verify/);
      expect(fresh.requests).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('accepts both spellings of the default Google issuer, and only those', async () => {
    // The real default issuer, with the stand-in's keys.
    const defaultEnv = parseEnv({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
    for (const iss of ['accounts.google.com', 'https://accounts.google.com']) {
      const token = await google.sign(claims({ iss }));
      await expect(verifySocialToken(defaultEnv, 'google', token)).resolves.toMatchObject({ provider: 'google' });
    }
    const other = await google.sign(claims({ iss: 'http://accounts.google.com' }));
    await expectRefused(verifySocialToken(defaultEnv, 'google', other), /wrong issuer/);
  });

  it('says so when Google sign-in is not configured', async () => {
    const token = await google.sign(claims());
    const unconfigured = parseEnv({ GOOGLE_ISSUER: google.issuer, GOOGLE_JWKS_URL: google.jwksUrl });
    await expectRefused(verifySocialToken(unconfigured, 'google', token), /not configured/, token);
  });

  it('reports an unreachable key set', async () => {
    const gone = await startOidcStandin({ issuer: 'https://accounts.gone.test' });
    const token = await gone.sign(claims());
    await gone.close();
    const goneEnv = parseEnv({ GOOGLE_CLIENT_ID, GOOGLE_ISSUER: gone.issuer, GOOGLE_JWKS_URL: gone.jwksUrl });
    await expectRefused(verifySocialToken(goneEnv, 'google', token), /provider unreachable/, token);
  });
});

describe('Apple sign-in', () => {
  let apple: OidcStandin;
  let env: ReturnType<typeof parseEnv>;

  beforeAll(async () => {
    apple = await startOidcStandin({ issuer: 'https://appleid.standin.test' });
    env = parseEnv({ APPLE_CLIENT_ID, APPLE_ISSUER: apple.issuer, APPLE_JWKS_URL: apple.jwksUrl });
  });
  afterAll(() => apple.close());

  it('accepts email_verified as the string "true" and has no name', async () => {
    const token = await apple.sign({
      sub: '001234.abcdef.1234',
      aud: APPLE_CLIENT_ID,
      email: 'Driver@PrivateRelay.AppleID.com',
      email_verified: 'true',
      is_private_email: 'true',
    });
    const identity = await verifySocialToken(env, 'apple', token);
    expect(identity).toEqual({
      provider: 'apple',
      providerUserId: '001234.abcdef.1234',
      email: 'driver@privaterelay.appleid.com',
      emailVerified: true,
      fullName: undefined,
    });
  });

  it('refuses email_verified "false" and a token for another client id', async () => {
    const unverified = await apple.sign({ sub: 'x', aud: APPLE_CLIENT_ID, email: 'a@b.test', email_verified: 'false' });
    await expectRefused(verifySocialToken(env, 'apple', unverified), /email not verified/);
    const otherApp = await apple.sign({ sub: 'x', aud: 'com.other.app', email: 'a@b.test', email_verified: 'true' });
    await expectRefused(verifySocialToken(env, 'apple', otherApp), /wrong audience/);
  });

  it('does not accept a Google token for Apple (different keys and issuer)', async () => {
    const google = await startOidcStandin({ issuer: 'https://accounts.google.com' });
    try {
      const token = await google.sign({ sub: 'g', aud: APPLE_CLIENT_ID, email: 'a@b.test', email_verified: true });
      await expectRefused(verifySocialToken(env, 'apple', token), /wrong issuer|signature does not verify/);
    } finally {
      await google.close();
    }
  });
});

describe('Facebook sign-in', () => {
  let facebook: FacebookStandin;
  let env: ReturnType<typeof parseEnv>;

  beforeAll(async () => {
    facebook = await startFacebookStandin({ appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET });
    env = parseEnv({ FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_GRAPH_URL: facebook.url });
  });
  afterAll(() => facebook.close());

  it('turns a valid access token into an identity', async () => {
    const token = facebook.issueToken({ id: '10223344556677', name: 'Karwan Aziz', email: 'Karwan@Example.com' });
    await expect(verifySocialToken(env, 'facebook', token)).resolves.toEqual({
      provider: 'facebook',
      providerUserId: '10223344556677',
      email: 'karwan@example.com',
      emailVerified: true,
      fullName: 'Karwan Aziz',
    });
  });

  it('refuses a token issued to another app without asking for the profile', async () => {
    const token = facebook.issueToken({ id: '1', name: 'A', email: 'a@example.com' }, { appId: '111111' });
    const before = facebook.requests.length;
    await expectRefused(verifySocialToken(env, 'facebook', token), /another app/, token);
    expect(facebook.requests.slice(before)).toEqual(['/debug_token']);
  });

  it('refuses a revoked token and an unknown one', async () => {
    const token = facebook.issueToken({ id: '2', name: 'B', email: 'b@example.com' });
    await expect(verifySocialToken(env, 'facebook', token)).resolves.toMatchObject({ providerUserId: '2' });
    facebook.revoke(token);
    await expectRefused(verifySocialToken(env, 'facebook', token), /not valid/, token);
    await expectRefused(verifySocialToken(env, 'facebook', 'EAAmadeup'), /not valid/, 'EAAmadeup');
  });

  it('refuses a user without an email', async () => {
    const token = facebook.issueToken({ id: '3', name: 'Phone Only' });
    await expectRefused(verifySocialToken(env, 'facebook', token), /no email/, token);
  });

  it('reports wrong app credentials as a refusal, not a valid token', async () => {
    const token = facebook.issueToken({ id: '4', name: 'C', email: 'c@example.com' });
    const wrongSecret = parseEnv({ FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: 'wrong', FACEBOOK_GRAPH_URL: facebook.url });
    await expectRefused(verifySocialToken(wrongSecret, 'facebook', token), /refused by provider/, token);
  });

  it('needs both the app id and the secret', async () => {
    const token = facebook.issueToken({ id: '5', name: 'D', email: 'd@example.com' });
    const idOnly = parseEnv({ FACEBOOK_APP_ID, FACEBOOK_GRAPH_URL: facebook.url });
    await expectRefused(verifySocialToken(idOnly, 'facebook', token), /not configured/, token);
  });

  it('reports an unreachable Graph API', async () => {
    const gone = await startFacebookStandin({ appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET });
    const token = gone.issueToken({ id: '6', name: 'E', email: 'e@example.com' });
    await gone.close();
    const goneEnv = parseEnv({ FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_GRAPH_URL: gone.url });
    await expectRefused(verifySocialToken(goneEnv, 'facebook', token), /^provider unreachable$/, token);
  });
});

describe('configured providers', () => {
  it('lists only the providers whose credentials are set', () => {
    expect(configuredProviders(parseEnv({}))).toEqual([]);
    expect(configuredProviders(parseEnv({ GOOGLE_CLIENT_ID, FACEBOOK_APP_ID }))).toEqual(['google']);
    expect(
      configuredProviders(parseEnv({ GOOGLE_CLIENT_ID, APPLE_CLIENT_ID, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET })),
    ).toEqual(['google', 'apple', 'facebook']);
  });

  it('refuses an unknown provider name coming from a request', async () => {
    const env = parseEnv({ GOOGLE_CLIENT_ID });
    await expectRefused(verifySocialToken(env, 'twitter' as 'google', 'token'), /unknown provider/);
  });
});
