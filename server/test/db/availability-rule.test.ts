import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCar, createDriver, createLocation, createSupplier } from '../../../prisma/seed/factories.ts';
import { createBooking } from '../../src/services/bookings/bookings.ts';
import { freePeriods, searchCars } from '../../src/services/search/search.ts';
import { ConflictError } from '../../src/errors.ts';
import { systemClock } from '../../src/context.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { testSettings } from '../settings.ts';

/**
 * One availability rule (product-decisions "Availability", migration
 * 20261124000000_availability_rule): a booking blocks its car over [from, to) when it is pending,
 * deposit, paid or reserved, or void while its hold has not expired. booking_blocks() is that rule
 * in SQL; the exclusion constraint follows it at -infinity (blocks at some instant), the free
 * periods at +infinity (blocks for good), search at now(). These tests hold the function to a
 * plain reading of the rule, and search, the free periods, the constraint and createBooking to the
 * plain reading, over random bookings.
 */
let db: TestDatabase;
let client: pg.Client;
let driverId: string;
/** Books through createBooking: another driver than the rows' (a driver's own hold gives way to their checkout). */
let bookerId: string;
let locationId: string;
const cars: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  driverId = (await createDriver(db.prisma)).id;
  bookerId = (await createDriver(db.prisma)).id;
  locationId = (await createLocation(db.prisma)).id;
  const supplierId = (await createSupplier(db.prisma)).id;
  for (let i = 0; i < 4; i++) cars.push((await createCar(db.prisma, { supplierId, locations: [locationId], available: true })).id);
});
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

type Status = 'void' | 'pending' | 'deposit' | 'paid' | 'reserved' | 'cancelled';
const STATUSES: Status[] = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'];

/** The rule as product-decisions words it, with instants as numbers (±Infinity for the infinities). */
function blocksByRule(status: Status, holdExpiresAt: number | null, at: number): boolean {
  if (status === 'pending' || status === 'deposit' || status === 'paid' || status === 'reserved') return true;
  return status === 'void' && holdExpiresAt !== null && holdExpiresAt > at;
}

const text = (t: number) => (t === Infinity ? 'infinity' : t === -Infinity ? '-infinity' : new Date(t).toISOString());

describe('booking_blocks', () => {
  it('is the rule, for every status, expiry and instant, and never blocks later than earlier', async () => {
    const t0 = Date.UTC(2031, 5, 1, 7);
    const instants = [-Infinity, t0 - 3_600_000, t0 - 1, t0, t0 + 1, t0 + 3_600_000, Infinity];
    const cases: { status: Status; expiry: number | null; at: number }[] = [];
    for (const status of STATUSES) for (const expiry of [null, ...instants]) for (const at of instants) cases.push({ status, expiry, at });
    const { rows } = await client.query<{ blocks: boolean }>(
      `SELECT booking_blocks(c.status::booking_status, c.expiry::timestamptz, c.at::timestamptz) AS blocks
         FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS c(status, expiry, at, n) ORDER BY n`,
      [cases.map((c) => c.status), cases.map((c) => (c.expiry === null ? null : text(c.expiry))), cases.map((c) => text(c.at))],
    );
    expect(rows.map((r) => r.blocks)).toEqual(cases.map((c) => blocksByRule(c.status, c.expiry, c.at)));
    // Monotone in the instant: what blocks at t blocks at every earlier instant. This is what lets
    // the constraint use -infinity and the free periods +infinity (see the migration).
    cases.forEach((c, i) => {
      if (rows[i].blocks) {
        for (const earlier of instants.filter((t) => t <= c.at)) expect(blocksByRule(c.status, c.expiry, earlier)).toBe(true);
      }
    });
  });

  it('is what the exclusion constraint and the hold indexes are declared with', async () => {
    const { rows } = await client.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'bookings_no_overlap'
       UNION ALL
       SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN ('bookings_live_holds_idx', 'bookings_holds_idx', 'bookings_hold_expires_at_idx')
       ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(['bookings_hold_expires_at_idx', 'bookings_holds_idx', 'bookings_live_holds_idx', 'bookings_no_overlap']);
    expect(rows.find((r) => r.name === 'bookings_no_overlap')!.def).toMatch(/WHERE \(booking_blocks\(status, hold_expires_at, '-infinity'/);
    for (const r of rows.filter((r) => r.name !== 'bookings_no_overlap')) expect(r.def).toMatch(/WHERE booking_is_hold\(status, hold_expires_at\)$/);
  });
});

describe('search, free periods, the constraint and createBooking', () => {
  const DAY = 86_400_000;
  const MINUTE = 60_000;
  /** Day 0: 10:00 in Erbil, far enough ahead for any lead time; bookings and windows on whole days (touching ends are common). */
  const base = (() => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + 400);
    d.setUTCHours(7, 0, 0, 0);
    return d.getTime();
  })();
  const ctx = (prisma: TestDatabase['prisma']) => ({ db: prisma, settings: testSettings({ timeZone: 'Asia/Baghdad', minLeadHours: 2, openingHour: 7, closingHour: 23 }), clock: systemClock });

  interface Row { car: number; from: number; to: number; status: Status; expiry: number | null }

  it('agree with the rule over random bookings, holds running and expired (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            car: fc.integer({ min: 0, max: cars.length - 1 }),
            start: fc.integer({ min: 0, max: 20 }),
            days: fc.integer({ min: 1, max: 5 }),
            status: fc.constantFrom<Status>(...STATUSES, 'void', 'void'),
            // Minutes from now; never within a minute of it, so the test's clock and the database's agree.
            expiresIn: fc.constantFrom(-600, -30, -2, 2, 30, 600),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.array(fc.record({ start: fc.integer({ min: 0, max: 24 }), days: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 3 }),
        async (steps, windows) => {
          await client.query('DELETE FROM bookings WHERE car_id = ANY($1::uuid[])', [cars]);
          const now = Date.now();
          const rows: Row[] = [];
          for (const s of steps) {
            const row: Row = { car: s.car, from: base + s.start * DAY, to: base + (s.start + s.days) * DAY, status: s.status, expiry: s.status === 'void' ? now + s.expiresIn * MINUTE : null };
            try {
              await insert(client, row);
              rows.push(row);
            } catch (err) {
              if ((err as { code?: string }).code !== '23P01') throw err;
              // Refused: it must overlap a booking that blocks at some instant.
              expect(rows.some((r) => r.car === row.car && overlaps(r, row) && blocksByRule(r.status, r.expiry, -Infinity))).toBe(true);
            }
          }
          for (const w of windows) {
            const from = base + w.start * DAY;
            const to = from + w.days * DAY;
            const window = { from, to };
            const taken = (car: number, at: number) => rows.some((r) => r.car === car && overlaps(r, window) && blocksByRule(r.status, r.expiry, at));
            const expected = (at: number) => cars.filter((_, i) => !taken(i, at)).sort();

            // Search: what blocks now.
            const page = await searchCars(ctx(db.prisma), { pickupLocation: locationId, from: new Date(from), to: new Date(to) }, { first: 100 });
            expect(page.edges.map((e) => e.node.id).sort()).toEqual(expected(Date.now()));
            // Free periods: what blocks for good.
            const { rows: free } = await client.query<{ car_id: string }>(
              `SELECT car_id FROM (${freePeriods('$1::uuid', '$2::timestamptz', '$3::timestamptz', 'f.car_id')}) f`,
              [locationId, new Date(from), new Date(to)],
            );
            expect(free.map((r) => r.car_id).sort()).toEqual(expected(Infinity));
            // The constraint: what blocks at some instant (a raw insert, rolled back).
            for (const [i, carId] of cars.entries()) {
              await client.query('BEGIN');
              const accepted = await insert(client, { car: i, from, to, status: 'paid', expiry: null }).then(() => true, (err: { code?: string }) => {
                if (err.code !== '23P01') throw err;
                return false;
              });
              await client.query('ROLLBACK');
              expect(accepted, `raw insert of car ${carId}`).toBe(!taken(i, -Infinity));
            }
            // createBooking (checkout): cancels the expired holds in the way, so it follows the rule now.
            for (const [i, carId] of cars.entries()) {
              const at = Date.now();
              const booked = await createBooking(
                { db: db.prisma, clock: { now: () => new Date(at) } },
                { carId, from: new Date(from), to: new Date(to), driverId: bookerId, pickupLocationId: locationId, dropoffLocationId: locationId, status: 'paid', paymentOption: 'payLater', price: '10.00', priceBreakdown: {} },
              ).catch((err: unknown) => {
                if (!(err instanceof ConflictError)) throw err;
                return null;
              });
              expect(booked !== null, `createBooking of car ${carId}`).toBe(!taken(i, at));
              if (booked) {
                await client.query('DELETE FROM bookings WHERE id = $1', [booked.id]);
                // The expired holds it cancelled on the way are cancelled now.
                for (const r of rows) if (r.car === i && overlaps(r, window) && r.status === 'void' && !blocksByRule(r.status, r.expiry, at)) r.status = 'cancelled';
              }
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  function overlaps(a: { from: number; to: number }, b: { from: number; to: number }): boolean {
    return a.from < b.to && b.from < a.to;
  }

  function insert(c: pg.Client, r: Row) {
    return c.query(
      `INSERT INTO bookings (car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days, status,
                             payment_option, price_breakdown, price, hold_expires_at)
       SELECT c.id, c.supplier_id, $2, $3, $3, $4, $5, 1, $6::booking_status, 'payLater', '{}'::jsonb, 10, $7 FROM cars c WHERE c.id = $1`,
      [cars[r.car], driverId, locationId, new Date(r.from), new Date(r.to), r.status, r.expiry === null ? null : new Date(r.expiry)],
    );
  }
});
