import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during the browser's hydrating render (which must match the server's
 * HTML), true from then on, and at once for anything mounted later (a page reached by a link).
 * For render-time reads of what only the browser knows (the history entry's state, the screen)
 * where showing the server's version first is right.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
