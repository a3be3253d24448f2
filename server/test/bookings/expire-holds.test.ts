import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createCar, createDriver, createLocation } from '../../../prisma/seed/factories.ts';
import { startJobRunner, type JobLog, type JobRunner } from '../../src/lib/jobs/boss.ts';
import { EXPIRE_HOLDS_JOB, expireHolds, expireHoldsJob, HOLD_EXPIRED_REASON } from '../../src/services/bookings/holds.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * The hold expiry job: every minute, once across instances (pg-boss on the same PostgreSQL), it
 * cancels the void bookings whose hold expired, recording why, and touches nothing else.
 */
let db: TestDatabase;
let driverId: string;
let locationId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  driverId = (await createDriver(db.prisma)).id;
  locationId = (await createLocation(db.prisma)).id;
});
afterAll(() => db?.drop());

const DAY = 86_400_000;
let slot = 0;
/** A booking of a new car, in a period of its own far ahead. */
async function book(status: 'void' | 'pending' | 'paid' | 'reserved' | 'deposit' | 'cancelled', holdExpiresAt?: Date) {
  const car = await createCar(db.prisma, { locations: [locationId] });
  const from = new Date(Date.UTC(2032, 0, 1, 7) + (slot += 3) * DAY);
  return createBooking(db.prisma, {
    carId: car.id, driverId, from, to: new Date(from.getTime() + 2 * DAY), status,
    ...(status === 'void' ? { paymentOption: 'payOnline' as const, holdExpiresAt } : {}),
  });
}

async function statusOf(id: string) {
  const b = await db.prisma.booking.findUniqueOrThrow({ where: { id }, include: { statusChanges: true } });
  return { status: b.status, reason: b.statusReason, changes: b.statusChanges.map(({ fromStatus, toStatus, changedById, reason }) => ({ fromStatus, toStatus, changedById, reason })) };
}

/** Polls `check` until it returns a value other than undefined, or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const quiet: JobLog = { info: () => {}, warn: () => {}, error: (obj, msg) => console.error(msg, obj) };

describe('hold expiry', () => {
  it('cancels expired holds with the reason recorded, and leaves running holds and firm bookings alone', async () => {
    const now = new Date();
    const expired = await book('void', new Date(now.getTime() - 1));
    const expiresNow = await book('void', now); // a hold blocks until its expiry instant, not at it
    const running = await book('void', new Date(now.getTime() + 60_000));
    const firm = await Promise.all((['pending', 'paid', 'reserved', 'deposit'] as const).map((s) => book(s)));

    const cancelled = await expireHolds({ db: db.prisma, clock: { now: () => now } });

    expect(cancelled.sort()).toEqual([expired.id, expiresNow.id].sort());
    for (const id of [expired.id, expiresNow.id]) {
      expect(await statusOf(id)).toEqual({
        status: 'cancelled',
        reason: HOLD_EXPIRED_REASON,
        changes: [{ fromStatus: 'void', toStatus: 'cancelled', changedById: null, reason: HOLD_EXPIRED_REASON }],
      });
    }
    expect((await statusOf(running.id)).status).toBe('void');
    expect(await Promise.all(firm.map(async (b) => (await statusOf(b.id)).status))).toEqual(['pending', 'paid', 'reserved', 'deposit']);
    // Run again: nothing left to do, nothing recorded twice.
    expect(await expireHolds({ db: db.prisma, clock: { now: () => now } })).toEqual([]);
    expect((await statusOf(expired.id)).changes).toHaveLength(1);
  });

  it('cancels each expired hold once when two runs race', async () => {
    const now = new Date();
    const holds = await Promise.all([0, 1, 2].map(() => book('void', new Date(now.getTime() - 60_000))));
    const [a, b] = await Promise.all([expireHolds({ db: db.prisma, clock: { now: () => now } }), expireHolds({ db: db.prisma, clock: { now: () => now } })]);
    expect([...a, ...b].sort()).toEqual(holds.map((h) => h.id).sort());
    const changes = await db.prisma.bookingStatusChange.count({ where: { bookingId: { in: holds.map((h) => h.id) } } });
    expect(changes).toBe(3);
  });

  it('runs on its schedule once across instances: two runners, one run', async () => {
    const hold = await book('void', new Date(Date.now() - 60_000));
    const runs: { instance: number; result: unknown }[] = [];
    const runners: JobRunner[] = [];
    try {
      for (const instance of [1, 2]) {
        const job = expireHoldsJob({ db: db.prisma });
        runners.push(
          await startJobRunner({
            databaseUrl: db.url,
            log: quiet,
            pollSeconds: 1,
            scheduleCheckSeconds: 1,
            jobs: [{ ...job, run: async () => { const result = await job.run(); runs.push({ instance, result }); return result; } }],
          }),
        );
      }
      // The occurrence of the current minute is due at once; wait for pg-boss to file and run it.
      const jobs = await eventually(async () => {
        const { rows } = await db.query<{ id: string; state: string; slot: string }>(
          `SELECT id, state, singleton_on::text AS slot FROM pgboss.job WHERE name = $1`, [EXPIRE_HOLDS_JOB]);
        return rows.length > 0 && rows.every((r) => r.state === 'completed') ? rows : undefined;
      });
      // One job per minute slot, each run by exactly one of the two instances.
      expect(new Set(jobs.map((j) => j.slot)).size).toBe(jobs.length);
      expect(runs).toHaveLength(jobs.length);
      expect(runs[0].result).toEqual({ cancelled: 1 });
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect(await statusOf(hold.id)).toMatchObject({ status: 'cancelled', reason: HOLD_EXPIRED_REASON });
    expect((await statusOf(hold.id)).changes).toHaveLength(1);
  });
});
