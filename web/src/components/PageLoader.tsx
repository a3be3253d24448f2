import { nprogress } from '@mantine/nprogress';
import { useEffect } from 'react';

/**
 * Shown in place of a page while its code chunk loads on the first visit (the router's
 * HydrateFallback). Later navigations are covered by RootLayout watching the router state.
 * Renders nothing: the progress bar at the top is the whole indication.
 */
export function PageLoader() {
  useEffect(() => {
    nprogress.start();
    return () => nprogress.complete();
  }, []);
  return null;
}
