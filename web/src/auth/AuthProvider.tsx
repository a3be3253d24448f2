import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { isLanguage } from '../i18n/languages.ts';
import { removeStorage, writeStorage } from '../lib/storage.ts';
import { AuthContext, type SignOutReason } from './AuthContext.ts';
import { clearStoredSession, readStoredUser, toSessionUser, writeStoredUser, type SessionUser } from './sessionUser.ts';
import { noteAppChange } from '../ssr/appChanges.ts';

// The session check and the language sync need Apollo (about 50 KB): they load after the first
// paint, and only for a visitor the browser remembers as signed in (docs/decisions/004).
const SessionSync = lazy(() => import('./SessionSync.tsx'));

/**
 * Holds who is signed in. Deliberately tiny and free of Apollo: it is part of every page's
 * first load. Must sit inside LanguageProvider (a sign-in switches the language).
 */
export function AuthProvider({ initialUser, children }: { initialUser?: SessionUser | null; children: ReactNode }) {
  const { setLanguage } = useLanguage();
  // A page the server rendered starts with the user the server found from the session cookie
  // (already checked: no second `me`); otherwise with the one the browser remembers.
  const [user, setUser] = useState(() => (initialUser === undefined ? readStoredUser() : initialUser));
  const [sessionChecked, setSessionChecked] = useState(() => initialUser != null);
  const [signOutReason, setSignOutReason] = useState<SignOutReason | null>(null);
  // Whether someone is signed in, known at once (state updates wait for the next render): an
  // answer about the user that arrives just after a sign-out (the session check's `me` under way
  // when a query was refused) must not bring the signed-out user back.
  const signedInNow = useRef(user !== null);

  const refreshed = useCallback((next: SessionUser) => {
    if (!signedInNow.current) return;
    noteAppChange();
    writeStoredUser(next);
    setUser(toSessionUser(next));
    setSessionChecked(true);
  }, []);

  const signedIn = useCallback(
    (next: SessionUser, { stayConnected }: { stayConnected?: boolean } = {}) => {
      if (stayConnected) writeStorage('stayConnected', 'true');
      else removeStorage('stayConnected');
      signedInNow.current = true;
      refreshed(next);
      setSignOutReason(null);
      if (isLanguage(next.language)) setLanguage(next.language);
    },
    [refreshed, setLanguage],
  );

  const signedOut = useCallback((reason: SignOutReason = 'sessionEnded') => {
    noteAppChange();
    signedInNow.current = false;
    clearStoredSession();
    setUser(null);
    setSessionChecked(false);
    setSignOutReason(reason);
  }, []);

  // After a server-rendered start: the browser keeps the user the server knew; and one it still
  // remembers while the server saw no session is shown once hydrated, then checked as before
  // (SessionSync signs them out, saying why).
  useEffect(() => {
    if (initialUser === undefined) return;
    if (initialUser) writeStoredUser(initialUser);
    else {
      const remembered = readStoredUser();
      if (remembered) {
        noteAppChange();
        signedInNow.current = true;
        setUser(remembered);
      }
    }
    // Once, at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo(
    () => ({ user, sessionChecked, signOutReason, signedIn, refreshed, signedOut }),
    [user, sessionChecked, signOutReason, signedIn, refreshed, signedOut],
  );

  return (
    <AuthContext value={value}>
      {children}
      {user && (
        <Suspense fallback={null}>
          <SessionSync />
        </Suspense>
      )}
    </AuthContext>
  );
}
