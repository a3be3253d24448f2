import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A stand-in OpenID Connect provider (Google, Apple) on a real port: it publishes its public key
 * at /jwks and signs ID tokens with the matching private key, so the adapter verifies them exactly
 * as it would Google's.
 */
export interface OidcStandin {
  issuer: string;
  jwksUrl: string;
  /**
   * An RS256 ID token. `iss` defaults to the stand-in's issuer, `iat` to now and `exp` to
   * `expiresIn` from now (default '1h'; '-1h' makes an expired token); claims override all three.
   * `useForeignKey` signs with a key that is not in the JWKS (same kid unless `keyId` is given).
   */
  sign(claims: Record<string, unknown>, opts?: { expiresIn?: string; keyId?: string; useForeignKey?: boolean }): Promise<string>;
  /** How many times the JWKS was fetched. */
  readonly requests: number;
  close(): Promise<void>;
}

export async function startOidcStandin(options: { issuer?: string } = {}): Promise<OidcStandin> {
  const keyId = `standin-${randomUUID()}`;
  const [own, foreign] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
  const publicJwk = { ...(await exportJWK(own.publicKey)), kid: keyId, alg: 'RS256', use: 'sig' };
  let requests = 0;

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://standin');
    if (req.method === 'GET' && pathname === '/jwks') {
      requests += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [publicJwk] }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'not found' }));
  });
  const base = await listen(server);
  const issuer = options.issuer ?? base;

  return {
    issuer,
    jwksUrl: `${base}/jwks`,
    async sign(claims, opts = {}) {
      const jwt = new SignJWT({ iss: issuer, ...claims }).setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        kid: opts.keyId ?? keyId,
      });
      if (!('iat' in claims)) jwt.setIssuedAt();
      if (!('exp' in claims)) jwt.setExpirationTime(opts.expiresIn ?? '1h');
      return jwt.sign(opts.useForeignKey ? foreign.privateKey : own.privateKey);
    },
    get requests() {
      return requests;
    },
    close: () => close(server),
  };
}

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: ReturnType<typeof createServer>): Promise<void> {
  // fetch keeps connections alive; drop them or close() waits for their idle timeout.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}
