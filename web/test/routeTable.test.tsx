import { ROUTE_PATTERNS, matchRoute } from '@shared/routes.ts';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/router.tsx';
import { driver, meMock, rememberSignedIn } from './accountMocks.ts';
import { renderRoute } from './render.tsx';

/** Every full path of the router's table (pathless and index routes folded into their parent). */
function routerPaths(objects: RouteObject[], parent = ''): string[] {
  return objects.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/');
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...(route.children ? routerPaths(route.children, own) : [])];
  });
}

// ── shell (issue 14 point 8): the server answers 404 for any path outside ROUTE_PATTERNS.
describe('the route table the server knows (server/src/shared/routes.ts)', () => {
  it('is the router’s: every page of web/src/router.tsx, and nothing else, besides the catch-all', () => {
    const paths = routerPaths(routes);
    expect(paths).toContain('/*');
    expect(paths.filter((path) => path !== '/*').sort()).toEqual([...ROUTE_PATTERNS].sort());
  });

  it('matches the blog articles the blog has (web/src/routes/blog/articles.ts)', async () => {
    const { BLOG_ARTICLES } = await import('../src/routes/blog/articles.ts');
    for (const { id } of BLOG_ARTICLES) expect(matchRoute(`/blog/${id}/a-title`)).toBe('/blog/:id/:title');
    expect(matchRoute(`/blog/${BLOG_ARTICLES.length + 1}/a-title`)).toBeNull();
  });
});

// The signed-in driver's pages: signed out they are the sign-in page.
const DRIVER_PAGES = new Set(['/settings', '/notifications', '/change-password', '/bookings', '/booking', '/confirm-email']);
const example = (pattern: string) => pattern.replace(':sessionId', 'cs_test_123').replace(':id', '2').replace(':title', 'why-rent-a-car-in-erbil').replace(':action', 'unsubscribe');

describe('every page has a document title of its own (issue 14 point 8)', () => {
  const titles = new Map<string, string>();

  it.each(ROUTE_PATTERNS.map((pattern) => [pattern]))('%s', async (pattern) => {
    const path = example(pattern);
    if (DRIVER_PAGES.has(pattern)) rememberSignedIn();
    const { router } = renderRoute(path, { mocks: DRIVER_PAGES.has(pattern) ? [meMock(driver())] : [] });

    // The page's own heading is there (not a redirect to another page, not the not-found page)...
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
    // ...and the tab says which page it is, before the brand.
    await waitFor(() => expect(document.title).toMatch(/^.+ \| Erbil Car Rental$/));
    expect(document.title).not.toBe('Nothing to see here! | Erbil Car Rental');
    titles.set(pattern, document.title);
  });

  it('no two pages share a title, and the not-found page has its own', async () => {
    expect(titles.size).toBe(ROUTE_PATTERNS.length);
    const seen = [...titles.values()];
    expect(new Set(seen).size).toBe(seen.length);

    renderRoute('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Nothing to see here!' });
    await waitFor(() => expect(document.title).toBe('Nothing to see here! | Erbil Car Rental'));
  });
});
