import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { CurrencyContext } from '../hooks/useCurrency.ts';
import type { Currency } from '../lib/currency.ts';
import { writeStorage } from '../lib/storage.ts';

interface CurrencyProviderProps {
  /** The currency resolved at start (see resolveCurrency). */
  initialCurrency: Currency;
  children: ReactNode;
}

/** Holds the display currency chosen in the header. */
export function CurrencyProvider({ initialCurrency, children }: CurrencyProviderProps) {
  const [currency, setCurrencyState] = useState(initialCurrency);

  const setCurrency = useCallback((next: Currency) => {
    writeStorage('currency', next);
    setCurrencyState(next);
  }, []);

  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
