import { z } from 'zod';
import { ageOn, code, emailField, nameField, passwordField } from './accounts.ts';
import { birthDateField, isCalendarDate } from './birthDate.ts';
import { phoneField } from './phone.ts';
import { LANGUAGES } from './languages.ts';

/** The sign-up form's rules (web and server), apart from accounts.ts: they need the phone check (phone.ts). */
export interface SignUpRules {
  /** Minimum driver age (MIN_AGE, 18). */
  minAge: number;
  /** Today's date in the business time zone, YYYY-MM-DD. */
  today: string;
  /** The business time zone: an instant sent as a birth date is read as its date there (shared/birthDate.ts). */
  timeZone: string;
}

export function signUpSchema({ minAge, today, timeZone }: SignUpRules) {
  return z
    .object({
      fullName: nameField,
      email: emailField,
      phone: phoneField,
      birthDate: birthDateField(timeZone).refine((d) => !isCalendarDate(d) || (d <= today && ageOn(d, today) >= minAge), code('TOO_YOUNG')),
      password: passwordField,
      confirmPassword: z.string(code('REQUIRED')).min(1, code('REQUIRED')),
      acceptTerms: z.boolean(code('TOS_NOT_ACCEPTED')).refine((v) => v, code('TOS_NOT_ACCEPTED')),
      language: z.enum(LANGUAGES, code('INVALID_LANGUAGE')).default('en'),
    })
    .refine((v) => v.password === v.confirmPassword, { ...code('PASSWORDS_DONT_MATCH'), path: ['confirmPassword'] });
}
export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
