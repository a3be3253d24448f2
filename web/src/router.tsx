import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { PageBoundary } from './components/PageBoundary.tsx';
import { RootLayout } from './components/RootLayout.tsx';

/**
 * Routing is declarative on both sides (docs/decisions/044-javascript-budget.md): the same table
 * under `useRoutes`, in a StaticRouter on the server (entry-server.tsx) and a history router in
 * the browser (AppRouter.tsx). No data router: nothing here has loaders, and its code (about
 * 18 kB gzipped) would be a fifth of the home page's first-load budget.
 */

interface PageModule {
  default: ComponentType;
}

/** What a page route carries besides its component: the means to load its module ahead. */
export interface PageHandle {
  preload(): Promise<unknown>;
}

/**
 * A page loaded on demand: its module becomes a separate chunk, fetched the first time the
 * route matches. While it loads, PageBoundary shows PageLoader (the top progress bar) on a first
 * visit; a later navigation keeps the old page on screen meanwhile (a transition) and RootLayout
 * shows the bar. Once `preload()` has resolved the page renders at once, without suspending:
 * main.tsx preloads the server-rendered page before hydrating, so hydration finds it there.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'Component' | 'handle'> {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that calls back at once when the module is here: React.lazy then renders the
  // page in the same pass instead of suspending.
  const Component = lazy(() => (loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>) : preload()));
  const handle: PageHandle = { preload };
  return { Component, handle };
}

/** Every route of spec §2. Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // Pathless so that a page that fails keeps the header and its menus.
        element: <PageBoundary />,
        children: [
          { index: true, ...page(() => import('./routes/home/HomePage.tsx')) },

          { path: 'sign-in', ...page(() => import('./routes/account/SignInPage.tsx')) },
          { path: 'sign-up', ...page(() => import('./routes/account/SignUpPage.tsx')) },
          { path: 'activate', ...page(() => import('./routes/account/ActivatePage.tsx')) },
          { path: 'forgot-password', ...page(() => import('./routes/account/ForgotPasswordPage.tsx')) },
          { path: 'reset-password', ...page(() => import('./routes/account/ResetPasswordPage.tsx')) },
          { path: 'settings', ...page(() => import('./routes/account/driverSpace.ts').then((m) => ({ default: m.SettingsPage }))) },
          { path: 'notifications', ...page(() => import('./routes/account/driverSpace.ts').then((m) => ({ default: m.NotificationsPage }))) },
          { path: 'change-password', ...page(() => import('./routes/account/ChangePasswordPage.tsx')) },

          { path: 'search', ...page(() => import('./routes/search/SearchPage.tsx')) },
          // A car with the search's criteria in the query (issue 24 point 1); unknown ids are not found.
          { path: 'car/:id', ...page(() => import('./routes/car/CarPage.tsx')) },
          { path: 'checkout', ...page(() => import('./routes/checkout/CheckoutPage.tsx')) },
          {
            path: 'checkout-session/:sessionId',
            ...page(() => import('./routes/checkout/CheckoutSessionPage.tsx')),
          },
          { path: 'bookings', ...page(() => import('./routes/bookings/BookingsPage.tsx')) },
          { path: 'booking', ...page(() => import('./routes/bookings/BookingPage.tsx')) },

          { path: 'about', ...page(() => import('./routes/info/AboutPage.tsx')) },
          { path: 'tos', ...page(() => import('./routes/info/TosPage.tsx')) },
          { path: 'privacy', ...page(() => import('./routes/info/PrivacyPage.tsx')) },
          { path: 'contact', ...page(() => import('./routes/info/ContactPage.tsx')) },
          { path: 'locations', ...page(() => import('./routes/info/LocationsPage.tsx')) },
          { path: 'suppliers', ...page(() => import('./routes/info/SuppliersPage.tsx')) },
          { path: 'faq', ...page(() => import('./routes/info/FaqPage.tsx')) },
          // Ids 1 to 3; the page answers not-found for any other id.
          { path: 'blog/:id/:title', ...page(() => import('./routes/blog/BlogPostPage.tsx')) },
          // The link of a change of e-mail address (server/src/services/accounts/emailChange.ts).
          { path: 'confirm-email', ...page(() => import('./routes/account/driverSpace.ts').then((m) => ({ default: m.ConfirmEmailPage }))) },

          // The newsletter mails' links (server/src/services/newsletter/newsletter.ts).
          // /newsletter/confirm and /newsletter/unsubscribe; any other action is not found.
          { path: 'newsletter/:action', ...page(() => import('./routes/newsletter/NewsletterLinkPage.tsx')) },

          { path: '*', ...page(() => import('./routes/NotFoundPage.tsx')) },
        ],
      },
    ],
  },
];

/** The pages of the table matching `pathname` (the layout and the page): loaded before hydrating. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}

/** The route table rendered at the router's location. */
export function AppRoutes() {
  return useRoutes(routes);
}
