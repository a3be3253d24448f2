// Before any zod schema is created (see the file).
import './lib/zodConfig.ts';
// Mantine's styles first, so the app's own styles override them.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';

import { StrictMode, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { AppRouter } from './AppRouter.tsx';
import { NowContext } from './hooks/useNow.ts';
import { loadCatalog, provideCatalog } from './i18n/catalogs.ts';
import { readDigitsCookie } from './lib/digits.ts';
import { DEFAULT_DIGITS } from '@shared/digits.ts';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages.ts';
import { AppRoutes, preloadRoute } from './router.tsx';
import { readAppState, type AppState } from './ssr/state.ts';
import { readStartupPreferences } from './startup.ts';
import { reportRecoverable } from './ssr/appChanges.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Tells end-to-end tests (and anyone curious) that the page now answers its controls. */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.started = 'true';
  }, []);
  return children;
}

/** The whole app, as hydrated over the server's page or rendered afresh. */
function App(props: Omit<ComponentProps<typeof AppProviders>, 'children'>) {
  // One history for the app's life (created on first render: the page's URL is final by then).
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  return (
    <StrictMode>
      <AppProviders {...props}>
        <Started>
          <AppRouter history={history}>
            <AppRoutes />
          </AppRouter>
        </Started>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * While the page hydrates, "now" is the moment the server rendered it, so what was computed
 * from it is the same on both sides; components mounted later read the clock. The context's
 * value never changes (a function, asked when a component mounts): a change would re-render
 * parts still waiting to hydrate, and React would replace their server markup with their
 * fallback (measured: the sign-in page vanished for 300 ms, CLS 0.48).
 */
const HYDRATION_WINDOW_MS = 60_000;
function HydrationNow({ at, children }: { at: string; children: ReactNode }) {
  const [now] = useState(() => {
    const rendered = new Date(at);
    const start = performance.now();
    return () => (performance.now() - start < HYDRATION_WINDOW_MS ? rendered : new Date());
  });
  return <NowContext value={now}>{children}</NowContext>;
}

/** A page the server rendered (docs/decisions/043-server-rendering.md): the browser takes it over. */
async function hydrate(state: AppState, root: HTMLElement) {
  // What this browser would have chosen by itself (spec §2 from the URL and its storage; a
  // language given with `l` is remembered): applied after hydration where the server, which only
  // sees the cookies, chose otherwise.
  const preferred = readStartupPreferences(window.location.search);
  // Signed in, the account's language (which the server read) is the truth, not the stored copy.
  if (state.user) preferred.language = state.language;
  // The first render must be the page the server rendered: its language's catalog (in the page's
  // state, else fetched) and the route's page module are here before it (the page would
  // otherwise suspend on its chunk).
  if (state.messages) provideCatalog(state.language, state.messages);
  await Promise.all([
    loadStartCatalog(state.language),
    loadDigits(),
    preloadRoute(window.location.pathname).catch((error: unknown) => console.error(error)),
  ]);
  const app = (
    <HydrationNow at={state.now}>
      <App language={state.language} currency={state.currency} user={state.user} preferred={preferred} digits={readDigitsCookie()} />
    </HydrationNow>
  );
  // A page whose data the server could not load shows its error state: render it afresh (the
  // queries are tried again) rather than hydrate markup the browser's cache cannot reproduce.
  if (!state.hydrate) {
    createRoot(root).render(app);
    return;
  }
  // Not in a transition: hydrated in a transition, the page's own part could still be waiting
  // when the page said it was taken over, and a tap on its submit button then posted the form
  // natively (e2e: sign-in lost). The parts that can wait are HydrateLater's.
  hydrateRoot(root, app, { onRecoverableError: reportRecoverable });
}

/**
 * The catalog of `language` for the first render; should its chunk fail to load, the English one,
 * and the app starts in English (LanguageProvider).
 */
function loadStartCatalog(language: Language): Promise<unknown> {
  return loadCatalog(language).catch((error: unknown) => {
    console.error(error);
    return loadCatalog(DEFAULT_LANGUAGE).catch((again: unknown) => console.error(again));
  });
}

/** The plain numbers' rewriting (i18n/plainNumbers.ts) when the reader's digits are not the default. */
function loadDigits(): Promise<unknown> {
  return readDigitsCookie() === DEFAULT_DIGITS ? Promise.resolve() : import('./i18n/plainNumbers.ts').catch((error: unknown) => console.error(error));
}

/** A page the server did not render (development without server rendering). */
function start(root: HTMLElement) {
  const { language, currency } = readStartupPreferences(window.location.search);
  // Catalogs are separate chunks (i18n/catalogs.ts): render once the start-up language's is
  // here, so the first paint is in the right language.
  void Promise.all([loadStartCatalog(language), loadDigits()]).finally(() => createRoot(root).render(<App language={language} currency={currency} digits={readDigitsCookie()} />));
}

const state = readAppState();
if (state) void hydrate(state, container);
else start(container);
