import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the two Graph API calls Facebook sign-in needs, on a real port:
 * `/debug_token` (inspect a user token with the app's credentials) and `/me` (the user's profile,
 * with the user's own token), answering in Facebook's shapes, including its OAuthException errors.
 */
export interface FacebookUser {
  id: string;
  name: string;
  /** Absent: the user declined the email permission or has none. */
  email?: string;
}

export interface FacebookStandin {
  /** Use as FACEBOOK_GRAPH_URL. */
  url: string;
  /** A new user access token for `user`, issued to our app unless `appId` names another one. */
  issueToken(user: FacebookUser, opts?: { appId?: string }): string;
  /** The user logged out or removed the app: the token stops working. */
  revoke(token: string): void;
  /** Paths requested, in order (no query strings: they hold tokens). */
  readonly requests: string[];
  close(): Promise<void>;
}

interface Issued {
  user: FacebookUser;
  appId: string;
  revoked: boolean;
  expiresAt: number;
}

export async function startFacebookStandin(options: { appId: string; appSecret: string }): Promise<FacebookStandin> {
  const tokens = new Map<string, Issued>();
  const requests: string[] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    requests.push(url.pathname);
    if (req.method !== 'GET') return oauthError(res, 400, 'Unsupported request method', 100);
    if (url.pathname === '/debug_token') return debugToken(url, res);
    if (url.pathname === '/me') return me(url, req, res);
    return oauthError(res, 404, 'Unknown path components', 2500);
  });

  function debugToken(url: URL, res: ServerResponse) {
    if (url.searchParams.get('access_token') !== `${options.appId}|${options.appSecret}`) {
      return oauthError(res, 400, 'Invalid OAuth access token signature.', 190);
    }
    const inputToken = url.searchParams.get('input_token') ?? '';
    const issued = tokens.get(inputToken);
    if (!issued) {
      return json(res, 200, {
        data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' } },
      });
    }
    const valid = !issued.revoked && issued.expiresAt > Date.now() / 1000;
    return json(res, 200, {
      data: {
        app_id: issued.appId,
        type: 'USER',
        application: 'Stand-in app',
        expires_at: issued.expiresAt,
        is_valid: valid,
        scopes: issued.user.email ? ['email', 'public_profile'] : ['public_profile'],
        user_id: issued.user.id,
        ...(valid ? {} : { error: { code: 190, message: 'Error validating access token: The session has been invalidated.' } }),
      },
    });
  }

  function me(url: URL, _req: IncomingMessage, res: ServerResponse) {
    const token = url.searchParams.get('access_token') ?? '';
    const issued = tokens.get(token);
    if (!issued || issued.revoked) return oauthError(res, 400, 'Error validating access token.', 190);
    // Like Facebook with "Require App Secret" on: a proof, when sent, must be right.
    const proof = url.searchParams.get('appsecret_proof');
    if (proof !== null && proof !== createHmac('sha256', options.appSecret).update(token).digest('hex')) {
      return oauthError(res, 400, 'Invalid appsecret_proof provided in the API argument', 100);
    }
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
    const profile: Record<string, string> = {};
    for (const field of fields) {
      const value = issued.user[field as keyof FacebookUser];
      if (value !== undefined) profile[field] = value;
    }
    profile.id = issued.user.id; // always present, as on Facebook
    return json(res, 200, profile);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    issueToken(user, opts = {}) {
      const token = `EAAstandin${randomBytes(24).toString('hex')}`;
      tokens.set(token, { user, appId: opts.appId ?? options.appId, revoked: false, expiresAt: Math.floor(Date.now() / 1000) + 3600 });
      return token;
    },
    revoke(token) {
      const issued = tokens.get(token);
      if (issued) issued.revoked = true;
    },
    requests,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function oauthError(res: ServerResponse, status: number, message: string, code: number) {
  json(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'standin' } });
}
