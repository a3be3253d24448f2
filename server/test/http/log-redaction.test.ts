import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { buildApp } from '../../src/app.ts';
import { parseEnv } from '../../src/env.ts';
import { createLogger, redactUrl } from '../../src/logger.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { uniqueEmail } from '../accounts/helpers.ts';

/** Passwords and tokens never reach the log: the request log at `info`, captured and searched. */
let db: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: db.url,
    STORAGE_DIR: inject('storageDir'),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const logger = createLogger(env, { write: (line: string) => void lines.push(line) });
  // Own set-up: the app is built with a capturing logger (loggerInstance), which withTestServer does not take.
  app = await buildApp({ env, prisma: db.prisma, databaseUrl: db.url, loggerInstance: logger });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const PASSWORD = 'Driver123!';
const secret = (name: string) => `${name}Secret${Math.random().toString(36).slice(2, 10)}`;

describe('request log', () => {
  it('never holds a password or token from a path, a query or a body', async () => {
    const driver = await createDriver(db.prisma, { email: uniqueEmail('logs'), password: PASSWORD, verified: true });
    const signIn = await app.inject({ method: 'POST', url: '/api/sign-in/frontend', payload: { email: driver.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const secrets = {
      checkPassword: secret('pw'),
      checkPasswordOddCase: secret('pw'),
      checkToken: secret('tok'),
      recaptcha: secret('rc'),
      activateQuery: secret('q'),
      resetQuery: secret('q'),
      graphqlPassword: secret('gql'),
      activateBody: secret('body'),
    };
    const requests: InjectOptions[] = [
      { method: 'GET', url: `/api/check-password/${driver.id}/${secrets.checkPassword}`, headers: { cookie } },
      { method: 'GET', url: `/API/Check-Password/${driver.id}/${secrets.checkPasswordOddCase}/`, headers: { cookie } },
      { method: 'GET', url: `/api/check-token/frontend/${driver.id}/${encodeURIComponent(driver.email)}/${secrets.checkToken}` },
      { method: 'POST', url: `/api/verify-recaptcha/${secrets.recaptcha}/203.0.113.5` },
      { method: 'GET', url: `/activate?token=${secrets.activateQuery}&lang=fr` },
      { method: 'GET', url: `/reset-password?lang=en&token=${secrets.resetQuery}` },
      { method: 'POST', url: '/api/activate', payload: { userId: driver.id, token: secrets.activateBody, password: secrets.activateBody } },
      {
        method: 'POST',
        url: '/graphql',
        payload: { query: 'mutation ($input: SignInInput!) { signIn(input: $input) { user { id } } }', variables: { input: { email: driver.email, password: secrets.graphqlPassword } } },
      },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, String(request.url)).toBeLessThan(500);
    }

    const log = lines.join('');
    for (const [name, value] of Object.entries(secrets)) expect(log.includes(value), `${name} in the log`).toBe(false);
    expect(log).not.toContain(PASSWORD);
    // The requests were logged, with their secrets replaced.
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toContain(`/api/check-password/${driver.id}/[redacted]`);
    expect(urls).toContain(`/API/Check-Password/${driver.id}/[redacted]/`);
    expect(urls).toContain(`/api/check-token/frontend/${driver.id}/${encodeURIComponent(driver.email)}/[redacted]`);
    expect(urls).toContain('/api/verify-recaptcha/[redacted]/203.0.113.5');
    expect(urls).toContain('/activate?token=[redacted]&lang=fr');
    expect(urls).toContain('/reset-password?lang=en&token=[redacted]');
  });
});

describe('answers', () => {
  it('never echo a path parameter: a password too long for the router is not sent back', async () => {
    const long = secret('pw').repeat(20);
    const res = await app.inject({ method: 'GET', url: `/api/check-password/00000000-0000-0000-0000-000000000000/${long}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ error: 'URI_TOO_LONG', message: 'A part of the path is too long.' });
    expect(res.body).not.toContain(long.slice(0, 20));
    expect(lines.join('')).not.toContain(long.slice(0, 20));
  });
});

describe('redactUrl', () => {
  it('keeps what is not secret as it was sent', () => {
    expect(redactUrl('/api/locations/1/30/en/?s=erb')).toBe('/api/locations/1/30/en/?s=erb');
    expect(redactUrl('/api/car/abc/en')).toBe('/api/car/abc/en');
    expect(redactUrl('/graphql?query=%7Bme%7D')).toBe('/graphql?query=%7Bme%7D');
  });

  it('redacts route parameters named as secrets, and secret query values', () => {
    expect(redactUrl('/api/reset/u1/abc', '/api/reset/:userId/:token')).toBe('/api/reset/u1/[redacted]');
    expect(redactUrl('/x?password=p&api_key=k&page=2')).toBe('/x?password=[redacted]&api_key=[redacted]&page=2');
    expect(redactUrl('//api//check-password/u1/p')).toBe('//api//check-password/u1/[redacted]');
  });
});
