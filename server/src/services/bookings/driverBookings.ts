import DataLoader from 'dataloader';
import { withinCancellationNotice } from '../../shared/cancellation.ts';
import { z } from 'zod';
import { readReference } from '../../shared/bookingReference.ts';
import { Prisma, queryPrepared, type PrismaClient } from '../../db/prisma.ts';
import { bookingRow, carRow, locationRow, supplierRow } from '../../db/rows.ts';
import type { ServiceContext } from '../../context.ts';
import type { AdditionalDriver, Booking, BookingStatus, Car, Location } from '../../__generated__/prisma/client.ts';
import { BadUserInputError, NotFoundError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { localizedName, type Language } from '../i18n/language.ts';
import type { LocalizedLocation } from '../locations/locations.ts';
import { requireSignedIn, requireType, type SignedInUser } from '../guards.ts';
import { notify } from '../notifications/notifications.ts';
import { audienceOf, BOOKING_STATUSES, isBookingStatus, isFirm } from './lifecycle.ts';

/**
 * The bookings a signed-in user may read (issue 13 points 1, 2, 6): a driver their own, never
 * void ones (payment holds) and never those they deleted from their list; a supplier the
 * bookings of its own cars; an admin all. Another user's booking answers NOT_FOUND, exactly as
 * an unknown id does (authorization before state: never tell a stranger what exists).
 */

export const BOOKINGS_PAGE_SIZE = 20;
export const MAX_BOOKINGS_PAGE_SIZE = 100;
export { BOOKING_STATUSES };

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

export interface BookingPage {
  edges: { cursor: string; node: Booking }[];
  hasNextPage: boolean;
  endCursor: string | null;
}

// (created_at in microseconds since 1970, as text: JavaScript dates keep milliseconds only, id).
// At most 16 digits (about 317 years either side of 1970): a longer number would overflow
// PostgreSQL's bigint or interval and be a 500 rather than a bad cursor.
const BookingCursor = z.tuple([z.string().regex(/^-?\d{1,16}$/), z.uuid()]);

/**
 * A page of the caller's bookings, newest first (created time, then id), keyset-paginated.
 * Two statements whatever the page size: the page's ids and keys, then its rows; relations
 * come through the request's loaders (bookingLoaders).
 */
export async function listBookings(
  ctx: ServiceContext,
  filter: BookingFilter | null | undefined,
  args: { first?: number | null; after?: string | null },
): Promise<BookingPage> {
  const me = requireSignedIn(ctx);
  const first = args.first ?? BOOKINGS_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_BOOKINGS_PAGE_SIZE) {
    throw new BadUserInputError(`first must be between 1 and ${MAX_BOOKINGS_PAGE_SIZE}.`, { first: 'Out of range' });
  }
  const after = args.after ? decodeCursor(args.after, BookingCursor) : null;
  const { rows } = await pageRows(ctx, Prisma.sql`${scopeSql(me)} AND ${filterSql(filter ?? {}, me)} ${afterSql(after)}`, { limit: first + 1, offset: 0, rest: false });
  const page = rows.slice(0, first);
  const edges = page.map((r) => ({ cursor: encodeCursor([r.us, r.booking.id]), node: r.booking }));
  return { edges, hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null };
}

interface PageRows {
  /** The number of bookings matching (numbered pages only, else 0). */
  total: number;
  /** The page in order: each booking with its created_at in microseconds since 1970, as text (the cursor's key). */
  rows: { us: string; booking: Booking }[];
}

/**
 * The one statement of a list page (docs/decisions/027): the page's keys from
 * bookings_driver_list_idx (an index-only scan for a driver), then one row of JSON arrays: the
 * page's bookings in order, and each car, supplier and location they point at once (for the REST
 * shape also the drivers, the cars' locations and the total, an index-only count). A prepared
 * statement, planned once per connection. The relations are primed
 * into the request's loaders, so the resolvers and the REST mapping read them with no other
 * statement. `where` must hold the caller's scope (scopeSql): authorization lives there.
 */
async function pageRows(ctx: ServiceContext, where: Prisma.Sql, opts: { limit: number; offset: number; rest: boolean }): Promise<PageRows> {
  const statement = pageStatement(where, opts);
  const { rows } = await queryPrepared(ctx.db, statement.text, statement.values);
  const [bookings, cars, suppliers, locations, drivers, carLocations, total] = rows[0] as (string | null)[];
  const list = <T>(json: string | null | undefined) => (json ? (JSON.parse(json) as T[]) : []);
  const { loaders } = ctx;
  for (const car of list<unknown[]>(cars).map(carRow.fromArray)) loaders.bookings.primeCar(car);
  loaders.primeSuppliers(list<unknown[]>(suppliers).map(supplierRow.fromArray));
  for (const l of list<unknown[]>(locations)) loaders.bookings.primeLocation(locationRow.fromArray(l));
  if (opts.rest) {
    for (const [id, fullName, avatar] of list<[string, string, string | null]>(drivers)) loaders.bookings.driver.prime(id, { id, fullName, avatar });
    const byCar = new Map<string, Location[]>();
    for (const [carId, l] of list<[string, unknown[]]>(carLocations)) byCar.set(carId, [...(byCar.get(carId) ?? []), locationRow.fromArray(l)]);
    // Every car of the page, those with no location too (the loader would otherwise ask).
    for (const carId of list<unknown[]>(cars).map((c) => c[0] as string)) loaders.primeCarLocations(carId, byCar.get(carId) ?? []);
  }
  return { total: Number(total ?? 0), rows: list<[string, unknown[]]>(bookings).map(([us, b]) => ({ us, booking: bookingRow.fromArray(b) })) };
}

/** The statement of pageRows, as text and values: the bench explains exactly what the app sends. */
export function driverPageStatement(
  driverId: string,
  filter: BookingFilter,
  opts: { limit: number; offset: number; rest: boolean; after?: [string, string] },
): { text: string; values: unknown[] } {
  const statement = pageStatement(Prisma.sql`${scopeSql({ id: driverId, type: 'driver' })} AND ${filterSql(filter, { type: 'driver' })} ${afterSql(opts.after ?? null)}`, opts);
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

/**
 * A numbered page of the caller's bookings (the REST shim's `POST /api/bookings/{page}/{size}`),
 * newest first as the connection, with the total: one statement for the page's ids and the count,
 * one for its rows. `driverId` is a staff filter: a driver sees their own whatever it says.
 */
export async function bookingsPage(ctx: ServiceContext, filter: BookingFilter, args: { page: number; size: number }): Promise<{ rows: Booking[]; total: number }> {
  const me = requireSignedIn(ctx);
  const { page, size } = args;
  if (!Number.isInteger(size) || size < 1 || size > MAX_BOOKINGS_PAGE_SIZE) throw new BadUserInputError(`size must be between 1 and ${MAX_BOOKINGS_PAGE_SIZE}.`, { size: 'Out of range' });
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw new BadUserInputError('page must be between 1 and 100000.', { page: 'Out of range' });
  const scoped = me.type === 'driver' ? { ...filter, driverId: null } : filter;
  // The count rides on the page's statement. A page past the end answers a total of 0, as the
  // reference does (no row to carry it there).
  const { rows, total } = await pageRows(ctx, Prisma.sql`${scopeSql(me)} AND ${filterSql(scoped, me)}`, { limit: size, offset: (page - 1) * size, rest: true });
  if (!rows.length) return { rows: [], total: 0 };
  return { rows: rows.map((r) => r.booking), total };
}

/** One booking the caller may see; NOT_FOUND otherwise (unknown and another's alike). */
export async function getBooking(ctx: ServiceContext, { id }: { id: string }): Promise<Booking> {
  const me = requireSignedIn(ctx);
  if (!isUuid(id)) throw new NotFoundError('No such booking.');
  const where: Prisma.BookingWhereInput =
    me.type === 'admin' ? { id } : me.type === 'supplier' ? { id, supplierId: me.id } : { id, driverId: me.id, status: { not: 'void' }, hiddenByDriver: false };
  const booking = await ctx.db.booking.findFirst({ where });
  if (!booking) throw new NotFoundError('No such booking.');
  return booking;
}

/** What the booking's screens derive from its state and the clock. */
export function bookingState(b: Pick<Booking, 'status' | 'paymentOption' | 'from' | 'to' | 'cancelRequest'>, now: Date) {
  const started = now.getTime() >= b.from.getTime();
  const finished = now.getTime() >= b.to.getTime();
  const firm = isFirm(b.status);
  return {
    finished,
    editable: b.paymentOption === 'payLater' && b.status === 'pending' && !started && !b.cancelRequest,
    cancellable: firm && !started && !b.cancelRequest,
    deletable: b.status === 'cancelled' || finished,
  };
}

/** The stored breakdown when it is a server quote (fixtures store a placeholder: null). */
export function storedQuote(b: Pick<Booking, 'priceBreakdown'>) {
  const q = b.priceBreakdown as Record<string, unknown> | null;
  return q && typeof q === 'object' && Array.isArray(q.blocks) && Array.isArray(q.extras) ? (q as unknown as import('../pricing/pricing.ts').Quote) : null;
}

/** Per-request loaders of a booking's relations (added to the context's loaders). */
export function bookingLoaders(prisma: PrismaClient) {
  const locationLoaders = new Map<Language, DataLoader<string, LocalizedLocation | null>>();
  /** Locations a query already brought along (the list's statement), in any language. */
  const knownLocations = new Map<string, Location>();
  const localized = new Map<Language, Map<string, LocalizedLocation>>();
  /** Cars a query already brought along. */
  const knownCars = new Map<string, Car>();
  const car = new DataLoader<string, Car | null>(async (ids) => {
    const rows = await prisma.car.findMany({ where: { id: { in: [...ids] } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const must = <T>(missing: () => Error) => (value: T | null): T => {
    if (value === null) throw missing();
    return value;
  };
  return {
    car,
    primeCar(c: Car) {
      knownCars.set(c.id, c);
      car.prime(c.id, c);
    },
    /**
     * A booking's car (a foreign key: it exists): at once when the page's statement brought it
     * (a field resolved without a promise keeps GraphQL execution synchronous, as supplierOf),
     * else through the loader. A missing one is `missing()`, thrown.
     */
    carOf(id: string, missing: () => Error): Car | Promise<Car> {
      return knownCars.get(id) ?? car.load(id).then(must<Car>(missing));
    },
    /** A booking's location in a language, as carOf. */
    locationOf(language: Language, id: string, missing: () => Error): LocalizedLocation | Promise<LocalizedLocation> {
      const known = knownLocations.get(id);
      if (known) {
        let inLanguage = localized.get(language);
        if (!inLanguage) localized.set(language, (inLanguage = new Map()));
        let l = inLanguage.get(id);
        if (!l) inLanguage.set(id, (l = { ...known, language, name: localizedName(known, language) }));
        return l;
      }
      return this.location(language).load(id).then(must<LocalizedLocation>(missing));
    },
    /** A booking's additional driver (bookings whose additionalDriver extra is on), by booking id. */
    additionalDriver: new DataLoader<string, AdditionalDriver | null>(async (ids) => {
      const rows = await prisma.additionalDriver.findMany({ where: { bookingId: { in: [...ids] } } });
      const byId = new Map(rows.map((r) => [r.bookingId, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** A booking's driver as the REST shim embeds it (`{_id, fullName, avatar}`), by user id. */
    driver: new DataLoader<string, { id: string; fullName: string; avatar: string | null } | null>(async (ids) => {
      const rows = await prisma.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, fullName: true, avatar: true } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    location(language: Language): DataLoader<string, LocalizedLocation | null> {
      let loader = locationLoaders.get(language);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const rows: Location[] = await prisma.location.findMany({ where: { id: { in: [...ids] } } });
          const byId = new Map(rows.map((r) => [r.id, { ...r, language, name: localizedName(r, language) }]));
          return ids.map((id) => byId.get(id) ?? null);
        });
        for (const [id, l] of knownLocations) loader.prime(id, { ...l, language, name: localizedName(l, language) });
        locationLoaders.set(language, loader);
      }
      return loader;
    },
    primeLocation(l: Location) {
      if (knownLocations.has(l.id)) return;
      knownLocations.set(l.id, l);
      for (const [language, loader] of locationLoaders) loader.prime(l.id, { ...l, language, name: localizedName(l, language) });
    },
  };
}

export const MAX_BOOKING_IDS = 100;

/** Why an id of a bulk action was skipped. */
export type SkipReason = 'NOT_FOUND' | 'NOT_DELETABLE';
export interface BookingActionResult {
  id: string;
  done: boolean;
  skipped: SkipReason | null;
}

/**
 * Removes cancelled or finished bookings from the driver's own list (hidden_by_driver; the
 * business keeps them). Per id: done, or skipped as not found (unknown, another's, a hold,
 * already removed) or not deletable (neither cancelled nor finished). One transaction; the rows
 * are locked so a concurrent status change is judged after it.
 */
export async function deleteBookings(ctx: ServiceContext, { ids }: { ids: readonly string[] }): Promise<BookingActionResult[]> {
  const me = requireType(requireSignedIn(ctx), ['driver']);
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BOOKING_IDS) throw new BadUserInputError(`At most ${MAX_BOOKING_IDS} bookings at once.`, { ids: 'TOO_MANY' });
  const now = ctx.clock.now();
  return ctx.db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; status: BookingStatus; to: Date }[]>`
      SELECT b.id, b.status, b.to_at AS "to" FROM bookings b
       WHERE b.id = ANY(${unique.filter(isUuid)}::uuid[]) AND ${scopeSql(me)}
       FOR UPDATE OF b`;
    const found = new Map(rows.map((r) => [r.id, r]));
    const results = unique.map((id): BookingActionResult => {
      const row = found.get(id);
      if (!row) return { id, done: false, skipped: 'NOT_FOUND' };
      if (!(row.status === 'cancelled' || now.getTime() >= row.to.getTime())) return { id, done: false, skipped: 'NOT_DELETABLE' };
      return { id, done: true, skipped: null };
    });
    const done = results.filter((r) => r.done).map((r) => r.id);
    if (done.length) await tx.booking.updateMany({ where: { id: { in: done }, driverId: me.id }, data: { hiddenByDriver: true, updatedAt: now } });
    return results;
  });
}

/** Notification codes of a cancel request (rendered by services/notifications at read time). */
export const CANCEL_REQUESTED = 'CANCEL_REQUESTED';
export const CANCEL_REQUEST_RECEIVED = 'CANCEL_REQUEST_RECEIVED';

export interface CancellationResult {
  id: string;
  done: boolean;
  skipped: 'NOT_FOUND' | 'ALREADY_REQUESTED' | 'NOT_CANCELLABLE' | null;
  /** Requested inside 24 hours of pick-up: a fee may apply. */
  feeMayApply: boolean;
}

/**
 * Asks to cancel the driver's own bookings: cancel_request and its time are set, the status is
 * unchanged (staff finalise). Per id: done, or skipped (NOT_FOUND, ALREADY_REQUESTED,
 * NOT_CANCELLABLE). Notifies the car's supplier and every admin (CANCEL_REQUESTED) and the driver
 * (CANCEL_REQUEST_RECEIVED) through notify(), in the same transaction.
 */
export async function requestBookingCancellation(ctx: ServiceContext, { ids }: { ids: readonly string[] }): Promise<CancellationResult[]> {
  const me = requireType(requireSignedIn(ctx), ['driver']);
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BOOKING_IDS) throw new BadUserInputError(`At most ${MAX_BOOKING_IDS} bookings at once.`, { ids: 'TOO_MANY' });
  const now = ctx.clock.now();
  return ctx.db.$transaction(async (tx) => {
    type Row = Pick<Booking, 'id' | 'reference' | 'status' | 'paymentOption' | 'from' | 'to' | 'cancelRequest' | 'supplierId'> & { car: string; supplier: string; driver: string };
    const rows = await tx.$queryRaw<Row[]>`
      SELECT b.id, b.reference, b.status, b.payment_option AS "paymentOption", b.from_at AS "from", b.to_at AS "to", b.cancel_request AS "cancelRequest",
             b.supplier_id AS "supplierId", c.name AS car, s.name AS supplier, u.full_name AS driver
        FROM bookings b JOIN cars c ON c.id = b.car_id JOIN suppliers s ON s.id = b.supplier_id JOIN users u ON u.id = b.driver_id
       WHERE b.id = ANY(${unique.filter(isUuid)}::uuid[]) AND ${scopeSql(me)}
       FOR UPDATE OF b`;
    const found = new Map(rows.map((r) => [r.id, r]));
    const results = unique.map((id): CancellationResult => {
      const row = found.get(id);
      if (!row) return { id, done: false, skipped: 'NOT_FOUND', feeMayApply: false };
      if (row.cancelRequest) return { id, done: false, skipped: 'ALREADY_REQUESTED', feeMayApply: false };
      if (!bookingState(row, now).cancellable) return { id, done: false, skipped: 'NOT_CANCELLABLE', feeMayApply: false };
      return { id, done: true, skipped: null, feeMayApply: withinCancellationNotice(row.from, now) };
    });
    const done = results.filter((r) => r.done).map((r) => found.get(r.id)!);
    if (!done.length) return results;
    await tx.booking.updateMany({ where: { id: { in: done.map((b) => b.id) }, driverId: me.id }, data: { cancelRequest: true, cancelRequestedAt: now, updatedAt: now } });
    const [driver, staff] = await Promise.all([audienceOf(tx, 'cancelRequestReceived'), audienceOf(tx, 'cancelRequested')]);
    await notify(
      { ...ctx, db: tx },
      done.flatMap((b) => {
        const values = { reference: b.reference, car: b.car, supplier: b.supplier, driver: b.driver, from: b.from.toISOString(), to: b.to.toISOString() };
        return [
          ...driver({ driverId: me.id, supplierId: b.supplierId }).map((userId) => ({ userId, bookingId: b.id, code: CANCEL_REQUEST_RECEIVED, values })),
          ...staff({ driverId: me.id, supplierId: b.supplierId }).map((userId) => ({ userId, bookingId: b.id, code: CANCEL_REQUESTED, values })),
        ];
      }),
    );
    return results;
  });
}
