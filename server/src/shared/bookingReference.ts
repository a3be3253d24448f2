/**
 * Short booking references (issue 24 point 4, docs/decisions/036-booking-references.md): what a
 * driver reads, types and says on the phone instead of the booking's UUID, e.g. `EBL-7K3Q9M`.
 * Run by the server and the browser (no Node modules here): the format and how a typed reference
 * is read. The server draws them in services/bookings/references.ts; the database's column
 * default (new_booking_reference(), migration 20261202010000) draws the same format, and
 * server/test/bookings/references.test.ts holds the two to it.
 */

/** Crockford's base 32 without 0 and 1 (nor O, I, L, U): nothing two readers could take for another. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PREFIX = 'EBL';
export const REFERENCE_LENGTH = 6;

/** A stored reference, exactly. */
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** At most this many characters are read as a typed reference (longer input is no reference). */
export const MAX_REFERENCE_INPUT = 40;

/**
 * The stored reference a driver meant, or null when the text cannot be one. Case, spaces, dashes
 * and the prefix are optional: `ebl-7k3q9m`, `EBL 7K3Q9M`, `7k3q9m` and `EBL7K3Q9M` all read as
 * `EBL-7K3Q9M`. No look-alike is guessed (an O is not read as a 0: neither is in the alphabet).
 */
export function readReference(text: string): string | null {
  if (text.length > MAX_REFERENCE_INPUT) return null;
  let core = text.toUpperCase().replace(/[\s\-_.#]/g, '');
  if (core.length === REFERENCE_PREFIX.length + REFERENCE_LENGTH && core.startsWith(REFERENCE_PREFIX)) core = core.slice(REFERENCE_PREFIX.length);
  if (core.length !== REFERENCE_LENGTH) return null;
  for (const c of core) if (!REFERENCE_ALPHABET.includes(c)) return null;
  return `${REFERENCE_PREFIX}-${core}`;
}
