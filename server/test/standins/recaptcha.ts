import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google's reCAPTCHA v3 siteverify endpoint on a real port. Like Google, a token
 * verifies once: a second verification answers `timeout-or-duplicate`.
 */
export interface RecaptchaRequest {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export interface RecaptchaStandin {
  /** Use as RECAPTCHA_VERIFY_URL. */
  url: string;
  /** A token as the browser would get from grecaptcha.execute(siteKey, { action }), scored `score`. */
  issue(action: string, score: number): string;
  /** Every verification received, in order. */
  requests: RecaptchaRequest[];
  close(): Promise<void>;
}

export async function startRecaptchaStandin(options: { secret: string }): Promise<RecaptchaStandin> {
  const issued = new Map<string, { action: string; score: number; used: boolean; at: Date }>();
  const requests: RecaptchaRequest[] = [];

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://standin');
    if (pathname !== '/recaptcha/api/siteverify') return json(res, 404, { error: 'not found' });
    if (req.method !== 'POST') return json(res, 405, { error: 'method not allowed' });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const request = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') };
      requests.push(request);
      json(res, 200, verify(request));
    });
  });

  function verify({ secret, response }: RecaptchaRequest) {
    const failure = (code: string) => ({ success: false, 'error-codes': [code] });
    if (!secret) return failure('missing-input-secret');
    if (secret !== options.secret) return failure('invalid-input-secret');
    if (!response) return failure('missing-input-response');
    const token = issued.get(response);
    if (!token) return failure('invalid-input-response');
    if (token.used) return failure('timeout-or-duplicate');
    token.used = true;
    return {
      success: true,
      score: token.score,
      action: token.action,
      challenge_ts: token.at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: 'localhost',
      'error-codes': [],
    };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${base}/recaptcha/api/siteverify`,
    issue(action, score) {
      const token = `03standin${randomBytes(32).toString('base64url')}`;
      issued.set(token, { action, score, used: false, at: new Date() });
      return token;
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
