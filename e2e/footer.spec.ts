import { expect, test } from './harness.ts';

// Issue 14 points 1 and 8, as a visitor's browser sees them: the footer on every page (loaded
// after the first paint), and a real 404 for paths that are not pages.

const CONTENT_LINKS = [
  ['About', '/about'],
  ['Terms', '/tos'],
  ['Privacy', '/privacy'],
  ['Contact', '/contact'],
  ['Locations', '/locations'],
  ['Our suppliers', '/suppliers'],
  ['FAQ', '/faq'],
  ['Scenic road trips in Kurdistan', '/blog/1/scenic-road-trips-in-kurdistan'],
  ['Why rent a car in Erbil', '/blog/2/why-rent-a-car-in-erbil'],
  ['Essential rental tips', '/blog/3/essential-rental-tips'],
] as const;

for (const path of ['/', '/faq', '/sign-in', '/blog/2/why-rent-a-car-in-erbil', '/no/such/page']) {
  test(`the footer of ${path}: company, contact address from the server, every content link`, async ({ page }) => {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'contact@erbil-rental.test' })).toHaveAttribute('href', 'mailto:contact@erbil-rental.test');
    await expect(footer.getByText('60 Meter Street, Ankawa', { exact: false })).toBeVisible();
    await expect(footer.getByRole('link', { name: '+964 750 100 2030' })).toHaveAttribute('href', 'tel:+9647501002030');
    const links = await footer.getByRole('link').evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(links).toEqual(expect.arrayContaining(CONTENT_LINKS.map(([name, href]) => [name, href])));
  });
}

test('the footer’s links lead to real pages, and its language choice switches the site', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Essential rental tips' }).click();
  await expect(page).toHaveURL(/\/blog\/3\/essential-rental-tips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Essential rental tips' })).toBeVisible();
  await expect(page).toHaveTitle('Essential rental tips | Erbil Car Rental');

  await footer.getByRole('combobox', { name: 'Read the site in' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The article's address follows its French title.
  await expect(page).toHaveURL(/\/blog\/3\/conseils-essentiels-pour-la-location$/);
  await expect(footer.getByRole('combobox', { name: 'Lire le site en' })).toHaveValue('fr');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

  await footer.getByRole('combobox', { name: 'Afficher les prix en' }).selectOption('GBP');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Devise' })).toHaveValue('GBP');
  expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('currency')])).toEqual(['fr', 'GBP']);
});

test('the footer fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'Privacy', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an unknown path answers 404 with the "Nothing to see here!" page and its title', async ({ page }) => {
  for (const path of ['/this/page/does/not/exist', '/blog/4/no-such-article']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to see here!' })).toBeVisible();
    await expect(page).toHaveTitle('Nothing to see here! | Erbil Car Rental');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true })).toBeVisible();
  }
});

test('real pages answer 200, with their parameters', async ({ page, request }) => {
  for (const path of ['/', '/faq', '/blog/1/scenic-road-trips-in-kurdistan', '/checkout-session/cs_test_e2e', '/search?l=es']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('About us | Erbil Car Rental');
  // The API keeps its own 404s.
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: 'NOT_FOUND' });
});
