-- Issue 13 points 2 and 7 (docs/decisions/026-booking-changes.md).
--
-- 1. The history of a driver's changes to a booking (updateBooking, PUT /api/update-booking):
--    dates, locations, extras, the additional driver and the re-quoted price are not statuses, so
--    they are not rows of booking_status_changes (whose rows each move a status, ADR 023). One row
--    per saved change: who, when, and the booking's terms before and after, as JSON written by
--    services/bookings/bookingChanges.ts. Written in the transaction of the change.
CREATE TABLE booking_changes (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid        NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  changed_by uuid        REFERENCES users (id) ON DELETE SET NULL,
  before     jsonb       NOT NULL,
  after      jsonb       NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_changes_booking_id_idx ON booking_changes (booking_id, changed_at);

-- 2. A driver's bookings list (GraphQL bookings, POST /api/bookings/...), newest first with the id
--    as tie-breaker, never holds nor the bookings the driver removed: exactly the rows and the
--    order of the list, so a page (first or after a cursor `(created_at, id) < (...)`) reads its
--    own rows from the index and no sort. The predicate is the driver scope of
--    services/bookings/driverBookings.ts scopeSql, written the same way so the planner matches it
--    (server/test/bookings/list-plans.test.ts checks the plans). The (driver_id, created_at DESC)
--    index stays: the checkout's own-hold lookup and account deletion read every row of a driver.
CREATE INDEX bookings_driver_list_idx ON bookings (driver_id, created_at DESC, id DESC)
  WHERE status <> 'void' AND NOT hidden_by_driver;
