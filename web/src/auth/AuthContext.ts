import { createContext, useContext } from 'react';
import type { SessionUser } from './sessionUser.ts';

export interface AuthContextValue {
  /** The signed-in user, or null. Starts from localStorage, so the header is right at first paint. */
  user: SessionUser | null;
  /**
   * True once the server has confirmed the session during this visit (the `me` check at start,
   * or a sign-in). Until then `user` is what the browser remembers and may be stale.
   */
  sessionChecked: boolean;
  /**
   * A sign-in succeeded (password, social or activation): keeps the user, records the
   * stay-connected choice (absent: not ticked), and switches the interface to the account's language, as
   * start-up would on the next visit (spec §2, rule 2).
   */
  signedIn: (user: SessionUser, options?: { stayConnected?: boolean }) => void;
  /** The server sent fresher data about the signed-in user (session check, language change); ignored once signed out. */
  refreshed: (user: SessionUser) => void;
  /**
   * Forgets `user` and `stayConnected`: the driver signed out ('signOut'), or the server no
   * longer knows the session ('sessionEnded', the default).
   */
  signedOut: (reason?: SignOutReason) => void;
  /** Why nobody is signed in any more, in this visit; null before any sign-out. */
  signOutReason: SignOutReason | null;
}

export type SignOutReason = 'signOut' | 'sessionEnded';

export const AuthContext = createContext<AuthContextValue>({
  user: null,
  sessionChecked: false,
  signOutReason: null,
  signedIn: missingProvider,
  refreshed: missingProvider,
  signedOut: missingProvider,
});

function missingProvider(): never {
  throw new Error('useAuth() needs an <AuthProvider> above it');
}

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
