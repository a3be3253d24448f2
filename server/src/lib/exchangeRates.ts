import type { Env } from '../env.ts';
import { compareDecimal, normalizeDecimal, parseDecimal, roundDecimal } from '../shared/decimal.ts';
import { RATE_DECIMALS } from '../shared/currency.ts';
import { fillTemplate, providerName } from './rateProviderTemplates.ts';

export { DEFAULT_EXCHANGE_RATE_PROVIDERS, fillTemplate, providerName } from './rateProviderTemplates.ts';

/**
 * Exchange-rate providers: asks a configured chain of public rate APIs, over HTTP, for the rates
 * from a base currency, one provider after the other until one answers well (spec §7-8: on any
 * provider error, the next provider is tried).
 *
 * A provider is a URL template (EXCHANGE_RATE_PROVIDERS) with placeholders `{base}` (e.g. USD),
 * `{targets}` (e.g. EUR,GBP) and `{key}`, and its own key: the entry of EXCHANGE_RATE_API_KEYS at
 * the same position, or EXCHANGE_RATE_API_KEY when that entry is empty or absent (a template that
 * needs a key is skipped while it has none). Its answer is JSON in one of the common shapes:
 *
 *   exchangerate-api (v6, open.er-api): { "result": "success", "base_code": "USD", "rates" | "conversion_rates": { "EUR": 0.92 } }
 *   Frankfurter, Open Exchange Rates, Fixer, exchangerate.host: { "base": "USD", "rates": { "EUR": 0.92 } }
 *   currencylayer: { "success": true, "source": "USD", "quotes": { "USDEUR": 0.92 } }
 *
 * and their error payloads ({ "result": "error", "error-type": "invalid-key" }, { "success":
 * false, "error": { "type": "invalid_access_key" } }, { "error": true, "message": "invalid_app_id" }).
 * Those, HTTP errors, timeouts, a wrong base, a missing currency or a rate that is not a
 * positive number all mean "try the next provider".
 *
 * Rates come back as decimal strings rounded half-up to 8 decimals (what numeric(18,8) keeps),
 * never as floats: a JSON number is read back through its shortest string form, so 0.92 stays
 * "0.92", not 0.92000000000000003996.
 *
 * This file knows nothing of the database or of caching: that is services/currency.
 */

export type ExchangeRateEnv = Pick<
  Env,
  'EXCHANGE_RATE_PROVIDERS' | 'EXCHANGE_RATE_API_KEY' | 'EXCHANGE_RATE_API_KEYS' | 'EXCHANGE_RATE_TIMEOUT_MS' | 'EXCHANGE_RATE_CACHE_SECONDS'
>;

export interface RateProvider {
  /** What the database and the logs call it: the URL's host (and port), never the key. */
  name: string;
  template: string;
  /** This provider's key for `{key}` (each provider has its own account); none: a keyed template is skipped. */
  key?: string;
}

// Beyond numeric(18,8): 10 digits before the point.
const MAX_RATE = '9999999999.99999999';
// A JSON rates document with every currency of the world is about 4 KB; refuse megabytes.
const MAX_BODY_BYTES = 1_000_000;

/** The chain: each template with its own key (EXCHANGE_RATE_API_KEYS by position, else EXCHANGE_RATE_API_KEY). */
export function rateProviders(
  env: Pick<Env, 'EXCHANGE_RATE_PROVIDERS'> & Partial<Pick<Env, 'EXCHANGE_RATE_API_KEY' | 'EXCHANGE_RATE_API_KEYS'>>,
): RateProvider[] {
  return env.EXCHANGE_RATE_PROVIDERS.map((template, index) => {
    const key = env.EXCHANGE_RATE_API_KEYS?.[index] || env.EXCHANGE_RATE_API_KEY;
    return { name: providerName(template), template, ...(key ? { key } : {}) };
  });
}

/** Why a provider's answer could not be used. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: string,
    readonly reason: string,
    /** Optional currencies (IQD) the answer did carry although it failed for the others. */
    readonly partial: Record<string, string> = {},
  ) {
    super(`${provider}: ${reason}`);
  }
}

export interface ProviderRates {
  provider: string;
  base: string;
  /** Target currency -> rate (units of the target for one unit of the base), a decimal string. */
  rates: Record<string, string>;
}

export interface ChainResult {
  /** The first good answer, or null when no provider gave one. */
  result: ProviderRates | null;
  /**
   * The optional currencies, each from the first provider that gave it (the winner's own, else
   * one asked after it, for those alone): currency -> its rate and provider.
   */
  optional: Record<string, { rate: string; provider: string }>;
  /** Providers tried (or skipped) before it, with why they were passed over. */
  failures: { provider: string; reason: string }[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The provider's own words for a failure, from any of the usual error payloads. */
function errorReason(body: unknown): string | null {
  if (!isObject(body)) return null;
  // exchangerate-api: { result: "error", "error-type": "invalid-key" | "inactive-account" |
  // "unsupported-code" | "malformed-request" | "quota-reached" | "base-code-only-on-pro" ... }
  if (body.result === 'error') return typeof body['error-type'] === 'string' ? body['error-type'] : 'error';
  // Fixer, currencylayer, exchangerate.host (apilayer): { success: false, error: { code, type, info } }
  if (body.success === false) {
    const error = isObject(body.error) ? body.error : {};
    const words = [error.type, error.info, error.code].find((v) => typeof v === 'string' || typeof v === 'number');
    return words === undefined ? 'error' : String(words);
  }
  // Open Exchange Rates: { error: true, status: 401, message: "invalid_app_id" }
  if (body.error === true) return typeof body.message === 'string' ? body.message : 'error';
  // Frankfurter and others with an HTTP error: { message: "not found" }
  if (typeof body.message === 'string' && !('rates' in body)) return body.message;
  return null;
}

/** A rate as a provider wrote it (JSON number or string) -> decimal string of at most 8 decimals. */
function readRate(value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // The shortest string that reads back as the same double: what the provider wrote.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return null;
  }
  if (!parseDecimal(text)) return null;
  const rate = roundDecimal(text, RATE_DECIMALS);
  if (compareDecimal(rate, '0') <= 0 || compareDecimal(rate, MAX_RATE) > 0) return null;
  return normalizeDecimal(rate);
}

/** The rates of a successful answer, or the reason it is not one. */
export function readRates(
  body: unknown,
  base: string,
  targets: readonly string[],
  optional: readonly string[] = [],
): { ok: true; rates: Record<string, string> } | { ok: false; reason: string; partial?: Record<string, string> } {
  const error = errorReason(body);
  if (error) return { ok: false, reason: error };
  if (!isObject(body)) return { ok: false, reason: 'malformed answer' };
  const answeredBase = body.base_code ?? body.base ?? body.source;
  if (typeof answeredBase !== 'string') return { ok: false, reason: 'malformed answer (no base currency)' };
  if (answeredBase.toUpperCase() !== base) return { ok: false, reason: `unexpected base currency ${answeredBase}` };

  let table: Json | null = null;
  if (isObject(body.rates)) table = body.rates;
  else if (isObject(body.conversion_rates)) table = body.conversion_rates;
  else if (isObject(body.quotes)) {
    // currencylayer keys are pairs: USDEUR.
    const quotes = body.quotes;
    table = Object.fromEntries(Object.entries(quotes).map(([pair, rate]) => [pair.startsWith(base) ? pair.slice(base.length) : pair, rate]));
  }
  if (!table) return { ok: false, reason: 'malformed answer (no rates)' };

  // An optional currency the provider lacks (or gives badly) is left for the next provider; one it
  // gives is kept even when the others fail (a dinar-only market-rate source, ADR 051).
  const partial: Record<string, string> = {};
  for (const target of optional) {
    const rate = target in table ? readRate(table[target]) : null;
    if (rate !== null) partial[target] = rate;
  }
  const rates: Record<string, string> = {};
  for (const target of targets) {
    if (!(target in table)) return { ok: false, reason: `currency not found: ${target}`, partial };
    const rate = readRate(table[target]);
    if (rate === null) return { ok: false, reason: `invalid rate for ${target}: ${JSON.stringify(table[target])}`, partial };
    rates[target] = rate;
  }
  return { ok: true, rates: { ...rates, ...partial } };
}

export interface FetchOptions {
  base: string;
  targets: readonly string[];
  /**
   * Currencies not every provider carries (IQD): asked for beside `targets`, but a provider
   * without them still answers for `targets`; each is then taken from the next provider that has it.
   */
  optional?: readonly string[];
  /** The key of a provider that has none of its own. */
  apiKey?: string;
  timeoutMs: number;
}

/** Asks one provider. Throws a ProviderError for anything but a good answer. */
export async function fetchFromProvider(provider: RateProvider, options: FetchOptions): Promise<ProviderRates> {
  const fail = (reason: string) => new ProviderError(provider.name, reason);
  const key = provider.key ?? options.apiKey;
  if (provider.template.includes('{key}') && !key) throw fail('skipped: no key (EXCHANGE_RATE_API_KEYS / EXCHANGE_RATE_API_KEY)');
  const optional = options.optional ?? [];
  const url = fillTemplate(provider.template, { base: options.base, targets: [...options.targets, ...optional], key });

  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    const length = Number(response.headers.get('content-length'));
    if (length > MAX_BODY_BYTES) {
      await response.body?.cancel();
      throw fail(`answer too large (${length} bytes)`);
    }
    text = await response.text();
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw fail(`no answer within ${options.timeoutMs} ms`);
    // Connection refused, DNS, TLS: undici puts the reason in `cause`.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : err instanceof Error ? err.message : String(err);
    throw fail(`unreachable (${cause})`);
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (status < 200 || status > 299) {
    const reason = errorReason(body);
    throw fail(`HTTP ${status}${reason ? ` (${reason})` : ''}`);
  }
  if (body === undefined) throw fail('answer is not JSON');
  const read = readRates(body, options.base, options.targets, optional);
  if (!read.ok) throw new ProviderError(provider.name, read.reason, read.partial);
  return { provider: provider.name, base: options.base, rates: read.rates };
}

/** A refusal that may be about a currency code in the URL (Frankfurter's 404, apilayer's invalid codes), not a key, a quota or an outage. */
const refusesCodes = (err: unknown) => err instanceof ProviderError && /^HTTP 4(00|04|22)\b|invalid_currency_codes/.test(err.reason);

const reasonOf = (err: unknown) => (err instanceof ProviderError ? err.reason : err instanceof Error ? err.message : String(err));

/**
 * Asks the providers in order; the first good answer wins. The optional currencies are named in
 * the URL beside the required ones; a provider that refuses the ask with them (one that 404s on a
 * code it does not list) is asked again without them, so the dinar never costs the others their
 * rates. Each optional currency is kept from the first provider in the chain that gives it: one
 * before the winner that failed for the others but carried it (a market-rate source for the
 * dinar alone, placed first), the winner, or, asked for it alone, one after the winner. Never throws.
 */
export async function fetchFromChain(providers: readonly RateProvider[], options: FetchOptions): Promise<ChainResult> {
  const failures: ChainResult['failures'] = [];
  const wanted = options.optional ?? [];
  const optional: ChainResult['optional'] = {};
  const keep = (rates: Record<string, string>, provider: string) => {
    for (const [currency, rate] of Object.entries(rates)) if (wanted.includes(currency) && !(currency in optional)) optional[currency] = { rate, provider };
  };
  for (const [index, provider] of providers.entries()) {
    let result: ProviderRates;
    try {
      result = await fetchFromProvider(provider, options);
    } catch (err) {
      failures.push({ provider: provider.name, reason: reasonOf(err) });
      if (err instanceof ProviderError) keep(err.partial, provider.name);
      if (wanted.length === 0 || !provider.template.includes('{targets}') || !refusesCodes(err)) continue;
      try {
        result = await fetchFromProvider(provider, { ...options, optional: [] });
      } catch (again) {
        failures.push({ provider: provider.name, reason: reasonOf(again) });
        continue;
      }
    }
    keep(result.rates, result.provider);
    const rates = Object.fromEntries(Object.entries(result.rates).filter(([currency]) => !wanted.includes(currency)));
    for (const later of providers.slice(index + 1)) {
      const missing = wanted.filter((currency) => !(currency in optional));
      if (missing.length === 0) break;
      try {
        const extra = await fetchFromProvider(later, { ...options, targets: [], optional: missing });
        keep(extra.rates, extra.provider);
      } catch (err) {
        failures.push({ provider: later.name, reason: reasonOf(err) });
      }
    }
    return { result: { ...result, rates }, optional, failures };
  }
  return { result: null, optional, failures };
}
