import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { BadUserInputError } from '../../errors.ts';
import { fieldErrorsOf } from '../../shared/accounts.ts';
import { contactSchema, signedInContactSchema } from '../../shared/contact.ts';
import { MESSAGES, type MessageCode } from '../../shared/messages.ts';
import { checkBot } from '../accounts/accounts.ts';
import { consume } from '../accounts/rateLimits.ts';
import { requirePerson } from '../guards.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/language.ts';

/**
 * The contact form (spec §2 /contact, issue 14 point 3). The message goes through the outbox
 * (ADR 006) to the configured contact address (CONTACT_EMAIL) and nowhere else: no caller ever
 * chooses a recipient (the reference body's `to` is dropped by the REST shim before it gets here),
 * so the form can never be used as an open relay. Reply-To is the sender, so staff answer them.
 */

export interface ContactArgs {
  /** The sender's address; ignored for a signed-in user (the account's address is used). */
  email?: string | null;
  subject?: string | null;
  message?: string | null;
  /** The interface language of the sender, shown to staff so they answer in it. */
  language?: string | null;
  recaptchaToken?: string | null;
}

export function invalidInput(error: z.ZodError): BadUserInputError {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.values(fieldErrors)[0] as MessageCode | undefined;
  return new BadUserInputError(first ? MESSAGES[first] : MESSAGES.REQUIRED, fieldErrors, first);
}

export async function sendContactMessage(ctx: ServiceContext, args: ContactArgs): Promise<true> {
  requirePerson(ctx); // authorization first: a partner key sends nothing
  const user = ctx.viewer?.kind === 'user' ? ctx.viewer.user : null;
  const parsed = user
    ? signedInContactSchema.safeParse({ subject: args.subject ?? undefined, message: args.message ?? undefined })
    : contactSchema.safeParse({ email: args.email ?? undefined, subject: args.subject ?? undefined, message: args.message ?? undefined });
  if (!parsed.success) throw invalidInput(parsed.error);
  // Spent before the bot check and the mail, so parallel sends cannot pass the limit together (ADR 018).
  await consume(ctx.limits.contactByIp, ctx.meta.ip);
  if (user) await consume(ctx.limits.contactByAccount, user.id);
  await checkBot(ctx, args.recaptchaToken, 'contact');

  const fromEmail = user ? user.email : (parsed.data as unknown as { email: string }).email;
  const language = languageOr(user ? user.language : args.language);
  await ctx.mail.enqueue(ctx.db, {
    to: ctx.env.CONTACT_EMAIL,
    template: 'contact',
    language,
    data: { fromEmail, ...(user ? { fromName: user.fullName } : {}), subject: parsed.data.subject, message: parsed.data.message },
  });
  return true;
}

/** A language the caller named, or the default: a wrong one never fails a message. */
export function languageOr(value: string | null | undefined): Language {
  const lower = value?.toLowerCase();
  return isLanguage(lower) ? lower : DEFAULT_LANGUAGE;
}
