import { createContext, useContext } from 'react';
import { BASE_CURRENCY, type Currency } from '../lib/currency.ts';

export interface CurrencyContextValue {
  currency: Currency;
  /** Switches the display currency and remembers it (localStorage `currency`). */
  setCurrency: (currency: Currency) => void;
}

export const CurrencyContext = createContext<CurrencyContextValue>({
  currency: BASE_CURRENCY,
  setCurrency: () => {
    throw new Error('useCurrency() needs a <CurrencyProvider> above it');
  },
});

export function useCurrency(): CurrencyContextValue {
  return useContext(CurrencyContext);
}
