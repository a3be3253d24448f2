/** What tells that a reader is using the page, not only looking at it. */
const SIGNS_OF_LIFE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel', 'scroll'] as const;

/**
 * Calls `then` once, at the reader's first sign of life on the page (a touch, a key, the mouse, a
 * scroll); returns the clean-up. For code a page that is only being looked at never needs to run
 * (docs/decisions/044): a phone spends its first seconds on what it shows.
 */
export function whenUsed(then: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const done = () => {
    stop();
    then();
  };
  const stop = () => {
    for (const type of SIGNS_OF_LIFE) window.removeEventListener(type, done, options);
  };
  for (const type of SIGNS_OF_LIFE) window.addEventListener(type, done, options);
  return stop;
}
