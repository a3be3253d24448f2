/**
 * Display currencies, shared by the server (exchange rates, convertAmount) and the web app
 * (the header's choice). Spec §9: base USD; USD $, EUR €, GBP £; and IQD, the Iraqi dinar, in
 * whole dinars with its code after the amount (issue 27, docs/decisions/051-iqd-display-currency.md).
 * The conversion rule is in ./conversion.ts.
 *
 * Browser-safe, and part of the web app's first paint (the header): constants only. Trap: a
 * function added here is bundled into the home route's first load whether the header uses it
 * or not (the bundler keeps a module whole in the chunk that first needs it).
 */

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'IQD'] as const;

export type Currency = (typeof CURRENCIES)[number];

/** Amounts are kept, priced and stored in this currency; the others are for display. */
export const BASE_CURRENCY = 'USD' satisfies Currency;

/** The display currencies other than the base: the ones that need an exchange rate. */
export const RATE_CURRENCIES = CURRENCIES.filter((c) => c !== BASE_CURRENCY) as Exclude<Currency, typeof BASE_CURRENCY>[];

/**
 * Display currencies whose rate not every provider carries (the ECB's list, hence Frankfurter,
 * has no IQD): the chain's answer for the others never waits for them, and each is taken from
 * the first provider that has it. Without any rate it is simply not offered (amounts stay USD).
 */
export const OPTIONAL_RATE_CURRENCIES: readonly Currency[] = ['IQD'];

/**
 * What a driver can be charged in online (the card processor's currencies in our setup). Pay
 * online with another display currency shown charges the base currency, the stored price.
 */
export const CHARGE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const satisfies readonly Currency[];

export function isChargeCurrency(value: unknown): value is (typeof CHARGE_CURRENCIES)[number] {
  return typeof value === 'string' && (CHARGE_CURRENCIES as readonly string[]).includes(value);
}

/** Decimals of a rate, as the `exchange_rates.rate` column (numeric(18,8)) stores them. */
export const RATE_DECIMALS = 8;

/** Decimals of money in every display currency but the whole-unit ones below. */
export const MONEY_DECIMALS = 2;

/** Currencies shown and quoted in whole units: dinars have no fils in use. */
const WHOLE_UNIT_CURRENCIES: readonly string[] = ['IQD'];

/** Decimals an amount in `currency` is rounded to and shown with: 0 for IQD, else 2. */
export function moneyDecimals(currency: string): number {
  return WHOLE_UNIT_CURRENCIES.includes(currency.trim().toUpperCase()) ? 0 : MONEY_DECIMALS;
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
