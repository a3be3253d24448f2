import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { graphql } from '../__generated__';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { BASE_CURRENCY, type Currency } from '../lib/currency.ts';
import { formatMoneyIn, formatThresholdIn, hasFraction } from '../lib/money.ts';
import { useCurrency } from './useCurrency.ts';

/**
 * The server's rates from USD (schema.graphql `exchangeRates`). Stale rates (no provider
 * answered lately) are used all the same: the last good rates are the product's fallback.
 */
export const ExchangeRatesQuery = graphql(`
  query ExchangeRates {
    exchangeRates {
      rates {
        currency
        rate
        provider
        fetchedAt
      }
    }
  }
`);

export interface Money {
  /** The currency amounts are shown in: the header's choice once its rate is here, else USD. */
  currency: Currency;
  /** True when the chosen currency has no rate (none exists, or the query failed): amounts show in USD. */
  unavailable: boolean;
  /**
   * A USD amount (decimal string from the API) in `currency`, formatted for the interface
   * language; `withCents` writes ".00" too (for amounts shown beside fractional ones).
   */
  format: (usdAmount: string, withCents?: boolean) => string;
  /** A USD threshold (the deposit filter's) in `currency`, rounded to a sensible step there (whole thousands of dinars). */
  formatThreshold: (usdAmount: string, withCents?: boolean) => string;
  /**
   * Where the shown currency's rate comes from, for the "rate from <source>, <date>" line beside
   * IQD amounts; null in USD or without a rate.
   */
  source: { provider: string; fetchedAt: string } | null;
  /** Whether any of these USD amounts shows cents once converted: then a list shows them all with cents. */
  anyCents: (usdAmounts: readonly (string | null | undefined)[]) => boolean;
  /** Asks for the rates again (after `unavailable`: a connection back, a provider up again). */
  retry: () => void;
}

/**
 * Amounts in the currency chosen in the header. The rates are asked for once (Apollo's cache
 * keeps them for the session), and only when a currency other than USD is chosen; until they
 * arrive, or if they cannot, amounts show in USD, labelled as USD.
 *
 * Needs Apollo (a `<DataProvider>` above): use it in the data sections only, never in the
 * first paint (docs/decisions/004).
 */
export function useMoney(): Money {
  // The locale: the language with the reader's digits (ckb and ar), as amounts are written.
  const { locale: language } = useLanguage();
  const { currency: chosen } = useCurrency();
  const { data, loading, refetch } = useQuery(ExchangeRatesQuery, { skip: chosen === BASE_CURRENCY });
  const found = chosen === BASE_CURRENCY ? null : (data?.exchangeRates.rates.find((r) => r.currency === chosen) ?? null);
  const rate = found?.rate ?? null;
  const currency = rate ? chosen : BASE_CURRENCY;
  const provider = found?.provider ?? null;
  const fetchedAt = found ? String(found.fetchedAt) : null;
  const source = useMemo(() => (provider && fetchedAt ? { provider, fetchedAt } : null), [provider, fetchedAt]);
  const format = useCallback((usdAmount: string, withCents = false) => formatMoneyIn(usdAmount, language, currency, rate, withCents), [language, currency, rate]);
  const formatThreshold = useCallback(
    (usdAmount: string, withCents = false) => formatThresholdIn(usdAmount, language, currency, rate, withCents),
    [language, currency, rate],
  );
  const anyCents = useCallback(
    (usdAmounts: readonly (string | null | undefined)[]) => usdAmounts.some((amount) => amount != null && hasFraction(amount, currency, rate)),
    [currency, rate],
  );
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  return useMemo(
    () => ({ currency, unavailable: chosen !== BASE_CURRENCY && !loading && !rate, format, formatThreshold, source, anyCents, retry }),
    [currency, chosen, loading, rate, format, formatThreshold, source, anyCents, retry],
  );
}
