-- Initial data model (spec §3 and product-decisions.md).
-- Written by hand: schema.prisma describes the same tables for the client, and
-- server/test/db/drift.test.ts fails when the two disagree.

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- ───────────── Enums ─────────────
CREATE TYPE user_type AS ENUM ('admin', 'supplier', 'driver');
CREATE TYPE fuel_type AS ENUM ('diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown');
CREATE TYPE gearbox AS ENUM ('manual', 'automatic');
CREATE TYPE fuel_policy AS ENUM ('likeForlike', 'freeTank');
CREATE TYPE car_range AS ENUM ('mini', 'midi', 'maxi', 'scooter');
CREATE TYPE multimedia AS ENUM ('touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay');
CREATE TYPE booking_status AS ENUM ('void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled');
CREATE TYPE payment_option AS ENUM ('payLater', 'payOnline');
CREATE TYPE token_purpose AS ENUM ('activation', 'passwordReset');
CREATE TYPE checkout_status AS ENUM ('open', 'complete', 'expired', 'failed');
CREATE TYPE outbox_status AS ENUM ('pending', 'sent', 'failed');

-- ───────────── People ─────────────
CREATE TABLE users (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type                       user_type    NOT NULL DEFAULT 'driver',
  -- Stored lower-cased so the unique constraint is case-insensitive.
  email                      varchar(254) NOT NULL CONSTRAINT users_email_key UNIQUE CHECK (email = lower(email)),
  full_name                  varchar(100) NOT NULL,
  phone                      varchar(20),
  birth_date                 date,
  bio                        varchar(500),
  location                   varchar(100),
  avatar                     text,
  language                   char(2)      NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es')),
  enable_email_notifications boolean      NOT NULL DEFAULT true,
  verified                   boolean      NOT NULL DEFAULT false,
  verified_at                timestamptz,
  suspended                  boolean      NOT NULL DEFAULT false,
  password_hash              text,
  created_at                 timestamptz  NOT NULL DEFAULT now(),
  updated_at                 timestamptz  NOT NULL DEFAULT now()
);

-- A supplier is a user of type supplier plus these details (same id).
CREATE TABLE suppliers (
  id                uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  name              varchar(100) NOT NULL,
  logo              text,
  contact_phone     varchar(20),
  contact_email     varchar(254),
  pay_later_allowed boolean      NOT NULL DEFAULT true,
  created_at        timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX suppliers_name_idx ON suppliers (name);

-- ───────────── Places ─────────────
CREATE TABLE countries (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code       char(2)      NOT NULL CONSTRAINT countries_code_key UNIQUE,
  name_en    varchar(100) NOT NULL,
  name_fr    varchar(100) NOT NULL,
  name_es    varchar(100) NOT NULL,
  created_at timestamptz  NOT NULL DEFAULT now()
);

CREATE TABLE locations (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  country_id uuid          NOT NULL REFERENCES countries (id),
  name_en    varchar(100)  NOT NULL,
  name_fr    varchar(100)  NOT NULL,
  name_es    varchar(100)  NOT NULL,
  latitude   numeric(9, 6) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude  numeric(9, 6) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  image      text,
  created_at timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX locations_country_id_idx ON locations (country_id);

-- ───────────── Cars ─────────────
CREATE TABLE cars (
  id                         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id                uuid          NOT NULL REFERENCES suppliers (id),
  name                       varchar(100)  NOT NULL,
  image                      text,
  fuel_type                  fuel_type     NOT NULL,
  gearbox                    gearbox       NOT NULL,
  fuel_policy                fuel_policy   NOT NULL,
  seats                      smallint      NOT NULL CHECK (seats BETWEEN 1 AND 60),
  doors                      smallint      NOT NULL CHECK (doors BETWEEN 0 AND 10),
  aircon                     boolean       NOT NULL DEFAULT true,
  deposit                    numeric(12, 2) NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  rating                     numeric(2, 1) CHECK (rating BETWEEN 1 AND 5),
  trips                      integer       NOT NULL DEFAULT 0 CHECK (trips >= 0),
  -- Kilometres a day; -1 means unlimited.
  mileage                    integer       NOT NULL CHECK (mileage >= -1),
  range                      car_range     NOT NULL,
  multimedia                 multimedia[]  NOT NULL DEFAULT '{}',
  available                  boolean       NOT NULL DEFAULT true,
  minimum_age                smallint      NOT NULL DEFAULT 21 CHECK (minimum_age BETWEEN 18 AND 99),
  -- Tier prices are the price of the whole block (day, 3 days, 7 days, 30 days).
  daily_price                numeric(12, 2) NOT NULL CHECK (daily_price > 0),
  discounted_daily_price     numeric(12, 2) CHECK (discounted_daily_price > 0),
  bi_weekly_price            numeric(12, 2) CHECK (bi_weekly_price > 0),
  discounted_bi_weekly_price numeric(12, 2) CHECK (discounted_bi_weekly_price > 0),
  weekly_price               numeric(12, 2) CHECK (weekly_price > 0),
  discounted_weekly_price    numeric(12, 2) CHECK (discounted_weekly_price > 0),
  monthly_price              numeric(12, 2) CHECK (monthly_price > 0),
  discounted_monthly_price   numeric(12, 2) CHECK (discounted_monthly_price > 0),
  -- Extras: -1 unavailable, 0 included, positive = price (flat for cancellation and
  -- amendments, per day for the others).
  cancellation               numeric(12, 2) NOT NULL DEFAULT -1 CHECK (cancellation = -1 OR cancellation >= 0),
  amendments                 numeric(12, 2) NOT NULL DEFAULT -1 CHECK (amendments = -1 OR amendments >= 0),
  theft_protection           numeric(12, 2) NOT NULL DEFAULT -1 CHECK (theft_protection = -1 OR theft_protection >= 0),
  collision_damage_waiver    numeric(12, 2) NOT NULL DEFAULT -1 CHECK (collision_damage_waiver = -1 OR collision_damage_waiver >= 0),
  full_insurance             numeric(12, 2) NOT NULL DEFAULT -1 CHECK (full_insurance = -1 OR full_insurance >= 0),
  additional_driver          numeric(12, 2) NOT NULL DEFAULT -1 CHECK (additional_driver = -1 OR additional_driver >= 0),
  created_at                 timestamptz   NOT NULL DEFAULT now(),
  updated_at                 timestamptz   NOT NULL DEFAULT now()
);
-- Search: supplier / range filters and the default price ordering.
CREATE INDEX cars_supplier_id_idx ON cars (supplier_id);
CREATE INDEX cars_range_idx ON cars (range);
CREATE INDEX cars_price_idx ON cars ((coalesce(discounted_daily_price, daily_price)), id) WHERE available;

-- Where a car can be picked up.
CREATE TABLE car_locations (
  car_id      uuid NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  location_id uuid NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  PRIMARY KEY (car_id, location_id)
);
CREATE INDEX car_locations_location_id_idx ON car_locations (location_id, car_id);

-- ───────────── Bookings ─────────────
CREATE TABLE bookings (
  id                          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  car_id                      uuid           NOT NULL REFERENCES cars (id),
  supplier_id                 uuid           NOT NULL REFERENCES suppliers (id),
  driver_id                   uuid           NOT NULL REFERENCES users (id),
  pickup_location_id          uuid           NOT NULL REFERENCES locations (id),
  dropoff_location_id         uuid           NOT NULL REFERENCES locations (id),
  from_at                     timestamptz    NOT NULL,
  to_at                       timestamptz    NOT NULL,
  days                        integer        NOT NULL CHECK (days >= 1),
  status                      booking_status NOT NULL,
  payment_option              payment_option NOT NULL,
  -- Chosen extras (an included extra is always on).
  cancellation                boolean        NOT NULL DEFAULT false,
  amendments                  boolean        NOT NULL DEFAULT false,
  theft_protection            boolean        NOT NULL DEFAULT false,
  collision_damage_waiver     boolean        NOT NULL DEFAULT false,
  full_insurance              boolean        NOT NULL DEFAULT false,
  additional_driver           boolean        NOT NULL DEFAULT false,
  -- The server's quote, in USD: line items (jsonb, exact decimal strings) and total.
  price_breakdown             jsonb          NOT NULL,
  price                       numeric(12, 2) NOT NULL CHECK (price >= 0),
  -- The currency the driver saw and its rate against USD at that moment.
  currency                    char(3)        NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'GBP')),
  exchange_rate               numeric(18, 8) NOT NULL DEFAULT 1 CHECK (exchange_rate > 0),
  cancel_request              boolean        NOT NULL DEFAULT false,
  cancel_requested_at         timestamptz,
  status_reason               text,
  -- Pay-online bookings hold the car (status void) until this instant.
  hold_expires_at             timestamptz,
  stripe_session_id           text CONSTRAINT bookings_stripe_session_id_key UNIQUE,
  stripe_payment_intent_id    text,
  paid_at                     timestamptz,
  -- The driver removed it from their list; kept for the business.
  hidden_by_driver            boolean        NOT NULL DEFAULT false,
  created_at                  timestamptz    NOT NULL DEFAULT now(),
  updated_at                  timestamptz    NOT NULL DEFAULT now(),
  CONSTRAINT bookings_period_check CHECK (to_at > from_at),
  -- No double bookings: two bookings of one car that are not cancelled may not
  -- overlap. Half-open: a rental ending at 10:00 does not block one starting at 10:00.
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
    car_id WITH =,
    tstzrange(from_at, to_at, '[)') WITH &&
  ) WHERE (status <> 'cancelled')
);
CREATE INDEX bookings_driver_id_created_at_idx ON bookings (driver_id, created_at DESC);
CREATE INDEX bookings_supplier_id_idx ON bookings (supplier_id);
CREATE INDEX bookings_car_id_period_idx ON bookings USING gist (car_id, tstzrange(from_at, to_at, '[)')) WHERE (status <> 'cancelled');
CREATE INDEX bookings_hold_expires_at_idx ON bookings (hold_expires_at) WHERE status = 'void';

CREATE TABLE additional_drivers (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid         NOT NULL CONSTRAINT additional_drivers_booking_id_key UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  full_name  varchar(100) NOT NULL,
  email      varchar(254) NOT NULL,
  phone      varchar(20)  NOT NULL,
  birth_date date         NOT NULL,
  created_at timestamptz  NOT NULL DEFAULT now()
);

-- ───────────── Payments ─────────────
CREATE TABLE checkout_sessions (
  id         text PRIMARY KEY,
  booking_id uuid            NOT NULL REFERENCES bookings (id),
  -- 'stripe', or 'local' for the built-in test payment page.
  provider   varchar(20)     NOT NULL,
  status     checkout_status NOT NULL DEFAULT 'open',
  amount     numeric(12, 2)  NOT NULL CHECK (amount >= 0),
  currency   char(3)         NOT NULL,
  url        text,
  expires_at timestamptz     NOT NULL,
  created_at timestamptz     NOT NULL DEFAULT now(),
  updated_at timestamptz     NOT NULL DEFAULT now()
);
CREATE INDEX checkout_sessions_booking_id_idx ON checkout_sessions (booking_id);

-- Each payment provider event is applied once.
CREATE TABLE payment_events (
  id          text PRIMARY KEY,
  type        varchar(100) NOT NULL,
  payload     jsonb        NOT NULL,
  received_at timestamptz  NOT NULL DEFAULT now()
);

-- ───────────── Accounts ─────────────
CREATE TABLE sessions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 of the cookie value; the value itself is never stored.
  token_hash   text        NOT NULL CONSTRAINT sessions_token_hash_key UNIQUE,
  persistent   boolean     NOT NULL DEFAULT false,
  user_agent   varchar(500),
  ip           varchar(64),
  expires_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Activation and password-reset tokens: stored hashed, single use.
CREATE TABLE tokens (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid          NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    token_purpose NOT NULL,
  token_hash text          NOT NULL CONSTRAINT tokens_token_hash_key UNIQUE,
  expires_at timestamptz   NOT NULL,
  used_at    timestamptz,
  created_at timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX tokens_user_id_idx ON tokens (user_id, purpose);

CREATE TABLE licence_documents (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Null while it is a temporary upload of a checkout that has not finished.
  user_id     uuid REFERENCES users (id) ON DELETE CASCADE,
  storage_key text         NOT NULL CONSTRAINT licence_documents_storage_key_key UNIQUE,
  file_name   varchar(255) NOT NULL,
  mime_type   varchar(100) NOT NULL,
  size_bytes  integer      NOT NULL CHECK (size_bytes > 0),
  temporary   boolean      NOT NULL DEFAULT false,
  created_at  timestamptz  NOT NULL DEFAULT now()
);
CREATE INDEX licence_documents_user_id_idx ON licence_documents (user_id);
CREATE INDEX licence_documents_temporary_idx ON licence_documents (created_at) WHERE temporary;

-- ───────────── Messages ─────────────
CREATE TABLE notifications (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  message    text        NOT NULL,
  is_read    boolean     NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_id_created_at_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;

CREATE TABLE newsletter_subscriptions (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email              varchar(254) NOT NULL CONSTRAINT newsletter_subscriptions_email_key UNIQUE CHECK (email = lower(email)),
  language           char(2)      NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es')),
  unsubscribe_token_hash text     NOT NULL,
  unsubscribed_at    timestamptz,
  created_at         timestamptz  NOT NULL DEFAULT now()
);

-- Written in the same transaction as the change that causes the message;
-- a background job delivers it.
CREATE TABLE mail_outbox (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address  varchar(254)  NOT NULL,
  subject     varchar(300)  NOT NULL,
  html        text          NOT NULL,
  text        text          NOT NULL,
  status      outbox_status NOT NULL DEFAULT 'pending',
  attempts    integer       NOT NULL DEFAULT 0,
  last_error  text,
  send_after  timestamptz   NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  created_at  timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (send_after) WHERE status = 'pending';

-- Last good rates, so a provider outage never breaks prices.
CREATE TABLE exchange_rates (
  base       char(3)        NOT NULL,
  target     char(3)        NOT NULL,
  rate       numeric(18, 8) NOT NULL CHECK (rate > 0),
  provider   varchar(50)    NOT NULL,
  fetched_at timestamptz    NOT NULL DEFAULT now(),
  PRIMARY KEY (base, target)
);
