import { expect, test } from './harness.ts';

/** The home page's map of rental locations fills the search form (spec §2, home). */

async function locationIds(baseURL: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ locations { id name } }' }),
  });
  const { data } = await res.json();
  return Object.fromEntries(data.locations.map((l: { id: string; name: string }) => [l.name, l.id]));
}

test('map markers work without tiles: pick-up and drop-off chosen on the map reach the search', async ({ page, baseURL }) => {
  // There is no internet here anyway; refuse the tile server outright so the test says what it
  // proves: the markers do not depend on the map's images.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/');

  const map = page.getByRole('region', { name: 'Map of rental locations' });
  // Leaflet loads only when its placeholder nears the viewport: scroll there as a visitor would.
  await page.getByRole('heading', { name: 'Our rental locations' }).scrollIntoViewIfNeeded();
  await map.scrollIntoViewIfNeeded();

  // Shaqlawa and Soran lie outside Erbil, where the city's markers overlap at the first zoom.
  await map.getByRole('button', { name: 'Shaqlawa' }).click();
  await map.getByRole('button', { name: 'Select as pick-up' }).click();
  await expect(map.getByRole('button', { name: 'Select as pick-up' })).toBeHidden();

  const form = page.getByRole('form', { name: 'Search for a car' });
  await expect(form.getByLabel('Pick-up location')).toHaveValue('Shaqlawa');
  await expect(form.getByRole('checkbox', { name: 'Return to same location' })).toBeChecked();

  await map.getByRole('button', { name: 'Soran' }).click();
  await map.getByRole('button', { name: 'Set as drop-off' }).click();
  await expect(form.getByRole('checkbox', { name: 'Return to same location' })).not.toBeChecked();
  await expect(form.getByLabel('Drop-off location')).toHaveValue('Soran');
  await expect(page.getByText('Drop-off location: Soran.')).toBeVisible();
  expect(await map.locator('.leaflet-tile-loaded').count()).toBe(0);

  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const ids = await locationIds(baseURL!);
  const url = new URL(page.url());
  expect(url.searchParams.get('pickup')).toBe(ids.Shaqlawa);
  expect(url.searchParams.get('dropoff')).toBe(ids.Soran);
});

test('the home page shows the suppliers, car sizes, reasons to book, customer care and the blog', async ({ page }) => {
  await page.goto('/');
  const suppliers = page.getByRole('region', { name: 'Our suppliers' });
  const logo = suppliers.getByRole('img', { name: 'Hawler Drive' });
  await expect(logo).toBeVisible();
  // Shown at its size, and loaded: the logos are lazy pictures, fetched once scrolled near.
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => [img.width, img.height, img.complete && img.naturalWidth > 0])).toEqual([60, 30, true]);
  // Every supplier shows its logo (the seeded logos carry initials only) with its name beneath.
  const links = suppliers.getByRole('list').getByRole('link');
  await expect(links).toHaveCount(7);
  for (const link of await links.all()) {
    const name = (await link.textContent())!.trim();
    expect(name.length).toBeGreaterThan(3);
    await expect(link).toHaveAccessibleName(name);
    await expect(link.getByRole('img', { name })).toBeVisible();
    await expect(link.getByText(name, { exact: true })).toBeVisible();
  }
  await suppliers.getByRole('link', { name: 'Hawler Drive' }).click();
  await expect(page).toHaveURL(/\/search\?suppliers=/);
  await page.goto('/');

  await expect(page.getByRole('region', { name: 'A car for every trip' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Why book with us' })).toContainText('24-hour roadside assistance');
  await page.getByRole('region', { name: 'Customer care' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.goto('/?l=fr');
  const blog = page.getByRole('region', { name: 'Sur notre blog' });
  await blog.getByRole('link', { name: 'Pourquoi louer une voiture à Erbil' }).click();
  await expect(page).toHaveURL(/\/blog\/2\/pourquoi-louer-une-voiture-a-erbil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pourquoi louer une voiture à Erbil' })).toBeVisible();
});

test('the hero\'s "Find a deal" takes the driver to the pick-up field, its places listed, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?l=fr');
  const form = page.getByRole('form', { name: 'Rechercher une voiture' });
  const pickup = form.getByLabel('Lieu de prise en charge');
  await expect(pickup).toBeVisible();
  await page.getByRole('button', { name: 'Trouver une offre' }).click();
  await expect(pickup).toBeFocused();
  await expect(page.getByRole('option', { name: 'Shaqlawa' })).toBeVisible();
  await page.getByRole('option', { name: 'Shaqlawa' }).click();
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/search\?/);
});

test('the home page has one newsletter box, the footer\'s', async ({ page }) => {
  await page.goto('/');
  // The page first (its sections push the footer down), then the footer into view.
  await expect(page.getByRole('region', { name: 'Our suppliers' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // The box loads its form once near the viewport, in its own chunk: give it time on a busy machine.
  await expect(page.getByRole('group', { name: 'Subscribe to our newsletter' })).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(1);
  await expect(page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toHaveCount(1);
});
