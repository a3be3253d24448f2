-- checkout_pay_later takes the car's lock before anything else and checks the period right after
-- (issue 12 point 7, docs/decisions/022-checkout-speed.md, session 20). In the contested run of
-- bench:checkout (100 drivers at once on one car) most losers had read their facts before the
-- winner committed; each then released its own holds and cancelled expired ones (two UPDATEs of
-- bookings with their statement triggers) and attempted its insert before meeting the winner's
-- row. Now a loser waits for the lock, sees the winner's committed booking and stops with 23P01,
-- having written nothing. The lock before any update of the car's rows is also the order the
-- general path now keeps (services/bookings/bookings.ts lockCar), so the two paths cannot each
-- hold what the other waits for.

CREATE OR REPLACE FUNCTION checkout_pay_later(booking uuid, car uuid, supplier uuid, driver uuid, pickup uuid, dropoff uuid,
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

