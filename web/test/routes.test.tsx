import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from './render.tsx';

describe('routes (spec §2)', () => {
  it.each([
    ['/sign-in', 'Sign in'],
    ['/sign-up', 'Create an account'],
    ['/activate', 'Activate your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Reset your password'],
    ['/search', 'Search results'],
    ['/checkout', 'Checkout'],
    ['/checkout-session/cs_test_123', 'Payment status'],
    ['/about', 'About us'],
    ['/tos', 'Terms of service'],
    ['/privacy', 'Privacy policy'],
    ['/contact', 'Contact us'],
    ['/locations', 'Rental locations'],
    ['/suppliers', 'Suppliers'],
    ['/faq', 'Frequently asked questions'],
    ['/blog/1/scenic-road-trips-in-kurdistan', 'Scenic road trips in Kurdistan'],
    ['/blog/2/why-rent-a-car-in-erbil', 'Why rent a car in Erbil'],
    ['/blog/3/any-title', 'Essential rental tips'],
  ])('%s shows "%s" under the header', async (path, heading) => {
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Erbil Car Rental' })).toBeDefined();
    expect(document.title).toBe(`${heading} | Erbil Car Rental`);
  });

  it.each(['/change-password', '/settings', '/notifications'])(
    '%s needs an account: signed out, it is the sign-in page, which comes back after',
    async (path) => {
      const { router } = renderRoute(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
      expect(router.state.location.pathname).toBe('/sign-in');
      expect(router.state.location.search).toBe(`?from=${path}`);
    },
  );

  // ── bookings (issue 13): the driver's bookings need an account too.
  it.each(['/bookings', '/booking?b=b1'])('%s needs an account: signed out, it is the sign-in page, which comes back after', async (path) => {
    const { router } = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent(path).replaceAll('%2F', '/')}`);
  });

  it.each(['/no-such-page', '/sign-in/extra', '/blog/4/a-title', '/blog/1'])(
    '%s is the not-found page',
    async (path) => {
      renderRoute(path);

      expect(await screen.findByRole('heading', { name: 'Nothing to see here!' })).toBeDefined();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveProperty('pathname', '/');
    },
  );

  it.each([
    ['fr', 'Rien à voir ici\u00a0!'],
    ['es', '¡Aquí no hay nada que ver!'],
  ] as const)('the not-found page is translated (%s)', async (language, heading) => {
    renderRoute('/no-such-page', { language });

    expect(await screen.findByRole('heading', { name: heading })).toBeDefined();
  });
});
