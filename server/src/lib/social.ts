import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import type { Env } from '../env.ts';

/**
 * Social sign-in: turns what the browser got from Google, Apple or Facebook into an identity we
 * can trust. Google and Apple hand the client an OpenID Connect ID token (a JWT signed with the
 * provider's published keys); Facebook hands it a user access token that only Facebook can
 * vouch for, so we ask the Graph API about it with our app credentials.
 *
 * The token is a bearer credential: it never appears in an error message or a log line.
 */

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export type SocialEnv = Pick<
  Env,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_ISSUER'
  | 'GOOGLE_JWKS_URL'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_ISSUER'
  | 'APPLE_JWKS_URL'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'FACEBOOK_GRAPH_URL'
>;

export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable id for the user (`sub` for Google and Apple, the app-scoped id for Facebook). */
  providerUserId: string;
  /** Trimmed and lower-cased. */
  email: string;
  emailVerified: boolean;
  fullName?: string;
}

/** The token was refused or could not be checked. The message says why and never carries the token. */
export class SocialTokenError extends Error {
  override name = 'SocialTokenError';
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 5000;
const CLOCK_TOLERANCE_S = 5;
// Real ID tokens are about 1 KB and Facebook tokens a few hundred bytes; anything far larger is
// not a token, and not worth parsing or sending anywhere.
const MAX_TOKEN_LENGTH = 8192;
const GOOGLE_DEFAULT_ISSUER = 'https://accounts.google.com';

/** Which sign-in buttons to show: a provider is on only when its credentials are set. */
export function configuredProviders(env: SocialEnv): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => isConfigured(env, provider));
}

function isConfigured(env: SocialEnv, provider: SocialProvider): boolean {
  switch (provider) {
    case 'google':
      return Boolean(env.GOOGLE_CLIENT_ID);
    case 'apple':
      return Boolean(env.APPLE_CLIENT_ID);
    case 'facebook':
      return Boolean(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET);
  }
}

/**
 * Verifies a token the client obtained from `provider` and returns who it identifies.
 * Throws SocialTokenError when the provider is not configured or the token is not good: the
 * caller must not sign anyone in then. A verified email is required, since accounts are keyed by
 * email and an unverified one would let anyone claim someone else's account.
 */
export async function verifySocialToken(env: SocialEnv, provider: SocialProvider, token: string): Promise<SocialIdentity> {
  // The provider may come straight from a request: check it at runtime too.
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) {
    throw new SocialTokenError(String(provider), 'unknown provider');
  }
  if (!isConfigured(env, provider)) throw new SocialTokenError(provider, `${provider} sign-in is not configured`);
  if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_LENGTH) {
    throw new SocialTokenError(provider, 'malformed token');
  }
  switch (provider) {
    case 'google':
      return verifyGoogle(env, token);
    case 'apple':
      return verifyApple(env, token);
    case 'facebook':
      return verifyFacebook(env, token);
  }
}

// ---------------------------------------------------------------------------------------------
// Google and Apple: OpenID Connect ID tokens

type RemoteJwks = ReturnType<typeof createRemoteJWKSet>;

// One key set per URL for the life of the process: jose caches the keys (10 minutes), refetches
// on an unknown `kid` (key rotation) at most every 30 seconds, so a flood of forged tokens
// cannot turn into a flood of requests to the provider.
const jwksByUrl = new Map<string, RemoteJwks>();

function jwksFor(url: string): RemoteJwks {
  let jwks = jwksByUrl.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { timeoutDuration: TIMEOUT_MS });
    jwksByUrl.set(url, jwks);
  }
  return jwks;
}

async function verifyIdToken(
  provider: SocialProvider,
  token: string,
  options: { jwksUrl: string; issuer: string | string[]; audience: string },
): Promise<JWTPayload> {
  if (token.split('.').length !== 3) throw new SocialTokenError(provider, 'malformed token');
  try {
    const { payload } = await jwtVerify(token, jwksFor(options.jwksUrl), {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['sub', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    return payload;
  } catch (err) {
    throw new SocialTokenError(provider, describeJoseFailure(err));
  }
}

/** A reason for the log and the caller; never derived from the token's content. */
function describeJoseFailure(err: unknown): string {
  if (err instanceof joseErrors.JWTExpired) return 'token expired';
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === 'iss') return 'wrong issuer';
    if (err.claim === 'aud') return 'wrong audience';
    if (err.reason === 'missing') return `token has no "${err.claim}" claim`;
    return `"${err.claim}" claim check failed`;
  }
  if (err instanceof joseErrors.JWSSignatureVerificationFailed) return 'signature does not verify';
  if (err instanceof joseErrors.JWKSNoMatchingKey || err instanceof joseErrors.JWKSMultipleMatchingKeys) {
    return 'signature does not verify (no matching signing key)';
  }
  if (err instanceof joseErrors.JOSEAlgNotAllowed) return 'signature algorithm not allowed';
  if (
    err instanceof joseErrors.JWSInvalid ||
    err instanceof joseErrors.JWTInvalid ||
    err instanceof joseErrors.JOSENotSupported ||
    err instanceof joseErrors.JWKInvalid
  ) {
    return 'malformed token';
  }
  // JWKSTimeout, a non-200 or non-JSON key set (plain JOSEError), JWKSInvalid, or fetch's own
  // TypeError when the connection fails: we could not get the provider's keys.
  return 'provider unreachable';
}

function emailClaims(provider: SocialProvider, payload: JWTPayload): { email: string; emailVerified: boolean } {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email) throw new SocialTokenError(provider, 'token has no email');
  // Google sends a boolean; Apple has sent the string "true" (and "false").
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!verified) throw new SocialTokenError(provider, 'email not verified');
  return { email, emailVerified: true };
}

async function verifyGoogle(env: SocialEnv, token: string): Promise<SocialIdentity> {
  // Google documents both spellings of its issuer; a custom issuer (tests, another IdP) is exact.
  const issuer =
    env.GOOGLE_ISSUER === GOOGLE_DEFAULT_ISSUER ? ['accounts.google.com', GOOGLE_DEFAULT_ISSUER] : env.GOOGLE_ISSUER;
  const payload = await verifyIdToken('google', token, {
    jwksUrl: env.GOOGLE_JWKS_URL,
    issuer,
    audience: env.GOOGLE_CLIENT_ID!,
  });
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : undefined;
  return { provider: 'google', providerUserId: payload.sub!, ...emailClaims('google', payload), fullName: name };
}

async function verifyApple(env: SocialEnv, token: string): Promise<SocialIdentity> {
  const payload = await verifyIdToken('apple', token, {
    jwksUrl: env.APPLE_JWKS_URL,
    issuer: env.APPLE_ISSUER,
    audience: env.APPLE_CLIENT_ID!,
  });
  // Apple puts no name in the ID token (the client gets it once, on first sign-in, outside it).
  return { provider: 'apple', providerUserId: payload.sub!, ...emailClaims('apple', payload), fullName: undefined };
}

// ---------------------------------------------------------------------------------------------
// Facebook: user access token, inspected through the Graph API

interface DebugTokenAnswer {
  data?: { is_valid?: unknown; app_id?: unknown; user_id?: unknown };
}
interface MeAnswer {
  id?: unknown;
  name?: unknown;
  email?: unknown;
}

async function verifyFacebook(env: SocialEnv, token: string): Promise<SocialIdentity> {
  const appId = env.FACEBOOK_APP_ID!;
  const appSecret = env.FACEBOOK_APP_SECRET!;
  const graph = env.FACEBOOK_GRAPH_URL.replace(/\/+$/, '');

  // Is this token valid, and was it issued to *our* app? Without the app check, any site with a
  // Facebook login could replay its users' tokens here and sign in as them.
  const debug = await graphGet<DebugTokenAnswer>(
    `${graph}/debug_token?${new URLSearchParams({ input_token: token, access_token: `${appId}|${appSecret}` })}`,
  );
  const data = debug.data;
  if (!data || data.is_valid !== true) throw new SocialTokenError('facebook', 'token is not valid');
  if (String(data.app_id) !== appId) throw new SocialTokenError('facebook', 'token was issued to another app');

  // appsecret_proof proves the call comes from the app's server; Facebook requires it when the
  // app enables "Require App Secret" and accepts it otherwise.
  const proof = createHmac('sha256', appSecret).update(token).digest('hex');
  const me = await graphGet<MeAnswer>(
    `${graph}/me?${new URLSearchParams({ fields: 'id,name,email', access_token: token, appsecret_proof: proof })}`,
  );
  const id = typeof me.id === 'string' || typeof me.id === 'number' ? String(me.id) : '';
  if (!id) throw new SocialTokenError('facebook', 'unexpected answer from provider');
  if (data.user_id !== undefined && String(data.user_id) !== id) {
    throw new SocialTokenError('facebook', 'token does not match the user');
  }
  const email = typeof me.email === 'string' ? me.email.trim().toLowerCase() : '';
  // No email: the user declined the permission, or has only a phone number on Facebook.
  if (!email) throw new SocialTokenError('facebook', 'token has no email');
  const name = typeof me.name === 'string' && me.name.trim() ? me.name.trim() : undefined;
  // Facebook returns only confirmed email addresses.
  return { provider: 'facebook', providerUserId: id, email, emailVerified: true, fullName: name };
}

/** GET a Graph API URL. The URL holds the token and the app secret: it must not reach an error. */
async function graphGet<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch {
    throw new SocialTokenError('facebook', 'provider unreachable');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (err) {
    // SyntaxError: not JSON. Anything else: the body was cut off (timeout, reset).
    const garbled = err instanceof SyntaxError && response.ok;
    throw new SocialTokenError('facebook', garbled ? 'unexpected answer from provider' : 'provider unreachable');
  }
  if (!response.ok) {
    // 4xx with an OAuthException: the token (or our app credentials) was refused; 5xx: Facebook is down.
    throw new SocialTokenError('facebook', response.status >= 500 ? 'provider unreachable' : 'token refused by provider');
  }
  if (!body || typeof body !== 'object') throw new SocialTokenError('facebook', 'unexpected answer from provider');
  return body as T;
}
