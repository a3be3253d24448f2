import type { PrismaClient } from '../../db/prisma.ts';
import { fetchFromChain, rateProviders, type ExchangeRateEnv, type RateProvider } from '../../lib/exchangeRates.ts';
import { BASE_CURRENCY, OPTIONAL_RATE_CURRENCIES, RATE_CURRENCIES, RATE_DECIMALS } from '../../shared/currency.ts';
import { normalizeDecimal, roundDecimal } from '../../shared/decimal.ts';
import { tryTransactionLock } from './queries.ts';
import { RATES_SNAPSHOT } from './ratesSnapshot.ts';

/**
 * Exchange rates from the base currency (USD) to the other display currencies (EUR, GBP, IQD),
 * for showing prices (docs/decisions/008-exchange-rates.md). IQD is optional (ADR 051): the chain
 * answers for EUR and GBP without it, it comes from the first provider that has it, each rate
 * keeps its own provider and time (the page shows "rate from <provider>, <date>" beside dinars),
 * and with no rate ever obtained it is not offered.
 *
 * The database is the cache and the memory: `exchange_rates` keeps the last good rate of each
 * currency with its provider and time. Rows younger than EXCHANGE_RATE_CACHE_SECONDS are served
 * as they are; older ones are refreshed from the provider chain by one caller at a time (the
 * others serve the rows they have meanwhile); when no provider answers, the last good rows are
 * served, marked stale; with none stored at all, the snapshot shipped with the server
 * (ratesSnapshot.ts). Nothing lives only in this process, so any number of instances agree.
 */

export interface ExchangeRateConfig {
  /** Each with its own key (lib/exchangeRates.ts rateProviders). */
  providers: RateProvider[];
  timeoutMs: number;
  /** 0: ask the providers on every call (the stored rows are still the fallback). */
  cacheSeconds: number;
}

export function exchangeRateConfig(env: ExchangeRateEnv): ExchangeRateConfig {
  return {
    providers: rateProviders(env),
    timeoutMs: env.EXCHANGE_RATE_TIMEOUT_MS,
    cacheSeconds: env.EXCHANGE_RATE_CACHE_SECONDS,
  };
}

export interface Rate {
  currency: string;
  /** Units of `currency` for one unit of the base, a decimal string (up to 8 decimals). */
  rate: string;
  /** Who gave this rate (a provider's host, 'seed' or 'snapshot'). */
  provider: string;
  /** When this rate was fetched. */
  fetchedAt: Date;
}

/** The display currencies every answer must carry; the optional ones (IQD) come when a provider has them. */
const REQUIRED_RATE_CURRENCIES = RATE_CURRENCIES.filter((c) => !OPTIONAL_RATE_CURRENCIES.includes(c));

export interface ExchangeRates {
  base: typeof BASE_CURRENCY;
  /** One per display currency other than the base that has a rate; none when none ever did. */
  rates: Rate[];
  /** When the oldest of these rates was fetched; null without rates. */
  fetchedAt: Date | null;
  /** Who gave them ('seed' for the seed's reference rates); null without rates. */
  provider: string | null;
  /** True when these rates are older than the cache period: no provider could refresh them. */
  stale: boolean;
}

/** Logs the service writes: a provider that fails is worth a warning, not an error to the client. */
export interface RateLog {
  warn(obj: object, message: string): void;
  info(obj: object, message: string): void;
}

/**
 * This instance's memory of its last failed refresh, so that during a provider outage it does
 * not make every request wait for the whole chain to time out (nor hammer a provider that is
 * rate-limiting us). Only an optimisation: the rates themselves live in PostgreSQL, and another
 * instance may still try. One per app (app.ts), none in tests that want every call to try.
 */
export interface RefreshMemo {
  failedAt: number | null;
}

export function createRefreshMemo(): RefreshMemo {
  return { failedAt: null };
}

/** How long an instance waits after a failed refresh before asking the providers again. */
export function retryDelayMs(config: ExchangeRateConfig): number {
  return Math.min(60_000, config.cacheSeconds * 1000);
}

export interface ExchangeRateDeps {
  prisma: PrismaClient;
  config: ExchangeRateConfig;
  memo?: RefreshMemo;
  log?: RateLog;
  now?: () => Date;
}

// One refresh at a time across every instance (the other lock keys: db/migrate.ts,
// db/bootstrap.ts, prisma/seed).
const REFRESH_LOCK = 727_100_010;

type Row = { target: string; rate: { toFixed(places: number): string }; provider: string; fetchedAt: Date };

async function storedRows(prisma: Pick<PrismaClient, 'exchangeRate'>): Promise<Row[]> {
  return prisma.exchangeRate.findMany({
    where: { base: BASE_CURRENCY, target: { in: [...RATE_CURRENCIES] } },
    orderBy: { target: 'asc' },
  });
}

/**
 * Fresh: every required display currency has a row, and the oldest is within the cache period.
 * An optional one (IQD) neither makes nor keeps the rows stale: a chain with no provider that
 * has it is not asked on every request; it is asked again with the others' next refresh.
 */
function isFresh(rows: Row[], config: ExchangeRateConfig, now: Date): boolean {
  if (config.cacheSeconds <= 0) return false;
  const required = rows.filter((row) => (REQUIRED_RATE_CURRENCIES as string[]).includes(row.target.trim()));
  if (required.length < REQUIRED_RATE_CURRENCIES.length) return false;
  return required.every((row) => now.getTime() - row.fetchedAt.getTime() < config.cacheSeconds * 1000);
}

function view(rows: Row[], stale: boolean): ExchangeRates {
  if (rows.length === 0) return { base: BASE_CURRENCY, rates: [], fetchedAt: null, provider: null, stale };
  const oldest = rows.reduce((a, b) => (b.fetchedAt < a.fetchedAt ? b : a));
  return {
    base: BASE_CURRENCY,
    // Display order (EUR, GBP, IQD), whatever order the rows came in.
    rates: RATE_CURRENCIES.flatMap((currency) => {
      const row = rows.find((r) => r.target.trim() === currency);
      return row ? [{ currency, rate: normalizeDecimal(row.rate.toFixed(RATE_DECIMALS)), provider: row.provider, fetchedAt: row.fetchedAt }] : [];
    }),
    fetchedAt: oldest.fetchedAt,
    provider: [...new Set(rows.map((r) => r.provider))].join(', '),
    stale,
  };
}

type Refresh = { outcome: 'fresh'; rows: Row[] } | { outcome: 'busy' } | { outcome: 'failed' };

/**
 * Asks the providers and stores their answer, unless another caller is already doing so
 * ('busy') or has just done so (its fresh rows). 'failed': no provider answered.
 *
 * Trap: the lock is transaction-scoped, so the HTTP calls run inside the transaction, holding
 * one pooled connection for at most providers x timeout. That is the price of a lock that is
 * released by PostgreSQL itself if this instance dies mid-refresh.
 */
async function refresh(deps: ExchangeRateDeps, now: () => Date): Promise<Refresh> {
  const { prisma, config, log } = deps;
  // Each provider may be asked twice (with the optional currencies, then without or for them alone).
  const budget = 2 * config.providers.length * config.timeoutMs + 5000;
  return prisma.$transaction(
    async (tx) => {
      if (!(await tryTransactionLock(tx, REFRESH_LOCK))) return { outcome: 'busy' };
      // Another instance may have refreshed between our read and the lock.
      const current = await storedRows(tx);
      if (isFresh(current, config, now())) return { outcome: 'fresh', rows: current };

      const { result, optional, failures } = await fetchFromChain(config.providers, {
        base: BASE_CURRENCY,
        targets: REQUIRED_RATE_CURRENCIES,
        optional: OPTIONAL_RATE_CURRENCIES,
        timeoutMs: config.timeoutMs,
      });
      for (const { provider, reason } of failures) log?.warn({ provider, reason }, 'exchange-rate provider failed; trying the next');
      if (!result) return { outcome: 'failed' };

      const fetchedAt = now();
      const answers = [
        ...Object.entries(result.rates).map(([target, rate]) => ({ target, rate, provider: result.provider })),
        ...Object.entries(optional).map(([target, { rate, provider }]) => ({ target, rate, provider })),
      ];
      for (const { target, rate, provider } of answers) {
        await tx.exchangeRate.upsert({
          where: { base_target: { base: BASE_CURRENCY, target } },
          create: { base: BASE_CURRENCY, target, rate, provider, fetchedAt },
          update: { rate, provider, fetchedAt },
        });
      }
      log?.info({ provider: result.provider, rates: result.rates, optional }, 'exchange rates refreshed');
      return { outcome: 'fresh', rows: await storedRows(tx) };
    },
    { maxWait: 5000, timeout: budget },
  );
}

/** The rates to show prices with: fresh if a provider can give them, else the last good ones. */
export async function getExchangeRates(deps: ExchangeRateDeps): Promise<ExchangeRates> {
  const { config, memo } = deps;
  const now = deps.now ?? (() => new Date());
  const rows = await storedRows(deps.prisma);
  if (isFresh(rows, config, now())) return view(rows, false);
  const coolingDown = memo?.failedAt != null && now().getTime() - memo.failedAt < retryDelayMs(config);
  if (config.providers.length > 0 && !coolingDown) {
    try {
      const refreshed = await refresh(deps, now);
      if (memo && refreshed.outcome !== 'busy') memo.failedAt = refreshed.outcome === 'failed' ? now().getTime() : null;
      if (refreshed.outcome === 'fresh') return view(refreshed.rows, false);
    } catch (err) {
      // The database failed mid-refresh: the rows read above are still the best answer.
      deps.log?.warn({ err }, 'exchange-rate refresh failed');
    }
  }
  // The last good rates; a currency that never had one takes the snapshot shipped with the
  // server (a first run with no network), labelled as such.
  return view(withSnapshot(rows), true);
}

/** The stored rows, plus the shipped snapshot's rate for each display currency that has none. */
function withSnapshot(rows: Row[]): Row[] {
  const missing = RATE_CURRENCIES.filter((currency) => !rows.some((row) => row.target.trim() === currency) && RATES_SNAPSHOT.rates[currency]);
  return [
    ...rows,
    ...missing.map((target) => ({
      target,
      rate: { toFixed: (places: number) => roundDecimal(RATES_SNAPSHOT.rates[target], places) },
      provider: RATES_SNAPSHOT.provider,
      fetchedAt: RATES_SNAPSHOT.date,
    })),
  ];
}
