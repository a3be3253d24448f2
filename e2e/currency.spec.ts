import type { Locator, Page } from '@playwright/test';
import { convertFromBase } from '../server/src/shared/conversion.ts';
import { createActivatedDriver, expect, sql, test } from './harness.ts';

/**
 * Prices in the header's currency, and the language of a signed-in driver (issue 14 points 5,
 * 6 and 9). The rates come from the server, which got them from the exchange-rate provider (the
 * stand-in of scripts/e2e-server.ts): the expected figures are computed from the rate it serves,
 * with the same conversion rule, never written down here.
 */

async function gql<T>(baseURL: string, query: string): Promise<T> {
  const res = await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const { data, errors } = await res.json();
  if (errors) throw new Error(JSON.stringify(errors));
  return data as T;
}

/** The search page of a three-day rental at the airport, ten days ahead at 10:00 Erbil time. */
async function searchUrl(baseURL: string): Promise<string> {
  const { locations } = await gql<{ locations: { id: string; name: string }[] }>(baseURL, '{ locations { id name } }');
  const airport = locations.find((l) => /Airport/.test(l.name))!.id;
  const from = new Date(Date.now() + 10 * 86_400_000);
  from.setUTCHours(7, 0, 0, 0);
  const to = new Date(from.getTime() + 3 * 86_400_000);
  return `/search?${new URLSearchParams({ pickup: airport, dropoff: airport, from: from.toISOString(), to: to.toISOString() })}`;
}

/** Amounts as the page writes them in English: "$1,234.50" / "1,139.94 €" (a no-break space before €) -> ["1234.50", ...] as written. */
function amountsIn(text: string, currency: 'USD' | 'EUR'): string[] {
  const pattern = currency === 'USD' ? /\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/g : /(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\s€/g;
  return [...text.matchAll(pattern)].map((m) => m[1].replaceAll(',', ''));
}

/** A written amount as a decimal with cents ("66" -> "66.00"). */
const cents = (written: string) => (written.includes('.') ? written : `${written}.00`);

/** Every card's amounts, in page order. */
async function cardAmounts(cards: Locator, currency: 'USD' | 'EUR'): Promise<string[][]> {
  return (await cards.allInnerTexts()).map((text) => amountsIn(text, currency));
}

/** One list, one style: either every amount shows cents or none does (never "$66" beside "$51.50"). */
function expectOneStyle(amounts: string[]) {
  const withCents = amounts.filter((a) => a.includes('.')).length;
  expect([0, amounts.length]).toContain(withCents);
}

test('switching to euros changes every price on the search page by the served rate, and says the prices are approximate', async ({ page, baseURL }) => {
  const { exchangeRates } = await gql<{ exchangeRates: { rates: { currency: string; rate: string }[] } }>(baseURL!, '{ exchangeRates { rates { currency rate } } }');
  const rate = exchangeRates.rates.find((r) => r.currency === 'EUR')!.rate;

  // A loaded machine (several suites at once) can take a while to search: wait for the results.
  test.setTimeout(90_000);
  await page.goto(await searchUrl(baseURL!));
  const cards = page.locator('[data-car-id]');
  await expect(cards.first()).toBeVisible({ timeout: 40_000 });
  // Every price of every card, in dollars: total and per day (the rest is on the car page).
  const usd = await cardAmounts(cards, 'USD');
  expect(usd.length).toBeGreaterThan(1);
  for (const [i, amounts] of usd.entries()) {
    expect(amounts.length, `card ${i} shows its prices`).toBeGreaterThanOrEqual(2);
    // Among them its total, the server's quote.
    expect(amounts.map(cents)).toContain(await cards.nth(i).getAttribute('data-total'));
  }
  expectOneStyle(usd.flat());
  await expect(page.getByTestId('currency-notice')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  // Each price, converted exactly at the served rate (half-up to cents), in the same place.
  const expected = usd.map((amounts) => amounts.map((a) => convertFromBase(cents(a), rate)));
  await expect.poll(async () => (await cardAmounts(cards, 'EUR')).map((amounts) => amounts.map(cents))).toEqual(expected);
  expectOneStyle((await cardAmounts(cards, 'EUR')).flat());
  expect((await cards.allInnerTexts()).join('\n')).not.toContain('$');
  await expect(page.getByTestId('currency-notice')).toHaveText(
    "Prices in EUR are approximate: they are converted from US dollars at today's rate. Your card is charged in the currency shown at checkout.",
  );

  // The deposit filter's thresholds (250, 500, 750 USD) are shown converted; the filter stays in USD.
  const thresholds = ['250', '500', '750'].map((usdAmount) => convertFromBase(usdAmount, rate));
  // Spec §9 in English: comma thousands, the euro after a no-break space; one list, so all with cents once one has them.
  const label = (amount: string) => `Up to ${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',').replace(/\.00$/, thresholds.every((t) => t.endsWith('.00')) ? '' : '.00')}\u00a0€`;
  // The filters live in a sheet opened from the search bar.
  const filters = page.getByRole('button', { name: /^Filters \(\d+\)$/ });
  await filters.click();
  for (const amount of thresholds) await expect(page.getByRole('radio', { name: label(amount) })).toBeVisible();
  await page.getByRole('radio', { name: label(thresholds[0]) }).click();
  await expect(page).toHaveURL(/maxDeposit=250/);

  // The choice is remembered: a reload shows euros again.
  await page.reload();
  await filters.click();
  await expect(page.getByRole('radio', { name: label(thresholds[0]) })).toBeChecked();
  await expect(page.getByTestId('currency-notice')).toBeVisible();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
}

async function storedLanguage(email: string): Promise<string> {
  const { rows } = await sql('SELECT language FROM users WHERE email = $1', [email]);
  return rows[0].language as string;
}

test('a signed-in English driver who opens a link with ?l=fr gets the site in French, and their account follows', async ({ page, baseURL }) => {
  const driver = await createActivatedDriver(baseURL!, { language: 'en' });
  await signIn(page, driver.email, driver.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await storedLanguage(driver.email)).toBe('en');

  await page.goto('/?l=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  // The session is validated, then the account's language is updated on the server.
  await expect.poll(() => storedLanguage(driver.email), { timeout: 15_000 }).toBe('fr');
  // ...and the browser has taken the server's answer in (the user it remembers is French now).
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { language?: string }).language)).toBe('fr');

  // Without `l`, the next visit stays in French (the account and the stored language agree).
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  expect(await storedLanguage(driver.email)).toBe('fr');
});
