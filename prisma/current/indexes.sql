-- GENERATED FILE: do not edit. The current indexes after every migration in prisma/migrations.
-- Every index that is not the index of a constraint (those are in constraints.sql), as pg_get_indexdef prints it (sorted by table, then index).
-- Regenerate with `npm run sql:snapshot` after adding a migration; server/test/db/sql-snapshot.test.ts fails when this is stale.

-- booking_changes
CREATE INDEX booking_changes_booking_id_idx ON public.booking_changes USING btree (booking_id, changed_at);

-- booking_status_changes
CREATE INDEX booking_status_changes_booking_id_idx ON public.booking_status_changes USING btree (booking_id, changed_at);

-- bookings
CREATE INDEX bookings_car_id_period_idx ON public.bookings USING gist (car_id, tstzrange(from_at, to_at, '[)'::text)) WHERE (status <> 'cancelled'::booking_status);
CREATE INDEX bookings_driver_id_created_at_idx ON public.bookings USING btree (driver_id, created_at DESC);
CREATE INDEX bookings_driver_list_idx ON public.bookings USING btree (driver_id, created_at DESC, id DESC) INCLUDE (status, supplier_id) WHERE ((status <> 'void'::booking_status) AND (NOT hidden_by_driver));
CREATE INDEX bookings_hold_expires_at_idx ON public.bookings USING btree (hold_expires_at) WHERE booking_is_hold(status, hold_expires_at);
CREATE INDEX bookings_holds_idx ON public.bookings USING gist (car_id, tstzrange(from_at, to_at, '[)'::text)) WHERE booking_is_hold(status, hold_expires_at);
CREATE INDEX bookings_live_holds_idx ON public.bookings USING gist (tstzrange(from_at, to_at, '[)'::text)) INCLUDE (car_id, status, hold_expires_at) WHERE booking_is_hold(status, hold_expires_at);
CREATE INDEX bookings_reminder_due_idx ON public.bookings USING btree (from_at) WHERE ((reminder_sent_at IS NULL) AND booking_blocks(status, hold_expires_at, 'infinity'::timestamp with time zone));
CREATE INDEX bookings_supplier_id_idx ON public.bookings USING btree (supplier_id);

-- car_free_periods
CREATE INDEX car_free_periods_search_idx ON public.car_free_periods USING btree (location_id, free_period_class(from_at, to_at), free_period_key(from_at, to_at)) INCLUDE (from_at, to_at, car_id, supplier_id, deposit_cents, day_cents, three_days_cents, week_cents, month_cents, features, seats, rating_tenths);

-- car_locations
CREATE INDEX car_locations_location_id_idx ON public.car_locations USING btree (location_id, car_id);

-- cars
CREATE INDEX cars_price_idx ON public.cars USING btree (COALESCE(discounted_daily_price, daily_price), id) WHERE available;
CREATE INDEX cars_range_idx ON public.cars USING btree (range);
CREATE INDEX cars_supplier_id_idx ON public.cars USING btree (supplier_id);

-- checkout_sessions
CREATE INDEX checkout_sessions_booking_id_idx ON public.checkout_sessions USING btree (booking_id);

-- licence_documents
CREATE INDEX licence_documents_temporary_idx ON public.licence_documents USING btree (created_at) WHERE temporary;
CREATE INDEX licence_documents_user_id_idx ON public.licence_documents USING btree (user_id);

-- locations
CREATE INDEX locations_country_id_idx ON public.locations USING btree (country_id);

-- mail_outbox
CREATE INDEX mail_outbox_pending_idx ON public.mail_outbox USING btree (send_after) WHERE (status = 'pending'::outbox_status);

-- notifications
CREATE UNIQUE INDEX notifications_once_per_booking ON public.notifications USING btree (user_id, booking_id, code) WHERE ((booking_id IS NOT NULL) AND ((code)::text = ANY ((ARRAY['BOOKING_CONFIRMED'::character varying, 'BOOKING_RECEIVED'::character varying])::text[])));
CREATE INDEX notifications_unread_idx ON public.notifications USING btree (user_id) WHERE (NOT is_read);
CREATE INDEX notifications_user_created_id_idx ON public.notifications USING btree (user_id, created_at DESC, id DESC);

-- sessions
CREATE INDEX sessions_user_id_idx ON public.sessions USING btree (user_id);

-- suppliers
CREATE INDEX suppliers_name_idx ON public.suppliers USING btree (name);

-- tokens
CREATE INDEX tokens_user_id_idx ON public.tokens USING btree (user_id, purpose);

-- user_identities
CREATE INDEX user_identities_user_id_idx ON public.user_identities USING btree (user_id);
