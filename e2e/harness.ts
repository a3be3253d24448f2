import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';

/** What scripts/e2e-server.ts started: the database and the mailbox of the SMTP stand-in. */
function harness(): { databaseUrl: string; mailboxUrl: string } {
  const port = process.env.E2E_PORT ?? '3100';
  return JSON.parse(readFileSync(path.join(os.tmpdir(), `erbil-e2e-${port}.json`), 'utf8'));
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the sender said in MAIL FROM and RCPT TO: where the message really went. */
  envelope: { from: string; to: string[] };
}

/** Every message the SMTP stand-in received, oldest first. */
export async function allMail(): Promise<Mail[]> {
  return (await (await fetch(harness().mailboxUrl)).json()) as Mail[];
}

/** Waits for a message to `to` received by the real SMTP server, and returns it. */
export async function waitForMail(to: string, match: (m: Mail) => boolean = () => true, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(harness().mailboxUrl)).json()) as Mail[];
    const found = messages.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && match(m)).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The first link to `path` in a message's text. */
export function linkIn(mail: Mail, pathname: string): string {
  const m = new RegExp(`https?://\\S+${pathname}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text);
  if (!m) throw new Error(`no ${pathname} link in: ${mail.text}`);
  return m[0];
}

/** Runs SQL on the end-to-end database (moving a token's clock, suspending an account). */
export async function sql(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: harness().databaseUrl });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** A private address for one simulated client (the e2e server believes X-Forwarded-For from loopback). */
export function randomIp(): string {
  const b = () => Math.floor(Math.random() * 254) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

/**
 * Playwright's test where each test's browser comes from its own address, as drivers do: the
 * per-IP limits of sign-up, sign-in and checkout (ADR 018) count each test apart, so the order
 * the specs run in cannot use up one address's allowance for another spec.
 */
export const test = base.extend<{ hydrationErrors: string[]; watchedBrowser: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': randomIp() });
  },
  // Every page of the test is watched and waited for (serverRendered): a hydration mismatch
  // fails the test (issue 25 point 5).
  hydrationErrors: async ({}, use) => {
    const errors: string[] = [];
    await use(errors);
    expect(errors, 'hydration mismatches in the browser console').toEqual([]);
  },
  // With `test.use({ javaScriptEnabled: false })` nothing takes the page over: navigations do
  // not wait for it (e2e/no-javascript.spec.ts).
  context: async ({ context, hydrationErrors, javaScriptEnabled }, use) => {
    watchContext(context, hydrationErrors, javaScriptEnabled !== false);
    await use(context);
  },
  // Pages and contexts a test opens itself (a second visitor, another device) too.
  watchedBrowser: [
    async ({ browser, hydrationErrors }, use) => {
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        watchContext(opened, hydrationErrors, args[0]?.javaScriptEnabled !== false);
        return opened;
      };
      browser.newPage = async (...args) => {
        const opened = await newPage.apply(browser, args);
        serverRendered(opened, hydrationErrors, args[0]?.javaScriptEnabled !== false);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
    },
    { auto: true },
  ],
});

function watchContext(context: BrowserContext, errors: string[], scripted: boolean): void {
  for (const page of context.pages()) serverRendered(page, errors, scripted);
  context.on('page', (page) => serverRendered(page, errors, scripted));
}

// React's messages for a server-rendered page the browser rendered differently (production
// builds give the error number: 418 text, 419/421/422/423/425 hydration).
const HYDRATION_ERROR = /Minified React error #(?:418|419|421|422|423|425)\b|Hydration failed|hydrat\w* .*did(?:n't| not) match/i;

/**
 * A page the server rendered shows its content before its script has run. Navigations through
 * `goto` and `reload` wait until the browser has taken the page over (main.tsx marks
 * `<html data-started>`) and its first chunks have arrived, so a test acts on a page that
 * answers, as a driver's first tap would; and a hydration mismatch is recorded.
 */
const watchedPages = new WeakSet<Page>();

/** For pages opened outside a test (a worker's fixture): navigations wait as in a test. */
export function waitsForStart(page: Page): Page {
  serverRendered(page, []);
  return page;
}

function serverRendered(page: Page, errors: string[], scripted = true): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
  });
  const settle = async <R extends { headers(): Record<string, string> } | null>(response: R): Promise<R> => {
    if (!scripted || !response?.headers()['content-type']?.startsWith('text/html')) return response;
    // A loaded machine can take long to start a page: acting before it answers would test nothing.
    await page.waitForSelector('html[data-started]', { state: 'attached', timeout: 45_000 }).catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => settle(await goto(...args));
  page.reload = async (...args) => settle(await reload(...args));
}
export { expect } from '@playwright/test';

let n = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  n += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${n}@example.com`;
}

/** A driver signed up and activated through the API (for tests about what comes after). */
export async function createActivatedDriver(
  baseURL: string,
  { password = 'Secret123!', language = 'en', fullName = 'Test Driver' }: { password?: string; language?: string; fullName?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('driver');
  const ip = randomIp();
  const gql = (query: string, variables: Record<string, unknown>) =>
    fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ query, variables }) }).then((r) => r.json());
  const res = await gql(`mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }`, {
    i: { fullName, email, phone: '+9647501112233', birthDate: '1988-02-03', password, confirmPassword: password, acceptTerms: true, language },
  });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const token = new URL(linkIn(await waitForMail(email), '/activate')).searchParams.get('token');
  const activated = await gql(`mutation($t: String!) { activateAccount(input: { token: $t }) { user { id } } }`, { t: token });
  if (activated.errors) throw new Error(JSON.stringify(activated.errors));
  return { email, password };
}

const DAY = 86_400_000;

/** A 1×1 PNG: a real image, as the server checks licences and avatars by their content. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The header Apollo's CSRF prevention asks of a multipart or form-like request. */
export const PREFLIGHT = { 'apollo-require-preflight': 'true' };

/** 10:00 in Erbil (UTC+3) `daysAhead` days from today there. */
export function erbilTen(daysAhead: number): string {
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T07:00:00.000Z`) + daysAhead * DAY).toISOString();
}

/** A GraphQL request through `api` (its cookies and headers); throws the errors, if any. */
export async function apiGql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> {
  const res = await api.post('/graphql', { data: { query, variables }, headers: { ...PREFLIGHT, ...headers } });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}
