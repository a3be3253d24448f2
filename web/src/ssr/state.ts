import type { NormalizedCacheObject } from '@apollo/client';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { Catalog } from '../i18n/catalogs.ts';
import type { Language } from '../i18n/languages.ts';
import type { Currency } from '../lib/currency.ts';

/**
 * What the server's render hands to the browser's (docs/decisions/043-server-rendering.md): the
 * choices it rendered with and the data it rendered from, so the browser's first render is the
 * same page and asks the server for nothing again. A JSON data block in the page
 * (`<script type="application/json" id="app-state">`): never executed, so the Content-Security-
 * Policy has nothing to allow; it carries the response's nonce all the same.
 */
export interface AppState {
  language: Language;
  currency: Currency;
  /** The signed-in user as the server found them from the session cookie (null: nobody). */
  user: SessionUser | null;
  /** The moment the page was rendered (ISO), for everything computed from "now" during render. */
  now: string;
  /** Apollo's cache after the render: every query the page made, answered. */
  apollo: NormalizedCacheObject;
  /**
   * False when some of the page's queries answered with an error (the page rendered its error
   * state, or its own refusal such as criteria in the past): Apollo's cache keeps no errors, so the
   * browser renders afresh (asking again) instead of hydrating a page it cannot reproduce.
   */
  hydrate: boolean;
  /**
   * The app catalog of `language` the page was rendered with (precompiled messages, JSON
   * already): the browser's first render takes it from here rather than from a script chunk
   * (docs/decisions/044-javascript-budget.md, L2).
   */
  messages?: Catalog;
}

export const APP_STATE_ID = 'app-state';

/** The state as the page's text: JSON that cannot end the script element or break a line. */
export function serializeState(state: AppState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

let read: AppState | null | undefined;

/** The state the server embedded in this page, or null (a page the server did not render). */
export function readAppState(): AppState | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  const element = document.getElementById(APP_STATE_ID);
  if (!element?.textContent) return read;
  try {
    read = JSON.parse(element.textContent) as AppState;
  } catch (error) {
    console.error(error);
  }
  return read;
}
