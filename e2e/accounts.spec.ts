import type { Page } from '@playwright/test';
import { createActivatedDriver, expect, linkIn, sql, test, uniqueEmail, waitForMail } from './harness.ts';

/** Driver accounts end to end: real server, real PostgreSQL, real SMTP. */

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const signedIn = (page: Page) => expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
const signedOut = (page: Page) => expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

test('sign up, follow the emailed activation link, arrive signed in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill('Hana Rasul');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('0750 123 4567');
  await page.getByLabel('Birth date').fill('1994-07-21');
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByLabel('Confirm password').fill('Secret123!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Check your mailbox')).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(/activat/i);
  await page.goto(linkIn(mail, '/activate'));
  await signedIn(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ email, verified: true });
  expect(JSON.stringify(stored)).not.toMatch(/password|token/i);
});

test('sign-up shows the spec messages for bad input', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel('Confirm password').fill('1234');
  await page.getByLabel('Birth date').fill('2015-01-01');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await expect(page.getByText('You must be at least 18 years old.')).toBeVisible();
  await expect(page.getByText('Please accept the Terms of Use.')).toBeVisible();
});

test('a wrong password says so, in English and in French', async ({ page }) => {
  const { email } = await createActivatedDriver(test.info().project.use.baseURL!);
  await signIn(page, email, 'not-my-password');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();

  await page.goto('/sign-in?l=fr');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
});

test('forgot, reset, sign in with the new password; the old session is gone', async ({ browser, baseURL }) => {
  const { email, password } = await createActivatedDriver(baseURL!);
  const old = await browser.newPage();
  await signIn(old, email, password);
  await signedIn(old);

  const page = await browser.newPage();
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password reset email sent.').first()).toBeVisible();

  const mail = await waitForMail(email, (m) => /reset-password/.test(m.text));
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('BrandNew456');
  await page.getByLabel(/Confirm/).fill('BrandNew456');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Password changed successfully.').first()).toBeVisible();

  await signIn(page, email, 'BrandNew456');
  await signedIn(page);

  await old.reload();
  await signedOut(old);
  expect(await old.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('an expired activation link (clock moved) says so and offers a new one', async ({ page }) => {
  const email = uniqueEmail('expired');
  await page.request.post('/graphql', {
    data: {
      query: `mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }`,
      variables: { i: { fullName: 'Late Larry', email, phone: '+9647509998877', birthDate: '1980-01-01', password: 'Secret123!', confirmPassword: 'Secret123!', acceptTerms: true } },
    },
  });
  const link = linkIn(await waitForMail(email), '/activate');
  // A day and an hour later, as far as the token is concerned.
  await sql(`UPDATE tokens SET created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour'
              WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [email]);
  await page.goto(link);
  await expect(page.getByText('Your account activation link expired.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText('Activation email sent.').first()).toBeVisible();
  const fresh = await waitForMail(email, (m) => linkIn(m, '/activate') !== link);
  await page.goto(linkIn(fresh, '/activate'));
  await signedIn(page);
});

test('a suspended driver is signed out at once and refused', async ({ page, baseURL }) => {
  const { email, password } = await createActivatedDriver(baseURL!);
  await signIn(page, email, password);
  await signedIn(page);
  await sql(`UPDATE users SET suspended = true WHERE email = $1`, [email]);
  await page.reload();
  await signedOut(page);
  await signIn(page, email, password);
  await expect(page.getByText('Your account is suspended.')).toBeVisible();
});
