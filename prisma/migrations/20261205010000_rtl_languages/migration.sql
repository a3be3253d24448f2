-- Sorani Kurdish and Arabic (issue 27 point 2): the interface languages are the list in
-- server/src/shared/languages.ts, now en, fr, es, ckb, ar. A stored language was char(2) with a
-- check naming the first three; Sorani Kurdish's code has three letters (ISO 639-3 ckb; there is
-- no two-letter one), so the column becomes varchar(3). The check holds the code's form (two or
-- three lower-case letters, as location_names.language): which languages exist is the app's list,
-- so a language added later needs no migration (README "Adding a language").
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_language_check;
ALTER TABLE users ALTER COLUMN language TYPE varchar(3) USING trim(language);
ALTER TABLE users ADD CONSTRAINT users_language_check CHECK (language ~ '^[a-z]{2,3}$');

-- The newsletter keeps the subscriber's interface language the same way (its mails use it).
ALTER TABLE newsletter_subscriptions DROP CONSTRAINT IF EXISTS newsletter_subscriptions_language_check;
ALTER TABLE newsletter_subscriptions ALTER COLUMN language TYPE varchar(3) USING trim(language);
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_language_check CHECK (language ~ '^[a-z]{2,3}$');
