import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/AppProviders.tsx';
import { createCache } from '../src/apolloCache.ts';
import { NowContext } from '../src/hooks/useNow.ts';
import type { Language } from '../src/i18n/languages.ts';
import type { Currency } from '../src/lib/currency.ts';
import { routes } from '../src/router.tsx';

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
 * Renders the app's real route table at `path`, as a visitor landing there would see it.
 * `router.state.location` tells where the app navigated.
 */
export function renderRoute(
  path: string,
  { language = 'en', currency, mocks = [], strict = false, now = null }: Omit<Options, 'now'> & { now?: Date | null } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <NowContext value={now}>
      <Mocked mocks={mocks}>
        <AppProviders language={language} currency={currency} env="test">
          <RouterProvider router={router} />
        </AppProviders>
      </Mocked>
    </NowContext>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router };
}
