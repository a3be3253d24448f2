import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Prisma } from '../db/prisma.ts';
import { convertBetween, convertFromBase } from './conversion.ts';
import { compareDecimal, multiplyDecimal, multiplyDivideDecimal, normalizeDecimal, parseDecimal, roundDecimal } from './decimal.ts';

describe('exact decimals', () => {
  it('parses plain and exponent forms, and refuses anything else', () => {
    expect(parseDecimal('42')).toEqual({ units: 42n, scale: 0 });
    expect(parseDecimal('-0.50')).toEqual({ units: -50n, scale: 2 });
    expect(parseDecimal('7.5e-7')).toEqual({ units: 75n, scale: 8 });
    expect(parseDecimal('1.5e+3')).toEqual({ units: 1500n, scale: 0 });
    for (const bad of ['', '.5', '5.', '1,5', 'abc', 'NaN', 'Infinity', '1e999999', '0x10', '--1']) expect(parseDecimal(bad), bad).toBeNull();
  });

  it('multiplies exactly where floats do not', () => {
    expect(0.1 * 0.2).not.toBe(0.02);
    expect(multiplyDecimal('0.1', '0.2')).toBe('0.02');
    expect(multiplyDecimal('1.1', '1.1')).toBe('1.21');
    expect(multiplyDecimal('-2.5', '4')).toBe('-10.0');
  });

  it('rounds half-up, ties away from zero', () => {
    expect(roundDecimal('2.345', 2)).toBe('2.35');
    expect(roundDecimal('2.3449999', 2)).toBe('2.34');
    expect(roundDecimal('-2.345', 2)).toBe('-2.35');
    expect(roundDecimal('0.005', 2)).toBe('0.01');
    expect(roundDecimal('0.004', 2)).toBe('0.00');
    expect(roundDecimal('-0.004', 2)).toBe('0.00');
    expect(roundDecimal('7', 2)).toBe('7.00');
    expect(roundDecimal('1.005', 2)).toBe('1.01'); // (1.005).toFixed(2) is "1.00" in floats
  });

  it('divides once, rounding the exact quotient', () => {
    expect(multiplyDivideDecimal('100', '1', '3', 2)).toBe('33.33');
    expect(multiplyDivideDecimal('200', '1', '3', 2)).toBe('66.67');
    expect(multiplyDivideDecimal('1', '1', '8', 2)).toBe('0.13'); // 0.125 -> 0.13
    expect(() => multiplyDivideDecimal('1', '1', '0', 2)).toThrow(RangeError);
  });

  it('compares and normalizes', () => {
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('-1', '0')).toBe(-1);
    expect(compareDecimal('10', '9.99999999')).toBe(1);
    expect(normalizeDecimal('0.92340000')).toBe('0.9234');
    expect(normalizeDecimal('100.00')).toBe('100');
    expect(normalizeDecimal('1.2e-7')).toBe('0.00000012');
  });

  it('agrees with Prisma.Decimal (decimal.js, ROUND_HALF_UP) on random amounts and rates', () => {
    const fixed = (units: bigint, places: number) => `${units / 10n ** BigInt(places)}.${(units % 10n ** BigInt(places)).toString().padStart(places, '0')}`;
    const amount = fc.bigInt({ min: 0n, max: 99_999_999_999_999n }).map((cents) => fixed(cents, 2));
    const rate = fc.bigInt({ min: 1n, max: 999_999_999_999n }).map((units) => fixed(units, 8));
    fc.assert(
      fc.property(amount, rate, rate, (a, r1, r2) => {
        const D = Prisma.Decimal.clone({ precision: 60, rounding: Prisma.Decimal.ROUND_HALF_UP });
        expect(convertFromBase(a, r1)).toBe(new D(a).times(r1).toFixed(2));
        expect(convertBetween(a, r1, r2)).toBe(new D(a).times(r2).dividedBy(r1).toFixed(2));
      }),
      { numRuns: 500 },
    );
  });
});

describe('currency conversion', () => {
  it('converts a USD amount at a rate, rounding the exact product to cents once', () => {
    expect(convertFromBase('250', '0.9234')).toBe('230.85');
    expect(convertFromBase('19.99', '0.7891')).toBe('15.77'); // 15.774109
    expect(convertFromBase('0.10', '3')).toBe('0.30'); // 0.1 x 3 is 0.30000000000000004 in floats
    expect(convertFromBase('1234567890123.45', '1.23456789')).toBe('1524157875171.46');
  });
});
