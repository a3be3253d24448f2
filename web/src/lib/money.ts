import { convertFromBase } from '@shared/conversion.ts';
import { moneyDecimals } from '@shared/currency.ts';
import { multiplyDecimal, multiplyDivideDecimal } from '@shared/decimal.ts';
import { directionOf } from '@shared/direction.ts';
import { splitLocale, withDigits } from '@shared/digits.ts';
import { formatMoney as formatSharedMoney, hasCents, type MoneyLanguage } from '@shared/money.ts';
import type { Language } from '../i18n/languages.ts';
import { BASE_CURRENCY, type Currency } from './currency.ts';

/**
 * The web app's view of the one money format (server/src/shared/money.ts, spec §9), which the
 * mails, notifications and receipts use too: the same amount reads the same everywhere.
 */

/**
 * A decimal string in `currency` (as the API sends amounts) formatted for `language`.
 * `withCents` writes ",00"/".00" too: amounts shown together use it when any of them is
 * fractional, so a list never reads "$66" beside "$51.50" (see hasFraction).
 *
 * `language` may be a locale carrying the reader's digits (`ar-u-nu-arab`, @shared/digits.ts;
 * the intl object's locale). In Sorani Kurdish and Arabic the amount is a left-to-right isolate
 * (U+2066 ... U+2069): inside right-to-left text it keeps the order it is written in, "$66",
 * "1,470 IQD", whatever stands beside it (docs/decisions/050).
 */
export function formatMoney(amount: string, language: Language | string, currency: Currency = BASE_CURRENCY, withCents = false): string {
  const { language: base, digits } = splitLocale(language);
  const text = withDigits(formatSharedMoney(amount, currency, base as MoneyLanguage, { cents: withCents }), digits);
  return directionOf(base) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/**
 * A USD amount shown in `currency` at `rate` (units of `currency` for one USD, a decimal string
 * from the API): the exact product rounded half-up to cents, then formatted. Without a rate the
 * amount is shown as what it is, in USD, never relabelled.
 */
export function formatMoneyIn(usdAmount: string, language: Language | string, currency: Currency, rate: string | null, withCents = false): string {
  if (currency === BASE_CURRENCY || !rate) return formatMoney(usdAmount, language, BASE_CURRENCY, withCents);
  return formatMoney(convertFromBase(usdAmount, rate, moneyDecimals(currency)), language, currency, withCents);
}

/** Label steps of a converted threshold, by currency: whole thousands of dinars ("at most 368,000 IQD"). */
const THRESHOLD_STEPS: Partial<Record<Currency, string>> = { IQD: '1000' };

/**
 * A USD threshold (the deposit filter's 250, 500, 750) labelled in `currency`: converted at
 * `rate` like any amount, then, in IQD, rounded to the nearest thousand dinars, so the filter
 * reads "at most 368,000 IQD" rather than "at most 367,713 IQD" (the filter itself stays in USD;
 * ADR 051).
 */
export function formatThresholdIn(usdAmount: string, language: Language | string, currency: Currency, rate: string | null, withCents = false): string {
  const step = THRESHOLD_STEPS[currency];
  if (currency === BASE_CURRENCY || !rate || !step) return formatMoneyIn(usdAmount, language, currency, rate, withCents);
  // usd x rate / step, rounded half-up to whole steps, exactly (never through a float).
  const steps = multiplyDivideDecimal(usdAmount, rate, step, 0);
  return formatMoney(multiplyDecimal(steps, step), language, currency, withCents);
}

/** The amount as shown (USD, or converted at `rate`): whether it has cents ("51.50", not "66"). */
export function hasFraction(usdAmount: string, currency: Currency, rate: string | null): boolean {
  return hasCents(currency === BASE_CURRENCY || !rate ? usdAmount : convertFromBase(usdAmount, rate), currency === BASE_CURRENCY || !rate ? BASE_CURRENCY : currency);
}
