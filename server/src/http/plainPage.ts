import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers to a browser that the web app does not render: a refusal of the request itself (a path
 * that is not a valid URL, a NUL in the query) or too many requests. A visitor who followed a
 * mangled link sees a short page with a way home, not the API's JSON; API clients still get JSON.
 */

/** A browser's navigation to a page: GET or HEAD asking for HTML, outside the API, GraphQL and files. */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0]!.toLowerCase();
  if (/^\/(api|graphql|cdn|dev|assets)(\/|$)/.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Sends a short HTML page (no script: the Content-Security-Policy needs no nonce for it). */
export function sendPlainPage(reply: FastifyReply, status: number, title: string, message: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} | Erbil Car Rental</title></head>` +
        `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Erbil Car Rental</a></p></body></html>`,
    );
}
