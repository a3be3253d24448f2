import type { Page } from '@playwright/test';
import { createActivatedDriver, expect, linkIn, sql, test, waitForMail } from './harness.ts';

/**
 * The driver's own space end to end (issue 13 points 4 and 5): the bell and /notifications,
 * /settings. Real server, real PostgreSQL, Chromium; each test has its own driver.
 */

// A 1×1 PNG: a real image, as the server checks the avatar by its content (and re-encodes it).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  // The menu's code (and the bell) load after the first paint: until then a placeholder button holds the place.
  await expect(bell(page)).toBeVisible();
}

async function newDriver(page: Page): Promise<{ email: string; password: string; id: string }> {
  const driver = await createActivatedDriver(test.info().project.use.baseURL!);
  const { rows } = await sql('SELECT id FROM users WHERE email = $1', [driver.email]);
  await page.goto('/sign-in');
  await signIn(page, driver.email, driver.password);
  return { ...driver, id: rows[0].id as string };
}

/** Free-text notifications for `userId`, the first written last (so it is listed first). */
async function addNotifications(userId: string, messages: string[]) {
  for (const [i, message] of messages.entries()) {
    await sql(`INSERT INTO notifications (user_id, code, message, created_at) VALUES ($1, 'MESSAGE', $2, now() - make_interval(mins => $3))`, [userId, message, i]);
  }
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Actions on notifications' });
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });

test('a driver marks notifications read and the bell count drops; deleting asks first', async ({ page }) => {
  const driver = await newDriver(page);
  await addNotifications(driver.id, ['Welcome aboard', 'Your car is ready', 'Drive safely']);

  // The count is asked again on navigation: no stored counter.
  await page.goto('/about');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
  await bell(page).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  // Newest first.
  await expect(items.first()).toContainText('Welcome aboard');
  await expect(items.nth(2)).toContainText('Drive safely');
  await expect(items.first()).toContainText('Unread');

  await page.getByRole('checkbox', { name: 'Select: Welcome aboard' }).check();
  await page.getByRole('checkbox', { name: 'Select: Your car is ready' }).check();
  await toolbar(page).getByRole('button', { name: 'Mark as read', exact: true }).click();
  await expect(page.getByText('2 notifications updated.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(items.first()).toContainText('Read');
  await expect(items.first()).not.toContainText('Unread');
  const { rows } = await sql('SELECT message FROM notifications WHERE user_id = $1 AND NOT is_read', [driver.id]);
  expect(rows.map((r) => r.message)).toEqual(['Drive safely']);

  // Still the server's number after moving on.
  await page.goto('/about');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();

  // Delete: a dialog first; cancelling changes nothing.
  await page.getByRole('checkbox', { name: 'Select: Drive safely' }).check();
  await toolbar(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toContainText('Delete this notification? This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(items).toHaveCount(3);
  await toolbar(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(2);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');

  // Delete all, then the empty state.
  await toolbar(page).getByRole('button', { name: 'Delete all' }).click();
  await page.getByRole('dialog', { name: 'Delete all' }).getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('You have no notifications.')).toBeVisible();
  expect((await sql('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [driver.id])).rows[0].n).toBe(0);
});

test('switching to French in settings: the UI is French at once and after reload, and saved on the account', async ({ page }) => {
  const driver = await newDriver(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language of the site and of your emails' }).selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByText('Paramètres mis à jour avec succès.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paramètres réseau' })).toBeVisible();
  await expect.poll(async () => (await sql('SELECT language FROM users WHERE id = $1', [driver.id])).rows[0].language).toBe('fr');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Langue', exact: true })).toHaveValue('fr');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ non lues$/ })).toBeVisible();
});

test('uploading an avatar shows it in the header; a file of another type is refused', async ({ page }) => {
  const driver = await newDriver(page);
  await page.goto('/settings');
  const avatarSection = page.getByRole('region', { name: 'Profile picture' });
  await expect(avatarSection.getByRole('button', { name: 'Upload a picture' })).toBeVisible();

  await avatarSection.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(avatarSection.getByRole('alert')).toHaveText('The image must be a JPEG, PNG or WebP file.');

  await avatarSection.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Settings updated successfully.')).toBeVisible();
  const { rows } = await sql('SELECT avatar FROM users WHERE id = $1', [driver.id]);
  expect(rows[0].avatar).toBeTruthy();
  const headerAvatar = page.getByRole('banner').locator('img');
  await expect(headerAvatar).toHaveAttribute('src', new RegExp(String(rows[0].avatar).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // The picture is really served.
  const src = await headerAvatar.getAttribute('src');
  expect((await page.request.get(src!)).status()).toBe(200);
  await expect(avatarSection.getByRole('button', { name: 'Delete the picture' })).toBeVisible();

  // After a reload the header still shows it (the remembered user carries it).
  await page.reload();
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', src!);
});

test('updating the profile: the spec messages, then "Settings updated successfully."', async ({ page }) => {
  const driver = await newDriver(page);
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(profile.getByLabel('Full name')).toHaveValue('Test Driver');

  await profile.getByLabel('Phone').fill('12');
  await profile.getByLabel('Birth date').fill('2020-01-01');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Invalid phone number')).toBeVisible();
  await expect(profile.getByText('You must be at least 18 years old.')).toBeVisible();

  await profile.getByLabel('Full name').fill('Hana Rasul');
  await profile.getByLabel('Phone').fill('+964 750 987 6543');
  await profile.getByLabel('Birth date').fill('1990-05-06');
  await profile.getByLabel('Location').fill('Erbil');
  await profile.getByLabel('About me').fill('Weekend trips to the mountains.');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hana Rasul, account menu' })).toBeVisible();

  const { rows } = await sql('SELECT full_name, phone, bio, location, birth_date::text AS birth_date FROM users WHERE id = $1', [driver.id]);
  expect(rows[0]).toMatchObject({ full_name: 'Hana Rasul', bio: 'Weekend trips to the mountains.', location: 'Erbil', birth_date: '1990-05-06' });
  expect(rows[0].phone).toMatch(/^\+9647509876543$/);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile', exact: true }).getByLabel('Location')).toHaveValue('Erbil');
});

test('the account menu links to bookings, notifications and settings', async ({ page }) => {
  await newDriver(page);
  await page.getByRole('button', { name: /account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');
  await expect(menu.getByRole('menuitem', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a signed-out visit to /settings goes to sign-in and comes back', async ({ page }) => {
  const driver = await createActivatedDriver(test.info().project.use.baseURL!);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/sign-in\?from=\/settings$/);
  await signIn(page, driver.email, driver.password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile', exact: true }).getByLabel('Full name')).toHaveValue('Test Driver');
});

test('changing the e-mail address: the link goes to the new address and its page applies the change', async ({ page }) => {
  const driver = await newDriver(page);
  const next = `new.${driver.email}`;
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Email address' });
  await section.getByLabel('New email address').fill(next);
  await section.getByLabel('Current password').fill('wrong-password');
  await section.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(section.getByText('Wrong password')).toBeVisible();

  await section.getByLabel('Current password').fill(driver.password);
  await section.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(section.getByText(`A confirmation link was sent to ${next}.`)).toBeVisible();
  // Nothing changes until the link is followed.
  expect((await sql('SELECT email FROM users WHERE id = $1', [driver.id])).rows[0].email).toBe(driver.email);

  await page.goto(linkIn(await waitForMail(next), '/confirm-email'));
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText(`Your email address is now ${next}.`)).toBeVisible();
  expect((await sql('SELECT email FROM users WHERE id = $1', [driver.id])).rows[0].email).toBe(next);
  // The remembered user follows once the page has asked the server for it again (after the message).
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(next);
});

test("the driver's licence: upload, view (private), delete after confirming", async ({ page, browser }) => {
  await newDriver(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: "Driver's licence" });
  await expect(section.getByText("No driver's licence on file.")).toBeVisible();

  await section.locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(section.getByText(/^On file: licence\.png/)).toBeVisible();
  const href = await section.getByRole('link', { name: 'View the licence' }).getAttribute('href');
  expect((await page.request.get(href!)).status()).toBe(200);
  // Private: another browser without the session gets nothing.
  const stranger = await browser.newContext();
  expect([401, 403, 404]).toContain((await stranger.request.get(new URL(href!, page.url()).toString())).status());
  await stranger.close();

  await section.getByRole('button', { name: 'Delete the licence' }).click();
  await page.getByRole('dialog', { name: 'Delete the licence' }).getByRole('button', { name: 'Delete the licence' }).click();
  await expect(section.getByText("No driver's licence on file.")).toBeVisible();
});

test('deleting the account: confirmed by typing the address, then signed out', async ({ page }) => {
  const driver = await newDriver(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/To confirm, type your email address/).fill(driver.email);
  await dialog.getByLabel('Current password').fill(driver.password);
  await confirm.click();

  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  const { rows } = await sql('SELECT email, deleted_at FROM users WHERE id = $1', [driver.id]);
  expect(rows[0]?.deleted_at ?? 'row removed').toBeTruthy();
  expect(rows[0]?.email ?? '').not.toBe(driver.email);
});
