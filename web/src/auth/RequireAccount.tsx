import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { signInPath } from './accountPaths.ts';
import { Redirect } from '../components/Redirect.tsx';
import { useAuth } from './AuthContext.ts';

/**
 * Wraps a page that needs an account (auth/accountPaths.ts). Signed out, the visitor goes to
 * /sign-in?from=<this page> and comes back after signing in; right after choosing "Sign out",
 * to plain /sign-in (spec §4), not back here on the next sign-in.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { user, signOutReason } = useAuth();
  const { pathname, search } = useLocation();
  if (user) return children;
  // (Rendered by the server, a 302 answer.)
  return <Redirect to={signOutReason === 'signOut' ? '/sign-in' : signInPath(pathname + search)} />;
}
