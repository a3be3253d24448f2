-- Availability for search, read from an index instead of probing every candidate car.
--
-- car_free_periods holds, for each car at each of its locations, the periods in which no firm
-- booking (any status but cancelled and void) holds it: the complement of its bookings, from
-- -infinity to +infinity. A car is free for a search period exactly when one of its free
-- periods contains the whole search period, so "cars free at location L for [from, to)" is an
-- index search (GiST on (location_id, period), plus two btrees for the open-ended periods) whose
-- cost follows the number of free cars, not the number of cars offered at L (docs/decisions/009-search-availability.md).
--
-- Void holds (a checkout in progress) are left out here because they stop blocking when they
-- expire, which no stored row can follow; search checks the few live holds of its result cars
-- with bookings_holds_idx.
--
-- The rows are derived data, rebuilt per car by triggers on bookings and car_locations, under a
-- per-car advisory lock so two transactions booking the same car cannot leave stale rows.

CREATE TABLE car_free_periods (
  car_id      uuid        NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  location_id uuid        NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  from_at     timestamptz NOT NULL,
  to_at       timestamptz NOT NULL,
  PRIMARY KEY (car_id, location_id, from_at),
  CHECK (to_at > from_at)
);

-- The search: free periods at a location containing the searched period, car_id included so the
-- search reads the indexes alone. The two open-ended periods of each car (before its first
-- booking, after its last) get btree indexes of their own: kept in the GiST index, their huge
-- bounds widen the boxes of whatever pages hold them until most of the tree matches every
-- search (measured: 806 index pages read per search instead of 39).
CREATE INDEX car_free_periods_bounded_idx ON car_free_periods
  USING gist (location_id, tstzrange(from_at, to_at, '[)')) INCLUDE (car_id)
  WHERE from_at > '-infinity' AND to_at < 'infinity';
-- Free from from_at on for good: contains [from, to) when from_at <= from.
CREATE INDEX car_free_periods_open_end_idx ON car_free_periods (location_id, from_at) INCLUDE (car_id)
  WHERE to_at = 'infinity';
-- Free until to_at since ever: contains [from, to) when to_at >= to.
CREATE INDEX car_free_periods_open_start_idx ON car_free_periods (location_id, to_at) INCLUDE (car_id)
  WHERE from_at = '-infinity' AND to_at < 'infinity';

-- Live holds of a car overlapping a period (few rows: only checkouts in progress).
CREATE INDEX bookings_holds_idx ON bookings
  USING gist (car_id, tstzrange(from_at, to_at, '[)')) WHERE status = 'void';

-- Dead index entries of long free periods match many searches until vacuum removes them: vacuum
-- this table early and always clean its indexes (PostgreSQL may otherwise skip index cleanup
-- when few pages have dead rows).
ALTER TABLE car_free_periods SET (
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 1000,
  vacuum_index_cleanup = on
);

-- The free periods the given cars (all cars when car_ids is null) should have: for each of their
-- locations, the complement of their firm bookings on the whole time line.
CREATE FUNCTION car_free_periods_wanted(car_ids uuid[])
  RETURNS TABLE (car_id uuid, location_id uuid, from_at timestamptz, to_at timestamptz)
  LANGUAGE sql STABLE
  AS $$
    SELECT cl.car_id, cl.location_id, lower(free), upper(free)
      FROM car_locations cl
      LEFT JOIN LATERAL (
        SELECT range_agg(tstzrange(b.from_at, b.to_at, '[)')) AS busy
          FROM bookings b
         WHERE b.car_id = cl.car_id AND b.status NOT IN ('cancelled', 'void')
      ) taken ON true
      CROSS JOIN LATERAL unnest(
        tstzmultirange(tstzrange('-infinity', 'infinity', '[)')) - coalesce(taken.busy, '{}'::tstzmultirange)
      ) AS free
     WHERE car_ids IS NULL OR cl.car_id = ANY (car_ids)
  $$;

-- Brings the free periods of the given cars (all cars when car_ids is null) in line with their
-- bookings and locations, touching only the rows that change: a new booking replaces the one
-- free period it falls in by the two around it.
CREATE FUNCTION refresh_car_free_periods(car_ids uuid[]) RETURNS void
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
  IF car_ids IS NULL OR cardinality(car_ids) > 200 THEN
    -- Bulk work (seeding, benchmarks): one lock for the table rather than thousands of keys.
    LOCK TABLE car_free_periods IN SHARE ROW EXCLUSIVE MODE;
  ELSE
    -- One writer per car at a time, keys taken in a fixed order so two writers cannot deadlock.
    PERFORM pg_advisory_xact_lock(20261122, k)
       FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest(car_ids) AS id) keys
      ORDER BY k;
  END IF;

  DELETE FROM car_free_periods f
   WHERE (car_ids IS NULL OR f.car_id = ANY (car_ids))
     AND NOT EXISTS (SELECT 1 FROM car_free_periods_wanted(car_ids) w
                      WHERE w.car_id = f.car_id AND w.location_id = f.location_id
                        AND w.from_at = f.from_at AND w.to_at = f.to_at);

  INSERT INTO car_free_periods (car_id, location_id, from_at, to_at)
  SELECT w.car_id, w.location_id, w.from_at, w.to_at FROM car_free_periods_wanted(car_ids) w
      ON CONFLICT DO NOTHING;
END
$$;

-- Statement-level triggers with transition tables: one rebuild per statement, whatever its size.

CREATE FUNCTION bookings_refresh_free_periods() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.car_id) INTO ids FROM new_rows n WHERE n.status NOT IN ('cancelled', 'void');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.car_id) INTO ids FROM old_rows o WHERE o.status NOT IN ('cancelled', 'void');
  ELSIF TG_OP = 'UPDATE' THEN
    -- Cars whose firm bookings changed: a status, a period or the car of a row that is firm
    -- before or after.
    SELECT array_agg(DISTINCT car_id) INTO ids FROM (
      SELECT o.car_id FROM old_rows o JOIN new_rows n USING (id)
       WHERE (o.status NOT IN ('cancelled', 'void') OR n.status NOT IN ('cancelled', 'void'))
         AND ((o.status NOT IN ('cancelled', 'void')) <> (n.status NOT IN ('cancelled', 'void'))
              OR o.from_at <> n.from_at OR o.to_at <> n.to_at OR o.car_id <> n.car_id)
      UNION ALL
      SELECT n.car_id FROM old_rows o JOIN new_rows n USING (id)
       WHERE n.status NOT IN ('cancelled', 'void') AND o.car_id <> n.car_id
    ) changed;
  ELSE -- TRUNCATE
    PERFORM refresh_car_free_periods(NULL);
    RETURN NULL;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_car_free_periods(ids);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER bookings_free_periods_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_free_periods();
CREATE TRIGGER bookings_free_periods_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_free_periods();
CREATE TRIGGER bookings_free_periods_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_free_periods();
CREATE TRIGGER bookings_free_periods_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bookings_refresh_free_periods();

CREATE FUNCTION car_locations_refresh_free_periods() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.car_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.car_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT car_id) INTO ids FROM (SELECT car_id FROM old_rows UNION SELECT car_id FROM new_rows) x;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_car_free_periods(ids);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER car_locations_free_periods_insert AFTER INSERT ON car_locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION car_locations_refresh_free_periods();
CREATE TRIGGER car_locations_free_periods_update AFTER UPDATE ON car_locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION car_locations_refresh_free_periods();
CREATE TRIGGER car_locations_free_periods_delete AFTER DELETE ON car_locations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION car_locations_refresh_free_periods();

-- Rows for what exists already (the seed, when this migration runs after it).
SELECT refresh_car_free_periods(NULL);
