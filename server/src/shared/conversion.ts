import { MONEY_DECIMALS } from './currency.ts';
import { multiplyDecimal, multiplyDivideDecimal, roundDecimal } from './decimal.ts';

/**
 * The conversion rule, shared by the server (convertAmount) and the web app (prices in the
 * header's currency): exact decimals, rounded half-up to cents once. Browser-safe. Kept apart
 * from ./currency.ts so the web app's first paint does not carry it (see there).
 */

/**
 * A base-currency (USD) amount in a currency whose rate from the base is `rate` (units of that
 * currency for 1 USD): the exact product, rounded half-up to cents once (to `decimals`:
 * moneyDecimals(currency), 0 for whole dinars).
 */
export function convertFromBase(amount: string, rate: string, decimals: number = MONEY_DECIMALS): string {
  return roundDecimal(multiplyDecimal(amount, rate), decimals);
}

/**
 * An amount in `fromRate`'s currency expressed in `toRate`'s (both rates from the base; the
 * base's own rate is "1"): amount x toRate / fromRate computed exactly, rounded to cents once.
 */
export function convertBetween(amount: string, fromRate: string, toRate: string, decimals: number = MONEY_DECIMALS): string {
  return multiplyDivideDecimal(amount, toRate, fromRate, decimals);
}
