-- A signed-in driver's pay-later checkout writes in one statement (issue 12 point 7,
-- docs/decisions/022-checkout-speed.md, session 18). Its transaction was ~10 statements through
-- Prisma (BEGIN, own holds, expired holds, booking, status change, mail data, notifications,
-- outbox, session, COMMIT); per statement the app paid Prisma, the driver and a socket write
-- (a fifth of its CPU in writev), and PostgreSQL a round of parse/bind. checkout_facts now also
-- returns what the booking's mails show, so the app renders them before writing, and
-- checkout_pay_later writes the whole checkout as one statement: atomic as the transaction was
-- (an error anywhere, the exclusion constraint's refusal included, leaves nothing written).

-- checkout_facts as before (migration 20261127020000), plus the mail data booking_mail_row reads
-- from the booking's rows: the car's deposit, the supplier's name and contacts, the supplier
-- account's address, language and notification switch, the driver's name, and the two places.
DROP FUNCTION checkout_facts(uuid, uuid, uuid, uuid, timestamptz, timestamptz, timestamptz);
CREATE FUNCTION checkout_facts(car uuid, pickup uuid, dropoff uuid, driver uuid, period_from timestamptz, period_to timestamptz,
                               at_instant timestamptz)
  RETURNS TABLE (car_name text, minimum_age integer, supplier_id uuid, pay_later_allowed boolean, at_pickup boolean,
                 dropoff_exists boolean, user_id uuid, email text, birth_date text, language text, licences_on_file integer,
                 taken boolean,
                 deposit text, supplier_name text, contact_email text, contact_phone text, supplier_email text,
                 supplier_language text, supplier_notifications boolean, driver_name text, pickup_place text, dropoff_place text)
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
                      AND NOT (b.status = 'void' AND b.driver_id IS NOT DISTINCT FROM driver)),
           c.deposit::text,
           s.name::text, s.contact_email::text, s.contact_phone::text,
           su.email::text, su.language::text, su.enable_email_notifications,
           u.full_name::text,
           -- As booking_mail_row's places.
           (SELECT json_build_object('name_en', l.name_en, 'name_fr', l.name_fr, 'name_es', l.name_es,
                                     'latitude', l.latitude::text, 'longitude', l.longitude::text,
                                     'country_en', k.name_en, 'country_fr', k.name_fr, 'country_es', k.name_es)::text
              FROM locations l JOIN countries k ON k.id = l.country_id WHERE l.id = pickup),
           (SELECT json_build_object('name_en', l.name_en, 'name_fr', l.name_fr, 'name_es', l.name_es,
                                     'latitude', l.latitude::text, 'longitude', l.longitude::text,
                                     'country_en', k.name_en, 'country_fr', k.name_fr, 'country_es', k.name_es)::text
              FROM locations l JOIN countries k ON k.id = l.country_id WHERE l.id = dropoff)
      FROM cars c
      JOIN suppliers s ON s.id = c.supplier_id
      LEFT JOIN users su ON su.id = c.supplier_id
      LEFT JOIN users u ON u.id = driver
     WHERE c.id = car;
END
$$;

-- The writes of a signed-in driver's pay-later checkout, in the order checkout.ts's general path
-- makes them: the driver's own live payment holds on the car overlapping the period give way
-- (releaseOwnHolds: cancelled with the reason, a history row changed by the driver, their open
-- sessions expired), expired holds of the car overlapping the period are cancelled
-- (expire_car_holds), the booking is inserted `pending` (the exclusion constraint decides a race:
-- its refusal, SQLSTATE 23P01, aborts the whole statement), its creation recorded, the additional
-- driver (when given), the complete pay-later session, the booking-made notifications
-- (notifyBookingMade's statement), the rendered mails into the outbox, and the outbox's NOTIFY
-- (delivered at commit). Returns the Stripe session ids of the replaced holds (to expire at Stripe
-- after the commit). The caller computes what the rows hold (services/checkout/checkout.ts).
CREATE FUNCTION checkout_pay_later(booking uuid, car uuid, supplier uuid, driver uuid, pickup uuid, dropoff uuid,
                                   period_from timestamptz, period_to timestamptz, rental_days integer,
                                   total numeric, breakdown jsonb, display_currency text, rate numeric,
                                   extras boolean[], created_by uuid, at_instant timestamptz, extra_driver jsonb,
                                   session_id text, session_amount numeric, notification_values jsonb, mails jsonb,
                                   expired_reason text, replaced_reason text, channel text,
                                   confirmed_code text, received_code text)
  RETURNS text[]
  LANGUAGE plpgsql
  AS $$
DECLARE
  replaced uuid[];
  stripe_ids text[];
BEGIN
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

  -- The car's lock (the one the free-period trigger takes after the insert) taken before it:
  -- concurrent checkouts of one car then insert one at a time, and a loser meets the winner's
  -- committed row (23P01 at once). Without it, two inserts that reach the exclusion index
  -- together each wait for the other, which PostgreSQL breaks as a deadlock only after
  -- deadlock_timeout (1 s): the contested bench saw 24 of them and 20 s waits. Taken after the
  -- two updates above, so this statement holds the lock only while inserting.
  PERFORM lock_car_free_periods(ARRAY[car]);

  INSERT INTO bookings (id, car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_at, to_at, days,
                        status, payment_option, cancellation, amendments, theft_protection, collision_damage_waiver,
                        full_insurance, additional_driver, price_breakdown, price, currency, exchange_rate,
                        hold_expires_at, created_at, updated_at)
  VALUES (booking, car, supplier, driver, pickup, dropoff, period_from, period_to, rental_days,
          'pending', 'payLater', extras[1], extras[2], extras[3], extras[4], extras[5], extras[6], breakdown, total,
          display_currency, rate, NULL, at_instant, at_instant);
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
