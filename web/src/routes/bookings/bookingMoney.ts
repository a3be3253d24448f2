import { useCallback } from 'react';
import { useMoney } from '../../hooks/useMoney.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { BASE_CURRENCY, isCurrency, type Currency } from '../../lib/currency.ts';
import { formatMoneyIn, hasFraction } from '../../lib/money.ts';

/** How a booking's USD amounts are shown. */
export interface BookingAmounts {
  /** A USD amount of the booking, formatted. */
  format: (usdAmount: string) => string;
  /** True when converted at today's rate into a currency the booking was not made in. */
  approximate: boolean;
  /** The currency the booking was made in. */
  bookedIn: Currency;
  /** Whether any of these USD amounts shows cents here (a list then shows them all with cents). */
  anyCents: (usdAmounts: readonly (string | null | undefined)[]) => boolean;
}

/**
 * Product decisions: a booking shows its amounts in the currency and at the rate stored with it;
 * in another display currency they are converted at today's rate (the header's choice,
 * CurrencyProvider) and marked approximate. USD is the amounts' own currency: never approximate.
 */
export function useBookingMoney(): (booking: { currency: string; exchangeRate: string }, withCents?: boolean) => BookingAmounts {
  const { locale: language } = useLanguage();
  const money = useMoney();
  return useCallback(
    (booking, withCents = false) => {
      const bookedIn = isCurrency(booking.currency) ? booking.currency : BASE_CURRENCY;
      if (money.currency === bookedIn) {
        const some = (amounts: readonly (string | null | undefined)[]) => amounts.some((a) => a != null && hasFraction(a, bookedIn, booking.exchangeRate));
        return { format: (usd) => formatMoneyIn(usd, language, bookedIn, booking.exchangeRate, withCents), approximate: false, bookedIn, anyCents: some };
      }
      return { format: (usd) => money.format(usd, withCents), approximate: money.currency !== BASE_CURRENCY, bookedIn, anyCents: money.anyCents };
    },
    [language, money],
  );
}
