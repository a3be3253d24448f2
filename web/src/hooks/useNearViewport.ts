import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (once true, stays true): for
 * heavy parts below the fold that should load only when a visitor scrolls towards them. Attach
 * the returned ref callback to a placeholder. Without IntersectionObserver, true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, rootMargin]);

  return [setNode, near];
}
