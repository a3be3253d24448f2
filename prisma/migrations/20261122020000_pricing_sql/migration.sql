-- The rental price of a car for a number of days, in SQL, so that search can sort and page by
-- the price a driver will pay without loading every candidate car. It mirrors rentalBlocks() in
-- server/src/services/pricing/pricing.ts (whole 30-day blocks, then 7, then 3, then days; the
-- discounted price when set; a tier without a price falls through); a property test checks
-- that both agree. Small IMMUTABLE SQL functions without FROM, so the planner inlines them.

-- Blocks of `size` days in `days` when the tier has a price, else none.
CREATE FUNCTION pricing_blocks(days integer, size integer, price numeric) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN price IS NULL THEN 0 ELSE days / size END $$;

-- Days left after those blocks.
CREATE FUNCTION pricing_rest(days integer, size integer, price numeric) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN price IS NULL THEN days ELSE days % size END $$;

CREATE FUNCTION rental_price(
  days integer,
  daily numeric, discounted_daily numeric,
  bi_weekly numeric, discounted_bi_weekly numeric,
  weekly numeric, discounted_weekly numeric,
  monthly numeric, discounted_monthly numeric
) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT
        coalesce(coalesce(discounted_monthly, monthly) * pricing_blocks(days, 30, coalesce(discounted_monthly, monthly)), 0)
      + coalesce(coalesce(discounted_weekly, weekly)
                 * pricing_blocks(pricing_rest(days, 30, coalesce(discounted_monthly, monthly)), 7, coalesce(discounted_weekly, weekly)), 0)
      + coalesce(coalesce(discounted_bi_weekly, bi_weekly)
                 * pricing_blocks(pricing_rest(pricing_rest(days, 30, coalesce(discounted_monthly, monthly)), 7, coalesce(discounted_weekly, weekly)),
                                  3, coalesce(discounted_bi_weekly, bi_weekly)), 0)
      + coalesce(discounted_daily, daily)
        * pricing_rest(pricing_rest(pricing_rest(days, 30, coalesce(discounted_monthly, monthly)), 7, coalesce(discounted_weekly, weekly)),
                       3, coalesce(discounted_bi_weekly, bi_weekly))
  $$;
