-- Payment sessions for every checkout (issue 12, docs/decisions/021): the status page
-- /checkout-session/{id} reads one row whatever the payment option.
--
-- provider: 'stripe' (Stripe Checkout), 'test' (the built-in local test payment page, when Stripe
-- is not configured) or 'payLater' (a pay-later checkout's status page id, complete at once).
-- booking_id becomes nullable: the reference REST flow opens a session before the booking exists
-- (POST /api/create-checkout-session) and ties it to the booking at POST /api/checkout.
-- customer_id: the Stripe customer made with such a session (null otherwise).

ALTER TABLE checkout_sessions
  ALTER COLUMN booking_id DROP NOT NULL,
  ADD COLUMN customer_id text,
  ADD CONSTRAINT checkout_sessions_provider_check CHECK (provider IN ('stripe', 'test', 'payLater'));
