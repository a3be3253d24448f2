import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { TooManyRequestsError } from '../errors.ts';
import { SESSION_COOKIE } from '../services/accounts/sessions.ts';
import type { Budget } from '../services/accounts/rateLimits.ts';
import type { RenderPage, RenderResult } from '../shared/render.ts';
import { sendPlainPage } from './plainPage.ts';
import { cspNonce } from './security.ts';
import { directionOf } from '../shared/direction.ts';

/**
 * The web's pages rendered on the server (docs/decisions/043-server-rendering.md). The web's
 * server bundle (web/dist-ssr/entry-server.js, built with the web) renders a page for a request:
 * this module gives it the visitor's cookies and the server's own GraphQL pipeline (Apollo's
 * executeOperation with the visitor's context: their session, the same limits, masking and
 * logging as /graphql, no HTTP), and puts what it returns into the built index.html: language,
 * title, description, the markup and the state the browser hydrates from. Nothing is cached:
 * every page is rendered for the one who asked (no HTML is shared between visitors).
 */

/** The contract of web/src/entry-server.tsx, declared once for both sides (shared/render.ts). */
export type { RenderPage } from '../shared/render.ts';

/** The web's server bundle, when it was built beside the web (else pages are the plain shell). */
export async function loadRenderer(entry: string): Promise<RenderPage | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render?: RenderPage };
  if (typeof module.render !== 'function') throw new Error(`${entry} exports no render function.`);
  return module.render;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** index.html cut where the render's parts go: read once, at start (a build artefact). */
function template(indexHtml: string) {
  const root = '<div id="root"></div>';
  const at = indexHtml.indexOf(root);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  const head = indexHtml.slice(0, at);
  const tail = indexHtml.slice(at + root.length);
  return (parts: RenderResult, nonce: string) => {
    // The language and its direction (right to left for ckb and ar) on the document itself, so the
    // first paint is laid out the right way before any script runs.
    let top = head.replace(/<html lang="[^"]*"(?: dir="[^"]*")?/, `<html lang="${escapeHtml(parts.language)}" dir="${directionOf(parts.language)}"`);
    if (parts.title) top = top.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`);
    if (parts.description) {
      top = top.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(parts.description)}"`);
    }
    if (parts.preloadImage) {
      const { src, srcSet, sizes } = parts.preloadImage;
      const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
      top = top.replace('</head>', `<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high"></head>`);
    }
    return (
      `${top}<div id="root">${parts.html}</div>` +
      `<script type="application/json" id="app-state" nonce="${nonce}">${parts.state}</script>${tail}`
    );
  };
}

export interface PagesOptions {
  indexHtmlPath: string;
  render: RenderPage;
  apollo: ApolloServer<Context>;
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
  publicUrl: string;
  /** The anonymous GraphQL budget: a page costs what its queries would over /graphql. */
  anonymousBudget: Budget;
  now: () => Date;
}

export function createPageRenderer(options: PagesOptions) {
  const fill = template(readFileSync(options.indexHtmlPath, 'utf8'));
  const origin = new URL(options.publicUrl).origin;

  return async function renderPage(request: FastifyRequest, reply: FastifyReply, routeStatus: number): Promise<FastifyReply> {
    const hasSession = Boolean(request.cookies?.[SESSION_COOKIE]);
    if (!hasSession) {
      try {
        await options.anonymousBudget.consume(request.ip);
      } catch (err) {
        if (!(err instanceof TooManyRequestsError)) throw err;
        return sendPlainPage(reply.header('retry-after', String(err.retryAfterSeconds)), 429, 'Too many requests', err.message);
      }
    }
    // The visitor's context, as /graphql would build it (their session); a database that is away
    // leaves every query failing, and the page renders its error state.
    const context = await options.contextOf(request, reply).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page rendered without a context');
      return null;
    });
    const result = await options
      .render({
        url: request.url,
        origin,
        languageCookie: request.cookies?.language ?? null,
        currencyCookie: request.cookies?.currency ?? null,
        digitsCookie: request.cookies?.digits ?? null,
        hasSession,
        now: options.now(),
        nonce: cspNonce(reply.raw),
        async execute(operation) {
          if (!context) return { errors: [{ message: 'Unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
          const response = await options.apollo.executeOperation(operation, { contextValue: context });
          if (response.body.kind !== 'single') return { errors: [{ message: 'Unexpected incremental result.' }] };
          const { data, errors } = response.body.singleResult;
          return { data, errors: errors?.map(({ message, extensions }) => ({ message, extensions })) };
        },
      })
      .catch((error: unknown) => {
        // A fault in rendering: the page still works, rendered by the browser from the shell.
        request.log.error({ err: error }, 'page render failed; sending the shell');
        return null;
      });
    reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
    if (!result) return reply.code(routeStatus).sendFile('index.html');
    if (result.location) return reply.redirect(result.location, result.status);
    // The route table decides what is missing (a path no page has); the page decides too (an
    // unknown car or article, data it could not load).
    const status = routeStatus === 404 ? 404 : result.status;
    return reply.code(status).send(fill(result, cspNonce(reply.raw)));
  };
}
