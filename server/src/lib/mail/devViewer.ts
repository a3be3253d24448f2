import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PrismaClient } from '../../db/prisma.ts';
import { escapeHtml, extractLinks } from './templates.ts';

/**
 * The development mailbox: the outbox as web pages, so activation and reset links can be
 * followed without an SMTP server, and as JSON for end-to-end tests.
 *
 *   GET /dev/mail              the 50 most recent messages, their links clickable
 *   GET /dev/mail/:id          one message's HTML body
 *   GET /dev/mail.json?to=...  recent messages (newest first) as JSON
 *
 * SECURITY: these pages show every account's activation and reset links. Register them ONLY
 * when SMTP_URL is unset and NODE_ENV is 'development' (app.ts decides), and they answer only
 * clients on this machine: the default start listens on 0.0.0.0, and anyone on the network
 * could otherwise request a reset for any driver and read the link.
 */

const RECENT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The message bodies are our own rendered HTML with escaped data; this is defence in depth.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; base-uri 'none'; form-action 'none'";

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * The connection comes from this machine and, when a proxy on this machine forwarded it
 * (Vite's dev server, a local nginx), so did the request it forwarded. Read from the socket and
 * the forwarding headers themselves, whatever TRUST_PROXY says: a proxy trusted for client
 * addresses must not make the network look local here.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.raw.socket.remoteAddress)) return false;
  const forwardedFor = [request.headers['x-forwarded-for'] ?? []].flat().join(',');
  const forwarded = [request.headers.forwarded ?? []].flat().join(',');
  const hops = [
    ...forwardedFor.split(','),
    ...[...forwarded.matchAll(/for\s*=\s*"?\[?([^\]",;]*)/gi)].map((m) => m[1]),
  ]
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.every(isLoopback);
}

/** Anyone else gets the same 404 as a path that does not exist. */
async function localOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!fromThisMachine(request)) {
    return reply.code(404).send({ error: 'NOT_FOUND', message: `Nothing at ${request.method} ${request.url.split('?')[0]}.` });
  }
}

export function registerDevMailRoutes(app: FastifyInstance, prisma: PrismaClient): void {
  app.get('/dev/mail', { onRequest: localOnly }, async (_request, reply) => {
    const messages = await prisma.mailOutbox.findMany({ orderBy: { createdAt: 'desc' }, take: RECENT });
    const rows = messages
      .map((m) => {
        const links = extractLinks(m.text)
          .map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`)
          .join('<br>');
        return `<tr>
<td>${escapeHtml(m.createdAt.toISOString())}</td>
<td>${escapeHtml(m.toAddress)}</td>
<td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td>
<td>${escapeHtml(m.status)}${m.lastError ? `<br><small>${escapeHtml(m.lastError)}</small>` : ''}</td>
<td>${links}</td>
</tr>`;
      })
      .join('\n');
    const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Development mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a}
h1{color:#003B95;font-size:20px}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #dde1e7;padding:6px 8px;text-align:left;vertical-align:top;font-size:14px}
a{color:#003B95;word-break:break-all}
</style></head>
<body>
<h1>Development mailbox</h1>
<p>The ${RECENT} most recent messages of the outbox. No SMTP server is configured, so nothing here left this machine.</p>
${messages.length === 0 ? '<p>No mail yet.</p>' : `<table>
<thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Status</th><th>Links</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`}
</body>
</html>
`;
    return reply.header('content-security-policy', CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', { onRequest: localOnly }, async (request, reply) => {
    const { id } = request.params;
    const message = UUID.test(id) ? await prisma.mailOutbox.findUnique({ where: { id } }) : null;
    if (!message) return reply.code(404).send({ error: 'NOT_FOUND', message: `No mail with id ${id}.` });
    return reply.header('content-security-policy', CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(message.html);
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mail.json', { onRequest: localOnly }, async (request, reply) => {
    const to = typeof request.query.to === 'string' && request.query.to.trim() ? request.query.to.trim() : undefined;
    const messages = await prisma.mailOutbox.findMany({
      where: to ? { toAddress: { equals: to, mode: 'insensitive' } } : {},
      orderBy: { createdAt: 'desc' },
      take: RECENT,
    });
    return reply.header('cache-control', 'no-store').send({
      messages: messages.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        links: extractLinks(m.text),
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });
}
