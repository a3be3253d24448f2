/**
 * Pages that only make sense signed in. Signing out there goes to /sign-in (spec §4: "goes to /
 * or /sign-in"), and visiting them signed out redirects to /sign-in?from=<page>.
 */
const ACCOUNT_PATHS = ['/settings', '/notifications', '/change-password', '/bookings', '/booking'];

export function needsAccount(pathname: string): boolean {
  return ACCOUNT_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/** /sign-in with where to come back to; slashes are left readable (`?from=/change-password`). */
export function signInPath(from: string): string {
  return `/sign-in?from=${encodeURIComponent(from).replaceAll('%2F', '/')}`;
}

/**
 * Where to go after signing in: the `from` the sign-in page was given when it is a path of
 * this site, else home. Anything else (`//evil.example`, `https://...`) is ignored, so the
 * parameter cannot send a driver to another site.
 */
export function returnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from === '/sign-in' || from.startsWith('/sign-in?')) return '/';
  return from;
}
