-- Accounts: social identities, partner API keys, rate-limit counters.

-- A user signed in with a social provider: one row per provider account.
CREATE TABLE user_identities (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id          uuid         NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider         varchar(20)  NOT NULL CHECK (provider IN ('google', 'apple', 'facebook')),
  provider_user_id varchar(255) NOT NULL,
  created_at       timestamptz  NOT NULL DEFAULT now(),
  CONSTRAINT user_identities_provider_key UNIQUE (provider, provider_user_id)
);
CREATE INDEX user_identities_user_id_idx ON user_identities (user_id);

-- Partner integrations: `Authorization: Bearer <key>`; only a SHA-256 of the key is kept.
CREATE TABLE api_keys (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name         varchar(100) NOT NULL,
  key_hash     text         NOT NULL CONSTRAINT api_keys_key_hash_key UNIQUE,
  -- First characters of the key, to tell keys apart in listings.
  prefix       varchar(16)  NOT NULL,
  created_at   timestamptz  NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);

-- Counters of rate-limiter-flexible (RateLimiterPostgres, tableCreated), shared by every
-- instance. `expire` is epoch milliseconds.
CREATE TABLE rate_limits (
  key    varchar(255) PRIMARY KEY,
  points integer      NOT NULL DEFAULT 0,
  expire bigint
);
