import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPath } from './accountPaths.ts';
import { useServerRedirect } from '../ssr/ServerContext.ts';
import { useAuth } from './AuthContext.ts';

/**
 * Wraps a page that needs an account (auth/accountPaths.ts). Signed out, the visitor goes to
 * /sign-in?from=<this page> and comes back after signing in; right after choosing "Sign out",
 * to plain /sign-in (spec §4), not back here on the next sign-in.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { user, signOutReason } = useAuth();
  const { pathname, search } = useLocation();
  const to = user ? null : signOutReason === 'signOut' ? '/sign-in' : signInPath(pathname + search);
  // The server answers with the redirect itself (302), as the browser's router would go there.
  useServerRedirect(to);
  if (!to) return children;
  return <Navigate to={to} replace />;
}
