import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';

/**
 * The window's width in CSS px, as a phone or a desktop has it: happy-dom applies the page's media
 * queries (Mantine's hidden-from/visible-from rules, responsive style props) at this width. Set it
 * before rendering (happy-dom keeps computed styles), and back to 1024 after the test.
 */
export function setWidth(width: number) {
  const { happyDOM } = window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } };
  happyDOM.setViewport({ width, height: 800 });
}

/** What a server has none of: rendering there must not need them. */
const BROWSER_ONLY = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'matchMedia', 'location'] as const;

/**
 * Renders `ui` as the server will: react-dom's server renderer, waiting for lazy parts and
 * catalogs (as the server's onAllReady does), with the browser's globals taken away meanwhile.
 */
export async function renderOnServer(ui: ReactNode): Promise<string> {
  const saved = BROWSER_ONLY.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const);
  try {
    for (const [key] of saved) delete (globalThis as Record<string, unknown>)[key];
    // Every part in place, as the server sends it (entry-server.tsx): none outlined behind its
    // fallback for an inline script to swap in (scripts set through innerHTML do not run).
    const { prelude } = await prerender(ui, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    // The server renderer leaves its last context values on the shared context objects (its next
    // render resets them first). A real server shares none with the browser: one empty render
    // here puts the defaults back before the browser's render in this same process.
    await prerender(null);
    return html;
  } finally {
    for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(globalThis, key, descriptor);
  }
}

/** The server's HTML in the page, as the browser shows it before any script has run. */
export function showServerHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/**
 * Hydrates the server's HTML in `container` with `ui`, as the browser does when the script
 * arrives. `mismatches` holds what React reported ("Hydration failed…", "…didn't match…").
 */
export async function hydrate(container: HTMLElement, ui: ReactNode) {
  const mismatches: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    // Development React notices two renderers (the server's and the browser's) in one process;
    // a real server and browser never share one.
    if (message.includes('multiple renderers')) return;
    mismatches.push(message);
  };
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, ui, {
        onRecoverableError: (error) => mismatches.push(error instanceof Error ? error.message : String(error)),
      });
    });
  } finally {
    console.error = original;
  }
  return {
    mismatches,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
