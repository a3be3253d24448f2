import { Box, NativeSelect, Paper } from '@mantine/core';
import { lazy, Suspense, use, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavigationPending } from '../AppRouter.tsx';
import { useAuth } from '../auth/AuthContext.ts';
import { AfterFirstUse } from './AfterFirstUse.tsx';
import { Header } from './Header.tsx';
import { loadProgress, startProgress } from './progress.ts';
import { CurrencySelect, LanguageSelect } from './ShellSelects.tsx';

// Only an unverified, signed-in driver sees it: not worth a byte of anyone's first load.
const UnverifiedBanner = lazy(() => import('./UnverifiedBanner.tsx'));

// ── shell (issue 14): not needed for the first paint, so each is a chunk of its own fetched
// once the layout has rendered (with its catalog and, for the contact address, Apollo): the home
// route's first load stays within its budget (`npm run bench:first-load`).
const Footer = lazy(() => import('./Footer.tsx'));
// Analytics (and its consent question) from the reader's first sign of life: its script starts
// only then anyway, and a page only looked at runs none of its code (AfterFirstUse).
const Analytics = lazy(() => import('./analytics/Analytics.tsx'));
// NativeSelect for the footer's digits choice (Footer.tsx says why it is handed down).
const FOOTER_SELECTS = { LanguageSelect, CurrencySelect, NativeSelect };
// The bar moves only on later navigations: out of the first load (components/progress.ts).
const NavigationProgress = lazy(() => loadProgress().then((module) => ({ default: module.NavigationProgress })));

/**
 * The frame of every page: progress bar, sticky header, and the current page below.
 * Plain Mantine boxes rather than AppShell: AppShell brings scroll locking and transitions for
 * navbars this app does not have, about 10 KB gzipped on the home page's first load.
 */
export function RootLayout() {
  const navigating = use(NavigationPending);
  const { pathname } = useLocation();
  const { user } = useAuth();

  // Pages are code-split: while the next page's chunk loads the router stays on the current
  // page (a transition, AppRouter.tsx). The bar shows that something is happening.
  useEffect(() => (navigating ? startProgress() : undefined), [navigating]);

  // Spec §2: each navigation scrolls to the top. Keyed on the path only, so changing a
  // page's query string (filters, pagination) keeps the reader where they are.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Keyboard and screen-reader users: when the control that led here left with the old page,
  // the focus would fall back to the document's start; it goes to the new page's content instead
  // (a focus the page set itself, or a header control still on screen, is left alone).
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (document.activeElement === null || document.activeElement === document.body) main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      {/* Decorative: the page itself announces what loaded. */}
      <Suspense fallback={null}>
        <NavigationProgress aria-hidden />
      </Suspense>
      <Paper
        component="header"
        pos="sticky"
        top={0}
        radius={0}
        shadow="xs"
        // Above page content that scrolls under the sticky header; Mantine has no style prop for it.
        style={{ zIndex: 'var(--mantine-z-index-app)' }}
      >
        <Header />
      </Paper>
      {user && !user.verified && (
        <Suspense fallback={null}>
          <UnverifiedBanner />
        </Suspense>
      )}
      <Box component="main" ref={main} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </Box>
      {/* Hydrated with the page, not later: its language and currency choices must answer the
          moment they are used (a choice made before its part is hydrated would be lost). */}
      <Suspense fallback={null}>
        <Footer selects={FOOTER_SELECTS} />
      </Suspense>
      <AfterFirstUse>
        <Suspense fallback={null}>
          <Analytics />
        </Suspense>
      </AfterFirstUse>
    </>
  );
}
