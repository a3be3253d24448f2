-- Search reads everything it filters, counts and sorts on from the free-period index alone
-- (docs/decisions/010-search-rows.md). Each free period carries a copy of what search needs of
-- its car: the supplier, the filterable attributes packed as bits, seats, deposit, rating and
-- the four price tiers as whole cents (the discounted price when set). The indexes include these
-- columns, so a search is one index-only scan per kind of period: no visit to the cars table for
-- the candidates, and the price for the period is integer arithmetic. The copies are fixed-width
-- and never null (0 stands for "no such tier" and "not rated": prices are positive and ratings
-- at least 1 by the cars table's checks), which keeps reading them from index tuples cheap.
--
-- The copies are kept by the same triggers and per-car advisory lock as the free periods
-- themselves: a new free period takes the car's values when it is inserted, and an update of a
-- car rewrites the copies on its free periods.

-- The filterable attributes of a car as bits (mirrored by server/src/services/search/features.ts;
-- a test checks both agree):
--   0 available · 1-6 fuel (diesel, gasoline, electric, hybrid, plugInHybrid, unknown)
--   7-8 gearbox (manual, automatic) · 9-10 fuel policy (likeForlike, freeTank)
--   11-14 range (mini, midi, maxi, scooter) · 15-16 mileage (limited, unlimited) · 17 aircon
--   18 more than four doors · 19 more than five seats
--   20-23 multimedia (touchscreen, bluetooth, androidAuto, appleCarPlay)
CREATE FUNCTION car_search_features(
  available boolean, fuel fuel_type, gear gearbox, policy fuel_policy, car_range car_range, mileage integer,
  aircon boolean, doors integer, seats integer, media multimedia[]
) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT (CASE WHEN available THEN 1 ELSE 0 END)
         | (1 << (1 + CASE fuel WHEN 'diesel' THEN 0 WHEN 'gasoline' THEN 1 WHEN 'electric' THEN 2 WHEN 'hybrid' THEN 3
                                WHEN 'plugInHybrid' THEN 4 ELSE 5 END))
         | (1 << (7 + CASE gear WHEN 'manual' THEN 0 ELSE 1 END))
         | (1 << (9 + CASE policy WHEN 'likeForlike' THEN 0 ELSE 1 END))
         | (1 << (11 + CASE car_range WHEN 'mini' THEN 0 WHEN 'midi' THEN 1 WHEN 'maxi' THEN 2 ELSE 3 END))
         | (1 << (15 + CASE WHEN mileage = -1 THEN 1 ELSE 0 END))
         | (CASE WHEN aircon THEN 1 << 17 ELSE 0 END)
         | (CASE WHEN doors > 4 THEN 1 << 18 ELSE 0 END)
         | (CASE WHEN seats > 5 THEN 1 << 19 ELSE 0 END)
         | (CASE WHEN 'touchscreen' = ANY (media) THEN 1 << 20 ELSE 0 END)
         | (CASE WHEN 'bluetooth' = ANY (media) THEN 1 << 21 ELSE 0 END)
         | (CASE WHEN 'androidAuto' = ANY (media) THEN 1 << 22 ELSE 0 END)
         | (CASE WHEN 'appleCarPlay' = ANY (media) THEN 1 << 23 ELSE 0 END)
  $$;

-- What search needs of the given cars (all when car_ids is null), as stored on their free periods.
CREATE FUNCTION car_search_values(car_ids uuid[])
  RETURNS TABLE (car_id uuid, supplier_id uuid, features integer, seats smallint, rating_tenths smallint, deposit_cents bigint,
                 day_cents bigint, three_days_cents bigint, week_cents bigint, month_cents bigint)
  LANGUAGE sql STABLE
  AS $$
    SELECT c.id,
           c.supplier_id,
           car_search_features(c.available, c.fuel_type, c.gearbox, c.fuel_policy, c.range, c.mileage, c.aircon, c.doors,
                               c.seats, c.multimedia),
           c.seats,
           coalesce(c.rating * 10, 0)::smallint,
           (c.deposit * 100)::bigint,
           (coalesce(c.discounted_daily_price, c.daily_price) * 100)::bigint,
           coalesce(coalesce(c.discounted_bi_weekly_price, c.bi_weekly_price) * 100, 0)::bigint,
           coalesce(coalesce(c.discounted_weekly_price, c.weekly_price) * 100, 0)::bigint,
           coalesce(coalesce(c.discounted_monthly_price, c.monthly_price) * 100, 0)::bigint
      FROM cars c
     WHERE car_ids IS NULL OR c.id = ANY (car_ids)
  $$;

-- pricing_blocks / pricing_rest for prices in cents, 0 meaning no such tier.
CREATE FUNCTION pricing_blocks_cents(days integer, size integer, price bigint) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN price = 0 THEN 0 ELSE days / size END $$;
CREATE FUNCTION pricing_rest_cents(days integer, size integer, price bigint) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN price = 0 THEN days ELSE days % size END $$;

-- The rental price in cents for a number of days from the tiers in cents (0: no such tier):
-- rental_price() on integers (30-day blocks, then 7, then 3, then days; a missing tier falls
-- through).
CREATE FUNCTION rental_price_cents(days integer, day_cents bigint, three_days_cents bigint, week_cents bigint, month_cents bigint)
  RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT month_cents * pricing_blocks_cents(days, 30, month_cents)
         + week_cents * pricing_blocks_cents(pricing_rest_cents(days, 30, month_cents), 7, week_cents)
         + three_days_cents
           * pricing_blocks_cents(pricing_rest_cents(pricing_rest_cents(days, 30, month_cents), 7, week_cents), 3, three_days_cents)
         + day_cents
           * pricing_rest_cents(pricing_rest_cents(pricing_rest_cents(days, 30, month_cents), 7, week_cents), 3, three_days_cents)
  $$;

ALTER TABLE car_free_periods
  ADD COLUMN supplier_id uuid,
  ADD COLUMN features integer,
  ADD COLUMN seats smallint,
  ADD COLUMN rating_tenths smallint,
  ADD COLUMN deposit_cents bigint,
  ADD COLUMN day_cents bigint,
  ADD COLUMN three_days_cents bigint,
  ADD COLUMN week_cents bigint,
  ADD COLUMN month_cents bigint;

-- Writes the search values of the given cars (all when car_ids is null) onto their free periods,
-- touching only the rows whose copy differs. Callers hold the cars' lock (lock_car_free_periods).
CREATE FUNCTION copy_car_search_values(car_ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE car_free_periods f
       SET supplier_id = v.supplier_id, features = v.features, seats = v.seats, rating_tenths = v.rating_tenths,
           deposit_cents = v.deposit_cents, day_cents = v.day_cents, three_days_cents = v.three_days_cents,
           week_cents = v.week_cents, month_cents = v.month_cents
      FROM car_search_values(car_ids) v
     WHERE v.car_id = f.car_id
       AND (f.supplier_id, f.features, f.seats, f.rating_tenths, f.deposit_cents, f.day_cents, f.three_days_cents, f.week_cents,
            f.month_cents)
           IS DISTINCT FROM
           (v.supplier_id, v.features, v.seats, v.rating_tenths, v.deposit_cents, v.day_cents, v.three_days_cents, v.week_cents,
            v.month_cents)
  $$;

SELECT copy_car_search_values(NULL);

ALTER TABLE car_free_periods
  ALTER COLUMN supplier_id SET NOT NULL,
  ALTER COLUMN features SET NOT NULL,
  ALTER COLUMN seats SET NOT NULL,
  ALTER COLUMN rating_tenths SET NOT NULL,
  ALTER COLUMN deposit_cents SET NOT NULL,
  ALTER COLUMN day_cents SET NOT NULL,
  ALTER COLUMN three_days_cents SET NOT NULL,
  ALTER COLUMN week_cents SET NOT NULL,
  ALTER COLUMN month_cents SET NOT NULL;

-- The search indexes, now covering: index-only scans (from_at and to_at are included so the
-- range expression needs no visit to the table).
DROP INDEX car_free_periods_bounded_idx;
DROP INDEX car_free_periods_open_end_idx;
DROP INDEX car_free_periods_open_start_idx;
CREATE INDEX car_free_periods_bounded_idx ON car_free_periods
  USING gist (location_id, tstzrange(from_at, to_at, '[)'))
  INCLUDE (from_at, to_at, car_id, supplier_id, deposit_cents, day_cents, three_days_cents, week_cents, month_cents, features, seats, rating_tenths)
  WHERE from_at > '-infinity' AND to_at < 'infinity';
CREATE INDEX car_free_periods_open_end_idx ON car_free_periods (location_id, from_at)
  INCLUDE (to_at, car_id, supplier_id, deposit_cents, day_cents, three_days_cents, week_cents, month_cents, features, seats, rating_tenths)
  WHERE to_at = 'infinity';
CREATE INDEX car_free_periods_open_start_idx ON car_free_periods (location_id, to_at)
  INCLUDE (from_at, car_id, supplier_id, deposit_cents, day_cents, three_days_cents, week_cents, month_cents, features, seats, rating_tenths)
  WHERE from_at = '-infinity' AND to_at < 'infinity';

-- Live holds overlapping a period, whatever the car (search reads them once per statement).
CREATE INDEX bookings_live_holds_idx ON bookings USING gist (tstzrange(from_at, to_at, '[)')) INCLUDE (car_id, hold_expires_at)
  WHERE status = 'void';

-- Free periods now come with their car's search values.
CREATE OR REPLACE FUNCTION refresh_car_free_periods(car_ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF car_ids IS NOT NULL AND cardinality(car_ids) = 0 THEN
    RETURN;
  END IF;
  -- Each statement below takes a fresh snapshot after the lock: in READ COMMITTED it sees every
  -- booking committed by the transaction that held the lock before us. A REPEATABLE READ or
  -- SERIALIZABLE snapshot would not, so such writers are refused rather than left stale.
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'bookings and car locations must be written in READ COMMITTED transactions'
      USING HINT = 'car_free_periods is rebuilt under a per-car lock and needs a fresh snapshot';
  END IF;
  PERFORM lock_car_free_periods(car_ids);

  DELETE FROM car_free_periods f
   WHERE (car_ids IS NULL OR f.car_id = ANY (car_ids))
     AND NOT EXISTS (SELECT 1 FROM car_free_periods_wanted(car_ids) w
                      WHERE w.car_id = f.car_id AND w.location_id = f.location_id
                        AND w.from_at = f.from_at AND w.to_at = f.to_at);

  INSERT INTO car_free_periods (car_id, location_id, from_at, to_at, supplier_id, features, seats, rating_tenths, deposit_cents,
                                day_cents, three_days_cents, week_cents, month_cents)
  SELECT w.car_id, w.location_id, w.from_at, w.to_at, v.supplier_id, v.features, v.seats, v.rating_tenths, v.deposit_cents,
         v.day_cents, v.three_days_cents, v.week_cents, v.month_cents
    FROM car_free_periods_wanted(car_ids) w
    JOIN car_search_values(car_ids) v ON v.car_id = w.car_id
      ON CONFLICT DO NOTHING;
END
$$;

-- The writers' lock on the free periods of some cars (all when car_ids is null).
CREATE FUNCTION lock_car_free_periods(car_ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF car_ids IS NULL OR cardinality(car_ids) > 200 THEN
    -- Bulk work (seeding, benchmarks): one lock for the table rather than thousands of keys.
    LOCK TABLE car_free_periods IN SHARE ROW EXCLUSIVE MODE;
  ELSE
    -- One writer per car at a time, keys taken in a fixed order so two writers cannot deadlock.
    PERFORM pg_advisory_xact_lock(20261122, k)
       FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest(car_ids) AS id) keys
      ORDER BY k;
  END IF;
END
$$;

-- A car's search values changed: rewrite the copies on its free periods, under the same lock as
-- the rebuilds so a booking written at the same time cannot leave old values behind.
CREATE FUNCTION cars_refresh_search_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(n.id ORDER BY n.id) INTO ids
    FROM new_rows n JOIN old_rows o USING (id)
   WHERE (n.supplier_id, n.available, n.fuel_type, n.gearbox, n.fuel_policy, n.range, n.mileage, n.aircon, n.doors, n.seats,
          n.multimedia, n.deposit, n.rating, n.daily_price, n.discounted_daily_price, n.bi_weekly_price,
          n.discounted_bi_weekly_price, n.weekly_price, n.discounted_weekly_price, n.monthly_price, n.discounted_monthly_price)
         IS DISTINCT FROM
         (o.supplier_id, o.available, o.fuel_type, o.gearbox, o.fuel_policy, o.range, o.mileage, o.aircon, o.doors, o.seats,
          o.multimedia, o.deposit, o.rating, o.daily_price, o.discounted_daily_price, o.bi_weekly_price,
          o.discounted_bi_weekly_price, o.weekly_price, o.discounted_weekly_price, o.monthly_price, o.discounted_monthly_price);
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'cars must be written in READ COMMITTED transactions'
      USING HINT = 'the search values on car_free_periods are rewritten under a per-car lock and need a fresh snapshot';
  END IF;
  PERFORM lock_car_free_periods(ids);
  PERFORM copy_car_search_values(ids);
  RETURN NULL;
END
$$;

CREATE TRIGGER cars_search_values_update AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cars_refresh_search_values();
