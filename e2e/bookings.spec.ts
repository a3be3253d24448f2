import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { apiGql as gql, createActivatedDriver, erbilTen, expect, PNG, PREFLIGHT, randomIp, sql, test } from './harness.ts';

/**
 * The driver's bookings end to end (issue 13 points 1 and 2): real server, real PostgreSQL,
 * Chromium. Bookings are made through the GraphQL API as the checkout makes them; each test
 * books its own far-off dates, so the tests run in parallel without wanting the same car.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar's name of an instant's Erbil day ("10 June 2027"). */
function erbilDayLabel(instant: string): string {
  const day = new Date(Date.parse(instant) + 3 * 3_600_000);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** Picks two days in the rental-period picker, as a driver would (the times stay). */
async function pickDays(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: /^Rental dates/ }).click();
  const calendar = page.getByRole('dialog');
  for (const instant of [from, to]) {
    const day = calendar.getByRole('button', { name: erbilDayLabel(instant), exact: true });
    for (let months = 0; !(await day.isVisible()); months += 1) {
      if (months > 24) throw new Error(`${erbilDayLabel(instant)} not in the calendar`);
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    await day.click();
  }
  await expect(calendar).toBeHidden();
}

interface Booked {
  id: string;
  car: string;
  from: string;
  to: string;
}

/** Signs a driver in on an API context (its cookie jar keeps the session) and puts a licence on file. */
async function driverApi(api: APIRequestContext, email: string, password: string): Promise<void> {
  await gql(api, 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }', { i: { email, password } });
  await uploadLicence(api);
}

/** The signed-in driver of `api` gives a licence (checkout requires one). */
async function uploadLicence(api: APIRequestContext): Promise<void> {
  // The multipart request's parts in the order the specification demands (an object would put "0" first).
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($input: UploadLicenceInput!) { uploadLicence(input: $input) { name temporary } }', variables: { input: { file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([PNG], { type: 'image/png' }), 'licence.png');
  const res = await api.post('/graphql', { headers: PREFLIGHT, multipart: form });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

/** Books, as the signed-in driver of `api`, a pay-later car free at the airport for `days` days from `daysAhead`. */
async function book(api: APIRequestContext, daysAhead: number, days = 3, carId?: string): Promise<Booked & { carId: string }> {
  const { locations } = await gql<{ locations: { id: string; name: string }[] }>(api, '{ locations { id name } }');
  const pickup = locations.find((l) => /Airport/.test(l.name))!.id;
  const from = erbilTen(daysAhead);
  const to = erbilTen(daysAhead + days);
  const { searchCars } = await gql<{ searchCars: { edges: { node: { id: string; name: string; supplier: { payLaterAllowed: boolean } } }[] } }>(
    api,
    'query($i: SearchCarsInput!) { searchCars(input: $i, first: 100) { edges { node { id name supplier { payLaterAllowed } } } } }',
    { i: { pickupLocation: pickup, from, to } },
  );
  const car = searchCars.edges.map((e) => e.node).find((c) => c.supplier.payLaterAllowed && (!carId || c.id === carId));
  if (!car) throw new Error('no pay-later car free at the airport');
  const { checkout } = await gql<{ checkout: { bookingId: string } }>(api, 'mutation($i: CheckoutInput!) { checkout(input: $i) { bookingId } }', {
    i: { carId: car.id, pickupLocationId: pickup, dropoffLocationId: pickup, from, to, paymentOption: 'payLater' },
  });
  return { id: checkout.bookingId, car: car.name, carId: car.id, from, to };
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A driver signed in in the browser (coming back to `path`), whose page.request shares the session. */
async function driverOnPage(page: Page, baseURL: string, path = '/bookings'): Promise<void> {
  const { email, password } = await createActivatedDriver(baseURL);
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in\?from=/);
  await signInOnPage(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
  await driverApi(page.request, email, password);
}

const row = (page: Page, id: string) => page.locator(`[data-booking-id="${id}"]`);

/**
 * Staff finalise through the API (no staff screens): the seeded admin signs in through the staff
 * sign-in (POST /api/sign-in/backend) from a client of its own, as a staff client would.
 */
async function finaliseAsAdmin(baseURL: string, bookingId: string): Promise<void> {
  const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  try {
    const signIn = await staff.post('/api/sign-in/backend', { data: { email: 'admin@erbil-rental.test', password: 'Admin123!', stayConnected: false }, headers: PREFLIGHT });
    expect(signIn.status()).toBe(200);
    await gql(staff, 'mutation($i: FinaliseCancellationInput!) { finaliseCancellation(input: $i) { change { to } } }', { i: { id: bookingId } });
  } finally {
    await staff.dispose();
  }
}

test('a signed-out visitor signs in and comes back; a driver sees only their own bookings', async ({ page, baseURL }) => {
  await driverOnPage(page, baseURL!);
  const mine = [await book(page.request, 100), await book(page.request, 110)];

  // Another driver's booking, made through the API.
  const other = await createActivatedDriver(baseURL!);
  const otherApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  await driverApi(otherApi, other.email, other.password);
  const theirs = await book(otherApi, 120);
  await otherApi.dispose();

  await page.goto('/bookings');
  await expect(page.locator('[data-booking-id]')).toHaveCount(2);
  // Newest first.
  const ids = await page.locator('[data-booking-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-booking-id')));
  expect(ids).toEqual([mine[1].id, mine[0].id]);
  await expect(row(page, mine[0].id).getByRole('heading', { name: mine[0].car })).toBeVisible();
  await expect(row(page, mine[0].id).getByText('Pending')).toBeVisible();
  await expect(row(page, mine[0].id).getByTestId('booking-price')).toHaveText(/^\$\d/);
  await expect(row(page, theirs.id)).toHaveCount(0);

  // Filters: no booking of mine is cancelled.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(page.getByText('No booking matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('[data-booking-id]')).toHaveCount(2);

  // Someone else's booking, even by its id, is not found; mine is there.
  await page.goto(`/booking?b=${theirs.id}`);
  await expect(page.getByText('Booking not found')).toBeVisible();
  await expect(page.getByText(theirs.car)).toHaveCount(0);
  await page.goto(`/booking?b=${mine[0].id}`);
  await expect(page.getByRole('heading', { name: mine[0].car })).toBeVisible();
  await expect(page.getByTestId('booking-breakdown')).toBeVisible();
});

test('request a cancellation, then delete the cancelled booking with a bulk summary', async ({ page, baseURL }) => {
  await driverOnPage(page, baseURL!);
  const keep = await book(page.request, 140);
  const cancel = await book(page.request, 150);

  await page.goto('/bookings');
  await row(page, cancel.id).getByRole('button', { name: `Cancel the booking of ${cancel.car}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Request cancellation?' });
  await expect(dialog).toBeVisible();
  // Pick-up is weeks away: no fee warning.
  await expect(dialog.getByText('a cancellation fee may apply')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(page.getByText('Your cancellation request has been sent. We will contact you to finalise it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, cancel.id).getByText('Cancellation requested')).toBeVisible();
  // The booking keeps its status.
  await expect(row(page, cancel.id).getByText('Pending')).toBeVisible();
  await expect(row(page, keep.id).getByText('Cancellation requested')).toHaveCount(0);

  // The driver's own notification of the request.
  await expect
    .poll(async () => {
      const { notifications } = await gql<{ notifications: { edges: { node: { code: string; bookingId: string | null } }[] } }>(
        page.request,
        '{ notifications(first: 30) { edges { node { code bookingId } } } }',
      );
      return notifications.edges.map((e) => `${e.node.code}:${e.node.bookingId}`);
    })
    .toContain(`CANCEL_REQUEST_RECEIVED:${cancel.id}`);
  // And the car's supplier's (no supplier screens in this product: read in the database).
  const supplierSide = await sql(
    'SELECT n.code FROM notifications n JOIN bookings b ON b.id = n.booking_id WHERE n.booking_id = $1 AND n.user_id = b.supplier_id',
    [cancel.id],
  );
  expect(supplierSide.rows.map((r) => r.code)).toContain('CANCEL_REQUESTED');

  // Staff finalise it; after a reload the driver deletes it, with the other one selected too.
  await finaliseAsAdmin(baseURL!, cancel.id);
  await page.reload();
  await expect(row(page, cancel.id).getByText('Cancelled')).toBeVisible();
  await row(page, cancel.id).getByRole('checkbox').check();
  await row(page, keep.id).getByRole('checkbox').check();
  await expect(page.getByText('2 bookings selected')).toBeVisible();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete from your list?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();

  const summary = page.getByTestId('action-summary');
  await expect(summary.getByText('1 booking deleted.')).toBeVisible();
  await expect(summary.getByText('1 booking skipped:')).toBeVisible();
  await expect(summary.getByText(new RegExp(`${keep.car}, .*: neither cancelled nor finished`))).toBeVisible();
  await expect(row(page, cancel.id)).toHaveCount(0);
  await expect(row(page, keep.id)).toBeVisible();

  // Gone from the driver's list for good (the business keeps the row).
  await page.reload();
  await expect(row(page, keep.id)).toBeVisible();
  await expect(row(page, cancel.id)).toHaveCount(0);
  const kept = await sql('SELECT status, hidden_by_driver FROM bookings WHERE id = $1', [cancel.id]);
  expect(kept.rows[0]).toMatchObject({ status: 'cancelled', hidden_by_driver: true });
});

test("edit a pay-later booking's dates: the new price shows before saving, then 'Changes made successfully.'", async ({ page, baseURL }) => {
  await driverOnPage(page, baseURL!);
  const booking = await book(page.request, 180, 3);

  // Someone else has the same car right after it.
  const other = await createActivatedDriver(baseURL!);
  const otherApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  await driverApi(otherApi, other.email, other.password);
  await book(otherApi, 186, 2, booking.carId);
  await otherApi.dispose();

  await page.goto('/bookings');
  await row(page, booking.id).getByRole('link', { name: `Edit the booking of ${booking.car}` }).click();
  await expect(page).toHaveURL(new RegExp(`/booking\\?b=${booking.id}&edit=1$`));
  const current = await page.getByTestId('current-price').getByTestId('booking-price').textContent();

  // Into the other booking: the server says the car is taken, and nothing can be saved.
  await pickDays(page, booking.from, erbilTen(187));
  await expect(page.getByText('This car is not available for these dates. Choose other dates.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // One more day.
  const newTo = erbilTen(184);
  await pickDays(page, booking.from, newTo);
  const newPrice = page.getByTestId('new-price');
  await expect(page.getByText('This car is not available for these dates. Choose other dates.')).toHaveCount(0);
  await expect(newPrice).toBeVisible();
  const quoted = await newPrice.getAttribute('data-total');
  await expect(newPrice.getByTestId('booking-price')).not.toHaveText(current!);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes made successfully.')).toBeVisible();

  // The booking now ends a day later, at the quoted price.
  await expect(page.getByRole('heading', { name: 'Change this booking' })).toHaveCount(0);
  await expect(page.locator(`time[datetime="${newTo}"]`)).toBeVisible();
  const saved = await sql('SELECT to_at, price::text AS price FROM bookings WHERE id = $1', [booking.id]);
  expect((saved.rows[0].to_at as Date).toISOString()).toBe(newTo);
  expect(Number(saved.rows[0].price)).toBe(Number(quoted));
});

test('at 960 px a page holds 10 bookings; more come by scrolling or with the "load more" button', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await driverOnPage(page, baseURL!);
  // 21 bookings, one day each, after every date the other specs book or search (checkout.spec.ts
  // goes up to day 243), so this test cannot take a car another expects free.
  for (let i = 0; i < 21; i += 1) await book(page.request, 300 + 2 * i, 1);

  await page.goto('/bookings');
  const rows = page.locator('[data-booking-id]');
  await expect(rows).toHaveCount(10);
  // Keyboard users: the button.
  await page.getByRole('button', { name: 'Load more bookings' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(20);
  // Everyone else: scrolling to the end.
  await rows.nth(19).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(rows).toHaveCount(21);
  await expect(page.getByText('All your bookings are shown.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more bookings' })).toHaveCount(0);
});
