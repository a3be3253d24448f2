import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from '../../shared/bookingReference.ts';

/**
 * A new booking reference (shared/bookingReference.ts), each character drawn from Node's CSPRNG
 * (randomInt is uniform: no modulo bias). Only for a writer that must know the reference before
 * its insert (the one-statement checkout renders its mails first); every other insert leaves the
 * column to its default, new_booking_reference(), which draws the same format in the database.
 * Uniqueness is the database's: a clash is bookings_reference_key's 23505 (referenceClash), and
 * the writer tries again with a new reference.
 */
export function newBookingReference(): string {
  let core = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) core += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX}-${core}`;
}

/** The unique constraint of bookings.reference (migration 20261202010000). */
export const REFERENCE_CONSTRAINT = 'bookings_reference_key';

/**
 * True when `err` is the refusal of a reference two inserts drew at once: node-postgres' error
 * (its `constraint`), or Prisma's driver-adapter error (`meta.driverAdapterError.cause.constraint`).
 * Such an insert is tried again, not reported (and never taken for another unique violation,
 * such as a guest's email already having an account).
 */
export function referenceClash(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; constraint?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; constraint?: { index?: unknown; fields?: unknown } } } } };
  if (e.code === '23505' && e.constraint === REFERENCE_CONSTRAINT) return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (cause?.originalCode !== '23505') return false;
  const fields = cause.constraint?.fields;
  return cause.constraint?.index === REFERENCE_CONSTRAINT || (Array.isArray(fields) && fields.length === 1 && fields[0] === 'reference');
}
