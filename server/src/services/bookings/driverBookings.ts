import DataLoader from 'dataloader';
import { withinCancellationNotice } from '../../shared/cancellation.ts';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import type { AdditionalDriver, Booking, Car } from '../../__generated__/prisma/client.ts';
import { BadUserInputError, NotFoundError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { localizedName, type Language } from '../i18n/language.ts';
import { locationRowsByIds, type LocalizedLocation, type NamedLocation as Location } from '../locations/locations.ts';
import { requireSignedIn, requireType } from '../guards.ts';
import { notify } from '../notifications/notifications.ts';
import { audienceOf, BOOKING_STATUSES, isFirm } from './lifecycle.ts';
import { bookingPageRows, lockBookingsForCancelRequest, lockVisibleBookings, type BookingFilter, type BookingPageQuery } from './queries.ts';

/**
 * The bookings a signed-in user may read (issue 13 points 1, 2, 6): a driver their own, never
 * void ones (payment holds) and never those they deleted from their list; a supplier the
 * bookings of its own cars; an admin all. Another user's booking answers NOT_FOUND, exactly as
 * an unknown id does (authorization before state: never tell a stranger what exists).
 */

export const BOOKINGS_PAGE_SIZE = 20;
export const MAX_BOOKINGS_PAGE_SIZE = 100;
export { BOOKING_STATUSES };
export type { BookingFilter };
// The list statement's builder, where the bench has always found it.
export { driverPageStatement } from './queries.ts';

const Uuid = z.uuid();
const isUuid = (v: string) => Uuid.safeParse(v).success;

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
  const { rows } = await pageRows(ctx, { viewer: me, filter: filter ?? {}, keyset: { after }, limit: first + 1, offset: 0, rest: false });
  const page = rows.slice(0, first);
  const edges = page.map((r) => ({ cursor: encodeCursor([r.us, r.booking.id]), node: r.booking }));
  return { edges, hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null };
}

/**
 * A list page (queries.ts bookingPageRows, one statement), its relations primed into the
 * request's loaders, so the resolvers and the REST mapping read them with no other statement.
 */
async function pageRows(ctx: ServiceContext, query: BookingPageQuery): Promise<{ total: number; rows: { us: string; booking: Booking }[] }> {
  const page = await bookingPageRows(ctx.db, query);
  const { loaders } = ctx;
  for (const car of page.cars) loaders.bookings.primeCar(car);
  loaders.primeSuppliers(page.suppliers);
  for (const l of page.locations) loaders.bookings.primeLocation(l);
  for (const driver of page.drivers) loaders.bookings.driver.prime(driver.id, driver);
  for (const [carId, locations] of page.carLocations) loaders.primeCarLocations(carId, locations);
  return { total: page.total, rows: page.rows };
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
  // The count rides on the page's statement. A page past the end answers a total of 0, as the
  // reference does (no row to carry it there).
  const { rows, total } = await pageRows(ctx, { viewer: me, filter: scoped, limit: size, offset: (page - 1) * size, rest: true });
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
          const rows: Location[] = await locationRowsByIds(prisma, ids);
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
    const rows = await lockVisibleBookings(tx, me, unique.filter(isUuid));
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
    const rows = await lockBookingsForCancelRequest(tx, me, unique.filter(isUuid));
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
