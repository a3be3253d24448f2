import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { code, LIMITS, requiredText } from './accounts.ts';

/**
 * Phone numbers are validated for real (libphonenumber); Iraqi numbers may omit +964. A module of
 * its own: libphonenumber's metadata (about 30 kB gzipped) reaches only the pages that ask for a
 * phone (sign-up, checkout, settings), not every form that imports the account rules.
 */
export const phoneField = requiredText(LIMITS.phone).refine((p) => isValidPhoneNumber(p, 'IQ'), code('INVALID_PHONE'));
