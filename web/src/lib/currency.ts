import { BASE_CURRENCY, isCurrency, type Currency } from '@shared/currency.ts';

/**
 * Display currencies (spec §9); amounts are kept in the base currency, USD. The list and the
 * conversion rule (lib/money.ts) are shared with the server (server/src/shared/currency.ts, conversion.ts).
 */
export { BASE_CURRENCY, CURRENCIES, isCurrency, type Currency } from '@shared/currency.ts';

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  // The dinar is written with its code (ADR 051): no symbol of its own in the picker either.
  IQD: '',
};

/** Currency at start (spec §2): the stored choice if valid, else the base currency. */
export function resolveCurrency(stored: string | null): Currency {
  return isCurrency(stored) ? stored : BASE_CURRENCY;
}
