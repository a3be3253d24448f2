/**
 * Message codes shared by the server and the web app. The server sends codes (in
 * `extensions.fieldErrors` and `extensions.messageCode`) with the English text as `message`;
 * the web app shows the translated text for the code (web/src/i18n/messages/*.json, keys
 * `error.<CODE>`). The English texts are the spec's, word for word.
 *
 * Browser-safe: imported by the web app. No Node-only imports here.
 */
export const MESSAGES = {
  REQUIRED: 'Please fill in the field(s): ',
  TYPE_REQUIRED: 'Please fill in the field: Type',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long.',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters long.',
  PASSWORDS_DONT_MATCH: "Passwords don't match.",
  TOO_YOUNG: 'You must be at least 18 years old.',
  INVALID_DATE: 'Invalid date',
  TOS_NOT_ACCEPTED: 'Please accept the Terms of Use.',
  INVALID_EMAIL: 'Invalid email address',
  INVALID_PHONE: 'Invalid phone number',
  TOO_LONG: 'This field is too long.',
  INVALID_CHARACTERS: 'This field contains a character that is not allowed.',
  INVALID_LANGUAGE: 'Unsupported language',
  EMAIL_ALREADY_REGISTERED: 'This email address is already registered.',
  SIGN_UP_ERROR: 'An error occurred during sign up.',
  ACTIVATION_LINK_EXPIRED: 'Your account activation link expired.',
  RESET_LINK_EXPIRED: 'This password reset link has expired.',
  INCORRECT_CREDENTIALS: 'Incorrect email or password.',
  ACCOUNT_SUSPENDED: 'Your account is suspended.',
  EMAIL_NOT_REGISTERED: 'Email address not registered',
  WRONG_PASSWORD: 'Wrong password',
  NEW_PASSWORD_REQUIRED: 'Please choose a new password',
  PASSWORD_UPDATE_ERROR: 'An error occurred while updating password.',
  VALIDATION_EMAIL_ERROR: 'An error occurred while sending validation email.',
  RECAPTCHA_ERROR: 'reCAPTCHA error',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please try again in {minutes} minutes.',
  LANGUAGE_CHANGE_ERROR: 'An error occurred while changing language.',
  UNHANDLED: 'An unhandled error occurred.',
  PICKUP_TOO_SOON: 'The pick-up time is too soon.',
  DROPOFF_BEFORE_PICKUP: 'Drop-off must be after pick-up.',
  OUTSIDE_OPENING_HOURS: 'Pick-up and drop-off must be within opening hours.',
  UNAVAILABLE_EXTRA: 'This extra is not available for this car.',
  // {days} is MAX_RENTAL_DAYS (extensions.messageValues.days): the spec's words at 365.
  RENTAL_TOO_LONG: 'Rentals can last at most {days} days.',
  // A quote or search total of 1e12 USD or more: beyond what amounts are kept with (numeric(12,2)).
  AMOUNT_TOO_LARGE: 'This amount is too large.',
  INVALID: 'This value is not valid.',
  // Currency conversion (spec §8). {code} is the offending code (extensions.messageValues.code).
  CURRENCY_NOT_SUPPORTED: 'Currency {code} not supported',
  INVALID_CURRENCY_CODE: 'Not a valid currency code',
  CURRENCY_CODE_EMPTY: 'Currency code cannot be an empty string',
  AMOUNT_NOT_A_NUMBER: 'Amount should be a number',
  AMOUNT_NOT_POSITIVE: 'Amount should be a positive number',
  // Settings (issue 13 point 5): the avatar and the change of e-mail address.
  IMAGE_REQUIRED: 'Please add an image.',
  IMAGE_WRONG_TYPE: 'The image must be a JPEG, PNG or WebP file.',
  IMAGE_TOO_LARGE: 'The image is too large: at most 5 MB.',
  IMAGE_UNREADABLE: 'This image cannot be read. Please choose another one.',
  SAME_EMAIL: 'This is already your email address.',
  EMAIL_CHANGE_LINK_EXPIRED: 'This email change link has expired.',
  ACCOUNT_HAS_ACTIVE_BOOKINGS: 'You have bookings that are not over yet. Cancel them or wait until they end, then delete your account.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && value in MESSAGES;
}
