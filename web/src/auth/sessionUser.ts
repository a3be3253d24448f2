import { readStorage, removeStorage, writeStorage } from '../lib/storage.ts';

/**
 * The signed-in user as the browser keeps it (localStorage `user`, spec §3: "after sign-in the
 * user is kept in browser storage"). Public profile fields only: the session itself is an
 * HttpOnly cookie, and nothing here is a secret (product decisions, "Accounts").
 */
export interface SessionUser {
  id: string;
  type: string;
  email: string;
  fullName: string;
  language: string;
  enableEmailNotifications: boolean;
  verified: boolean;
  avatarUrl?: string | null;
}

/** Keeps exactly the stored fields of a user from the API (which may carry more). */
export function toSessionUser(user: SessionUser): SessionUser {
  const { id, type, email, fullName, language, enableEmailNotifications, verified, avatarUrl } = user;
  return { id, type, email, fullName, language, enableEmailNotifications, verified, avatarUrl: avatarUrl ?? null };
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.fullName === 'string' &&
    typeof user.language === 'string' &&
    typeof user.verified === 'boolean'
  );
}

/** The stored user, or null when signed out or when the entry is not one we wrote. */
export function readStoredUser(): SessionUser | null {
  const raw = readStorage('user');
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (isSessionUser(user)) return toSessionUser(user);
  } catch {
    // Corrupt entry: treated as signed out.
  }
  return null;
}

export function writeStoredUser(user: SessionUser): void {
  writeStorage('user', JSON.stringify(toSessionUser(user)));
}

/** Sign-out and a dead session forget both keys (product decisions: "Sign-out removes `user` and the flag"). */
export function clearStoredSession(): void {
  removeStorage('user');
  removeStorage('stayConnected');
}
