import { queryPrepared, type PrismaClient } from '../../db/prisma.ts';
import { carRow } from '../../db/rows.ts';

/**
 * Checkout's hand-written statement (issue 26 point 5): what it reads before it writes. The write
 * itself is the bookings domain's book_car (services/bookings/queries.ts).
 */

/** What checkout reads before its transaction, besides the quote's car. */
export interface CheckoutFacts {
  /** The car's row (carRow's JSON array), for the quote. */
  car_row: string;
  car_name: string;
  minimum_age: number;
  supplier_id: string;
  pay_later_allowed: boolean;
  at_pickup: boolean;
  dropoff_exists: boolean;
  /** The signed-in driver's row (null for a guest, or an account that is gone). */
  user_id: string | null;
  email: string | null;
  birth_date: string | null;
  language: string | null;
  licences_on_file: number;
  /** A booking that blocks the car now overlaps the period (the insert would be refused). */
  taken: boolean;
  /** What the booking's mails show (as booking_mail_row reads it from a booking's rows). */
  deposit: string;
  supplier_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  /** The supplier's account (null: none, then checkout takes the general path). */
  supplier_email: string | null;
  supplier_language: string | null;
  supplier_notifications: boolean | null;
  driver_name: string | null;
  /** The two places as JSON text. */
  pickup_place: string | null;
  dropoff_place: string | null;
}

/**
 * The car (its name, minimum age and supplier's pay-later switch), whether it is offered at the
 * pick-up location, whether the drop-off location exists, and the signed-in driver with the count
 * of licences on file: one round trip, null when there is no such car. Per-statement overhead
 * (Prisma, the driver, PostgreSQL's parse and plan) was most of what these six lookups cost.
 *
 * `taken`: a booking of the car overlapping the period blocks at `now` (booking_blocks, ADR 016).
 * Blocking now implies blocking at -infinity, which the exclusion constraint refuses an overlap
 * with, and the insert-time cleanup cancels only holds that no longer block: such an insert
 * could only fail. Answering CONFLICT before the transaction spares the losers of a contested car
 * the whole write path.
 */
// checkout_facts' row beside the car's own (its codec's columns, built here so they follow the model).
const FACTS_STATEMENT = `SELECT f.*, ${carRow.sql('c')} AS car_row
  FROM checkout_facts($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::timestamptz, $6::timestamptz, $7::timestamptz) f
  JOIN cars c ON c.id = $1::uuid`;

export async function checkoutFacts(
  db: PrismaClient,
  ids: { carId: string; pickupLocationId: string; dropoffLocationId: string; userId: string | null; from: Date; to: Date },
  now: Date,
): Promise<CheckoutFacts | null> {
  // checkout_facts (migration 20261128050000_checkout_one_statement), a prepared statement on
  // the app's pool: parsed and planned once per connection, and no Prisma in between.
  const { fields, rows } = await queryPrepared(
    db,
    FACTS_STATEMENT,
    [ids.carId, ids.pickupLocationId, ids.dropoffLocationId, ids.userId, ids.from, ids.to, now],
    { jsonAsText: true },
  );
  if (!rows[0]) return null;
  return Object.fromEntries(fields.map((f, i) => [f.name, rows[0][i]])) as unknown as CheckoutFacts;
}
