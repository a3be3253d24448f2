import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Booking } from '../__generated__/prisma/client.ts';
import { BadUserInputError, NotFoundError } from '../errors.ts';
import { isLanguage, type Language } from '../services/i18n/language.ts';
import { bookingsPage, getBooking, requestBookingCancellation } from '../services/bookings/driverBookings.ts';
import { bookingCalendarFile, updateBooking } from '../services/bookings/bookingChanges.ts';
import { bookingExtraFlags } from '../services/bookings/extras.ts';
import { requirePerson } from '../services/guards.ts';
import { instantProblemMessage, parseInstant } from '../shared/rentalPeriod.ts';
import { carShape, supplierShape } from './catalog.ts';
import { language, PageParams, paged, parse, text } from './http.ts';

/**
 * Bookings paths of the REST shim (issue 13 point 6), in the reference platform's shapes, over
 * the services GraphQL uses:
 * - `POST /api/bookings/{page}/{size}/{language}` `{suppliers, statuses, user, car?, filter?}` →
 *   `[{resultData: [booking], pageInfo: [{totalRecords}]}]` (or `[]`): the caller's bookings, newest
 *   first. Statuses this product does not have are ignored; a driver sees their own whatever
 *   `user` says; staff per their scope (`user` narrows to one driver).
 * - `GET /api/booking/{id}/{language}` → one booking (its driver, its car's supplier, an admin);
 *   404 for an unknown id and another's booking alike (a 204 would tell which ids exist).
 * - `PUT /api/update-booking` `{booking, additionalDriver?}`: a driver's change of their pay-later
 *   booking (updateBooking): 200 with the booking, 404 another's, 400 bad input or not editable,
 *   409 CONFLICT when the car is taken for the new dates (nothing changes).
 * - `GET /api/booking-calendar/{id}`: the booking's `.ics` file, for its driver only (404 otherwise).
 * - `POST /api/cancel-booking/{id}` (no body): the driver's cancel request, as GraphQL
 *   requestBookingCancellation. 200 when requested (or already requested); 404 for an unknown id
 *   and another's booking alike; 400 BOOKING_NOT_CANCELLABLE when it can no longer be cancelled.
 */
const IdParams = z.object({ id: text(100) });
const BookingParams = z.object({ id: text(100), language });

const instant = z.union([text(100), z.number()], { error: 'must be a date.' }).nullish();
/** An id as reference clients send it: the id, or the embedded record (`{_id, name}`). */
const ref = z.union([text(100), z.object({ _id: text(100) }).transform((o) => o._id)]);

const ListBody = z.object({
  suppliers: z.array(text(100), { error: 'suppliers must be a list of ids.' }).max(1000).nullish(),
  statuses: z.array(text(50), { error: 'statuses must be a list of statuses.' }).max(50).nullish(),
  user: text(100).nullish(),
  car: text(100).nullish(),
  filter: z
    .object({
      from: instant,
      to: instant,
      keyword: text(200).nullish(),
      pickupLocation: text(100).nullish(),
      dropOffLocation: text(100).nullish(),
    })
    .nullish(),
});

const flag = z.union([z.boolean(), z.literal('true').transform(() => true), z.literal('false').transform(() => false)]).nullish();

const UpdateBody = z.object({
  booking: z.object({
    _id: text(100),
    car: ref.nullish(),
    pickupLocation: ref,
    dropOffLocation: ref,
    from: z.union([text(100), z.number()]),
    to: z.union([text(100), z.number()]),
    cancellation: flag,
    amendments: flag,
    theftProtection: flag,
    collisionDamageWaiver: flag,
    fullInsurance: flag,
    additionalDriver: flag,
  }),
  additionalDriver: z.record(z.string(), z.unknown()).nullish(),
});

function date(value: string | number | null | undefined, field: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseInstant(value, { numbers: true });
  if (!parsed.ok) throw new BadUserInputError(instantProblemMessage(field, parsed.problem), { [field]: 'INVALID_DATE' });
  return parsed.date;
}

const missing = (what: string) => () => new NotFoundError(`${what} not found.`);
const required = <T>(value: T | Error | null, what: string): T => {
  if (value === null || value instanceof Error) throw missing(what)();
  return value;
};

/** Bookings in the reference shape; relations through the request's loaders (a constant number of statements). */
async function bookingShapes(request: FastifyRequest, bookings: Booking[], lang: Language) {
  const { loaders } = request.ctx;
  const carIds = bookings.map((b) => b.carId);
  const [cars, suppliers, drivers, places, carLocations, additional] = await Promise.all([
    loaders.bookings.car.loadMany(carIds),
    Promise.all(bookings.map((b) => loaders.supplierOf(b.supplierId, missing(`Supplier of booking ${b.id}`)))),
    loaders.bookings.driver.loadMany(bookings.map((b) => b.driverId)),
    loaders.bookings.location(lang).loadMany(bookings.flatMap((b) => [b.pickupLocationId, b.dropoffLocationId])),
    loaders.carLocations(lang).loadMany(carIds),
    Promise.all(bookings.map((b) => (b.additionalDriver ? loaders.bookings.additionalDriver.load(b.id) : null))),
  ]);
  return bookings.map((b, i) => {
    const car = required(cars[i], `Car of booking ${b.id}`);
    const driver = required(drivers[i], `Driver of booking ${b.id}`);
    const pickup = required(places[2 * i], 'Pick-up location');
    const dropoff = required(places[2 * i + 1], 'Drop-off location');
    const locations = required(carLocations[i], `Locations of car ${car.id}`);
    const extra = additional[i];
    return {
      _id: b.id,
      supplier: supplierShape(suppliers[i]),
      car: carShape(car, suppliers[i], locations.map((l) => ({ _id: l.id, name: l.name }))),
      driver: { _id: driver.id, fullName: driver.fullName, avatar: driver.avatar },
      pickupLocation: { _id: pickup.id, name: pickup.name },
      dropOffLocation: { _id: dropoff.id, name: dropoff.name },
      from: b.from.toISOString(),
      to: b.to.toISOString(),
      status: b.status,
      // Chosen or included (price 0, or free with pay later): what the driver gets.
      ...bookingExtraFlags(b),
      cancelRequest: b.cancelRequest,
      price: Number(b.price),
      // The reference's populated additional driver (its clients read `_additionalDriver` beside the flag).
      ...(extra ? { _additionalDriver: { _id: extra.id, fullName: extra.fullName, email: extra.email, phone: extra.phone, birthDate: extra.birthDate.toISOString().slice(0, 10) } } : {}),
    };
  });
}

export function registerBookingRoutes(api: FastifyInstance): void {
  api.post('/api/cancel-booking/:id', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const [result] = await requestBookingCancellation(request.ctx, { ids: [id] });
    if (result.skipped === 'NOT_FOUND') throw new NotFoundError('No such booking.');
    if (result.skipped === 'NOT_CANCELLABLE') throw new BadUserInputError('This booking can no longer be cancelled.', {}, 'BOOKING_NOT_CANCELLABLE');
    return reply.code(200).send();
  });

  // ── booking changes (issue 13 points 2 and 6)
  api.post('/api/bookings/:page/:size/:language', async (request) => {
    const { page, size, language: lang } = parse(PageParams.extend({ language }), request.params);
    const body = parse(ListBody, request.body);
    const { rows, total } = await bookingsPage(
      request.ctx,
      {
        statuses: body.statuses ?? undefined,
        supplierIds: body.suppliers ?? undefined,
        driverId: body.user ?? undefined,
        carId: body.car ?? undefined,
        from: date(body.filter?.from, 'filter.from'),
        to: date(body.filter?.to, 'filter.to'),
        keyword: body.filter?.keyword ?? undefined,
        pickupLocationId: body.filter?.pickupLocation ?? undefined,
        dropoffLocationId: body.filter?.dropOffLocation ?? undefined,
      },
      { page, size },
    );
    return paged(await bookingShapes(request, rows, lang), total);
  });

  api.get('/api/booking/:id/:language', async (request) => {
    const { id, language: lang } = parse(BookingParams, request.params);
    const booking = await getBooking(request.ctx, { id });
    return (await bookingShapes(request, [booking], lang))[0];
  });

  api.put('/api/update-booking', async (request) => {
    requirePerson(request.ctx); // a partner key: 403 before the body is read
    const { booking: b, additionalDriver } = parse(UpdateBody, request.body);
    const updated = await updateBooking(request.ctx, {
      id: b._id,
      carId: b.car,
      pickupLocationId: b.pickupLocation,
      dropoffLocationId: b.dropOffLocation,
      from: date(b.from, 'from'),
      to: date(b.to, 'to'),
      extras: {
        cancellation: b.cancellation,
        amendments: b.amendments,
        theftProtection: b.theftProtection,
        collisionDamageWaiver: b.collisionDamageWaiver,
        fullInsurance: b.fullInsurance,
        additionalDriver: b.additionalDriver,
      },
      // Its birth date may be a serialised Date: the service reads it (shared/birthDate.ts).
      additionalDriver: additionalDriver ?? null,
    });
    // The reference answers the booking in the caller's language (no language in the path).
    const stored = request.ctx.viewer?.kind === 'user' ? request.ctx.viewer.user.language : null;
    const lang: Language = isLanguage(stored) ? stored : 'en';
    return (await bookingShapes(request, [updated], lang))[0];
  });

  api.get('/api/booking-calendar/:id', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const file = await bookingCalendarFile(request.ctx, { id });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="booking-${id}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
}
