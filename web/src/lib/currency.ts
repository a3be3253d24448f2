/** Display currencies (spec §9); amounts are kept in the base currency, USD. */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export type Currency = (typeof CURRENCIES)[number];

export const BASE_CURRENCY: Currency = 'USD';

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Currency at start (spec §2): the stored choice if valid, else the base currency. */
export function resolveCurrency(stored: string | null): Currency {
  return isCurrency(stored) ? stored : BASE_CURRENCY;
}
