-- Place names as rows, one per language (issue 27 point 1, docs/decisions/049): a language is
-- new rows, not new columns. location_names and country_names replace locations.name_en/fr/es
-- and countries.name_en/fr/es, backfilled from them; the columns are dropped. A language code is
-- lower-case letters, 2 or 3 of them (en, fr, ckb): the app's language list lives in code
-- (server/src/shared/languages.ts), and a place may carry names in languages the app does not
-- serve yet. Readers fall back to English when a language has no row (every place has one: the
-- backfill gives each an English name and the app writes one).

CREATE TABLE location_names (
    location_id uuid NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
    language text NOT NULL CONSTRAINT location_names_language_check CHECK (language ~ '^[a-z]{2,3}$'),
    name varchar(100) NOT NULL CONSTRAINT location_names_name_check CHECK (btrim(name) <> ''),
    CONSTRAINT location_names_pkey PRIMARY KEY (location_id, language)
);

CREATE TABLE country_names (
    country_id uuid NOT NULL REFERENCES countries(id) ON DELETE CASCADE,
    language text NOT NULL CONSTRAINT country_names_language_check CHECK (language ~ '^[a-z]{2,3}$'),
    name varchar(100) NOT NULL CONSTRAINT country_names_name_check CHECK (btrim(name) <> ''),
    CONSTRAINT country_names_pkey PRIMARY KEY (country_id, language)
);

INSERT INTO location_names (location_id, language, name)
SELECT l.id, v.language, v.name
  FROM locations l
 CROSS JOIN LATERAL (VALUES ('en', l.name_en), ('fr', l.name_fr), ('es', l.name_es)) v(language, name)
 WHERE btrim(v.name) <> '';

INSERT INTO country_names (country_id, language, name)
SELECT k.id, v.language, v.name
  FROM countries k
 CROSS JOIN LATERAL (VALUES ('en', k.name_en), ('fr', k.name_fr), ('es', k.name_es)) v(language, name)
 WHERE btrim(v.name) <> '';

-- A place's names as one JSON object keyed by language ({"en": "Erbil", "ckb": "هەولێر"}), '{}'
-- when it has none: what the SQL functions below put in a place's JSON and the row codecs read.
CREATE FUNCTION location_names_json(location uuid) RETURNS json
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT coalesce(json_object_agg(n.language, n.name), '{}'::json) FROM location_names n WHERE n.location_id = location $$;

CREATE FUNCTION country_names_json(country uuid) RETURNS json
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT coalesce(json_object_agg(n.language, n.name), '{}'::json) FROM country_names n WHERE n.country_id = country $$;

-- The mails' places (booking_mail_row, checkout_facts): `names` and `country_names` objects
-- keyed by language instead of name_en/.../country_es.
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
           (SELECT json_build_object('names', location_names_json(l.id),
                                     'latitude', l.latitude::text, 'longitude', l.longitude::text,
                                     'country_names', country_names_json(l.country_id))::text
              FROM locations l WHERE l.id = b.pickup_location_id),
           (SELECT json_build_object('names', location_names_json(l.id),
                                     'latitude', l.latitude::text, 'longitude', l.longitude::text,
                                     'country_names', country_names_json(l.country_id))::text
              FROM locations l WHERE l.id = b.dropoff_location_id),
           b.reference
      FROM bookings b
      JOIN cars c ON c.id = b.car_id
      JOIN suppliers s ON s.id = b.supplier_id
      JOIN users su ON su.id = b.supplier_id
      JOIN users d ON d.id = b.driver_id
     WHERE b.id = booking;
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
           -- As booking_mail_row's places.
           (SELECT json_build_object('names', location_names_json(l.id),
                                     'latitude', l.latitude::text, 'longitude', l.longitude::text,
                                     'country_names', country_names_json(l.country_id))::text
              FROM locations l WHERE l.id = pickup),
           (SELECT json_build_object('names', location_names_json(l.id),
                                     'latitude', l.latitude::text, 'longitude', l.longitude::text,
                                     'country_names', country_names_json(l.country_id))::text
              FROM locations l WHERE l.id = dropoff)
      FROM cars c
      JOIN suppliers s ON s.id = c.supplier_id
      LEFT JOIN users su ON su.id = c.supplier_id
      LEFT JOIN users u ON u.id = driver
     WHERE c.id = car;
END
$function$;

ALTER TABLE locations DROP COLUMN name_en, DROP COLUMN name_fr, DROP COLUMN name_es;
ALTER TABLE countries DROP COLUMN name_en, DROP COLUMN name_fr, DROP COLUMN name_es;
