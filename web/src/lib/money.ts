import type { Language } from '../i18n/languages.ts';
import { BASE_CURRENCY, CURRENCY_SYMBOLS, type Currency } from './currency.ts';

/**
 * A USD decimal string (as the API sends amounts) formatted per spec §9: two decimals when
 * fractional, thousands separated by a comma in English and a space otherwise, $ and £ before
 * the number, other symbols after. Works on the string itself: amounts never become floats.
 *
 * TODO(currency): the web has no exchange-rate source yet, so every amount is shown in USD
 * whatever the header's currency says. When the API exposes rates, convert here (exact
 * decimals) and pass the chosen currency in.
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
