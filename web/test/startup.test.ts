import { describe, expect, it } from 'vitest';
import { resolveCurrency } from '../src/lib/currency.ts';
import { readStartupPreferences } from '../src/startup.ts';

describe('readStartupPreferences', () => {
  it('starts in English and US dollars with nothing known', () => {
    expect(readStartupPreferences('')).toEqual({ language: 'en', currency: 'USD' });
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('takes a supported `l` parameter and remembers it', () => {
    localStorage.setItem('language', 'es');

    expect(readStartupPreferences('?l=fr&from=newsletter').language).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('ignores and does not store an unsupported `l` parameter', () => {
    localStorage.setItem('language', 'es');

    expect(readStartupPreferences('?l=de').language).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
  });

  it("uses the signed-in user's language over the stored one", () => {
    localStorage.setItem('user', JSON.stringify({ id: 'u1', language: 'fr' }));
    localStorage.setItem('language', 'es');

    expect(readStartupPreferences('').language).toBe('fr');
  });

  it('uses the stored currency', () => {
    localStorage.setItem('currency', 'GBP');

    expect(readStartupPreferences('').currency).toBe('GBP');
  });
});

describe('resolveCurrency (spec §2: the stored choice if valid, else the base currency)', () => {
  it.each([
    ['USD', 'USD'],
    ['EUR', 'EUR'],
    ['GBP', 'GBP'],
    ['eur', 'USD'],
    ['CHF', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
  ])('%j -> %s', (stored, expected) => {
    expect(resolveCurrency(stored)).toBe(expected);
  });
});
