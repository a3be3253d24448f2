import { expect, test } from './harness.ts';

test('home renders its header in English', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /sign in/i })).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Currency' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('home renders its header in French with ?l=fr', async ({ page }) => {
  await page.goto('/?l=fr');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /se connecter|connexion/i })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Nothing to see here!' })).toBeVisible();
});

test('the seeded locations come back from GraphQL and REST', async ({ request }) => {
  const gql = await request.post('/graphql', {
    data: { query: '{ locations(language: "en") { id name latitude longitude } }' },
  });
  expect(gql.status()).toBe(200);
  const { data } = await gql.json();
  expect(data.locations.length).toBeGreaterThanOrEqual(6);
  expect(data.locations.map((l: { name: string }) => l.name).join(' ')).toMatch(/Airport/);

  const rest = await request.get('/api/locations-with-position/es');
  expect(rest.status()).toBe(200);
  const body = await rest.json();
  expect(body).toHaveLength(data.locations.length);
  expect(body[0]).toHaveProperty('_id');
});

test('the home page lists the seeded locations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/Erbil International Airport/).first()).toBeVisible();
});

test('choosing a language in the header switches the page and is remembered', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(header.getByRole('link', { name: /se connecter|connexion/i })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['language']);
});

test('Arabic and Sorani Kurdish pages are right to left, in their font, with nothing past the screen (issue 27)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /language and currency/i }).click();
  await header.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('استأجر سيارة في أربيل');
  // The server renders the next page the same way (the language cookie), before any script.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.evaluate(() => document.fonts.ready);
  const layout = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, font: getComputedStyle(document.body).fontFamily }));
  expect(layout.width).toBeLessThanOrEqual(390);
  expect(layout.font).toMatch(/^"?Noto Sans Arabic/);
  // The face is fetched when text first needs it: wait for it rather than for fonts.ready alone.
  await expect
    .poll(() => page.evaluate(() => Array.from(document.fonts as unknown as Iterable<FontFace>).filter((f) => f.status === 'loaded').map((f) => f.family).join()), { timeout: 15_000 })
    .toMatch(/Noto Sans Arabic/);

  await page.goto('/sign-in?l=ckb');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/?l=en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => Array.from(document.fonts as unknown as Iterable<FontFace>).filter((f) => f.status === 'loaded').map((f) => f.family).join())).not.toMatch(/Noto Sans Arabic/);
});

test('each navigation starts at the top of the page', async ({ page }) => {
  // A short window, so that the next page can scroll too (otherwise 0 would prove nothing).
  await page.setViewportSize({ width: 800, height: 160 });
  await page.goto('/');
  await expect(page.getByText(/Erbil International Airport/).first()).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('banner').getByRole('link', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
