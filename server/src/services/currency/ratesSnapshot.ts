/**
 * Exchange rates shipped with the server, for a first run with no network: an empty
 * `exchange_rates` table (a database that was never seeded, or whose rows an operator deleted)
 * and no provider answering. Served labelled (`provider: 'snapshot'`, `stale: true`, dated), never
 * stored: the first provider answer fills the table and replaces them (docs/decisions/008).
 *
 * ECB reference rates of the date below, expressed from USD (units of the currency for 1 USD).
 * Refresh them now and then (any provider's answer will do); being dated, they never pass for
 * fresh rates.
 */
export const RATES_SNAPSHOT = {
  provider: 'snapshot',
  date: new Date('2026-01-02T00:00:00.000Z'),
  rates: { EUR: '0.8530', GBP: '0.7440' } as Readonly<Record<string, string>>,
} as const;
