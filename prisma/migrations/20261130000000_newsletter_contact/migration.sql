-- Newsletter double opt-in and the contact form (issue 14 points 3 and 4).
--
-- newsletter_subscriptions (created by init, unused until now): a subscription counts only once
-- confirmed (confirmed_at) through the link of the confirmation mail, whose token is stored as a
-- SHA-256 hash like every other token. The unsubscribe token (hash, since init) is unique: the
-- unsubscribe link finds its row by it, without signing in and without the address in clear.
-- Unsubscribing deletes the row (the privacy policy keeps the address "until you unsubscribe").
ALTER TABLE newsletter_subscriptions
  ADD COLUMN confirmed_at       timestamptz,
  ADD COLUMN confirm_token_hash text,
  ADD COLUMN confirm_sent_at    timestamptz,
  ADD CONSTRAINT newsletter_subscriptions_unsubscribe_token_hash_key UNIQUE (unsubscribe_token_hash),
  ADD CONSTRAINT newsletter_subscriptions_confirm_token_hash_key UNIQUE (confirm_token_hash);

-- The outbox stores what the worker must put in the envelope besides the body: the Reply-To of a
-- contact message (the visitor, so staff answer them and not our own address) and extra headers
-- (List-Unsubscribe on every mail to subscribers). Rendered with the message, in the same
-- transaction (ADR 006): what is sent is what the committing transaction wrote.
ALTER TABLE mail_outbox
  ADD COLUMN reply_to varchar(254),
  ADD COLUMN headers  jsonb NOT NULL DEFAULT '{}',
  ADD CONSTRAINT mail_outbox_headers_object CHECK (jsonb_typeof(headers) = 'object');
