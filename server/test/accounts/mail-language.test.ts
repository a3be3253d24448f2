import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db.ts';
import { type TestServer, withTestServer } from '../http.ts';
import { SIGN_UP, signUpInput } from './helpers.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * Issue 14 point 5: e-mails are always in the recipient's stored language, whatever page (and
 * whatever `language` argument) asked for them.
 */

let db: TestDatabase;
let server: TestServer;
withTestServer((made) => ({ db, server } = made));

async function lastMail(to: string) {
  return db.prisma.mailOutbox.findFirstOrThrow({ where: { toAddress: to }, orderBy: { createdAt: 'desc' } });
}

describe('mail language', () => {
  it('resends the activation link in the account’s language, not the asking page’s', async () => {
    const input = signUpInput({ language: 'es' });
    expect((await server.gql(SIGN_UP, { input })).errors).toBeUndefined();
    const res = await server.gql(graphql(`mutation MailLanguageOp1($e: String, $l: String) { resendActivation(input: { email: $e, language: $l }) { sent } }`), { e: input.email, l: 'en' });
    expect(res.data!.resendActivation.sent).toBe(true);
    expect((await lastMail(input.email)).subject).toBe('Active su cuenta de Erbil Car Rental');
  });

  it('writes the password-reset mail in the account’s language, whatever the page asked', async () => {
    const input = signUpInput({ language: 'fr' });
    expect((await server.gql(SIGN_UP, { input })).errors).toBeUndefined();
    for (const language of ['en', 'es', null]) {
      const res = await server.gql(graphql(`mutation MailLanguageOp2($e: String!, $l: String) { requestPasswordReset(input: { email: $e, language: $l }) { sent } }`), { e: input.email, l: language });
      expect(res.errors).toBeUndefined();
      expect((await lastMail(input.email)).subject).toBe('Réinitialisez votre mot de passe Erbil Car Rental');
    }
  });

  it('follows a language change: after updateLanguage, the next mail is in the new language', async () => {
    const input = signUpInput({ language: 'fr' });
    expect((await server.gql(SIGN_UP, { input })).errors).toBeUndefined();
    const browser = server.client();
    await browser.gql(graphql(`mutation MailLanguageOp3($i: SignInInput!) { signIn(input: $i) { user { id } } }`), { i: { email: input.email, password: input.password } });
    expect((await browser.gql(graphql(`mutation MailLanguageOp4 { updateLanguage(input: { language: "es" }) { user { language } } }`))).data!.updateLanguage.user.language).toBe('es');
    await server.gql(graphql(`mutation MailLanguageOp5($e: String!) { requestPasswordReset(input: { email: $e, language: "fr" }) { sent } }`), { e: input.email });
    expect((await lastMail(input.email)).subject).toBe('Restablezca su contraseña de Erbil Car Rental');
  });
});
