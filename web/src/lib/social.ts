import { loadScript } from './loadScript.ts';

/**
 * Getting a token from Google, Apple or Facebook for `socialSignIn`. Each provider's SDK loads
 * only when its button is clicked. The server verifies every token (signature, audience,
 * expiry); nothing here is trusted.
 *
 * Kept deliberately small: one function per provider, each returning what the server needs.
 * Popups are opened right after the SDK loads, still within the click's user activation (a
 * few seconds), so browsers let them through on a normal connection.
 */
export type SocialProvider = 'google' | 'apple' | 'facebook';

export interface SocialCredential {
  /** Google or Apple ID token (JWT), or Facebook user access token. */
  token: string;
  /** Apple gives the name once, on the first sign-in, outside the token. */
  fullName?: string;
}

/** The driver closed the provider's window or declined: not an error worth a message. */
export class SocialSignInCancelled extends Error {
  constructor(provider: SocialProvider) {
    super(`${provider} sign-in cancelled`);
    this.name = 'SocialSignInCancelled';
  }
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      prompt(listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
    };
  };
}

interface AppleIdAuth {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{
      authorization: { id_token: string };
      user?: { name?: { firstName?: string; lastName?: string } };
    }>;
  };
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string } | null }) => void,
    options: { scope: string },
  ): void;
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    AppleID?: AppleIdAuth;
    FB?: FacebookSdk;
  }
}

function loaded<T>(value: T | undefined, provider: SocialProvider): T {
  if (!value) throw new Error(`The ${provider} SDK did not load`);
  return value;
}

async function google(clientId: string): Promise<SocialCredential> {
  await loadScript('https://accounts.google.com/gsi/client');
  const { accounts } = loaded(window.google, 'google');
  return new Promise((resolve, reject) => {
    accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => resolve({ token: credential }) });
    accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) reject(new SocialSignInCancelled('google'));
    });
  });
}

async function apple(clientId: string): Promise<SocialCredential> {
  await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  const { auth } = loaded(window.AppleID, 'apple');
  auth.init({ clientId, scope: 'name email', redirectURI: `${window.location.origin}/sign-in`, usePopup: true });
  try {
    const { authorization, user } = await auth.signIn();
    const fullName = [user?.name?.firstName, user?.name?.lastName].filter(Boolean).join(' ');
    return { token: authorization.id_token, fullName: fullName || undefined };
  } catch (error) {
    // Apple rejects with { error: 'popup_closed_by_user' } (or 'user_cancelled_authorize').
    const reason = (error as { error?: unknown } | null)?.error;
    if (typeof reason === 'string' && /closed|cancel/i.test(reason)) throw new SocialSignInCancelled('apple');
    throw error;
  }
}

async function facebook(appId: string): Promise<SocialCredential> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const FB = loaded(window.FB, 'facebook');
  FB.init({ appId, version: 'v21.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) => {
    FB.login(
      ({ authResponse }) =>
        authResponse ? resolve({ token: authResponse.accessToken }) : reject(new SocialSignInCancelled('facebook')),
      { scope: 'public_profile,email' },
    );
  });
}

/** Asks `provider` for a token; rejects with SocialSignInCancelled when the driver backs out. */
export function socialCredential(provider: SocialProvider, clientId: string): Promise<SocialCredential> {
  switch (provider) {
    case 'google':
      return google(clientId);
    case 'apple':
      return apple(clientId);
    case 'facebook':
      return facebook(clientId);
  }
}
