-- Short booking references (issue 24 point 4, docs/decisions/036-booking-references.md): every
-- booking gets a human reference such as EBL-7K3Q9M, shown to drivers instead of the UUID (which
-- stays the key and the URLs' id). Six characters from a 30-character alphabet without look-alikes
-- (no 0/O, 1/I/L, nor U), drawn from a CSPRNG, so references are not guessable in sequence.
--
-- The column's default generates one, so no path that inserts a booking can forget it (seed,
-- Prisma's create, hand-written SQL). The app generates its own where it must know the reference
-- before the insert (the one-statement checkout renders its mails first): server/src/shared/
-- bookingReference.ts is the same format, and server/test/bookings/references.test.ts holds the
-- two generators to it. The unique constraint is the judge of a clash: the default skips the
-- references already committed, and a writer that meets bookings_reference_key (two inserts at
-- the same moment drew the same one) tries again with a new one.

-- Keep in step with REFERENCE_ALPHABET / REFERENCE_PREFIX in server/src/shared/bookingReference.ts.
CREATE FUNCTION new_booking_reference() RETURNS text
  LANGUAGE plpgsql VOLATILE
  AS $$
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
$$;

ALTER TABLE bookings ADD COLUMN reference text;

-- Backfill. The free-period trigger has nothing to do here (no period or status changes); it is
-- off for this statement only, inside the migration's transaction. One UPDATE does not see its
-- own earlier rows, so two rows may draw the same reference: those are drawn again until none is.
ALTER TABLE bookings DISABLE TRIGGER bookings_free_periods_update;
UPDATE bookings SET reference = new_booking_reference();
DO $$
BEGIN
  LOOP
    UPDATE bookings b SET reference = new_booking_reference()
     WHERE b.id IN (SELECT d.id FROM (SELECT id, row_number() OVER (PARTITION BY reference ORDER BY created_at, id) AS n
                                        FROM bookings) d
                     WHERE d.n > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END
$$;
ALTER TABLE bookings ENABLE TRIGGER bookings_free_periods_update;

ALTER TABLE bookings
  ALTER COLUMN reference SET DEFAULT new_booking_reference(),
  ALTER COLUMN reference SET NOT NULL,
  ADD CONSTRAINT bookings_reference_key UNIQUE (reference),
  ADD CONSTRAINT bookings_reference_format CHECK (reference ~ '^EBL-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$');

-- checkout_pay_later takes the reference the app rendered into the mails (a 27th argument; NULL
-- lets the column's default draw one). Otherwise as in migration 20261201000000.
DROP FUNCTION checkout_pay_later(uuid, uuid, uuid, uuid, uuid, uuid, timestamptz, timestamptz, integer, numeric, jsonb, text,
                                 numeric, boolean[], uuid, timestamptz, jsonb, text, numeric, jsonb, jsonb, text, text, text,
                                 text, text);
CREATE FUNCTION checkout_pay_later(booking uuid, car uuid, supplier uuid, driver uuid, pickup uuid, dropoff uuid,
                                   period_from timestamptz, period_to timestamptz, rental_days integer,
                                   total numeric, breakdown jsonb, display_currency text, rate numeric,
                                   extras boolean[], created_by uuid, at_instant timestamptz, extra_driver jsonb,
                                   session_id text, session_amount numeric, notification_values jsonb, mails jsonb,
                                   expired_reason text, replaced_reason text, channel text,
                                   confirmed_code text, received_code text, booking_reference text)
  RETURNS text[]
  LANGUAGE plpgsql
  AS $$
DECLARE
  replaced uuid[];
  stripe_ids text[];
BEGIN
  -- The car's lock first (the one the free-period trigger takes after the insert): checkouts of
  -- one car go one at a time. Then the period is checked against the bookings that block it now,
  -- as checkout_facts does: a checkout that lost the race (its facts were read before the winner
  -- committed) stops here, having written nothing, with the exclusion constraint's own SQLSTATE
  -- (23P01, CONFLICT for the app). It used to release holds, cancel expired ones and attempt its
  -- insert before meeting the winner's row; in a burst on one car that work was most of the
  -- losers' cost (docs/decisions/022, session 20).
  PERFORM lock_car_free_periods(ARRAY[car]);
  IF EXISTS (SELECT 1 FROM bookings b
              WHERE b.car_id = car AND tstzrange(b.from_at, b.to_at, '[)') && tstzrange(period_from, period_to, '[)')
                AND booking_blocks(b.status, b.hold_expires_at, '-infinity')
                AND booking_blocks(b.status, b.hold_expires_at, at_instant)
                AND NOT (b.status = 'void' AND b.driver_id IS NOT DISTINCT FROM driver)) THEN
    RAISE EXCEPTION 'the car is booked for an overlapping period' USING ERRCODE = 'exclusion_violation';
  END IF;

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


  INSERT INTO bookings (id, car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days,
                        status, payment_option, cancellation, amendments, theft_protection, collision_damage_waiver,
                        full_insurance, additional_driver, price_breakdown, price, currency, exchange_rate,
                        hold_expires_at, created_at, updated_at, reference)
  VALUES (booking, car, supplier, driver, pickup, dropoff, period_from, period_to, rental_days,
          'pending', 'payLater', extras[1], extras[2], extras[3], extras[4], extras[5], extras[6], breakdown, total,
          display_currency, rate, NULL, at_instant, at_instant, coalesce(booking_reference, new_booking_reference()));
  INSERT INTO booking_status_changes (booking_id, from_status, to_status, changed_by, changed_at)
  VALUES (booking, NULL, 'pending', created_by, at_instant);
  IF extra_driver IS NOT NULL THEN
    INSERT INTO additional_drivers (booking_id, full_name, email, phone, birth_date)
    VALUES (booking, extra_driver ->> 'fullName', extra_driver ->> 'email', extra_driver ->> 'phone', (extra_driver ->> 'birthDate')::date);
  END IF;
  INSERT INTO checkout_sessions (id, booking_id, provider, status, amount, currency, expires_at, created_at, updated_at)
  VALUES (session_id, booking, 'payLater', 'complete', session_amount, display_currency, at_instant, at_instant, at_instant);

  INSERT INTO notifications (user_id, booking_id, code, "values")
  SELECT u.id, booking, CASE WHEN u.id = driver THEN confirmed_code ELSE received_code END, notification_values
    FROM users u
   WHERE u.id = driver OR u.id = supplier OR u.type = 'admin'
  ON CONFLICT DO NOTHING;

  INSERT INTO mail_outbox (id, to_address, subject, html, text, attachments)
  SELECT m.id, m.to_address, m.subject, m.html, m.text, m.attachments
    FROM jsonb_to_recordset(mails) AS m (id uuid, to_address text, subject text, html text, text text, attachments jsonb);
  PERFORM pg_notify(channel, '');

  RETURN coalesce(stripe_ids, '{}');
END
$$;


-- booking_mail_row also returns the reference (the mails, the .ics and the notifications show it).
-- Otherwise as in migration 20261127020000.
DROP FUNCTION booking_mail_row(uuid);
CREATE FUNCTION booking_mail_row(booking uuid)
  RETURNS TABLE (id uuid, driver_id uuid, supplier_id uuid, from_at timestamptz, to_at timestamptz, days integer,
                 payment_option text, cancellation boolean, price_breakdown text, price text, currency text, exchange_rate text,
                 car_name text, deposit text, supplier_name text, contact_email text, contact_phone text, supplier_email text,
                 supplier_language text, supplier_notifications boolean, driver_name text, driver_email text, driver_language text,
                 pickup text, dropoff text, reference text)
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
              FROM locations l JOIN countries k ON k.id = l.country_id WHERE l.id = b.dropoff_location_id),
           b.reference
      FROM bookings b
      JOIN cars c ON c.id = b.car_id
      JOIN suppliers s ON s.id = b.supplier_id
      JOIN users su ON su.id = b.supplier_id
      JOIN users d ON d.id = b.driver_id
     WHERE b.id = booking;
END
$$;

-- Notifications keep the values they were written with: those written before this migration name
-- their booking by its UUID. They now name it by its reference, as new ones do.
UPDATE notifications n
   SET "values" = jsonb_set(n."values", '{reference}', to_jsonb(b.reference))
  FROM bookings b
 WHERE b.id = n.booking_id AND n."values" ? 'reference';
