-- GENERATED FILE: do not edit. The current functions after every migration in prisma/migrations.
-- Every function and procedure, as pg_get_functiondef prints it (sorted by name, then arguments).
-- Regenerate with `npm run sql:snapshot` after adding a migration; server/test/db/sql-snapshot.test.ts fails when this is stale.

CREATE OR REPLACE FUNCTION public.book_car(booking uuid, booking_reference text, car uuid, supplier uuid, driver uuid, pickup uuid, dropoff uuid, period_from timestamp with time zone, period_to timestamp with time zone, rental_days integer, initial_status booking_status, payment text, hold_until timestamp with time zone, total numeric, breakdown jsonb, display_currency text, rate numeric, chosen_extras jsonb, created_by uuid, at_instant timestamp with time zone, expired_reason text, replaced_reason text, extra_driver jsonb DEFAULT NULL::jsonb, licence_key text DEFAULT NULL::text, session_id text DEFAULT NULL::text, session_provider text DEFAULT NULL::text, session_amount numeric DEFAULT NULL::numeric, preset_session text DEFAULT NULL::text, notification_values jsonb DEFAULT NULL::jsonb, tell_driver boolean DEFAULT false, tell_staff boolean DEFAULT false, confirmed_code text DEFAULT NULL::text, received_code text DEFAULT NULL::text, mails jsonb DEFAULT NULL::jsonb, channel text DEFAULT NULL::text)
 RETURNS text[]
 LANGUAGE plpgsql
AS $function$
DECLARE
  replaced uuid[];
  stripe_ids text[];
  preset_expires timestamptz;
  preset_provider text;
BEGIN
  PERFORM lock_car_free_periods(ARRAY[car]);
  IF EXISTS (SELECT 1 FROM bookings b
              WHERE b.car_id = car AND tstzrange(b.from_at, b.to_at, '[)') && tstzrange(period_from, period_to, '[)')
                AND booking_blocks(b.status, b.hold_expires_at, '-infinity')
                AND booking_blocks(b.status, b.hold_expires_at, at_instant)
                AND NOT (b.status = 'void' AND b.driver_id IS NOT DISTINCT FROM driver)) THEN
    RAISE EXCEPTION 'the car is booked for an overlapping period' USING ERRCODE = 'exclusion_violation';
  END IF;

  -- The driver's own unpaid hold on this car for these dates (back from the payment form, a
  -- reload, a change of mind) gives way to this checkout; its open sessions end with it.
  WITH released AS (
    UPDATE bookings b
       SET status = 'cancelled', status_reason = replaced_reason, updated_at = at_instant
     WHERE b.driver_id = driver AND b.car_id = car AND b.status = 'void' AND b.hold_expires_at > at_instant
       AND b.from_at < period_to AND b.to_at > period_from
    RETURNING b.id
  )
  SELECT array_agg(r.id) INTO replaced FROM released r;
  IF replaced IS NOT NULL THEN
    INSERT INTO booking_status_changes (booking_id, from_status, to_status, changed_by, reason, changed_at)
    SELECT r, 'void', 'cancelled', driver, replaced_reason, at_instant FROM unnest(replaced) AS r;
    WITH ended AS (
      UPDATE checkout_sessions s SET status = 'expired', updated_at = at_instant
       WHERE s.booking_id = ANY (replaced) AND s.status = 'open'
      RETURNING s.id, s.provider
    )
    SELECT array_agg(e.id) FILTER (WHERE e.provider = 'stripe') INTO stripe_ids FROM ended e;
  END IF;

  PERFORM expire_car_holds(car, period_from, period_to, at_instant, expired_reason);

  -- A licence uploaded for this checkout is claimed once: a name already attached (or gone) is no licence.
  IF licence_key IS NOT NULL THEN
    UPDATE licence_documents d SET user_id = driver, temporary = false
     WHERE d.storage_key = licence_key AND d.temporary AND d.user_id IS NULL;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'the licence upload is not there to claim' USING ERRCODE = 'EB001';
    END IF;
  END IF;

  -- A session opened before the booking (the REST reference flow): still open, unbound and
  -- unexpired, and locked so that two checkouts naming it cannot both take it. The hold then
  -- lasts as long as the session.
  IF preset_session IS NOT NULL THEN
    SELECT s.expires_at, s.provider INTO preset_expires, preset_provider
      FROM checkout_sessions s
     WHERE s.id = preset_session AND s.booking_id IS NULL AND s.status = 'open' AND s.expires_at > at_instant
       FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'the payment session cannot be used' USING ERRCODE = 'EB002';
    END IF;
  END IF;

  INSERT INTO bookings (id, car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days,
                        status, payment_option, cancellation, amendments, theft_protection, collision_damage_waiver,
                        full_insurance, additional_driver, price_breakdown, price, currency, exchange_rate,
                        hold_expires_at, stripe_session_id, created_at, updated_at, reference)
  VALUES (booking, car, supplier, driver, pickup, dropoff, period_from, period_to, rental_days,
          initial_status, payment::payment_option,
          coalesce((chosen_extras ->> 'cancellation')::boolean, false),
          coalesce((chosen_extras ->> 'amendments')::boolean, false),
          coalesce((chosen_extras ->> 'theftProtection')::boolean, false),
          coalesce((chosen_extras ->> 'collisionDamageWaiver')::boolean, false),
          coalesce((chosen_extras ->> 'fullInsurance')::boolean, false),
          coalesce((chosen_extras ->> 'additionalDriver')::boolean, false),
          breakdown, total, display_currency, rate,
          coalesce(preset_expires, hold_until), CASE WHEN preset_provider = 'stripe' THEN preset_session END,
          at_instant, at_instant, coalesce(booking_reference, new_booking_reference()));
  INSERT INTO booking_status_changes (booking_id, from_status, to_status, changed_by, changed_at)
  VALUES (booking, NULL, initial_status, created_by, at_instant);
  IF extra_driver IS NOT NULL THEN
    INSERT INTO additional_drivers (booking_id, full_name, email, phone, birth_date)
    VALUES (booking, extra_driver ->> 'fullName', extra_driver ->> 'email', extra_driver ->> 'phone', (extra_driver ->> 'birthDate')::date);
  END IF;

  IF preset_session IS NOT NULL THEN
    UPDATE checkout_sessions s SET booking_id = booking, updated_at = at_instant WHERE s.id = preset_session;
  ELSIF session_id IS NOT NULL THEN
    -- Pay later's record (complete at once) or the test page's session (open until the hold ends).
    INSERT INTO checkout_sessions (id, booking_id, provider, status, amount, currency, expires_at, created_at, updated_at)
    VALUES (session_id, booking, session_provider,
            CASE WHEN session_provider = 'payLater' THEN 'complete' ELSE 'open' END::checkout_status,
            session_amount, display_currency, coalesce(hold_until, at_instant), at_instant, at_instant);
  END IF;

  IF notification_values IS NOT NULL THEN
    INSERT INTO notifications (user_id, booking_id, code, "values")
    SELECT u.id, booking, CASE WHEN u.id = driver THEN confirmed_code ELSE received_code END, notification_values
      FROM users u
     WHERE (tell_driver AND u.id = driver) OR (tell_staff AND (u.id = supplier OR u.type = 'admin'))
    ON CONFLICT DO NOTHING;
  END IF;

  IF mails IS NOT NULL THEN
    INSERT INTO mail_outbox (id, to_address, subject, html, text, attachments)
    SELECT m.id, m.to_address, m.subject, m.html, m.text, m.attachments
      FROM jsonb_to_recordset(mails) AS m (id uuid, to_address text, subject text, html text, text text, attachments jsonb);
    PERFORM pg_notify(channel, '');
  END IF;

  RETURN coalesce(stripe_ids, '{}');
END
$function$;

CREATE OR REPLACE FUNCTION public.booking_blocks(status booking_status, hold_expires_at timestamp with time zone, at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
RETURN ((status = ANY (ARRAY['pending'::booking_status, 'deposit'::booking_status, 'paid'::booking_status, 'reserved'::booking_status])) OR ((status = 'void'::booking_status) AND COALESCE((hold_expires_at > at), false)));

CREATE OR REPLACE FUNCTION public.booking_is_hold(status booking_status, hold_expires_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
RETURN (booking_blocks(status, hold_expires_at, '-infinity'::timestamp with time zone) AND (NOT booking_blocks(status, hold_expires_at, 'infinity'::timestamp with time zone)));

CREATE OR REPLACE FUNCTION public.booking_mail_row(booking uuid)
 RETURNS TABLE(id uuid, driver_id uuid, supplier_id uuid, from_at timestamp with time zone, to_at timestamp with time zone, days integer, payment_option text, cancellation boolean, price_breakdown text, price text, currency text, exchange_rate text, car_name text, deposit text, supplier_name text, contact_email text, contact_phone text, supplier_email text, supplier_language text, supplier_notifications boolean, driver_name text, driver_email text, driver_language text, pickup text, dropoff text, reference text)
 LANGUAGE plpgsql
 STABLE
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT b.id, b.driver_id, b.supplier_id, b.from_at, b.to_at, b.days::integer, b.payment_option::text,
           b.cancellation, b.price_breakdown::text, b.price::text, b.currency::text,
           b.exchange_rate::text,
           c.name::text, c.deposit::text,
           s.name::text, s.contact_email::text, s.contact_phone::text,
           su.email::text, su.language::text, su.enable_email_notifications,
           d.full_name::text, d.email::text, d.language::text,
           mail_place_json(b.pickup_location_id)::text,
           mail_place_json(b.dropoff_location_id)::text,
           b.reference
      FROM bookings b
      JOIN cars c ON c.id = b.car_id
      JOIN suppliers s ON s.id = b.supplier_id
      JOIN users su ON su.id = b.supplier_id
      JOIN users d ON d.id = b.driver_id
     WHERE b.id = booking;
END
$function$;

CREATE OR REPLACE FUNCTION public.bookings_refresh_free_periods()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids uuid[];
  firm integer;
  one record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO firm FROM new_rows n WHERE booking_blocks(n.status, n.hold_expires_at, 'infinity');
    IF firm = 0 THEN
      RETURN NULL;
    ELSIF firm = 1 THEN
      -- A checkout: split the free period the booking falls in (see above).
      SELECT n.car_id, n.from_at, n.to_at INTO one FROM new_rows n WHERE booking_blocks(n.status, n.hold_expires_at, 'infinity');
      PERFORM split_car_free_periods(one.car_id, one.from_at, one.to_at);
      RETURN NULL;
    END IF;
    SELECT array_agg(DISTINCT n.car_id) INTO ids FROM new_rows n WHERE booking_blocks(n.status, n.hold_expires_at, 'infinity');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.car_id) INTO ids FROM old_rows o WHERE booking_blocks(o.status, o.hold_expires_at, 'infinity');
  ELSIF TG_OP = 'UPDATE' THEN
    -- Cars whose bookings that block for good changed: whether a row blocks for good, or the
    -- period or car of a row that does before or after.
    SELECT array_agg(DISTINCT car_id) INTO ids FROM (
      SELECT o.car_id FROM old_rows o JOIN new_rows n USING (id)
       WHERE (booking_blocks(o.status, o.hold_expires_at, 'infinity') OR booking_blocks(n.status, n.hold_expires_at, 'infinity'))
         AND (booking_blocks(o.status, o.hold_expires_at, 'infinity') <> booking_blocks(n.status, n.hold_expires_at, 'infinity')
              OR o.from_at <> n.from_at OR o.to_at <> n.to_at OR o.car_id <> n.car_id)
      UNION ALL
      SELECT n.car_id FROM old_rows o JOIN new_rows n USING (id)
       WHERE booking_blocks(n.status, n.hold_expires_at, 'infinity') AND o.car_id <> n.car_id
    ) changed;
  ELSE -- TRUNCATE
    PERFORM refresh_car_free_periods(NULL);
    RETURN NULL;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_car_free_periods(ids);
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.car_free_periods_wanted(car_ids uuid[])
 RETURNS TABLE(car_id uuid, location_id uuid, from_at timestamp with time zone, to_at timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT cl.car_id, cl.location_id, lower(free), upper(free)
      FROM car_locations cl
      LEFT JOIN LATERAL (
        SELECT range_agg(tstzrange(b.from_at, b.to_at, '[)')) AS busy
          FROM bookings b
         WHERE b.car_id = cl.car_id AND booking_blocks(b.status, b.hold_expires_at, 'infinity')
      ) taken ON true
      CROSS JOIN LATERAL unnest(
        tstzmultirange(tstzrange('-infinity', 'infinity', '[)')) - coalesce(taken.busy, '{}'::tstzmultirange)
      ) AS free
     WHERE car_ids IS NULL OR cl.car_id = ANY (car_ids)
  $function$;

CREATE OR REPLACE FUNCTION public.car_locations_refresh_free_periods()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.car_id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.car_id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(DISTINCT car_id) INTO ids FROM (SELECT car_id FROM old_rows UNION SELECT car_id FROM new_rows) x;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_car_free_periods(ids);
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.car_search_features(available boolean, fuel fuel_type, gear gearbox, policy fuel_policy, car_range car_range, mileage integer, aircon boolean, doors integer, seats integer, media multimedia[])
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT (CASE WHEN available THEN 1 ELSE 0 END)
         | (1 << (1 + CASE fuel WHEN 'diesel' THEN 0 WHEN 'gasoline' THEN 1 WHEN 'electric' THEN 2 WHEN 'hybrid' THEN 3
                                WHEN 'plugInHybrid' THEN 4 ELSE 5 END))
         | (1 << (7 + CASE gear WHEN 'manual' THEN 0 ELSE 1 END))
         | (1 << (9 + CASE policy WHEN 'likeForlike' THEN 0 ELSE 1 END))
         | (1 << (11 + CASE car_range WHEN 'mini' THEN 0 WHEN 'midi' THEN 1 WHEN 'maxi' THEN 2 ELSE 3 END))
         | (1 << (15 + CASE WHEN mileage = -1 THEN 1 ELSE 0 END))
         | (CASE WHEN aircon THEN 1 << 17 ELSE 0 END)
         | (CASE WHEN doors > 4 THEN 1 << 18 ELSE 0 END)
         | (CASE WHEN seats > 5 THEN 1 << 19 ELSE 0 END)
         | (CASE WHEN 'touchscreen' = ANY (media) THEN 1 << 20 ELSE 0 END)
         | (CASE WHEN 'bluetooth' = ANY (media) THEN 1 << 21 ELSE 0 END)
         | (CASE WHEN 'androidAuto' = ANY (media) THEN 1 << 22 ELSE 0 END)
         | (CASE WHEN 'appleCarPlay' = ANY (media) THEN 1 << 23 ELSE 0 END)
  $function$;

CREATE OR REPLACE FUNCTION public.car_search_terms(cancellation numeric, pay_later boolean)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT (CASE WHEN pay_later THEN 1 << 24 ELSE 0 END)
         | (CASE WHEN cancellation = 0 OR (cancellation > 0 AND pay_later) THEN 1 << 25 ELSE 0 END)
  $function$;

CREATE OR REPLACE FUNCTION public.car_search_values(car_ids uuid[])
 RETURNS TABLE(car_id uuid, supplier_id uuid, features integer, seats smallint, rating_tenths smallint, deposit_cents bigint, day_cents bigint, three_days_cents bigint, week_cents bigint, month_cents bigint)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT c.id,
           c.supplier_id,
           car_search_features(c.available, c.fuel_type, c.gearbox, c.fuel_policy, c.range, c.mileage, c.aircon, c.doors,
                               c.seats, c.multimedia)
             | car_search_terms(c.cancellation, s.pay_later_allowed),
           c.seats,
           coalesce(c.rating * 10, 0)::smallint,
           (c.deposit * 100)::bigint,
           (coalesce(c.discounted_daily_price, c.daily_price) * 100)::bigint,
           coalesce(coalesce(c.discounted_bi_weekly_price, c.bi_weekly_price) * 100, 0)::bigint,
           coalesce(coalesce(c.discounted_weekly_price, c.weekly_price) * 100, 0)::bigint,
           coalesce(coalesce(c.discounted_monthly_price, c.monthly_price) * 100, 0)::bigint
      FROM cars c
      JOIN suppliers s ON s.id = c.supplier_id
     WHERE car_ids IS NULL OR c.id = ANY (car_ids)
  $function$;

CREATE OR REPLACE FUNCTION public.cars_refresh_search_values()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(n.id ORDER BY n.id) INTO ids
    FROM new_rows n JOIN old_rows o USING (id)
   WHERE (n.supplier_id, n.available, n.fuel_type, n.gearbox, n.fuel_policy, n.range, n.mileage, n.aircon, n.doors, n.seats,
          n.multimedia, n.deposit, n.rating, n.daily_price, n.discounted_daily_price, n.bi_weekly_price,
          n.discounted_bi_weekly_price, n.weekly_price, n.discounted_weekly_price, n.monthly_price, n.discounted_monthly_price,
          n.cancellation)
         IS DISTINCT FROM
         (o.supplier_id, o.available, o.fuel_type, o.gearbox, o.fuel_policy, o.range, o.mileage, o.aircon, o.doors, o.seats,
          o.multimedia, o.deposit, o.rating, o.daily_price, o.discounted_daily_price, o.bi_weekly_price,
          o.discounted_bi_weekly_price, o.weekly_price, o.discounted_weekly_price, o.monthly_price, o.discounted_monthly_price,
          o.cancellation);
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'cars must be written in READ COMMITTED transactions'
      USING HINT = 'the search values on car_free_periods are rewritten under a per-car lock and need a fresh snapshot';
  END IF;
  PERFORM lock_car_free_periods(ids);
  PERFORM copy_car_search_values(ids);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.checkout_facts(car uuid, pickup uuid, dropoff uuid, driver uuid, period_from timestamp with time zone, period_to timestamp with time zone, at_instant timestamp with time zone)
 RETURNS TABLE(car_name text, minimum_age integer, supplier_id uuid, pay_later_allowed boolean, at_pickup boolean, dropoff_exists boolean, user_id uuid, email text, birth_date text, language text, licences_on_file integer, taken boolean, deposit text, supplier_name text, contact_email text, contact_phone text, supplier_email text, supplier_language text, supplier_notifications boolean, driver_name text, pickup_place text, dropoff_place text)
 LANGUAGE plpgsql
 STABLE
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT c.name::text, c.minimum_age::integer, c.supplier_id, s.pay_later_allowed,
           EXISTS (SELECT 1 FROM car_locations cl WHERE cl.car_id = c.id AND cl.location_id = pickup),
           EXISTS (SELECT 1 FROM locations l WHERE l.id = dropoff),
           u.id, u.email::text, to_char(u.birth_date, 'YYYY-MM-DD'), u.language::text,
           (SELECT count(*)::integer FROM licence_documents d WHERE d.user_id = u.id AND NOT d.temporary),
           -- Blocking now implies blocking at -infinity: the second condition lets PostgreSQL
           -- use the exclusion constraint's index.
           EXISTS (SELECT 1 FROM bookings b
                    WHERE b.car_id = c.id AND tstzrange(b.from_at, b.to_at, '[)') && tstzrange(period_from, period_to, '[)')
                      AND booking_blocks(b.status, b.hold_expires_at, '-infinity')
                      AND booking_blocks(b.status, b.hold_expires_at, at_instant)
                      -- The driver's own payment hold gives way to their new checkout (ADR 021).
                      AND NOT (b.status = 'void' AND b.driver_id IS NOT DISTINCT FROM driver)),
           c.deposit::text,
           s.name::text, s.contact_email::text, s.contact_phone::text,
           su.email::text, su.language::text, su.enable_email_notifications,
           u.full_name::text,
           -- The same places as booking_mail_row's.
           mail_place_json(pickup)::text,
           mail_place_json(dropoff)::text
      FROM cars c
      JOIN suppliers s ON s.id = c.supplier_id
      LEFT JOIN users su ON su.id = c.supplier_id
      LEFT JOIN users u ON u.id = driver
     WHERE c.id = car;
END
$function$;

CREATE OR REPLACE FUNCTION public.copy_car_search_values(car_ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
    UPDATE car_free_periods f
       SET supplier_id = v.supplier_id, features = v.features, seats = v.seats, rating_tenths = v.rating_tenths,
           deposit_cents = v.deposit_cents, day_cents = v.day_cents, three_days_cents = v.three_days_cents,
           week_cents = v.week_cents, month_cents = v.month_cents
      FROM car_search_values(car_ids) v
     WHERE v.car_id = f.car_id
       AND (f.supplier_id, f.features, f.seats, f.rating_tenths, f.deposit_cents, f.day_cents, f.three_days_cents, f.week_cents,
            f.month_cents)
           IS DISTINCT FROM
           (v.supplier_id, v.features, v.seats, v.rating_tenths, v.deposit_cents, v.day_cents, v.three_days_cents, v.week_cents,
            v.month_cents)
  $function$;

CREATE OR REPLACE FUNCTION public.country_names_json(country uuid)
 RETURNS json
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$ SELECT coalesce(json_object_agg(n.language, n.name), '{}'::json) FROM country_names n WHERE n.country_id = country $function$;

CREATE OR REPLACE FUNCTION public.expire_car_holds(hold_car uuid, period_from timestamp with time zone, period_to timestamp with time zone, at_instant timestamp with time zone, why text)
 RETURNS SETOF uuid
 LANGUAGE plpgsql
AS $function$
BEGIN
  RETURN QUERY
    WITH expired AS (
      UPDATE bookings b
         SET status = 'cancelled', status_reason = why, updated_at = at_instant
       WHERE b.car_id = hold_car
         AND booking_is_hold(b.status, b.hold_expires_at) AND NOT booking_blocks(b.status, b.hold_expires_at, at_instant)
         AND tstzrange(b.from_at, b.to_at, '[)') && tstzrange(period_from, period_to, '[)')
      RETURNING b.id, old.status AS from_status, new.status AS to_status
    ), recorded AS (
      INSERT INTO booking_status_changes (booking_id, from_status, to_status, changed_by, reason, changed_at)
      SELECT e.id, e.from_status, e.to_status, NULL, why, at_instant FROM expired e
      RETURNING booking_id
    )
    SELECT r.booking_id FROM recorded r;
END
$function$;

CREATE OR REPLACE FUNCTION public.free_period_class(from_at timestamp with time zone, to_at timestamp with time zone)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT CASE WHEN to_at = 'infinity' THEN 100
                WHEN from_at = '-infinity' THEN 101
                ELSE least(10, greatest(0, ceil(ln(greatest(1.0, date_part('epoch', to_at - from_at) / 86400.0)) / ln(2.0))))::integer
           END
  $function$;

CREATE OR REPLACE FUNCTION public.free_period_class_fits(cls integer, from_at timestamp with time zone, to_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$ SELECT cls >= 10 OR (1 << cls) * interval '24 hours' >= to_at - from_at $function$;

CREATE OR REPLACE FUNCTION public.free_period_key(from_at timestamp with time zone, to_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN from_at = '-infinity' AND to_at < 'infinity' THEN to_at ELSE from_at END $function$;

CREATE OR REPLACE FUNCTION public.free_period_key_high(cls integer, from_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN cls = 101 THEN 'infinity'::timestamptz ELSE from_at END $function$;

CREATE OR REPLACE FUNCTION public.free_period_key_low(cls integer, from_at timestamp with time zone, to_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
    SELECT CASE WHEN cls = 101 THEN to_at
                WHEN cls >= 10 THEN '-infinity'::timestamptz
                ELSE to_at - (1 << cls) * interval '24 hours'
           END
  $function$;

CREATE OR REPLACE FUNCTION public.location_names_json(location uuid)
 RETURNS json
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$ SELECT coalesce(json_object_agg(n.language, n.name), '{}'::json) FROM location_names n WHERE n.location_id = location $function$;

CREATE OR REPLACE FUNCTION public.lock_car_free_periods(car_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF car_ids IS NULL OR cardinality(car_ids) > 200 THEN
    -- Bulk work (seeding, benchmarks): one lock for the table rather than thousands of keys.
    LOCK TABLE car_free_periods IN SHARE ROW EXCLUSIVE MODE;
  ELSE
    -- One writer per car at a time, keys taken in a fixed order so two writers cannot deadlock.
    PERFORM pg_advisory_xact_lock(20261122, k)
       FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest(car_ids) AS id) keys
      ORDER BY k;
  END IF;
END
$function$;

CREATE OR REPLACE FUNCTION public.mail_place_json(location uuid)
 RETURNS json
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT json_build_object('names', location_names_json(l.id),
                           'latitude', l.latitude::text, 'longitude', l.longitude::text,
                           'country_names', country_names_json(l.country_id))
    FROM locations l WHERE l.id = location
$function$;

CREATE OR REPLACE FUNCTION public.new_booking_reference()
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  candidate text;
  bytes bytea;
  b integer;
  i integer;
BEGIN
  LOOP
    candidate := '';
    -- gen_random_uuid() draws from PostgreSQL's strong random source (pg_strong_random); bytes 6
    -- and 8 carry the version and variant, the other 14 are random. A byte of 240 or more is
    -- skipped so each character is equally likely (240 = 8 x 30).
    WHILE length(candidate) < 6 LOOP
      bytes := uuid_send(gen_random_uuid());
      FOR i IN 0..15 LOOP
        CONTINUE WHEN i = 6 OR i = 8;
        b := get_byte(bytes, i);
        CONTINUE WHEN b >= 240;
        candidate := candidate || substr(alphabet, b % 30 + 1, 1);
        EXIT WHEN length(candidate) = 6;
      END LOOP;
    END LOOP;
    candidate := 'EBL-' || candidate;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM bookings WHERE reference = candidate);
  END LOOP;
  RETURN candidate;
END
$function$;

CREATE OR REPLACE FUNCTION public.pricing_blocks(days integer, size integer, price numeric)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN price IS NULL THEN 0 ELSE days / size END $function$;

CREATE OR REPLACE FUNCTION public.pricing_blocks_cents(days integer, size integer, price bigint)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN price = 0 THEN 0 ELSE days / size END $function$;

CREATE OR REPLACE FUNCTION public.pricing_rest(days integer, size integer, price numeric)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN price IS NULL THEN days ELSE days % size END $function$;

CREATE OR REPLACE FUNCTION public.pricing_rest_cents(days integer, size integer, price bigint)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT CASE WHEN price = 0 THEN days ELSE days % size END $function$;

CREATE OR REPLACE FUNCTION public.refresh_car_free_periods(car_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF car_ids IS NOT NULL AND cardinality(car_ids) = 0 THEN
    RETURN;
  END IF;
  -- Each statement below takes a fresh snapshot after the lock: in READ COMMITTED it sees every
  -- booking committed by the transaction that held the lock before us. A REPEATABLE READ or
  -- SERIALIZABLE snapshot would not, so such writers are refused rather than left stale.
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'bookings and car locations must be written in READ COMMITTED transactions'
      USING HINT = 'car_free_periods is rebuilt under a per-car lock and needs a fresh snapshot';
  END IF;
  PERFORM lock_car_free_periods(car_ids);

  DELETE FROM car_free_periods f
   WHERE (car_ids IS NULL OR f.car_id = ANY (car_ids))
     AND NOT EXISTS (SELECT 1 FROM car_free_periods_wanted(car_ids) w
                      WHERE w.car_id = f.car_id AND w.location_id = f.location_id
                        AND w.from_at = f.from_at AND w.to_at = f.to_at);

  INSERT INTO car_free_periods (car_id, location_id, from_at, to_at, supplier_id, features, seats, rating_tenths, deposit_cents,
                                day_cents, three_days_cents, week_cents, month_cents)
  SELECT w.car_id, w.location_id, w.from_at, w.to_at, v.supplier_id, v.features, v.seats, v.rating_tenths, v.deposit_cents,
         v.day_cents, v.three_days_cents, v.week_cents, v.month_cents
    FROM car_free_periods_wanted(car_ids) w
    JOIN car_search_values(car_ids) v ON v.car_id = w.car_id
      ON CONFLICT DO NOTHING;
END
$function$;

CREATE OR REPLACE FUNCTION public.rental_price_cents(days integer, day_cents bigint, three_days_cents bigint, week_cents bigint, month_cents bigint)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT month_cents * pricing_blocks_cents(days, 30, month_cents)
         + week_cents * pricing_blocks_cents(pricing_rest_cents(days, 30, month_cents), 7, week_cents)
         + three_days_cents
           * pricing_blocks_cents(pricing_rest_cents(pricing_rest_cents(days, 30, month_cents), 7, week_cents), 3, three_days_cents)
         + day_cents
           * pricing_rest_cents(pricing_rest_cents(pricing_rest_cents(days, 30, month_cents), 7, week_cents), 3, three_days_cents)
  $function$;

CREATE OR REPLACE FUNCTION public.split_car_free_periods(car uuid, booked_from timestamp with time zone, booked_to timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  split integer;
  offered_split integer;
  offered integer;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'bookings and car locations must be written in READ COMMITTED transactions'
      USING HINT = 'car_free_periods is rebuilt under a per-car lock and needs a fresh snapshot';
  END IF;
  PERFORM lock_car_free_periods(ARRAY[car]);

  WITH containing AS (
    DELETE FROM car_free_periods f
     WHERE f.car_id = car AND f.from_at <= booked_from AND f.to_at >= booked_to
    RETURNING f.*
  ), pieces AS (
    INSERT INTO car_free_periods (car_id, location_id, from_at, to_at, supplier_id, features, seats, rating_tenths, deposit_cents,
                                  day_cents, three_days_cents, week_cents, month_cents)
    SELECT c.car_id, c.location_id, p.from_at, p.to_at, c.supplier_id, c.features, c.seats, c.rating_tenths, c.deposit_cents,
           c.day_cents, c.three_days_cents, c.week_cents, c.month_cents
      FROM containing c
     CROSS JOIN LATERAL (VALUES (c.from_at, booked_from), (booked_to, c.to_at)) AS p (from_at, to_at)
     WHERE p.to_at > p.from_at
    RETURNING 1
  )
  SELECT count(*), count(DISTINCT c.location_id) FILTER (WHERE c.location_id IN (SELECT cl.location_id FROM car_locations cl WHERE cl.car_id = car))
    INTO split, offered_split FROM containing c;
  SELECT count(*) INTO offered FROM car_locations cl WHERE cl.car_id = car;

  -- Not exactly one containing period at each location the car is offered at: the rows were not
  -- what the split assumes. Rebuild (it also removes whatever the split wrote that is not wanted).
  IF split <> offered OR offered_split <> offered THEN
    PERFORM refresh_car_free_periods(ARRAY[car]);
  END IF;
END
$function$;

CREATE OR REPLACE FUNCTION public.suppliers_refresh_search_values()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids uuid[];
BEGIN
  SELECT array_agg(c.id ORDER BY c.id) INTO ids
    FROM new_rows n JOIN old_rows o USING (id) JOIN cars c ON c.supplier_id = n.id
   WHERE n.pay_later_allowed IS DISTINCT FROM o.pay_later_allowed;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'suppliers must be written in READ COMMITTED transactions'
      USING HINT = 'the search values on car_free_periods are rewritten under a per-car lock and need a fresh snapshot';
  END IF;
  PERFORM lock_car_free_periods(ids);
  PERFORM copy_car_search_values(ids);
  RETURN NULL;
END
$function$;
