import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../src/env.ts';
import { DEFAULT_EXCHANGE_RATE_PROVIDERS } from '../../src/lib/exchangeRates.ts';
import { RATES_SNAPSHOT } from '../../src/services/currency/ratesSnapshot.ts';
import { createRefreshMemo, exchangeRateConfig, getExchangeRates, type ExchangeRateDeps } from '../../src/services/currency/exchangeRates.ts';
import { REFERENCE_RATES_DATE } from '../../../prisma/seed/data.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { APILAYER_ERRORS, startExchangeRateStandin, type ExchangeRateStandin } from '../standins/exchangeRates.ts';

/**
 * Exchange rates for showing prices in EUR and GBP: a chain of real HTTP providers (local
 * stand-ins here), the database as cache and last-good store, the seed's reference rates when
 * nothing else was ever obtained.
 */

const KEY = 'our-exchange-rate-key';
const HOUR = 3_600_000;

let db: TestDatabase;
let keyed: ExchangeRateStandin; // ExchangeRate-API shape, expects KEY
let open: ExchangeRateStandin; // Frankfurter shape, no key
let third: ExchangeRateStandin; // another Frankfurter-shaped provider

beforeAll(async () => {
  db = await createTestDatabase();
  keyed = await startExchangeRateStandin({ shape: 'exchangerate-api', key: KEY });
  open = await startExchangeRateStandin({ shape: 'frankfurter' });
  third = await startExchangeRateStandin({ shape: 'frankfurter' });
});
afterAll(async () => {
  await Promise.all([keyed?.close(), open?.close(), third?.close()]);
  await db?.drop();
});

beforeEach(async () => {
  for (const standin of [keyed, open, third]) {
    standin.failure = null;
    standin.delayMs = 0;
    standin.strictSymbols = false;
    standin.requests.length = 0;
  }
  keyed.rates = { EUR: 0.9234, GBP: 0.7891, JPY: 151.37 };
  open.rates = { EUR: 0.93, GBP: 0.79 };
  third.rates = { EUR: 0.94, GBP: 0.8 };
});
// Every test starts from the seed's reference rates (provider 'seed', older than any cache period).
afterEach(async () => {
  await db.query('DELETE FROM exchange_rates');
  await db.query(
    `INSERT INTO exchange_rates (base, target, rate, provider, fetched_at) VALUES ('USD', 'EUR', 0.86, 'seed', $1), ('USD', 'GBP', 0.75, 'seed', $1)`,
    [REFERENCE_RATES_DATE],
  );
});

function deps(env: Record<string, string>, now?: () => Date): ExchangeRateDeps {
  const config = exchangeRateConfig(parseEnv({ EXCHANGE_RATE_API_KEY: KEY, EXCHANGE_RATE_TIMEOUT_MS: '400', ...env }));
  return { prisma: db.prisma, config, now };
}

const chain = (...standins: ExchangeRateStandin[]) => ({ EXCHANGE_RATE_PROVIDERS: standins.map((s) => s.template).join(',') });

async function storedRows() {
  const { rows } = await db.query<{ target: string; rate: string; provider: string; fetched_at: Date }>(
    'SELECT target, rate::text, provider, fetched_at FROM exchange_rates ORDER BY target',
  );
  return rows;
}

describe('provider chain', () => {
  it('asks the first provider, stores its rates exactly, and answers them fresh', async () => {
    const now = new Date('2026-11-22T08:00:00.000Z');
    keyed.rates = { ...keyed.rates, IQD: 1310.5 }; // ExchangeRate-API's table has the dinar
    const rates = await getExchangeRates(deps(chain(keyed, open), () => now));

    expect(rates).toEqual({
      base: 'USD',
      rates: [
        { currency: 'EUR', rate: '0.9234', provider: keyed.name, fetchedAt: now },
        { currency: 'GBP', rate: '0.7891', provider: keyed.name, fetchedAt: now },
        { currency: 'IQD', rate: '1310.5', provider: keyed.name, fetchedAt: now },
      ],
      fetchedAt: now,
      provider: keyed.name,
      stale: false,
    });
    expect(keyed.requests).toEqual([{ path: `/v6/${KEY}/latest/USD`, base: 'USD', key: KEY, symbols: null }]);
    expect(open.requests).toHaveLength(0);
    expect(await storedRows()).toEqual([
      { target: 'EUR', rate: '0.92340000', provider: keyed.name, fetched_at: now },
      { target: 'GBP', rate: '0.78910000', provider: keyed.name, fetched_at: now },
      { target: 'IQD', rate: '1310.50000000', provider: keyed.name, fetched_at: now },
    ]);
  });

  it('falls back to the next provider when the first refuses our key', async () => {
    const wrongKey = deps({ ...chain(keyed, open), EXCHANGE_RATE_API_KEY: 'not-our-key' });
    const rates = await getExchangeRates(wrongKey);

    expect(keyed.requests).toHaveLength(1); // answered { result: "error", "error-type": "invalid-key" }
    // The dinar is asked beside the others (ECB's list has none: the answer just lacks it).
    expect(open.requests).toEqual([{ path: '/v1/latest', base: 'USD', key: null, symbols: 'EUR,GBP,IQD' }]);
    expect(rates).toMatchObject({ provider: open.name, stale: false, rates: [{ currency: 'EUR', rate: '0.93' }, { currency: 'GBP', rate: '0.79' }] });
  });

  // Spec §8: invalid key, paid plan required, invalid base currency, malformed query: next provider.
  it.each(['invalid-key', 'inactive-account', 'quota-reached', 'base-code-only-on-pro', 'unsupported-code', 'malformed-request'] as const)(
    'falls back to the next provider on a "%s" error payload',
    async (errorType) => {
      keyed.failure = { errorType };
      const rates = await getExchangeRates(deps(chain(keyed, open)));
      expect(keyed.requests).toHaveLength(1);
      expect(rates).toMatchObject({ provider: open.name, stale: false });
    },
  );

  // The same five kinds in apilayer's payloads (currencylayer, Fixer): { success: false, error: { code, type, info } }.
  it.each(Object.keys(APILAYER_ERRORS) as (keyof typeof APILAYER_ERRORS)[])('falls back to the next provider on apilayer’s "%s" error payload', async (kind) => {
    const layer = await startExchangeRateStandin({ shape: 'currencylayer', key: 'layer-key', rates: { EUR: 0.91, GBP: 0.77 } });
    try {
      const env = { ...chain(layer, open), EXCHANGE_RATE_API_KEYS: 'layer-key' };
      // Working, it answers (quotes keyed USDEUR, read as EUR).
      expect(await getExchangeRates(deps(env))).toMatchObject({ provider: layer.name, rates: [{ currency: 'EUR', rate: '0.91' }, { currency: 'GBP', rate: '0.77' }] });
      await db.query('DELETE FROM exchange_rates');
      layer.failure = { apilayer: kind };
      const rates = await getExchangeRates(deps(env));
      // Refused for its currency codes, it is asked again without the dinar (and refuses again).
      expect(layer.requests).toHaveLength(kind === 'currency not found' ? 3 : 2);
      expect(rates).toMatchObject({ provider: open.name, stale: false, rates: [{ currency: 'EUR', rate: '0.93' }, { currency: 'GBP', rate: '0.79' }] });
    } finally {
      await layer.close();
    }
  });

  it('falls back when a provider does not know a currency, or answers a rate that is not a positive number', async () => {
    keyed.rates = { EUR: 0.92 }; // no GBP: "currency not found"
    open.rates = { EUR: 0, GBP: 0.79 };
    const rates = await getExchangeRates(deps(chain(keyed, open, third)));
    expect([keyed.requests.length, open.requests.length, third.requests.length]).toEqual([1, 1, 1]);
    expect(rates).toMatchObject({ provider: third.name, rates: [{ currency: 'EUR', rate: '0.94' }, { currency: 'GBP', rate: '0.8' }] });
  });

  it('falls back on an HTTP 500 and on a body that is not JSON', async () => {
    keyed.failure = 'http-500';
    open.failure = 'not-json';
    const rates = await getExchangeRates(deps(chain(keyed, open, third)));
    expect(rates.provider).toBe(third.name);
  });

  it('falls back when a provider does not answer within EXCHANGE_RATE_TIMEOUT_MS', async () => {
    keyed.failure = 'timeout';
    const started = Date.now();
    const rates = await getExchangeRates(deps({ ...chain(keyed, open), EXCHANGE_RATE_TIMEOUT_MS: '300' }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(keyed.requests).toHaveLength(1);
    expect(rates).toMatchObject({ provider: open.name, stale: false });
  });

  it('falls back when a provider is unreachable (closed port)', async () => {
    const gone = await startExchangeRateStandin({ shape: 'frankfurter' });
    await gone.close();
    const rates = await getExchangeRates(deps(chain(gone, open)));
    expect(rates.provider).toBe(open.name);
  });

  it('skips a provider whose template needs a key while EXCHANGE_RATE_API_KEY is unset', async () => {
    const rates = await getExchangeRates(deps({ ...chain(keyed, open), EXCHANGE_RATE_API_KEY: '' }));
    expect(keyed.requests).toHaveLength(0);
    expect(rates.provider).toBe(open.name);
  });

  it('gives each provider its own key (EXCHANGE_RATE_API_KEYS by position, EXCHANGE_RATE_API_KEY for an empty entry)', async () => {
    const second = await startExchangeRateStandin({ shape: 'exchangerate-api', key: 'second-account-key', rates: { EUR: 0.95, GBP: 0.81 } });
    try {
      // The first provider's own key is wrong (its account was closed): the second, with its own key, answers.
      const rates = await getExchangeRates(deps({ ...chain(keyed, second), EXCHANGE_RATE_API_KEY: '', EXCHANGE_RATE_API_KEYS: 'closed-account,second-account-key' }));
      expect(keyed.requests.map((r) => r.key)).toEqual(['closed-account']);
      expect(second.requests.map((r) => r.key)).toEqual(['second-account-key']);
      expect(rates).toMatchObject({ provider: second.name, stale: false, rates: [{ currency: 'EUR', rate: '0.95' }, { currency: 'GBP', rate: '0.81' }] });

      // An empty entry falls back to EXCHANGE_RATE_API_KEY.
      await db.query('DELETE FROM exchange_rates');
      const shared = await getExchangeRates(deps({ ...chain(keyed, second), EXCHANGE_RATE_API_KEYS: ',second-account-key' }));
      expect(keyed.requests.at(-1)?.key).toBe(KEY);
      expect(shared.provider).toBe(keyed.name);
    } finally {
      await second.close();
    }
  });

  it('stops the boot when EXCHANGE_RATE_API_KEYS has more keys than there are providers, without echoing them', () => {
    expect(() => parseEnv({ ...chain(open), EXCHANGE_RATE_API_KEYS: 'a-secret,b-secret' })).toThrow(EnvError);
    try {
      parseEnv({ ...chain(open), EXCHANGE_RATE_API_KEYS: 'a-secret,b-secret' });
    } catch (err) {
      expect(String(err)).toContain('EXCHANGE_RATE_API_KEYS');
      expect(String(err)).not.toContain('secret');
    }
  });

  it('keeps no float noise: rates are read as written and rounded half-up to 8 decimals', async () => {
    keyed.rates = { EUR: 0.1 + 0.2, GBP: 1.234567895 }; // 0.30000000000000004 as a JSON number
    expect((await getExchangeRates(deps(chain(keyed)))).rates).toMatchObject([
      { currency: 'EUR', rate: '0.3' },
      { currency: 'GBP', rate: '1.2345679' },
    ]);
  });

  it('reads rates written as strings and in exponent form', async () => {
    keyed.rates = { EUR: '0.92', GBP: 7.5e-7 };
    const rates = await getExchangeRates(deps({ ...chain(keyed), EXCHANGE_RATE_CACHE_SECONDS: '0' }));
    expect(rates.rates).toMatchObject([
      { currency: 'EUR', rate: '0.92' },
      { currency: 'GBP', rate: '0.00000075' },
    ]);
  });
});

describe('the Iraqi dinar (ADR 051)', () => {
  it('takes IQD from the first provider that has it when the winner lacks it, each rate with its own provider', async () => {
    const now = new Date('2026-11-22T08:00:00.000Z');
    keyed.rates = { EUR: 0.95, GBP: 0.81, IQD: 1310 };
    const rates = await getExchangeRates(deps(chain(open, keyed), () => now));

    expect(open.requests.map((r) => r.symbols)).toEqual(['EUR,GBP,IQD']); // the ECB list has no IQD: the answer lacks it
    expect(keyed.requests).toHaveLength(1);
    expect(rates.rates).toEqual([
      { currency: 'EUR', rate: '0.93', provider: open.name, fetchedAt: now },
      { currency: 'GBP', rate: '0.79', provider: open.name, fetchedAt: now },
      { currency: 'IQD', rate: '1310', provider: keyed.name, fetchedAt: now },
    ]);
    expect((await storedRows()).map((r) => [r.target, r.provider])).toEqual([
      ['EUR', open.name],
      ['GBP', open.name],
      ['IQD', keyed.name],
    ]);
  });

  it('prefers a dinar-only market-rate source placed first in the chain: its IQD is kept though it has no EUR or GBP', async () => {
    const now = new Date('2026-11-22T08:00:00.000Z');
    const market = await startExchangeRateStandin({ shape: 'frankfurter', rates: { IQD: 1478 } }); // e.g. an Erbil exchange-shop feed
    try {
      keyed.rates = { ...keyed.rates, IQD: 1310 }; // the official-ish rate
      const rates = await getExchangeRates(deps(chain(market, keyed), () => now));
      expect(rates.rates).toEqual([
        { currency: 'EUR', rate: '0.9234', provider: keyed.name, fetchedAt: now },
        { currency: 'GBP', rate: '0.7891', provider: keyed.name, fetchedAt: now },
        { currency: 'IQD', rate: '1478', provider: market.name, fetchedAt: now },
      ]);
    } finally {
      await market.close();
    }
  });

  it('asks a provider that refuses the dinar code again without it, so EUR and GBP never depend on it', async () => {
    open.strictSymbols = true; // 404 "not found" for a symbol it does not list
    const rates = await getExchangeRates(deps(chain(open)));
    expect(open.requests.map((r) => r.symbols)).toEqual(['EUR,GBP,IQD', 'EUR,GBP']);
    expect(rates).toMatchObject({ provider: open.name, stale: false, rates: [{ currency: 'EUR', rate: '0.93' }, { currency: 'GBP', rate: '0.79' }] });
  });

  it('without any provider that has it, offers no IQD rate, and is fresh all the same until the cache period ends', async () => {
    const t0 = new Date('2026-11-22T08:00:00.000Z');
    let now = t0;
    const d = deps(chain(open), () => now);
    expect((await getExchangeRates(d)).rates.map((r) => r.currency)).toEqual(['EUR', 'GBP']);
    now = new Date(t0.getTime() + 60_000);
    expect(await getExchangeRates(d)).toMatchObject({ stale: false });
    expect(open.requests).toHaveLength(1); // not asked again for the missing dinar on every request
  });

  it('keeps the last dinar rate when the next refresh’s providers lack it', async () => {
    const t0 = new Date('2026-11-22T08:00:00.000Z');
    let now = t0;
    keyed.rates = { ...keyed.rates, IQD: 1310 };
    await getExchangeRates(deps(chain(keyed), () => now));
    now = new Date(t0.getTime() + 2 * HOUR);
    const later = await getExchangeRates(deps(chain(open), () => now));
    expect(later.rates).toEqual([
      { currency: 'EUR', rate: '0.93', provider: open.name, fetchedAt: now },
      { currency: 'GBP', rate: '0.79', provider: open.name, fetchedAt: now },
      { currency: 'IQD', rate: '1310', provider: keyed.name, fetchedAt: t0 },
    ]);
  });
});

describe('cache in the database', () => {
  it('serves stored rates within the cache period without asking any provider, then asks again', async () => {
    const t0 = new Date('2026-11-22T08:00:00.000Z');
    let now = t0;
    const d = deps(chain(keyed, open), () => now);
    await getExchangeRates(d);
    expect(keyed.requests).toHaveLength(1);

    keyed.rates = { EUR: 0.95, GBP: 0.81 };
    now = new Date(t0.getTime() + HOUR - 1000);
    const cached = await getExchangeRates(d);
    expect(keyed.requests).toHaveLength(1); // not asked again
    expect(cached).toMatchObject({ stale: false, fetchedAt: t0, rates: [{ currency: 'EUR', rate: '0.9234' }, { currency: 'GBP', rate: '0.7891' }] });

    now = new Date(t0.getTime() + HOUR + 1000);
    const refreshed = await getExchangeRates(d);
    expect(keyed.requests).toHaveLength(2);
    expect(refreshed).toMatchObject({ stale: false, fetchedAt: now, rates: [{ currency: 'EUR', rate: '0.95' }, { currency: 'GBP', rate: '0.81' }] });
  });

  it('honours EXCHANGE_RATE_CACHE_SECONDS, and 0 asks on every call', async () => {
    const t0 = new Date('2026-11-22T08:00:00.000Z');
    let now = t0;
    const short = deps({ ...chain(open), EXCHANGE_RATE_CACHE_SECONDS: '60' }, () => now);
    await getExchangeRates(short);
    now = new Date(t0.getTime() + 59_000);
    await getExchangeRates(short);
    expect(open.requests).toHaveLength(1);
    now = new Date(t0.getTime() + 61_000);
    await getExchangeRates(short);
    expect(open.requests).toHaveLength(2);

    const never = deps({ ...chain(open), EXCHANGE_RATE_CACHE_SECONDS: '0' }, () => now);
    await getExchangeRates(never);
    await getExchangeRates(never);
    expect(open.requests).toHaveLength(4);
  });

  it('is shared by every instance: rates fetched by one are served by another without a provider call', async () => {
    await getExchangeRates(deps(chain(keyed)));
    // A second instance: its own configuration object, same database.
    const other = await getExchangeRates(deps(chain(open)));
    expect(open.requests).toHaveLength(0);
    expect(other.provider).toBe(keyed.name);
  });

  it('asks the providers once when many requests find the cache expired together; the others serve the stored rates', async () => {
    open.delayMs = 300;
    const d = deps(chain(open));
    const results = await Promise.all(Array.from({ length: 8 }, () => getExchangeRates(d)));

    expect(open.requests).toHaveLength(1);
    const fresh = results.filter((r) => !r.stale);
    const stale = results.filter((r) => r.stale);
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    expect(fresh.every((r) => r.provider === open.name)).toBe(true);
    // Meanwhile: the seed's rates, never nothing.
    expect(stale.every((r) => r.provider === 'seed' && r.rates.length === 2)).toBe(true);
  });
});

describe('when no provider can give rates', () => {
  it('serves the last good rates, marked stale, and keeps them', async () => {
    const t0 = new Date('2026-11-22T08:00:00.000Z');
    let now = t0;
    const d = deps(chain(keyed, open), () => now);
    await getExchangeRates(d);

    keyed.failure = 'http-500';
    open.failure = 'timeout';
    now = new Date(t0.getTime() + 5 * HOUR);
    const rates = await getExchangeRates(d);

    // open: asked for the dinar keyed lacked the first time, then timed out.
    expect([keyed.requests.length, open.requests.length]).toEqual([2, 2]);
    expect(rates).toMatchObject({
      base: 'USD',
      rates: [
        { currency: 'EUR', rate: '0.9234' },
        { currency: 'GBP', rate: '0.7891' },
      ],
      fetchedAt: t0,
      provider: keyed.name,
      stale: true,
    });
    expect((await storedRows()).map((r) => [r.rate, r.provider, r.fetched_at])).toEqual([
      ['0.92340000', keyed.name, t0],
      ['0.78910000', keyed.name, t0],
    ]);
  });

  it('waits a minute after a failed refresh before this instance asks the providers again', async () => {
    const t0 = new Date('2026-11-22T08:00:00.000Z');
    let now = t0;
    const memo = createRefreshMemo();
    const instance = { ...deps(chain(keyed), () => now), memo };
    keyed.failure = 'http-500';
    expect((await getExchangeRates(instance)).stale).toBe(true);
    expect(keyed.requests).toHaveLength(1);

    now = new Date(t0.getTime() + 30_000);
    keyed.failure = null;
    expect(await getExchangeRates(instance)).toMatchObject({ stale: true, provider: 'seed' });
    expect(keyed.requests).toHaveLength(1); // not asked: every request would otherwise wait for the chain

    // The memory is this instance's only: another one asks (and here, succeeds).
    expect(await getExchangeRates({ ...deps(chain(keyed), () => now), memo: createRefreshMemo() })).toMatchObject({ stale: false });
    expect(keyed.requests).toHaveLength(2);

    await db.query(`UPDATE exchange_rates SET fetched_at = $1`, [REFERENCE_RATES_DATE]);
    now = new Date(t0.getTime() + 61_000);
    expect(await getExchangeRates(instance)).toMatchObject({ stale: false, provider: keyed.name });
    expect(keyed.requests).toHaveLength(3);
    expect(memo.failedAt).toBeNull();
  });

  it('with every provider down and nothing fetched yet, serves the seed’s reference rates, labelled', async () => {
    keyed.failure = 'http-500';
    open.failure = { errorType: 'invalid-key' };
    const rates = await getExchangeRates(deps(chain(keyed, open)));
    expect(rates).toMatchObject({
      base: 'USD',
      rates: [
        { currency: 'EUR', rate: '0.86' },
        { currency: 'GBP', rate: '0.75' },
      ],
      fetchedAt: REFERENCE_RATES_DATE,
      provider: 'seed',
      stale: true,
    });
  });

  it('with no provider configured, serves the stored rates without any HTTP call', async () => {
    const rates = await getExchangeRates(deps({ EXCHANGE_RATE_PROVIDERS: 'none' }));
    expect(rates).toMatchObject({ provider: 'seed', stale: true, rates: [{ currency: 'EUR' }, { currency: 'GBP' }] });
    expect([keyed, open, third].every((s) => s.requests.length === 0)).toBe(true);
  });

  it('with no rate stored at all (an unseeded database) and no provider answering, serves the snapshot shipped with the server, labelled and not stored', async () => {
    await db.query('DELETE FROM exchange_rates');
    const snapshot = {
      base: 'USD',
      rates: [
        { currency: 'EUR', rate: RATES_SNAPSHOT.rates.EUR.replace(/0+$/, '') },
        { currency: 'GBP', rate: RATES_SNAPSHOT.rates.GBP.replace(/0+$/, '') },
      ],
      fetchedAt: RATES_SNAPSHOT.date,
      provider: 'snapshot',
      stale: true,
    };
    expect(await getExchangeRates(deps({ EXCHANGE_RATE_PROVIDERS: 'none' }))).toMatchObject(snapshot);

    open.failure = 'http-500';
    expect(await getExchangeRates(deps(chain(open)))).toMatchObject(snapshot);
    expect(await storedRows()).toEqual([]);

    // A currency the table lacks takes the snapshot; the stored one is kept.
    await db.query(`INSERT INTO exchange_rates (base, target, rate, provider, fetched_at) VALUES ('USD', 'EUR', 0.91, 'earlier', $1)`, [REFERENCE_RATES_DATE]);
    expect((await getExchangeRates(deps(chain(open)))).rates).toMatchObject([
      { currency: 'EUR', rate: '0.91' },
      { currency: 'GBP', rate: snapshot.rates[1].rate },
    ]);
  });

  it('fills an empty table as soon as a provider answers', async () => {
    await db.query('DELETE FROM exchange_rates');
    const rates = await getExchangeRates(deps(chain(open)));
    expect(rates).toMatchObject({ provider: open.name, stale: false, rates: [{ currency: 'EUR', rate: '0.93' }, { currency: 'GBP', rate: '0.79' }] });
    expect(await storedRows()).toHaveLength(2);
  });
});

describe('configuration', () => {
  it('defaults to the public providers, 3600 s of cache and a 5 s timeout', () => {
    const env = parseEnv({});
    expect(env.EXCHANGE_RATE_PROVIDERS).toEqual(DEFAULT_EXCHANGE_RATE_PROVIDERS);
    expect(exchangeRateConfig(env)).toMatchObject({
      providers: [{ name: 'api.frankfurter.dev' }, { name: 'v6.exchangerate-api.com' }, { name: 'open.er-api.com' }],
      cacheSeconds: 3600,
      timeoutMs: 5000,
    });
  });

  it('takes a comma-separated list, or none', () => {
    expect(parseEnv({ EXCHANGE_RATE_PROVIDERS: ' https://a.example/{base} , https://b.example/x?b={base}&k={key} ' }).EXCHANGE_RATE_PROVIDERS).toEqual([
      'https://a.example/{base}',
      'https://b.example/x?b={base}&k={key}',
    ]);
    expect(parseEnv({ EXCHANGE_RATE_PROVIDERS: 'none' }).EXCHANGE_RATE_PROVIDERS).toEqual([]);
  });

  it('stops the boot on a template that is not an http(s) URL, without echoing it', () => {
    expect(() => parseEnv({ EXCHANGE_RATE_PROVIDERS: 'https://ok.example/{base},ftp://secret-key@x/{base}' })).toThrow(EnvError);
    expect(() => parseEnv({ EXCHANGE_RATE_PROVIDERS: 'https://ok.example/{base},ftp://secret-key@x/{base}' })).toThrow(/EXCHANGE_RATE_PROVIDERS: entry 2 is not an http\(s\) URL template/);
    expect(() => parseEnv({ EXCHANGE_RATE_PROVIDERS: 'ftp://secret-key@x/{base}' })).not.toThrow(/secret-key/);
    expect(() => parseEnv({ EXCHANGE_RATE_CACHE_SECONDS: '-1' })).toThrow(/EXCHANGE_RATE_CACHE_SECONDS/);
  });
});
