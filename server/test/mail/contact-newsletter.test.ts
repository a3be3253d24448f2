import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver, FACTORY_PASSWORD } from '../../../prisma/seed/factories.ts';
import { startMailWorker, type MailWorker } from '../../src/lib/mail/worker.ts';
import { purgeUnconfirmedSubscriptions } from '../../src/services/newsletter/newsletter.ts';
import {
  ConfirmNewsletterSubscriptionDocument,
  SendContactMessageDocument,
  SubscribeNewsletterDocument,
  UnsubscribeNewsletterDocument,
} from '../../../web/src/__generated__/graphql.ts';
import type { TestDatabase } from '../db.ts';
import { uniqueEmail, waitUntil } from '../fixtures.ts';
import { randomIp, startTestServer, withTestServer, type TestClient, type TestServer } from '../http.ts';
import { startRecaptchaStandin, type RecaptchaStandin } from '../standins/recaptcha.ts';
import { startSmtpStandin, type ParsedMessage, type SmtpStandin } from '../standins/smtp.ts';

/**
 * The contact form and the newsletter (issue 14 points 3 and 4), through the real server, the
 * outbox and the real mail worker over SMTP (the stand-in records envelopes and headers).
 */

const CONTACT_EMAIL = 'desk@erbil-rental.test';
const SECRET = '6Lc-contact-secret';
// The operations the web sends (typed: results and variables checked by the compiler).
const SEND = SendContactMessageDocument;
const SUBSCRIBE = SubscribeNewsletterDocument;
const CONFIRM = ConfirmNewsletterSubscriptionDocument;
const UNSUBSCRIBE = UnsubscribeNewsletterDocument;

let db: TestDatabase;
let server: TestServer;
let guarded: TestServer;
let smtp: SmtpStandin;
let google: RecaptchaStandin;
let worker: MailWorker;

withTestServer((made) => ({ db, server } = made), { env: { CONTACT_EMAIL } });
beforeAll(async () => {
  smtp = await startSmtpStandin();
  google = await startRecaptchaStandin({ secret: SECRET });
  guarded = await startTestServer(db, { CONTACT_EMAIL, RECAPTCHA_SECRET: SECRET, RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_VERIFY_URL: google.url });
  worker = await startMailWorker({ databaseUrl: db.url, smtpUrl: smtp.url, mailFrom: 'Erbil Car Rental <no-reply@erbil-rental.test>', log: { info() {}, warn() {}, error() {} }, pollMs: 100 });
});
afterAll(async () => {
  await worker?.stop();
  await guarded?.close();
  await google?.close();
  await smtp?.close();
});

function post(client: TestClient, path: string, body: unknown) {
  return client.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A subject nobody else uses, to find this test's message in the stand-in's mailbox. */
let n = 0;
const uniqueSubject = (what: string) => `${what} #${process.pid}-${++n}`;

const outboxCount = () => db.prisma.mailOutbox.count();

/** The token of a link to `path` in a delivered message's text. */
function tokenOf(message: ParsedMessage, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
  if (!match) throw new Error(`no ${path} link in: ${message.text}`);
  return match[1];
}

describe('contact form', () => {
  it('delivers the reference body of POST /api/send-email to CONTACT_EMAIL only, whatever `to` says, with Reply-To the sender', async () => {
    const subject = uniqueSubject('Airport pick-up');
    const res = await post(server.client(), '/api/send-email', {
      from: 'Visitor@Example.com',
      to: 'victim@elsewhere.test',
      subject,
      message: 'Hello,\nCan I pick up the car at 23:00?\n\nThanks',
      isContactForm: true,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');

    const mail = await smtp.waitFor((m) => m.subject === `Contact form: ${subject}`);
    expect(mail.envelope.to).toEqual([CONTACT_EMAIL]);
    expect(mail.to).toBe(CONTACT_EMAIL);
    expect(mail.headers['reply-to']).toContain('visitor@example.com');
    expect(mail.text).toContain('Can I pick up the car at 23:00?');
    // Nothing anywhere went to the address the client named.
    expect(smtp.messages.filter((m) => m.envelope.to.includes('victim@elsewhere.test') || m.text.includes('victim@elsewhere.test'))).toEqual([]);
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: 'victim@elsewhere.test' } })).toBe(0);
  });

  it('sends through GraphQL; a signed-in user writes as their account, whatever email they give', async () => {
    const subject = uniqueSubject('Child seat');
    const res = await server.gql(SEND, { input: { email: 'someone@example.com', subject, message: 'Do you have child seats?', language: 'fr' } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendContactMessage).toEqual({ sent: true });
    const mail = await smtp.waitFor((m) => m.subject === `Contact form: ${subject}`);
    expect(mail.envelope.to).toEqual([CONTACT_EMAIL]);
    expect(mail.headers['reply-to']).toContain('someone@example.com');
    expect(mail.text).toContain('French');

    const driver = await createDriver(db.prisma, { email: uniqueEmail('writer'), fullName: 'Shirin Aziz', password: FACTORY_PASSWORD });
    const me = server.client();
    const signIn = await me.gql(`mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }`, { i: { email: driver.email, password: FACTORY_PASSWORD } });
    expect(signIn.errors).toBeUndefined();
    const signedSubject = uniqueSubject('Invoice');
    const sent = await me.gql(SEND, { input: { email: 'pretend@example.com', subject: signedSubject, message: 'Please send the invoice.' } });
    expect(sent.errors).toBeUndefined();
    const signed = await smtp.waitFor((m) => m.subject === `Contact form: ${signedSubject}`);
    expect(signed.headers['reply-to']).toContain(driver.email);
    expect(signed.text).toContain('Shirin Aziz');
    expect(signed.text).not.toContain('pretend@example.com');
  });

  it.each([
    ['a line break in the subject (header injection)', { subject: 'Hi\r\nBcc: victim@elsewhere.test' }, 'subject', 'INVALID_CHARACTERS'],
    ['a subject over 200 characters', { subject: 'x'.repeat(201) }, 'subject', 'TOO_LONG'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'TOO_LONG'],
    ['an invalid sender', { from: 'not-an-email' }, 'email', 'INVALID_EMAIL'],
    ['no subject', { subject: '   ' }, 'subject', 'REQUIRED'],
    ['no message', { message: '' }, 'message', 'REQUIRED'],
  ])('refuses %s with 400 and a code, queuing nothing', async (_what, overrides, field, code) => {
    const before = await outboxCount();
    const res = await post(server.client(), '/api/send-email', { from: 'visitor@example.com', to: CONTACT_EMAIL, subject: 'Hello', message: 'Hi', isContactForm: true, ...overrides });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'BAD_USER_INPUT', fieldErrors: { [field]: code } });
    expect(await outboxCount()).toBe(before);
  });

  it('limits one IP to 10 messages an hour: the 11th answers 429 with the minutes to wait (REST and GraphQL)', async () => {
    const client = server.client(randomIp());
    for (let i = 0; i < 10; i += 1) {
      const res = await post(client, '/api/send-email', { from: 'busy@example.com', subject: `Hello ${i}`, message: 'Hi', isContactForm: true });
      expect(res.status).toBe(200);
    }
    const before = await outboxCount();
    const res = await post(client, '/api/send-email', { from: 'busy@example.com', subject: 'One more', message: 'Hi', isContactForm: true });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await res.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/try again in 6\d minutes/) });
    const gql = await client.gql(SEND, { input: { email: 'busy@example.com', subject: 'Again', message: 'Hi' } });
    expect(gql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await outboxCount()).toBe(before);
  });

  it('limits one signed-in account to 10 messages an hour, whatever address they come from', async () => {
    const driver = await createDriver(db.prisma, { email: uniqueEmail('roamer'), password: FACTORY_PASSWORD });
    const first = server.client(randomIp());
    expect((await first.gql(`mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }`, { i: { email: driver.email, password: FACTORY_PASSWORD } })).errors).toBeUndefined();
    // The same session from a new address each time (a phone moving between networks).
    const fromNewAddress = () => {
      const client = server.client(randomIp());
      for (const [name, value] of first.cookies) client.cookies.set(name, value);
      return client;
    };
    for (let i = 0; i < 10; i += 1) {
      const sent = await fromNewAddress().gql(SEND, { input: { subject: `Roaming ${i}`, message: 'Hi' } });
      expect(sent.errors).toBeUndefined();
    }
    const before = await outboxCount();
    const refused = await fromNewAddress().gql(SEND, { input: { subject: 'Roaming again', message: 'Hi' } });
    expect(refused.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a failed bot check when reCAPTCHA is configured, and sends with a good token', async () => {
    const before = await outboxCount();
    const forged = await guarded.gql(SEND, { input: { email: 'bot@example.com', subject: 'Spam', message: 'Buy now', recaptchaToken: 'forged-token' } });
    expect(forged.errors?.[0]).toMatchObject({ message: 'reCAPTCHA error', extensions: { code: 'BAD_USER_INPUT', messageCode: 'RECAPTCHA_ERROR' } });
    const wrongAction = await post(guarded.client(), '/api/send-email', {
      from: 'bot@example.com', to: CONTACT_EMAIL, subject: 'Spam', message: 'Buy now', isContactForm: true, recaptchaToken: google.issue('signup', 0.9),
    });
    expect(wrongAction.status).toBe(400);
    expect(await wrongAction.json()).toMatchObject({ messageCode: 'RECAPTCHA_ERROR' });
    expect(await outboxCount()).toBe(before);

    const subject = uniqueSubject('Human');
    const ok = await guarded.gql(SEND, { input: { email: 'human@example.com', subject, message: 'Hello', recaptchaToken: google.issue('contact', 0.9) } });
    expect(ok.errors).toBeUndefined();
    expect((await smtp.waitFor((m) => m.subject === `Contact form: ${subject}`)).envelope.to).toEqual([CONTACT_EMAIL]);
  });
});

describe('newsletter', () => {
  it('subscribes with the reference body of POST /api/newsletter/subscribe, mails a confirmation with unsubscribe link and header', async () => {
    const email = uniqueEmail('reader');
    const res = await post(server.client(), '/api/newsletter/subscribe', { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Subscription successful!' });

    const row = await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ language: 'en', confirmedAt: null });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.envelope.to).toEqual([email]);
    expect(mail.subject).toBe('Confirm your subscription to the Erbil Car Rental newsletter');
    const unsubscribeToken = tokenOf(mail, '/newsletter/unsubscribe');
    expect(tokenOf(mail, '/newsletter/confirm')).not.toBe(unsubscribeToken);
    expect(mail.rawHeaders['list-unsubscribe']).toBe(
      `<http://localhost:3000/api/newsletter/unsubscribe?token=${unsubscribeToken}>, <http://localhost:3000/newsletter/unsubscribe?token=${unsubscribeToken}&l=en>`,
    );
    // The pages open in the subscriber's language, even in a browser that never saw the site.
    expect(mail.text).toContain(`/newsletter/confirm?token=${tokenOf(mail, '/newsletter/confirm')}&l=en`);
    expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Tokens are stored as hashes only; the address never appears in a link.
    expect(JSON.stringify(row)).not.toContain(unsubscribeToken);
    expect(mail.text).not.toMatch(new RegExp(`token=[^\\s]*${email.split('@')[0]}`));
  });

  it('is idempotent: subscribing again answers the same and changes nothing; a confirmed address gets no new mail', async () => {
    const email = uniqueEmail('twice');
    const first = await server.gql(SUBSCRIBE, { input: { email, language: 'fr' } });
    expect(first.data!.subscribeNewsletter).toEqual({ subscribed: true });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.subject).toBe('Confirmez votre abonnement à la newsletter Erbil Car Rental');
    const row = await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } });

    // Same answer, whatever the language asked for the second time.
    const again = await server.gql(SUBSCRIBE, { input: { email: email.toUpperCase(), language: 'es' } });
    expect(again).toMatchObject({ data: { subscribeNewsletter: { subscribed: true } } });
    expect(again.errors).toBeUndefined();
    const kept = await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } });
    expect({ language: kept.language, createdAt: kept.createdAt, confirmedAt: kept.confirmedAt }).toEqual({ language: 'fr', createdAt: row.createdAt, confirmedAt: null });
    expect(await db.prisma.newsletterSubscription.count({ where: { email } })).toBe(1);

    // The newest confirmation (still in French) confirms.
    const resent = await smtp.waitFor((m) => m.envelope.to.includes(email) && m !== mail);
    expect(resent.subject).toBe(mail.subject);
    expect((await server.gql(CONFIRM, { input: { token: tokenOf(resent, '/newsletter/confirm') } })).data).toEqual({ confirmNewsletterSubscription: { done: true } });

    const mailsBefore = await db.prisma.mailOutbox.count({ where: { toAddress: email } });
    const third = await post(server.client(), '/api/newsletter/subscribe', { email });
    expect(await third.json()).toEqual({ message: 'Subscription successful!' });
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: email } })).toBe(mailsBefore);
    const confirmed = await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.unsubscribeTokenHash).toBe((await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } })).unsubscribeTokenHash);
  });

  it('caps confirmation mails to one address at 3 a day, answering the same', async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 5; i += 1) {
      const res = await post(server.client(), '/api/newsletter/subscribe', { email });
      expect(await res.json()).toEqual({ message: 'Subscription successful!' });
    }
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: email } })).toBe(3);
  });

  it("send-email with isContactForm false subscribes `from` (nothing goes to CONTACT_EMAIL)", async () => {
    const email = uniqueEmail('reference');
    const before = await db.prisma.mailOutbox.count({ where: { toAddress: CONTACT_EMAIL } });
    const res = await post(server.client(), '/api/send-email', { from: email, to: CONTACT_EMAIL, subject: 'New Newsletter Subscription', message: '', isContactForm: false });
    expect(res.status).toBe(200);
    expect(await db.prisma.newsletterSubscription.count({ where: { email } })).toBe(1);
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: CONTACT_EMAIL } })).toBe(before);
    expect((await smtp.waitFor((m) => m.envelope.to.includes(email))).subject).toMatch(/Confirm your subscription/);
  });

  it.each([['not-an-email'], [''], ['a@b'], [`${'x'.repeat(250)}@example.com`]])('answers %j with 400 "Invalid email address", storing nothing', async (email) => {
    const before = await db.prisma.newsletterSubscription.count();
    const res = await post(server.client(), '/api/newsletter/subscribe', { email });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Invalid email address', messageCode: 'INVALID_EMAIL' });
    const gql = await server.gql(SUBSCRIBE, { input: { email } });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Invalid email address', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'INVALID_EMAIL' } } });
    expect(await db.prisma.newsletterSubscription.count()).toBe(before);
  });

  it('limits subscriptions per IP: the 11th in an hour answers 429', async () => {
    const client = server.client(randomIp());
    for (let i = 0; i < 10; i += 1) expect((await post(client, '/api/newsletter/subscribe', { email: uniqueEmail('many') })).status).toBe(200);
    const email = uniqueEmail('many');
    const res = await post(client, '/api/newsletter/subscribe', { email });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', messageCode: 'TOO_MANY_ATTEMPTS' });
    expect(await db.prisma.newsletterSubscription.count({ where: { email } })).toBe(0);
  });

  it('confirms with the mailed link (again: same answer), refuses a wrong token, and unsubscribes by token without signing in', async () => {
    const email = uniqueEmail('cycle');
    await server.gql(SUBSCRIBE, { input: { email, language: 'es' } });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.subject).toBe('Confirme su suscripción al boletín de Erbil Car Rental');

    for (const t of ['wrong-token', 'x'.repeat(300), '../etc', '']) {
      const res = await server.gql(CONFIRM, { input: { token: t } });
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { token: 'INVALID' } });
    }
    expect((await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } })).confirmedAt).toBeNull();

    const confirm = tokenOf(mail, '/newsletter/confirm');
    expect((await server.gql(CONFIRM, { input: { token: confirm } })).data).toEqual({ confirmNewsletterSubscription: { done: true } });
    const confirmedAt = (await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } })).confirmedAt;
    expect(confirmedAt).not.toBeNull();
    expect((await server.gql(CONFIRM, { input: { token: confirm } })).data).toEqual({ confirmNewsletterSubscription: { done: true } });
    expect((await db.prisma.newsletterSubscription.findUniqueOrThrow({ where: { email } })).confirmedAt).toEqual(confirmedAt);

    expect((await server.gql(UNSUBSCRIBE, { input: { token: 'wrong-token' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await db.prisma.newsletterSubscription.count({ where: { email } })).toBe(1);
    const unsubscribe = tokenOf(mail, '/newsletter/unsubscribe');
    expect((await server.gql(UNSUBSCRIBE, { input: { token: unsubscribe } })).data).toEqual({ unsubscribeNewsletter: { done: true } });
    expect(await db.prisma.newsletterSubscription.count({ where: { email } })).toBe(0);
    expect((await server.gql(UNSUBSCRIBE, { input: { token: unsubscribe } })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { token: 'INVALID' } });
  });

  it('deletes subscriptions left unconfirmed for 30 days, and nothing else', async () => {
    const day = 24 * 3600 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const row = (email: string, created: number, confirmed: number | null, sent: number | null) =>
      db.prisma.newsletterSubscription.create({
        data: { email, unsubscribeTokenHash: `hash-${email}`, createdAt: at(created), confirmedAt: confirmed === null ? null : at(confirmed), confirmSentAt: sent === null ? null : at(sent) },
      });
    const stale = await row(uniqueEmail('stale'), 40, null, 40);
    const resent = await row(uniqueEmail('resent'), 40, null, 2); // a fresh confirmation mail is out
    const fresh = await row(uniqueEmail('fresh'), 5, null, 5);
    const confirmed = await row(uniqueEmail('confirmed'), 400, 399, 400);

    await purgeUnconfirmedSubscriptions({ db: db.prisma });

    const left = new Set((await db.prisma.newsletterSubscription.findMany({ where: { id: { in: [stale.id, resent.id, fresh.id, confirmed.id] } } })).map((r) => r.id));
    expect(left).toEqual(new Set([resent.id, fresh.id, confirmed.id]));
  });

  it("unsubscribes with a mail client's one-click POST to the List-Unsubscribe URL (RFC 8058)", async () => {
    const email = uniqueEmail('oneclick');
    await post(server.client(), '/api/newsletter/subscribe', { email });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email));
    const url = /<(http[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(mail.rawHeaders['list-unsubscribe'])![1];
    const path = new URL(url).pathname + new URL(url).search;
    const res = await server.client().fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    await waitUntil(async () => (await db.prisma.newsletterSubscription.count({ where: { email } })) === 0, 'the subscription to go');
    const again = await server.client().fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(again.status).toBe(400);
  });

  it('takes the one-click POST as multipart/form-data too, as RFC 8058 recommends clients send it', async () => {
    const email = uniqueEmail('multipart');
    await post(server.client(), '/api/newsletter/subscribe', { email });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email));
    const url = new URL(/<(http[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(mail.rawHeaders['list-unsubscribe'])![1]!);
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const res = await server.client().fetch(url.pathname + url.search, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    await waitUntil(async () => (await db.prisma.newsletterSubscription.count({ where: { email } })) === 0, 'the subscription to go');
  });

  it("deleting the account removes that address's subscription (account deletion, ADR 025)", async () => {
    const driver = await createDriver(db.prisma, { email: uniqueEmail('leaving'), password: FACTORY_PASSWORD });
    const me = server.client();
    await me.gql(`mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }`, { i: { email: driver.email, password: FACTORY_PASSWORD } });
    await me.gql(SUBSCRIBE, { input: { email: driver.email } });
    expect(await db.prisma.newsletterSubscription.count({ where: { email: driver.email } })).toBe(1);
    const deleted = await me.gql(`mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { deleted } }`, { i: { password: FACTORY_PASSWORD } });
    expect(deleted.errors).toBeUndefined();
    expect(await db.prisma.newsletterSubscription.count({ where: { email: driver.email } })).toBe(0);
  });
});
