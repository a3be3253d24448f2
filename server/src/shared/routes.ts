/**
 * The web app's pages (spec §2), as path patterns: the one list the server's fallback to the web
 * app (app.ts) and the web's route table (web/src/router.tsx) both follow. The server answers
 * 200 with the app for a path that matches one of them and 404 (with the same app, which shows
 * its 'Nothing to see here!' page) for any other (issue 14 point 8).
 *
 * Adding a page to web/src/router.tsx means adding its pattern here, or the server answers 404
 * for it: web/test/routeTable.test.ts fails until both agree.
 *
 * Browser-safe (imported by the web as `@shared/routes.ts`).
 */
export const ROUTE_PATTERNS = [
  '/',
  '/sign-in',
  '/sign-up',
  '/activate',
  '/forgot-password',
  '/reset-password',
  '/settings',
  '/notifications',
  '/change-password',
  '/search',
  '/car/:id',
  '/checkout',
  '/checkout-session/:sessionId',
  '/bookings',
  '/booking',
  '/about',
  '/tos',
  '/privacy',
  '/contact',
  '/locations',
  '/suppliers',
  '/faq',
  '/blog/:id/:title',
  '/confirm-email',
  '/newsletter/:action',
] as const;

export type RoutePattern = (typeof ROUTE_PATTERNS)[number];

/**
 * Values a parameter may take where not every value is a page: only articles 1 to 3 exist
 * (web/src/routes/blog/articles.ts; the page itself shows not-found for another id).
 */
export const PARAM_VALUES: Partial<Record<RoutePattern, Record<string, readonly string[]>>> = {
  '/blog/:id/:title': { id: ['1', '2', '3'] },
  // The newsletter mails' links (web/src/routes/newsletter/NewsletterLinkPage.tsx).
  '/newsletter/:action': { action: ['confirm', 'unsubscribe'] },
};

const patterns = ROUTE_PATTERNS.map((pattern) => ({
  pattern,
  segments: pattern.split('/').filter(Boolean),
  allowed: PARAM_VALUES[pattern] ?? {},
}));

/**
 * The pattern `pathname` (no query string; percent-encoded as it arrives) belongs to, or null.
 * Matches as React Router does: static segments in any letter case, a parameter is one
 * non-empty segment, a trailing slash is ignored.
 */
export function matchRoute(pathname: string): RoutePattern | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (pathname === '/' || pathname === '') segments.length = 0;
  if (segments.some((segment) => segment === '')) return null;
  for (const { pattern, segments: wanted, allowed } of patterns) {
    if (wanted.length !== segments.length) continue;
    const ok = wanted.every((part, index) => {
      const actual = segments[index]!;
      if (!part.startsWith(':')) return part.toLowerCase() === actual.toLowerCase();
      const values = allowed[part.slice(1)];
      return !values || values.includes(actual);
    });
    if (ok) return pattern;
  }
  return null;
}
