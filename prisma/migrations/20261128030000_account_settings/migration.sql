-- The driver's settings (issue 13 point 5, docs/decisions/025-account-deletion.md).
--
-- 1. Changing the e-mail address: a one-day, single-use link goes to the NEW address. The link's
--    token is a row of `tokens` (hashed, like activation and reset links) of a new purpose,
--    `emailChange`, and the row carries the address it proves: `email`. Only that purpose has one.
--    (`purpose::text` in the CHECK: a value added to an enum cannot be used as a literal in the
--    transaction that adds it, and each migration runs in one.)
ALTER TYPE token_purpose ADD VALUE 'emailChange';

ALTER TABLE tokens
  ADD COLUMN email varchar(254),
  ADD CONSTRAINT tokens_email_for_email_change CHECK ((purpose::text = 'emailChange') = (email IS NOT NULL)),
  ADD CONSTRAINT tokens_email_lower CHECK (email = lower(email));

-- 2. Deleting an account: the row stays as an anonymous tombstone (bookings, status history and
--    checkout sessions reference it and are kept for the business), its personal data erased.
--    `deleted_at` says when; a deleted account is also suspended, so every path that refuses a
--    suspended account (sign-in, sessions, guest checkout into an unclaimed account) refuses it.
ALTER TABLE users
  ADD COLUMN deleted_at timestamptz,
  ADD CONSTRAINT users_deleted_are_suspended CHECK (deleted_at IS NULL OR suspended);
