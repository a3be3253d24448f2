-- Issue 13 point 7 (docs/decisions/027-bookings-list-speed.md).
--
-- The driver's bookings list index carries the two filters every reference client sends with
-- POST /api/bookings/{page}/{size}/{language} (`statuses` and `suppliers`): with them in the
-- index, that page's keys and its total are read from the index alone (index-only scans that
-- check the filters on the index entries) instead of visiting each of the driver's bookings in
-- the table. Same key, order and predicate as before (migration 20261128040000), so the GraphQL
-- pages keep their plans (server/test/bookings/list-plans.test.ts).
DROP INDEX bookings_driver_list_idx;
CREATE INDEX bookings_driver_list_idx ON bookings (driver_id, created_at DESC, id DESC) INCLUDE (status, supplier_id)
  WHERE status <> 'void' AND NOT hidden_by_driver;
