import type { ReactNode } from 'react';
import { useFirstUse } from '../hooks/useFirstUse.ts';

/**
 * Its children from the reader's first sign of life on the page on (lib/firstUse.ts): nothing on
 * the server nor in the browser's first render, and none of their code fetched before. For parts
 * that answer the reader (the toast container, the analytics consent).
 */
export function AfterFirstUse({ children }: { children: ReactNode }) {
  return useFirstUse() ? children : null;
}
