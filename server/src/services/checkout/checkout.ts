import { randomUUID } from 'node:crypto';
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { Prisma, queryPrepared } from '../../db/prisma.ts';
import { BadUserInputError, ConflictError, NotFoundError, ServiceUnavailableError, UnauthenticatedError } from '../../errors.ts';
import { ageOn, emailField, fieldErrorsOf, LIMITS, nameField, requiredText } from '../../shared/accounts.ts';
import { phoneField } from '../../shared/phone.ts';
import { MESSAGES, type MessageCode } from '../../shared/messages.ts';
import { birthDateField, birthDateOf } from '../../shared/birthDate.ts';
import { convertFromBase } from '../../shared/conversion.ts';
import { STORED_NAME } from '../../lib/storage/index.ts';
import { checkBot, createUnverifiedDriver, queueActivation, todayIn, unclaimedGuestAccount } from '../accounts/accounts.ts';
import { consume } from '../accounts/rateLimits.ts';
import { CAR_TAKEN_MESSAGE, createBookingIn, lockCar, sqlState } from '../bookings/bookings.ts';
import { newBookingReference, referenceClash } from '../bookings/references.ts';
import { bookingConfirmation, bookingMailOf, enqueueBookingConfirmation } from '../bookings/confirmation.ts';
import { BOOKING_EXTRAS } from '../../lib/mail/bookingMail.ts';
import { MAIL_OUTBOX_CHANNEL, outboxRows } from '../../lib/mail/outbox.ts';
import { NOTIFICATION_CODES } from '../notifications/notifications.ts';
import { exchangeRates } from '../currency/currency.ts';
import { requirePerson } from '../guards.ts';
import { isLanguage } from '../i18n/language.ts';
import { FOLDER, IMAGE_REQUIRED } from '../licences/licences.ts';
import { EXTRAS, rentalDays } from '../pricing/pricing.ts';
import { periodRules, quoteOf } from '../pricing/quotes.ts';
import { checkPeriod } from '../search/rules.ts';
import { carRow } from '../../db/rows.ts';
import { HOLD_EXPIRED_REASON, holdExpiry } from '../bookings/holds.ts';
import { openStripeCheckout, stripeConfigured, stripeFor } from '../payments/stripeCheckout.ts';
import { bindPresetSession, bookingAmount, HOLD_REPLACED_REASON, newSessionId, PAY_LATER_SESSION_PREFIX, PAYMENT_UNAVAILABLE_REASON, recordBookingSession, releaseHold, releaseOwnHolds, verifyPresetSession, type PaymentSessionView } from '../payments/checkoutSessions.ts';
import { expireCheckoutSession } from '../../lib/payments/stripe.ts';

/**
 * Checkout (issue 12 point 2, docs/decisions/021). Pay later: the booking is made `pending` at
 * once, the driver pays the supplier at pick-up, the confirmation mail is queued with it. Pay
 * online: the booking is a `void` hold on the car until now + HOLD_MINUTES, and no mail is sent
 * until it is paid (the webhook path, stripeEvents.ts); after the commit a payment session is
 * opened: Stripe's when configured (if Stripe fails the hold is released and the answer is
 * SERVICE_UNAVAILABLE / PAYMENT_UNAVAILABLE), else the local test page's. Every checkout gets a
 * checkout_sessions row, the status page's id.
 *
 * The driver is the session's (never an id from the body); without a session the body carries a
 * guest's details and an unverified account is made for them, with an activation mail, in the
 * same transaction as the booking. The price is the server's quote; nothing of the body's price
 * or status is read. PostgreSQL's exclusion constraint decides a race (ADR 016): the loser gets
 * CONFLICT and none of its writes (account, licence, mails) is kept.
 */

export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export const ACCOUNT_EXISTS_MESSAGE = 'An account already exists for this email address. Please sign in to book.';
export const PAY_LATER_NOT_ALLOWED = 'This supplier does not offer pay later for this car.';

const code = (c: MessageCode) => ({ message: c });

/**
 * A driver's or an additional driver's details (also the booking changes' additional driver). The
 * birth date is a date or an ISO instant, read in the business time zone (shared/birthDate.ts).
 */
export const personSchema = (timeZone: string) =>
  z.object({
    fullName: nameField,
    email: emailField,
    phone: phoneField,
    birthDate: birthDateField(timeZone),
  });

const guestSchema = (timeZone: string) =>
  personSchema(timeZone).extend({
    acceptTerms: z.boolean(code('TOS_NOT_ACCEPTED')).refine((v) => v, code('TOS_NOT_ACCEPTED')),
    language: z.enum(['en', 'fr', 'es'], code('INVALID_LANGUAGE')).default('en'),
  });

const instant = z.coerce.date(code('INVALID_DATE')).refine((d) => !Number.isNaN(d.getTime()), code('INVALID_DATE'));

const extrasSchema = z.object(Object.fromEntries(EXTRAS.map((k) => [k, z.boolean().nullish()])) as Record<(typeof EXTRAS)[number], z.ZodOptional<z.ZodNullable<z.ZodBoolean>>>);

export const checkoutSchema = z.object({
  carId: z.uuid(code('INVALID')),
  pickupLocationId: z.uuid(code('INVALID')),
  dropoffLocationId: z.uuid(code('INVALID')),
  from: instant,
  to: instant,
  extras: extrasSchema.nullish(),
  driver: z.unknown().nullish(),
  additionalDriver: z.unknown().nullish(),
  /** A temporary upload's name (create-license / uploadLicence); a signed-in driver may omit it when one is on file. */
  licence: z.string().max(100).nullish(),
  currency: z.enum(DISPLAY_CURRENCIES, code('INVALID')).nullish(),
  paymentOption: z.enum(['payLater', 'payOnline'], code('INVALID')).nullish(),
  recaptchaToken: z.string().max(10_000).nullish(),
  /**
   * REST reference flow only: a session opened before the booking (create-checkout-session).
   * Its amount and currency must equal the server's quote; the booking is tied to it.
   */
  paymentSessionId: z.string().max(255).nullish(),
});

/** What a transport passes: anything, judged by checkoutSchema. */
export type CheckoutInput = Partial<Record<keyof z.input<typeof checkoutSchema>, unknown>>;

export interface CheckoutResult {
  bookingId: string;
  /** The booking's short reference (EBL-7K3Q9M). */
  reference: string;
  status: string;
  /** The total in USD (the stored price), exact decimal string. */
  total: string;
  currency: string;
  exchangeRate: string;
  /** The status page's id (every checkout has one). */
  sessionId: string;
  /** Pay online: the session to pay; null for pay later. */
  payment: PaymentSessionView | null;
}

function invalid(error: z.ZodError, prefix = ''): BadUserInputError {
  const raw = fieldErrorsOf(error);
  const fieldErrors = Object.fromEntries(Object.entries(raw).map(([k, v]) => [prefix + k, v]));
  const first = Object.values(raw)[0] as MessageCode | undefined;
  const message = first && first in MESSAGES ? MESSAGES[first] : MESSAGES.REQUIRED;
  return new BadUserInputError(message, fieldErrors, first);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown, prefix = ''): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw invalid(parsed.error, prefix);
  return parsed.data;
}

export const e164 = (phone: string) => parsePhoneNumberWithError(phone, 'IQ').number;

/** Attempts when PostgreSQL aborts one of two concurrent checkouts as a deadlock. */
const ATTEMPTS = 3;
/** Draws of a booking reference before a clash is an error (one in ~700 million per draw). */
const REFERENCE_ATTEMPTS = 5;

export async function checkout(ctx: ServiceContext, raw: CheckoutInput): Promise<CheckoutResult> {
  requirePerson(ctx); // a partner key books nothing
  const viewer = ctx.viewer?.kind === 'user' ? ctx.viewer : null;
  const input = parseWith(checkoutSchema, raw);
  const body = (input.driver ?? null) as Record<string, unknown> | null;

  // The driver: the session's, or a guest's details. An id without a session is not a driver.
  if (!viewer && body && typeof body === 'object' && ('_id' in body || 'id' in body)) throw new UnauthenticatedError();
  const guest = viewer ? null : parseWith(guestSchema(ctx.settings.timeZone), body, 'driver.');
  if (viewer && viewer.type !== 'driver') {
    // Suppliers and admins book through their own tools, not the public checkout.
    throw new BadUserInputError('Only a driver account can book here.', {}, 'DRIVER_ONLY');
  }
  // A guest is bot-checked as sign-up is, before anything is written or counted.
  if (guest) await checkBot(ctx, input.recaptchaToken, 'checkout');
  // A guest checkout makes an account: it counts against the sign-up limit of the address (ADR 018).
  if (guest) await consume(ctx.limits.signUpByIp, ctx.meta.ip);
  const payOnline = input.paymentOption === 'payOnline' || !!input.paymentSessionId;
  const extras = Object.fromEntries(Object.entries(input.extras ?? {}).map(([k, v]) => [k, v === true])) as Record<(typeof EXTRAS)[number], boolean>;
  const additional = extras.additionalDriver ? parseWith(personSchema(ctx.settings.timeZone), input.additionalDriver, 'additionalDriver.') : null;

  // Dates first (lead time, opening hours, MAX_RENTAL_DAYS), as quoteCar checks them.
  checkPeriod(input.from, input.to, periodRules(ctx.settings), ctx.clock.now());
  // The car and everything else checkout checks before the transaction, in one statement (it was seven).
  const facts = await checkoutFacts(ctx, { carId: input.carId, pickupLocationId: input.pickupLocationId, dropoffLocationId: input.dropoffLocationId, userId: viewer?.id ?? null, from: input.from, to: input.to });
  if (!facts) throw new NotFoundError('No such car.');
  // The server's price, of the car row read with the facts (quoteCar's answer and errors).
  const quoted = quoteOf(carRow.decode(facts.car_row), { from: input.from, to: input.to, extras, paymentOption: payOnline ? 'payOnline' : 'payLater' });
  const car = { name: facts.car_name, minimumAge: facts.minimum_age, supplierId: facts.supplier_id };
  if (!facts.at_pickup) throw new BadUserInputError('This car is not offered at this pick-up location.', { pickupLocationId: 'INVALID' }, 'CAR_NOT_AT_LOCATION');
  if (!facts.dropoff_exists) throw new BadUserInputError('Unknown drop-off location.', { dropoffLocationId: 'INVALID' }, 'INVALID');
  if (!payOnline && !facts.pay_later_allowed) throw new BadUserInputError(PAY_LATER_NOT_ALLOWED, { payLater: 'PAY_LATER_NOT_ALLOWED' }, 'PAY_LATER_NOT_ALLOWED');

  // The driver's age on the day of pick-up (business time zone).
  const me = viewer && facts.user_id ? { id: facts.user_id, email: facts.email!, birthDate: facts.birth_date, language: facts.language! } : null;
  if (viewer && !me) throw new UnauthenticatedError();
  let birthDate = guest?.birthDate ?? me?.birthDate ?? null;
  // A signed-in driver with no birth date on file may give it here (a date or an instant, as a guest's).
  if (!birthDate && body) birthDate = birthDateOf(body.birthDate, ctx.settings.timeZone);
  if (!birthDate) throw new BadUserInputError(`${MESSAGES.REQUIRED}birthDate`, { 'driver.birthDate': 'REQUIRED' }, 'REQUIRED');
  const minAge = Math.max(car.minimumAge, ctx.settings.minimumAge);
  const pickupDay = todayIn(ctx.settings.timeZone, input.from);
  if (ageOn(birthDate, pickupDay) < minAge) {
    throw new BadUserInputError(`The driver must be at least ${minAge} years old at pick-up.`, { 'driver.birthDate': 'TOO_YOUNG' }, 'TOO_YOUNG', { age: minAge });
  }
  const additionalAge = additional ? ageOn(additional.birthDate, pickupDay) : null;
  if (additionalAge !== null && additionalAge < minAge) {
    throw new BadUserInputError(`The additional driver must be at least ${minAge} years old at pick-up.`, { 'additionalDriver.birthDate': 'TOO_YOUNG' }, 'TOO_YOUNG', { age: minAge });
  }

  // The licence: a temporary upload named in the body, else (signed in) the one on file.
  const licenceName = input.licence?.trim() || null;
  if (licenceName !== null && !STORED_NAME.test(licenceName)) throw new BadUserInputError(IMAGE_REQUIRED, { licence: 'IMAGE_REQUIRED' }, 'IMAGE_REQUIRED');
  if (licenceName === null) {
    if (!me || !facts.licences_on_file) throw new BadUserInputError(IMAGE_REQUIRED, { licence: 'IMAGE_REQUIRED' }, 'IMAGE_REQUIRED');
  }

  // Display currency and its rate (the price itself is stored in USD).
  const currency = input.currency ?? 'USD';
  let exchangeRate = '1';
  if (currency !== 'USD') {
    const rate = (await exchangeRates(ctx)).rates.find((r) => r.currency === currency);
    if (!rate) throw new BadUserInputError(`No exchange rate for ${currency} yet: please choose USD.`, { currency: 'INVALID' }, 'NO_EXCHANGE_RATE');
    exchangeRate = rate.rate;
  }
  const guestAccount = guest ? { ...guest, phone: e164(guest.phone), email: guest.email } : null;
  const additionalDriver = additional ? { ...additional, phone: e164(additional.phone) } : null;
  const stripe = payOnline && !input.paymentSessionId && stripeConfigured(ctx.env);
  // A session opened beforehand (REST reference flow) must charge exactly the server's quote.
  if (input.paymentSessionId) {
    await verifyPresetSession(ctx, { sessionId: input.paymentSessionId, amount: convertFromBase(quoted.total, exchangeRate), currency });
  }

  let superseded: string[] = [];
  // Taken already (read with the facts above): CONFLICT now, without a transaction. Only a hint:
  // a car free here can still be taken by the time we insert, and the exclusion constraint
  // decides that race as before; one taken here stays taken (see checkoutFacts). A guest's own
  // hold is not known here (no driver id yet): guests go on to the transaction, which releases it.
  if (facts.taken && !guest) throw new ConflictError(CAR_TAKEN_MESSAGE);
  // A signed-in driver paying later with the licence on file (the common checkout): one statement.
  const oneStatement = !guest && !payOnline && !input.paymentSessionId && licenceName === null && me !== null && facts.supplier_email !== null;
  const made = oneStatement ? await bookInOneStatement() : await book();
  const stripeClient = superseded.length ? stripeFor(ctx.env) : null;
  if (stripeClient) {
    // A replaced hold's Stripe session must not take money any more (best effort: a payment that
    // still arrives is recorded as a refund due, ADR 020).
    for (const id of superseded) await expireCheckoutSession(stripeClient, id).catch((err: unknown) => ctx.log.warn({ err, sessionId: id }, 'could not expire a replaced Stripe session'));
  }
  if (!stripe) return made;
  // After the commit (Stripe is slow and may fail: never inside the transaction).
  try {
    const opened = await openStripeCheckout(ctx, {
      bookingId: made.bookingId,
      name: `${car.name}, ${input.from.toISOString().slice(0, 10)} - ${input.to.toISOString().slice(0, 10)}`,
      customerEmail: guestAccount?.email ?? me?.email,
      locale: (guestAccount?.language ?? me?.language ?? 'en') as 'en' | 'fr' | 'es',
    });
    const payment: PaymentSessionView = {
      id: opened.sessionId,
      provider: 'STRIPE',
      clientSecret: opened.clientSecret,
      publishableKey: ctx.env.STRIPE_PUBLISHABLE_KEY ?? null,
      amount: opened.amount,
      currency: opened.currency,
      expiresAt: opened.expiresAt,
    };
    return { ...made, sessionId: opened.sessionId, payment };
  } catch (err) {
    ctx.log.warn({ err, bookingId: made.bookingId }, 'could not open a Stripe session: the hold is released');
    await releaseHold(ctx, made.bookingId, PAYMENT_UNAVAILABLE_REASON);
    throw new ServiceUnavailableError('Online payment is not available right now. Please try again later or choose pay later.', 'PAYMENT_UNAVAILABLE');
  }

  /**
   * The pay-later checkout of a signed-in driver as one statement, checkout_pay_later (migration
   * 20261128050000, docs/decisions/022): the same rows as book() below writes for it, in one
   * implicit transaction. The mails are rendered first, from checkout_facts' read of the car,
   * supplier, driver and places instead of a read of the new booking's rows: the values are the
   * ones the booking stores (the oracle test in server/test/checkout/one-statement.test.ts holds
   * the two paths to the same rows). The exclusion constraint still decides a race: its refusal
   * aborts the statement, so the loser gets CONFLICT and nothing of it is written.
   */
  async function bookInOneStatement(): Promise<CheckoutResult> {
    const now = ctx.clock.now();
    const bookingId = randomUUID();
    // As numeric(12,2) and numeric(18,8) store them (rounding half away from zero), so the mails
    // and the answer show what the booking holds.
    const price = new Prisma.Decimal(quoted.total).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
    const rate = new Prisma.Decimal(exchangeRate).toDecimalPlaces(8, Prisma.Decimal.ROUND_HALF_UP);
    const breakdown = JSON.stringify(quoted);
    // The reference is drawn here, not by the column's default: the mails show it and are
    // rendered before the statement. A clash with another booking's (bookings_reference_key)
    // draws again and renders again (referenceClash below).
    const render = (reference: string) => {
      const mail = bookingMailOf(ctx, {
        id: bookingId,
        reference,
        driver_id: me!.id,
        supplier_id: car.supplierId,
        from_at: input.from,
        to_at: input.to,
        days: rentalDays(input.from, input.to),
        payment_option: 'payLater',
        cancellation: extras.cancellation === true,
        price_breakdown: breakdown,
        price: price.toString(),
        currency,
        exchange_rate: rate.toString(),
        car_name: facts!.car_name,
        deposit: facts!.deposit,
        supplier_name: facts!.supplier_name,
        contact_email: facts!.contact_email,
        contact_phone: facts!.contact_phone,
        supplier_email: facts!.supplier_email!,
        supplier_language: facts!.supplier_language!,
        supplier_notifications: facts!.supplier_notifications!,
        driver_name: facts!.driver_name!,
        driver_email: me!.email,
        driver_language: me!.language,
        pickup: facts!.pickup_place!,
        dropoff: facts!.dropoff_place!,
      });
      const { made, mails } = bookingConfirmation(ctx, mail);
      return { made, rows: outboxRows(mails) };
    };
    const sessionId = newSessionId(PAY_LATER_SESSION_PREFIX);
    const amount = bookingAmount({ price, exchangeRate: rate });
    // An extra absent from the input is not chosen (the column's default, as book() leaves it).
    const chosen = BOOKING_EXTRAS.map((k) => extras[k] === true);
    const extraDriver = additionalDriver ? JSON.stringify(additionalDriver) : null;
    let reference = newBookingReference();
    let rendered = render(reference);
    for (let attempt = 1, clashes = 0; ; attempt++) {
      const { made, rows } = rendered;
      try {
        // Sent as a prepared statement on the app's pool (queryPrepared), not through Prisma: one
        // autocommit statement needs no transaction client, and Prisma's own work per statement
        // was a large part of checkout's CPU.
        const { rows: result } = await queryPrepared(
          ctx.db,
          `SELECT checkout_pay_later($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::timestamptz, $8::timestamptz,
                    $9::integer, $10::numeric, $11::jsonb, $12::text, $13::numeric, $14::boolean[], $15::uuid, $16::timestamptz,
                    $17::jsonb, $18::text, $19::numeric, $20::jsonb, $21::jsonb, $22::text, $23::text, $24::text, $25::text, $26::text, $27::text)`,
          [
            bookingId, input.carId, car.supplierId, me!.id, input.pickupLocationId, input.dropoffLocationId, input.from, input.to,
            rentalDays(input.from, input.to), price.toString(), breakdown, currency, rate.toString(), chosen, viewer?.id ?? null, now,
            extraDriver, sessionId, amount, JSON.stringify(made.values), JSON.stringify(rows),
            HOLD_EXPIRED_REASON, HOLD_REPLACED_REASON, MAIL_OUTBOX_CHANNEL, NOTIFICATION_CODES.BOOKING_CONFIRMED, NOTIFICATION_CODES.BOOKING_RECEIVED, reference,
          ],
        );
        const row = { superseded: result[0]?.[0] as string[] | null };
        superseded = row.superseded ?? [];
        return { bookingId, reference, status: 'pending', total: price.toFixed(2), currency, exchangeRate: rate.toString(), sessionId, payment: null };
      } catch (err) {
        const state = sqlState(err);
        if (state === '40P01' && attempt < ATTEMPTS) continue;
        if (state === '23P01') throw new ConflictError(CAR_TAKEN_MESSAGE);
        if (referenceClash(err) && ++clashes < REFERENCE_ATTEMPTS) {
          reference = newBookingReference();
          rendered = render(reference);
          continue;
        }
        throw err;
      }
    }
  }

  async function book(): Promise<CheckoutResult> {
    for (let attempt = 1, clashes = 0; ; attempt++) {
      try {
        return await ctx.db.$transaction(async (tx) => {
          let driverId: string;
          if (guestAccount) {
            const existing = await unclaimedGuestAccount(tx, guestAccount.email);
            if (existing === 'taken') throw accountExists();
            if (existing) {
              // The same guest again (a failed payment, another car): their unclaimed account, and
              // a fresh activation link, since the first may be lost or out of its day.
              driverId = existing.id;
              // In the language stored with that account: mail follows its recipient, not the page.
              await queueActivation(ctx, tx, existing, isLanguage(existing.language) ? existing.language : 'en');
            } else {
              driverId = (await createUnverifiedDriver(ctx, tx, { ...guestAccount, passwordHash: null })).id;
            }
          } else {
            driverId = me!.id;
          }
          // The driver's own unpaid hold on this car for these dates (back from the payment form,
          // a reload, a change of mind) gives way to this checkout instead of blocking it.
          // The car's lock before any of its rows is updated (the order every writer of a car's
          // bookings keeps, checkout_pay_later too).
          await lockCar(tx, input.carId);
          superseded = await releaseOwnHolds(tx, { driverId, carId: input.carId, from: input.from, to: input.to, now: ctx.clock.now() });
          if (licenceName !== null) {
            // Claimed once: a name already attached (or expired) is no licence.
            const claimed = await tx.licenceDocument.updateMany({
              where: { storageKey: `${FOLDER}/${licenceName}`, temporary: true, userId: null },
              data: { userId: driverId, temporary: false },
            });
            if (claimed.count !== 1) throw new BadUserInputError(IMAGE_REQUIRED, { licence: 'IMAGE_REQUIRED' }, 'IMAGE_REQUIRED');
          }
          const booking = await createBookingIn(
            { db: tx, clock: ctx.clock, carLocked: true },
            {
              carId: input.carId,
              supplierId: car.supplierId,
              from: input.from,
              to: input.to,
              driverId,
              pickupLocationId: input.pickupLocationId,
              dropoffLocationId: input.dropoffLocationId,
              status: payOnline ? 'void' : 'pending',
              paymentOption: payOnline ? 'payOnline' : 'payLater',
              ...(payOnline ? { holdExpiresAt: holdExpiry(ctx.clock.now()) } : {}),
              price: quoted.total,
              priceBreakdown: quoted as unknown as Prisma.InputJsonValue,
              currency,
              exchangeRate,
              ...extras,
              createdBy: viewer?.id ?? null,
            },
          );
          if (additionalDriver) {
            await tx.additionalDriver.create({
              data: { bookingId: booking.id, fullName: additionalDriver.fullName, email: additionalDriver.email, phone: additionalDriver.phone, birthDate: new Date(`${additionalDriver.birthDate}T00:00:00Z`) },
            });
          }
          const made = { bookingId: booking.id, reference: booking.reference, status: booking.status, total: booking.price.toFixed(2), currency: booking.currency, exchangeRate: booking.exchangeRate.toString() };
          const now = ctx.clock.now();
          if (!payOnline) {
            // Pay later is booked now: its mail goes with it. Pay online mails once paid (stripeEvents).
            await enqueueBookingConfirmation({ ...ctx, db: tx }, booking.id);
            const session = await recordBookingSession(tx, booking, 'payLater', now);
            return { ...made, sessionId: session.id, payment: null };
          }
          if (input.paymentSessionId) {
            await bindPresetSession(tx, { sessionId: input.paymentSessionId, bookingId: booking.id, now });
            return { ...made, sessionId: input.paymentSessionId, payment: null };
          }
          if (stripe) return { ...made, sessionId: '', payment: null }; // opened after the commit
          const session = await recordBookingSession(tx, booking, 'test', now);
          const payment: PaymentSessionView = { id: session.id, provider: 'TEST', clientSecret: null, publishableKey: null, amount: session.amount, currency: booking.currency, expiresAt: session.expiresAt };
          return { ...made, sessionId: session.id, payment };
          // Many checkouts at once wait for a connection and for the winner's commit: wait, not 500.
        }, { maxWait: 20_000, timeout: 20_000 });
      } catch (err) {
        const state = sqlState(err);
        if (state === '40P01' && attempt < ATTEMPTS) continue;
        if (state === '23P01') throw new ConflictError(CAR_TAKEN_MESSAGE);
        // Two inserts drew one reference at once (the column's default skips committed ones only).
        if (referenceClash(err) && ++clashes < REFERENCE_ATTEMPTS) continue;
        // Two guests with one email at once: the unique constraint decides.
        if (isUniqueViolation(err)) throw accountExists();
        throw err;
      }
    }
  }
}

/** What checkout reads before its transaction, besides the quote's car. */
interface CheckoutFacts {
  /** The car's row (carRow's JSON array), for the quote. */
  car_row: string;
  car_name: string;
  minimum_age: number;
  supplier_id: string;
  pay_later_allowed: boolean;
  at_pickup: boolean;
  dropoff_exists: boolean;
  /** The signed-in driver's row (null for a guest, or an account that is gone). */
  user_id: string | null;
  email: string | null;
  birth_date: string | null;
  language: string | null;
  licences_on_file: number;
  /** A booking that blocks the car now overlaps the period (the insert would be refused). */
  taken: boolean;
  /** What the booking's mails show (as booking_mail_row reads it from a booking's rows). */
  deposit: string;
  supplier_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  /** The supplier's account (null: none, then checkout takes the general path). */
  supplier_email: string | null;
  supplier_language: string | null;
  supplier_notifications: boolean | null;
  driver_name: string | null;
  /** The two places as JSON text. */
  pickup_place: string | null;
  dropoff_place: string | null;
}

/**
 * The car (its name, minimum age and supplier's pay-later switch), whether it is offered at the
 * pick-up location, whether the drop-off location exists, and the signed-in driver with the count
 * of licences on file: one round trip, null when there is no such car. Per-statement overhead
 * (Prisma, the driver, PostgreSQL's parse and plan) was most of what these six lookups cost.
 *
 * `taken`: a booking of the car overlapping the period blocks at `now` (booking_blocks, ADR 016).
 * Blocking now implies blocking at -infinity, which the exclusion constraint refuses an overlap
 * with, and the insert-time cleanup cancels only holds that no longer block: such an insert
 * could only fail. Answering CONFLICT before the transaction spares the losers of a contested car
 * the whole write path.
 */
// checkout_facts' row beside the car's own (its codec's columns, built here so they follow the model).
const FACTS_STATEMENT = `SELECT f.*, ${carRow.sql('c')} AS car_row
  FROM checkout_facts($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::timestamptz, $6::timestamptz, $7::timestamptz) f
  JOIN cars c ON c.id = $1::uuid`;

async function checkoutFacts(
  ctx: ServiceContext,
  ids: { carId: string; pickupLocationId: string; dropoffLocationId: string; userId: string | null; from: Date; to: Date },
): Promise<CheckoutFacts | null> {
  const now = ctx.clock.now();
  // checkout_facts (migration 20261128050000_checkout_one_statement), a prepared statement on
  // the app's pool: parsed and planned once per connection, and no Prisma in between.
  const { fields, rows } = await queryPrepared(
    ctx.db,
    FACTS_STATEMENT,
    [ids.carId, ids.pickupLocationId, ids.dropoffLocationId, ids.userId, ids.from, ids.to, now],
    { jsonAsText: true },
  );
  if (!rows[0]) return null;
  return Object.fromEntries(fields.map((f, i) => [f.name, rows[0][i]])) as unknown as CheckoutFacts;
}

function accountExists(): BadUserInputError {
  return new BadUserInputError(ACCOUNT_EXISTS_MESSAGE, { 'driver.email': 'ACCOUNT_EXISTS' }, 'ACCOUNT_EXISTS');
}

function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505' || (!!err && typeof err === 'object' && (err as { code?: unknown }).code === 'P2002');
}


