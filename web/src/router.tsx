import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from './components/PageLoader.tsx';
import { RootLayout } from './components/RootLayout.tsx';
import { RouteErrorPage } from './components/RouteErrorPage.tsx';

/**
 * A page loaded on demand: its module becomes a separate chunk, fetched the first time the
 * route matches. While it loads, PageLoader (first visit) or RootLayout (later navigations)
 * shows the top progress bar.
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PageLoader,
  };
}

/** Every route of spec §2. Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // Pathless so that a page that fails keeps the header and its menus.
        ErrorBoundary: RouteErrorPage,
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
