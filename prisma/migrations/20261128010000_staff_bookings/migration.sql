-- Staff finalise bookings through the API, and drivers get a pick-up reminder (issue 13 point 3,
-- docs/decisions/023-booking-status-transitions.md).
--
-- The refund of a finalised cancellation, recorded on the booking (a booking is paid once, so it
-- is refunded at most once, in full): Stripe's refund id (`re_...`), or `test_refund_...` when
-- the payment was made on the local test page or Stripe is not configured (test mode, no money
-- moved); the amount and currency refunded (what was charged: the payment session's); when.
-- All four are set together or not at all.
--
-- reminder_sent_at: when the pick-up reminder (in-app notification and e-mail) was queued. The
-- reminder job sets it in the same transaction as the notification and the mail, for rows it
-- finds with it still null, so a booking is reminded once whatever instances run the job.

ALTER TABLE bookings
  ADD COLUMN refund_id       text,
  ADD COLUMN refund_amount   numeric(12, 2),
  ADD COLUMN refund_currency char(3),
  ADD COLUMN refunded_at     timestamptz,
  ADD COLUMN reminder_sent_at timestamptz,
  ADD CONSTRAINT bookings_refund_complete CHECK (
    (refund_id IS NULL AND refund_amount IS NULL AND refund_currency IS NULL AND refunded_at IS NULL)
    OR (refund_id IS NOT NULL AND refund_amount > 0 AND refund_currency IS NOT NULL AND refunded_at IS NOT NULL)
  );

-- The reminder job's scan: firm bookings (the availability rule's "blocks for good", ADR 016: the
-- statuses are listed only in booking_blocks) not yet reminded, by pick-up time.
CREATE INDEX bookings_reminder_due_idx ON bookings (from_at)
  WHERE reminder_sent_at IS NULL AND booking_blocks(status, hold_expires_at, 'infinity'::timestamptz);
