import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CurrencyContext } from '../hooks/useCurrency.ts';
import type { Currency } from '../lib/currency.ts';
import { writeStorage } from '../lib/storage.ts';
import { noteAppChange } from '../ssr/appChanges.ts';

interface CurrencyProviderProps {
  /** The currency resolved at start (see resolveCurrency). */
  initialCurrency: Currency;
  /** The currency the browser's storage asks for when it differs from the server's: switched to after hydration. */
  preferredCurrency?: Currency;
  children: ReactNode;
}

/** Holds the display currency chosen in the header. */
export function CurrencyProvider({ initialCurrency, preferredCurrency, children }: CurrencyProviderProps) {
  const [currency, setCurrencyState] = useState(initialCurrency);

  const setCurrency = useCallback((next: Currency) => {
    noteAppChange();
    writeStorage('currency', next);
    setCurrencyState(next);
  }, []);

  useEffect(() => {
    if (preferredCurrency && preferredCurrency !== initialCurrency) setCurrency(preferredCurrency);
    // Once, after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
