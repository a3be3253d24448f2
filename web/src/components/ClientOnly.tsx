import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';

/**
 * Renders its children in the browser only: the server's HTML and the hydrating render show
 * `fallback` (nothing by default), then the browser renders the children. For parts that depend on
 * what only the browser knows (toasts, the payment form, scripts of outside services, the map).
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
