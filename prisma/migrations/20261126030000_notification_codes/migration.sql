-- Notifications are stored as a message code with its values, not as finished English
-- (product-decisions "Notifications", issue 13 point 4): the reader's language is only known at
-- read time, so the text is rendered then, from `code` (e.g. BOOKING_CONFIRMED) and `values` (a
-- JSON object: booking reference, car name, ISO instants of the period, ...).
--
-- `message` stays, nullable, for a free text that has no code (none is written by the app today;
-- rows written before this migration keep their text under the code MESSAGE).
--
-- Some notifications exist once per booking and person whatever retries or duplicate webhook
-- events do (the booking made: BOOKING_CONFIRMED for the driver, BOOKING_RECEIVED for the supplier
-- and each admin). The partial unique index below makes the second insert a no-op (ON CONFLICT DO
-- NOTHING in services/notifications/notifications.ts). Codes that may repeat for one booking (a status
-- change) are left out of it on purpose; add a code to the list only if it is once per booking.

ALTER TABLE notifications
  ADD COLUMN code varchar(64),
  ADD COLUMN "values" jsonb NOT NULL DEFAULT '{}';

UPDATE notifications SET code = 'MESSAGE' WHERE code IS NULL;

ALTER TABLE notifications
  ALTER COLUMN code SET NOT NULL,
  ALTER COLUMN message DROP NOT NULL,
  ADD CONSTRAINT notifications_code_format CHECK (code ~ '^[A-Z][A-Z0-9_]*$'),
  ADD CONSTRAINT notifications_values_object CHECK (jsonb_typeof("values") = 'object'),
  ADD CONSTRAINT notifications_message_has_text CHECK (code <> 'MESSAGE' OR message IS NOT NULL);

CREATE UNIQUE INDEX notifications_once_per_booking ON notifications (user_id, booking_id, code)
  WHERE booking_id IS NOT NULL AND code IN ('BOOKING_CONFIRMED', 'BOOKING_RECEIVED');
