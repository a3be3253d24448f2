-- Search finds the free periods containing [from, to) at a location with one GiST index of
-- points instead of a GiST index of (location, range) plus two btrees for the open-ended periods
-- (docs/decisions/012-search-point-index.md).
--
-- A free period [from_at, to_at) contains [from, to) when from_at <= from and to_at >= to: a
-- quadrant of the plane of (from_at, to_at). Each free period becomes the point
-- (stripe + epoch(from_at), epoch(to_at)), where the stripe (a multiple of 1e10 s, picked by a
-- hash of the location) keeps each location's points apart on the x axis; a search asks for the
-- points inside its location's stripe, left of `from` and above `to`. Point keys are fixed-size
-- and compared as plain floats (no range decoding), and GiST builds them sorted: a search reads
-- ~18 index pages instead of ~50 and its index work fell from ~0.49 to ~0.2 ms (measured over the
-- benchmark's 2,000 searches, 1,868,000 free periods).
--
-- The index only narrows the rows; search still checks location_id, from_at and to_at exactly
-- (included in the index, so the scan stays index-only). That is why approximations are safe
-- here: two locations hashing to the same stripe share it (their rows are filtered out), and
-- epochs are clamped to +-4.9e9 s (years 1814 to 2125; infinite bounds included) so every point
-- stays inside its stripe. Both maps are monotonic in time, so no period that contains the
-- search window can fall outside its box.
--
-- Only pg_catalog functions in the bodies: they are inlined into the index expression and the
-- search, and index builds run with a search_path of pg_catalog alone.

CREATE FUNCTION free_period_point(location_id uuid, from_at timestamptz, to_at timestamptz) RETURNS point
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT point((uuid_hash(location_id) & 65535)::float8 * 1e10
                   + greatest(-4.9e9, least(4.9e9, date_part('epoch', from_at - '1970-01-01 00:00:00+00'::timestamptz))),
                 greatest(-4.9e9, least(4.9e9, date_part('epoch', to_at - '1970-01-01 00:00:00+00'::timestamptz))))
  $$;

-- The box of the points of free periods at `location_id` that may contain [from_at, to_at).
CREATE FUNCTION free_period_search_box(location_id uuid, from_at timestamptz, to_at timestamptz) RETURNS box
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT box(point((uuid_hash(location_id) & 65535)::float8 * 1e10 - 5e9,
                     greatest(-4.9e9, least(4.9e9, date_part('epoch', to_at - '1970-01-01 00:00:00+00'::timestamptz)))),
               point((uuid_hash(location_id) & 65535)::float8 * 1e10
                       + greatest(-4.9e9, least(4.9e9, date_part('epoch', from_at - '1970-01-01 00:00:00+00'::timestamptz))),
                     5e9))
  $$;

DROP INDEX car_free_periods_bounded_idx;
DROP INDEX car_free_periods_open_end_idx;
DROP INDEX car_free_periods_open_start_idx;
CREATE INDEX car_free_periods_search_idx ON car_free_periods
  USING gist (free_period_point(location_id, from_at, to_at))
  INCLUDE (location_id, from_at, to_at, car_id, supplier_id, deposit_cents, day_cents, three_days_cents, week_cents, month_cents,
           features, seats, rating_tenths);
