import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ageOn, emailField, LIMITS, requiredText } from '@shared/accounts.ts';
import { phoneField } from '@shared/phone.ts';
import { isMessageCode } from '@shared/messages.ts';
import { zoneToday } from '@shared/rentalPeriod.ts';
import type { ExtraKind } from '../../__generated__/graphql.ts';
import type { MessageId } from '../../i18n/catalogs.ts';
import { errorCode, errorMessage, messageCodeId } from '../../lib/errors.ts';
import { readCriteria, type Criteria } from '../../lib/search.ts';
import { EXTRAS } from '@shared/extras.ts';

/**
 * The checkout form's rules and the meaning of the server's answers, apart from the page so they
 * can be tested alone. The server checks everything again (it is the only judge of price, age,
 * dates and availability): these only answer before the request, with the same messages.
 */

export const EXTRA_KINDS: ExtraKind[] = [...EXTRAS];

/** The checkout URL: the car and the search criteria (so a reload keeps everything). */
export function readCheckoutParams(params: URLSearchParams): { carId: string; criteria: Criteria } | null {
  const carId = params.get('car');
  const criteria = readCriteria(params);
  if (!carId || !criteria) return null;
  return { carId, criteria };
}

// ───────────── Licence file ─────────────

export const MAX_LICENCE_BYTES = 5 * 1024 * 1024;
export const LICENCE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';
const LICENCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const LICENCE_EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

export type LicenceProblem = 'checkout.error.IMAGE_REQUIRED' | 'checkout.error.LICENCE_TYPE' | 'checkout.error.LICENCE_TOO_LARGE';

/** The browser's first look at a chosen file (the server decides by its content). */
export function licenceFileProblem(file: { name: string; type: string; size: number } | null | undefined): LicenceProblem | null {
  if (!file || file.size === 0) return 'checkout.error.IMAGE_REQUIRED';
  if (!(LICENCE_TYPES.includes(file.type) || (!file.type && LICENCE_EXTENSIONS.test(file.name)))) return 'checkout.error.LICENCE_TYPE';
  if (file.size > MAX_LICENCE_BYTES) return 'checkout.error.LICENCE_TOO_LARGE';
  return null;
}

const LICENCE_PROBLEMS: Record<string, LicenceProblem> = {
  IMAGE_REQUIRED: 'checkout.error.IMAGE_REQUIRED',
  LICENCE_TOO_LARGE: 'checkout.error.LICENCE_TOO_LARGE',
  LICENCE_TYPE: 'checkout.error.LICENCE_TYPE',
};

/** The server's refusals of an upload, by the message code uploadLicence answers with. */
export function licenceUploadProblem(error: unknown): LicenceProblem | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.messageCode;
  return typeof code === 'string' ? (LICENCE_PROBLEMS[code] ?? null) : null;
}

// ───────────── Driver details ─────────────

export interface PersonValues {
  fullName: string;
  email: string;
  phone: string;
  birthDate: string;
}

export interface CheckoutValues {
  driver: PersonValues & { acceptTerms: boolean };
  additionalDriver: PersonValues;
}

/** A field's message: a catalog id and its values; `label` is appended to 'Please fill in the field(s): '. */
export interface Problem {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** The form's fields in page order (the first invalid one gets the focus). */
export const FIELD_ORDER = [
  'driver.fullName',
  'driver.email',
  'driver.phone',
  'driver.birthDate',
  'licence',
  'additionalDriver.fullName',
  'additionalDriver.email',
  'additionalDriver.phone',
  'additionalDriver.birthDate',
  'paymentOption',
  'driver.acceptTerms',
] as const;

export type CheckoutField = (typeof FIELD_ORDER)[number];

/**
 * The checkout form's values for the form engine (useZodForm): one flat key a field, named as
 * its input (`driver.fullName`), in page order, so the first invalid one gets the focus; then
 * what is chosen beside the fields (the extras).
 */
export interface CheckoutFormValues<Licence = unknown, Option = string> {
  [field: string]: unknown;
  'driver.fullName': string;
  'driver.email': string;
  'driver.phone': string;
  'driver.birthDate': string;
  licence: Licence | null;
  'additionalDriver.fullName': string;
  'additionalDriver.email': string;
  'additionalDriver.phone': string;
  'additionalDriver.birthDate': string;
  paymentOption: Option;
  'driver.acceptTerms': boolean;
  extras: Partial<Record<ExtraKind, boolean>>;
}

export function initialCheckoutValues<Licence, Option>(paymentOption: Option): CheckoutFormValues<Licence, Option> {
  return {
    'driver.fullName': '',
    'driver.email': '',
    'driver.phone': '',
    'driver.birthDate': '',
    licence: null,
    'additionalDriver.fullName': '',
    'additionalDriver.email': '',
    'additionalDriver.phone': '',
    'additionalDriver.birthDate': '',
    paymentOption,
    'driver.acceptTerms': false,
    extras: {},
  };
}

/** The person of a prefix, out of the flat values. */
export function personOf(values: CheckoutFormValues, prefix: 'driver' | 'additionalDriver'): PersonValues {
  return {
    fullName: values[`${prefix}.fullName`],
    email: values[`${prefix}.email`],
    phone: values[`${prefix}.phone`],
    birthDate: values[`${prefix}.birthDate`],
  };
}

/** The flat values as the rules read them. */
export function nestedValues(values: CheckoutFormValues): CheckoutValues {
  return { driver: { ...personOf(values, 'driver'), acceptTerms: values['driver.acceptTerms'] }, additionalDriver: personOf(values, 'additionalDriver') };
}

export interface CheckoutRules {
  /** No session: the driver's details are asked for. */
  guest: boolean;
  /** Signed in without a birth date on file: it is asked for. */
  needBirthDate: boolean;
  additionalDriver: boolean;
  /** max(car's minimum age, settings' minimum age). */
  minAge: number;
  /** Pick-up day in the business zone, YYYY-MM-DD (the age counts on that day). */
  pickupDay: string;
  /** Today in the business zone, YYYY-MM-DD (no birth date in the future). */
  today: string;
  hasLicence: boolean;
  /** A payment option the car allows is chosen. */
  paymentChosen: boolean;
}

/** The age the driver must have: the car's, never below the business's (18). */
export function minimumAge(carMinimumAge: number, settingsMinimumAge: number): number {
  return Math.max(carMinimumAge, settingsMinimumAge, 18);
}

/** The pick-up day (business zone) of a pick-up instant. */
export function pickupDayOf(from: string, timeZone: string): string {
  return zoneToday(timeZone, new Date(from));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (v: string) => ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

function codeProblem(result: { success: boolean; error?: { issues: { message: string }[] } }): Problem | null {
  if (result.success) return null;
  const code = result.error?.issues[0]?.message;
  return { id: isMessageCode(code) ? messageCodeId(code) : 'error.INVALID' };
}

function birthDateProblem(value: string, rules: Pick<CheckoutRules, 'minAge' | 'pickupDay' | 'today'>): Problem | null {
  if (!value.trim()) return { id: 'error.REQUIRED' };
  if (!realDate(value) || value > rules.today) return { id: 'error.INVALID_DATE' };
  if (ageOn(value, rules.pickupDay) < rules.minAge) return { id: 'checkout.error.TOO_YOUNG', values: { age: rules.minAge } };
  return null;
}

/** A person's details (a driver or an additional driver), each field's problem under `<prefix>.<field>`. */
export function personProblems(
  prefix: 'driver' | 'additionalDriver',
  person: PersonValues,
  rules: Pick<CheckoutRules, 'minAge' | 'pickupDay' | 'today'>,
  out: Partial<Record<CheckoutField, Problem>>,
) {
  const set = (field: keyof PersonValues, problem: Problem | null) => {
    if (problem) out[`${prefix}.${field}` as CheckoutField] = problem;
  };
  set('fullName', codeProblem(requiredText(LIMITS.fullName).safeParse(person.fullName)));
  set('email', codeProblem(emailField.safeParse(person.email)));
  set('phone', codeProblem(phoneField.safeParse(person.phone)));
  set('birthDate', birthDateProblem(person.birthDate, rules));
}

/** Every problem of the form, by field. */
export function checkoutProblems(values: CheckoutValues, rules: CheckoutRules): Partial<Record<CheckoutField, Problem>> {
  const out: Partial<Record<CheckoutField, Problem>> = {};
  if (rules.guest) {
    personProblems('driver', values.driver, rules, out);
    if (!values.driver.acceptTerms) out['driver.acceptTerms'] = { id: 'error.TOS_NOT_ACCEPTED' };
  } else if (rules.needBirthDate) {
    const problem = birthDateProblem(values.driver.birthDate, rules);
    if (problem) out['driver.birthDate'] = problem;
  }
  if (!rules.hasLicence) out.licence = { id: 'checkout.error.IMAGE_REQUIRED' };
  if (rules.additionalDriver) personProblems('additionalDriver', values.additionalDriver, rules, out);
  if (!rules.paymentChosen) out.paymentOption = { id: 'checkout.error.PAYMENT_OPTION' };
  return out;
}

export function firstField(problems: Partial<Record<CheckoutField, Problem>>): CheckoutField | undefined {
  return FIELD_ORDER.find((field) => problems[field]);
}

// ───────────── The server's answers ─────────────

/** Message codes of checkout that are not in the shared catalogue: each has `checkout.error.<CODE>`. */
const CHECKOUT_CODES = [
  'ACCOUNT_EXISTS',
  'PAY_LATER_NOT_ALLOWED',
  'CAR_NOT_AT_LOCATION',
  'NO_EXCHANGE_RATE',
  'IMAGE_REQUIRED',
  'PAYMENT_UNAVAILABLE',
  'DRIVER_ONLY',
  'TOO_YOUNG',
] as const;
type CheckoutCode = (typeof CHECKOUT_CODES)[number];
const isCheckoutCode = (value: unknown): value is CheckoutCode => typeof value === 'string' && (CHECKOUT_CODES as readonly string[]).includes(value);

export interface CheckoutFailure {
  /** Shown above the submit button. */
  form: Problem | null;
  /** Shown under their fields. */
  fields: Partial<Record<CheckoutField, Problem>>;
  /** The email has an account: offer sign-in. */
  accountExists: boolean;
  /** Another booking took the car (or it went): the dates must change. */
  conflict: boolean;
}

type RawExtensions = { code?: unknown; messageCode?: unknown; messageValues?: unknown; fieldErrors?: unknown };

function problemOf(code: string, values?: Record<string, string | number>): Problem | null {
  if (isCheckoutCode(code)) return { id: `checkout.error.${code}`, values };
  if (isMessageCode(code)) return { id: messageCodeId(code), values };
  return null;
}

/**
 * A failed checkout, in words: CONFLICT 'This car is no longer available for these dates', the
 * checkout codes (TOO_YOUNG with its {age}, ACCOUNT_EXISTS, PAY_LATER_NOT_ALLOWED, ...) and the
 * shared field codes under their fields; anything else as the app's errors say it.
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  const failure: CheckoutFailure = { form: null, fields: {}, accountExists: false, conflict: false };
  const code = errorCode(error);
  if (code === 'CONFLICT') {
    failure.conflict = true;
    failure.form = { id: 'checkout.error.CONFLICT' };
    return failure;
  }
  if (code === 'TOO_MANY_REQUESTS') {
    // The limit's message needs its wait ({minutes}), which errorMessage reads from the error.
    const { id, values } = errorMessage(error);
    failure.form = { id, values };
    return failure;
  }
  const extensions: RawExtensions = (CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined) ?? {};
  const values =
    extensions.messageValues && typeof extensions.messageValues === 'object'
      ? (Object.fromEntries(Object.entries(extensions.messageValues).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>)
      : undefined;
  const fieldErrors = extensions.fieldErrors && typeof extensions.fieldErrors === 'object' ? (extensions.fieldErrors as Record<string, unknown>) : {};
  for (const [field, fieldCode] of Object.entries(fieldErrors)) {
    if (typeof fieldCode !== 'string') continue;
    const problem = problemOf(fieldCode, fieldCode === extensions.messageCode ? values : undefined);
    if (!problem) continue;
    if ((FIELD_ORDER as readonly string[]).includes(field)) failure.fields[field as CheckoutField] ??= problem;
  }
  const messageCode = typeof extensions.messageCode === 'string' ? extensions.messageCode : undefined;
  if (messageCode === 'ACCOUNT_EXISTS') failure.accountExists = true;
  // A code about the whole checkout (or a field not on this page) goes above the button.
  const shownUnderField = Object.keys(failure.fields).length > 0 && Object.values(fieldErrors).includes(messageCode);
  const formProblem = messageCode ? problemOf(messageCode, values) : null;
  if (formProblem && !shownUnderField) failure.form = formProblem;
  if (!failure.form && Object.keys(failure.fields).length === 0) {
    const { id, values: genericValues } = errorMessage(error);
    failure.form = { id, values: genericValues };
  } else if (!failure.form) {
    failure.form = { id: 'error.badUserInput' };
  }
  return failure;
}
