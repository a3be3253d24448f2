// The data of `npm run bench:search`: after the seed (suppliers, locations, ~92 cars), bulk
// cars up to `cars` and `bookings` bookings, all generated in SQL. Bookings are consecutive
// slots per car (gap of at least one day between them), so the exclusion constraint accepts them.
import pg from 'pg';
import { referenceSql } from './bench-references.ts';

export interface BulkOptions {
  cars: number;
  bookings: number;
  /** Parallel INSERT streams for the bookings. */
  streams?: number;
  log: (m: string) => void;
}

const CARS_SQL = `
WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM suppliers),
base AS MATERIALIZED (
  SELECT g, random() r_range, random() r_fuel, random() r_gear, random() r_policy, random() r_dep, random() r_rating,
         random() r_mile, random() r_price, random() r_disc, random() r_tier, random() r_avail, random() r_sup, random() r_name,
         random() r_mm, random() r_extra
    FROM generate_series(1, $1::int) g
),
priced AS (
  SELECT b.*, s.ids,
         CASE WHEN r_range < 0.35 THEN 'mini' WHEN r_range < 0.70 THEN 'midi' WHEN r_range < 0.92 THEN 'maxi' ELSE 'scooter' END::car_range AS rng,
         round((CASE WHEN r_range < 0.35 THEN 25 WHEN r_range < 0.70 THEN 40 WHEN r_range < 0.92 THEN 70 ELSE 15 END) * (0.7 + r_price * 0.8))::numeric AS daily
    FROM base b, s
)
INSERT INTO cars (supplier_id, name, fuel_type, gearbox, fuel_policy, seats, doors, aircon, deposit, rating, trips, mileage, range,
                  multimedia, available, minimum_age, daily_price, discounted_daily_price, bi_weekly_price, discounted_bi_weekly_price,
                  weekly_price, discounted_weekly_price, monthly_price, discounted_monthly_price,
                  cancellation, amendments, theft_protection, collision_damage_waiver, full_insurance, additional_driver)
SELECT ids[1 + floor(r_sup * array_length(ids, 1))::int],
       'Bench ' || (ARRAY['Toyota Corolla','Kia Rio','Hyundai Elantra','Nissan Sunny','Toyota Land Cruiser','Kia Sportage',
                          'Hyundai Tucson','Chevrolet Malibu','Toyota Camry','Mitsubishi Pajero','Honda Civic','Yamaha NMAX'])[1 + floor(r_name * 12)::int] || ' ' || g,
       CASE WHEN r_fuel < 0.45 THEN 'gasoline' WHEN r_fuel < 0.70 THEN 'diesel' WHEN r_fuel < 0.85 THEN 'hybrid'
            WHEN r_fuel < 0.92 THEN 'electric' WHEN r_fuel < 0.97 THEN 'plugInHybrid' ELSE 'unknown' END::fuel_type,
       CASE WHEN r_gear < 0.6 THEN 'automatic' ELSE 'manual' END::gearbox,
       CASE WHEN r_policy < 0.7 THEN 'likeForlike' ELSE 'freeTank' END::fuel_policy,
       CASE rng WHEN 'scooter' THEN 2 WHEN 'maxi' THEN 5 + floor(r_extra * 4)::int ELSE 4 + floor(r_extra * 2)::int END,
       CASE rng WHEN 'scooter' THEN 0 WHEN 'mini' THEN 2 + 2 * floor(r_extra * 2)::int ELSE 4 + floor(r_extra * 2)::int END,
       rng <> 'scooter' AND r_extra < 0.9,
       (ARRAY[0, 100, 200, 250, 300, 400, 500, 600, 750, 1000])[1 + floor(r_dep * 10)::int],
       CASE WHEN r_rating < 0.1 THEN NULL ELSE round((2.5 + r_rating * 2.5)::numeric, 1) END,
       floor(r_rating * 300)::int,
       CASE WHEN r_mile < 0.5 THEN -1 ELSE (ARRAY[100, 150, 200, 300, 500])[1 + floor(r_mile * 10)::int % 5] END,
       rng,
       CASE WHEN r_mm < 0.3 THEN '{}'::multimedia[] WHEN r_mm < 0.6 THEN '{bluetooth}' WHEN r_mm < 0.8 THEN '{touchscreen,bluetooth}'
            ELSE '{touchscreen,bluetooth,androidAuto,appleCarPlay}' END,
       r_avail < 0.97,
       CASE WHEN r_extra < 0.8 THEN 21 ELSE 25 END,
       daily,
       CASE WHEN r_disc < 0.25 THEN round(daily * 0.85) END,
       CASE WHEN r_tier < 0.8 THEN round(daily * 3 * 0.95) END,
       NULL,
       CASE WHEN r_tier < 0.7 THEN round(daily * 7 * 0.9) END,
       CASE WHEN r_tier < 0.7 AND r_disc < 0.15 THEN round(daily * 7 * 0.8) END,
       CASE WHEN r_tier < 0.5 THEN round(daily * 30 * 0.75) END,
       NULL,
       CASE WHEN r_extra < 0.5 THEN 0 ELSE 15 END, CASE WHEN r_extra < 0.5 THEN 0 ELSE 10 END, 8, 10,
       CASE WHEN r_extra < 0.3 THEN -1 ELSE 20 END, 5
  FROM priced`;

// Each bulk car at 1–3 distinct seeded locations (consecutive in a random rotation).
const CAR_LOCATIONS_SQL = `
WITH l AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM locations),
c AS MATERIALIZED (SELECT id, 1 + floor(random() * 3)::int AS k, floor(random() * 1000)::int AS o FROM cars WHERE name LIKE 'Bench %')
INSERT INTO car_locations (car_id, location_id)
SELECT c.id, l.ids[1 + (c.o + j) % l.n] FROM c, l, generate_series(0, 2) j WHERE j < c.k
ON CONFLICT DO NOTHING`;

// Bookings of the bulk cars whose row number is ≡ $3 (mod $4): $1 per car, plus one more for the
// first $2 cars. Slots: a gap (1 day or more, exponential, mean ~3.5) then a 1–7 day rental, pick-up
// and drop-off between 08:00 and 19:00 Erbil time, starting from tomorrow.
const BOOKINGS_SQL = `
WITH d AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE type = 'driver'),
bc AS (
  SELECT c.id, c.supplier_id, c.daily_price, row_number() OVER (ORDER BY c.id) AS rn,
         (SELECT cl.location_id FROM car_locations cl WHERE cl.car_id = c.id ORDER BY cl.location_id LIMIT 1) AS loc
    FROM cars c WHERE c.name LIKE 'Bench %'
),
slots AS MATERIALIZED (
  SELECT bc.id AS car_id, bc.supplier_id, bc.daily_price, bc.loc, n,
         1 + floor(random() * 7)::int AS len,
         1 + floor(-ln(1 - random()) * 2.5)::int AS gap,
         8 + floor(random() * 11)::int AS h1, 8 + floor(random() * 11)::int AS h2,
         random() AS r_status, random() AS r_pay, random() AS r_drv
    FROM bc CROSS JOIN LATERAL generate_series(1, $1::int + CASE WHEN bc.rn <= $2 THEN 1 ELSE 0 END) n
   WHERE bc.rn % $4 = $3
),
placed AS (
  SELECT *, sum(gap + len) OVER (PARTITION BY car_id ORDER BY n) - len AS start_day,
         nextval('bench_booking_reference') AS ref_n FROM slots
),
origin AS (SELECT date_trunc('day', now() AT TIME ZONE 'Asia/Baghdad') AT TIME ZONE 'Asia/Baghdad' AS t)
INSERT INTO bookings (car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days, status,
                      payment_option, price_breakdown, price, paid_at, reference)
SELECT p.car_id, p.supplier_id, d.ids[1 + floor(p.r_drv * array_length(d.ids, 1))::int], p.loc, p.loc,
       o.t + p.start_day * interval '1 day' + p.h1 * interval '1 hour',
       o.t + (p.start_day + p.len) * interval '1 day' + p.h2 * interval '1 hour',
       p.len + CASE WHEN p.h2 > p.h1 THEN 1 ELSE 0 END,
       CASE WHEN p.r_status < 0.45 THEN 'paid' WHEN p.r_status < 0.65 THEN 'pending' WHEN p.r_status < 0.85 THEN 'reserved'
            WHEN p.r_status < 0.92 THEN 'deposit' ELSE 'cancelled' END::booking_status,
       CASE WHEN p.r_pay < 0.6 THEN 'payOnline' ELSE 'payLater' END::payment_option,
       '{}'::jsonb,
       p.daily_price * p.len,
       CASE WHEN p.r_status < 0.45 THEN now() END,
       ${referenceSql('p.ref_n')}
  FROM placed p, d, origin o`;

export async function bulkGenerate(url: string, opts: BulkOptions): Promise<void> {
  const { log } = opts;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM cars')).rows[0].n);
    const toAdd = Math.max(0, opts.cars - existing);
    let t = performance.now();
    await client.query(CARS_SQL, [toAdd]);
    await client.query(CAR_LOCATIONS_SQL);
    log(`  ${toAdd} cars added (${existing} seeded) with their locations in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const bulkCars = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM cars WHERE name LIKE 'Bench %'`)).rows[0].n);
    const perCar = Math.floor(opts.bookings / bulkCars);
    const extra = opts.bookings - perCar * bulkCars;
    const streams = opts.streams ?? 4;
    // Bulk load: the free-period triggers would rebuild each stream's cars under a table lock,
    // one stream after the other; they are switched off for the load and the free periods
    // rebuilt once afterwards, as the triggers would leave them.
    await client.query('ALTER TABLE bookings DISABLE TRIGGER USER');
    // One sequence for every stream: each row's reference is its own (bench-references.ts).
    await client.query('CREATE SEQUENCE IF NOT EXISTS bench_booking_reference');
    t = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: streams }, async (_, i) => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        try {
          const r = await c.query(BOOKINGS_SQL, [perCar, extra, i, streams]);
          done += r.rowCount ?? 0;
          log(`  bookings: stream ${i + 1}/${streams} done, ${done.toLocaleString('en')} rows so far (${((performance.now() - t) / 1000).toFixed(1)} s)`);
        } finally {
          await c.end();
        }
      }),
    );
    log(`  ${done.toLocaleString('en')} bookings over ${bulkCars} cars in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await client.query('ALTER TABLE bookings ENABLE TRIGGER USER');
    t = performance.now();
    await client.query('SELECT refresh_car_free_periods(NULL)');
    const periods = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM car_free_periods')).rows[0].n);
    log(`  ${periods.toLocaleString('en')} free periods (car_free_periods) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    await client.query('VACUUM ANALYZE');
    const passes = await vacuumUntilAllVisible(client, 'car_free_periods');
    log(`  VACUUM ANALYZE in ${((performance.now() - t) / 1000).toFixed(1)} s (${passes} pass${passes === 1 ? '' : 'es'} to mark every free-period page all-visible)`);
  } finally {
    await client.end();
  }
}

/**
 * VACUUMs `table` until its visibility map covers every page, so that search's index-only scans
 * never visit the heap (a heap fetch per free period made a search ~25% dearer in PostgreSQL,
 * measured). Right after a bulk load one VACUUM may not be enough: an autovacuum ANALYZE of
 * the freshly loaded bookings still running holds back the horizon, and rows newer than it
 * cannot be marked visible to all yet. In production the table's own autovacuum settings
 * (migration 20261122030000_car_free_periods) keep it so, as bookings change it. Gives the number
 * of passes.
 */
export async function vacuumUntilAllVisible(client: pg.Client, table: string, maxPasses = 20): Promise<number> {
  for (let pass = 1; ; pass++) {
    // VACUUM keeps both counts of pg_class up to date.
    const { rows } = await client.query<{ pages: number; visible: number }>(
      'SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE oid = $1::regclass',
      [table],
    );
    if (rows[0].visible >= rows[0].pages) return pass - 1;
    if (pass > maxPasses) throw new Error(`${table}: ${rows[0].pages - rows[0].visible} pages still not all-visible after ${maxPasses} VACUUMs`);
    if (pass > 1) await new Promise((r) => setTimeout(r, 1000));
    await client.query(`VACUUM ${table}`);
  }
}
