/**
 * Whether the app's language, currency or signed-in user has changed since the page was taken
 * over. A part still waiting to be hydrated (components/HydrateLater.tsx) whose context changed
 * cannot match the server's markup any more: React renders it afresh, which is right, and reports
 * it as a recoverable hydration error. After such a change those reports are expected; before
 * one, a report is a real mismatch between the server's render and the browser's.
 */
let changed = false;

/** Called by the providers as their value is about to change. */
export function noteAppChange(): void {
  changed = true;
}

/** hydrateRoot's onRecoverableError: real mismatches as React reports them, expected ones as a note. */
export function reportRecoverable(error: unknown): void {
  if (changed) {
    console.info('A part rendered by the server was rendered afresh after the language, currency or user changed:', error instanceof Error ? error.message : error);
    return;
  }
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
