import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyIn, formatThresholdIn, hasFraction } from '../src/lib/money.ts';

/** The no-break space of the one money format (server/src/shared/money.ts). */
const S = '\u00a0';

/** Prices come from the API in USD as decimal strings; they are converted exactly, never as floats. */
describe('amounts in the chosen currency', () => {
  it('converts exactly where floats would not', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(formatMoneyIn('0.10', 'en', 'GBP', '3')).toBe('£0.30');
    expect(formatMoneyIn('0.1', 'en', 'EUR', '0.2')).toBe(`0.02${S}€`);
    // 3.35 x 0.3 = 1.005 exactly: half-up gives 1.01 (in floats, 1.005.toFixed(2) is "1.00").
    expect(formatMoneyIn('3.35', 'en', 'EUR', '0.3')).toBe(`1.01${S}€`);
  });

  it('rounds the exact product half-up to cents, once', () => {
    expect(formatMoneyIn('1234.50', 'en', 'EUR', '0.9234')).toBe(`1,139.94${S}€`); // 1139.9373
    expect(formatMoneyIn('19.99', 'en', 'GBP', '0.7891')).toBe('£15.77'); // 15.774109
    expect(formatMoneyIn('10', 'en', 'EUR', '0.12345')).toBe(`1.23${S}€`); // 1.2345
    expect(formatMoneyIn('10', 'en', 'EUR', '0.12355')).toBe(`1.24${S}€`); // 1.2355
    expect(formatMoneyIn('250', 'en', 'EUR', '0.86')).toBe(`215${S}€`);
  });

  it('handles large amounts without losing a cent', () => {
    // 999,999,999,999.99 x 0.92345678 = 923,456,779,999.9907654322 (beyond a double's 15-16 digits)
    expect(formatMoneyIn('999999999999.99', 'en', 'EUR', '0.92345678')).toBe(`923,456,779,999.99${S}€`);
    expect(formatMoneyIn('123456789012.34', 'fr', 'GBP', '1.5')).toBe(`£185${S}185${S}183${S}518,51`);
  });

  it('formats per language: comma thousands and a decimal point in English, a space and a decimal comma otherwise; € after, $ and £ before', () => {
    expect(formatMoneyIn('1234.50', 'en', 'GBP', '0.7891')).toBe('£974.14'); // 974.14395
    expect(formatMoneyIn('12345.60', 'fr', 'EUR', '0.9234')).toBe(`11${S}399,93${S}€`); // 11399.92704
    expect(formatMoneyIn('12345.60', 'es', 'GBP', '0.7891')).toBe(`£9${S}741,91`); // 9741.91296
    expect(formatMoneyIn('5.50', 'es', 'EUR', '1')).toBe(`5,50${S}€`);
  });

  it('shows USD, labelled USD, without a rate', () => {
    expect(formatMoneyIn('1234.50', 'en', 'EUR', null)).toBe('$1,234.50');
    expect(formatMoneyIn('1234.50', 'fr', 'USD', '0.9234')).toBe(`$1${S}234,50`);
    expect(formatMoney('7', 'en')).toBe('$7');
  });

  it('writes cents on whole amounts when asked (a list with a fractional amount)', () => {
    expect(formatMoney('66', 'en')).toBe('$66');
    expect(formatMoney('66', 'en', 'USD', true)).toBe('$66.00');
    expect(formatMoneyIn('250', 'fr', 'EUR', '0.86', true)).toBe(`215,00${S}€`);
    expect(formatMoneyIn('1000', 'en', 'GBP', null, true)).toBe('$1,000.00');
  });

  it('tells whether an amount shows cents in the currency shown', () => {
    expect(hasFraction('51.50', 'USD', null)).toBe(true);
    expect(hasFraction('66.00', 'USD', null)).toBe(false);
    expect(hasFraction('250', 'EUR', '0.86')).toBe(false); // 215
    expect(hasFraction('250', 'GBP', '0.7891')).toBe(true); // 197.275 -> 197.28
    expect(hasFraction('250', 'EUR', null)).toBe(false); // no rate: shown in USD
  });
});

describe('amounts in Iraqi dinars (ADR 051)', () => {
  it('writes whole dinars, thousands grouped, the code after the amount', () => {
    expect(formatMoney('148000', 'en', 'IQD')).toBe(`148,000${S}IQD`);
    expect(formatMoneyIn('100.10', 'en', 'IQD', '1478.25')).toBe(`147,973${S}IQD`); // 147,972.825
    expect(formatMoneyIn('1000', 'fr', 'IQD', '1478.25', true)).toBe(`1${S}478${S}250${S}IQD`); // never ",00"
    expect(hasFraction('7.50', 'IQD', '1478.25')).toBe(false);
  });

  it('labels a USD threshold in whole thousands of dinars, other currencies as ever', () => {
    expect(formatThresholdIn('250', 'en', 'IQD', '1478.25')).toBe(`370,000${S}IQD`); // 369,562.5
    expect(formatThresholdIn('500', 'es', 'IQD', '1310')).toBe(`655${S}000${S}IQD`);
    expect(formatThresholdIn('250', 'en', 'GBP', '0.7891')).toBe('£197.28');
    expect(formatThresholdIn('250', 'en', 'IQD', null)).toBe('$250');
  });
});
