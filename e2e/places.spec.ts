import { expect, test } from './harness.ts';

/** Issue 14 point 2: /locations and /suppliers lead to searches, as a visitor follows them. */

async function gql<T>(baseURL: string, query: string): Promise<T> {
  const res = await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return (await res.json()).data as T;
}

type Directory = { locationDirectory: { countries: { country: { name: string }; locations: { id: string; name: string; carCount: number }[] }[] } };

test('/locations: a location, with its number of cars, opens a search from it', async ({ page, baseURL }) => {
  const { locationDirectory } = await gql<Directory>(baseURL!, '{ locationDirectory(language: "en") { countries { country { name } locations { id name carCount } } } }');
  const iraq = locationDirectory.countries.find((g) => g.country.name === 'Iraq')!;
  const airport = iraq.locations.find((l) => /Airport/.test(l.name))!;
  expect(airport.carCount).toBeGreaterThan(0);

  await page.goto('/locations');
  await expect(page).toHaveTitle(/^Rental locations/);
  const section = page.getByRole('region', { name: 'Iraq' });
  const link = section.getByRole('link', { name: new RegExp(airport.name.replace(/[()]/g, '\\$&')) });
  await expect(link).toContainText(`${airport.carCount} cars`);
  // The map of the page's places: a marker each, or a group marker showing how many places it
  // holds where they are too close to tell apart at this zoom.
  const map = page.getByRole('region', { name: 'Map of the rental locations on this page' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  const places = () => map.locator('.leaflet-marker-icon').evaluateAll((els) => els.reduce((n, el) => n + (Number(el.textContent?.trim()) || 1), 0));
  await expect.poll(places).toBe(iraq.locations.length);

  await link.click();

  await expect(page).toHaveURL(new RegExp(`/search\\?pickup=${airport.id}&dropoff=${airport.id}&from=`));
  // The sticky bar's summary names the place (tap to change: the form opens with it).
  const summary = page.getByRole('button', { name: /^Change search: / });
  await expect(summary).toContainText(airport.name);
  await summary.click();
  const form = page.getByRole('form', { name: 'Search for a car' });
  await expect(form.getByLabel('Pick-up location')).toHaveValue(airport.name);
  const cars = page.getByRole('article');
  await expect(cars.first()).toBeVisible();
  await expect(page.getByText(/^\d+ cars?$/).first()).toBeVisible();
});

test('/suppliers: a supplier, with its number of cars, opens a search filtered by it', async ({ page, baseURL }) => {
  const { suppliers } = await gql<{ suppliers: { id: string; name: string; carCount: number }[] }>(baseURL!, '{ suppliers { id name carCount } }');
  const hawler = suppliers.find((s) => s.name === 'Hawler Drive')!;
  expect(hawler.carCount).toBeGreaterThan(0);

  await page.goto('/suppliers');
  await expect(page).toHaveTitle(/^Suppliers/);
  const link = page.getByRole('link', { name: /Hawler Drive/ });
  await expect(link).toContainText(`${hawler.carCount} car`);

  await link.click();

  await expect(page).toHaveURL(`/search?suppliers=${hawler.id}`);
  // A search needs a place and dates: the form asks for them and keeps the supplier.
  const form = page.getByRole('form', { name: 'Search for a car' });
  await form.getByLabel('Pick-up location').click();
  await page.getByRole('option', { name: /Erbil International Airport/ }).click();
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(new RegExp(`suppliers=${hawler.id}.*pickup=|pickup=.*suppliers=${hawler.id}`));
  await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
  const filters = page.getByRole('dialog');
  await expect(filters.getByRole('checkbox', { name: /^Hawler Drive/ })).toBeChecked();
  await filters.getByRole('button', { name: /^Show \d+ cars?$/ }).click();
  const cars = page.getByRole('article');
  await expect(cars.first()).toBeVisible();
  // Every car shown is Hawler Drive's (its name under the car's).
  for (const car of await cars.all()) await expect(car.getByText('Hawler Drive')).toBeVisible();
});

test('home: a location card fills the search form, and a supplier logo opens its search', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Our rental locations' });
  const card = section.getByRole('button', { name: 'Ankawa Pick up here' });
  await card.scrollIntoViewIfNeeded();
  await card.click();

  const pickup = page.getByRole('form', { name: 'Search for a car' }).getByLabel('Pick-up location');
  await expect(pickup).toHaveValue('Ankawa');
  await expect(pickup).toBeFocused();
  await expect(pickup).toBeInViewport();

  await page.getByRole('link', { name: 'See all suppliers' }).scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Our suppliers' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/search\?suppliers=[0-9a-f-]{36}$/);
});
