import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db.ts';
import { type TestServer, withTestServer } from '../http.ts';
import { lastLink, ME, SIGN_UP, signUpInput, uniqueEmail } from './helpers.ts';
import { graphql } from '../__generated__/gql.ts';

let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

const ACTIVATE = graphql(`mutation SignupActivate($t: String!) { activateAccount(input: { token: $t }) { user { id verified } } }`);

describe('sign-up', () => {
  it('creates an unverified driver and writes the activation email in their language', async () => {
    const input = signUpInput({ language: 'fr', email: uniqueEmail().toUpperCase() });
    const res = await server.gql(SIGN_UP, { input });
    expect(res.errors).toBeUndefined();
    const user = res.data!.signUp.user;
    expect(user).toMatchObject({ email: input.email.toLowerCase(), verified: false, language: 'fr', hasPassword: true, phone: '+9647501234567' });
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.type).toBe('driver');
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await lastLink(db, user.email, '/activate');
    expect(mail.link.startsWith('http://localhost:3000/activate?token=')).toBe(true);
    expect(mail.subject).not.toMatch(/activate your account/i); // French, not English
    // Only a hash of the token is stored.
    const token = await db.prisma.token.findFirstOrThrow({ where: { userId: user.id } });
    expect(token.tokenHash).not.toContain(mail.token);
    expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores a name as one line of text and mails it without a clickable link, whoever types it', async () => {
    // Anyone can sign up any address: the name is the only text of theirs the mail carries.
    const input = signUpInput({ fullName: '  Visit http://evil.example\r\nto claim <b>your</b>\u202e prize\t ' });
    const res = await server.gql(SIGN_UP, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data!.signUp.user.fullName).toBe('Visit http://evil.example to claim <b>your</b> prize');
    const row = await db.prisma.mailOutbox.findFirstOrThrow({ where: { toAddress: input.email } });
    expect(row.text).toContain('Hello Visit http[:]//evil[.]example to claim <b>your</b> prize,');
    expect(row.text).not.toMatch(/evil\.example|http:\/\/evil/);
    // The only links are ours; the greeting is one line.
    expect(row.text.match(/https?:\/\/\S+/g)?.every((u) => u.startsWith('http://localhost:3000/activate?token='))).toBe(true);
    expect(row.text.split('\n').find((l) => l.startsWith('Hello'))).toBe('Hello Visit http[:]//evil[.]example to claim <b>your</b> prize,');
    expect(row.html).toContain('Visit http[:]//evil[.]example to claim &lt;b&gt;your&lt;/b&gt; prize');
    expect(row.html).not.toMatch(/evil\.example|<b>your/);
    // Longer than 100 characters once flattened: refused as too long, nothing stored.
    const long = signUpInput({ fullName: 'N'.repeat(101) });
    expect((await server.gql(SIGN_UP, { input: long })).errors?.[0].extensions?.messageCode).toBe('TOO_LONG');
    expect(await db.prisma.user.count({ where: { email: long.email } })).toBe(0);
  });

  it.each([
    [{ password: '12345', confirmPassword: '12345' }, 'password', 'PASSWORD_TOO_SHORT', 'Password must be at least 6 characters long.'],
    [{ confirmPassword: 'different1' }, 'confirmPassword', 'PASSWORDS_DONT_MATCH', "Passwords don't match."],
    [{ birthDate: '2015-01-01' }, 'birthDate', 'TOO_YOUNG', 'You must be at least 18 years old.'],
    [{ acceptTerms: false }, 'acceptTerms', 'TOS_NOT_ACCEPTED', 'Please accept the Terms of Use.'],
    [{ email: 'not-an-email' }, 'email', 'INVALID_EMAIL', 'Invalid email address'],
    [{ phone: '12' }, 'phone', 'INVALID_PHONE', 'Invalid phone number'],
    [{ type: '' }, 'type', 'TYPE_REQUIRED', 'Please fill in the field: Type'],
  ])('refuses %o with the spec message and writes nothing', async (overrides, field, code, message) => {
    const before = await db.prisma.user.count();
    const res = await server.gql(SIGN_UP, { input: signUpInput(overrides) });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.fieldErrors?.[field]).toBe(code);
    expect(res.errors?.[0].message).toBe(message);
    expect(await db.prisma.user.count()).toBe(before);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const input = signUpInput();
    await server.gql(SIGN_UP, { input });
    const again = await server.gql(SIGN_UP, { input: { ...input, email: input.email.toUpperCase() } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This email address is already registered.',
      extensions: { code: 'BAD_USER_INPUT', messageCode: 'EMAIL_ALREADY_REGISTERED' },
    });
  });

  it('lets exactly one of two simultaneous sign-ups with one email win', async () => {
    const input = signUpInput();
    const results = await Promise.all([server.gql(SIGN_UP, { input }), server.gql(SIGN_UP, { input })]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(await db.prisma.user.count({ where: { email: input.email } })).toBe(1);
  });

  it('refuses a type other than driver', async () => {
    const res = await server.gql(SIGN_UP, { input: signUpInput({ type: 'admin' }) });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('activation', () => {
  it('works once, signs the driver in, then reads as expired', async () => {
    const input = signUpInput();
    await server.gql(SIGN_UP, { input });
    const { token } = await lastLink(db, input.email, '/activate');
    const browser = server.client();
    const res = await browser.gql(ACTIVATE, { t: token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.activateAccount.user.verified).toBe(true);
    expect((await browser.gql(ME)).data!.me.email).toBe(input.email);

    const again = await server.gql(ACTIVATE, { t: token });
    expect(again.errors?.[0]).toMatchObject({ message: 'Your account activation link expired.', extensions: { messageCode: 'ACTIVATION_LINK_EXPIRED' } });
  });

  it('expires after one day', async () => {
    const input = signUpInput();
    await server.gql(SIGN_UP, { input });
    const { token } = await lastLink(db, input.email, '/activate');
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: input.email } });
    // Move the clock: the token was issued 25 hours ago.
    await db.query(`UPDATE tokens SET expires_at = now() - interval '1 hour', created_at = now() - interval '25 hours' WHERE user_id = $1`, [user.id]);
    const res = await server.gql(ACTIVATE, { t: token });
    expect(res.errors?.[0].extensions?.messageCode).toBe('ACTIVATION_LINK_EXPIRED');
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).verified).toBe(false);
  });

  it('resends a fresh link that works, and the old one stops working', async () => {
    const input = signUpInput();
    await server.gql(SIGN_UP, { input });
    const first = await lastLink(db, input.email, '/activate');
    const resend = await server.gql(graphql(`mutation SignupOp1($e: String) { resendActivation(input: { email: $e }) { sent } }`), { e: input.email });
    expect(resend.data!.resendActivation.sent).toBe(true);
    const second = await lastLink(db, input.email, '/activate');
    expect(second.token).not.toBe(first.token);
    expect((await server.gql(ACTIVATE, { t: first.token })).errors?.[0].extensions?.messageCode).toBe('ACTIVATION_LINK_EXPIRED');
    expect((await server.gql(ACTIVATE, { t: second.token })).errors).toBeUndefined();
  });

  it('lets a signed-in unverified driver ask for the link again', async () => {
    const input = signUpInput();
    await server.gql(SIGN_UP, { input });
    const browser = server.client();
    await browser.gql(graphql(`mutation SignupOp2($i: SignInInput!) { signIn(input: $i) { user { id } } }`), { i: { email: input.email, password: input.password } });
    const before = await db.prisma.mailOutbox.count({ where: { toAddress: input.email } });
    const res = await browser.gql(graphql(`mutation SignupOp3 { resendActivation(input: {}) { sent } }`));
    expect(res.data!.resendActivation.sent).toBe(true);
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: input.email } })).toBe(before + 1);
  });
});
