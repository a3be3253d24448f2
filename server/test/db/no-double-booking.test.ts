import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { createBooking, createCar, createDriver, createLocation, createSupplier } from '../../../prisma/seed/factories.ts';

/**
 * PostgreSQL itself refuses two overlapping, non-cancelled bookings of one car (exclusion
 * constraint bookings_no_overlap over a half-open range), whichever server instance inserts.
 */
let db: TestDatabase;
let carId: string;
let driverId: string;
let locationId: string;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  db = await createTestDatabase();
  const supplier = await createSupplier(db.prisma);
  const location = await createLocation(db.prisma);
  const car = await createCar(db.prisma, { supplierId: supplier.id, locations: [location.id] });
  const driver = await createDriver(db.prisma);
  carId = car.id;
  driverId = driver.id;
  locationId = location.id;
});
afterAll(() => db?.drop());

type Queryable = { query(sql: string, params?: unknown[]): Promise<unknown> };

/** A hold (void) expires `holdMinutes` from now (default: a running 30-minute hold). */
function insertBooking(client: Queryable, from: string, to: string, status = 'paid', holdMinutes: number | null = 30) {
  return client.query(
    `INSERT INTO bookings (car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days,
                           status, payment_option, price_breakdown, price, hold_expires_at)
     SELECT c.id, c.supplier_id, $2, $3, $3, $4, $5, 1, $6::booking_status, 'payLater', '{}'::jsonb, 10,
            CASE WHEN $6 = 'void' AND $7::int IS NOT NULL THEN now() + $7::int * interval '1 minute' END
       FROM cars c WHERE c.id = $1
     RETURNING id`,
    [carId, driverId, locationId, from, to, status, holdMinutes],
  );
}

describe('no double bookings', () => {
  it('refuses a booking that overlaps a paid one, and stores nothing', async () => {
    await createBooking(db.prisma, { carId, driverId, from: at('2030-01-10T07:00:00Z'), to: at('2030-01-13T07:00:00Z'), status: 'paid' });
    await expect(insertBooking(db, '2030-01-12T07:00:00Z', '2030-01-15T07:00:00Z')).rejects.toMatchObject({
      code: '23P01',
      constraint: 'bookings_no_overlap',
    });
    const { rows } = await db.query('SELECT count(*)::int AS n FROM bookings WHERE car_id = $1', [carId]);
    expect(rows[0].n).toBe(1);
  });

  it('treats periods as half-open: a rental may start when the previous one ends', async () => {
    await expect(insertBooking(db, '2030-01-13T07:00:00Z', '2030-01-14T07:00:00Z', 'pending')).resolves.toBeTruthy();
    await expect(insertBooking(db, '2030-01-09T07:00:00Z', '2030-01-10T07:00:00Z', 'reserved')).resolves.toBeTruthy();
  });

  it('blocks with every status but cancelled', async () => {
    for (const status of ['void', 'pending', 'deposit', 'paid', 'reserved']) {
      await expect(insertBooking(db, '2030-01-11T07:00:00Z', '2030-01-11T09:00:00Z', status)).rejects.toMatchObject({ code: '23P01' });
    }
    await expect(insertBooking(db, '2030-01-11T07:00:00Z', '2030-01-11T09:00:00Z', 'cancelled')).resolves.toBeTruthy();
  });

  it('counts an expired hold until it is cancelled (a constraint cannot follow the clock)', async () => {
    // Search no longer counts this hold; the constraint does until the expiry job or the next
    // checkout of the car (createBooking) cancels it.
    const { rows } = (await insertBooking(db, '2030-04-01T07:00:00Z', '2030-04-03T07:00:00Z', 'void', -5)) as { rows: { id: string }[] };
    await expect(insertBooking(db, '2030-04-02T07:00:00Z', '2030-04-04T07:00:00Z')).rejects.toMatchObject({ code: '23P01' });
    await db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [rows[0].id]);
    await expect(insertBooking(db, '2030-04-02T07:00:00Z', '2030-04-04T07:00:00Z')).resolves.toBeTruthy();
  });

  it('refuses a void booking without a hold expiry (it would hide its car forever)', async () => {
    await expect(insertBooking(db, '2030-05-01T07:00:00Z', '2030-05-02T07:00:00Z', 'void', null)).rejects.toMatchObject({
      code: '23514',
      constraint: 'bookings_void_hold_expiry_check',
    });
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM bookings WHERE car_id = $1 AND from_at = '2030-05-01T07:00:00Z'`, [carId]);
    expect(rows[0].n).toBe(0);
    // The same with a hold expiry is accepted; a firm booking needs none.
    await expect(insertBooking(db, '2030-05-01T07:00:00Z', '2030-05-02T07:00:00Z', 'void', 30)).resolves.toBeTruthy();
    await expect(insertBooking(db, '2030-05-02T07:00:00Z', '2030-05-03T07:00:00Z', 'paid', null)).resolves.toBeTruthy();
  });

  it('lets exactly one of two concurrent checkouts win', async () => {
    const clients = await Promise.all([0, 1].map(async () => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      await c.query('BEGIN');
      return c;
    }));
    try {
      const results = await Promise.allSettled(
        clients.map(async (c) => {
          await insertBooking(c, '2030-02-01T07:00:00Z', '2030-02-05T07:00:00Z');
          await c.query('COMMIT');
        }),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      // Usually the exclusion violation; when both inserts check the index at the same moment
      // PostgreSQL may instead break the tie as a deadlock. Either way exactly one booking exists
      // (checkout maps both to CONFLICT).
      expect(['23P01', '40P01']).toContain((rejected.reason as { code?: string }).code);
    } finally {
      await Promise.all(clients.map((c) => c.query('ROLLBACK').catch(() => {}).then(() => c.end())));
    }
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM bookings WHERE car_id = $1 AND from_at = '2030-02-01T07:00:00Z'`,
      [carId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses a period that ends before it starts', async () => {
    await expect(insertBooking(db, '2030-03-05T07:00:00Z', '2030-03-01T07:00:00Z')).rejects.toMatchObject({
      code: '23514',
      constraint: 'bookings_period_check',
    });
  });
});
