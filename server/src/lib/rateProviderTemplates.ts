/**
 * Exchange-rate provider templates (EXCHANGE_RATE_PROVIDERS): the default chain, how a template
 * is filled in, and the name it goes by. A leaf module: env.ts validates the variable with it
 * and exchangeRates.ts (which reads the parsed Env) uses it, with no import cycle between the two.
 */

/** The chain as used by tests and the public default (env.ts). */
export const DEFAULT_EXCHANGE_RATE_PROVIDERS = [
  // ECB reference rates; free, no key, no attribution required.
  'https://api.frankfurter.dev/v1/latest?base={base}&symbols={targets}',
  // ExchangeRate-API's keyed free plan: used only once EXCHANGE_RATE_API_KEY is set.
  'https://v6.exchangerate-api.com/v6/{key}/latest/{base}',
  // ExchangeRate-API's open access, no key: the ECB list has no Iraqi dinar, this one does (its
  // rate, not Erbil's market rate; the page names it as the source, ADR 051). Also a last
  // resort for EUR and GBP.
  'https://open.er-api.com/v6/latest/{base}',
];

/** Longest provider name the `exchange_rates.provider` column (varchar(50)) holds. */
const MAX_NAME = 50;

/** The URL of a template, filled in. Placeholder values are URL-encoded. */
export function fillTemplate(template: string, values: { base: string; targets: readonly string[]; key?: string }): string {
  return template
    .replaceAll('{base}', encodeURIComponent(values.base))
    .replaceAll('{targets}', values.targets.map(encodeURIComponent).join(','))
    .replaceAll('{key}', encodeURIComponent(values.key ?? ''));
}

/** Name of a provider: the host of its URL (a key in the path or query never shows). */
export function providerName(template: string): string {
  return new URL(fillTemplate(template, { base: 'USD', targets: ['EUR'], key: 'key' })).host.slice(0, MAX_NAME);
}
