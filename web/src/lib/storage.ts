/**
 * The only door to localStorage. The spec allows exactly four keys, so the key type is closed:
 * a new key is a compile error here, not a silent addition.
 *
 * Every access is guarded because storage can throw (Safari private mode, quota, disabled
 * cookies); preferences are a convenience, never a reason for the app to fail.
 */
export type StorageKey = 'user' | 'language' | 'currency' | 'stayConnected';

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted: the choice still applies for this visit.
  }
  if (key === 'language' || key === 'currency') writePreferenceCookie(key, value);
}

/**
 * The language and currency also go in a cookie of the same name: the server renders the next
 * page in them (docs/decisions/043-server-rendering.md), and it cannot read localStorage. First
 * party, a year, readable by scripts: a preference, not a secret.
 */
function writePreferenceCookie(key: 'language' | 'currency', value: string): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // No cookies: the server renders the default and the browser switches after loading.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
