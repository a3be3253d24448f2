import { convertFromBase } from '@shared/conversion.ts';
import type { Language } from '../i18n/languages.ts';
import { BASE_CURRENCY, CURRENCY_SYMBOLS, type Currency } from './currency.ts';

/**
 * A decimal string in `currency` (as the API sends amounts) formatted per spec §9: two decimals
 * when fractional, thousands separated by a comma in English and a space otherwise, $ and £
 * before the number, other symbols after. Works on the string itself: amounts never become
 * floats. Money is never padded ($5.50; product decisions).
 */
export function formatMoney(amount: string, language: Language, currency: Currency = BASE_CURRENCY): string {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, language === 'en' ? ',' : ' ');
  const number = `${negative ? '-' : ''}${grouped}${cents === '00' ? '' : `.${cents}`}`;
  const symbol = CURRENCY_SYMBOLS[currency];
  return currency === 'EUR' ? `${number} ${symbol}` : `${symbol}${number}`;
}

/**
 * A USD amount shown in `currency` at `rate` (units of `currency` for one USD, a decimal string
 * from the API): the exact product rounded half-up to cents, then formatted. Without a rate the
 * amount is shown as what it is, in USD, never relabelled.
 */
export function formatMoneyIn(usdAmount: string, language: Language, currency: Currency, rate: string | null): string {
  if (currency === BASE_CURRENCY || !rate) return formatMoney(usdAmount, language, BASE_CURRENCY);
  return formatMoney(convertFromBase(usdAmount, rate), language, currency);
}
