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
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
