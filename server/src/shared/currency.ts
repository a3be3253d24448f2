/**
 * Display currencies, shared by the server (exchange rates, convertAmount) and the web app
 * (the header's choice). Spec §9: base USD; USD $, EUR €, GBP £. The conversion rule is in
 * ./conversion.ts.
 *
 * Browser-safe, and part of the web app's first paint (the header): constants only. Trap: a
 * function added here is bundled into the home route's first load whether the header uses it
 * or not (the bundler keeps a module whole in the chunk that first needs it).
 */

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export type Currency = (typeof CURRENCIES)[number];

/** Amounts are kept, priced and stored in this currency; the others are for display. */
export const BASE_CURRENCY = 'USD' satisfies Currency;

/** The display currencies other than the base: the ones that need an exchange rate. */
export const RATE_CURRENCIES = CURRENCIES.filter((c) => c !== BASE_CURRENCY) as Exclude<Currency, typeof BASE_CURRENCY>[];

/** Decimals of a rate, as the `exchange_rates.rate` column (numeric(18,8)) stores them. */
export const RATE_DECIMALS = 8;

/** Decimals of money in every display currency. */
export const MONEY_DECIMALS = 2;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
