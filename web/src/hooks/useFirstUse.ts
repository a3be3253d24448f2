import { useEffect, useState } from 'react';
import { whenUsed } from '../lib/firstUse.ts';

/**
 * False until the reader's first sign of life on the page (lib/firstUse.ts), on the server and in
 * the browser's first render too: for code worth fetching ahead of a tap, but not while the page
 * is only being looked at (docs/decisions/044).
 */
export function useFirstUse(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => whenUsed(() => setUsed(true)), []);
  return used;
}
