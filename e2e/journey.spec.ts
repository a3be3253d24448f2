import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { erbilTen, expect, linkIn, PNG, test, uniqueEmail, waitForMail } from './harness.ts';

/**
 * A new driver's whole journey on a phone (issue 24 point 9), in English and in French: search,
 * the "Pay at pick-up" filter, the car page, checkout as a guest, the confirmation (reference,
 * total, activation note), activation, /bookings found by reference, the booking and its receipt.
 * Every step is attached as a screenshot at 390 px and at 1366 px.
 *
 * The texts are the catalogs' own (web/src/i18n/messages), so the French run reads French.
 *
 * Sorani Kurdish and Arabic (issue 27 point 7) take the same journey right to left, with prices
 * in Iraqi dinars, through to the settings page; each of their steps is also checked by axe (no
 * serious or critical violation).
 */

type Language = 'en' | 'fr' | 'ckb' | 'ar';

const MESSAGES = path.resolve(import.meta.dirname, '../web/src/i18n/messages');

/** Every catalog of a language, merged (the areas' keys never clash: web/test/allCatalogs.test.ts). */
function catalog(language: Language): Record<string, string> {
  const merged: Record<string, string> = JSON.parse(readFileSync(path.join(MESSAGES, `${language}.json`), 'utf8'));
  for (const area of readdirSync(MESSAGES, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(MESSAGES, area.name, `${language}.json`), 'utf8')));
  }
  return merged;
}

/** A simple message with its `{placeholders}` filled; rich-text tags dropped. */
function text(messages: Record<string, string>, id: string, values: Record<string, string> = {}): string {
  const message = messages[id];
  if (message === undefined) throw new Error(`no message ${id}`);
  return message.replace(/<\/?\w+>/g, '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/**
 * A message as a pattern: `{placeholders}` match anything; a message that is one plural block
 * matches any of its branches, `#` a number.
 */
function pattern(messages: Record<string, string>, id: string): RegExp {
  const message = messages[id];
  if (message === undefined) throw new Error(`no message ${id}`);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const plural = /^\{\w+, plural,((?:\s*[=\w]+ \{[^{}]*\})+)\s*\}$/.exec(message);
  if (plural) {
    const branches = [...plural[1].matchAll(/[=\w]+ \{([^{}]*)\}/g)].map((m) => m[1].split('#').map(escape).join('\\d+'));
    return new RegExp(`^(?:${branches.join('|')})$`);
  }
  const parts = message.replace(/<\/?\w+>/g, '').split(/\{[^{}]*\}/);
  return new RegExp(`^${parts.map(escape).join('.+')}$`);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Serious or critical axe violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

/** The step as the driver sees it, on the phone and on a desktop, attached to the test's report. */
async function snap(page: Page, info: TestInfo, step: string, audit = false): Promise<void> {
  if (audit) expect(await seriousViolations(page), `${step}: axe`).toEqual([]);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    // Let the layout settle (media queries, sticky bars) before the picture.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // Kept under test-results/ (Playwright's output folder) as well as attached to the report.
    const file = info.outputPath(`${step.replace(/\W+/g, '-')}-${size.width}px.png`);
    await page.screenshot({ path: file, fullPage: true });
    await info.attach(`${step} ${size.width}px`, { path: file, contentType: 'image/png' });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `${step} at ${size.width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONE);
}

async function airport(page: Page): Promise<string> {
  const res = await page.request.post('/graphql', { data: { query: '{ locations { id name } }' } });
  const { data } = (await res.json()) as { data: { locations: { id: string; name: string }[] } };
  return data.locations.find((l) => /Airport/.test(l.name))!.id;
}

for (const [language, daysAhead] of [['en', 331], ['fr', 345], ['ckb', 359], ['ar', 373]] as const) {
  const rtl = language === 'ckb' || language === 'ar';
  test(`${language}: search, pay at pick-up, car page, guest checkout, confirmation, activation, found by reference, receipt${rtl ? ', settings, right to left in dinars' : ''}`, async ({ page, context, baseURL }, info) => {
    test.setTimeout(rtl ? 180_000 : 120_000);
    const t = catalog(language);
    await page.setViewportSize(PHONE);
    if (rtl) {
      // Prices in Iraqi dinars, chosen before the first page (the currency's cookie and storage).
      await context.addCookies([{ name: 'currency', value: 'IQD', url: baseURL! }]);
      await page.addInitScript(() => window.localStorage.setItem('currency', 'IQD'));
    }
    const snapStep = (step: string) => snap(page, info, step, rtl);
    if (rtl) {
      // The server asks its rate provider when it starts: wait until it has the dinar's rate.
      await expect
        .poll(async () => {
          const res = await page.request.post('/graphql', { data: { query: '{ exchangeRates { rates { currency } } }' } });
          return ((await res.json()) as { data?: { exchangeRates: { rates: { currency: string }[] } } }).data?.exchangeRates.rates.map((r) => r.currency) ?? [];
        }, { timeout: 30_000 })
        .toContain('IQD');
    }

    // 1. Search: the airport, three days, in the driver's language.
    const pickup = await airport(page);
    const params = new URLSearchParams({ pickup, dropoff: pickup, from: erbilTen(daysAhead), to: erbilTen(daysAhead + 3), l: language });
    await page.goto(`/search?${params}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    const cards = page.locator('[data-car-id]');
    await expect(cards.first()).toBeVisible();
    // In dinars: whole dinars, the code after the amount.
    if (rtl) await expect(cards.first()).toContainText(/\d{1,3}(?:,\d{3})+\u00a0IQD/);
    await snapStep('1 results');

    // 2. Filter "Pay at pick-up" in the sheet: its count and "Show N cars".
    await page.getByRole('button', { name: pattern(t, 'search.filtersCount') }).click();
    const sheet = page.getByRole('dialog');
    // The box follows the URL, a moment after the click (a transition): click, then wait for it.
    const payAtPickUp = sheet.getByRole('checkbox', { name: text(t, 'filters.payAtPickUp'), exact: true });
    await payAtPickUp.click();
    await expect(payAtPickUp).toBeChecked();
    const show = sheet.getByRole('button', { name: pattern(t, 'search.showCars') });
    await expect(show).toBeEnabled();
    await snapStep('2 filters sheet');
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/[?&]payAtPickUp=1/);
    await expect(page.getByRole('button', { name: text(t, 'search.filtersCount', { count: '1' }) })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    // Every result shown carries the mark the filter asked for.
    const count = await cards.count();
    for (let i = 0; i < count; i++) await expect(cards.nth(i).getByText(text(t, 'card.payAtPickUp'), { exact: true })).toBeVisible();
    const first = cards.first();
    const carId = (await first.getAttribute('data-car-id'))!;
    await snapStep('3 filtered results');

    // 3. The car page: the car, its price for the dates, Book.
    await first.getByRole('link', { name: text(t, 'card.view') }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${carId}\\?`));
    // The page has come (the results' heading stays until it does): its Book, then its name.
    await expect(page.getByRole('link', { name: text(t, 'car.book'), exact: true })).toBeVisible();
    const carName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(carName).not.toBe(text(t, 'page.search.title'));
    await snapStep('4 car page');
    if (language === 'ar') {
      // Eastern Arabic digits, chosen signed out in the footer's preferences (issue 27 point 4):
      // the price changes at once, and the server renders the next page in them (the cookie).
      const carTotal = page.getByTestId('car-total');
      await expect(carTotal).toHaveText(/^[^٠-٩]*\d[^٠-٩]*$/);
      const digits = page.getByRole('contentinfo').getByRole('combobox', { name: text(t, 'footer.digits'), exact: true });
      await digits.selectOption('arab');
      await expect(carTotal).toHaveText(/^[^0-9]*[٠-٩][^0-9]*$/);
      // The car's numbers too (seats, doors, age, rating, mileage), not only amounts and dates.
      const specs = page.locator('section[aria-labelledby="car-specs"]');
      await expect(specs).toHaveText(/[٠-٩]/);
      await expect(specs).not.toHaveText(/[0-9]/);
      await snapStep('4b car page in Eastern Arabic digits');
      await page.reload();
      await expect(page.getByTestId('car-total')).toHaveText(/^[^0-9]*[٠-٩][^0-9]*$/);
      // Back to Western digits for the rest of the journey.
      await page.getByRole('contentinfo').getByRole('combobox', { name: text(t, 'footer.digits'), exact: true }).selectOption('latn');
      await expect(page.getByTestId('car-total')).toHaveText(/^[^٠-٩]*\d[^٠-٩]*$/);
    }
    await page.getByRole('link', { name: text(t, 'car.book'), exact: true }).click();

    // 4. Checkout as a guest with pay later.
    await expect(page).toHaveURL(/\/checkout\?/);
    const total = page.getByTestId('checkout-total');
    await expect(total).toBeVisible();
    const checkoutTotal = (await total.textContent())!.trim();
    if (rtl) expect(checkoutTotal).toMatch(/IQD/);
    const email = uniqueEmail(`journey-${language}`);
    const driver = page.getByRole('region', { name: text(t, 'checkout.driver.title') });
    await driver.getByLabel(text(t, 'form.fullName')).fill('Shilan Ahmed');
    await driver.getByLabel(text(t, 'form.email')).fill(email);
    await driver.getByLabel(text(t, 'form.phone')).fill('0750 123 4567');
    await driver.getByLabel(text(t, 'form.birthDate')).fill('1990-04-12');
    await page.locator('input[type="file"]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(text(t, 'checkout.licence.uploaded', { name: 'licence.png' }))).toBeVisible();
    await page.getByRole('checkbox', { name: text(t, 'form.acceptTerms') }).check();
    await expect(page.getByRole('radio', { name: text(t, 'checkout.payment.payLater') })).toBeChecked();
    await snapStep('5 checkout');
    await page.getByRole('button', { name: text(t, 'checkout.submitPayLater') }).click();

    // 5. The confirmation: titled for pay later, the short reference, the same total, the guest note.
    await expect(page).toHaveURL(/\/checkout-session\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: text(t, 'confirmation.title.booked') })).toBeVisible();
    const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
    expect(reference).toMatch(/^EBL-[2-9A-HJKMNP-TV-Z]{6}$/);
    await expect(page.getByTestId('confirmation-total')).toHaveText(checkoutTotal);
    await expect(page.getByTestId('guest-note')).toContainText(email);
    await expect(page.getByRole('heading', { name: carName })).toBeVisible();
    await snapStep('6 confirmation');

    // The confirmation mail names the booking by the same reference.
    const confirmation = await waitForMail(email, (m) => m.text.includes(reference));
    expect(confirmation.text).toContain(reference);
    // In the driver's language: Arabic script for Sorani Kurdish and Arabic, right to left.
    if (rtl) {
      expect(confirmation.subject).toMatch(/[\u0600-\u06FF]/);
      expect(confirmation.html).toMatch(/<html[^>]*dir="rtl"/);
    }

    // 6. Activation from the mail: signed in, then home.
    const activation = await waitForMail(email, (m) => m.text.includes('/activate?token='));
    await page.goto(linkIn(activation, '/activate'));
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await snapStep('7 activated');

    // 7. /bookings finds the booking by its reference, typed as a driver might (lower case, no dash).
    await page.goto('/bookings');
    const box = page.getByRole('textbox', { name: text(t, 'bookings.filters.reference') });
    await box.fill(reference.toLowerCase().replace('-', ''));
    await expect(page).toHaveURL(new RegExp(`ref=${reference}`));
    const view = page.getByRole('link', { name: text(t, 'bookings.action.viewLabel', { car: carName }) });
    await expect(view).toHaveCount(1);
    await snapStep('8 bookings by reference');

    // 8. The booking, and its printable receipt.
    await view.click();
    await expect(page).toHaveURL(/\/booking\?b=/);
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await snapStep('9 booking');
    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: text(t, 'booking.print') }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByTestId('booking-reference')).toBeVisible();
    await snapStep('10 receipt');
    await page.emulateMedia({ media: 'screen' });

    // 9. Settings, in the same language and direction.
    if (rtl) {
      await page.goto('/settings');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snapStep('11 settings');
    }
  });
}
