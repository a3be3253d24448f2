import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiGql as gql, createActivatedDriver, erbilTen, expect, PNG, PREFLIGHT, test } from './harness.ts';

/**
 * Accessibility (issue 24 point 7, first part): axe-core over the driver's routes, signed out and
 * signed in, in English and French, on a 390 px phone and a 1366 px desktop. A serious or critical
 * violation fails the test, listed with the rule, the route, the language, the width and the nodes.
 * One test per route runs its four combinations in sequence.
 */

test.describe.configure({ timeout: 120_000 });

const WIDTHS = [390, 1366] as const;
const LANGUAGES = ['en', 'fr'] as const;

async function airportId(api: APIRequestContext): Promise<string> {
  const { locations } = await gql<{ locations: { id: string; name: string }[] }>(api, '{ locations { id name } }');
  return locations.find((l) => /Airport/.test(l.name))!.id;
}

function withLanguage(path: string, language: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}l=${language}`;
}

/** Every serious or critical violation on the page as it is now, one line each. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3: a control's accessible name contains its visible
  // words) is experimental in axe and off by default: turned on here.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
        .join('\n');
      return `${label}: [${v.impact}] ${v.id} (${v.help}), ${v.nodes.length} node(s)\n${nodes}`;
    });
}

/**
 * Opens `path` at each width and language, waits until `ready` shows and nothing is loading, and
 * fails with every serious or critical violation found.
 */
async function audit(page: Page, path: string, ready: (page: Page) => Locator = (p) => p.locator('h1').first()): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of LANGUAGES) {
      await page.goto(withLanguage(path, language));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(ready(page)).toBeVisible();
      // Parts that load as they near the viewport (newsletter boxes, the footer's details) are
      // brought into view until none is left loading.
      // Best effort, at most ~10 s: a list that loads its next page whenever its end is in view
      // (/bookings) never runs out of loaders, and what is still loading is audited as it shows.
      const loading = page.locator('[aria-busy="true"], .mantine-Skeleton-root');
      for (let tries = 0; tries < 5 && (await loading.count()) > 0; tries++) {
        await loading.first().scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => {});
        await expect(loading).toHaveCount(0, { timeout: 2_000 }).catch(() => {});
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      found.push(...(await seriousViolations(page, `${path} ${language} ${width}px`)));
    }
  }
  expect(found, `serious or critical axe violations:\n${found.join('\n')}`).toEqual([]);
}

/** A driver signed in in the browser, with a licence on file and two pending pay-later bookings (status badges, row actions, notifications). */
async function signedInDriver(page: Page, baseURL: string): Promise<void> {
  const { email, password } = await createActivatedDriver(baseURL);
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  // page.request shares the browser's cookies, so it acts as the signed-in driver.
  const api = page.request;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($input: UploadLicenceInput!) { uploadLicence(input: $input) { name } }', variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([PNG], { type: 'image/png' }), 'licence.png');
  const uploaded = await (await api.post('/graphql', { headers: PREFLIGHT, multipart: form })).json();
  if (uploaded.errors) throw new Error(JSON.stringify(uploaded.errors));

  const pickup = await airportId(api);
  const daysAhead = 200 + Math.floor(Math.random() * 400);
  const from = erbilTen(daysAhead);
  const to = erbilTen(daysAhead + 3);
  const { searchCars } = await gql<{ searchCars: { edges: { node: { id: string; supplier: { payLaterAllowed: boolean } } }[] } }>(
    api,
    'query($i: SearchCarsInput!) { searchCars(input: $i, first: 100) { edges { node { id supplier { payLaterAllowed } } } } }',
    { i: { pickupLocation: pickup, from, to } },
  );
  const cars = searchCars.edges.map((e) => e.node).filter((c) => c.supplier.payLaterAllowed);
  const booked: string[] = [];
  for (const car of cars.slice(0, 2)) {
    const { checkout } = await gql<{ checkout: { bookingId: string } }>(api, 'mutation($i: CheckoutInput!) { checkout(input: $i) { bookingId } }', {
      i: { carId: car.id, pickupLocationId: pickup, dropoffLocationId: pickup, from, to, paymentOption: 'payLater' },
    });
    booked.push(checkout.bookingId);
  }
  expect(booked).toHaveLength(2);
}

test.describe('signed out', () => {
  test('home', async ({ page }) => {
    await audit(page, '/', (p) => p.getByRole('form').first());
  });

  test('search results', async ({ page }) => {
    const pickup = await airportId(page.request);
    const params = new URLSearchParams({ pickup, dropoff: pickup, from: erbilTen(30), to: erbilTen(33) });
    await audit(page, `/search?${params}`, (p) => p.locator('[data-car-id]').first());
  });

  test('sign in', async ({ page }) => {
    await audit(page, '/sign-in');
  });

  test('sign up', async ({ page }) => {
    await audit(page, '/sign-up');
  });

  test('about', async ({ page }) => {
    await audit(page, '/about');
  });

  test('contact', async ({ page }) => {
    await audit(page, '/contact');
  });
});

test.describe('signed in', () => {
  test('bookings', async ({ page, baseURL }) => {
    await signedInDriver(page, baseURL!);
    await audit(page, '/bookings', (p) => p.locator('[data-booking-id]').first());
  });

  test('settings', async ({ page, baseURL }) => {
    await signedInDriver(page, baseURL!);
    await audit(page, '/settings');
  });

  test('notifications', async ({ page, baseURL }) => {
    await signedInDriver(page, baseURL!);
    await audit(page, '/notifications');
  });
});
