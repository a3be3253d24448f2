import { describe, expect, it } from 'vitest';
import { cardErrors, formatCardNumber, formatExpiry, timeLeft, validCardNumber, validCvc, validExpiry } from '../src/lib/card.ts';

const NOW = new Date('2026-11-23T09:00:00Z');

describe('card form of the test payment page', () => {
  it('groups the card number in fours as typed, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('accepts the test cards and other Luhn-valid numbers, refuses the rest', () => {
    expect(validCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(validCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(validCardNumber('5555555555554444')).toBe(true);
    expect(validCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(validCardNumber('4242')).toBe(false);
    expect(validCardNumber('4242-4242-4242-4242')).toBe(false);
    expect(validCardNumber('')).toBe(false);
  });

  it('formats the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('accepts an expiry from this month on, refuses past months and nonsense', () => {
    expect(validExpiry('11/26', NOW)).toBe(true);
    expect(validExpiry('12/30', NOW)).toBe(true);
    expect(validExpiry('10/26', NOW)).toBe(false);
    expect(validExpiry('13/27', NOW)).toBe(false);
    expect(validExpiry('00/27', NOW)).toBe(false);
    expect(validExpiry('1227', NOW)).toBe(false);
    expect(validExpiry('', NOW)).toBe(false);
  });

  it('wants three or four digits of CVC', () => {
    expect(validCvc('123')).toBe(true);
    expect(validCvc('1234')).toBe(true);
    expect(validCvc('12')).toBe(false);
    expect(validCvc('12a')).toBe(false);
  });

  it("names each wrong field with the spec's message", () => {
    expect(cardErrors({ cardNumber: '', expiry: '', cvc: '', cardholderName: '' }, NOW)).toEqual({
      cardNumber: 'card.invalidNumber',
      expiry: 'card.invalidExpiry',
      cvc: 'card.invalidCvc',
    });
    expect(cardErrors({ cardNumber: '4242 4242 4242 4242', expiry: '12/27', cvc: '123', cardholderName: '' }, NOW)).toEqual({});
  });

  it('says how long the hold lasts', () => {
    const now = Date.parse('2026-11-23T09:00:00Z');
    expect(timeLeft('2026-11-23T09:30:00Z', now)).toBe('30:00');
    expect(timeLeft('2026-11-23T09:00:05Z', now)).toBe('0:05');
    expect(timeLeft('2026-11-23T10:01:01Z', now)).toBe('1:01:01');
    expect(timeLeft('2026-11-23T08:00:00Z', now)).toBe('0:00');
  });
});
