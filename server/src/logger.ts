import pino from 'pino';
import type { Env } from './env.ts';

/**
 * Structured JSON logs (pino). Request logs carry `reqId`; secrets are redacted wherever a
 * logged object might hold them.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>) {
  return pino({
    level: env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token'],
      censor: '[redacted]',
    },
  });
}
