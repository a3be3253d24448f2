import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBooking, createCar, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import type { Booking, Car, User } from '../../src/__generated__/prisma/client.ts';
import { BOOKING_STATUSES, STAFF_TRANSITIONS, type BookingStatus } from '../../src/services/bookings/lifecycle.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { bookingFingerprint, cookieFor, errorOf, SET_STATUS } from './helpers.ts';

/**
 * The staff transition table (docs/decisions/023) in both directions, through the real server:
 * every legal move applies and is recorded (who, when, from, to, why) with the driver notified;
 * every other pair of statuses (the same status included) is refused with ILLEGAL_TRANSITION and
 * changes nothing. Then who may: a supplier only on its own cars' bookings (another's is
 * NOT_FOUND, like an unknown id), a driver never (FORBIDDEN), and two staff at once apply once.
 */
let db: TestDatabase;
let server: TestServer;
let admin: User;
let adminCookie: string;
let car: Car;
let driver: User;

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
  admin = await createAdmin(db.prisma);
  adminCookie = await cookieFor(server, db, admin.id);
  car = await createCar(db.prisma, { name: 'Hyundai Elantra' });
  driver = await createDriver(db.prisma);
}, 60_000);

/** A booking of `car` (a period of its own) in `status`; a hold is a pay-online booking. */
function booking(status: BookingStatus, of: Pick<Car, 'id' | 'supplierId' | 'dailyPrice'> = car): Promise<Booking> {
  return createBooking(db.prisma, { car: of, driverId: driver.id, status, ...(status === 'void' ? { paymentOption: 'payOnline' as const } : {}) });
}

const legal: [BookingStatus, BookingStatus][] = [];
const illegal: [BookingStatus, BookingStatus][] = [];
for (const from of BOOKING_STATUSES) {
  for (const to of BOOKING_STATUSES) (STAFF_TRANSITIONS[from].includes(to) ? legal : illegal).push([from, to]);
}

describe('the staff transition table', () => {
  it('is the decision record\'s table: 10 legal moves, 26 refused (the 6 "no change" included)', () => {
    expect(legal.map(([f, t]) => `${f}->${t}`).sort()).toEqual(
      [
        'pending->reserved', 'pending->deposit', 'pending->paid', 'pending->cancelled',
        'reserved->deposit', 'reserved->paid', 'reserved->cancelled',
        'deposit->paid', 'deposit->cancelled',
        'paid->cancelled',
      ].sort(),
    );
    expect(illegal).toHaveLength(26);
    // void and cancelled are never left through this API; nothing goes back to void or pending.
    expect(legal.filter(([f, t]) => f === 'void' || f === 'cancelled' || t === 'void' || t === 'pending')).toEqual([]);
  });

  for (const [from, to] of legal) {
    it(`${from} -> ${to}: applied, recorded and told to the driver`, async () => {
      const b = await booking(from);
      const before = Date.now();
      const res = await server.gql(SET_STATUS, { input: { id: b.id, status: to, reason: `Checked at the desk (${from} to ${to})` } }, { cookie: adminCookie });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      expect(res.data!.setBookingStatus.change).toMatchObject({ bookingId: b.id, from, to, changedBy: admin.id, reason: `Checked at the desk (${from} to ${to})` });

      const after = await db.prisma.booking.findUniqueOrThrow({ where: { id: b.id }, include: { statusChanges: true, notifications: true } });
      expect(after.status).toBe(to);
      expect(after.statusReason).toBe(`Checked at the desk (${from} to ${to})`);
      if (to === 'paid') expect(after.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(after.statusChanges.map((c) => ({ fromStatus: c.fromStatus, toStatus: c.toStatus, changedById: c.changedById, reason: c.reason }))).toEqual([
        { fromStatus: from, toStatus: to, changedById: admin.id, reason: `Checked at the desk (${from} to ${to})` },
      ]);
      expect(after.statusChanges[0].changedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(after.notifications.map((n) => ({ userId: n.userId, code: n.code, values: n.values }))).toEqual([
        {
          userId: driver.id,
          code: 'BOOKING_STATUS_CHANGED',
          values: { reference: b.reference, car: 'Hyundai Elantra', from: b.from.toISOString(), to: b.to.toISOString(), status: to, previousStatus: from },
        },
      ]);
    });
  }

  for (const [from, to] of illegal) {
    it(`${from} -> ${to}: refused with ILLEGAL_TRANSITION, nothing changed`, async () => {
      const b = await booking(from);
      const before = await bookingFingerprint(db, b.id);
      const res = await server.gql(SET_STATUS, { input: { id: b.id, status: to } }, { cookie: adminCookie });
      expect(res.data).toBeNull();
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'ILLEGAL_TRANSITION', messageValues: { from, to } });
      expect(await bookingFingerprint(db, b.id)).toBe(before);
      expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe(from);
    });
  }

  it('without a reason, a default one is recorded', async () => {
    const b = await booking('pending');
    const res = await server.gql(SET_STATUS, { input: { id: b.id, status: 'paid' } }, { cookie: adminCookie });
    expect(res.data!.setBookingStatus.change.reason).toBe('Cash payment recorded by staff.');
    expect((await db.prisma.bookingStatusChange.findFirstOrThrow({ where: { bookingId: b.id } })).reason).toBe('Cash payment recorded by staff.');
  });

  it('a reason with a NUL byte or over 500 characters is refused, nothing changed', async () => {
    const b = await booking('pending');
    const before = await bookingFingerprint(db, b.id);
    for (const reason of ['bad\u0000reason', 'x'.repeat(501)]) {
      const res = await server.gql(SET_STATUS, { input: { id: b.id, status: 'reserved', reason } }, { cookie: adminCookie });
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { reason: expect.stringMatching(/INVALID_CHARACTERS|TOO_LONG/) } });
    }
    expect(await bookingFingerprint(db, b.id)).toBe(before);
  });
});

describe('who may change a status', () => {
  it("a supplier changes its own cars' bookings; another supplier's booking is NOT_FOUND, like an unknown id, and stays as it was", async () => {
    const mine = await createSupplier(db.prisma);
    const theirs = await createSupplier(db.prisma);
    const myCar = await createCar(db.prisma, { supplierId: mine.id });
    const theirCar = await createCar(db.prisma, { supplierId: theirs.id });
    const cookie = await cookieFor(server, db, mine.id);

    const own = await booking('pending', myCar);
    const ok = await server.gql(SET_STATUS, { input: { id: own.id, status: 'reserved' } }, { cookie });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.setBookingStatus.change).toMatchObject({ from: 'pending', to: 'reserved', changedBy: mine.id });
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: own.id } })).status).toBe('reserved');

    const other = await booking('pending', theirCar);
    const before = await bookingFingerprint(db, other.id);
    for (const status of ['cancelled', 'void'] as const) {
      // Whatever the move, legal or not: the booking does not exist for this supplier.
      const res = await server.gql(SET_STATUS, { input: { id: other.id, status } }, { cookie });
      expect(errorOf(res)?.code).toBe('NOT_FOUND');
      expect(JSON.stringify(res)).not.toContain(other.driverId);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      expect(errorOf(await server.gql(SET_STATUS, { input: { id, status: 'cancelled' } }, { cookie }))?.code).toBe('NOT_FOUND');
    }
    expect(await bookingFingerprint(db, other.id)).toBe(before);
  });

  it('a driver is refused (FORBIDDEN), even on their own booking; signed out is UNAUTHENTICATED; nothing changes', async () => {
    const b = await booking('pending');
    const before = await bookingFingerprint(db, b.id);
    const asDriver = await server.gql(SET_STATUS, { input: { id: b.id, status: 'cancelled' } }, { cookie: await cookieFor(server, db, driver.id) });
    expect(errorOf(asDriver)?.code).toBe('FORBIDDEN');
    const other = await createDriver(db.prisma);
    expect(errorOf(await server.gql(SET_STATUS, { input: { id: b.id, status: 'cancelled' } }, { cookie: await cookieFor(server, db, other.id) }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await server.gql(SET_STATUS, { input: { id: b.id, status: 'cancelled' } }))?.code).toBe('UNAUTHENTICATED');
    expect(await bookingFingerprint(db, b.id)).toBe(before);
  });

  it('two staff at once: one change applies, the other is refused; one history row, one notification', async () => {
    const b = await booking('pending');
    const second = await createAdmin(db.prisma);
    const cookies = [adminCookie, await cookieFor(server, db, second.id)];
    const answers = await Promise.all(cookies.map((cookie) => server.gql(SET_STATUS, { input: { id: b.id, status: 'paid' } }, { cookie })));
    const applied = answers.filter((a) => !a.errors);
    expect(applied).toHaveLength(1);
    // Raced (the update found the status changed: CONFLICT) or came after (paid -> paid: ILLEGAL_TRANSITION).
    const refused = answers.find((a) => a.errors)!;
    expect(['CONFLICT', 'BAD_USER_INPUT']).toContain(errorOf(refused)?.code);
    expect(await db.prisma.bookingStatusChange.count({ where: { bookingId: b.id } })).toBe(1);
    expect(await db.prisma.notification.count({ where: { bookingId: b.id } })).toBe(1);
  });
});
