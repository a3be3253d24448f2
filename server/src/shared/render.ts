/**
 * The contract between the server and the web's server bundle (docs/decisions/043): what
 * server/src/http/pages.ts passes to web/src/entry-server.tsx for one page, and what it gets
 * back. Declared once, here: the server imports it directly, the web as `@shared/render.ts`
 * (the server never compiles web code; the web's build carries no code from this file).
 *
 * Types only (browser-safe).
 */

/** One GraphQL operation, as text, for the server's pipeline. */
export interface Operation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** What the server's pipeline answers (data, and errors with their codes, as /graphql would). */
export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface RenderRequest {
  /** The path and query the browser asked for. */
  url: string;
  /** The site's origin (a Request needs an absolute URL; nothing is fetched from it). */
  origin: string;
  /** The `language` and `currency` cookies the web writes beside localStorage (lib/storage.ts). */
  languageCookie: string | null;
  currencyCookie: string | null;
  /** The `digits` cookie (Western or Eastern Arabic digits in ckb and ar; web/src/lib/digits.ts). */
  digitsCookie?: string | null;
  /** Whether the request carries a session cookie (then `me` says whose). */
  hasSession: boolean;
  now: Date;
  /** The response's Content-Security-Policy nonce, for the scripts React writes inline. */
  nonce: string;
  /** Runs an operation through the server's GraphQL pipeline as this visitor. */
  execute(operation: Operation): Promise<OperationResult>;
}

export interface RenderResult {
  status: number;
  language: string;
  title?: string;
  description?: string;
  /** The page's largest picture, for a preload link in the head. */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
  /** The markup of #root. */
  html: string;
  /** The hydration state, already escaped for a script element (web/src/ssr/state.ts). */
  state: string;
  /** A redirect the router asked for. */
  location?: string;
}

/** The server bundle's `render` export. */
export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
