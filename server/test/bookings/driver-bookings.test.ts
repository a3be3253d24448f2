import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/lib/cursor.ts';
import type { Booking, Car, User } from '../../src/__generated__/prisma/client.ts';
import { createPrisma } from '../../src/db/prisma.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { createBooking, createCar, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { startTestServer, type TestServer } from '../http.ts';

/** The bookings list and booking page (issue 13 points 1, 2, 7): scope, order, pages, SQL per page. */
let db: TestDatabase;
let server: TestServer;
const statements: string[] = [];
let driverA: User;
let driverB: User;
let carOfS1: Car;
let carOfS2: Car;
let s1: User;
let s2: User;
/** A's bookings a driver's list shows (not void, not hidden). */
let visibleOfA: Booking[] = [];
let voidOfA: Booking;
let hiddenOfA: Booking;
let ofB: Booking;
let onS2Car: Booking;

const cookie = async (userId: string) => `${SESSION_COOKIE}=${(await createSession(db.prisma, userId, { persistent: false })).token}`;
async function gqlAs(userId: string, query: string, variables: Record<string, unknown> = {}) {
  return server.gql(query, variables, { cookie: await cookie(userId) });
}

const PAGE = `query($first: Int, $after: String, $filter: BookingFilter) {
  bookings(first: $first, after: $after, filter: $filter) {
    edges { cursor node { id status from to price currency finished editable cancellable deletable
      car { id name supplier { name } } supplier { id name } pickupLocation(language: "fr") { name } dropoffLocation { name } extras { cancellation } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

beforeAll(async () => {
  db = await createTestDatabase();
  const counting = createPrisma(db.url, 5, { onQuery: (sql) => statements.push(sql) });
  // Own set-up: the server runs over a query-counting Prisma client, which withTestServer does not take.
  server = await startTestServer({ ...db, prisma: counting });
  [driverA, driverB] = await Promise.all([createDriver(db.prisma, { verified: true }), createDriver(db.prisma, { verified: true })]);
  const [sup1, sup2] = await Promise.all([createSupplier(db.prisma), createSupplier(db.prisma)]);
  s1 = sup1.user;
  s2 = sup2.user;
  [carOfS1, carOfS2] = await Promise.all([createCar(db.prisma, { supplierId: sup1.id }), createCar(db.prisma, { supplierId: sup2.id })]);
  // 24 of A's bookings on S1's car, three of them booked in the same instant (ties broken by id).
  const tie = new Date(Date.now() - 60_000);
  for (let i = 0; i < 24; i++) {
    const b = await createBooking(db.prisma, { car: carOfS1, driverId: driverA.id, ...(i < 3 ? { createdAt: tie } : {}), ...(i % 5 === 4 ? { status: 'cancelled' as const } : {}) });
    visibleOfA.push(b);
  }
  onS2Car = await createBooking(db.prisma, { car: carOfS2, driverId: driverA.id });
  visibleOfA.push(onS2Car);
  voidOfA = await createBooking(db.prisma, { car: carOfS1, driverId: driverA.id, status: 'void' });
  hiddenOfA = await createBooking(db.prisma, { car: carOfS1, driverId: driverA.id, status: 'cancelled', hiddenByDriver: true });
  ofB = await createBooking(db.prisma, { car: carOfS1, driverId: driverB.id });
  // The list's order: created time then id, newest first (as the database orders them).
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM bookings WHERE driver_id = $1 AND status <> 'void' AND NOT hidden_by_driver ORDER BY created_at DESC, id DESC`,
    [driverA.id],
  );
  const byId = new Map(visibleOfA.map((b) => [b.id, b]));
  visibleOfA = rows.map((r) => byId.get(r.id)!);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function walk(userId: string, first: number, filter?: Record<string, unknown>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await gqlAs(userId, PAGE, { first, after, filter });
    expect(res.errors).toBeUndefined();
    const conn = res.data!.bookings;
    ids.push(...conn.edges.map((e: { node: { id: string } }) => e.node.id));
    if (!conn.pageInfo.hasNextPage) return ids;
    after = conn.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

describe('bookings list', () => {
  it("a driver's pages hold exactly their own visible bookings, newest first, none twice (ties at one instant included)", async () => {
    expect(await walk(driverA.id, 7)).toEqual(visibleOfA.map((b) => b.id));
    const ids = await walk(driverA.id, 20);
    expect(ids).not.toContain(voidOfA.id);
    expect(ids).not.toContain(hiddenOfA.id);
    expect(ids).not.toContain(ofB.id);
    expect(await walk(driverB.id, 20)).toEqual([ofB.id]);
  });

  it('20 a page by default; each node carries its car, supplier, locations and derived flags', async () => {
    const res = await gqlAs(driverA.id, PAGE, {});
    expect(res.errors).toBeUndefined();
    expect(res.data!.bookings.edges).toHaveLength(20);
    expect(res.data!.bookings.pageInfo.hasNextPage).toBe(true);
    const node = res.data!.bookings.edges.find((e: any) => e.node.id === onS2Car.id)?.node ?? (await gqlAs(driverA.id, `{ booking(id: "${onS2Car.id}") { id car { id } supplier { id } } }`)).data!.booking;
    expect(node.car.id).toBe(carOfS2.id);
    expect(node.supplier.id).toBe(s2.id);
    const first = res.data!.bookings.edges[0].node;
    expect(first.pickupLocation.name).toMatch(/^Lieu de test/);
    expect(first).toMatchObject({ finished: false });
    const cancelled = res.data!.bookings.edges.map((e: any) => e.node).find((n: any) => n.status === 'cancelled');
    expect(cancelled).toMatchObject({ editable: false, cancellable: false, deletable: true });
    const pending = res.data!.bookings.edges.map((e: any) => e.node).find((n: any) => n.status === 'pending');
    expect(pending).toMatchObject({ editable: true, cancellable: true, deletable: false });
  });

  it('filters by status and by dates', async () => {
    const cancelled = await walk(driverA.id, 50, { statuses: ['cancelled'] });
    expect(cancelled).toEqual(visibleOfA.filter((b) => b.status === 'cancelled').map((b) => b.id));
    const sorted = [...visibleOfA].sort((a, b) => a.from.getTime() - b.from.getTime());
    const from = sorted[10].from.toISOString();
    const to = sorted[15].to.toISOString();
    const inRange = await walk(driverA.id, 50, { from, to });
    expect(new Set(inRange)).toEqual(new Set(visibleOfA.filter((b) => b.from >= sorted[10].from && b.to <= sorted[15].to).map((b) => b.id)));
    expect(inRange.length).toBe(6);
  });

  it('a supplier lists the bookings of its own cars only; a bad cursor is BAD_USER_INPUT', async () => {
    const ofS2 = await walk(s2.id, 50);
    expect(ofS2).toEqual([onS2Car.id]);
    const ofS1 = await walk(s1.id, 100);
    expect(ofS1).toContain(ofB.id);
    expect(ofS1).toContain(voidOfA.id);
    expect(ofS1).not.toContain(onS2Car.id);
    const bad = await gqlAs(driverA.id, PAGE, { after: 'not-a-cursor' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Well-formed cursors whose time PostgreSQL cannot hold (bigint, interval): refused, not a 500.
    for (const us of ['99999999999999999999', '9223372036854775807', '-9223372036854775808']) {
      const outOfRange = await gqlAs(driverA.id, PAGE, { after: encodeCursor([us, randomUUID()]) });
      expect(outOfRange.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('a page costs the same number of SQL statements for 5 bookings as for 20', async () => {
    const count = async (first: number) => {
      const c = await cookie(driverA.id);
      statements.length = 0;
      const res = await server.gql(PAGE, { first }, { cookie: c });
      expect(res.errors).toBeUndefined();
      expect(res.data!.bookings.edges).toHaveLength(first);
      return statements.length;
    };
    const small = await count(5);
    const large = await count(20);
    expect(large).toBe(small);
    // the session with its user, then the page with its cars, suppliers and locations (docs/decisions/027)
    expect(large).toBe(2);
  });

  it('a REST page (POST /api/bookings/{page}/{size}/{language}) costs the same number of SQL statements for 5 bookings as for 20', async () => {
    const count = async (size: number) => {
      const c = await cookie(driverA.id);
      statements.length = 0;
      const res = await fetch(`${server.baseUrl}/api/bookings/1/${size}/fr`, {
        method: 'POST',
        headers: { cookie: c, 'content-type': 'application/json' },
        body: JSON.stringify({ suppliers: [carOfS1.supplierId, carOfS2.supplierId], statuses: ['pending', 'cancelled', 'paidInFull'], user: driverA.id }),
      });
      expect(res.status).toBe(200);
      const [page] = (await res.json()) as { resultData: unknown[] }[];
      expect(page.resultData).toHaveLength(size);
      return statements.length;
    };
    const small = await count(5);
    const large = await count(20);
    expect(large).toBe(small);
    // the session with its user, then the page with its total, cars, suppliers, drivers, locations and the cars' locations
    expect(large).toBe(2);
  });
});

describe('booking', () => {
  const ONE = 'query($id: ID!) { booking(id: $id) { id status car { id } } }';
  it('answers the owner, the car supplier and an admin; anyone else NOT_FOUND, as an unknown id', async () => {
    expect((await gqlAs(driverA.id, ONE, { id: visibleOfA[0].id })).data!.booking.id).toBe(visibleOfA[0].id);
    expect((await gqlAs(s1.id, ONE, { id: ofB.id })).data!.booking.id).toBe(ofB.id);
    for (const [who, id] of [
      [driverA.id, ofB.id],
      [driverB.id, visibleOfA[0].id],
      [s2.id, ofB.id],
      [driverA.id, voidOfA.id],
      [driverA.id, hiddenOfA.id],
      [driverA.id, '00000000-0000-4000-8000-000000000000'],
      [driverA.id, 'not-an-id'],
    ] as const) {
      const res = await gqlAs(who, ONE, { id });
      expect(res.errors?.[0].extensions?.code, `${who} ${id}`).toBe('NOT_FOUND');
      expect(res.data).toBeNull();
    }
    const anon = await server.gql(ONE, { id: ofB.id });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('deleteBookings', () => {
  const DELETE = 'mutation($ids: [ID!]!) { deleteBookings(ids: $ids) { done skipped results { id done skipped } } }';
  it('hides only the caller\u2019s cancelled or finished bookings; the rest are skipped with the reason, nothing else changes', async () => {
    const finished = await createBooking(db.prisma, { car: carOfS1, driverId: driverA.id, from: new Date(Date.now() - 5 * 86_400_000), to: new Date(Date.now() - 3 * 86_400_000) });
    const cancelled = visibleOfA.find((b) => b.status === 'cancelled')!;
    const pending = visibleOfA.find((b) => b.status === 'pending')!;
    const snapshot = async () => (await db.query(`SELECT id, hidden_by_driver, status, updated_at FROM bookings ORDER BY id`)).rows;
    const beforeOthers = (await snapshot()).filter((r) => ![finished.id, cancelled.id].includes(r.id));

    const res = await gqlAs(driverA.id, DELETE, { ids: [cancelled.id, finished.id, pending.id, ofB.id, voidOfA.id, 'nope', cancelled.id] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteBookings).toEqual({
      done: 2,
      skipped: 4,
      results: [
        { id: cancelled.id, done: true, skipped: null },
        { id: finished.id, done: true, skipped: null },
        { id: pending.id, done: false, skipped: 'NOT_DELETABLE' },
        { id: ofB.id, done: false, skipped: 'NOT_FOUND' },
        { id: voidOfA.id, done: false, skipped: 'NOT_FOUND' },
        { id: 'nope', done: false, skipped: 'NOT_FOUND' },
      ],
    });
    expect((await snapshot()).filter((r) => ![finished.id, cancelled.id].includes(r.id))).toEqual(beforeOthers);
    const hidden = await db.prisma.booking.findMany({ where: { id: { in: [cancelled.id, finished.id] } } });
    expect(hidden.map((b) => b.hiddenByDriver)).toEqual([true, true]);
    // Gone from the list and the page, kept in the database.
    expect(await walk(driverA.id, 100)).not.toContain(cancelled.id);
    expect((await gqlAs(driverA.id, 'query($id: ID!) { booking(id: $id) { id } }', { id: cancelled.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    visibleOfA = visibleOfA.filter((b) => b.id !== cancelled.id);
    // Staff cannot use the drivers' action.
    expect((await gqlAs(s1.id, DELETE, { ids: [ofB.id] })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('requestBookingCancellation', () => {
  const REQUEST = 'mutation($ids: [ID!]!) { requestBookingCancellation(ids: $ids) { done skipped feeMayApply results { id done skipped feeMayApply } } }';
  it('sets the request on the caller\u2019s cancellable bookings (status kept), says a fee may apply inside 24 h, notifies supplier, admins and driver', async () => {
    const soon = await createBooking(db.prisma, { car: carOfS1, driverId: driverA.id, from: new Date(Date.now() + 10 * 3_600_000), to: new Date(Date.now() + 58 * 3_600_000) });
    const later = visibleOfA.find((b) => b.status === 'pending' && b.carId === carOfS1.id)!;
    const cancelled = visibleOfA.find((b) => b.status === 'cancelled')!;
    const bBefore = await db.prisma.booking.findUniqueOrThrow({ where: { id: ofB.id } });

    const res = await gqlAs(driverA.id, REQUEST, { ids: [later.id, soon.id, cancelled.id, ofB.id] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.requestBookingCancellation).toEqual({
      done: 2,
      skipped: 2,
      feeMayApply: true,
      results: [
        { id: later.id, done: true, skipped: null, feeMayApply: false },
        { id: soon.id, done: true, skipped: null, feeMayApply: true },
        { id: cancelled.id, done: false, skipped: 'NOT_CANCELLABLE', feeMayApply: false },
        { id: ofB.id, done: false, skipped: 'NOT_FOUND', feeMayApply: false },
      ],
    });
    const after = await db.prisma.booking.findMany({ where: { id: { in: [later.id, soon.id] } } });
    for (const b of after) {
      expect(b.cancelRequest).toBe(true);
      expect(b.cancelRequestedAt).not.toBeNull();
      expect(b.status).toBe('pending');
    }
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: ofB.id } })).toEqual(bBefore);

    const admins = await db.prisma.user.findMany({ where: { type: 'admin' }, select: { id: true } });
    expect(admins.length).toBeGreaterThan(0);
    const notes = await db.prisma.notification.findMany({ where: { bookingId: later.id } });
    expect(notes.filter((n) => n.code === 'CANCEL_REQUEST_RECEIVED').map((n) => n.userId)).toEqual([driverA.id]);
    expect(new Set(notes.filter((n) => n.code === 'CANCEL_REQUESTED').map((n) => n.userId))).toEqual(new Set([s1.id, ...admins.map((a) => a.id)]));

    const again = await gqlAs(driverA.id, REQUEST, { ids: [later.id] });
    expect(again.data!.requestBookingCancellation.results[0]).toEqual({ id: later.id, done: false, skipped: 'ALREADY_REQUESTED', feeMayApply: false });
    const page = await gqlAs(driverA.id, 'query($id: ID!) { booking(id: $id) { cancelRequest cancellable editable } }', { id: later.id });
    expect(page.data!.booking).toEqual({ cancelRequest: true, cancellable: false, editable: false });
  });
});

describe('POST /api/cancel-booking/{id}', () => {
  it('as a reference client sends it (no body): 200 for the own booking, 404 for another driver\u2019s (unchanged), 400 when not cancellable', async () => {
    const mine = await createBooking(db.prisma, { car: carOfS1, driverId: driverA.id });
    const c = await cookie(driverA.id);
    const post = (id: string) => fetch(`${server.baseUrl}/api/cancel-booking/${id}`, { method: 'POST', headers: { cookie: c, 'content-type': 'application/json' } });
    const bBefore = await db.prisma.booking.findUniqueOrThrow({ where: { id: ofB.id } });
    expect((await post(mine.id)).status).toBe(200);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: mine.id } })).cancelRequest).toBe(true);
    expect((await post(mine.id)).status).toBe(200);
    const other = await post(ofB.id);
    expect(other.status).toBe(404);
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: ofB.id } })).toEqual(bBefore);
    const cancelled = visibleOfA.find((b) => b.status === 'cancelled')!;
    const refused = await post(cancelled.id);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'BAD_USER_INPUT', messageCode: 'BOOKING_NOT_CANCELLABLE' });
    expect((await fetch(`${server.baseUrl}/api/cancel-booking/${mine.id}`, { method: 'POST' })).status).toBe(401);
  });
});
