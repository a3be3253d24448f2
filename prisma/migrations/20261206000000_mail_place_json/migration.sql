-- One place's JSON for the mails, built in one function instead of four copies (review of issue
-- 27): booking_mail_row (pick-up, drop-off) and checkout_facts (pick-up, drop-off) each spelled
-- out the same json_build_object. The object is unchanged, key for key and byte for byte:
-- {"names" : {...}, "latitude" : "...", "longitude" : "...", "country_names" : {...}}, names as
-- stored (only the languages that have a row; the mail falls back to English). Null when no
-- such location (checkout_facts is asked about a drop-off that may not exist).
CREATE FUNCTION mail_place_json(location uuid) RETURNS json
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
  SELECT json_build_object('names', location_names_json(l.id),
                           'latitude', l.latitude::text, 'longitude', l.longitude::text,
                           'country_names', country_names_json(l.country_id))
    FROM locations l WHERE l.id = location
$$;

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
