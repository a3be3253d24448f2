import { readFileSync } from 'node:fs';
import { allMail, expect, test, uniqueEmail, waitForMail } from './harness.ts';

// Issue 14 points 3 and 4: the contact form's mail reaches the configured contact address (the
// real SMTP stand-in of scripts/e2e-server.ts) and nowhere else; the newsletter's double opt-in
// and unsubscribe, following the links of the mail itself.
const CONTACT_EMAIL = 'contact@erbil-rental.test'; // env.ts's default, which the e2e server keeps
const catalog = (section: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../web/src/i18n/messages/${section}/${language}.json`, import.meta.url), 'utf8'));

test('the contact form sends to the contact address only, and says "Message sent"', async ({ page, request }) => {
  const sender = uniqueEmail('visitor');
  const subject = `Pick-up at the airport ${Date.now()}`;
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact us | Erbil Car Rental');
  await page.getByLabel('Your email address').fill(sender);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: false }).last().fill('Can I collect the car at 23:00?\nThank you.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  const mail = await waitForMail(CONTACT_EMAIL, (m) => m.subject === `Contact form: ${subject}`);
  expect(mail.envelope.to).toEqual([CONTACT_EMAIL]);
  expect(mail.text).toContain('Can I collect the car at 23:00?');
  expect(mail.text).toContain(sender);

  // A reference client naming another recipient: the message still goes to the contact address only.
  const relayed = `Relay attempt ${Date.now()}`;
  const res = await request.post('/api/send-email', {
    data: { from: sender, to: 'victim@elsewhere.test', subject: relayed, message: 'Hello', isContactForm: true },
  });
  expect(res.status()).toBe(200);
  const second = await waitForMail(CONTACT_EMAIL, (m) => m.subject === `Contact form: ${relayed}`);
  expect(second.envelope.to).toEqual([CONTACT_EMAIL]);
  const everything = await allMail();
  expect(everything.filter((m) => m.subject.includes(subject) || m.subject.includes(relayed)).map((m) => m.envelope.to)).toEqual([[CONTACT_EMAIL], [CONTACT_EMAIL]]);
  expect(everything.filter((m) => m.envelope.to.includes('victim@elsewhere.test'))).toEqual([]);
});

test('newsletter: subscribe from the home page, confirm with the mailed link, unsubscribe with the mailed link', async ({ page }) => {
  const fr = catalog('newsletter', 'fr');
  const email = uniqueEmail('reader');
  await page.goto('/?l=fr');
  // The box loads its form when it nears the viewport: the visitor scrolls down to it, in the
  // footer (the page's one newsletter box).
  await page.getByTestId('newsletter-box').scrollIntoViewIfNeeded();
  const box = page.getByRole('contentinfo').getByRole('group', { name: fr['newsletter.title'] });
  await box.getByRole('textbox', { name: fr['newsletter.email'] }).fill(email);
  await box.getByRole('button', { name: fr['newsletter.submit'] }).click();
  await expect(box.getByRole('status')).toContainText('Abonnement réussi !');

  const mail = await waitForMail(email);
  expect(mail.envelope.to).toEqual([email]);
  expect(mail.subject).toBe('Confirmez votre abonnement à la newsletter Erbil Car Rental');
  const confirm = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
  const unsubscribe = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
  // The links carry a token, never the address.
  expect(confirm).not.toContain(email.split('@')[0]);

  // The visitor's language (French, stored by ?l=fr) carries on to the link pages.
  await page.goto(new URL(confirm).pathname + new URL(confirm).search);
  await expect(page.getByText(fr['newsletter.confirm.success'])).toBeVisible();
  await expect(page).toHaveTitle(`${fr['newsletter.confirm.title']} | Erbil Car Rental`);

  await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
  await page.getByRole('button', { name: fr['newsletter.unsubscribe.button'] }).click();
  await expect(page.getByText(fr['newsletter.unsubscribe.success'])).toBeVisible();

  // The same link again: the subscription is gone, the page says so.
  await page.reload();
  await page.getByRole('button', { name: fr['newsletter.unsubscribe.button'] }).click();
  await expect(page.getByRole('alert')).toContainText(fr['newsletter.unsubscribe.invalid']);
});
