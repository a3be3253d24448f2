-- Checkout's two read statements as PL/pgSQL functions, planned once per connection (issue 12
-- point 7, docs/decisions/022-checkout-speed.md). Sent from the app, PostgreSQL planned them on
-- every checkout (pg_stat_statements over 300 checkouts): what checkout reads before its
-- transaction 2.5 ms of planning for 0.15 ms of execution, the booking's mail data 1.0 ms for
-- 0.13 ms. The queries are the ones the app sent (services/checkout/checkout.ts checkoutFacts,
-- services/bookings/confirmation.ts loadBookingMail), typed here; the app maps the rows as before.

-- The car (name, minimum age, supplier and its pay-later switch), whether it is offered at the
-- pick-up location, whether the drop-off location exists, the signed-in driver (null: none) with
-- the count of licences on file, and whether a booking that blocks the car at `at_instant`
-- overlaps the period. No row: no such car.
CREATE FUNCTION checkout_facts(car uuid, pickup uuid, dropoff uuid, driver uuid, period_from timestamptz, period_to timestamptz,
                               at_instant timestamptz)
  RETURNS TABLE (car_name text, minimum_age integer, supplier_id uuid, pay_later_allowed boolean, at_pickup boolean,
                 dropoff_exists boolean, user_id uuid, email text, birth_date text, language text, licences_on_file integer,
                 taken boolean)
  LANGUAGE plpgsql STABLE
  AS $$
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
                      AND NOT (b.status = 'void' AND b.driver_id IS NOT DISTINCT FROM driver))
      FROM cars c
      JOIN suppliers s ON s.id = c.supplier_id
      LEFT JOIN users u ON u.id = driver
     WHERE c.id = car;
END
$$;

-- A booking's mail data and recipients (loadBookingMail): the booking, its car, supplier (with
-- the supplier account's address, language and notification switch), driver, and the pick-up and
-- drop-off places as JSON text. Decimals as text: exact, never a float.
CREATE FUNCTION booking_mail_row(booking uuid)
  RETURNS TABLE (id uuid, driver_id uuid, supplier_id uuid, from_at timestamptz, to_at timestamptz, days integer,
                 payment_option text, cancellation boolean, price_breakdown text, price text, currency text, exchange_rate text,
                 car_name text, deposit text, supplier_name text, contact_email text, contact_phone text, supplier_email text,
                 supplier_language text, supplier_notifications boolean, driver_name text, driver_email text, driver_language text,
                 pickup text, dropoff text)
  LANGUAGE plpgsql STABLE
  AS $$
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
           (SELECT json_build_object('name_en', l.name_en, 'name_fr', l.name_fr, 'name_es', l.name_es,
                                     'latitude', l.latitude::text, 'longitude', l.longitude::text,
                                     'country_en', k.name_en, 'country_fr', k.name_fr, 'country_es', k.name_es)::text
              FROM locations l JOIN countries k ON k.id = l.country_id WHERE l.id = b.pickup_location_id),
           (SELECT json_build_object('name_en', l.name_en, 'name_fr', l.name_fr, 'name_es', l.name_es,
                                     'latitude', l.latitude::text, 'longitude', l.longitude::text,
                                     'country_en', k.name_en, 'country_fr', k.name_fr, 'country_es', k.name_es)::text
              FROM locations l JOIN countries k ON k.id = l.country_id WHERE l.id = b.dropoff_location_id)
      FROM bookings b
      JOIN cars c ON c.id = b.car_id
      JOIN suppliers s ON s.id = b.supplier_id
      JOIN users su ON su.id = b.supplier_id
      JOIN users d ON d.id = b.driver_id
     WHERE b.id = booking;
END
$$;
