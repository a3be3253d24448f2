-- One write path for a booking (issue 26 point 2): every checkout, pay later and card, signed in
-- or guest, writes its booking with book_car(), called with named parameters
-- (services/checkout/queries.ts). It replaces checkout_pay_later, which only the signed-in
-- driver's pay-later checkout used while the others went through Prisma statements that did the
-- same work a second way. A guest's checkout runs it inside the transaction that makes the
-- guest's account; every other checkout runs it alone, in one implicit transaction.
--
-- What a caller decides is a parameter: the status it is made with (pending, or a void hold with
-- its expiry), its payment session (a pay-later record, a test page's open session, a session
-- opened before the booking to bind, or none when Stripe's is opened after the commit), the
-- licence upload to claim, who hears of it (services/bookings/lifecycle.ts AUDIENCE) and the
-- mails rendered beforehand. The rules stay here, in one order every writer of a car's bookings
-- keeps: the car's lock first, then the period checked against the bookings that block it now
-- (a loser stops with 23P01 having written nothing), the driver's own unpaid holds on the car
-- released, expired holds in the way cancelled, then the writes.
--
-- Errors a caller maps: 23P01 (the car is taken: CONFLICT), EB001 (the licence upload is not
-- there to claim: IMAGE_REQUIRED), EB002 (the session opened beforehand cannot be used:
-- PAYMENT_SESSION_INVALID).

DROP FUNCTION IF EXISTS checkout_pay_later(uuid, uuid, uuid, uuid, uuid, uuid, timestamptz, timestamptz, integer, numeric, jsonb,
                                           text, numeric, boolean[], uuid, timestamptz, jsonb, text, numeric, jsonb, jsonb, text,
                                           text, text, text, text, text);

CREATE FUNCTION book_car(
    booking uuid, booking_reference text, car uuid, supplier uuid, driver uuid, pickup uuid, dropoff uuid,
    period_from timestamptz, period_to timestamptz, rental_days integer,
    initial_status booking_status, payment text, hold_until timestamptz,
    total numeric, breakdown jsonb, display_currency text, rate numeric, chosen_extras jsonb,
    created_by uuid, at_instant timestamptz,
    expired_reason text, replaced_reason text,
    extra_driver jsonb DEFAULT NULL,
    licence_key text DEFAULT NULL,
    session_id text DEFAULT NULL, session_provider text DEFAULT NULL, session_amount numeric DEFAULT NULL,
    preset_session text DEFAULT NULL,
    notification_values jsonb DEFAULT NULL, tell_driver boolean DEFAULT false, tell_staff boolean DEFAULT false,
    confirmed_code text DEFAULT NULL, received_code text DEFAULT NULL,
    mails jsonb DEFAULT NULL, channel text DEFAULT NULL)
  RETURNS text[]
  LANGUAGE plpgsql
  AS $$
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
$$;
