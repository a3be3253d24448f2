import type { APIRequestContext } from '@playwright/test';
import { apiGql as gql, erbilTen, expect, test } from './harness.ts';

/**
 * Issue 25 point 4: with scripts disabled, the server's pages still work where they can. Home
 * shows its search form and its content, and the form searches (a GET of /search, as the
 * script would navigate); a search URL shows its results; a result's link shows the car with
 * its price; the footer's links lead to their pages; a missing page says so.
 */
test.use({ javaScriptEnabled: false });
// Each test walks through several server-rendered pages, a few seconds each on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A search at the airport a few weeks ahead, where the seed has free cars (as e2e/a11y.spec.ts finds them). */
async function searchUrl(api: APIRequestContext): Promise<string> {
  const { locations } = await gql<{ locations: { id: string; name: string }[] }>(api, '{ locations { id name } }');
  const pickup = locations.find((l) => /Airport/.test(l.name))!.id;
  const from = erbilTen(30);
  const to = erbilTen(33);
  const { searchCars } = await gql<{ searchCars: { totalCount: number } }>(
    api,
    'query($i: SearchCarsInput!) { searchCars(input: $i, first: 1) { totalCount } }',
    { i: { pickupLocation: pickup, from, to } },
  );
  expect(searchCars.totalCount, 'cars free at the airport in a month').toBeGreaterThan(0);
  return `/search?${new URLSearchParams({ pickup, dropoff: pickup, from, to })}`;
}

test('home shows the search form and its content, and the form searches with its starting values', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rent a car in Erbil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our rental locations' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why book with us' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Search for a car' });
  // Plain lists stand in for the script's searchable ones: a place is chosen, and a search starts.
  const pickup = form.getByRole('combobox', { name: 'Pick-up location' });
  await expect(pickup).toBeVisible();
  expect(await pickup.locator('option').count()).toBeGreaterThan(1);
  await expect(form.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue('');
  await expect(form.getByRole('button', { name: /^Rental dates/ })).toContainText('–');
  const chosen = await pickup.inputValue();

  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('pickup')).toBe(chosen);
  expect(Date.parse(url.searchParams.get('to')!)).toBeGreaterThan(Date.parse(url.searchParams.get('from')!));
  await expect.poll(() => page.locator('[data-car-id]').count()).toBeGreaterThan(0);
});

test('another place chosen in the home form is searched', async ({ page, request }) => {
  const { locations } = await gql<{ locations: { id: string; name: string }[] }>(request, '{ locations { id name } }');
  const airport = locations.find((l) => /Airport/.test(l.name))!;
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Search for a car' });
  await form.getByRole('combobox', { name: 'Pick-up location' }).selectOption(airport.id);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  expect(new URL(page.url()).searchParams.get('pickup')).toBe(airport.id);
  await expect.poll(() => page.locator('[data-car-id]').count()).toBeGreaterThan(0);
});

test('a search URL shows its results, and a result leads to the car with its price', async ({ page, request }) => {
  await page.goto(await searchUrl(request));
  const first = page.locator('[data-car-id]').first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label'))!;

  await first.getByRole('link', { name: 'View car' }).click();
  await expect(page).toHaveURL(/\/car\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const price = page.getByRole('region', { name: /price/i });
  await expect(price).toBeVisible();
  await expect(price).toContainText(/\$\s?\d/);
});

test("the footer's links lead to their pages", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

test('a missing page says so', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible();
});
