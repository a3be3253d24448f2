-- Search marks and filters "Pay at pick-up" and "Free cancellation" (issue 24 point 2,
-- docs/decisions/039-search-marks.md). Two more bits on each free period's `features`, so the
-- filters stay inside the index-only scan of search (docs/decisions/010-search-rows.md):
--   24 pay at pick-up: the car's supplier allows pay later (suppliers.pay_later_allowed)
--   25 free cancellation: the car offers cancellation (not -1) and it costs nothing, because it
--      is included (0) or because pay later makes it free (product-decisions "Pay later")
-- Mirrored by termsFeatures() in server/src/services/search/features.ts (a test checks both agree).
-- The deadline (24 hours before pick-up) depends on the searched dates, not on the car: search
-- applies it, not this bit.
CREATE FUNCTION car_search_terms(cancellation numeric, pay_later boolean) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT (CASE WHEN pay_later THEN 1 << 24 ELSE 0 END)
         | (CASE WHEN cancellation = 0 OR (cancellation > 0 AND pay_later) THEN 1 << 25 ELSE 0 END)
  $$;

CREATE OR REPLACE FUNCTION car_search_values(car_ids uuid[])
  RETURNS TABLE (car_id uuid, supplier_id uuid, features integer, seats smallint, rating_tenths smallint, deposit_cents bigint,
                 day_cents bigint, three_days_cents bigint, week_cents bigint, month_cents bigint)
  LANGUAGE sql STABLE
  AS $$
    SELECT c.id,
           c.supplier_id,
           car_search_features(c.available, c.fuel_type, c.gearbox, c.fuel_policy, c.range, c.mileage, c.aircon, c.doors,
                               c.seats, c.multimedia)
             | car_search_terms(c.cancellation, s.pay_later_allowed),
           c.seats,
           coalesce(c.rating * 10, 0)::smallint,
           (c.deposit * 100)::bigint,
           (coalesce(c.discounted_daily_price, c.daily_price) * 100)::bigint,
           coalesce(coalesce(c.discounted_bi_weekly_price, c.bi_weekly_price) * 100, 0)::bigint,
           coalesce(coalesce(c.discounted_weekly_price, c.weekly_price) * 100, 0)::bigint,
           coalesce(coalesce(c.discounted_monthly_price, c.monthly_price) * 100, 0)::bigint
      FROM cars c
      JOIN suppliers s ON s.id = c.supplier_id
     WHERE car_ids IS NULL OR c.id = ANY (car_ids)
  $$;

-- A car's search values changed (now also its cancellation price): rewrite the copies.
CREATE OR REPLACE FUNCTION cars_refresh_search_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(n.id ORDER BY n.id) INTO ids
    FROM new_rows n JOIN old_rows o USING (id)
   WHERE (n.supplier_id, n.available, n.fuel_type, n.gearbox, n.fuel_policy, n.range, n.mileage, n.aircon, n.doors, n.seats,
          n.multimedia, n.deposit, n.rating, n.daily_price, n.discounted_daily_price, n.bi_weekly_price,
          n.discounted_bi_weekly_price, n.weekly_price, n.discounted_weekly_price, n.monthly_price, n.discounted_monthly_price,
          n.cancellation)
         IS DISTINCT FROM
         (o.supplier_id, o.available, o.fuel_type, o.gearbox, o.fuel_policy, o.range, o.mileage, o.aircon, o.doors, o.seats,
          o.multimedia, o.deposit, o.rating, o.daily_price, o.discounted_daily_price, o.bi_weekly_price,
          o.discounted_bi_weekly_price, o.weekly_price, o.discounted_weekly_price, o.monthly_price, o.discounted_monthly_price,
          o.cancellation);
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

-- A supplier's pay-later switch changed: rewrite the copies of its cars, under the cars' lock.
CREATE FUNCTION suppliers_refresh_search_values() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(c.id ORDER BY c.id) INTO ids
    FROM new_rows n JOIN old_rows o USING (id) JOIN cars c ON c.supplier_id = n.id
   WHERE n.pay_later_allowed IS DISTINCT FROM o.pay_later_allowed;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'suppliers must be written in READ COMMITTED transactions'
      USING HINT = 'the search values on car_free_periods are rewritten under a per-car lock and need a fresh snapshot';
  END IF;
  PERFORM lock_car_free_periods(ids);
  PERFORM copy_car_search_values(ids);
  RETURN NULL;
END
$$;

CREATE TRIGGER suppliers_search_values_update AFTER UPDATE ON suppliers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION suppliers_refresh_search_values();

SELECT lock_car_free_periods(NULL);
SELECT copy_car_search_values(NULL);
