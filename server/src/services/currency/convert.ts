import { z } from 'zod';
import { userError } from '../../errors.ts';
import { BASE_CURRENCY, isCurrency, moneyDecimals, RATE_DECIMALS, type Currency } from '../../shared/currency.ts';
import { convertBetween } from '../../shared/conversion.ts';
import { isCurrencyCode } from '../../shared/currencyCodes.ts';
import { compareDecimal, normalizeDecimal, roundDecimal } from '../../shared/decimal.ts';
import type { MessageCode } from '../../shared/messages.ts';
import { getExchangeRates, type ExchangeRateDeps } from './exchangeRates.ts';

/**
 * Converts an amount between display currencies with the current exchange rates (spec §8's
 * conversion messages). Amounts are decimal strings; the result is rounded half-up to cents
 * once, from the exact product (and quotient, between two non-base currencies).
 */

export interface ConvertArgs {
  amount: string;
  from: string;
  to: string;
}

export interface Conversion {
  amount: string;
  /** The codes asked for (a display currency, or any listed code converted to itself). */
  from: string;
  to: string;
  /** When the rates used were fetched (null when both currencies are the base). */
  fetchedAt: Date | null;
  /** True when the rates used are older than the cache period (no provider answered). */
  stale: boolean;
}

const code = (c: MessageCode) => ({ message: c });

// Twelve digits before the point, as the Decimal scalar and the numeric(12,2) columns allow.
const MAX_AMOUNT = '999999999999.99';

const amountField = z
  .string()
  .trim()
  // abort: the checks below compute with the amount, so stop at a non-number.
  .refine((a) => /^[+-]?\d+(\.\d+)?$/.test(a), { ...code('AMOUNT_NOT_A_NUMBER'), abort: true })
  .refine((a) => compareDecimal(a, '0') >= 0, { ...code('AMOUNT_NOT_POSITIVE'), abort: true })
  .refine((a) => compareDecimal(a, MAX_AMOUNT) <= 0, code('INVALID'));

const currencyField = z
  .string()
  .trim()
  .min(1, { ...code('CURRENCY_CODE_EMPTY'), abort: true })
  .transform((c) => c.toUpperCase())
  // Only the fixed list of spec §5 (ISO 4217 and XBT, ETH, LTC): 'XYZ' is not a currency.
  .refine(isCurrencyCode, code('INVALID_CURRENCY_CODE'));

const ConvertInput = z.object({ amount: amountField, from: currencyField, to: currencyField });

export async function convertAmount(deps: ExchangeRateDeps, args: ConvertArgs): Promise<Conversion> {
  const parsed = ConvertInput.safeParse(args);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue.path[0]);
    throw userError(issue.message as MessageCode, { [field]: issue.message });
  }
  const { amount, from, to } = parsed.data;
  // A listed code the server keeps no rate for (only the display currencies have one).
  for (const [field, currency] of [['from', from], ['to', to]] as const) {
    if (from !== to && !isCurrency(currency)) throw userError('CURRENCY_NOT_SUPPORTED', { [field]: 'CURRENCY_NOT_SUPPORTED' }, { code: currency });
  }
  // Spec §5: converting to the same currency returns the amount unchanged: not rounded to cents,
  // only written plainly ("+05.5" -> "5.5") and within the 8 decimals the API's Decimal carries.
  if (from === to) return { amount: normalizeDecimal(roundDecimal(amount, RATE_DECIMALS)), from, to, fetchedAt: null, stale: false };
  const source = from as Currency;
  const target = to as Currency;

  const rates = await getExchangeRates(deps);
  const rateOf = (currency: Currency, field: 'from' | 'to'): string => {
    if (currency === BASE_CURRENCY) return '1';
    const rate = rates.rates.find((r) => r.currency === currency)?.rate;
    // No rate has ever been obtained for it: it cannot be converted to or from for now.
    if (!rate) throw userError('CURRENCY_NOT_SUPPORTED', { [field]: 'CURRENCY_NOT_SUPPORTED' }, { code: currency });
    return rate;
  };
  const fromRate = rateOf(source, 'from');
  const toRate = rateOf(target, 'to');
  // Rounded once, to cents, or to whole dinars in IQD.
  const converted = convertBetween(amount, fromRate, toRate, moneyDecimals(target));
  // Beyond what the API's Decimal (and any price column) can hold.
  if (compareDecimal(converted, MAX_AMOUNT) > 0) throw userError('INVALID', { amount: 'INVALID' });
  return {
    amount: converted,
    from: source,
    to: target,
    fetchedAt: rates.fetchedAt,
    stale: rates.stale,
  };
}
