import { isValidElement, memo, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';
import { whenUsed } from '../lib/firstUse.ts';

/** How far below the screen a part starts hydrating: its code is usually here by the time it is seen. */
const AHEAD = '100px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function closedGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  }) as Promise<void> & { status?: string; value?: undefined };
  const open = () => {
    // Marked as React reads a settled promise: `use` then returns at once, without suspending.
    promise.status = 'fulfilled';
    promise.value = undefined;
    resolve();
  };
  return { promise, open };
}

/**
 * Its children once the gate opens, suspended until then. The children are not even rendered
 * before: React would otherwise "prewarm" a suspended boundary's other children, and a lazy
 * component's code would be fetched at once. Adds no element: the markup is the server's.
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Only while React hydrates the server's markup. Rendered afresh instead (a context the part
  // reads changed before it was hydrated, e.g. the language or the currency: React then drops the
  // server's markup), the part renders at once rather than stay empty until it is seen.
  if (useHydrated()) gate.open();
  use(gate.promise);
  return children;
}

/**
 * A server-rendered part hydrated later than the page (docs/decisions/044): until then its markup
 * stays as the server sent it (links work, text reads, forms submit) and its code is neither
 * fetched nor run, so a phone spends the first seconds on what it shows. Later is when the part
 * nears the screen (below the fold), or at the reader's first sign of life (see `until`). A part reached by a
 * link in the browser (no server markup) renders at once, showing `fallback` while its chunk loads.
 *
 * The wrapper has no box of its own (display: contents): the layout is the children's. What it
 * watches are the server's elements inside it.
 */
export const HydrateLater = memo(function HydrateLater({ children, fallback = null, until = 'visible' }: Props) {
  // False in the browser's render over the server's page (and on the server, which renders
  // everything at once), true for a part mounted later.
  const hydrated = useHydrated();
  const [gate] = useState(() => (typeof document !== 'undefined' && !hydrated ? closedGate() : null));
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!gate || !element) return;
    if (until === 'used') return whenUsed(gate.open);
    const targets = [...element.children];
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [gate, until]);

  // The same element when only `hydrated` changed (React re-renders this once hydration is done):
  // a boundary still waiting, given new props, would lose its server markup for the fallback.
  return useMemo(
    () => (
      <div ref={wrapper} style={{ display: 'contents' }}>
        <Suspense fallback={fallback}>{gate ? <Gated gate={gate}>{children}</Gated> : children}</Suspense>
      </div>
    ),
    [gate, children, fallback],
  );
}, sameElements);

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
  /**
   * `visible` (the default): when the part nears the screen. `used`: at the reader's first sign
   * of life on the page (lib/firstUse.ts: a touch, a key, the mouse, a scroll), for a part on screen whose markup
   * already works without its code (the hero's search form is a plain GET form): a phone that is
   * only looking runs none of it.
   */
  until?: 'visible' | 'used';
}


/**
 * A parent's re-render must not reach a part still waiting: React would replace the server's
 * markup by the fallback (a waiting boundary given new props is rendered afresh). The part is the
 * same when its element has the same type and props, which its callers keep stable.
 */
function sameElements(before: Props, after: Props): boolean {
  return before.until === after.until && sameElement(before.children, after.children) && sameElement(before.fallback, after.fallback);
}

function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const [pa, pb] = [a.props as Record<string, unknown>, b.props as Record<string, unknown>];
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((key) => Object.is(pa[key], pb[key]));
}
