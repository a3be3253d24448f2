import { z } from 'zod';
import { ageOn, emailField, hasNoNul, LIMITS, nameField, optionalText, requiredText } from './accounts.ts';
import { phoneField } from './phone.ts';
import { birthDateField, isCalendarDate } from './birthDate.ts';
import type { MessageCode } from './messages.ts';

/**
 * The settings page's input rules (issue 13 point 5), shared by the profile service and the web
 * form. Built from the sign-up rules of accounts.ts, so the same field says the same thing
 * everywhere: full name 1 to 100, phone checked for real ('Invalid phone number'), birth date at
 * least the minimum age, bio 500, location 100, no NUL. Browser-safe.
 *
 * A field left out (undefined) is not changed. Phone, birth date, bio and location may be
 * cleared with null or an empty string (an account made by social sign-in has none of them; the
 * checkout asks for what a booking needs); the full name may not.
 */

const code = (c: MessageCode) => ({ message: c });

/** '' and whitespace read as "no value" (null); undefined stays undefined (unchanged). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A field that may be cleared: null or blank clears it, undefined leaves it. */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();

export interface ProfileRules {
  /** Minimum driver age (MIN_AGE, 18). */
  minAge: number;
  /** Today's date in the business time zone, YYYY-MM-DD. */
  today: string;
  /** The business time zone: an instant sent as a birth date is read as its date there (shared/birthDate.ts). */
  timeZone: string;
}

/** A birth date of at least the minimum age, a date or an ISO instant (shared/birthDate.ts). */
export function profileBirthDateField({ minAge, today, timeZone }: ProfileRules) {
  return birthDateField(timeZone, 'INVALID_DATE').refine((d) => !isCalendarDate(d) || (d <= today && ageOn(d, today) >= minAge), code('TOO_YOUNG'));
}

export function profileSchema(rules: ProfileRules) {
  return z.object({
    fullName: nameField.optional(),
    phone: clearable(phoneField),
    birthDate: clearable(profileBirthDateField(rules)),
    bio: clearable(optionalText(LIMITS.bio)),
    location: clearable(optionalText(LIMITS.location)),
  });
}
export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;

/**
 * A change of e-mail address. The current password is required when the account has one (the
 * service decides: a social account may have none); a session alone must not be enough to move
 * the account to another mailbox.
 */
export const emailChangeSchema = z.object({
  email: emailField,
  password: z.string().refine(hasNoNul, code('INVALID_CHARACTERS')).max(LIMITS.passwordMax, code('WRONG_PASSWORD')).optional(),
});

/** Deleting the account: the current password when the account has one. */
export const deleteAccountSchema = z.object({
  password: z.string().refine(hasNoNul, code('INVALID_CHARACTERS')).max(LIMITS.passwordMax, code('WRONG_PASSWORD')).optional(),
});
