import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('with the set-language-from-location option', () => {
    afterEach(() => vi.restoreAllMocks());
    const inZone = (timeZone: string) =>
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat('en').resolvedOptions(), timeZone });

    it('is off by default: a browser in Paris starts in English', () => {
      inZone('Europe/Paris');
      expect(readStartupPreferences('').language).toBe('en');
    });

    it.each([
      ['Europe/Paris', 'fr'],
      ['Africa/Casablanca', 'fr'],
      ['Indian/Reunion', 'fr'],
      ['Asia/Baghdad', 'en'],
      ['Europe/Brussels', 'en'],
      ['America/Montreal', 'en'],
    ])('when on and nothing is stored, a browser in %s starts in %s (France or Morocco give French)', (zone, expected) => {
      inZone(zone);
      expect(readStartupPreferences('', { fromLocation: true }).language).toBe(expected);
      // Not remembered: it is a guess, made again at each start.
      expect(localStorage.getItem('language')).toBeNull();
    });

    it('when on, a stored language, the signed-in user or the URL still win', () => {
      inZone('Europe/Paris');
      localStorage.setItem('language', 'es');
      expect(readStartupPreferences('', { fromLocation: true }).language).toBe('es');
      localStorage.clear();
      localStorage.setItem('user', JSON.stringify({ id: 'u1', language: 'en' }));
      expect(readStartupPreferences('', { fromLocation: true }).language).toBe('en');
      localStorage.clear();
      expect(readStartupPreferences('?l=es', { fromLocation: true }).language).toBe('es');
    });
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
