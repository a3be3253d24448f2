import pg from 'pg';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createBooking as createFixtureBooking, createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { CAR_TAKEN_MESSAGE, createBooking, type NewBooking } from '../../src/services/bookings/bookings.ts';
import { HOLD_EXPIRED_REASON, HOLD_MINUTES } from '../../src/services/bookings/holds.ts';
import { ConflictError } from '../../src/errors.ts';
import { systemClock } from '../../src/context.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';

/**
 * createBooking, the booking alone through checkout's one write path (book_car): it cancels the
 * expired holds of the car over the period in the same statement, inserts, and turns a refusal
 * into CONFLICT. Search and booking agree on what blocks a car.
 */
let db: TestDatabase;
let server: TestServer;
let driverId: string;
const seedNow = new Date(inject('seedNow'));

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
  driverId = (await createDriver(db.prisma)).id;
});

/** 10:00 in Erbil (07:00 UTC) `days` days after the seed's day. */
function erbilTen(daysAhead: number): Date {
  const d = new Date(seedNow);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  d.setUTCHours(7, 0, 0, 0);
  return d;
}

const SEARCH = /* GraphQL */ `
  query($input: SearchCarsInput!) { searchCars(input: $input, first: 100) { edges { node { id } } } }`;

async function offered(from: Date, to: Date): Promise<string[]> {
  const res = await server.gql(SEARCH, { input: { pickupLocation: scenario.location.airport, from, to } });
  expect(res.errors).toBeUndefined();
  return res.data!.searchCars.edges.map((e: { node: { id: string } }) => e.node.id);
}

function booking(carId: string, from: Date, to: Date, overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    carId,
    from,
    to,
    driverId,
    pickupLocationId: scenario.location.airport,
    dropoffLocationId: scenario.location.airport,
    status: 'pending',
    paymentOption: 'payLater',
    price: '120.00',
    priceBreakdown: { lines: [], total: '120.00' },
    ...overrides,
  };
}

/** Polls `check` until it returns a value other than undefined, or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function newCar(): Promise<string> {
  return (await createCar(db.prisma, { locations: [scenario.location.airport] })).id;
}

async function bookingsOf(carId: string) {
  return db.prisma.booking.findMany({ where: { carId }, orderBy: { createdAt: 'asc' } });
}

describe('createBooking', () => {
  it('books a car whose hold expired: search offers it, and the insert cancels the hold with the reason recorded', async () => {
    const carId = await newCar();
    const from = erbilTen(50);
    const to = erbilTen(53);
    const now = new Date();
    // A checkout that was never paid: its hold ran out a minute ago, and no job has run.
    const hold = await createFixtureBooking(db.prisma, {
      carId, driverId, from, to, status: 'void', paymentOption: 'payOnline', holdExpiresAt: new Date(now.getTime() - 60_000),
    });

    expect(await offered(from, to)).toContain(carId);
    const booked = await createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, from, to));

    expect(booked).toMatchObject({ carId, status: 'pending', from, to, days: 3 });
    const after = await db.prisma.booking.findUniqueOrThrow({ where: { id: hold.id } });
    expect(after).toMatchObject({ status: 'cancelled', statusReason: HOLD_EXPIRED_REASON });
    const changes = await db.prisma.bookingStatusChange.findMany({ where: { bookingId: { in: [hold.id, booked.id] } } });
    expect(changes.map(({ bookingId, fromStatus, toStatus, changedById, reason }) => ({ bookingId, fromStatus, toStatus, changedById, reason })))
      .toEqual(expect.arrayContaining([
        { bookingId: hold.id, fromStatus: 'void', toStatus: 'cancelled', changedById: null, reason: HOLD_EXPIRED_REASON },
        { bookingId: booked.id, fromStatus: null, toStatus: 'pending', changedById: null, reason: null },
      ]));
    expect(changes).toHaveLength(2);
    expect(await offered(from, to)).not.toContain(carId);
  });

  it('refuses a car held by a checkout still running, with CONFLICT, and stores nothing', async () => {
    const carId = await newCar();
    const from = erbilTen(60);
    const to = erbilTen(62);
    const now = new Date();
    // Another driver's hold (the driver's own gives way to their new checkout: book_car, checkout tests).
    const other = (await createDriver(db.prisma)).id;
    await createFixtureBooking(db.prisma, {
      carId, driverId: other, from, to, status: 'void', paymentOption: 'payOnline', holdExpiresAt: new Date(now.getTime() + 10 * 60_000),
    });
    expect(await offered(from, to)).not.toContain(carId);

    const attempt = createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, erbilTen(61), erbilTen(64)));
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({ message: CAR_TAKEN_MESSAGE, extensions: { code: 'CONFLICT' } });
    const rows = await bookingsOf(carId);
    expect(rows.map((b) => b.status)).toEqual(['void']);
  });

  it('refuses an overlap with a firm booking, and books the half-open neighbour', async () => {
    const carId = await newCar();
    const now = new Date();
    await createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, erbilTen(70), erbilTen(72), { status: 'paid' }));
    await expect(createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, erbilTen(71), erbilTen(73)))).rejects.toMatchObject({
      message: CAR_TAKEN_MESSAGE,
    });
    await expect(createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, erbilTen(72), erbilTen(73)))).resolves.toMatchObject({ status: 'pending' });
  });

  it('gives a hold the product expiry when none is given, and records who created it', async () => {
    const carId = await newCar();
    const now = new Date();
    const hold = await createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, erbilTen(80), erbilTen(81), {
      status: 'void', paymentOption: 'payOnline', createdBy: driverId,
    }));
    expect(hold.holdExpiresAt?.getTime()).toBe(now.getTime() + HOLD_MINUTES * 60_000);
    expect(HOLD_MINUTES).toBe(30);
    const change = await db.prisma.bookingStatusChange.findFirstOrThrow({ where: { bookingId: hold.id } });
    expect(change).toMatchObject({ fromStatus: null, toStatus: 'void', changedById: driverId });
  });

  it('leaves the holds of other cars and other dates alone', async () => {
    const carId = await newCar();
    const otherCar = await newCar();
    const now = new Date();
    const expired = { status: 'void' as const, paymentOption: 'payOnline' as const, holdExpiresAt: new Date(now.getTime() - 60_000) };
    const elsewhere = await createFixtureBooking(db.prisma, { carId: otherCar, driverId, from: erbilTen(90), to: erbilTen(92), ...expired });
    const later = await createFixtureBooking(db.prisma, { carId, driverId, from: erbilTen(95), to: erbilTen(96), ...expired });
    await createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, erbilTen(90), erbilTen(92)));
    const rows = await db.prisma.booking.findMany({ where: { id: { in: [elsewhere.id, later.id] } } });
    expect(rows.map((b) => b.status)).toEqual(['void', 'void']);
  });

  it('lets exactly one of concurrent checkouts of the same car win; the others get CONFLICT', async () => {
    const carId = await newCar();
    const now = new Date();
    const attempts = await Promise.allSettled(
      [0, 1, 2, 3].map((i) => createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, erbilTen(100 + (i % 2)), erbilTen(103)))),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected')) {
      expect(lost.reason).toBeInstanceOf(ConflictError);
      expect(lost.reason.message).toBe(CAR_TAKEN_MESSAGE);
    }
    expect(await bookingsOf(carId)).toHaveLength(1);
    // The losers left nothing behind: one creation recorded.
    expect(await db.prisma.bookingStatusChange.count({ where: { booking: { carId } } })).toBe(1);
  });

  it('lets exactly one of two checkouts inside their transactions at the same moment win', async () => {
    const carId = await newCar();
    const now = new Date();
    // Hold the car's free-period lock (taken by the insert trigger, migration 20261122030000): the
    // first insert waits for it inside its transaction, and the second waits for the first at
    // the exclusion constraint. Both are then mid-transaction at once, whichever started first.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    try {
      await locker.query('SELECT pg_advisory_lock(20261122, hashtext($1::text))', [carId]);
      const attempts = [0, 1].map((i) =>
        createBooking({ db: db.prisma, clock: { now: () => now } }, booking(carId, erbilTen(120 + i), erbilTen(123))).then(
          (b) => ({ won: b.id }),
          (err: unknown) => ({ lost: err }),
        ),
      );
      await eventually(async () => {
        const { rows } = await locker.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND cardinality(pg_blocking_pids(pid)) > 0`,
        );
        return rows[0].n === 2 ? true : undefined;
      });
      await locker.query('SELECT pg_advisory_unlock(20261122, hashtext($1::text))', [carId]);
      const results = await Promise.all(attempts);
      expect(results.filter((r) => 'won' in r)).toHaveLength(1);
      const lost = results.find((r) => 'lost' in r) as { lost: unknown };
      expect(lost.lost).toBeInstanceOf(ConflictError);
      expect((lost.lost as ConflictError).message).toBe(CAR_TAKEN_MESSAGE);
    } finally {
      await locker.end();
    }
    expect(await bookingsOf(carId)).toHaveLength(1);
  });

  it('refuses a period that ends before it starts with a clear error', async () => {
    const carId = await newCar();
    await expect(createBooking({ db: db.prisma, clock: systemClock }, booking(carId, erbilTen(110), erbilTen(109)))).rejects.toMatchObject({
      message: 'Drop-off must be after pick-up.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { to: 'DROPOFF_BEFORE_PICKUP' } },
    });
    expect(await bookingsOf(carId)).toHaveLength(0);
  });
});
