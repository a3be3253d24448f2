-- A booking insert splits one free period instead of rebuilding the car's (issue 12 point 7,
-- docs/decisions/022-checkout-speed.md).
--
-- bookings_refresh_free_periods rebuilt a car's free periods from all its bookings on every
-- insert: two statements around car_free_periods_wanted that PostgreSQL plans afresh each time
-- (measured with pg_stat_statements over 300 checkouts: 3.8 ms of database time per booking,
-- 3 ms of it planning). A checkout inserts one booking that blocks for good, and under the car's
-- lock the exclusion constraint (blocks at -infinity, which covers blocks at +infinity) has just
-- guaranteed that no other such booking overlaps it: at each of the car's locations exactly one
-- free period contains it. That period is replaced by what is left of it before and after the
-- booking (none, one or two rows), with the car's search values carried over.
--
-- Whenever that is not what the table holds (a location without exactly one containing period)
-- the car is rebuilt from scratch as before: the rebuild stays the definition, the split only a
-- shortcut that must give the same rows (server/test/db/free-periods.test.ts checks both paths
-- against the definition). Updates, deletes, truncates and multi-row inserts still rebuild.

CREATE FUNCTION split_car_free_periods(car uuid, booked_from timestamptz, booked_to timestamptz) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  split integer;
  offered_split integer;
  offered integer;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'bookings and car locations must be written in READ COMMITTED transactions'
      USING HINT = 'car_free_periods is rebuilt under a per-car lock and needs a fresh snapshot';
  END IF;
  PERFORM lock_car_free_periods(ARRAY[car]);

  WITH containing AS (
    DELETE FROM car_free_periods f
     WHERE f.car_id = car AND f.from_at <= booked_from AND f.to_at >= booked_to
    RETURNING f.*
  ), pieces AS (
    INSERT INTO car_free_periods (car_id, location_id, from_at, to_at, supplier_id, features, seats, rating_tenths, deposit_cents,
                                  day_cents, three_days_cents, week_cents, month_cents)
    SELECT c.car_id, c.location_id, p.from_at, p.to_at, c.supplier_id, c.features, c.seats, c.rating_tenths, c.deposit_cents,
           c.day_cents, c.three_days_cents, c.week_cents, c.month_cents
      FROM containing c
     CROSS JOIN LATERAL (VALUES (c.from_at, booked_from), (booked_to, c.to_at)) AS p (from_at, to_at)
     WHERE p.to_at > p.from_at
    RETURNING 1
  )
  SELECT count(*), count(DISTINCT c.location_id) FILTER (WHERE c.location_id IN (SELECT cl.location_id FROM car_locations cl WHERE cl.car_id = car))
    INTO split, offered_split FROM containing c;
  SELECT count(*) INTO offered FROM car_locations cl WHERE cl.car_id = car;

  -- Not exactly one containing period at each location the car is offered at: the rows were not
  -- what the split assumes. Rebuild (it also removes whatever the split wrote that is not wanted).
  IF split <> offered OR offered_split <> offered THEN
    PERFORM refresh_car_free_periods(ARRAY[car]);
  END IF;
END
$$;

CREATE OR REPLACE FUNCTION bookings_refresh_free_periods() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
  firm integer;
  one record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO firm FROM new_rows n WHERE booking_blocks(n.status, n.hold_expires_at, 'infinity');
    IF firm = 0 THEN
      RETURN NULL;
    ELSIF firm = 1 THEN
      -- A checkout: split the free period the booking falls in (see above).
      SELECT n.car_id, n.from_at, n.to_at INTO one FROM new_rows n WHERE booking_blocks(n.status, n.hold_expires_at, 'infinity');
      PERFORM split_car_free_periods(one.car_id, one.from_at, one.to_at);
      RETURN NULL;
    END IF;
    SELECT array_agg(DISTINCT n.car_id) INTO ids FROM new_rows n WHERE booking_blocks(n.status, n.hold_expires_at, 'infinity');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.car_id) INTO ids FROM old_rows o WHERE booking_blocks(o.status, o.hold_expires_at, 'infinity');
  ELSIF TG_OP = 'UPDATE' THEN
    -- Cars whose bookings that block for good changed: whether a row blocks for good, or the
    -- period or car of a row that does before or after.
    SELECT array_agg(DISTINCT car_id) INTO ids FROM (
      SELECT o.car_id FROM old_rows o JOIN new_rows n USING (id)
       WHERE (booking_blocks(o.status, o.hold_expires_at, 'infinity') OR booking_blocks(n.status, n.hold_expires_at, 'infinity'))
         AND (booking_blocks(o.status, o.hold_expires_at, 'infinity') <> booking_blocks(n.status, n.hold_expires_at, 'infinity')
              OR o.from_at <> n.from_at OR o.to_at <> n.to_at OR o.car_id <> n.car_id)
      UNION ALL
      SELECT n.car_id FROM old_rows o JOIN new_rows n USING (id)
       WHERE booking_blocks(n.status, n.hold_expires_at, 'infinity') AND o.car_id <> n.car_id
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
