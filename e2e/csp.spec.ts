import { expect, test } from './harness.ts';

/**
 * The built app runs under its own Content-Security-Policy (docs/decisions/017): no page the
 * journeys visit makes the browser refuse a script, style, image, frame or connection. A new
 * third-party resource, an inline script or an eval in a dependency fails here first.
 */
test('the pages run under the Content-Security-Policy without a single violation', async ({ page }) => {
  test.slow(); // ten pages, each waited on until its network is quiet: more than one test's usual 30 s on a loaded CI machine
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(v: string): void }).reportViolation(
        `${location.pathname}: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  // No internet here: the tiles are allowed by the policy, and never fetched.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.getByRole('heading', { name: 'Our rental locations' }).scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: 'Map of rental locations' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('button', { name: 'Shaqlawa' })).toBeVisible(); // Leaflet ran

  for (const path of ['/search', '/sign-in', '/sign-up', '/forgot-password', '/about', '/locations', '/suppliers', '/contact', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByRole('contentinfo')).toBeVisible(); // the lazy footer (and its newsletter box) came in too
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
