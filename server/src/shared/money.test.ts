import { describe, expect, it } from 'vitest';
import { anyHasCents, formatDecimal, formatMoney, hasCents } from './money.ts';

/** The one money format (spec §9, product decisions "Currency and languages"). */

const S = '\u00a0';

describe('formatMoney', () => {
  it('groups thousands with a comma in English, a space in French and Spanish, and uses each language’s decimal mark', () => {
    expect(formatMoney('1234567.5', 'USD', 'en')).toBe('$1,234,567.50');
    expect(formatMoney('1234567.5', 'USD', 'fr')).toBe(`$1${S}234${S}567,50`);
    expect(formatMoney('1234567.5', 'USD', 'es')).toBe(`$1${S}234${S}567,50`);
    expect(formatMoney('1234', 'EUR', 'es')).toBe(`1${S}234${S}€`);
    expect(formatMoney('999', 'GBP', 'fr')).toBe('£999');
  });

  it('puts $ and £ before the number, € and any other code after it', () => {
    expect(formatMoney('5.5', 'GBP', 'en')).toBe('£5.50');
    expect(formatMoney('5.5', 'EUR', 'en')).toBe(`5.50${S}€`);
    expect(formatMoney('5.5', 'EUR', 'fr')).toBe(`5,50${S}€`);
    expect(formatMoney('12000', 'IQD', 'es')).toBe(`12${S}000${S}IQD`);
    expect(formatMoney('1', 'eur', 'en')).toBe(`1${S}€`);
  });

  it('writes cents only when the amount has some, unless the list asks for them; never pads', () => {
    expect(formatMoney('66', 'USD', 'en')).toBe('$66');
    expect(formatMoney('66.00', 'USD', 'en')).toBe('$66');
    expect(formatMoney('66', 'USD', 'en', { cents: true })).toBe('$66.00');
    expect(formatMoney('0', 'EUR', 'fr', { cents: true })).toBe(`0,00${S}€`);
    expect(formatMoney('0', 'USD', 'en')).toBe('$0');
    expect(formatMoney('5', 'USD', 'en')).toBe('$5');
    expect(formatMoney('0.5', 'USD', 'en')).toBe('$0.50');
  });

  it('rounds half-up to cents exactly, from strings or numbers, never through floats', () => {
    expect(formatMoney('1.005', 'USD', 'en')).toBe('$1.01'); // (1.005).toFixed(2) is "1.00"
    expect(formatMoney('65.999', 'USD', 'en')).toBe('$66');
    expect(formatMoney('999999999999999.99', 'USD', 'en')).toBe('$999,999,999,999,999.99');
    expect(formatMoney(1234.5, 'GBP', 'en')).toBe('£1,234.50');
    expect(formatMoney(' 007.10 ', 'USD', 'en')).toBe('$7.10');
    expect(() => formatMoney('abc', 'USD', 'en')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'USD', 'en')).toThrow(RangeError);
  });

  it('writes IQD in whole dinars, thousands grouped, the code after the amount (issue 27)', () => {
    expect(formatMoney('148000', 'IQD', 'en')).toBe(`148,000${S}IQD`);
    expect(formatMoney('367500.49', 'IQD', 'en')).toBe(`367,500${S}IQD`);
    expect(formatMoney('367500.5', 'IQD', 'en', { cents: true })).toBe(`367,501${S}IQD`);
    expect(formatMoney('1480000', 'IQD', 'fr')).toBe(`1${S}480${S}000${S}IQD`);
    expect(formatMoney('1480000', 'IQD', 'es')).toBe(`1${S}480${S}000${S}IQD`);
    expect(formatMoney('-0.4', 'IQD', 'en')).toBe(`0${S}IQD`);
    expect(hasCents('1234.5', 'IQD')).toBe(false);
    expect(anyHasCents(['1', '2'])).toBe(false);
  });

  it('takes the marks of a language beyond en, fr and es from Intl for its locale', () => {
    expect(formatMoney('1234567.5', 'USD', 'de')).toBe('$1.234.567,50');
    expect(formatMoney('148000', 'IQD', 'de')).toBe(`148.000${S}IQD`);
  });

  it('writes a minus before the sign', () => {
    expect(formatMoney('-1234.5', 'USD', 'en')).toBe('-$1,234.50');
    expect(formatMoney('-1234.5', 'EUR', 'fr')).toBe(`-1${S}234,50${S}€`);
    expect(formatMoney('-0.001', 'USD', 'en')).toBe('$0');
  });
});

describe('the list rule', () => {
  it('tells whether any amount shows cents once rounded', () => {
    expect(hasCents('51.50')).toBe(true);
    expect(hasCents('66.00')).toBe(false);
    expect(hasCents('65.999')).toBe(false);
    expect(anyHasCents(['66', null, '51.5'])).toBe(true);
    expect(anyHasCents(['66', undefined, '1000.00'])).toBe(false);
    expect(anyHasCents([])).toBe(false);
  });
});

describe('formatDecimal', () => {
  it('writes a rate with the language’s marks, neither rounded nor padded', () => {
    expect(formatDecimal('0.92345678', 'en')).toBe('0.92345678');
    expect(formatDecimal('0.92345678', 'fr')).toBe('0,92345678');
    expect(formatDecimal('1310.5', 'es')).toBe(`1${S}310,5`);
    expect(formatDecimal('1310', 'en')).toBe('1,310');
  });
});
