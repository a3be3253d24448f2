import { randomUUID } from 'node:crypto';
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { Prisma } from '../../db/prisma.ts';
import { BadUserInputError, ConflictError, NotFoundError, ServiceUnavailableError, UnauthenticatedError } from '../../errors.ts';
import { ageOn, emailField, fieldErrorsOf, LIMITS, nameField, requiredText } from '../../shared/accounts.ts';
import { phoneField } from '../../shared/phone.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { stripeLocale } from '../../lib/payments/stripe.ts';
import { MESSAGES, type MessageCode } from '../../shared/messages.ts';
import { birthDateField, birthDateOf } from '../../shared/birthDate.ts';
import { convertFromBase } from '../../shared/conversion.ts';
import { BASE_CURRENCY, CURRENCIES, isChargeCurrency, moneyDecimals } from '../../shared/currency.ts';
import { STORED_NAME } from '../../lib/storage/index.ts';
import { checkBot, createUnverifiedDriver, queueActivation, todayIn, unclaimedGuestAccount } from '../accounts/accounts.ts';
import { consume } from '../accounts/rateLimits.ts';
import { CAR_TAKEN_MESSAGE, sqlState } from '../bookings/bookings.ts';
import { BOOK_CAR_ERRORS, bookCar } from '../bookings/queries.ts';
import { tells } from '../bookings/lifecycle.ts';
import { newBookingReference, referenceClash } from '../bookings/references.ts';
import { bookingConfirmation, bookingMailOf, type BookingMailRow } from '../bookings/confirmation.ts';
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
import { checkoutFacts, type CheckoutFacts } from './queries.ts';
import { HOLD_EXPIRED_REASON, HOLD_REPLACED_REASON, holdExpiry } from '../bookings/holds.ts';
import { openStripeCheckout, stripeConfigured, stripeFor } from '../payments/stripeCheckout.ts';
import { bookingAmount, newSessionId, PAY_LATER_SESSION_PREFIX, PAYMENT_SESSION_INVALID, PAYMENT_UNAVAILABLE_REASON, releaseHold, TEST_SESSION_PREFIX, verifyPresetSession, type PaymentSessionView } from '../payments/checkoutSessions.ts';
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

export const DISPLAY_CURRENCIES = CURRENCIES;
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
    language: z.enum(LANGUAGES, code('INVALID_LANGUAGE')).default('en'),
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
  const facts = await checkoutFacts(ctx.db, { carId: input.carId, pickupLocationId: input.pickupLocationId, dropoffLocationId: input.dropoffLocationId, userId: viewer?.id ?? null, from: input.from, to: input.to }, ctx.clock.now());
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

  // Display currency and its rate (the price itself is stored in USD). Pay online is charged in
  // the currency the booking stores: one the card processor takes, so a pay-online checkout shown
  // in IQD is charged (and stored) in USD, the stored price (ADR 051). Pay later keeps IQD and
  // the quote's rate, for the amount due at pick-up.
  const shown = input.currency ?? BASE_CURRENCY;
  const currency = payOnline && !isChargeCurrency(shown) ? BASE_CURRENCY : shown;
  let exchangeRate = '1';
  if (currency !== BASE_CURRENCY) {
    const rate = (await exchangeRates(ctx)).rates.find((r) => r.currency === currency);
    if (!rate) throw new BadUserInputError(`No exchange rate for ${currency} yet: please choose USD.`, { currency: 'INVALID' }, 'NO_EXCHANGE_RATE');
    exchangeRate = rate.rate;
  }
  const guestAccount = guest ? { ...guest, phone: e164(guest.phone), email: guest.email } : null;
  const additionalDriver = additional ? { ...additional, phone: e164(additional.phone) } : null;
  const stripe = payOnline && !input.paymentSessionId && stripeConfigured(ctx.env);
  // A session opened beforehand (REST reference flow) must charge exactly the server's quote.
  if (input.paymentSessionId) {
    await verifyPresetSession(ctx, { sessionId: input.paymentSessionId, amount: convertFromBase(quoted.total, exchangeRate, moneyDecimals(currency)), currency });
  }

  // Taken already (read with the facts above): CONFLICT now, without a write. Only a hint: a car
  // free here can still be taken by the time we write, and book_car decides that race under the
  // car's lock; one taken here stays taken (see checkoutFacts). A guest's own hold is not known
  // here (no driver id yet): guests go on to the write, which releases it.
  if (facts.taken && !guest) throw new ConflictError(CAR_TAKEN_MESSAGE);
  if (facts.supplier_email === null) throw new NotFoundError('No such car.'); // every supplier is an account

  const now = ctx.clock.now();
  const bookingId = randomUUID();
  // As numeric(12,2) and numeric(18,8) store them (rounding half away from zero), so the mails
  // and the answer show what the booking holds.
  const price = new Prisma.Decimal(quoted.total).toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
  const rate = new Prisma.Decimal(exchangeRate).toDecimalPlaces(8, Prisma.Decimal.ROUND_HALF_UP);
  const amount = bookingAmount({ price, exchangeRate: rate, currency });
  const holdUntil = payOnline ? holdExpiry(now) : null;
  const breakdown = JSON.stringify(quoted);
  // The booking's payment session: pay later's record, the test page's, one opened beforehand to
  // bind, or none yet (Stripe's is opened after the commit).
  const session = !payOnline
    ? { id: newSessionId(PAY_LATER_SESSION_PREFIX), provider: 'payLater' as const, amount }
    : !input.paymentSessionId && !stripe
      ? { id: newSessionId(TEST_SESSION_PREFIX), provider: 'test' as const, amount }
      : null;
  const told = tells('bookingMade');

  /**
   * The booking's statement for a driver (book_car, bookings/queries.ts bookCar): the same for every
   * checkout. Pay later is booked at once, so its mails and notifications go with it, rendered
   * here from what checkout_facts read (the values the booking stores) with the reference drawn
   * here rather than by the column's default. Pay online mails once paid (stripeEvents).
   */
  const write = (db: Prisma.TransactionClient | typeof ctx.db, driver: { id: string; email: string; fullName: string; language: string }, reference: string) => {
    const confirmation = payOnline ? null : bookingConfirmation(ctx, bookingMailOf(ctx, mailRow(facts!, { bookingId, reference, driver, from: input.from, to: input.to, price, rate, currency, breakdown, cancellation: extras.cancellation === true })));
    return bookCar(db, {
      bookingId,
      reference,
      carId: input.carId,
      supplierId: car.supplierId,
      driverId: driver.id,
      pickupLocationId: input.pickupLocationId,
      dropoffLocationId: input.dropoffLocationId,
      from: input.from,
      to: input.to,
      days: rentalDays(input.from, input.to),
      status: payOnline ? 'void' : 'pending',
      paymentOption: payOnline ? 'payOnline' : 'payLater',
      holdUntil,
      total: price.toString(),
      breakdown,
      currency,
      exchangeRate: rate.toString(),
      extras,
      createdBy: viewer?.id ?? null,
      now,
      expiredReason: HOLD_EXPIRED_REASON,
      replacedReason: HOLD_REPLACED_REASON,
      additionalDriver,
      licenceKey: licenceName === null ? null : `${FOLDER}/${licenceName}`,
      session,
      presetSession: input.paymentSessionId ?? null,
      notifications: confirmation && {
        values: confirmation.made.values,
        tellDriver: told.driver,
        tellStaff: told.staff,
        confirmedCode: NOTIFICATION_CODES.BOOKING_CONFIRMED,
        receivedCode: NOTIFICATION_CODES.BOOKING_RECEIVED,
      },
      mails: confirmation && { rows: outboxRows(confirmation.mails), channel: MAIL_OUTBOX_CHANNEL },
    });
  };

  let superseded: string[] = [];
  let reference = newBookingReference();
  for (let attempt = 1, clashes = 0; ; attempt++) {
    try {
      superseded = guestAccount
        ? // A guest's account is made (or their unclaimed one found) in the booking's transaction:
          // a checkout that loses the car keeps no account, activation or licence.
          await ctx.db.$transaction(async (tx) => write(tx, await guestDriver(tx, guestAccount), reference), { maxWait: 20_000, timeout: 20_000 })
        : // Everything else is the one statement, in its own implicit transaction.
          await write(ctx.db, { id: me!.id, email: me!.email, fullName: facts.driver_name ?? '', language: me!.language }, reference);
      break;
    } catch (err) {
      const state = sqlState(err);
      if (state === '40P01' && attempt < ATTEMPTS) continue;
      if (state === '23P01') throw new ConflictError(CAR_TAKEN_MESSAGE);
      if (state === BOOK_CAR_ERRORS.licenceNotClaimable) throw new BadUserInputError(IMAGE_REQUIRED, { licence: 'IMAGE_REQUIRED' }, 'IMAGE_REQUIRED');
      if (state === BOOK_CAR_ERRORS.presetSessionUnusable) throw new BadUserInputError(PAYMENT_SESSION_INVALID, { sessionId: 'PAYMENT_SESSION_INVALID' }, 'PAYMENT_SESSION_INVALID');
      // Two bookings drew one reference (one in ~700 million): draw again.
      if (referenceClash(err) && ++clashes < REFERENCE_ATTEMPTS) {
        reference = newBookingReference();
        continue;
      }
      // Two guests with one email at once: the unique constraint decides.
      if (guestAccount && isUniqueViolation(err)) throw accountExists();
      throw err;
    }
  }
  const made: CheckoutResult = {
    bookingId,
    reference,
    status: payOnline ? 'void' : 'pending',
    total: price.toFixed(2),
    currency,
    exchangeRate: rate.toString(),
    sessionId: session?.id ?? input.paymentSessionId ?? '',
    payment:
      session?.provider === 'test'
        ? { id: session.id, provider: 'TEST', clientSecret: null, publishableKey: null, amount, currency, expiresAt: holdUntil! }
        : null,
  };

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
      bookingId,
      name: `${car.name}, ${input.from.toISOString().slice(0, 10)} - ${input.to.toISOString().slice(0, 10)}`,
      customerEmail: guestAccount?.email ?? me?.email,
      locale: stripeLocale(guestAccount?.language ?? me?.language),
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
    ctx.log.warn({ err, bookingId }, 'could not open a Stripe session: the hold is released');
    await releaseHold(ctx, bookingId, PAYMENT_UNAVAILABLE_REASON);
    throw new ServiceUnavailableError('Online payment is not available right now. Please try again later or choose pay later.', 'PAYMENT_UNAVAILABLE');
  }

  /** The guest's driver account: their unclaimed one again, or a new unverified one (with its activation mail). */
  async function guestDriver(tx: Prisma.TransactionClient, details: NonNullable<typeof guestAccount>) {
    const existing = await unclaimedGuestAccount(tx, details.email);
    if (existing === 'taken') throw accountExists();
    if (existing) {
      // The same guest again (a failed payment, another car): a fresh activation link, since the
      // first may be lost or out of its day, in the language stored with that account (mail
      // follows its recipient, not the page).
      await queueActivation(ctx, tx, existing, isLanguage(existing.language) ? existing.language : 'en');
      return existing;
    }
    return createUnverifiedDriver(ctx, tx, { ...details, passwordHash: null });
  }
}

/** A booking's mail row (as booking_mail_row reads it back) from what checkout read and decided. */
function mailRow(
  facts: CheckoutFacts,
  b: { bookingId: string; reference: string; driver: { id: string; email: string; fullName: string; language: string }; from: Date; to: Date; price: Prisma.Decimal; rate: Prisma.Decimal; currency: string; breakdown: string; cancellation: boolean },
): BookingMailRow {
  return {
    id: b.bookingId,
    reference: b.reference,
    driver_id: b.driver.id,
    supplier_id: facts.supplier_id,
    from_at: b.from,
    to_at: b.to,
    days: rentalDays(b.from, b.to),
    payment_option: 'payLater',
    cancellation: b.cancellation,
    price_breakdown: b.breakdown,
    price: b.price.toString(),
    currency: b.currency,
    exchange_rate: b.rate.toString(),
    car_name: facts.car_name,
    deposit: facts.deposit,
    supplier_name: facts.supplier_name,
    contact_email: facts.contact_email,
    contact_phone: facts.contact_phone,
    supplier_email: facts.supplier_email!,
    supplier_language: facts.supplier_language!,
    supplier_notifications: facts.supplier_notifications!,
    driver_name: b.driver.fullName,
    driver_email: b.driver.email,
    driver_language: b.driver.language,
    pickup: facts.pickup_place!,
    dropoff: facts.dropoff_place!,
  };
}

function accountExists(): BadUserInputError {
  return new BadUserInputError(ACCOUNT_EXISTS_MESSAGE, { 'driver.email': 'ACCOUNT_EXISTS' }, 'ACCOUNT_EXISTS');
}

function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505' || (!!err && typeof err === 'object' && (err as { code?: unknown }).code === 'P2002');
}


