import { convertFromBase } from '@shared/conversion.ts';
import type { Language } from '../i18n/languages.ts';
import { BASE_CURRENCY, CURRENCY_SYMBOLS, type Currency } from './currency.ts';

/**
 * A decimal string in `currency` (as the API sends amounts) formatted per spec §9: two decimals
 * when fractional, thousands separated by a comma in English and a space otherwise, $ and £
 * before the number, other symbols after. Works on the string itself: amounts never become
 * floats. Money is never padded ($5.50; product decisions). `withCents` writes ".00" too: amounts
 * shown together use it when any of them is fractional, so a list never reads "$66" beside
 * "$51.50" (see hasFraction).
 */
export function formatMoney(amount: string, language: Language, currency: Currency = BASE_CURRENCY, withCents = false): string {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, language === 'en' ? ',' : ' ');
  const number = `${negative ? '-' : ''}${grouped}${cents === '00' && !withCents ? '' : `.${cents}`}`;
  const symbol = CURRENCY_SYMBOLS[currency];
  return currency === 'EUR' ? `${number} ${symbol}` : `${symbol}${number}`;
}

/**
 * A USD amount shown in `currency` at `rate` (units of `currency` for one USD, a decimal string
 * from the API): the exact product rounded half-up to cents, then formatted. Without a rate the
 * amount is shown as what it is, in USD, never relabelled.
 */
export function formatMoneyIn(usdAmount: string, language: Language, currency: Currency, rate: string | null, withCents = false): string {
  if (currency === BASE_CURRENCY || !rate) return formatMoney(usdAmount, language, BASE_CURRENCY, withCents);
  return formatMoney(convertFromBase(usdAmount, rate), language, currency, withCents);
}

/** The amount as shown (USD, or converted at `rate`): whether it has cents ("51.50", not "66"). */
export function hasFraction(usdAmount: string, currency: Currency, rate: string | null): boolean {
  const shown = currency === BASE_CURRENCY || !rate ? usdAmount : convertFromBase(usdAmount, rate);
  const [, fraction = ''] = shown.trim().split('.');
  return /[1-9]/.test(fraction.slice(0, 2).padEnd(2, '0'));
}
