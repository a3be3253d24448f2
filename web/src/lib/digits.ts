import { DEFAULT_DIGITS, isDigits, type Digits } from '@shared/digits.ts';

/**
 * The reader's digits (Western or Eastern Arabic, for Sorani Kurdish and Arabic; issue 27
 * point 4) live in a first-party cookie, `digits`, not in localStorage: browser storage holds only
 * the spec's four keys (lib/storage.ts), and the server reads the cookie to render the page in the
 * same digits (http/pages.ts), as it reads the language and currency ones (docs/decisions/050).
 */
export const DIGITS_COOKIE = 'digits';

export function readDigitsCookie(): Digits {
  try {
    const pair = document.cookie.split('; ').find((part) => part.startsWith(`${DIGITS_COOKIE}=`));
    const value = pair?.slice(DIGITS_COOKIE.length + 1);
    return isDigits(value) ? value : DEFAULT_DIGITS;
  } catch {
    return DEFAULT_DIGITS;
  }
}

export function writeDigitsCookie(digits: Digits): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${DIGITS_COOKIE}=${digits}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // No cookies: the choice applies for this visit.
  }
}
