import { z } from 'zod';
import type { MessageCode } from './messages.ts';

/**
 * Account input rules, shared by the server's services and the web forms so both say the same
 * thing. Every issue message is a MessageCode (see messages.ts). Browser-safe.
 */

export const LIMITS = {
  email: 254,
  fullName: 100,
  phone: 20,
  passwordMin: 6,
  passwordMax: 128,
  bio: 500,
  location: 100,
} as const;

export const code = (c: MessageCode) => ({ message: c });

/**
 * PostgreSQL text cannot hold a NUL character: such input is refused with a clear message here,
 * before it could reach the database (where it would fail the whole request).
 */
export const hasNoNul = (s: string) => !s.includes('\u0000');

/** Optional free text of at most `max` characters, without NUL (bio, location...). */
export const optionalText = (max: number) =>
  z
    .string()
    .refine(hasNoNul, { ...code('INVALID_CHARACTERS'), abort: true })
    .trim()
    .max(max, code('TOO_LONG'));

/** Required text: trimmed, non-empty. */
export const requiredText = (max: number) =>
  z
    .string(code('REQUIRED'))
    .refine(hasNoNul, { ...code('INVALID_CHARACTERS'), abort: true })
    .trim()
    .min(1, code('REQUIRED'))
    .max(max, code('TOO_LONG'));

/**
 * A person's name as one line of plain text: control and format characters (line breaks, tabs,
 * bidirectional overrides) become spaces, runs of spaces one, trimmed. A name is printed in mail
 * and pages; it must never start a new line there (docs/decisions/034-sign-in-limits.md).
 */
export function flattenName(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A required name (sign-up, profile, guest checkout): flattened to one line, 1 to 100 characters. */
export const nameField = z
  .string(code('REQUIRED'))
  .refine(hasNoNul, { ...code('INVALID_CHARACTERS'), abort: true })
  .transform(flattenName)
  .pipe(z.string().min(1, code('REQUIRED')).max(LIMITS.fullName, code('TOO_LONG')));

export const emailField = z
  .string(code('REQUIRED'))
  .refine(hasNoNul, { ...code('INVALID_EMAIL'), abort: true })
  .trim()
  .min(1, code('REQUIRED'))
  .max(LIMITS.email, code('INVALID_EMAIL'))
  .pipe(z.email(code('INVALID_EMAIL')))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string(code('REQUIRED'))
  .refine(hasNoNul, { ...code('INVALID_CHARACTERS'), abort: true })
  .min(1, code('REQUIRED'))
  .min(LIMITS.passwordMin, code('PASSWORD_TOO_SHORT'))
  .max(LIMITS.passwordMax, code('PASSWORD_TOO_LONG'));

/** Whole years between a birth date and today (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}


export const signInSchema = z.object({
  email: emailField,
  password: z.string(code('REQUIRED')).min(1, code('REQUIRED')).max(LIMITS.passwordMax, code('INCORRECT_CREDENTIALS')),
  stayConnected: z.boolean().default(false),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string(code('REQUIRED')).min(1, code('REQUIRED')).max(200),
    password: passwordField,
    confirmPassword: z.string(code('REQUIRED')).min(1, code('REQUIRED')),
  })
  .refine((v) => v.password === v.confirmPassword, { ...code('PASSWORDS_DONT_MATCH'), path: ['confirmPassword'] });

/** currentPassword is absent for accounts that have no password yet (social sign-in). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(LIMITS.passwordMax).optional(),
    newPassword: z.string(code('NEW_PASSWORD_REQUIRED')).min(1, code('NEW_PASSWORD_REQUIRED')).pipe(passwordField),
    confirmPassword: z.string(code('REQUIRED')).min(1, code('REQUIRED')),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { ...code('PASSWORDS_DONT_MATCH'), path: ['confirmPassword'] });

/**
 * The activation link's token; reference clients also send the user id it was mailed to and,
 * for an account made without one (guest checkout), the password to set.
 */
export const activateSchema = z.object({
  token: z.string(code('REQUIRED')).min(1, code('REQUIRED')).max(200, code('ACTIVATION_LINK_EXPIRED')),
  userId: z.uuid(code('ACTIVATION_LINK_EXPIRED')).optional(),
  password: passwordField.optional(),
});

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;

export const socialSignInSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, code('INVALID')),
  // ID tokens (JWT) and access tokens are a few kilobytes at most.
  token: z.string(code('REQUIRED')).min(1, code('REQUIRED')).max(8192, code('TOO_LONG')),
  fullName: optionalText(LIMITS.fullName).transform(flattenName).optional(),
  language: z.string().max(10, code('INVALID_LANGUAGE')).optional(),
  stayConnected: z.boolean().default(false),
});

/** Field name -> message code of the first issue of each field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, MessageCode> {
  const out: Record<string, MessageCode> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!out[field]) out[field] = issue.message as MessageCode;
  }
  return out;
}
