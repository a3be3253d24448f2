import pino from 'pino';
import type { Env } from './env.ts';

/**
 * Structured JSON logs (pino). Request logs carry `reqId`; secrets are redacted wherever a
 * logged object might hold them, and from request URLs (below).
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: pino.DestinationStream) {
  return pino(
    {
      level: env.LOG_LEVEL,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token'],
        censor: '[redacted]',
      },
      serializers: { req: requestLogValue },
    },
    ...(destination ? [destination] : []),
  );
}

// ── Secrets in URLs. The reference API puts some in the path (check-password's password,
// check-token's activation token, verify-recaptcha's token) and mail links put tokens in the
// query (/activate?token=, /reset-password?token=). Fastify logs every request's URL, so the
// URL is rewritten before it is logged: never log `request.url` yourself, log `{ req: request }`.

const CENSOR = '[redacted]';
/** Route parameters and query names that hold a secret. */
const SECRET_NAME = /password|token|secret|^key$|apikey|api_key|signature|^code$/i;
/** The same paths matched on the raw URL, for requests that reach no route (a 404 still logs its URL). */
const SECRET_PATHS: RegExp[] = [
  /^(\/+api\/+check-password\/+[^/?]*\/+)[^/?]+/i,
  /^(\/+api\/+check-token\/+[^/?]*\/+[^/?]*\/+[^/?]*\/+)[^/?]+/i,
  /^(\/+api\/+verify-recaptcha\/+)[^/?]+/i,
  // Payment session ids are capabilities (docs/decisions/021): the status page, the reference paths.
  /^(\/+api\/+check-checkout-session\/+)[^/?]+/i,
  /^(\/+api\/+booking-id\/+)[^/?]+/i,
  /^(\/+api\/+delete-temp-booking\/+[^/?]*\/+)[^/?]+/i,
  /^(\/+checkout-session\/+)[^/?]+/i,
];

/** The URL with secret path segments and query values replaced by `[redacted]`. */
export function redactUrl(url: string, route?: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);

  if (route && route.includes(':')) {
    const names = route.split('/');
    if (names.some((n) => n.startsWith(':') && SECRET_NAME.test(n.slice(1)))) {
      path = path
        .split('/')
        .map((segment, i) => (names[i]?.startsWith(':') && SECRET_NAME.test(names[i].slice(1)) && segment !== '' ? CENSOR : segment))
        .join('/');
    }
  }
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${CENSOR}`);

  if (!query) return q === -1 ? path : `${path}?`;
  const params = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is logged as sent
      }
      return SECRET_NAME.test(name) ? `${pair.slice(0, eq)}=${CENSOR}` : pair;
    })
    .join('&');
  return `${path}?${params}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
}

/** Fastify's request serializer, with the URL redacted. */
export function requestLogValue(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url, req.routeOptions?.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

// ── What is logged at which level. A client's bad request (any 4xx we answer) is one `warn` line
// with its status and code, and never an error object (so no stack): the request id comes with
// the request's logger. `error`, with the error and its stack, is for the server's own faults.

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** One warning for a request refused as the client's fault. */
export function logRefusal(log: WarnLogger, refusal: { status?: number; code: string; message?: string } & Record<string, unknown>): void {
  const { message, ...fields } = refusal;
  log.warn(fields, message ? `request refused: ${message}` : 'request refused');
}
