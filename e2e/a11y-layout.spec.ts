import type { Page } from '@playwright/test';
import { apiGql as gql, createActivatedDriver, erbilTen, expect, PNG, PREFLIGHT, test } from './harness.ts';

/**
 * Accessibility beyond what axe reads from the DOM (issue 24 point 7): touch targets of at least
 * 44 × 44 px on a phone (WCAG 2.5.5), a visible focus ring on every control reached with Tab
 * (WCAG 2.4.7), and nothing cut at 320 px with a long name in English, French and Spanish
 * (WCAG 1.4.10).
 */

test.describe.configure({ timeout: 180_000 });

const LONG_NAME = 'Maximiliana Alexandrina Bartholomew-Vandersteen';

async function airportId(page: Page): Promise<string> {
  const { locations } = await gql<{ locations: { id: string; name: string }[] }>(page.request, '{ locations { id name } }');
  return locations.find((l) => /Airport/.test(l.name))!.id;
}

/**
 * A driver signed in in the browser through the sign-in page, and apart on page.request (its
 * cookie jar is not the page's), with a licence and a pending pay-later booking.
 */
async function signIn(page: Page, baseURL: string, { fullName = 'Test Driver', language = 'en' } = {}): Promise<void> {
  const { email, password } = await createActivatedDriver(baseURL, { fullName, language });
  await page.goto('/sign-in?l=en');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  const api = page.request;
  await gql(api, 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }', { i: { email, password } });
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($input: UploadLicenceInput!) { uploadLicence(input: $input) { name } }', variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([PNG], { type: 'image/png' }), 'licence.png');
  const uploaded = await (await api.post('/graphql', { headers: PREFLIGHT, multipart: form })).json();
  if (uploaded.errors) throw new Error(JSON.stringify(uploaded.errors));
  const pickup = await airportId(page);
  const daysAhead = 200 + Math.floor(Math.random() * 400);
  const [from, to] = [erbilTen(daysAhead), erbilTen(daysAhead + 3)];
  const { searchCars } = await gql<{ searchCars: { edges: { node: { id: string; supplier: { payLaterAllowed: boolean } } }[] } }>(
    api,
    'query($i: SearchCarsInput!) { searchCars(input: $i, first: 100) { edges { node { id supplier { payLaterAllowed } } } } }',
    { i: { pickupLocation: pickup, from, to } },
  );
  const car = searchCars.edges.map((e) => e.node).find((c) => c.supplier.payLaterAllowed)!;
  await gql(api, 'mutation($i: CheckoutInput!) { checkout(input: $i) { bookingId } }', {
    i: { carId: car.id, pickupLocationId: pickup, dropoffLocationId: pickup, from, to, paymentOption: 'payLater' },
  });
}

/** Waits until the page has loaded what it shows: its h1 (or `ready`) and no skeleton or busy part left in view. */
async function settle(page: Page, ready = page.locator('main h1').first()): Promise<void> {
  // Generous: the shared machine can take a while to bring a page's lazy parts.
  await expect(ready).toBeVisible({ timeout: 30_000 });
  const loading = page.locator('[aria-busy="true"], .mantine-Skeleton-root');
  await expect(loading).toHaveCount(0, { timeout: 5_000 }).catch(() => {});
}

// ───────────── Touch targets ─────────────

/**
 * Every visible interactive element smaller than 44 × 44 px, as "<what> w×h". A checkbox or radio
 * counts with its label (a click on the label ticks it). Links inside running text are exempt
 * (WCAG's inline exception): a link whose parent lays out inline and holds other words.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 43.5;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const testId = el.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}${testId ? ` data-testid=${testId}` : ''}${el.className && typeof el.className === 'string' ? ` class="${el.className.split(' ').filter((c) => c.startsWith('mantine-')).join(' ')}"` : ''}> "${name}"`;
    };
    const inline = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const parent = el.parentElement;
      if (!parent) return false;
      const display = getComputedStyle(parent).display;
      if (display.includes('flex') || display.includes('grid')) return false;
      return (parent.textContent ?? '').replace(/\s+/g, '').length > (el.textContent ?? '').replace(/\s+/g, '').length;
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (!(el as HTMLElement).checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      // A map's markers: the pick-up field and the places' list offer every place as a full-size
      // control (WCAG 2.5.5's equivalent exception).
      if (el.closest('.leaflet-marker-pane')) continue;
      // A field's text box inside a bordered box (password, multi-select): the box is the target.
      let rect = (el.closest('.mantine-Input-input') ?? el).getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue; // visually hidden (a native input under a custom one)
      if (inline(el)) continue;
      const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
      const type = el.getAttribute('type');
      if ((type === 'checkbox' || type === 'radio') && labels.length > 0) {
        for (const label of labels) {
          const r = label.getBoundingClientRect();
          const left = Math.min(rect.left, r.left);
          const top = Math.min(rect.top, r.top);
          rect = new DOMRect(left, top, Math.max(rect.right, r.right) - left, Math.max(rect.bottom, r.bottom) - top);
        }
      }
      if (rect.width < MIN || rect.height < MIN) out.push(`${describe(el)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return out;
  });
}

test.describe('touch targets of at least 44 × 44 px at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signed out: home, sign in, sign up, FAQ, locations, search results', async ({ page }) => {
    const pickup = await airportId(page);
    const params = new URLSearchParams({ pickup, dropoff: pickup, from: erbilTen(30), to: erbilTen(33) });
    const found: string[] = [];
    for (const [path, ready] of [
      ['/', page.getByRole('form').first()],
      ['/sign-in', undefined],
      ['/sign-up', undefined],
      ['/faq', undefined],
      ['/locations', undefined],
      [`/search?${params}`, page.locator('[data-car-id]').first()],
    ] as const) {
      await page.goto(path);
      await settle(page, ready);
      // The lazy footer and newsletter box come in as the page scrolls.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('footer').first().waitFor().catch(() => {});
      found.push(...(await smallTargets(page)).map((t) => `${path.split('?')[0]}: ${t}`));
    }
    expect(found, `controls smaller than 44 × 44 px:\n${found.join('\n')}`).toEqual([]);
  });

  test('signed in: header menu, settings, bookings, notifications, change password', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    const found: string[] = [];
    await page.goto('/');
    await settle(page, page.getByRole('form').first());
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    found.push(...(await smallTargets(page)).map((t) => `/ (menu open): ${t}`));
    await page.keyboard.press('Escape');
    for (const path of ['/settings', '/bookings', '/notifications', '/change-password']) {
      await page.goto(path);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      found.push(...(await smallTargets(page)).map((t) => `${path}: ${t}`));
    }
    expect(found, `controls smaller than 44 × 44 px:\n${found.join('\n')}`).toEqual([]);
  });
});

// ───────────── Visible focus ─────────────

/**
 * Presses Tab up to `presses` times and returns every focused control that shows no focus ring:
 * no outline of at least 2 px in a colour at 3:1 against white, and no box shadow.
 */
async function unringedOnTab(page: Page, presses: number): Promise<string[]> {
  const failures = new Set<string>();
  const seen = new Set<string>();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(style.outlineColor);
      let contrast = 0;
      if (rgb && (rgb[4] === undefined || Number(rgb[4]) > 0.9)) {
        const l = 0.2126 * channel(Number(rgb[1])) + 0.7152 * channel(Number(rgb[2])) + 0.0722 * channel(Number(rgb[3]));
        contrast = 1.05 / (l + 0.05);
      }
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && contrast >= 3;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const key = `<${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> "${name}"`;
      return { key, ok: outline || shadow, detail: `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, shadow ${style.boxShadow}` };
    });
    if (!result) continue;
    if (seen.has(result.key) && i > 3) break; // back at the start: the page has been walked
    seen.add(result.key);
    if (!result.ok) failures.add(`${result.key}: ${result.detail}`);
  }
  return [...failures];
}

test.describe('a visible focus ring on every control reached with Tab', () => {
  test('signed out: home, sign in, sign up, contact, search results (1366 and 390 px)', async ({ page }) => {
    const pickup = await airportId(page);
    const params = new URLSearchParams({ pickup, dropoff: pickup, from: erbilTen(30), to: erbilTen(33) });
    const found: string[] = [];
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, ready] of [
        ['/', page.getByRole('form').first()],
        ['/sign-in', undefined],
        ['/sign-up', undefined],
        ['/contact', undefined],
        [`/search?${params}`, page.locator('[data-car-id]').first()],
      ] as const) {
        await page.goto(path);
        await settle(page, ready);
        found.push(...(await unringedOnTab(page, 60)).map((f) => `${path.split('?')[0]} ${width}px: ${f}`));
      }
    }
    expect(found, `focused controls with no visible focus ring:\n${found.join('\n')}`).toEqual([]);
  });

  test('signed in: settings, bookings', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    const found: string[] = [];
    for (const path of ['/settings', '/bookings']) {
      await page.goto(path);
      await settle(page);
      found.push(...(await unringedOnTab(page, 60)).map((f) => `${path}: ${f}`));
    }
    expect(found, `focused controls with no visible focus ring:\n${found.join('\n')}`).toEqual([]);
  });
});

// ───────────── Nothing cut at 320 px ─────────────

/**
 * Whether the page scrolls sideways, and every visible element whose own words are cut: wider or
 * taller than its box while the box hides the overflow (hidden, clip or an ellipsis).
 */
async function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} px`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!ownText) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const style = getComputedStyle(el);
      const hides = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY) || style.textOverflow === 'ellipsis';
      if (!hides) continue;
      // Screen-reader-only text (a 1 px clipped box) is meant to be invisible.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        out.push(`"${(el.textContent ?? '').trim().slice(0, 50)}" in <${el.tagName.toLowerCase()} class="${el.className}"> ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
      }
    }
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('main *, header *'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && el.checkVisibility() && (r.right > root.clientWidth + 1 || r.left < -1) && getComputedStyle(el).position !== 'fixed') {
        // Inside a box that clips or scrolls (a map's tiles, a scrolling table): the box is what shows.
        let clipped = false;
        for (let up = el.parentElement; up && up !== document.body && !clipped; up = up.parentElement) {
          clipped = getComputedStyle(up).overflowX !== 'visible';
        }
        if (clipped) continue;
        out.push(`<${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 40)}" runs off the screen: ${Math.round(r.left)} to ${Math.round(r.right)} px`);
      }
    }
    return out;
  });
}

test.describe('nothing cut at 320 px with a long name', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  for (const language of ['en', 'fr', 'es'] as const) {
    test(`${language}: header, menu, settings, bookings`, async ({ page, baseURL }) => {
      await signIn(page, baseURL!, { fullName: LONG_NAME, language });
      const found: string[] = [];
      await page.goto(`/?l=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settle(page, page.getByRole('form').first());
      found.push(...(await cutText(page)).map((f) => `/ ${language}: ${f}`));
      await page.getByRole('button', { name: new RegExp(LONG_NAME) }).click();
      await expect(page.getByTestId('user-menu-name')).toHaveText(LONG_NAME);
      found.push(...(await cutText(page)).map((f) => `/ (menu) ${language}: ${f}`));
      await page.keyboard.press('Escape');
      for (const path of ['/settings', '/bookings']) {
        await page.goto(path);
        await settle(page, path === '/bookings' ? page.locator('[data-booking-id]').first() : undefined);
        found.push(...(await cutText(page)).map((f) => `${path} ${language}: ${f}`));
      }
      expect(found, `cut or sideways at 320 px:\n${found.join('\n')}`).toEqual([]);
    });
  }
});
