-- Price once (issue 26 point 3): rental_price() on numerics had no caller but its own test since
-- search moved to rental_price_cents() (20261122040000_search_rows). The pricing function
-- (services/pricing/pricing.ts quote) and rental_price_cents(), held together by
-- server/test/db/pricing-sql.test.ts, are the two readings of the rule left.
DROP FUNCTION rental_price(integer, numeric, numeric, numeric, numeric, numeric, numeric, numeric, numeric);
