import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { Booking, BookingStatus } from '../../__generated__/prisma/client.ts';
import type { Prisma } from '../../db/prisma.ts';
import { BadUserInputError, ConflictError, NotFoundError } from '../../errors.ts';
import { bookingCalendar } from '../../lib/mail/bookingMail.ts';
import type { MailAttachment } from '../../lib/mail/templates.ts';
import { ageOn } from '../../shared/accounts.ts';
import type { MessageCode } from '../../shared/messages.ts';
import { todayIn } from '../accounts/accounts.ts';
import { e164, parseWith, personSchema } from '../checkout/checkout.ts';
import { requireSignedIn, requireType, type SignedInUser } from '../guards.ts';
import { notify } from '../notifications/notifications.ts';
import { EXTRAS, rentalDays, type Quote } from '../pricing/pricing.ts';
import { quoteCar } from '../pricing/quotes.ts';
import { CAR_TAKEN_MESSAGE, sqlState } from './bookings.ts';
import { loadBookingMail } from './confirmation.ts';
import { bookingState } from './driverBookings.ts';
import { expireHolds } from './holds.ts';
import { changeFacts, lockOwnBooking } from './queries.ts';
import { audience, isFirm } from './lifecycle.ts';

/**
 * A driver's changes to their own booking (issue 13 point 2, docs/decisions/026): a pay-later
 * booking that is pending, has not started and has no cancel request may change its dates,
 * locations, extras and additional driver. The server re-quotes it (the booking's payment option,
 * so pay later keeps cancellation and amendments free) and re-checks availability with the
 * booking's own period not counting against it: the UPDATE is judged by the same exclusion
 * constraint as checkout's INSERT (an exclusion constraint never compares a row with itself), so
 * a race with a checkout or another change is decided by the database exactly as two checkouts
 * are (ADR 016): the loser gets CONFLICT "This car is no longer available for these dates" and
 * nothing of its attempt is kept. Rules as at checkout: the period (lead time, opening hours,
 * longest rental) through quoteCar, the car offered at the pick-up location, the driver's and the
 * additional driver's age on the pick-up day.
 *
 * The change is recorded in booking_changes (before and after, who, when) and told to the car's
 * supplier and the admins (BOOKING_UPDATED through notify(), with their e-mail copies), in the
 * change's transaction. Authorization first: another's booking answers NOT_FOUND, as an unknown
 * id, before anything about it is judged.
 */

/** Notification code of a driver's change (rendered by services/notifications/render.ts). */
export const BOOKING_UPDATED = 'BOOKING_UPDATED';
export const NOT_EDITABLE_MESSAGE = 'This booking can no longer be changed.';
/** The reason a driver's change of car is refused (the REST shim may send one). */
export const CAR_CHANGE_MESSAGE = 'The car of a booking cannot be changed.';

const code = (c: MessageCode) => ({ message: c });
// Absent, null or '' is REQUIRED (z.coerce.date would read null as 1970-01-01 and judge that).
const instant = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== '', code('REQUIRED'))
  .pipe(z.coerce.date(code('INVALID_DATE')).refine((d) => !Number.isNaN(d.getTime()), code('INVALID_DATE')));
const extrasSchema = z.object(Object.fromEntries(EXTRAS.map((k) => [k, z.boolean().nullish()])) as Record<(typeof EXTRAS)[number], z.ZodOptional<z.ZodNullable<z.ZodBoolean>>>);

const changeSchema = z.object({
  id: z.string().max(100),
  pickupLocationId: z.uuid(code('INVALID')),
  dropoffLocationId: z.uuid(code('INVALID')),
  from: instant,
  to: instant,
  extras: extrasSchema.nullish(),
  additionalDriver: z.unknown().nullish(),
  /** REST only: the car the client believes the booking is of; another car is refused. */
  carId: z.string().max(100).nullish(),
});

/** What a transport passes: anything, judged by changeSchema. */
export type BookingChangeInput = Partial<Record<keyof z.input<typeof changeSchema>, unknown>>;

type Extras = Record<(typeof EXTRAS)[number], boolean>;
interface Person {
  fullName: string;
  email: string;
  phone: string;
  birthDate: string;
}

/** A change judged against the booking and the rules, ready to save or to show. */
interface PreparedChange {
  me: SignedInUser;
  booking: Booking;
  from: Date;
  to: Date;
  pickupLocationId: string;
  dropoffLocationId: string;
  extras: Extras;
  quote: Quote;
  /** The additional driver to store: given (new), kept (the stored one), or none. */
  additional: { kind: 'given'; person: Person } | { kind: 'kept' } | { kind: 'none' };
  /** A booking other than this one blocks the car now for the new period. */
  taken: boolean;
  carName: string;
  supplierName: string;
  driverName: string;
}

const notFound = () => new NotFoundError('No such booking.');

/** The signed-in driver's own booking, before anything else is read; NOT_FOUND for any other. */
async function ownBooking(ctx: ServiceContext, me: SignedInUser, id: string, db: ServiceContext['db'] | Prisma.TransactionClient = ctx.db, lock = false): Promise<Booking> {
  if (!z.uuid().safeParse(id).success) throw notFound();
  if (lock) {
    // The row lock orders this change after a concurrent cancel request or staff change (and
    // theirs after it): the editable check below reads the committed state.
    if (!(await lockOwnBooking(db, me.id, id))) throw notFound();
  }
  const booking = await db.booking.findFirst({ where: { id, driverId: me.id, status: { not: 'void' }, hiddenByDriver: false } });
  if (!booking) throw notFound();
  return booking;
}

function requireEditable(booking: Booking, now: Date): void {
  if (!bookingState(booking, now).editable) throw new BadUserInputError(NOT_EDITABLE_MESSAGE, {}, 'BOOKING_NOT_EDITABLE');
}

async function prepare(ctx: ServiceContext, raw: BookingChangeInput): Promise<PreparedChange> {
  const db = ctx.db;
  const me = requireType(requireSignedIn(ctx), ['driver']);
  // Authorization before state: the id alone decides NOT_FOUND, whatever else the input holds.
  const id = typeof raw.id === 'string' ? raw.id : '';
  const booking = await ownBooking(ctx, me, id);
  const input = parseWith(changeSchema, raw);
  const now = ctx.clock.now();
  requireEditable(booking, now);
  if (input.carId && input.carId !== booking.carId) throw new BadUserInputError(CAR_CHANGE_MESSAGE, { car: 'CAR_CHANGE_NOT_ALLOWED' }, 'CAR_CHANGE_NOT_ALLOWED');
  const extras = Object.fromEntries(EXTRAS.map((k) => [k, input.extras?.[k] === true])) as Extras;

  // The period's rules (lead time, opening hours, longest rental) and the price: the server's quote
  // for the booking's own payment option.
  const quote = await quoteCar(ctx, { carId: booking.carId, from: input.from, to: input.to, extras, paymentOption: booking.paymentOption });
  const facts = await changeFacts(db, {
    bookingId: booking.id,
    carId: booking.carId,
    driverId: me.id,
    pickupLocationId: input.pickupLocationId,
    dropoffLocationId: input.dropoffLocationId,
    from: input.from,
    to: input.to,
    now,
  });
  if (!facts) throw notFound();
  if (!facts.at_pickup) throw new BadUserInputError('This car is not offered at this pick-up location.', { pickupLocationId: 'INVALID' }, 'CAR_NOT_AT_LOCATION');
  if (!facts.dropoff_exists) throw new BadUserInputError('Unknown drop-off location.', { dropoffLocationId: 'INVALID' }, 'INVALID');

  // Ages on the (new) pick-up day, in the business time zone, as at checkout.
  const minAge = Math.max(facts.minimum_age, ctx.settings.minimumAge);
  const pickupDay = todayIn(ctx.settings.timeZone, input.from);
  if (facts.birth_date && ageOn(facts.birth_date, pickupDay) < minAge) {
    throw new BadUserInputError(`The driver must be at least ${minAge} years old at pick-up.`, { 'driver.birthDate': 'TOO_YOUNG' }, 'TOO_YOUNG', { age: minAge });
  }
  let additional: PreparedChange['additional'] = { kind: 'none' };
  if (extras.additionalDriver) {
    // Required with the extra; a client that sends none keeps the one stored with the booking.
    const given = input.additionalDriver ?? null;
    if (given === null && facts.stored_additional) additional = { kind: 'kept' };
    else {
      const person = parseWith(personSchema(ctx.settings.timeZone), given, 'additionalDriver.');
      additional = { kind: 'given', person: { ...person, phone: e164(person.phone) } };
    }
    const birthDate = additional.kind === 'given' ? additional.person.birthDate : facts.stored_additional!;
    if (ageOn(birthDate, pickupDay) < minAge) {
      throw new BadUserInputError(`The additional driver must be at least ${minAge} years old at pick-up.`, { 'additionalDriver.birthDate': 'TOO_YOUNG' }, 'TOO_YOUNG', { age: minAge });
    }
  }
  return {
    me,
    booking,
    from: input.from,
    to: input.to,
    pickupLocationId: input.pickupLocationId,
    dropoffLocationId: input.dropoffLocationId,
    extras,
    quote,
    additional,
    taken: facts.taken,
    carName: facts.car_name,
    supplierName: facts.supplier_name,
    driverName: facts.driver_name,
  };
}

export interface BookingChangeQuote {
  quote: Quote;
  /** The booking's current total (USD), exact decimal string. */
  currentTotal: string;
  available: boolean;
}

/** The price of a change and whether the car is free then, without saving anything. */
export async function bookingChangeQuote(ctx: ServiceContext, raw: BookingChangeInput): Promise<BookingChangeQuote> {
  const change = await prepare(ctx, raw);
  return { quote: change.quote, currentTotal: change.booking.price.toFixed(2), available: !change.taken };
}

/** Attempts when PostgreSQL aborts one of two concurrent writers of one car as a deadlock. */
const ATTEMPTS = 3;

/** The terms a change records (booking_changes.before / after). */
function terms(b: { from: Date; to: Date; pickupLocationId: string; dropoffLocationId: string; price: string }, extras: Extras, additionalDriver: string | null) {
  return { from: b.from.toISOString(), to: b.to.toISOString(), pickupLocationId: b.pickupLocationId, dropoffLocationId: b.dropoffLocationId, extras, additionalDriver, price: b.price };
}

/** Whether a change would leave the booking's terms as they are (the price aside: it follows them). */
function sameTerms(
  booking: Booking,
  change: PreparedChange,
  extrasBefore: Extras,
  stored: { fullName: string; email: string; phone: string; birthDate: Date } | null,
): boolean {
  const additionalSame =
    change.additional.kind === 'kept' ||
    (change.additional.kind === 'none' && !stored) ||
    (change.additional.kind === 'given' &&
      !!stored &&
      stored.fullName === change.additional.person.fullName &&
      stored.email === change.additional.person.email &&
      stored.phone === change.additional.person.phone &&
      stored.birthDate.toISOString().slice(0, 10) === change.additional.person.birthDate);
  return (
    additionalSame &&
    booking.from.getTime() === change.from.getTime() &&
    booking.to.getTime() === change.to.getTime() &&
    booking.pickupLocationId === change.pickupLocationId &&
    booking.dropoffLocationId === change.dropoffLocationId &&
    EXTRAS.every((k) => extrasBefore[k] === change.extras[k])
  );
}

/**
 * Saves a change of the driver's own editable booking (see the file's comment). Returns the
 * booking as saved.
 */
export async function updateBooking(ctx: ServiceContext, raw: BookingChangeInput): Promise<Booking> {
  // Judged before the transaction (a clear answer without a write for bad input, and CONFLICT for a
  // car taken now: it could only fail at the update, see checkout's `taken`); the booking's own
  // state again on the locked row inside it, and availability by the constraint at the update.
  const change = await prepare(ctx, raw);
  if (change.taken) throw new ConflictError(CAR_TAKEN_MESSAGE);
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.$transaction(
        async (tx) => {
          const { me } = change;
          const now = ctx.clock.now();
          const booking = await ownBooking(ctx, me, change.booking.id, tx, true);
          requireEditable(booking, now);
          // Expired holds of other drivers on this car overlapping the new period give way first,
          // as at checkout (ADR 016): the constraint still counts a hold until it is cancelled.
          await expireHolds({ db: tx, clock: ctx.clock }, { carId: booking.carId, from: change.from, to: change.to });
          const storedAdditional = await tx.additionalDriver.findUnique({ where: { bookingId: booking.id } });
          const extrasBefore = Object.fromEntries(EXTRAS.map((k) => [k, booking[k]])) as Extras;
          // Saving the terms it already has changes nothing: no history row, nobody told.
          if (sameTerms(booking, change, extrasBefore, storedAdditional)) return booking;
          const updated = await tx.booking.update({
            where: { id: booking.id },
            data: {
              from: change.from,
              to: change.to,
              days: rentalDays(change.from, change.to),
              pickupLocationId: change.pickupLocationId,
              dropoffLocationId: change.dropoffLocationId,
              ...change.extras,
              price: change.quote.total,
              priceBreakdown: change.quote as unknown as Prisma.InputJsonValue,
              // A reminder already queued was about the old pick-up time; with the same pick-up
              // time it stays sent (the driver is reminded once).
              ...(change.from.getTime() !== booking.from.getTime() ? { reminderSentAt: null } : {}),
              updatedAt: now,
            },
          });
          let additionalAfter: string | null = null;
          if (change.additional.kind === 'given') {
            const p = change.additional.person;
            const data = { fullName: p.fullName, email: p.email, phone: p.phone, birthDate: new Date(`${p.birthDate}T00:00:00Z`) };
            await tx.additionalDriver.upsert({ where: { bookingId: booking.id }, create: { bookingId: booking.id, ...data }, update: data });
            additionalAfter = p.fullName;
          } else if (change.additional.kind === 'kept') {
            additionalAfter = storedAdditional?.fullName ?? null;
          } else if (storedAdditional) {
            await tx.additionalDriver.delete({ where: { bookingId: booking.id } });
          }
          await tx.bookingChange.create({
            data: {
              bookingId: booking.id,
              changedById: me.id,
              before: terms({ ...booking, price: booking.price.toFixed(2) }, extrasBefore, storedAdditional?.fullName ?? null),
              after: terms({ ...change, price: updated.price.toFixed(2) }, change.extras, additionalAfter),
              changedAt: now,
            },
          });
          const recipients = await audience(tx, 'bookingUpdated', { driverId: me.id, supplierId: booking.supplierId });
          const values = {
            reference: booking.reference,
            car: change.carName,
            supplier: change.supplierName,
            driver: change.driverName,
            from: change.from.toISOString(),
            to: change.to.toISOString(),
            previousFrom: booking.from.toISOString(),
            previousTo: booking.to.toISOString(),
          };
          await notify(
            { ...ctx, db: tx },
            recipients.map((userId) => ({ userId, bookingId: booking.id, code: BOOKING_UPDATED, values })),
          );
          return updated;
        },
        { maxWait: 20_000, timeout: 20_000 },
      );
    } catch (err) {
      const state = sqlState(err);
      if (state === '40P01' && attempt < ATTEMPTS) continue;
      if (state === '23P01') throw new ConflictError(CAR_TAKEN_MESSAGE);
      throw err;
    }
  }
}

/** Whether `viewer` may download the booking's calendar file: its driver, while it is firm. */
export function hasCalendar(b: Pick<Booking, 'status' | 'driverId'>, viewer: ServiceContext['viewer']): boolean {
  return viewer?.kind === 'user' && viewer.id === b.driverId && isFirm(b.status); // a calendar file while the booking holds the car for good
}

/** The path GraphQL's Booking.calendarUrl names (rest/bookings.ts serves it). */
export const calendarPath = (bookingId: string) => `/api/booking-calendar/${encodeURIComponent(bookingId)}`;

/**
 * The booking's `.ics` file, for its driver only (another's, an unknown id, a hold or a cancelled
 * booking: NOT_FOUND): the confirmation mail's calendar file (lib/mail/bookingMail.ts) built from
 * the booking as it is now, in the driver's language, its SEQUENCE the number of changes made so a
 * calendar that imported an older copy replaces it.
 */
export async function bookingCalendarFile(ctx: ServiceContext, { id }: { id: string }): Promise<MailAttachment> {
  const me = requireType(requireSignedIn(ctx), ['driver']);
  const booking = await ownBooking(ctx, me, id);
  if (!hasCalendar(booking, ctx.viewer)) throw notFound();
  const [{ data, driver }, changes] = await Promise.all([loadBookingMail(ctx, booking.id), ctx.db.bookingChange.count({ where: { bookingId: booking.id } })]);
  return bookingCalendar(data, driver.language, { sequence: changes });
}
