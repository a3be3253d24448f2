import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { waitUntilBlocked } from '../fixtures.ts';
import { createCar, createDriver, createLocation, createSupplier } from '../../../prisma/seed/factories.ts';
import { freePeriods } from '../../src/services/search/search.ts';
import { carFeatures, FREE_CANCELLATION_BIT, PAY_AT_PICKUP_BIT, termsFeatures, FUEL_POLICIES, FUEL_TYPES, GEARBOXES, MULTIMEDIA, RANGES } from '../../src/services/search/features.ts';

/**
 * car_free_periods (migration 20261122030000) is derived from bookings and car locations by
 * triggers; search reads it instead of the bookings. These tests hold it to the definition:
 * a car is free at a location for a period exactly when it is offered there and no booking that
 * blocks for good (pending, deposit, paid or reserved: booking_blocks at +infinity, migration
 * 20261124000000_availability_rule) overlaps the period. Holds are search's to check live.
 */
let db: TestDatabase;
let supplierId: string;
let driverId: string;
const locations: string[] = [];
const cars: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  supplierId = (await createSupplier(db.prisma)).id;
  driverId = (await createDriver(db.prisma)).id;
  for (let i = 0; i < 3; i++) locations.push((await createLocation(db.prisma)).id);
  for (let i = 0; i < 4; i++) {
    cars.push((await createCar(db.prisma, { supplierId, locations: [locations[i % 3], locations[(i + 1) % 3]] })).id);
  }
});
afterAll(() => db?.drop());

type Queryable = { query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

const BASE = Date.UTC(2031, 0, 1, 7);
const iso = (hours: number) => new Date(BASE + hours * 3_600_000).toISOString();

/** A hold (void) expires `holdMinutes` from now: running when positive, expired when negative. */
async function insertBooking(client: Queryable, carId: string, from: string, to: string, status = 'paid', holdMinutes = 30): Promise<string> {
  const { rows } = await client.query(
    `INSERT INTO bookings (car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days,
                           status, payment_option, price_breakdown, price, hold_expires_at)
     SELECT c.id, c.supplier_id, $2, cl.location_id, cl.location_id, $3, $4, 1, $5::booking_status, 'payLater', '{}'::jsonb, 10,
            CASE WHEN $5 = 'void' THEN now() + $6::int * interval '1 minute' END
       FROM cars c JOIN car_locations cl ON cl.car_id = c.id WHERE c.id = $1 LIMIT 1
     RETURNING id`,
    [carId, driverId, from, to, status, holdMinutes],
  );
  return rows[0].id as string;
}

/** `n` connections, each in an open READ COMMITTED transaction (for races). */
/** `n` connections inside an open transaction each, with their backend's pid (to see who waits for whom). */
function openTransactions(n: number): Promise<(pg.Client & { pid: number })[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      const { rows } = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await c.query('BEGIN');
      return Object.assign(c, { pid: rows[0].pid });
    }),
  );
}

/** Cars free at `location` for [from, to) by the query search runs over car_free_periods. */
async function freeByIndex(location: string, from: string, to: string): Promise<string[]> {
  const { rows } = await db.query(
    `SELECT car_id FROM (${freePeriods('$1::uuid', '$2::timestamptz', '$3::timestamptz', 'f.car_id')}) free ORDER BY car_id`,
    [location, from, to],
  );
  const ids = rows.map((r) => r.car_id as string);
  expect(new Set(ids).size).toBe(ids.length); // at most one free period of a car contains a window
  return ids;
}

/** The same by definition, straight from bookings and car_locations. */
async function freeByDefinition(location: string, from: string, to: string): Promise<string[]> {
  const { rows } = await db.query(
    `SELECT cl.car_id FROM car_locations cl
      WHERE cl.location_id = $1
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.car_id = cl.car_id AND b.status IN ('pending', 'deposit', 'paid', 'reserved')
                           AND tstzrange(b.from_at, b.to_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)'))
      ORDER BY cl.car_id`,
    [location, from, to],
  );
  return rows.map((r) => r.car_id as string);
}

/**
 * Every stored free period with its copy of the car's search values, against what they should
 * be (the complement of the bookings, and the values computed from the cars now); and a rebuild
 * from scratch changes nothing.
 */
async function expectConsistent() {
  const columns = `car_id, location_id, from_at, to_at, supplier_id, features, seats, rating_tenths, deposit_cents,
                   day_cents, three_days_cents, week_cents, month_cents`;
  const order = 'ORDER BY car_id, location_id, from_at';
  const stored = await db.query(`SELECT ${columns} FROM car_free_periods ${order}`);
  const wanted = await db.query(
    `SELECT ${columns} FROM (SELECT w.*, v.supplier_id, v.features, v.seats, v.rating_tenths, v.deposit_cents,
                                    v.day_cents, v.three_days_cents, v.week_cents, v.month_cents
                               FROM car_free_periods_wanted(NULL) w JOIN car_search_values(NULL) v USING (car_id)) x ${order}`,
  );
  expect(stored.rows).toEqual(wanted.rows);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT refresh_car_free_periods(NULL)');
    const rebuilt = await client.query(`SELECT ${columns} FROM car_free_periods ${order}`);
    await client.query('ROLLBACK');
    expect(stored.rows).toEqual(rebuilt.rows);
  } finally {
    await client.end();
  }
}

describe('car free periods', () => {
  it('follow bookings made, moved, cancelled and deleted, and car locations added and removed', async () => {
    const car = cars[0];
    const [here] = await db.query('SELECT location_id FROM car_locations WHERE car_id = $1 ORDER BY location_id LIMIT 1', [car]).then((r) => r.rows);
    const location = here.location_id as string;
    const window = [iso(48), iso(72)] as const;
    expect(await freeByIndex(location, ...window)).toContain(car);

    const id = await insertBooking(db, car, iso(40), iso(50));
    expect(await freeByIndex(location, ...window)).not.toContain(car);
    expect(await freeByIndex(location, iso(50), iso(60))).toContain(car); // half-open: free from its end

    await db.query(`UPDATE bookings SET from_at = $2, to_at = $3 WHERE id = $1`, [id, iso(100), iso(120)]);
    expect(await freeByIndex(location, ...window)).toContain(car);
    expect(await freeByIndex(location, iso(110), iso(111))).not.toContain(car);

    await db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
    expect(await freeByIndex(location, iso(110), iso(111))).toContain(car);
    await db.query(`UPDATE bookings SET status = 'paid' WHERE id = $1`, [id]);
    expect(await freeByIndex(location, iso(110), iso(111))).not.toContain(car);
    await db.query(`DELETE FROM bookings WHERE id = $1`, [id]);
    expect(await freeByIndex(location, iso(110), iso(111))).toContain(car);

    const other = locations.find((l) => l !== location)!;
    const offered = await db.query('SELECT 1 FROM car_locations WHERE car_id = $1 AND location_id = $2', [car, other]);
    if (offered.rowCount) await db.query('DELETE FROM car_locations WHERE car_id = $1 AND location_id = $2', [car, other]);
    expect(await freeByIndex(other, ...window)).not.toContain(car);
    await db.query('INSERT INTO car_locations (car_id, location_id) VALUES ($1, $2)', [car, other]);
    expect(await freeByIndex(other, ...window)).toContain(car);
    await expectConsistent();
  });

  it('leave void holds to the search (they stop blocking when they expire)', async () => {
    const car = cars[1];
    await insertBooking(db, car, iso(500), iso(520), 'void');
    const location = (await db.query('SELECT location_id FROM car_locations WHERE car_id = $1 LIMIT 1', [car])).rows[0].location_id as string;
    expect(await freeByIndex(location, iso(505), iso(510))).toContain(car);
  });

  it('match the definition after any sequence of bookings, changes and cancellations (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            car: fc.integer({ min: 0, max: cars.length - 1 }),
            start: fc.integer({ min: 0, max: 24 * 60 }),
            hours: fc.integer({ min: 1, max: 24 * 10 }),
            status: fc.constantFrom('paid', 'pending', 'reserved', 'deposit', 'cancelled', 'void'),
            holdMinutes: fc.integer({ min: -120, max: 120 }),
            then: fc.constantFrom('keep', 'cancel', 'delete', 'move'),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.array(fc.record({ start: fc.integer({ min: 0, max: 24 * 70 }), hours: fc.integer({ min: 1, max: 24 * 30 }) }), {
          minLength: 3,
          maxLength: 3,
        }),
        async (steps, windows) => {
          await db.query(`DELETE FROM bookings WHERE from_at >= $1`, [iso(0)]);
          for (const step of steps) {
            let id: string;
            try {
              id = await insertBooking(db, cars[step.car], iso(step.start), iso(step.start + step.hours), step.status, step.holdMinutes);
            } catch (err) {
              if ((err as { code?: string }).code === '23P01') continue; // overlaps: refused, nothing changes
              throw err;
            }
            if (step.then === 'cancel') await db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
            if (step.then === 'delete') await db.query(`DELETE FROM bookings WHERE id = $1`, [id]);
            if (step.then === 'move') {
              await db
                .query(`UPDATE bookings SET from_at = from_at + interval '3 days', to_at = to_at + interval '3 days' WHERE id = $1`, [id])
                .catch((err: { code?: string }) => {
                  if (err.code !== '23P01') throw err;
                });
            }
          }
          for (const location of locations) {
            for (const w of windows) {
              const from = iso(w.start);
              const to = iso(w.start + w.hours);
              expect(await freeByIndex(location, from, to)).toEqual(await freeByDefinition(location, from, to));
            }
          }
        },
      ),
      { numRuns: 25 },
    );
    await expectConsistent();
  });

  it('are rebuilt when a booking finds no free period to split at one of its locations', async () => {
    // A one-row insert splits the free period it falls in (migration 20261127000000); rows that
    // do not hold one such period per location are not split but rebuilt from the definition.
    const car = cars[0];
    const [first] = (await db.query('SELECT location_id FROM car_locations WHERE car_id = $1 ORDER BY location_id LIMIT 1', [car])).rows;
    await db.query('DELETE FROM car_free_periods WHERE car_id = $1 AND location_id = $2', [car, first.location_id]);
    await insertBooking(db, car, iso(4200), iso(4210));
    expect(await freeByIndex(first.location_id as string, iso(4220), iso(4230))).toContain(car);
    expect(await freeByIndex(first.location_id as string, iso(4205), iso(4206))).not.toContain(car);
    await expectConsistent();
  });

  it('stay right when two transactions book the same car at once', async () => {
    const car = cars[2];
    const location = (await db.query('SELECT location_id FROM car_locations WHERE car_id = $1 LIMIT 1', [car])).rows[0].location_id as string;
    const clients = await openTransactions(2);
    try {
      // Both insert before either commits: the second waits for the first's lock (seen in
      // pg_blocking_pids, not assumed after a sleep), then splits from a snapshot that includes
      // the first booking. Guards: lock_car_free_periods, and the split's fallback rebuild; with
      // both removed the second booking's period stays free and this test fails.
      await insertBooking(clients[0], car, iso(2000), iso(2010));
      const second = insertBooking(clients[1], car, iso(2020), iso(2030));
      await waitUntilBlocked(db, clients[1].pid, clients[0].pid, "the second booking to wait for the first's lock");
      await clients[0].query('COMMIT');
      await second;
      await clients[1].query('COMMIT');
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    expect(await freeByIndex(location, iso(2005), iso(2006))).not.toContain(car);
    expect(await freeByIndex(location, iso(2025), iso(2026))).not.toContain(car);
    expect(await freeByIndex(location, iso(2012), iso(2018))).toContain(car);
    await expectConsistent();
  });

  it('refuses booking writes outside READ COMMITTED instead of leaving stale rows', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await expect(insertBooking(client, cars[3], iso(3000), iso(3010))).rejects.toThrow(/READ COMMITTED/);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
    const { rows } = await db.query('SELECT count(*)::int AS n FROM bookings WHERE car_id = $1 AND from_at = $2', [cars[3], iso(3000)]);
    expect(rows[0].n).toBe(0);
  });

  it('cover the whole time line for a car without bookings', async () => {
    const car = (await createCar(db.prisma, { supplierId, locations: [locations[0], locations[2]] })).id;
    const { rows } = await db.query(
      `SELECT from_at = '-infinity' AS from_start, to_at = 'infinity' AS to_end FROM car_free_periods WHERE car_id = $1`,
      [car],
    );
    expect(rows).toHaveLength(2); // one per location
    expect(rows.every((r) => r.from_start && r.to_end)).toBe(true);
  });

  it('carry the search values of their car, rewritten when the car changes', async () => {
    const car = cars[3];
    const values = async () =>
      (await db.query(`SELECT DISTINCT features, seats, rating_tenths, deposit_cents, day_cents, three_days_cents, week_cents, month_cents
                         FROM car_free_periods WHERE car_id = $1`, [car])).rows;
    await db.query(
      `UPDATE cars SET gearbox = 'manual', fuel_type = 'hybrid', seats = 7, deposit = 345.5, rating = 4.5, daily_price = 40,
                       discounted_daily_price = 35.25, bi_weekly_price = NULL, weekly_price = 200, discounted_weekly_price = NULL,
                       monthly_price = 700.1, multimedia = '{bluetooth,appleCarPlay}', aircon = false, available = true WHERE id = $1`,
      [car],
    );
    const after = await values();
    expect(after).toHaveLength(1); // every free period of the car carries the same copy
    const row = (await db.prisma.car.findUniqueOrThrow({ where: { id: car }, include: { supplier: true } }));
    expect(after[0]).toEqual({
      features: carFeatures(row) | termsFeatures(row.cancellation, row.supplier.payLaterAllowed),
      seats: 7,
      rating_tenths: 45,
      deposit_cents: '34550',
      day_cents: '3525',
      three_days_cents: '0', // no such tier
      week_cents: '20000',
      month_cents: '70010',
    });
    // A change that search does not read leaves the rows alone; one it reads rewrites them.
    await db.query(`UPDATE cars SET name = 'Renamed' WHERE id = $1`, [car]);
    expect(await values()).toEqual(after);
    await db.query(`UPDATE cars SET available = false WHERE id = $1`, [car]);
    expect((await values())[0].features & 1).toBe(0);
    await db.query(`UPDATE cars SET available = true WHERE id = $1`, [car]);
    // The terms: the car's cancellation price, and its supplier's pay-later switch (suppliers trigger).
    await db.query(`UPDATE cars SET cancellation = 0 WHERE id = $1`, [car]);
    expect((await values())[0].features & FREE_CANCELLATION_BIT).toBe(FREE_CANCELLATION_BIT);
    await db.query(`UPDATE cars SET cancellation = 20 WHERE id = $1`, [car]);
    await db.query(`UPDATE suppliers SET pay_later_allowed = false WHERE id = $1`, [row.supplierId]);
    expect((await values())[0].features & (PAY_AT_PICKUP_BIT | FREE_CANCELLATION_BIT)).toBe(0);
    await db.query(`UPDATE suppliers SET pay_later_allowed = true WHERE id = $1`, [row.supplierId]);
    expect((await values())[0].features & (PAY_AT_PICKUP_BIT | FREE_CANCELLATION_BIT)).toBe(PAY_AT_PICKUP_BIT | FREE_CANCELLATION_BIT);
    await expectConsistent();
  });

  it('keep the car values right when a car changes while it is being booked', async () => {
    const car = cars[0];
    const clients = await openTransactions(2);
    try {
      // The booking splits a free period (new rows, written with the car values it sees) while
      // the price change waits for the car's lock, then rewrites every row, the new ones too.
      await insertBooking(clients[0], car, iso(4000), iso(4010));
      const change = clients[1].query(`UPDATE cars SET daily_price = daily_price + 1 WHERE id = $1`, [car]);
      await waitUntilBlocked(db, clients[1].pid, clients[0].pid, "the price change to wait for the booking's lock");
      await clients[0].query('COMMIT');
      await change;
      await clients[1].query('COMMIT');
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    await expectConsistent();
  });

  it('refuse car changes that search reads outside READ COMMITTED', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await client.query(`UPDATE cars SET name = 'Only the name' WHERE id = $1`, [cars[1]]); // not read by search: fine
      await expect(client.query(`UPDATE cars SET seats = 9 WHERE id = $1`, [cars[1]])).rejects.toThrow(/READ COMMITTED/);
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
  });

  it('pack car attributes as bits the same way in SQL and in TypeScript (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          available: fc.boolean(),
          fuelType: fc.constantFrom(...FUEL_TYPES),
          gearbox: fc.constantFrom(...GEARBOXES),
          fuelPolicy: fc.constantFrom(...FUEL_POLICIES),
          range: fc.constantFrom(...RANGES),
          mileage: fc.constantFrom(-1, 100, 250),
          aircon: fc.boolean(),
          doors: fc.integer({ min: 0, max: 6 }),
          seats: fc.integer({ min: 1, max: 9 }),
          multimedia: fc.subarray([...MULTIMEDIA]),
        }),
        async (car) => {
          const { rows } = await db.query(
            `SELECT car_search_features($1, $2::fuel_type, $3::gearbox, $4::fuel_policy, $5::car_range, $6, $7, $8, $9, $10::multimedia[]) AS bits`,
            [car.available, car.fuelType, car.gearbox, car.fuelPolicy, car.range, car.mileage, car.aircon, car.doors, car.seats, car.multimedia],
          );
          expect(rows[0].bits).toBe(carFeatures(car));
        },
      ),
      { numRuns: 60 },
    );
  });
});
