import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in exchange-rate provider on a real port, in one of two real APIs' shapes:
 *
 * - `exchangerate-api`: ExchangeRate-API v6, `GET /v6/{key}/latest/{base}` answering
 *   `{ result: "success", base_code, conversion_rates }`, or `{ result: "error", "error-type" }`
 *   for a wrong key (`invalid-key`) or base (`unsupported-code`).
 * - `frankfurter`: Frankfurter v1, `GET /v1/latest?base=USD&symbols=EUR,GBP` answering
 *   `{ amount: 1, base, date, rates }`, or HTTP 404 `{ message: "not found" }` for a base it
 *   does not know.
 * - `currencylayer`: apilayer's currencylayer (as Fixer), `GET /live?access_key=K&source=USD&currencies=EUR,GBP`
 *   answering `{ success: true, source, quotes: { USDEUR } }`, or HTTP 200 with
 *   `{ success: false, error: { code, type, info } }` (apilayer's error payloads).
 *
 * `failure` makes it misbehave the ways real providers do, to test the fallback: an error
 * payload of the provider's kind, an HTTP 500, no answer at all, or a body that is not JSON.
 * Every request is recorded.
 */
export type StandinShape = 'exchangerate-api' | 'frankfurter' | 'currencylayer';

/** apilayer's documented errors (currencylayer / Fixer), by the spec §8 kinds they stand for. */
export const APILAYER_ERRORS = {
  'invalid key': { code: 101, type: 'invalid_access_key', info: 'You have not supplied a valid API Access Key.' },
  'paid plan required': { code: 105, type: 'function_access_restricted', info: 'The current subscription plan does not support this API function.' },
  'invalid base currency': { code: 201, type: 'invalid_source_currency', info: 'You have supplied an invalid Source Currency.' },
  'malformed query': { code: 601, type: 'malformed_query', info: 'The query is malformed.' },
  'currency not found': { code: 202, type: 'invalid_currency_codes', info: 'You have provided one or more invalid Currency Codes.' },
} as const;

export type StandinFailure =
  | null
  /** Error payloads of ExchangeRate-API (spec §8: invalid key, paid plan required, invalid base, malformed query). */
  | { errorType: 'invalid-key' | 'inactive-account' | 'quota-reached' | 'base-code-only-on-pro' | 'unsupported-code' | 'malformed-request' }
  /** Error payloads of apilayer (currencylayer shape), by spec §8 kind. */
  | { apilayer: keyof typeof APILAYER_ERRORS }
  | 'http-500'
  /** Accepts the request and never answers. */
  | 'timeout'
  | 'not-json';

export interface StandinRequest {
  path: string;
  base: string | null;
  key: string | null;
  symbols: string | null;
}

export interface ExchangeRateStandin {
  /** A URL template for EXCHANGE_RATE_PROVIDERS. */
  template: string;
  /** The provider name the app will store: the stand-in's host and port. */
  name: string;
  /** Rates from USD it answers with (JSON numbers, as a real provider sends them). */
  rates: Record<string, number | string>;
  failure: StandinFailure;
  /** Milliseconds to wait before answering (a slow provider). */
  delayMs: number;
  /** Frankfurter shape: answer 404 `{ message: "not found" }` when a symbol is not in its table, as a strict provider may. */
  strictSymbols: boolean;
  requests: StandinRequest[];
  close(): Promise<void>;
}

export async function startExchangeRateStandin(
  options: { shape?: StandinShape; key?: string; rates?: Record<string, number | string> } = {},
): Promise<ExchangeRateStandin> {
  const shape = options.shape ?? 'exchangerate-api';
  // The handler reads the stand-in's current settings, so a test can change them between calls.
  const state: ExchangeRateStandin = {
    template: '',
    name: '',
    rates: options.rates ?? { EUR: 0.9234, GBP: 0.7891, JPY: 151.37 },
    failure: null,
    delayMs: 0,
    strictSymbols: false,
    requests: [],
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const v6 = /^\/v6\/([^/]*)\/latest\/([^/]+)$/.exec(url.pathname);
    const request: StandinRequest =
      shape === 'currencylayer'
        ? { path: url.pathname, base: url.searchParams.get('source'), key: url.searchParams.get('access_key'), symbols: url.searchParams.get('currencies') }
        : {
            path: url.pathname,
            base: shape === 'frankfurter' ? url.searchParams.get('base') : (v6?.[2] ?? null),
            key: v6 ? decodeURIComponent(v6[1]) : null,
            symbols: url.searchParams.get('symbols'),
          };
    state.requests.push(request);
    const failure = state.failure;
    if (failure === 'timeout') return; // never answers; closed by close()
    setTimeout(() => {
      if (failure === 'http-500') return json(res, 500, { error: 'internal error' });
      if (failure === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><body>Service temporarily unavailable</body></html>');
      }
      if (failure && 'apilayer' in failure) return json(res, 200, { success: false, error: APILAYER_ERRORS[failure.apilayer] });
      if (failure) return json(res, 200, { result: 'error', 'error-type': failure.errorType });
      if (shape === 'frankfurter') return frankfurter(res, request);
      if (shape === 'currencylayer') return currencylayer(res, request);
      return exchangerateApi(res, request);
    }, state.delayMs);
  });

  function exchangerateApi(res: ServerResponse, { path, base, key }: StandinRequest) {
    if (!path.startsWith('/v6/') || base === null) return json(res, 404, { result: 'error', 'error-type': 'malformed-request' });
    if (options.key !== undefined && key !== options.key) return json(res, 403, { result: 'error', 'error-type': 'invalid-key' });
    if (base !== 'USD') return json(res, 404, { result: 'error', 'error-type': 'unsupported-code' });
    return json(res, 200, {
      result: 'success',
      documentation: 'https://www.exchangerate-api.com/docs',
      time_last_update_unix: 1_795_000_000,
      base_code: base,
      conversion_rates: { USD: 1, ...state.rates },
    });
  }

  function frankfurter(res: ServerResponse, { path, base, symbols }: StandinRequest) {
    if (path !== '/v1/latest') return json(res, 404, { message: 'not found' });
    if ((base ?? 'EUR') !== 'USD') return json(res, 404, { message: 'not found' });
    const wanted = symbols ? symbols.split(',') : Object.keys(state.rates);
    if (state.strictSymbols && wanted.some((code) => !(code in state.rates))) return json(res, 404, { message: 'not found' });
    const rates = Object.fromEntries(Object.entries(state.rates).filter(([code]) => wanted.includes(code)));
    return json(res, 200, { amount: 1.0, base: 'USD', date: '2026-11-20', rates });
  }

  function currencylayer(res: ServerResponse, { path, base, key, symbols }: StandinRequest) {
    if (path !== '/live') return json(res, 404, { success: false, error: { code: 103, type: 'invalid_api_function' } });
    if (options.key !== undefined && key !== options.key) return json(res, 200, { success: false, error: APILAYER_ERRORS['invalid key'] });
    if (base !== 'USD') return json(res, 200, { success: false, error: APILAYER_ERRORS['invalid base currency'] });
    const wanted = symbols ? symbols.split(',') : Object.keys(state.rates);
    const quotes = Object.fromEntries(Object.entries(state.rates).filter(([code]) => wanted.includes(code)).map(([code, rate]) => [`USD${code}`, rate]));
    return json(res, 200, { success: true, terms: 'https://currencylayer.com/terms', privacy: 'https://currencylayer.com/privacy', timestamp: 1_795_000_000, source: base, quotes });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const template =
    shape === 'frankfurter'
      ? `http://${host}/v1/latest?base={base}&symbols={targets}`
      : shape === 'currencylayer'
        ? `http://${host}/live?access_key={key}&source={base}&currencies={targets}`
        : `http://${host}/v6/{key}/latest/{base}`;

  state.name = host;
  state.template = template;
  return state;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
