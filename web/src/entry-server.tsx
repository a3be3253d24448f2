/**
 * The web app rendered on the server (docs/decisions/043-server-rendering.md). Built by
 * `vite build --ssr` into web/dist-ssr/entry-server.js and called by the server for every page
 * (server/src/http/pages.ts): it resolves the language and currency as the browser would (spec
 * §2), renders the route with Apollo answering from the server's own GraphQL pipeline (the
 * visitor's session, no HTTP), and returns the markup, the document's head and status, and the
 * state the browser hydrates from. Nothing here outlives a request: one Apollo client and cache
 * per render.
 */
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { RenderPage, RenderRequest, RenderResult } from '@shared/render.ts';
import { print } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from './AppProviders.tsx';
import { createCache } from './apolloCache.ts';
import { MeQuery } from './auth/documents.ts';
import { toSessionUser, type SessionUser } from './auth/sessionUser.ts';
import { NowContext } from './hooks/useNow.ts';
import { loadCatalog, loadedCatalog } from './i18n/catalogs.ts';
import { DEFAULT_LANGUAGE } from './i18n/languages.ts';
// The server renders every reader's digits: the plain numbers' rewriting is always installed here.
import './i18n/plainNumbers.ts';
import { resolveLanguage } from './i18n/resolveLanguage.ts';
import { resolveCurrency } from './lib/currency.ts';
import { DEFAULT_DIGITS, isDigits } from '@shared/digits.ts';
import { AppRoutes } from './router.tsx';
import { ServerContext, type ServerRender } from './ssr/ServerContext.ts';
import { serializeState, type AppState } from './ssr/state.ts';

// Codes a page shows as its own state (a form error, not found, sign in): anything else means
// the data could not be loaded, and the page is answered as unavailable.
const PAGE_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS']);

export async function render(request: RenderRequest): Promise<RenderResult> {
  // Apollo's cache keeps answers, not errors: a page rendered from an error (its own state, such
  // as refused criteria, or a failure) cannot be reproduced by the browser's first render, which
  // then renders afresh instead of hydrating. Only failures make the answer 503.
  let errored = false;
  let failed = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        request
          .execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (result.errors?.length) errored = true;
            if (result.errors?.some((error) => !PAGE_CODES.has(String(error.extensions?.code)))) failed = true;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            errored = true;
            failed = true;
            observer.error(error);
          });
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache() });

  let user: SessionUser | null = null;
  if (request.hasSession) {
    const { data } = await client.query({ query: MeQuery }).catch(() => ({ data: undefined }));
    if (data?.me) user = toSessionUser(data.me);
  }

  // The path exactly as asked for: `//name` is a path here, not another origin (which would not
  // even parse for a name no host can have), and a `..` segment stays one (a path of no page),
  // as the route table on the server saw it (shared/routes.ts).
  const url = new URL(`${request.origin}${request.url}`);
  const language = resolveLanguage({
    urlLanguage: url.searchParams.get('l'),
    storedUser: user ? JSON.stringify(user) : null,
    storedLanguage: request.languageCookie,
  });
  // Should a catalog fail to load, the page is rendered in English (as the browser would).
  const rendered = await loadCatalog(language).then(
    () => language,
    () => loadCatalog(DEFAULT_LANGUAGE).then(() => DEFAULT_LANGUAGE),
  );
  const currency = resolveCurrency(request.currencyCookie);
  // The browser reads the same cookie before hydrating (main.tsx), so both render the same digits.
  const digits = isDigits(request.digitsCookie) ? request.digitsCookie : DEFAULT_DIGITS;

  // The same route table as the browser's, declarative (router.tsx): pages tell their status
  // (the not-found page's 404) and redirects through ServerContext.
  const server: ServerRender = { status: 200 };
  const tree = (
    <StrictMode>
      <ServerContext value={server}>
        <NowContext value={request.now}>
          <ApolloProvider client={client}>
            <AppProviders language={rendered} currency={currency} user={user} digits={digits}>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </ApolloProvider>
        </NowContext>
      </ServerContext>
    </StrictMode>
  );
  // Renders until every query the page asks for is answered (a few passes at most: settings,
  // then what depends on them), waiting for lazy parts and catalogs.
  const { result } = await prerenderStatic({ tree, context: { client }, renderFunction: (node) => renderComplete(node, request.nonce), maxRerenders: 6 });

  if (server.redirect) {
    return { status: 302, language: rendered, html: '', state: '', location: keepLanguage(server.redirect, url) };
  }
  const state: AppState = {
    language: rendered,
    currency,
    user,
    now: request.now.toISOString(),
    apollo: client.extract() as NormalizedCacheObject,
    hydrate: !errored,
    messages: loadedCatalog(rendered),
  };
  return {
    status: failed && server.status < 400 ? 503 : server.status,
    language: rendered,
    title: server.title,
    description: server.description,
    preloadImage: server.preloadImage,
    html: result,
    state: serializeState(state),
  };
}

/**
 * A redirect keeps the language the link asked for (`l`, spec §2): the browser's router would have
 * kept it (it is remembered in the browser), the next page is rendered by the server from the URL.
 */
function keepLanguage(location: string, from: URL): string {
  const language = from.searchParams.get('l');
  if (!language) return location;
  const target = new URL(location, from);
  if (target.origin !== from.origin || target.searchParams.has('l')) return location;
  target.searchParams.set('l', language);
  return `${target.pathname}${target.search}${target.hash}`;
}

// The contract the server calls (declared once, in server/src/shared/render.ts).
render satisfies RenderPage;

/**
 * The whole page as one string, once everything has loaded (lazy parts, catalogs). React's
 * streaming render rather than its static prerender: only it puts the response's nonce on the
 * small scripts it writes inline (which reveal parts that finished after the first), and the
 * Content-Security-Policy allows no inline script without it.
 */
function renderComplete(node: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      nonce,
      // The page is sent whole (onAllReady): every part in place, none outlined behind its
      // fallback for a script to swap in (a browser without script shows the page as it is).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}
