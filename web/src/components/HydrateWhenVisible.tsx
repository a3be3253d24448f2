import { isValidElement, memo, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';

/** How far below the screen a part starts hydrating: its code is usually here by the time it is seen. */
const AHEAD = '100px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function closedGate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * Its children once the gate opens, suspended until then. The children are not even rendered
 * before: React would otherwise "prewarm" a suspended boundary's other children, and a lazy
 * component's code would be fetched at once. Adds no element: the markup is the server's.
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return children;
}

/**
 * A server-rendered part below the fold (docs/decisions/044): while the page hydrates, its markup
 * stays as the server sent it (links work, text reads) and its code is fetched and run only when
 * it nears the screen, so a phone spends the first seconds on what it shows. A part reached by a
 * link in the browser (no server markup) renders at once, showing `fallback` while its chunk loads.
 *
 * The wrapper has no box of its own (display: contents): the layout is the children's. What it
 * watches are the server's elements inside it.
 */
export const HydrateWhenVisible = memo(function HydrateWhenVisible({ children, fallback = null }: Props) {
  // False in the browser's render over the server's page (and on the server, which renders
  // everything at once), true for a part mounted later.
  const hydrated = useHydrated();
  const [gate] = useState(() => (typeof document !== 'undefined' && !hydrated ? closedGate() : null));
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!gate || !element) return;
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
  }, [gate]);

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
}

/**
 * A parent's re-render must not reach a part still waiting: React would replace the server's
 * markup by the fallback (a waiting boundary given new props is rendered afresh). The part is the
 * same when its element has the same type and props, which its callers keep stable.
 */
function sameElements(before: Props, after: Props): boolean {
  return sameElement(before.children, after.children) && sameElement(before.fallback, after.fallback);
}

function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const [pa, pb] = [a.props as Record<string, unknown>, b.props as Record<string, unknown>];
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((key) => Object.is(pa[key], pb[key]));
}
