import { useEffect } from 'react';
import { startProgress } from './progress.ts';

/**
 * Shown in place of a page while its code chunk loads on the first visit (PageBoundary's
 * Suspense fallback). Later navigations are covered by RootLayout (AppRouter's pending state).
 * Renders nothing: the progress bar at the top is the whole indication.
 */
export function PageLoader() {
  useEffect(() => startProgress(), []);
  return null;
}
