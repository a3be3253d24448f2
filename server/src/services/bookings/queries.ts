/**
 * The bookings domain's hand-written statements and row decoding (issue 26, point 5): the
 * driver's and staff's list pages (one prepared statement each, docs/decisions/027), the row
 * locks of the bulk actions, a booking change's facts and the reminder claim. Each function takes
 * a client or a transaction and plain values and returns typed, decoded rows; the services
 * (driverBookings.ts, staff.ts, bookingChanges.ts, reminders.ts) keep the rules.
 *
 * And the write side: book_car, the one statement that writes a booking (issue 26 point 2), the
 * hold-expiry statements the lifecycle runs, and the booking's mail row.
 */
import { z } from 'zod';
import { isAppClient, Prisma, queryPrepared, type PrismaClient } from '../../db/prisma.ts';
import { bookingRow, carRow, locationRow, supplierRow } from '../../db/rows.ts';
import type { Booking, BookingStatus, Car, Supplier } from '../../__generated__/prisma/client.ts';
import type { NamedLocation as Location } from '../locations/locations.ts';
import type { Names } from '../i18n/names.ts';
import { BadUserInputError } from '../../errors.ts';
import { readReference } from '../../shared/bookingReference.ts';
import type { SignedInUser } from '../guards.ts';
import { BOOKING_STATUSES, isBookingStatus, type BookingStatus as Status } from './statuses.ts';

const Uuid = z.uuid();
const isUuid = (v: string) => Uuid.safeParse(v).success;

export interface BookingFilter {
  statuses?: readonly string[] | null;
  /** Bookings picked up at or after this instant. */
  from?: Date | string | null;
  /** Bookings returned at or before this instant. */
  to?: Date | string | null;
  /** Staff: only these suppliers' bookings. */
  supplierIds?: readonly string[] | null;
  /** Staff: only this driver's bookings. */
  driverId?: string | null;
  /** Only this car's bookings (REST `car`). */
  carId?: string | null;
  /** Only bookings picked up / returned at this location (REST filter.pickupLocation / dropOffLocation). */
  pickupLocationId?: string | null;
  dropoffLocationId?: string | null;
  /** The booking's id or reference, or a part of its car's name, any case (REST filter.keyword). */
  keyword?: string | null;
  /** The booking's short reference, read leniently (shared/bookingReference.ts readReference). */
  reference?: string | null;
}

/** Who sees what, as SQL over `bookings b`. */
function scopeSql(me: Pick<SignedInUser, 'id' | 'type'>): Prisma.Sql {
  if (me.type === 'admin') return Prisma.sql`TRUE`;
  if (me.type === 'supplier') return Prisma.sql`b.supplier_id = ${me.id}::uuid`;
  return Prisma.sql`b.driver_id = ${me.id}::uuid AND b.status <> 'void' AND NOT b.hidden_by_driver`;
}

function instant(value: Date | string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw new BadUserInputError(`${field} must be a date.`, { [field]: 'INVALID_DATE' });
  return d;
}

/** The statuses a caller's scope can see at all: a driver never sees a hold (void). */
const SCOPE_STATUSES = {
  driver: BOOKING_STATUSES.filter((s) => s !== 'void'),
  supplier: BOOKING_STATUSES,
  admin: BOOKING_STATUSES,
} as const;

/** The filter's conditions over `bookings b`; `me`'s type says which statuses its scope can see at all. */
function filterSql(filter: BookingFilter, me: Pick<SignedInUser, 'type'>): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filter.statuses?.length) {
    const known = filter.statuses.filter(isBookingStatus);
    // A list naming every status the scope can see filters nothing: left out, so the page is not
    // checked row by row against it (reference clients send every status on every call; ADR 027).
    const everything = SCOPE_STATUSES[me.type].every((s) => known.includes(s));
    if (!everything) parts.push(known.length ? Prisma.sql`b.status = ANY(${known}::booking_status[])` : Prisma.sql`FALSE`);
  }
  const from = instant(filter.from, 'from');
  const to = instant(filter.to, 'to');
  if (from) parts.push(Prisma.sql`b.from_at >= ${from}::timestamptz`);
  if (to) parts.push(Prisma.sql`b.to_at <= ${to}::timestamptz`);
  if (filter.supplierIds?.length) parts.push(Prisma.sql`b.supplier_id = ANY(${filter.supplierIds.filter(isUuid)}::uuid[])`);
  if (filter.driverId) parts.push(isUuid(filter.driverId) ? Prisma.sql`b.driver_id = ${filter.driverId}::uuid` : Prisma.sql`FALSE`);
  for (const [column, value] of [['car_id', filter.carId], ['pickup_location_id', filter.pickupLocationId], ['dropoff_location_id', filter.dropoffLocationId]] as const) {
    if (value) parts.push(isUuid(value) ? Prisma.sql`${Prisma.raw(`b.${column}`)} = ${value}::uuid` : Prisma.sql`FALSE`);
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const reference = readReference(keyword);
    const byCar = Prisma.sql`EXISTS (SELECT 1 FROM cars c WHERE c.id = b.car_id AND c.name ILIKE ${like})`;
    parts.push(
      isUuid(keyword)
        ? Prisma.sql`b.id = ${keyword}::uuid`
        : reference
          ? Prisma.sql`(b.reference = ${reference} OR ${byCar})`
          : byCar,
    );
  }
  // Within the caller's scope (scopeSql): another driver's reference finds nothing, as an unknown one.
  const referenceText = filter.reference?.trim();
  if (referenceText) {
    const reference = readReference(referenceText);
    parts.push(reference ? Prisma.sql`b.reference = ${reference}` : Prisma.sql`FALSE`);
  }
  return parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

/** A list page as its one statement answers it, decoded. */
export interface BookingPageRows {
  /** The number of bookings matching (numbered pages only, else 0). */
  total: number;
  /** The page in order: each booking with its created_at in microseconds since 1970, as text (the cursor's key). */
  rows: { us: string; booking: Booking }[];
  /** Each car, supplier and location the page's bookings point at, once. */
  cars: Car[];
  suppliers: Supplier[];
  locations: Location[];
  /** The REST shape only (else empty): the page's drivers as the REST shim embeds them. */
  drivers: { id: string; fullName: string; avatar: string | null }[];
  /** The REST shape only (else empty): the pick-up locations of every car of the page, a car with none too. */
  carLocations: [carId: string, locations: Location[]][];
}

/** Who may see which bookings (`viewer`'s scope), what the filter keeps, and after which cursor. */
export interface BookingPageQuery {
  viewer: Pick<SignedInUser, 'id' | 'type'>;
  filter: BookingFilter;
  /**
   * Keyset paging (the connection): the cursor to start after, null for the first page. Absent
   * for numbered pages (the REST shim), whose statement has no cursor clause at all.
   */
  keyset?: { after: readonly [string, string] | null };
  limit: number;
  offset: number;
  /** The REST shape: also the drivers, the cars' locations and the total. */
  rest: boolean;
}

/**
 * The one statement of a list page (docs/decisions/027): the page's keys from
 * bookings_driver_list_idx (an index-only scan for a driver), then one row of JSON arrays: the
 * page's bookings in order, and each car, supplier and location they point at once (for the REST
 * shape also the drivers, the cars' locations and the total, an index-only count). A prepared
 * statement, planned once per connection. The viewer's scope is part of every statement
 * (scopeSql): authorization lives there. Decoded with the model codecs (db/rows.ts).
 */
export async function bookingPageRows(db: PrismaClient, query: BookingPageQuery): Promise<BookingPageRows> {
  const statement = pageStatement(pageWhere(query), query);
  const { rows } = await queryPrepared(db, statement.text, statement.values);
  const [bookings, cars, suppliers, locations, drivers, carLocations, total] = rows[0] as (string | null)[];
  const list = <T>(json: string | null | undefined) => (json ? (JSON.parse(json) as T[]) : []);
  const carList = list<unknown[]>(cars);
  const page: BookingPageRows = {
    total: Number(total ?? 0),
    rows: list<[string, unknown[]]>(bookings).map(([us, b]) => ({ us, booking: bookingRow.fromArray(b) })),
    cars: carList.map(carRow.fromArray),
    suppliers: list<unknown[]>(suppliers).map(supplierRow.fromArray),
    locations: list<unknown[]>(locations).map(locationRow.fromArray),
    drivers: [],
    carLocations: [],
  };
  if (query.rest) {
    page.drivers = list<[string, string, string | null]>(drivers).map(([id, fullName, avatar]) => ({ id, fullName, avatar }));
    const byCar = new Map<string, Location[]>();
    for (const [carId, l] of list<[string, unknown[]]>(carLocations)) byCar.set(carId, [...(byCar.get(carId) ?? []), locationRow.fromArray(l)]);
    page.carLocations = carList.map((c) => [c[0] as string, byCar.get(c[0] as string) ?? []]);
  }
  return page;
}

/** The WHERE of a list page: the viewer's scope, the filter, and the cursor clause when keyset-paged. */
function pageWhere(query: Pick<BookingPageQuery, 'viewer' | 'filter' | 'keyset'>): Prisma.Sql {
  const { viewer, filter, keyset } = query;
  return keyset
    ? Prisma.sql`${scopeSql(viewer)} AND ${filterSql(filter, viewer)} ${afterSql(keyset.after)}`
    : Prisma.sql`${scopeSql(viewer)} AND ${filterSql(filter, viewer)}`;
}

/** The statement of bookingPageRows for a driver, as text and values: the bench explains exactly what the app sends. */
export function driverPageStatement(
  driverId: string,
  filter: BookingFilter,
  opts: { limit: number; offset: number; rest: boolean; after?: [string, string] },
): { text: string; values: unknown[] } {
  const statement = pageStatement(pageWhere({ viewer: { id: driverId, type: 'driver' }, filter, keyset: { after: opts.after ?? null } }), opts);
  return { text: statement.text, values: statement.values };
}

/** After a cursor: the row comparison is an index condition of bookings_driver_list_idx. */
function afterSql(after: readonly [string, string] | null): Prisma.Sql {
  return after
    ? Prisma.sql`AND (b.created_at, b.id) < (timestamptz 'epoch' + ${after[0]}::bigint * interval '1 microsecond', ${after[1]}::uuid)`
    : Prisma.empty;
}

function pageStatement(where: Prisma.Sql, opts: { limit: number; offset: number; rest: boolean }): Prisma.Sql {
  return Prisma.sql`
    WITH page AS (
      SELECT b.id
        FROM bookings b
       WHERE ${where}
       ORDER BY b.created_at DESC, b.id DESC
       LIMIT ${opts.limit}${opts.offset ? Prisma.sql` OFFSET ${opts.offset}` : Prisma.empty}),
    r AS (SELECT b.* FROM page k JOIN bookings b ON b.id = k.id)
    SELECT ${Prisma.raw(opts.rest ? REST_COLUMNS : COLUMNS)}${
      // The total as its own count (an index-only count for a driver): a window (count(*) OVER ())
      // over the keys spooled every matching row and cost twice as much (ADR 027).
      opts.rest ? Prisma.sql`, (SELECT count(*)::int FROM bookings b WHERE ${where})` : Prisma.empty}`;
}

/** Each relation once, however many bookings of the page point at it. */
const COLUMNS = `
  (SELECT json_agg(json_build_array(((extract(epoch FROM b.created_at) * 1000000)::bigint)::text, ${bookingRow.json('b')})
                   ORDER BY b.created_at DESC, b.id DESC) FROM r b)::text,
  (SELECT json_agg(${carRow.json('c')}) FROM cars c WHERE c.id IN (SELECT car_id FROM r))::text,
  (SELECT json_agg(${supplierRow.json('s')}) FROM suppliers s WHERE s.id IN (SELECT supplier_id FROM r))::text,
  (SELECT json_agg(${locationRow.json('l')}) FROM locations l
    WHERE l.id IN (SELECT pickup_location_id FROM r UNION SELECT dropoff_location_id FROM r))::text`;
const REST_COLUMNS = `${COLUMNS},
  (SELECT json_agg(json_build_array(u.id, u.full_name, u.avatar)) FROM users u WHERE u.id IN (SELECT driver_id FROM r))::text,
  (SELECT json_agg(json_build_array(cl.car_id, ${locationRow.json('l')})) FROM car_locations cl JOIN locations l ON l.id = cl.location_id
    WHERE cl.car_id IN (SELECT car_id FROM r))::text`;

/** Locks a booking's row (FOR UPDATE) until the transaction ends, whoever may see it. */
export async function lockBookingRow(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${id}::uuid FOR UPDATE`;
}

/**
 * Locks a driver's own visible booking (not a hold, not removed from their list) FOR UPDATE;
 * false when there is no such booking of theirs.
 */
export async function lockOwnBooking(db: PrismaClient | Prisma.TransactionClient, driverId: string, id: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM bookings WHERE id = ${id}::uuid AND driver_id = ${driverId}::uuid AND status <> 'void' AND NOT hidden_by_driver FOR UPDATE`;
  return rows.length > 0;
}

/** Of `ids` (well-formed uuids), the bookings `viewer` may see, locked FOR UPDATE, with their status and drop-off. */
export function lockVisibleBookings(
  tx: Prisma.TransactionClient,
  viewer: Pick<SignedInUser, 'id' | 'type'>,
  ids: string[],
): Promise<{ id: string; status: BookingStatus; to: Date }[]> {
  return tx.$queryRaw<{ id: string; status: BookingStatus; to: Date }[]>`
      SELECT b.id, b.status, b.to_at AS "to" FROM bookings b
       WHERE b.id = ANY(${ids}::uuid[]) AND ${scopeSql(viewer)}
       FOR UPDATE OF b`;
}

/** A booking a cancel request reads: its state, and the names its notifications show. */
export type CancelRequestRow = Pick<Booking, 'id' | 'reference' | 'status' | 'paymentOption' | 'from' | 'to' | 'cancelRequest' | 'supplierId'> & {
  car: string;
  supplier: string;
  driver: string;
};

/** As lockVisibleBookings, with what a cancel request needs (car, supplier and driver names). */
export function lockBookingsForCancelRequest(
  tx: Prisma.TransactionClient,
  viewer: Pick<SignedInUser, 'id' | 'type'>,
  ids: string[],
): Promise<CancelRequestRow[]> {
  return tx.$queryRaw<CancelRequestRow[]>`
      SELECT b.id, b.reference, b.status, b.payment_option AS "paymentOption", b.from_at AS "from", b.to_at AS "to", b.cancel_request AS "cancelRequest",
             b.supplier_id AS "supplierId", c.name AS car, s.name AS supplier, u.full_name AS driver
        FROM bookings b JOIN cars c ON c.id = b.car_id JOIN suppliers s ON s.id = b.supplier_id JOIN users u ON u.id = b.driver_id
       WHERE b.id = ANY(${ids}::uuid[]) AND ${scopeSql(viewer)}
       FOR UPDATE OF b`;
}

/** A booking claimed for its pick-up reminder. */
export interface ReminderClaim {
  id: string;
  driver_id: string;
  /** The driver's e-mail notifications switch. */
  driver_emails: boolean;
}

/**
 * Claims up to `limit` firm bookings (booking_blocks at +infinity: pending, reserved, deposit,
 * paid; never a hold or a cancelled one) picked up after `now` and at most at `until`, never
 * reminded, earliest pick-up first, and marks them reminded at `now`. FOR UPDATE SKIP LOCKED: a
 * second run at the same moment skips what the first has claimed.
 */
export function claimDueReminders(tx: Prisma.TransactionClient, now: Date, until: Date, limit: number): Promise<ReminderClaim[]> {
  return tx.$queryRaw<ReminderClaim[]>`
      WITH due AS (
        SELECT b.id FROM bookings b
         WHERE b.reminder_sent_at IS NULL
           AND booking_blocks(b.status, b.hold_expires_at, 'infinity'::timestamptz)
           AND b.from_at > ${now}::timestamptz AND b.from_at <= ${until}::timestamptz
         ORDER BY b.from_at
         LIMIT ${limit}
           FOR UPDATE SKIP LOCKED
      )
      UPDATE bookings b SET reminder_sent_at = ${now}::timestamptz
        FROM due
       WHERE b.id = due.id AND b.reminder_sent_at IS NULL
      RETURNING b.id, b.driver_id,
                (SELECT u.enable_email_notifications FROM users u WHERE u.id = b.driver_id) AS driver_emails`;
}

/** What a booking change checks, read in one statement. */
export interface ChangeFacts {
  car_name: string;
  minimum_age: number;
  supplier_name: string;
  at_pickup: boolean;
  dropoff_exists: boolean;
  birth_date: string | null;
  driver_name: string;
  stored_additional: string | null;
  taken: boolean;
}

/**
 * The facts a driver's change of booking `bookingId` is judged on, in one statement: the car's
 * name and minimum age, its supplier's name, whether the car is offered at the new pick-up place
 * and the drop-off place exists, the driver's birth date and name, the stored additional driver's
 * birth date, and whether a booking other than this one blocks the car now over the new period
 * [from, to). Undefined when the car is gone.
 */
export async function changeFacts(
  db: PrismaClient | Prisma.TransactionClient,
  q: { bookingId: string; carId: string; driverId: string; pickupLocationId: string; dropoffLocationId: string; from: Date; to: Date; now: Date },
): Promise<ChangeFacts | undefined> {
  const [facts] = await db.$queryRaw<ChangeFacts[]>`
    SELECT c.name::text AS car_name, c.minimum_age::int AS minimum_age, s.name::text AS supplier_name,
           EXISTS (SELECT 1 FROM car_locations cl WHERE cl.car_id = c.id AND cl.location_id = ${q.pickupLocationId}::uuid) AS at_pickup,
           EXISTS (SELECT 1 FROM locations l WHERE l.id = ${q.dropoffLocationId}::uuid) AS dropoff_exists,
           to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.full_name::text AS driver_name,
           (SELECT to_char(a.birth_date, 'YYYY-MM-DD') FROM additional_drivers a WHERE a.booking_id = ${q.bookingId}::uuid) AS stored_additional,
           -- As checkout_facts: a booking that blocks the car now overlaps the new period; this
           -- booking itself never counts (the constraint does not compare a row with itself).
           EXISTS (SELECT 1 FROM bookings b
                    WHERE b.car_id = c.id AND b.id <> ${q.bookingId}::uuid
                      AND tstzrange(b.from_at, b.to_at, '[)') && tstzrange(${q.from}::timestamptz, ${q.to}::timestamptz, '[)')
                      AND booking_blocks(b.status, b.hold_expires_at, '-infinity')
                      AND booking_blocks(b.status, b.hold_expires_at, ${q.now}::timestamptz)) AS taken
      FROM cars c JOIN suppliers s ON s.id = c.supplier_id JOIN users u ON u.id = ${q.driverId}::uuid
     WHERE c.id = ${q.carId}::uuid`;
  return facts;
}

/* ---- The write side ---- */

/**
 * The one statement that writes a booking: SQL `book_car()` (migration 20261204000000_book_car,
 * prisma/current/functions.sql), called with named parameters. Checkout (every payment option,
 * signed in or guest) and createBooking go through it; what differs between them is only what
 * they pass.
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
  status: Exclude<Status, 'cancelled'>;
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

/**
 * Cancels every hold that stopped blocking at `now`, each with the reason and its history row,
 * in one statement (the expiry job; docs/decisions/016). Returns the ids cancelled.
 */
export async function cancelExpiredHolds(db: PrismaClient | Prisma.TransactionClient, now: Date, reason: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH expired AS (
      UPDATE bookings b
         SET status = 'cancelled', status_reason = ${reason}, updated_at = ${now}::timestamptz
       WHERE booking_is_hold(b.status, b.hold_expires_at) AND NOT booking_blocks(b.status, b.hold_expires_at, ${now}::timestamptz)
      RETURNING b.id, old.status AS from_status, new.status AS to_status
    )
    INSERT INTO booking_status_changes (booking_id, from_status, to_status, changed_by, reason, changed_at)
    SELECT e.id, e.from_status, e.to_status, NULL, ${reason}, ${now}::timestamptz FROM expired e
    RETURNING booking_id AS id`;
  return rows.map((r) => r.id);
}

/**
 * The same for one car's holds overlapping a period (the insert-time cleanup), in a function
 * whose plan PostgreSQL keeps (migration 20261127010000_expire_car_holds).
 */
export async function cancelExpiredCarHolds(db: PrismaClient | Prisma.TransactionClient, only: { carId: string; from: Date; to: Date }, now: Date, reason: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM expire_car_holds(${only.carId}::uuid, ${only.from}::timestamptz, ${only.to}::timestamptz, ${now}::timestamptz, ${reason}) AS id`;
  return rows.map((r) => r.id);
}

/**
 * A booking's mail data, in one statement: it runs inside the transaction that makes the booking
 * firm (the webhook's), where every statement lengthens the time the car's row is contested. The
 * query is the SQL function booking_mail_row (planned once per connection). Null: no such booking.
 */
export async function bookingMailRow(db: PrismaClient | Prisma.TransactionClient, bookingId: string): Promise<BookingMailRow | null> {
  const rows = await db.$queryRaw<BookingMailRow[]>`SELECT * FROM booking_mail_row(${bookingId}::uuid)`;
  return rows[0] ?? null;
}

/** One place as booking_mail_row returns it (decimals as text: exact, never a float). */
export interface PlaceColumns {
  /** The place's names by language (location_names). */
  names: Names;
  latitude: string;
  longitude: string;
  /** Its country's names by language (country_names). */
  country_names: Names;
}

/** A booking's mail data as booking_mail_row returns it (checkout builds the same from checkout_facts). */
export interface BookingMailRow {
  id: string;
  driver_id: string;
  supplier_id: string;
  from_at: Date;
  to_at: Date;
  days: number;
  payment_option: 'payLater' | 'payOnline';
  cancellation: boolean;
  price_breakdown: string;
  price: string;
  currency: string;
  exchange_rate: string;
  car_name: string;
  deposit: string;
  supplier_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  supplier_email: string;
  supplier_language: string;
  supplier_notifications: boolean;
  driver_name: string;
  driver_email: string;
  driver_language: string;
  /** JSON text (the SQL functions send json as text). */
  pickup: PlaceColumns | string;
  dropoff: PlaceColumns | string;
  /** The short reference (EBL-7K3Q9M). */
  reference: string;
}
