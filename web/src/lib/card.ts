/**
 * The card form of the local test payment page (product decisions, "Payments"): formatting as
 * the driver types, and the checks behind the spec's messages ('Invalid card number', 'Invalid
 * expiry date', 'Invalid Card Validation Code'). The server checks the same again
 * (`payTestSession`); these only answer before the request.
 */

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

/** The spec's message of each card field (catalog ids). */
export const CARD_MESSAGES = {
  cardNumber: 'card.invalidNumber',
  expiry: 'card.invalidExpiry',
  cvc: 'card.invalidCvc',
} as const satisfies Record<CardField, string>;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** `4242424242424242` -> `4242 4242 4242 4242` (groups of four, at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1`, `12`, `123` -> `1`, `12/`... as typed: `1228` -> `12/28`. A deleted slash stays deleted. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && value.endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Luhn's checksum over 12 to 19 digits (what card numbers are). */
export function validCardNumber(value: string): boolean {
  if (!/^[\d ]+$/.test(value.trim())) return false;
  const digits = digitsOf(value);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, a real month, not before the current month (a card is valid through its month's end). */
export function validExpiry(value: string, now: Date = new Date()): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expires = year * 12 + (month - 1);
  return expires >= current && expires <= current + 20 * 12;
}

/** Three or four digits. */
export function validCvc(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

/** The fields that fail, in the form's order (the first gets the focus). */
export function cardErrors(values: CardValues, now: Date = new Date()): Partial<Record<CardField, (typeof CARD_MESSAGES)[CardField]>> {
  const errors: Partial<Record<CardField, (typeof CARD_MESSAGES)[CardField]>> = {};
  if (!validCardNumber(values.cardNumber)) errors.cardNumber = CARD_MESSAGES.cardNumber;
  if (!validExpiry(values.expiry, now)) errors.expiry = CARD_MESSAGES.expiry;
  if (!validCvc(values.cvc)) errors.cvc = CARD_MESSAGES.cvc;
  return errors;
}

/** Time left until `expiresAt`, as m:ss (or h:mm:ss); 0:00 once passed. */
export function timeLeft(expiresAt: string | Date, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
