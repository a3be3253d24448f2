import DataLoader from 'dataloader';
import { z } from 'zod';
import { Prisma, type PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import type { AdditionalDriver, Booking, BookingStatus, Car, Location } from '../../__generated__/prisma/client.ts';
import { BadUserInputError, NotFoundError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { localizedName, type Language } from '../i18n/language.ts';
import type { LocalizedLocation } from '../locations/locations.ts';
import { requireSignedIn, requireType, type SignedInUser } from '../guards.ts';
import { notify } from '../notifications/notifications.ts';

/**
 * The bookings a signed-in user may read (issue 13 points 1, 2, 6): a driver their own, never
 * void ones (payment holds) and never those they deleted from their list; a supplier the
 * bookings of its own cars; an admin all. Another user's booking answers NOT_FOUND, exactly as
 * an unknown id does (authorization before state: never tell a stranger what exists).
 */

export const BOOKINGS_PAGE_SIZE = 20;
export const MAX_BOOKINGS_PAGE_SIZE = 100;
export const BOOKING_STATUSES = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'] as const satisfies readonly BookingStatus[];

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
  /** The booking's id, or a part of its car's name, any case (REST filter.keyword). */
  keyword?: string | null;
}

/** Who sees what, as SQL over `bookings b`. */
function scopeSql(me: SignedInUser): Prisma.Sql {
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

function filterSql(filter: BookingFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filter.statuses?.length) {
    const known = filter.statuses.filter((s): s is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(s));
    parts.push(known.length ? Prisma.sql`b.status = ANY(${known}::booking_status[])` : Prisma.sql`FALSE`);
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
    parts.push(
      isUuid(keyword)
        ? Prisma.sql`b.id = ${keyword}::uuid`
        : Prisma.sql`EXISTS (SELECT 1 FROM cars c WHERE c.id = b.car_id AND c.name ILIKE ${like})`,
    );
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
  const afterSql = after
    ? Prisma.sql`AND (b.created_at, b.id) < (timestamptz 'epoch' + ${after[0]}::bigint * interval '1 microsecond', ${after[1]}::uuid)`
    : Prisma.empty;
  const keys = await ctx.db.$queryRaw<{ id: string; us: string }[]>`
    SELECT b.id, ((extract(epoch FROM b.created_at) * 1000000)::bigint)::text AS us
      FROM bookings b
     WHERE ${scopeSql(me)} AND ${filterSql(filter ?? {})} ${afterSql}
     ORDER BY b.created_at DESC, b.id DESC
     LIMIT ${first + 1}`;
  const page = keys.slice(0, first);
  const rows = page.length ? await ctx.db.booking.findMany({ where: { id: { in: page.map((k) => k.id) } } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const edges = page.filter((k) => byId.has(k.id)).map((k) => ({ cursor: encodeCursor([k.us, k.id]), node: byId.get(k.id)! }));
  return { edges, hasNextPage: keys.length > first, endCursor: edges.at(-1)?.cursor ?? null };
}

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
  // The count rides on the page's statement (a window over the matching rows); a page past the
  // end has no row to carry it, and is empty whatever the total.
  const keys = await ctx.db.$queryRaw<{ id: string; total: number }[]>`
    SELECT b.id, (count(*) OVER ())::int AS total
      FROM bookings b
     WHERE ${scopeSql(me)} AND ${filterSql(scoped)}
     ORDER BY b.created_at DESC, b.id DESC
     LIMIT ${size} OFFSET ${(page - 1) * size}`;
  if (!keys.length) return { rows: [], total: 0 };
  const rows = await ctx.db.booking.findMany({ where: { id: { in: keys.map((k) => k.id) } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: keys.flatMap((k) => byId.get(k.id) ?? []), total: keys[0].total };
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
  const firm = b.status === 'pending' || b.status === 'deposit' || b.status === 'paid' || b.status === 'reserved';
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
  return {
    car: new DataLoader<string, Car | null>(async (ids) => {
      const rows = await prisma.car.findMany({ where: { id: { in: [...ids] } } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
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
        locationLoaders.set(language, loader);
      }
      return loader;
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
const FEE_WINDOW_MS = 24 * 3_600_000;

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
    type Row = Pick<Booking, 'id' | 'status' | 'paymentOption' | 'from' | 'to' | 'cancelRequest' | 'supplierId'> & { car: string; supplier: string; driver: string };
    const rows = await tx.$queryRaw<Row[]>`
      SELECT b.id, b.status, b.payment_option AS "paymentOption", b.from_at AS "from", b.to_at AS "to", b.cancel_request AS "cancelRequest",
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
      return { id, done: true, skipped: null, feeMayApply: row.from.getTime() - now.getTime() < FEE_WINDOW_MS };
    });
    const done = results.filter((r) => r.done).map((r) => found.get(r.id)!);
    if (!done.length) return results;
    await tx.booking.updateMany({ where: { id: { in: done.map((b) => b.id) }, driverId: me.id }, data: { cancelRequest: true, cancelRequestedAt: now, updatedAt: now } });
    const admins = await tx.user.findMany({ where: { type: 'admin' }, select: { id: true } });
    await notify(
      { ...ctx, db: tx },
      done.flatMap((b) => {
        const values = { reference: b.id, car: b.car, supplier: b.supplier, driver: b.driver, from: b.from.toISOString(), to: b.to.toISOString() };
        return [
          { userId: me.id, bookingId: b.id, code: CANCEL_REQUEST_RECEIVED, values },
          ...[b.supplierId, ...admins.map((a) => a.id)].map((userId) => ({ userId, bookingId: b.id, code: CANCEL_REQUESTED, values })),
        ];
      }),
    );
    return results;
  });
}
