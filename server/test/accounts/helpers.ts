import type { TestDatabase } from '../db.ts';

/** The newest link of a kind (`/activate`, `/reset-password`) mailed to an address, from the outbox. */
export async function lastLink(db: TestDatabase, to: string, path: string): Promise<{ link: string; token: string; subject: string; text: string }> {
  const row = await db.prisma.mailOutbox.findFirst({ where: { toAddress: to }, orderBy: { createdAt: 'desc' } });
  if (!row) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`https?://[^\\s"]+${path}\\?token=([A-Za-z0-9_%-]+)`).exec(row.text);
  if (!match) throw new Error(`no ${path} link in mail to ${to}: ${row.text}`);
  return { link: match[0], token: decodeURIComponent(match[1]), subject: row.subject, text: row.text };
}

let n = 0;
export function uniqueEmail(prefix = 'driver'): string {
  n += 1;
  return `${prefix}.${process.pid}.${n}.${Date.now() % 100000}@example.com`;
}

export const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { id email verified fullName phone language hasPassword } } }`;
export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) { signIn(input: $input) { user { id email verified } } }`;
export const ME = /* GraphQL */ `{ me { id email fullName verified language hasPassword } }`;

export function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Rebaz Ahmed',
    email: uniqueEmail(),
    phone: '+964 750 123 4567',
    birthDate: '1990-05-14',
    password: 'secret123',
    confirmPassword: 'secret123',
    acceptTerms: true,
    language: 'en',
    ...overrides,
  };
}
