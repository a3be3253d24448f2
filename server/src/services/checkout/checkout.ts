import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { Prisma } from '../../db/prisma.ts';
import { BadUserInputError, ConflictError, NotFoundError, UnauthenticatedError } from '../../errors.ts';
import { ageOn, emailField, fieldErrorsOf, LIMITS, phoneField, requiredText } from '../../shared/accounts.ts';
import { MESSAGES, type MessageCode } from '../../shared/messages.ts';
import { STORED_NAME } from '../../lib/storage/index.ts';
import { createUnverifiedDriver, todayIn } from '../accounts/accounts.ts';
import { consume } from '../accounts/rateLimits.ts';
import { createBooking, sqlState } from '../bookings/bookings.ts';
import { enqueueBookingConfirmation } from '../bookings/confirmation.ts';
import { exchangeRates } from '../currency/currency.ts';
import { requirePerson } from '../guards.ts';
import { FOLDER, IMAGE_REQUIRED } from '../licences/licences.ts';
import { EXTRAS } from '../pricing/pricing.ts';
import { quoteCar } from '../pricing/quotes.ts';

/**
 * Checkout, PAY LATER only for now (issue 12 point 2): the booking is made `pending` at once and
 * the driver pays the supplier at pick-up. Pay online (a `void` hold and a Stripe Checkout
 * Session) is not built yet: this input has no payment option, and every booking it makes is
 * pay later.
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (v: string) => ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const code = (c: MessageCode) => ({ message: c });
const birthDateField = z.string(code('REQUIRED')).min(1, code('REQUIRED')).refine(realDate, code('INVALID_DATE'));

const personSchema = z.object({
  fullName: requiredText(LIMITS.fullName),
  email: emailField,
  phone: phoneField,
  birthDate: birthDateField,
});

const guestSchema = personSchema.extend({
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
});

/** What a transport passes: anything, judged by checkoutSchema. */
export type CheckoutInput = Partial<Record<keyof z.input<typeof checkoutSchema>, unknown>>;

export interface CheckoutResult {
  bookingId: string;
  status: string;
  /** The total in USD (the stored price), exact decimal string. */
  total: string;
  currency: string;
  exchangeRate: string;
}

function invalid(error: z.ZodError, prefix = ''): BadUserInputError {
  const raw = fieldErrorsOf(error);
  const fieldErrors = Object.fromEntries(Object.entries(raw).map(([k, v]) => [prefix + k, v]));
  const first = Object.values(raw)[0] as MessageCode | undefined;
  const message = first && first in MESSAGES ? MESSAGES[first] : MESSAGES.REQUIRED;
  return new BadUserInputError(message, fieldErrors, first);
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown, prefix = ''): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw invalid(parsed.error, prefix);
  return parsed.data;
}

const e164 = (phone: string) => parsePhoneNumberWithError(phone, 'IQ').number;

/** Attempts when PostgreSQL aborts one of two concurrent checkouts as a deadlock. */
const ATTEMPTS = 3;

export async function checkout(ctx: ServiceContext, raw: CheckoutInput): Promise<CheckoutResult> {
  requirePerson(ctx); // a partner key books nothing
  const viewer = ctx.viewer?.kind === 'user' ? ctx.viewer : null;
  const input = parseWith(checkoutSchema, raw);
  const body = (input.driver ?? null) as Record<string, unknown> | null;

  // The driver: the session's, or a guest's details. An id without a session is not a driver.
  if (!viewer && body && typeof body === 'object' && ('_id' in body || 'id' in body)) throw new UnauthenticatedError();
  const guest = viewer ? null : parseWith(guestSchema, body, 'driver.');
  if (viewer && viewer.type !== 'driver') {
    // Suppliers and admins book through their own tools, not the public checkout.
    throw new BadUserInputError('Only a driver account can book here.', {}, 'DRIVER_ONLY');
  }
  // A guest checkout makes an account: it counts against the sign-up limit of the address (ADR 018).
  if (guest) await consume(ctx.limits.signUpByIp, ctx.meta.ip);
  const extras = Object.fromEntries(Object.entries(input.extras ?? {}).map(([k, v]) => [k, v === true])) as Record<(typeof EXTRAS)[number], boolean>;
  const additional = extras.additionalDriver ? parseWith(personSchema, input.additionalDriver, 'additionalDriver.') : null;

  // The server's price: dates (lead time, opening hours, MAX_RENTAL_DAYS) are checked by quoteCar.
  const quoted = await quoteCar(ctx, { carId: input.carId, from: input.from, to: input.to, extras, paymentOption: 'payLater' });
  const car = await ctx.db.car.findUnique({
    where: { id: input.carId },
    select: { minimumAge: true, supplier: { select: { payLaterAllowed: true } }, locations: { where: { locationId: input.pickupLocationId }, select: { locationId: true } } },
  });
  if (!car) throw new NotFoundError('No such car.');
  if (!car.locations.length) throw new BadUserInputError('This car is not offered at this pick-up location.', { pickupLocationId: 'INVALID' }, 'CAR_NOT_AT_LOCATION');
  const dropoff = await ctx.db.location.findUnique({ where: { id: input.dropoffLocationId }, select: { id: true } });
  if (!dropoff) throw new BadUserInputError('Unknown drop-off location.', { dropoffLocationId: 'INVALID' }, 'INVALID');
  if (!car.supplier.payLaterAllowed) throw new BadUserInputError(PAY_LATER_NOT_ALLOWED, { payLater: 'PAY_LATER_NOT_ALLOWED' }, 'PAY_LATER_NOT_ALLOWED');

  // The driver's age on the day of pick-up (business time zone).
  const me = viewer ? await ctx.db.user.findUnique({ where: { id: viewer.id }, select: { id: true, birthDate: true, language: true } }) : null;
  if (viewer && !me) throw new UnauthenticatedError();
  let birthDate = guest?.birthDate ?? me?.birthDate?.toISOString().slice(0, 10) ?? null;
  if (!birthDate && body && typeof body.birthDate === 'string' && realDate(body.birthDate)) birthDate = body.birthDate;
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
    const onFile = me ? await ctx.db.licenceDocument.count({ where: { userId: me.id, temporary: false } }) : 0;
    if (!onFile) throw new BadUserInputError(IMAGE_REQUIRED, { licence: 'IMAGE_REQUIRED' }, 'IMAGE_REQUIRED');
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

  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.$transaction(async (tx) => {
        let driverId: string;
        if (guestAccount) {
          if (await tx.user.findUnique({ where: { email: guestAccount.email }, select: { id: true } })) throw accountExists();
          driverId = (await createUnverifiedDriver(ctx, tx, { ...guestAccount, passwordHash: null })).id;
        } else {
          driverId = me!.id;
        }
        if (licenceName !== null) {
          // Claimed once: a name already attached (or expired) is no licence.
          const claimed = await tx.licenceDocument.updateMany({
            where: { storageKey: `${FOLDER}/${licenceName}`, temporary: true, userId: null },
            data: { userId: driverId, temporary: false },
          });
          if (claimed.count !== 1) throw new BadUserInputError(IMAGE_REQUIRED, { licence: 'IMAGE_REQUIRED' }, 'IMAGE_REQUIRED');
        }
        const booking = await createBooking(
          { db: tx, clock: ctx.clock },
          {
            carId: input.carId,
            from: input.from,
            to: input.to,
            driverId,
            pickupLocationId: input.pickupLocationId,
            dropoffLocationId: input.dropoffLocationId,
            status: 'pending',
            paymentOption: 'payLater',
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
        await enqueueBookingConfirmation({ ...ctx, db: tx }, booking.id);
        return { bookingId: booking.id, status: booking.status, total: booking.price.toFixed(2), currency: booking.currency, exchangeRate: booking.exchangeRate.toString() };
        // Many checkouts at once wait for a connection and for the winner's commit: wait, not 500.
      }, { maxWait: 20_000, timeout: 20_000 });
    } catch (err) {
      const state = sqlState(err);
      if (state === '40P01' && attempt < ATTEMPTS) continue;
      if (state === '23P01') throw new ConflictError('This car is no longer available for these dates');
      // Two guests with one email at once: the unique constraint decides.
      if (isUniqueViolation(err)) throw accountExists();
      throw err;
    }
  }
}

function accountExists(): BadUserInputError {
  return new BadUserInputError(ACCOUNT_EXISTS_MESSAGE, { 'driver.email': 'ACCOUNT_EXISTS' }, 'ACCOUNT_EXISTS');
}

function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505' || (!!err && typeof err === 'object' && (err as { code?: unknown }).code === 'P2002');
}


