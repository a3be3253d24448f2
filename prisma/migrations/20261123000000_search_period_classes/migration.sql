-- Search finds the free periods containing [from, to) at a location with one btree, by length
-- class, instead of a GiST index on (location, range) plus two btrees for the open-ended periods
-- (docs/decisions/012-search-period-classes.md).
--
-- A free period [from_at, to_at) contains [from, to) when from_at <= from and to_at >= to. Put
-- each period in a class by its length: class c (0..9) holds the periods at most 2^c days long,
-- class 10 the longer bounded ones, class 100 those free for good (to_at = infinity) and class
-- 101 those free since ever (from_at = -infinity, to_at finite). Within class c < 10 a period
-- that contains the window starts at most 2^c days before `to` (it ends by from_at + 2^c days and
-- must reach `to`) and at the latest at `from`: one short range of the btree (location, class,
-- start). Class 10 and 100: start at most `from`. Class 101: its key is its end, at least `to`.
-- Classes shorter than the window cannot hold it and are skipped. The exact test follows on the
-- included columns, so a search reads at most twelve short index ranges, whatever order the
-- rows were written in (a GiST index's quality depends on it; car_free_periods is rewritten row
-- by row as bookings change).
--
-- Lengths are measured in seconds and the ranges are taken in hours, never in calendar days,
-- so no time zone or summer-time change can move a bound. Function bodies use pg_catalog alone:
-- they are inlined into the index expressions and the search (index builds run with a
-- search_path of pg_catalog only).

CREATE FUNCTION free_period_class(from_at timestamptz, to_at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN to_at = 'infinity' THEN 100
                WHEN from_at = '-infinity' THEN 101
                ELSE least(10, greatest(0, ceil(ln(greatest(1.0, date_part('epoch', to_at - from_at) / 86400.0)) / ln(2.0))))::integer
           END
  $$;

-- The btree key within a class: the start, or the end for periods free since ever.
CREATE FUNCTION free_period_key(from_at timestamptz, to_at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN from_at = '-infinity' AND to_at < 'infinity' THEN to_at ELSE from_at END $$;

-- The least key in class `cls` of a period that may contain [from_at, to_at).
CREATE FUNCTION free_period_key_low(cls integer, from_at timestamptz, to_at timestamptz) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN cls = 101 THEN to_at
                WHEN cls >= 10 THEN '-infinity'::timestamptz
                ELSE to_at - (1 << cls) * interval '24 hours'
           END
  $$;

-- The greatest key in class `cls` of a period that may contain [from_at, to_at).
CREATE FUNCTION free_period_key_high(cls integer, from_at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN cls = 101 THEN 'infinity'::timestamptz ELSE from_at END $$;

-- Whether class `cls` can hold a period containing [from_at, to_at) at all.
CREATE FUNCTION free_period_class_fits(cls integer, from_at timestamptz, to_at timestamptz) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT cls >= 10 OR (1 << cls) * interval '24 hours' >= to_at - from_at $$;

DROP INDEX car_free_periods_bounded_idx;
DROP INDEX car_free_periods_open_end_idx;
DROP INDEX car_free_periods_open_start_idx;
CREATE INDEX car_free_periods_search_idx ON car_free_periods
  (location_id, free_period_class(from_at, to_at), free_period_key(from_at, to_at))
  INCLUDE (from_at, to_at, car_id, supplier_id, deposit_cents, day_cents, three_days_cents, week_cents, month_cents, features, seats,
           rating_tenths);
