import { expect, test } from './harness.ts';
import { convertFromBase } from '../server/src/shared/conversion.ts';

/**
 * Prices in the header's currency: the rates come from the server, which got them from the
 * exchange-rate provider (a stand-in answering EUR 0.9234 and GBP 0.7891, scripts/e2e-server.ts).
 */

/** An English amount as the app writes it (spec §9). */
const english = (amount: string) => {
  const [whole, cents] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents === '00' ? '' : `.${cents}`}`;
};

test('switching to euros shows every price converted at the server’s rate; the deposit filter stays in USD', async ({ page, baseURL }) => {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ exchangeRates { rates { currency rate } stale } }' }),
  });
  const { data } = await res.json();
  expect(data.exchangeRates).toEqual({ rates: [{ currency: 'EUR', rate: '0.9234' }, { currency: 'GBP', rate: '0.7891' }], stale: false });

  const { data: places } = await (
    await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ locations { id name } }' }) })
  ).json();
  const airport = places.locations.find((l: { name: string }) => /Airport/.test(l.name)).id;
  // Ten days ahead at 10:00 Erbil time (07:00 UTC), for three days.
  const from = new Date(Date.now() + 10 * 86_400_000);
  from.setUTCHours(7, 0, 0, 0);
  const to = new Date(from.getTime() + 3 * 86_400_000);
  await page.goto(`/search?${new URLSearchParams({ pickup: airport, dropoff: airport, from: from.toISOString(), to: to.toISOString() })}`);

  const card = page.locator('[data-car-id]').first();
  await expect(card).toBeVisible();
  const usd = (await card.getAttribute('data-total'))!;
  await expect(card.getByText(`$${english(usd)}`, { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(card.getByText(`${english(convertFromBase(usd, '0.9234'))} €`, { exact: true })).toBeVisible();
  // 250 x 0.9234 = 230.85
  // (click, not check: the choice is applied through the URL, which re-renders the filters)
  await page.getByRole('radio', { name: 'Up to 230.85 €' }).click();
  await expect(page).toHaveURL(/maxDeposit=250/);
  await expect(page.getByRole('radio', { name: 'Up to 230.85 €' })).toBeChecked();

  // The choice is remembered: a reload shows euros again.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Up to 230.85 €' })).toBeChecked();
});
