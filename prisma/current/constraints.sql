-- GENERATED FILE: do not edit. The current constraints after every migration in prisma/migrations.
-- Every primary key, unique, foreign key, check and exclusion constraint of a table (NOT NULL is in schema.prisma), as pg_get_constraintdef prints it (sorted by table, then constraint).
-- Regenerate with `npm run sql:snapshot` after adding a migration; server/test/db/sql-snapshot.test.ts fails when this is stale.

-- _prisma_migrations
ALTER TABLE _prisma_migrations ADD CONSTRAINT _prisma_migrations_pkey PRIMARY KEY (id);

-- additional_drivers
ALTER TABLE additional_drivers ADD CONSTRAINT additional_drivers_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE;
ALTER TABLE additional_drivers ADD CONSTRAINT additional_drivers_booking_id_key UNIQUE (booking_id);
ALTER TABLE additional_drivers ADD CONSTRAINT additional_drivers_pkey PRIMARY KEY (id);

-- api_keys
ALTER TABLE api_keys ADD CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash);
ALTER TABLE api_keys ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

-- booking_changes
ALTER TABLE booking_changes ADD CONSTRAINT booking_changes_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE;
ALTER TABLE booking_changes ADD CONSTRAINT booking_changes_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE booking_changes ADD CONSTRAINT booking_changes_pkey PRIMARY KEY (id);

-- booking_status_changes
ALTER TABLE booking_status_changes ADD CONSTRAINT booking_status_changes_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE;
ALTER TABLE booking_status_changes ADD CONSTRAINT booking_status_changes_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE booking_status_changes ADD CONSTRAINT booking_status_changes_pkey PRIMARY KEY (id);

-- bookings
ALTER TABLE bookings ADD CONSTRAINT bookings_car_id_fkey FOREIGN KEY (car_id) REFERENCES cars(id);
ALTER TABLE bookings ADD CONSTRAINT bookings_currency_check CHECK (currency = ANY (ARRAY['USD'::bpchar, 'EUR'::bpchar, 'GBP'::bpchar, 'IQD'::bpchar]));
ALTER TABLE bookings ADD CONSTRAINT bookings_days_check CHECK (days >= 1);
ALTER TABLE bookings ADD CONSTRAINT bookings_driver_id_fkey FOREIGN KEY (driver_id) REFERENCES users(id);
ALTER TABLE bookings ADD CONSTRAINT bookings_dropoff_location_id_fkey FOREIGN KEY (dropoff_location_id) REFERENCES locations(id);
ALTER TABLE bookings ADD CONSTRAINT bookings_exchange_rate_check CHECK (exchange_rate > 0::numeric);
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (car_id WITH =, tstzrange(from_at, to_at, '[)'::text) WITH &&) WHERE (booking_blocks(status, hold_expires_at, '-infinity'::timestamp with time zone));
ALTER TABLE bookings ADD CONSTRAINT bookings_period_check CHECK (to_at > from_at);
ALTER TABLE bookings ADD CONSTRAINT bookings_pickup_location_id_fkey FOREIGN KEY (pickup_location_id) REFERENCES locations(id);
ALTER TABLE bookings ADD CONSTRAINT bookings_pkey PRIMARY KEY (id);
ALTER TABLE bookings ADD CONSTRAINT bookings_price_check CHECK (price >= 0::numeric);
ALTER TABLE bookings ADD CONSTRAINT bookings_reference_format CHECK (reference ~ '^EBL-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$'::text);
ALTER TABLE bookings ADD CONSTRAINT bookings_reference_key UNIQUE (reference);
ALTER TABLE bookings ADD CONSTRAINT bookings_refund_complete CHECK (refund_id IS NULL AND refund_amount IS NULL AND refund_currency IS NULL AND refunded_at IS NULL OR refund_id IS NOT NULL AND refund_amount > 0::numeric AND refund_currency IS NOT NULL AND refunded_at IS NOT NULL);
ALTER TABLE bookings ADD CONSTRAINT bookings_stripe_session_id_key UNIQUE (stripe_session_id);
ALTER TABLE bookings ADD CONSTRAINT bookings_supplier_id_fkey FOREIGN KEY (supplier_id) REFERENCES suppliers(id);
ALTER TABLE bookings ADD CONSTRAINT bookings_void_hold_expiry_check CHECK (status <> 'void'::booking_status OR hold_expires_at IS NOT NULL);

-- car_free_periods
ALTER TABLE car_free_periods ADD CONSTRAINT car_free_periods_car_id_fkey FOREIGN KEY (car_id) REFERENCES cars(id) ON DELETE CASCADE;
ALTER TABLE car_free_periods ADD CONSTRAINT car_free_periods_check CHECK (to_at > from_at);
ALTER TABLE car_free_periods ADD CONSTRAINT car_free_periods_location_id_fkey FOREIGN KEY (location_id) REFERENCES locations(id) ON DELETE CASCADE;
ALTER TABLE car_free_periods ADD CONSTRAINT car_free_periods_pkey PRIMARY KEY (car_id, location_id, from_at);

-- car_locations
ALTER TABLE car_locations ADD CONSTRAINT car_locations_car_id_fkey FOREIGN KEY (car_id) REFERENCES cars(id) ON DELETE CASCADE;
ALTER TABLE car_locations ADD CONSTRAINT car_locations_location_id_fkey FOREIGN KEY (location_id) REFERENCES locations(id) ON DELETE CASCADE;
ALTER TABLE car_locations ADD CONSTRAINT car_locations_pkey PRIMARY KEY (car_id, location_id);

-- cars
ALTER TABLE cars ADD CONSTRAINT cars_additional_driver_check CHECK (additional_driver = '-1'::integer::numeric OR additional_driver >= 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_amendments_check CHECK (amendments = '-1'::integer::numeric OR amendments >= 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_bi_weekly_price_check CHECK (bi_weekly_price > 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_cancellation_check CHECK (cancellation = '-1'::integer::numeric OR cancellation >= 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_collision_damage_waiver_check CHECK (collision_damage_waiver = '-1'::integer::numeric OR collision_damage_waiver >= 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_daily_price_check CHECK (daily_price > 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_deposit_check CHECK (deposit >= 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_discounted_bi_weekly_price_check CHECK (discounted_bi_weekly_price > 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_discounted_daily_price_check CHECK (discounted_daily_price > 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_discounted_monthly_price_check CHECK (discounted_monthly_price > 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_discounted_weekly_price_check CHECK (discounted_weekly_price > 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_doors_check CHECK (doors >= 0 AND doors <= 10);
ALTER TABLE cars ADD CONSTRAINT cars_full_insurance_check CHECK (full_insurance = '-1'::integer::numeric OR full_insurance >= 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_mileage_check CHECK (mileage >= '-1'::integer);
ALTER TABLE cars ADD CONSTRAINT cars_minimum_age_check CHECK (minimum_age >= 18 AND minimum_age <= 99);
ALTER TABLE cars ADD CONSTRAINT cars_monthly_price_check CHECK (monthly_price > 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_pkey PRIMARY KEY (id);
ALTER TABLE cars ADD CONSTRAINT cars_rating_check CHECK (rating >= 1::numeric AND rating <= 5::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_seats_check CHECK (seats >= 1 AND seats <= 60);
ALTER TABLE cars ADD CONSTRAINT cars_supplier_id_fkey FOREIGN KEY (supplier_id) REFERENCES suppliers(id);
ALTER TABLE cars ADD CONSTRAINT cars_theft_protection_check CHECK (theft_protection = '-1'::integer::numeric OR theft_protection >= 0::numeric);
ALTER TABLE cars ADD CONSTRAINT cars_trips_check CHECK (trips >= 0);
ALTER TABLE cars ADD CONSTRAINT cars_weekly_price_check CHECK (weekly_price > 0::numeric);

-- checkout_sessions
ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_amount_check CHECK (amount >= 0::numeric);
ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id);
ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_pkey PRIMARY KEY (id);
ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_provider_check CHECK (provider::text = ANY (ARRAY['stripe'::character varying, 'test'::character varying, 'payLater'::character varying]::text[]));

-- countries
ALTER TABLE countries ADD CONSTRAINT countries_code_key UNIQUE (code);
ALTER TABLE countries ADD CONSTRAINT countries_pkey PRIMARY KEY (id);

-- country_names
ALTER TABLE country_names ADD CONSTRAINT country_names_country_id_fkey FOREIGN KEY (country_id) REFERENCES countries(id) ON DELETE CASCADE;
ALTER TABLE country_names ADD CONSTRAINT country_names_language_check CHECK (language ~ '^[a-z]{2,3}$'::text);
ALTER TABLE country_names ADD CONSTRAINT country_names_name_check CHECK (btrim(name::text) <> ''::text);
ALTER TABLE country_names ADD CONSTRAINT country_names_pkey PRIMARY KEY (country_id, language);

-- exchange_rates
ALTER TABLE exchange_rates ADD CONSTRAINT exchange_rates_pkey PRIMARY KEY (base, target);
ALTER TABLE exchange_rates ADD CONSTRAINT exchange_rates_rate_check CHECK (rate > 0::numeric);

-- licence_documents
ALTER TABLE licence_documents ADD CONSTRAINT licence_documents_pkey PRIMARY KEY (id);
ALTER TABLE licence_documents ADD CONSTRAINT licence_documents_size_bytes_check CHECK (size_bytes > 0);
ALTER TABLE licence_documents ADD CONSTRAINT licence_documents_storage_key_key UNIQUE (storage_key);
ALTER TABLE licence_documents ADD CONSTRAINT licence_documents_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

-- location_names
ALTER TABLE location_names ADD CONSTRAINT location_names_language_check CHECK (language ~ '^[a-z]{2,3}$'::text);
ALTER TABLE location_names ADD CONSTRAINT location_names_location_id_fkey FOREIGN KEY (location_id) REFERENCES locations(id) ON DELETE CASCADE;
ALTER TABLE location_names ADD CONSTRAINT location_names_name_check CHECK (btrim(name::text) <> ''::text);
ALTER TABLE location_names ADD CONSTRAINT location_names_pkey PRIMARY KEY (location_id, language);

-- locations
ALTER TABLE locations ADD CONSTRAINT locations_country_id_fkey FOREIGN KEY (country_id) REFERENCES countries(id);
ALTER TABLE locations ADD CONSTRAINT locations_latitude_check CHECK (latitude >= '-90'::integer::numeric AND latitude <= 90::numeric);
ALTER TABLE locations ADD CONSTRAINT locations_longitude_check CHECK (longitude >= '-180'::integer::numeric AND longitude <= 180::numeric);
ALTER TABLE locations ADD CONSTRAINT locations_pkey PRIMARY KEY (id);

-- mail_outbox
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_attachments_array CHECK (jsonb_typeof(attachments) = 'array'::text);
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_headers_object CHECK (jsonb_typeof(headers) = 'object'::text);
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_pkey PRIMARY KEY (id);

-- newsletter_subscriptions
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_confirm_token_hash_key UNIQUE (confirm_token_hash);
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_email_check CHECK (email::text = lower(email::text));
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_email_key UNIQUE (email);
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_language_check CHECK (language::text ~ '^[a-z]{2,3}$'::text);
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_pkey PRIMARY KEY (id);
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_unsubscribe_token_hash_key UNIQUE (unsubscribe_token_hash);

-- notifications
ALTER TABLE notifications ADD CONSTRAINT notifications_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE SET NULL;
ALTER TABLE notifications ADD CONSTRAINT notifications_code_format CHECK (code::text ~ '^[A-Z][A-Z0-9_]*$'::text);
ALTER TABLE notifications ADD CONSTRAINT notifications_message_has_text CHECK (code::text <> 'MESSAGE'::text OR message IS NOT NULL);
ALTER TABLE notifications ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);
ALTER TABLE notifications ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE notifications ADD CONSTRAINT notifications_values_object CHECK (jsonb_typeof("values") = 'object'::text);

-- payment_events
ALTER TABLE payment_events ADD CONSTRAINT payment_events_pkey PRIMARY KEY (id);

-- rate_limits
ALTER TABLE rate_limits ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key);

-- sessions
ALTER TABLE sessions ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);
ALTER TABLE sessions ADD CONSTRAINT sessions_token_hash_key UNIQUE (token_hash);
ALTER TABLE sessions ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

-- suppliers
ALTER TABLE suppliers ADD CONSTRAINT suppliers_id_fkey FOREIGN KEY (id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE suppliers ADD CONSTRAINT suppliers_pkey PRIMARY KEY (id);

-- tokens
ALTER TABLE tokens ADD CONSTRAINT tokens_email_for_email_change CHECK ((purpose::text = 'emailChange'::text) = (email IS NOT NULL));
ALTER TABLE tokens ADD CONSTRAINT tokens_email_lower CHECK (email::text = lower(email::text));
ALTER TABLE tokens ADD CONSTRAINT tokens_pkey PRIMARY KEY (id);
ALTER TABLE tokens ADD CONSTRAINT tokens_token_hash_key UNIQUE (token_hash);
ALTER TABLE tokens ADD CONSTRAINT tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

-- user_identities
ALTER TABLE user_identities ADD CONSTRAINT user_identities_pkey PRIMARY KEY (id);
ALTER TABLE user_identities ADD CONSTRAINT user_identities_provider_check CHECK (provider::text = ANY (ARRAY['google'::character varying, 'apple'::character varying, 'facebook'::character varying]::text[]));
ALTER TABLE user_identities ADD CONSTRAINT user_identities_provider_key UNIQUE (provider, provider_user_id);
ALTER TABLE user_identities ADD CONSTRAINT user_identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;

-- users
ALTER TABLE users ADD CONSTRAINT users_deleted_are_suspended CHECK (deleted_at IS NULL OR suspended);
ALTER TABLE users ADD CONSTRAINT users_email_check CHECK (email::text = lower(email::text));
ALTER TABLE users ADD CONSTRAINT users_email_key UNIQUE (email);
ALTER TABLE users ADD CONSTRAINT users_language_check CHECK (language::text ~ '^[a-z]{2,3}$'::text);
ALTER TABLE users ADD CONSTRAINT users_pkey PRIMARY KEY (id);
