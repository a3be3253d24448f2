import { isAppClient, queryPrepared, type Prisma, type PrismaClient } from '../../db/prisma.ts';
import type { BookingStatus } from './lifecycle.ts';

/**
 * The one statement that writes a booking: SQL `book_car()` (migration 20261204000000_book_car,
 * prisma/current/functions.sql), called with named parameters. Checkout (every payment option,
 * signed in or guest) and createBooking go through it; what differs between them is only what
 * they pass. This module is its door: the statement's text and how each value is sent.
 */

/** A booking to write, as the caller decided it (prices, mails and sessions are made beforehand). */
export interface BookCarParams {
  bookingId: string;
  /** Drawn by the caller when its mails show it; null: the column's own draw. */
  reference: string | null;
  carId: string;
  supplierId: string;
  driverId: string;
  pickupLocationId: string;
  dropoffLocationId: string;
  from: Date;
  to: Date;
  days: number;
  status: Exclude<BookingStatus, 'cancelled'>;
  paymentOption: 'payLater' | 'payOnline';
  /** A `void` hold's expiry (a preset session's replaces it); null for any other status. */
  holdUntil: Date | null;
  /** USD, exact decimal text. */
  total: string;
  /** The price breakdown as JSON text. */
  breakdown: string;
  currency: string;
  exchangeRate: string;
  /** The extras chosen, by name (an extra absent is not chosen). */
  extras: Readonly<Record<string, boolean>>;
  createdBy: string | null;
  now: Date;
  expiredReason: string;
  replacedReason: string;
  additionalDriver?: { fullName: string; email: string; phone: string; birthDate: string } | null;
  /** A temporary licence upload's storage key, claimed for the driver in the same statement. */
  licenceKey?: string | null;
  /** The booking's payment session to record: pay later's (complete) or the test page's (open). */
  session?: { id: string; provider: 'payLater' | 'test'; amount: string } | null;
  /** A session opened before the booking to bind (REST reference flow). */
  presetSession?: string | null;
  /** The booking-made notifications: their values, codes and who hears (lifecycle's AUDIENCE). */
  notifications?: { values: unknown; tellDriver: boolean; tellStaff: boolean; confirmedCode: string; receivedCode: string } | null;
  /** Rendered outbox rows, and the channel the mail worker listens on. */
  mails?: { rows: unknown[]; channel: string } | null;
}

/** SQLSTATEs book_car raises besides 23P01 (the car is taken). */
export const BOOK_CAR_ERRORS = {
  /** The licence upload named is not there to claim. */
  licenceNotClaimable: 'EB001',
  /** The session opened beforehand is used, expired or unknown. */
  presetSessionUnusable: 'EB002',
} as const;

/** Each named parameter: its SQL type and its value (every one is sent: one statement text). */
const PARAMETERS: readonly [name: string, type: string, value: (p: BookCarParams) => unknown][] = [
  ['booking', 'uuid', (p) => p.bookingId],
  ['booking_reference', 'text', (p) => p.reference],
  ['car', 'uuid', (p) => p.carId],
  ['supplier', 'uuid', (p) => p.supplierId],
  ['driver', 'uuid', (p) => p.driverId],
  ['pickup', 'uuid', (p) => p.pickupLocationId],
  ['dropoff', 'uuid', (p) => p.dropoffLocationId],
  ['period_from', 'timestamptz', (p) => p.from],
  ['period_to', 'timestamptz', (p) => p.to],
  ['rental_days', 'integer', (p) => p.days],
  ['initial_status', 'booking_status', (p) => p.status],
  ['payment', 'text', (p) => p.paymentOption],
  ['hold_until', 'timestamptz', (p) => p.holdUntil],
  ['total', 'numeric', (p) => p.total],
  ['breakdown', 'jsonb', (p) => p.breakdown],
  ['display_currency', 'text', (p) => p.currency],
  ['rate', 'numeric', (p) => p.exchangeRate],
  ['chosen_extras', 'jsonb', (p) => JSON.stringify(p.extras)],
  ['created_by', 'uuid', (p) => p.createdBy],
  ['at_instant', 'timestamptz', (p) => p.now],
  ['expired_reason', 'text', (p) => p.expiredReason],
  ['replaced_reason', 'text', (p) => p.replacedReason],
  ['extra_driver', 'jsonb', (p) => (p.additionalDriver ? JSON.stringify(p.additionalDriver) : null)],
  ['licence_key', 'text', (p) => p.licenceKey ?? null],
  ['session_id', 'text', (p) => p.session?.id ?? null],
  ['session_provider', 'text', (p) => p.session?.provider ?? null],
  ['session_amount', 'numeric', (p) => p.session?.amount ?? null],
  ['preset_session', 'text', (p) => p.presetSession ?? null],
  ['notification_values', 'jsonb', (p) => (p.notifications ? JSON.stringify(p.notifications.values) : null)],
  ['tell_driver', 'boolean', (p) => p.notifications?.tellDriver ?? false],
  ['tell_staff', 'boolean', (p) => p.notifications?.tellStaff ?? false],
  ['confirmed_code', 'text', (p) => p.notifications?.confirmedCode ?? null],
  ['received_code', 'text', (p) => p.notifications?.receivedCode ?? null],
  ['mails', 'jsonb', (p) => (p.mails ? JSON.stringify(p.mails.rows) : null)],
  ['channel', 'text', (p) => p.mails?.channel ?? null],
];

const STATEMENT = `SELECT book_car(${PARAMETERS.map(([name, type], i) => `${name} => $${i + 1}::${type}`).join(', ')}) AS replaced`;

/**
 * Writes the booking. On the app's client it is one autocommit statement, sent as a prepared
 * statement on the pool (no Prisma work per call: checkout's hot path, docs/decisions/022);
 * on a transaction's client it joins that transaction (a guest's checkout makes the account
 * first). Returns the Stripe sessions of the driver's own holds it replaced (to expire them).
 */
export async function bookCar(db: PrismaClient | Prisma.TransactionClient, params: BookCarParams): Promise<string[]> {
  const values = PARAMETERS.map(([, , value]) => value(params));
  if (isAppClient(db)) {
    const { rows } = await queryPrepared(db, STATEMENT, values);
    return (rows[0]?.[0] as string[] | null) ?? [];
  }
  const rows = await (db as Prisma.TransactionClient).$queryRawUnsafe<{ replaced: string[] | null }[]>(STATEMENT, ...values);
  return rows[0]?.replaced ?? [];
}
