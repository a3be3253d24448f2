import { z } from 'zod';
import { emailField, hasNoNul } from './accounts.ts';
import type { MessageCode } from './messages.ts';

/**
 * The contact form and the newsletter box: input rules shared by the services
 * (services/contact, services/newsletter) and the web forms. Issue messages are message codes.
 * Browser-safe.
 */

/** product-decisions: "contact subject 200, contact message 5000". */
export const CONTACT_LIMITS = { subject: 200, message: 5000 } as const;

const code = (c: MessageCode) => ({ message: c });

/**
 * The subject becomes a mail header: a CR or LF in it would be header injection, so it is
 * refused (INVALID_CHARACTERS), never quietly joined.
 */
const subjectField = z
  .string(code('REQUIRED'))
  .refine((s) => hasNoNul(s) && !/[\r\n]/.test(s), { ...code('INVALID_CHARACTERS'), abort: true })
  .trim()
  .min(1, code('REQUIRED'))
  .max(CONTACT_LIMITS.subject, code('TOO_LONG'));

const messageField = z
  .string(code('REQUIRED'))
  .refine(hasNoNul, { ...code('INVALID_CHARACTERS'), abort: true })
  .trim()
  .min(1, code('REQUIRED'))
  .max(CONTACT_LIMITS.message, code('TOO_LONG'));

/** A signed-out visitor's message: their address, a subject, the message. */
export const contactSchema = z.object({ email: emailField, subject: subjectField, message: messageField });

/** A signed-in user's message: the account's address is used, none is asked for. */
export const signedInContactSchema = contactSchema.omit({ email: true });

/** The newsletter box: one address ('Invalid email address' for anything else). */
export const newsletterSchema = z.object({ email: emailField });

/** Tokens of the newsletter links (confirm, unsubscribe): URL-safe base64, bounded before hashing. */
export const newsletterTokenSchema = z.object({
  token: z.string(code('INVALID')).trim().min(1, code('INVALID')).max(200, code('INVALID')).regex(/^[A-Za-z0-9_-]+$/, code('INVALID')),
});
