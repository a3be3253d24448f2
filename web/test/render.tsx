import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, type RenderResult } from '@testing-library/react';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { AppProviders } from '../src/AppProviders.tsx';
import { AppRouter } from '../src/AppRouter.tsx';
import { createCache } from '../src/apolloCache.ts';
import { NowContext } from '../src/hooks/useNow.ts';
import type { Language } from '../src/i18n/languages.ts';
import type { Currency } from '../src/lib/currency.ts';
import { AppRoutes, preloadRoute } from '../src/router.tsx';

interface Options {
  language?: Language;
  /** The display currency at start (as if stored by an earlier visit); default USD. */
  currency?: Currency;
  /**
   * The GraphQL answers the test expects to be asked for. Always a mocked client: a component
   * that queries something unexpected gets an error, never the network.
   */
  mocks?: MockLink.MockedResponse[];
  /** Under React's StrictMode, as in development: effects run twice. */
  strict?: boolean;
  /** The page's render time, as the server gives it (hooks/useNow.ts); default: the clock. */
  now?: Date;
}

function Mocked({ mocks, children }: { mocks: MockLink.MockedResponse[]; children: ReactNode }) {
  // The app's own cache (its field policies); warnings about unmatched operations only where the
  // test declared what it expects.
  const [cache] = useState(createCache);
  return (
    <MockedProvider mocks={mocks} cache={cache} showWarnings={mocks.length > 0}>
      {children}
    </MockedProvider>
  );
}

/** Renders a component with the app's providers (Mantine in test mode) inside a memory router. */
export function renderWithProviders(
  ui: ReactNode,
  { language = 'en', currency, mocks = [], path = '/' }: Options & { path?: string } = {},
): RenderResult {
  return render(
    <Mocked mocks={mocks}>
      <AppProviders language={language} currency={currency} env="test">
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AppProviders>
    </Mocked>,
  );
}

/**
 * Mounts the routes once the page's module is here, as main.tsx does before hydrating (and as
 * the data router did before its first render): the first render happens outside the render
 * call's `act`, so parts that load lazily (the footer, a page's catalog) never suspend inside it.
 * Tests find the page with `findBy…` queries.
 */
function WhenPageLoaded({ path, children }: { path: string; children: ReactNode }) {
  const pathname = new URL(path, 'http://localhost').pathname;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(true);
    preloadRoute(pathname).then(done, done);
    return () => {
      live = false;
    };
  }, [pathname]);
  return ready ? children : null;
}

/** Where the app is, and a way to move it, as a test sees them (the app's own history underneath). */
export interface TestRouter {
  state: { readonly location: { pathname: string; search: string; hash: string }; readonly historyAction: string };
  /** Goes to a path, or back and forth in the history (a number), as the browser would. */
  navigate(to: string | number): Promise<void>;
}

/**
 * Renders the app's real route table at `path`, under the app's own router (src/AppRouter.tsx)
 * over a memory history, as a visitor landing there would see it. `router.state.location` tells
 * where the app navigated.
 */
export function renderRoute(
  path: string,
  { language = 'en', currency, mocks = [], strict = false, now = null }: Omit<Options, 'now'> & { now?: Date | null } = {},
): RenderResult & { router: TestRouter } {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
    navigate: (to) =>
      act(async () => {
        if (typeof to === 'number') history.go(to);
        else history.push(to);
      }),
  };
  const app = (
    <NowContext value={now}>
      <Mocked mocks={mocks}>
        <AppProviders language={language} currency={currency} env="test">
          <WhenPageLoaded path={path}>
            <AppRouter history={history}>
              <AppRoutes />
            </AppRouter>
          </WhenPageLoaded>
        </AppProviders>
      </Mocked>
    </NowContext>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router };
}
