/** What tells that a reader is using the page, not only looking at it. */
const SIGNS_OF_LIFE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel', 'scroll'] as const;
const OPTIONS = { capture: true, passive: true } as const;

let used = false;
const waiting = new Set<() => void>();

/** The page is in use without an event saying so (a toast raised by the app): as at a sign of life. */
export function markUsed(): void {
  if (!used) onSign();
}

function onSign() {
  used = true;
  for (const type of SIGNS_OF_LIFE) window.removeEventListener(type, onSign, OPTIONS);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

function listen() {
  for (const type of SIGNS_OF_LIFE) window.addEventListener(type, onSign, OPTIONS);
}

// One listener for the page's life, from the app's start: a part mounted later knows at once.
if (typeof window !== 'undefined') listen();

/** Component tests share one window for many "pages": each starts unused. */
export function forgetUseForTests(): void {
  if (!used) return;
  used = false;
  listen();
}

/**
 * Calls `then` once, at the reader's first sign of life on the page (a touch, a key, the mouse, a
 * scroll), at once if that has already happened; returns the clean-up. For code a page that is
 * only being looked at never needs to run (docs/decisions/044): a phone spends its first seconds
 * on what it shows.
 */
export function whenUsed(then: () => void): () => void {
  if (used) {
    then();
    return () => {};
  }
  waiting.add(then);
  return () => waiting.delete(then);
}
