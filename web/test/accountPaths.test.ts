import { describe, expect, it } from 'vitest';
import { needsAccount, returnPath, signInPath } from '../src/auth/accountPaths.ts';
import { readStoredUser } from '../src/auth/sessionUser.ts';

describe('where sign-in returns to', () => {
  it.each([
    ['/change-password', '/change-password'],
    ['/bookings?page=2', '/bookings?page=2'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/sign-in?from=/x', '/'],
  ])('%j -> %s', (from, expected) => {
    expect(returnPath(from)).toBe(expected);
  });

  it('builds the sign-in link of a page', () => {
    expect(signInPath('/change-password')).toBe('/sign-in?from=/change-password');
    expect(returnPath(new URLSearchParams(signInPath('/bookings?a=1&b=2').split('?')[1]).get('from'))).toBe(
      '/bookings?a=1&b=2',
    );
  });

  it('knows the pages that need an account', () => {
    expect(needsAccount('/change-password')).toBe(true);
    expect(needsAccount('/settings/')).toBe(true);
    expect(needsAccount('/about')).toBe(false);
    expect(needsAccount('/')).toBe(false);
  });
});

describe('the remembered user', () => {
  it('is null when storage holds something we did not write', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ id: 'u1' }));
    expect(readStoredUser()).toBeNull();
  });

  it('keeps only the public fields, whatever else was stored', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', type: 'driver', email: 'a@b.co', fullName: 'A', language: 'fr', verified: true, enableEmailNotifications: false, token: 'secret' }),
    );
    expect(readStoredUser()).toEqual({
      id: 'u1',
      type: 'driver',
      email: 'a@b.co',
      fullName: 'A',
      language: 'fr',
      verified: true,
      enableEmailNotifications: false,
      avatarUrl: null,
    });
  });
});
