-- One availability rule (docs/decisions/016-availability-rule.md).
--
-- product-decisions "Availability": a booking blocks its car over [from_at, to_at) when its status
-- is pending, deposit, paid or reserved, or void while its payment hold has not expired. That rule
-- is booking_blocks() below, and it is the only place the statuses are listed. Everything else
-- that decides whether a car is taken reads it at a fixed instant:
--
--   at -infinity  "blocks at some instant": the exclusion constraint bookings_no_overlap. A
--                 constraint cannot follow the clock, so it covers expired holds too until they
--                 are cancelled (by the hold expiry job, or by a booking insert of the same car,
--                 services/bookings/holds.ts).
--   at +infinity  "blocks for good": car_free_periods (its wanted rows and its triggers).
--   at now()      search: the free periods, less the holds (booking_is_hold) that block now.
--
-- blocks(t2) implies blocks(t1) for t1 <= t2 (only a hold depends on the instant, and it blocks
-- until it expires), so blocks(now) = blocks(+infinity) OR (booking_is_hold AND blocks(now)):
-- exactly what search computes. server/test/db/availability-rule.test.ts holds the function to a
-- plain reading of the rule and search, free periods and the constraint to it.
--
-- The functions have SQL-standard bodies (RETURN ...): parsed once, here, so they mean the same
-- whatever the search_path of whoever evaluates them (index builds run with pg_catalog only), and
-- PostgreSQL still inlines them into the index predicates, the triggers' queries and search.

CREATE FUNCTION booking_blocks(status booking_status, hold_expires_at timestamptz, at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN status IN ('pending', 'deposit', 'paid', 'reserved')
      OR (status = 'void' AND coalesce(hold_expires_at > at, false));

-- A hold: a booking that blocks for a time but not for good (today: void with an expiry). Search
-- checks these live; the expiry job and the insert-time cleanup cancel those that stopped blocking.
CREATE FUNCTION booking_is_hold(status booking_status, hold_expires_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN booking_blocks(status, hold_expires_at, '-infinity') AND NOT booking_blocks(status, hold_expires_at, 'infinity');

-- ───────────── Every hold has an expiry ─────────────
-- A void booking without one used to hide its car forever. Existing ones get the product's
-- 30 minutes from their creation (long past: the expiry job cancels them).
UPDATE bookings SET hold_expires_at = created_at + interval '30 minutes' WHERE status = 'void' AND hold_expires_at IS NULL;
ALTER TABLE bookings ADD CONSTRAINT bookings_void_hold_expiry_check CHECK (status <> 'void' OR hold_expires_at IS NOT NULL);

-- ───────────── The constraint: blocks at some instant ─────────────
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
  car_id WITH =,
  tstzrange(from_at, to_at, '[)') WITH &&
) WHERE (booking_blocks(status, hold_expires_at, '-infinity'));

-- ───────────── Holds: searched live, expired by the job and at insert ─────────────
-- Same indexes as before, on the same notion of a hold as the queries that use them.
DROP INDEX bookings_live_holds_idx;
CREATE INDEX bookings_live_holds_idx ON bookings USING gist (tstzrange(from_at, to_at, '[)')) INCLUDE (car_id, status, hold_expires_at)
  WHERE booking_is_hold(status, hold_expires_at);
DROP INDEX bookings_holds_idx;
CREATE INDEX bookings_holds_idx ON bookings USING gist (car_id, tstzrange(from_at, to_at, '[)'))
  WHERE booking_is_hold(status, hold_expires_at);
DROP INDEX bookings_hold_expires_at_idx;
CREATE INDEX bookings_hold_expires_at_idx ON bookings (hold_expires_at) WHERE booking_is_hold(status, hold_expires_at);

-- ───────────── Free periods: blocks for good ─────────────
CREATE OR REPLACE FUNCTION car_free_periods_wanted(car_ids uuid[])
  RETURNS TABLE (car_id uuid, location_id uuid, from_at timestamptz, to_at timestamptz)
  LANGUAGE sql STABLE
  AS $$
    SELECT cl.car_id, cl.location_id, lower(free), upper(free)
      FROM car_locations cl
      LEFT JOIN LATERAL (
        SELECT range_agg(tstzrange(b.from_at, b.to_at, '[)')) AS busy
          FROM bookings b
         WHERE b.car_id = cl.car_id AND booking_blocks(b.status, b.hold_expires_at, 'infinity')
      ) taken ON true
      CROSS JOIN LATERAL unnest(
        tstzmultirange(tstzrange('-infinity', 'infinity', '[)')) - coalesce(taken.busy, '{}'::tstzmultirange)
      ) AS free
     WHERE car_ids IS NULL OR cl.car_id = ANY (car_ids)
  $$;

CREATE OR REPLACE FUNCTION bookings_refresh_free_periods() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
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

-- ───────────── Status changes ─────────────
-- Every change of a booking's status, with who made it (null: the system) and why. Written by
-- the bookings services in the statement or transaction that changes the status.
CREATE TABLE booking_status_changes (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id  uuid           NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  -- Null when the booking was created.
  from_status booking_status,
  to_status   booking_status NOT NULL,
  changed_by  uuid           REFERENCES users (id) ON DELETE SET NULL,
  reason      text,
  changed_at  timestamptz    NOT NULL DEFAULT now()
);
CREATE INDEX booking_status_changes_booking_id_idx ON booking_status_changes (booking_id, changed_at);
