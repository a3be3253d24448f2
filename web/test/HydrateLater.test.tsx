import { act, fireEvent, waitFor } from '@testing-library/react';
import { createContext, lazy, use, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HydrateLater } from '../src/components/HydrateLater.tsx';
import { forgetUseForTests } from '../src/lib/firstUse.ts';
import { hydrate, renderOnServer, showServerHtml } from './hydration.tsx';

/** The browser's IntersectionObserver, driven by the test: `scrollTo(element)` says it is near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  static scrollTo(element: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.targets.includes(element))) {
      observer.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

/** A below-the-fold part whose code is a lazy chunk, counting its loads; a button shows it is live. */
function part() {
  let loads = 0;
  function Part({ label }: { label: string }) {
    const [clicks, setClicks] = useState(0);
    return (
      <section>
        <h2>{label}</h2>
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          clicked {clicks}
        </button>
      </section>
    );
  }
  const Lazy = lazy(async () => {
    loads += 1;
    return { default: Part };
  });
  return { Lazy, loads: () => loads };
}

describe('HydrateLater', { timeout: 20_000 }, () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    forgetUseForTests();
    FakeObserver.all = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('keeps the server markup and loads no code until the part nears the screen, then hydrates it in place', async () => {
    const server = part();
    const html = await renderOnServer(
      <main>
        <HydrateLater>
          <server.Lazy label="Our suppliers" />
        </HydrateLater>
      </main>,
    );
    expect(html).toContain('Our suppliers');

    const browser = part();
    const container = showServerHtml(html);
    const section = container.querySelector('section')!;
    const { mismatches, unmount } = await hydrate(
      container,
      <main>
        <HydrateLater>
          <browser.Lazy label="Our suppliers" />
        </HydrateLater>
      </main>,
    );
    // The reader sees the server's part; its code was not fetched.
    expect(browser.loads()).toBe(0);
    expect(container.querySelector('section')).toBe(section);
    fireEvent.click(container.querySelector('button')!);
    expect(container.querySelector('button')!.textContent).toBe('clicked 0');

    await act(async () => FakeObserver.scrollTo(section));
    await waitFor(() => expect(browser.loads()).toBe(1));
    // Hydrated over the same elements: the button now answers.
    await waitFor(() => {
      fireEvent.click(container.querySelector('button')!);
      expect(container.querySelector('button')!.textContent).not.toBe('clicked 0');
    });
    expect(container.querySelector('section')).toBe(section);
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('a parent re-rendering while the part waits does not replace its server markup', async () => {
    const server = part();
    let rerender: () => void = () => {};
    function Page({ lazyPart }: { lazyPart: ReturnType<typeof part> }) {
      const [count, setCount] = useState(0);
      rerender = () => setCount((n) => n + 1);
      return (
        <main>
          <p>renders {count}</p>
          <HydrateLater>
            <lazyPart.Lazy label="Why book with us" />
          </HydrateLater>
        </main>
      );
    }
    const html = await renderOnServer(<Page lazyPart={server} />);
    const browser = part();
    const container = showServerHtml(html);
    const { mismatches, unmount } = await hydrate(container, <Page lazyPart={browser} />);

    await act(async () => rerender());
    expect(container.textContent).toContain('renders 1');
    expect(container.textContent).toContain('Why book with us');
    expect(browser.loads()).toBe(0);
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('a context the waiting part reads changes (the currency): the part is rendered afresh at once, not left empty', async () => {
    const Currency = createContext('USD');
    let loads = 0;
    const Price = lazy(async () => {
      loads += 1;
      return { default: () => <p>price in {use(Currency)}</p> };
    });
    let switchTo: (c: string) => void = () => {};
    function Page() {
      const [currency, setCurrency] = useState('USD');
      switchTo = setCurrency;
      return (
        <Currency value={currency}>
          <main>
            <HydrateLater>
              <Price />
            </HydrateLater>
          </main>
        </Currency>
      );
    }
    const html = await renderOnServer(<Page />);
    expect(html).toContain('USD');
    loads = 0;
    const container = showServerHtml(html);
    const { unmount } = await hydrate(container, <Page />);
    expect(loads).toBe(0);
    await act(async () => switchTo('EUR'));
    await waitFor(() => expect(container.textContent).toContain('price in EUR'));
    unmount();
  });

  it("until='used': the code runs at the reader's first touch anywhere on the page, not before", async () => {
    const server = part();
    const ui = (p: ReturnType<typeof part>) => (
      <main>
        <HydrateLater until="used">
          <p.Lazy label="Find a car" />
        </HydrateLater>
      </main>
    );
    const html = await renderOnServer(ui(server));
    const browser = part();
    const container = showServerHtml(html);
    const { mismatches, unmount } = await hydrate(container, ui(browser));
    // On screen from the start, yet nothing is fetched while the reader only looks.
    await act(async () => FakeObserver.scrollTo(container.querySelector('section')!));
    expect(browser.loads()).toBe(0);

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await waitFor(() => expect(browser.loads()).toBe(1));
    await waitFor(() => {
      fireEvent.click(container.querySelector('button')!);
      expect(container.querySelector('button')!.textContent).not.toBe('clicked 0');
    });
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('mounted in the browser (a page reached by a link), the part renders at once', async () => {
    const browser = part();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <HydrateLater fallback={<p>loading</p>}>
          <browser.Lazy label="Customer care" />
        </HydrateLater>,
      ),
    );
    await waitFor(() => expect(container.textContent).toContain('Customer care'));
    expect(browser.loads()).toBe(1);
    act(() => root.unmount());
    container.remove();
  });
});
