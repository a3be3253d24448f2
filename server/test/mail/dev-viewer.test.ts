import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDevMailRoutes } from '../../src/lib/mail/devViewer.ts';
import { enqueueMail } from '../../src/lib/mail/outbox.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer } from '../http.ts';

/** The development mailbox: where a developer without SMTP follows activation and reset links. */

let db: TestDatabase;
let app: FastifyInstance;
const LINK = 'https://rent.example.com/activate?token=abc&lang=es';

beforeAll(async () => {
  db = await createTestDatabase();
  app = Fastify();
  registerDevMailRoutes(app, db.prisma);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('development mail viewer', () => {
  let id: string;
  beforeAll(async () => {
    ({ id } = await db.prisma.$transaction((tx) =>
      enqueueMail(tx, { to: 'Carmen@Example.com', template: 'activation', language: 'es', data: { fullName: '<script>x()</script>', link: LINK } }),
    ));
    await enqueueMail(db.prisma, { to: 'other@example.com', template: 'passwordReset', language: 'en', data: { fullName: 'Other', link: 'https://rent.example.com/reset?token=zzz' } });
  });

  it('lists recent messages with their links clickable', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Carmen@Example.com');
    expect(res.body).toContain('Active su cuenta de Erbil Car Rental');
    expect(res.body).toContain('<a href="https://rent.example.com/activate?token=abc&amp;lang=es">');
    expect(res.body).toContain(`<a href="/dev/mail/${id}">`);
    expect(res.body).toContain('pending');
    // The newest first.
    expect(res.body.indexOf('other@example.com')).toBeLessThan(res.body.indexOf('Carmen@Example.com'));
  });

  it("serves one message's HTML body", async () => {
    const res = await app.inject({ method: 'GET', url: `/dev/mail/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const { rows } = await db.query<{ html: string }>('SELECT html FROM mail_outbox WHERE id = $1', [id]);
    expect(res.body).toBe(rows[0].html);
    expect(res.body).toContain('Hola, &lt;script&gt;x()&lt;/script&gt;:');
    expect(res.body).not.toContain('<script>');
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    for (const bad of [randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      const res = await app.inject({ method: 'GET', url: `/dev/mail/${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('gives end-to-end tests the messages of one recipient as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail.json?to=carmen@example.com' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json() as { messages: Array<{ id: string; to: string; subject: string; text: string; links: string[]; createdAt: string }> };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id, to: 'Carmen@Example.com', subject: 'Active su cuenta de Erbil Car Rental', links: [LINK] });
    expect(messages[0].text).toContain(LINK);
    expect(Number.isNaN(Date.parse(messages[0].createdAt))).toBe(false);

    const all = (await app.inject({ method: 'GET', url: '/dev/mail.json' })).json() as { messages: unknown[] };
    expect(all.messages).toHaveLength(2);
  });
});

describe('who the development mail viewer answers', () => {
  const paths = () => ['/dev/mail', '/dev/mail.json', `/dev/mail/${randomUUID()}`];

  it('answers clients on this machine, over IPv4 or IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const res = await app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
    // Through a proxy on this machine (Vite's dev server) for a browser on this machine.
    const proxied = await app.inject({ method: 'GET', url: '/dev/mail', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(proxied.statusCode).toBe(200);
  });

  it('answers anyone else 404, as if it did not exist', async () => {
    const cases: { remoteAddress?: string; headers?: Record<string, string> }[] = [
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '2001:db8::5' },
      { remoteAddress: '::ffff:192.168.1.20' },
      // A proxy on this machine forwarding a request from the network.
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } },
      { headers: { forwarded: 'for=203.0.113.9;proto=http' } },
      { headers: { forwarded: 'for="[2001:db8::5]:4711"' } },
    ];
    for (const { remoteAddress, headers } of cases) {
      for (const url of paths()) {
        const res = await app.inject({ method: 'GET', url, remoteAddress, headers });
        expect(res.statusCode, `${url} from ${remoteAddress ?? JSON.stringify(headers)}`).toBe(404);
        expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
        expect(res.body).not.toContain('rent.example.com');
      }
    }
  });

  it('exists only in development without SMTP', async () => {
    const expectations: [Record<string, string>, number][] = [
      [{ NODE_ENV: 'development' }, 200],
      [{ NODE_ENV: 'test' }, 404],
      [{ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' }, 404],
      [{ NODE_ENV: 'production', MAIL_TRANSPORT: 'log' }, 404],
    ];
    for (const [env, status] of expectations) {
      // Own set-up: a server per case, each with the env (NODE_ENV, mail settings) that case checks.
      const server = await startTestServer(db, { MAIL_WORKER: 'false', ...env });
      try {
        // From this machine (inject's default address): only the environment decides here.
        const res = await server.app.inject({ method: 'GET', url: '/dev/mail.json' });
        expect(res.statusCode, JSON.stringify(env)).toBe(status);
      } finally {
        await server.close();
      }
    }
  });
});
