import { beforeAll, describe, expect, it } from 'vitest';
import type { Car, User } from '../../src/__generated__/prisma/client.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { scenario } from '../../../prisma/seed/index.ts';
import { createAdmin, createBooking, createCar, createDriver, createSupplier, placeNames } from '../../../prisma/seed/factories.ts';
import type { TestDatabase } from '../db.ts';
import { staffCookie, withTestServer, type TestServer } from '../http.ts';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../__generated__/gql.ts';
import type { UpdateBookingInput } from '../__generated__/graphql.ts';

/**
 * A driver's changes to their pay-later booking (issue 13 points 2, 6, 8): bookingChangeQuote,
 * updateBooking and PUT /api/update-booking; the additional driver; the calendar file. The price
 * is held to the public quote (the same server rule a new checkout gets); availability to what
 * the database holds; another driver's booking answers NOT_FOUND / 404 and nothing changes.
 */
let db: TestDatabase;
let server: TestServer;
let driverA: User;
let driverB: User;
let youngDriver: User;
let admin: User;
let supplierUser: User;
let car: Car;
let otherPlace: string;

/** Drivers' sessions are made directly; staff sign in through the staff sign-in (once each). */
const staffCookies = new Map<string, string>();
const cookie = async (userId: string) => {
  const user = await db.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { type: true, email: true } });
  if (user.type === 'driver') return `${SESSION_COOKIE}=${(await createSession(db.prisma, userId, { persistent: false })).token}`;
  if (!staffCookies.has(userId)) staffCookies.set(userId, await staffCookie(server, user.email));
  return staffCookies.get(userId)!;
};
async function gqlAs<R, V>(userId: string, query: TypedDocumentNode<R, V>, variables: V) {
  return server.gql(query, variables, { cookie: await cookie(userId) });
}

/** 10:00 in Erbil (07:00Z), `days` days from today. */
function morning(days: number, hour = 7): Date {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}
const DAY = 86_400_000;

const QUOTE = graphql(`query BookingChangesQuote($i: UpdateBookingInput!) { bookingChangeQuote(input: $i) { quote { total days extras { kind chosen amount } } currentTotal available } }`);
const UPDATE = graphql(`mutation BookingChangesUpdate($i: UpdateBookingInput!) { updateBooking(input: $i) {
  id from to days price status pickupLocation { id } dropoffLocation { id } extras { theftProtection additionalDriver fullInsurance }
  additionalDriver { fullName email phone birthDate } calendarUrl editable } }`);
const PUBLIC_QUOTE = graphql(`query BookingChangesPublicQuote($i: QuoteInput!) { quote(input: $i) { total } }`);

/** Everything about a booking a change could touch. */
async function snapshot(bookingId: string) {
  const { rows } = await db.query(
    `SELECT (SELECT row_to_json(b)::text FROM bookings b WHERE b.id = $1) AS booking,
            (SELECT coalesce(json_agg(a)::text, '') FROM additional_drivers a WHERE a.booking_id = $1) AS additional,
            (SELECT count(*)::int FROM booking_changes c WHERE c.booking_id = $1) AS changes,
            (SELECT count(*)::int FROM notifications n WHERE n.booking_id = $1) AS notifications,
            (SELECT count(*)::int FROM mail_outbox) AS mails`,
    [bookingId],
  );
  return rows[0];
}

const input = (id: string, over: Partial<UpdateBookingInput> = {}): UpdateBookingInput => ({
  id,
  pickupLocationId: scenario.location.airport,
  dropoffLocationId: scenario.location.airport,
  from: morning(20).toISOString(),
  to: morning(23).toISOString(),
  ...over,
});

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
  const supplier = await createSupplier(db.prisma);
  supplierUser = supplier.user;
  [driverA, driverB, admin] = await Promise.all([
    createDriver(db.prisma, { verified: true, fullName: 'Avin Aziz' }),
    createDriver(db.prisma, { verified: true, fullName: 'Bahar Barzani' }),
    createAdmin(db.prisma),
  ]);
  // 21 (the car's minimum age) in 25 days: too young for a pick-up in 5 days.
  const born = new Date(morning(25));
  born.setUTCFullYear(born.getUTCFullYear() - 21);
  youngDriver = await createDriver(db.prisma, { verified: true, birthDate: new Date(`${born.toISOString().slice(0, 10)}T00:00:00Z`) });
  otherPlace = (await db.prisma.location.findFirstOrThrow({ where: { id: { not: scenario.location.airport } } })).id;
  car = await createCar(db.prisma, { supplierId: supplier.id, additionalDriver: '12.00', locations: [scenario.location.airport] });
}, 60_000);

describe('bookingChangeQuote and updateBooking', () => {
  it('re-quotes on the server, saves the change with its history, tells supplier and admins; the booking’s own period does not count against it', async () => {
    const booking = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(19), to: morning(21) });
    // Overlaps its own current period: only other bookings may block it.
    const change = input(booking.id, { from: morning(20).toISOString(), to: morning(23).toISOString(), dropoffLocationId: otherPlace, extras: { theftProtection: true } });
    const expected = await server.gql(PUBLIC_QUOTE, { i: { carId: car.id, from: change.from, to: change.to, extras: { theftProtection: true }, paymentOption: 'payLater' } });
    expect(expected.errors).toBeUndefined();

    const quoted = await gqlAs(driverA.id, QUOTE, { i: change });
    expect(quoted.errors).toBeUndefined();
    expect(quoted.data!.bookingChangeQuote).toMatchObject({ available: true, currentTotal: booking.price.toFixed(2), quote: { total: expected.data!.quote.total, days: 3 } });
    // A quote saves nothing.
    expect((await snapshot(booking.id)).changes).toBe(0);

    const res = await gqlAs(driverA.id, UPDATE, { i: change });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateBooking).toMatchObject({
      id: booking.id,
      days: 3,
      price: expected.data!.quote.total,
      status: 'pending',
      dropoffLocation: { id: otherPlace },
      extras: { theftProtection: true, additionalDriver: false },
      additionalDriver: null,
      calendarUrl: `/api/booking-calendar/${booking.id}`,
      editable: true,
    });
    const stored = await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored.from.toISOString()).toBe(change.from);
    expect(stored.to.toISOString()).toBe(change.to);
    expect(stored.price.toFixed(2)).toBe(expected.data!.quote.total);
    expect((stored.priceBreakdown as { total: string }).total).toBe(expected.data!.quote.total);

    const [history] = await db.prisma.bookingChange.findMany({ where: { bookingId: booking.id } });
    expect(history).toMatchObject({
      changedById: driverA.id,
      before: { from: booking.from.toISOString(), to: booking.to.toISOString(), dropoffLocationId: scenario.location.airport, price: booking.price.toFixed(2) },
      after: { from: change.from, to: change.to, dropoffLocationId: otherPlace, price: expected.data!.quote.total, extras: { theftProtection: true } },
    });
    const notes = await db.prisma.notification.findMany({ where: { bookingId: booking.id, code: 'BOOKING_UPDATED' } });
    const admins = await db.prisma.user.findMany({ where: { type: 'admin' }, select: { id: true } });
    expect(new Set(notes.map((n) => n.userId))).toEqual(new Set([supplierUser.id, ...admins.map((a) => a.id)]));
    expect(notes.map((n) => n.userId)).not.toContain(driverA.id);
    // The supplier reads it in its own list, rendered; its e-mail copy is queued (switch on by default).
    const list = await gqlAs(supplierUser.id, graphql(`query BookingChangesNotifications { notifications(first: 5) { edges { node { code message bookingId } } } }`), {});
    expect(list.data!.notifications.edges[0].node).toMatchObject({ code: 'BOOKING_UPDATED', bookingId: booking.id });
    expect(list.data!.notifications.edges[0].node.message).toContain('Avin Aziz changed booking');
    const mail = await db.query(`SELECT 1 FROM mail_outbox WHERE to_address = $1`, [supplierUser.email]);
    expect(mail.rowCount).toBeGreaterThan(0);
  });

  it('a reminder already sent stays sent when the pick-up time stays; a new pick-up time is reminded again', async () => {
    const booking = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(250), to: morning(252) });
    const sentAt = new Date();
    await db.prisma.booking.update({ where: { id: booking.id }, data: { reminderSentAt: sentAt } });
    const same = input(booking.id, { from: morning(250).toISOString(), to: morning(253).toISOString(), extras: { theftProtection: true } });
    expect((await gqlAs(driverA.id, UPDATE, { i: same })).errors).toBeUndefined();
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).reminderSentAt).toEqual(sentAt);
    const later = input(booking.id, { from: morning(251).toISOString(), to: morning(253).toISOString(), extras: { theftProtection: true } });
    expect((await gqlAs(driverA.id, UPDATE, { i: later })).errors).toBeUndefined();
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).reminderSentAt).toBeNull();
  });

  it('a car taken for the new dates: the quote says so, the change is CONFLICT with the spec’s message, and nothing changes', async () => {
    const mine = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(40), to: morning(42) });
    await createBooking(db.prisma, { car, driverId: driverB.id, pickupLocationId: scenario.location.airport, from: morning(44), to: morning(46) });
    const before = await snapshot(mine.id);
    const change = input(mine.id, { from: morning(43).toISOString(), to: morning(45).toISOString() });
    const quoted = await gqlAs(driverA.id, QUOTE, { i: change });
    expect(quoted.data!.bookingChangeQuote.available).toBe(false);
    const res = await gqlAs(driverA.id, UPDATE, { i: change });
    expect(res.errors?.[0]).toMatchObject({ message: 'This car is no longer available for these dates', extensions: { code: 'CONFLICT' } });
    expect(await snapshot(mine.id)).toEqual(before);
  });

  it('two drivers moving onto the same free dates at once: the database lets exactly one through', async () => {
    for (let round = 0; round < 3; round++) {
      const base = 60 + round * 10;
      const a = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(base), to: morning(base + 1) });
      const b = await createBooking(db.prisma, { car, driverId: driverB.id, pickupLocationId: scenario.location.airport, from: morning(base + 2), to: morning(base + 3) });
      const target = { from: morning(base + 5).toISOString(), to: morning(base + 7).toISOString() };
      const [ca, cb] = [await cookie(driverA.id), await cookie(driverB.id)];
      const results = await Promise.all([
        server.gql(UPDATE, { i: input(a.id, target) }, { cookie: ca }),
        server.gql(UPDATE, { i: input(b.id, target) }, { cookie: cb }),
      ]);
      const won = results.filter((r) => !r.errors);
      const lost = results.filter((r) => r.errors);
      expect(won).toHaveLength(1);
      expect(lost.map((r) => r.errors![0].extensions?.code)).toEqual(['CONFLICT']);
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM bookings WHERE car_id = $1 AND from_at = $2 AND status <> 'cancelled'`, [car.id, target.from]);
      expect(rows[0].n).toBe(1);
    }
  });

  it('another driver’s booking, an unknown id, or staff: NOT_FOUND / FORBIDDEN before anything is judged, nothing changes', async () => {
    const ofB = await createBooking(db.prisma, { car, driverId: driverB.id, pickupLocationId: scenario.location.airport, from: morning(100), to: morning(102) });
    const before = await snapshot(ofB.id);
    // Either operation (only their errors are read).
    for (const doc of [QUOTE, UPDATE] as TypedDocumentNode<unknown, { i: UpdateBookingInput }>[]) {
      // Even with input the service would refuse: the id decides first.
      for (const i of [input(ofB.id), input(ofB.id, { to: morning(1).toISOString() }), input('00000000-0000-4000-8000-000000000000'), input('not-an-id')]) {
        const res = await gqlAs(driverA.id, doc, { i });
        expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect(JSON.stringify(res)).not.toContain('Bahar');
      }
      expect((await gqlAs(admin.id, doc, { i: input(ofB.id) })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await snapshot(ofB.id)).toEqual(before);
  });

  it('only an editable booking changes (pay later, pending, not started, no cancel request); rules as at checkout', async () => {
    const paid = await createBooking(db.prisma, { car, driverId: driverA.id, status: 'paid', paymentOption: 'payOnline', pickupLocationId: scenario.location.airport, from: morning(110), to: morning(111) });
    const requested = await createBooking(db.prisma, { car, driverId: driverA.id, cancelRequest: true, pickupLocationId: scenario.location.airport, from: morning(112), to: morning(113) });
    const started = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: new Date(Date.now() - DAY), to: morning(2) });
    for (const b of [paid, requested, started]) {
      const before = await snapshot(b.id);
      const res = await gqlAs(driverA.id, UPDATE, { i: input(b.id, { from: morning(120).toISOString(), to: morning(121).toISOString() }) });
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'BOOKING_NOT_EDITABLE' });
      expect(await snapshot(b.id)).toEqual(before);
    }
    const mine = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(130), to: morning(131) });
    const before = await snapshot(mine.id);
    const refused = async (over: Partial<UpdateBookingInput>) => (await gqlAs(driverA.id, UPDATE, { i: input(mine.id, over) })).errors?.[0].extensions;
    // Outside opening hours (22:00 in Erbil), too long, a place the car is not offered, an extra it does not offer.
    expect((await refused({ from: morning(130, 19).toISOString(), to: morning(132).toISOString() }))?.code).toBe('BAD_USER_INPUT');
    expect(await refused({ from: morning(130).toISOString(), to: new Date(morning(130).getTime() + 400 * DAY).toISOString() })).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'RENTAL_TOO_LONG' });
    expect(await refused({ pickupLocationId: otherPlace })).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'CAR_NOT_AT_LOCATION' });
    expect(await refused({ from: morning(-2).toISOString(), to: morning(1).toISOString() })).toMatchObject({ code: 'BAD_USER_INPUT' });
    // The additional driver: required with the extra, and old enough on the pick-up day.
    expect(await refused({ extras: { additionalDriver: true } })).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'additionalDriver.fullName': 'REQUIRED' } });
    const child = { fullName: 'Too Young', email: 'young@example.com', phone: '+964 750 123 4567', birthDate: '2015-01-01' };
    expect(await refused({ extras: { additionalDriver: true }, additionalDriver: child })).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'TOO_YOUNG' });
    expect(await snapshot(mine.id)).toEqual(before);

    // The driver's own age on the new pick-up day, as at checkout.
    const young = await createBooking(db.prisma, { car, driverId: youngDriver.id, pickupLocationId: scenario.location.airport, from: morning(30), to: morning(31) });
    const youngAt = (days: number) => gqlAs(youngDriver.id, UPDATE, { i: input(young.id, { from: morning(days).toISOString(), to: morning(days + 1).toISOString() }) });
    const tooEarly = await youngAt(5);
    expect(tooEarly.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'TOO_YOUNG' });
  });

  it('the additional driver is stored with the extra, read back on the booking, kept when not resent, removed with the extra', async () => {
    const mine = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(140), to: morning(141) });
    const person = { fullName: 'Dara Karim', email: 'dara@example.com', phone: '0750 123 4567', birthDate: '1985-03-04' };
    const on = await gqlAs(driverA.id, UPDATE, { i: input(mine.id, { from: morning(140).toISOString(), to: morning(142).toISOString(), extras: { additionalDriver: true }, additionalDriver: person }) });
    expect(on.errors).toBeUndefined();
    expect(on.data!.updateBooking).toMatchObject({ extras: { additionalDriver: true }, additionalDriver: { fullName: 'Dara Karim', email: 'dara@example.com', phone: '+9647501234567', birthDate: '1985-03-04' } });
    const kept = await gqlAs(driverA.id, UPDATE, { i: input(mine.id, { from: morning(140).toISOString(), to: morning(143).toISOString(), extras: { additionalDriver: true } }) });
    expect(kept.data!.updateBooking.additionalDriver).toMatchObject({ fullName: 'Dara Karim' });
    // The same terms again: nothing to record, nobody told.
    const notesBefore = await db.prisma.notification.count({ where: { bookingId: mine.id } });
    const same = await gqlAs(driverA.id, UPDATE, { i: input(mine.id, { from: morning(140).toISOString(), to: morning(143).toISOString(), extras: { additionalDriver: true } }) });
    expect(same.errors).toBeUndefined();
    expect(await db.prisma.bookingChange.count({ where: { bookingId: mine.id } })).toBe(2);
    expect(await db.prisma.notification.count({ where: { bookingId: mine.id } })).toBe(notesBefore);
    const off = await gqlAs(driverA.id, UPDATE, { i: input(mine.id, { from: morning(140).toISOString(), to: morning(143).toISOString() }) });
    expect(off.data!.updateBooking).toMatchObject({ extras: { additionalDriver: false }, additionalDriver: null });
    expect(await db.prisma.additionalDriver.count({ where: { bookingId: mine.id } })).toBe(0);
    expect(await db.prisma.bookingChange.count({ where: { bookingId: mine.id } })).toBe(3);
  });
});

describe('the calendar file', () => {
  it('its driver downloads the .ics of the booking as it is now; anyone else 404 (staff 403); none for a cancelled booking', async () => {
    const mine = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(150), to: morning(152) });
    const cancelled = await createBooking(db.prisma, { car, driverId: driverA.id, status: 'cancelled', pickupLocationId: scenario.location.airport, from: morning(150), to: morning(152) });
    const CALENDAR = graphql(`query BookingChangesCalendar($id: ID!) { booking(id: $id) { calendarUrl } }`);
    const page = await gqlAs(driverA.id, CALENDAR, { id: mine.id });
    const path = page.data!.booking!.calendarUrl as string;
    expect(path).toBe(`/api/booking-calendar/${mine.id}`);
    expect((await gqlAs(supplierUser.id, CALENDAR, { id: mine.id })).data!.booking!.calendarUrl).toBeNull();
    expect((await gqlAs(driverA.id, CALENDAR, { id: cancelled.id })).data!.booking!.calendarUrl).toBeNull();

    const get = async (userId: string | null, p = path) => fetch(`${server.baseUrl}${p}`, { headers: userId ? { cookie: await cookie(userId) } : {} });
    const own = await get(driverA.id);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await own.text();
    expect(ics).toContain(`UID:booking-${mine.id}@erbil-car-rental`);
    expect(ics).toContain('DTSTART:' + morning(150).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z');
    expect(ics).toContain('SEQUENCE:0');
    // After a change the file follows the booking, with the next sequence number.
    const moved = await gqlAs(driverA.id, UPDATE, { i: input(mine.id, { from: morning(155).toISOString(), to: morning(157).toISOString() }) });
    expect(moved.errors).toBeUndefined();
    const again = await (await get(driverA.id)).text();
    expect(again).toContain('DTSTART:' + morning(155).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z');
    expect(again).toContain('SEQUENCE:1');

    expect((await get(driverB.id)).status).toBe(404);
    expect((await get(supplierUser.id)).status).toBe(403);
    expect((await get(null)).status).toBe(401);
    expect((await get(driverA.id, `/api/booking-calendar/${cancelled.id}`)).status).toBe(404);
  });
});

describe('PUT /api/update-booking (reference client)', () => {
  it('the exact body a reference client sends: 200 with the booking; another driver’s 404 and a taken car 409, nothing changed', async () => {
    const mine = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(170), to: morning(171) });
    const ofB = await createBooking(db.prisma, { car, driverId: driverB.id, pickupLocationId: scenario.location.airport, from: morning(175), to: morning(177) });
    const c = await cookie(driverA.id);
    const put = (body: unknown, cookieHeader = c) =>
      fetch(`${server.baseUrl}/api/update-booking`, { method: 'PUT', headers: { cookie: cookieHeader, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // What the reference's booking page sends: ids, Dates serialised, every extra, the client's own price and status (ignored).
    const reference = (id: string, from: Date, to: Date) => ({
      booking: {
        _id: id,
        supplier: car.supplierId,
        car: car.id,
        driver: driverA.id,
        pickupLocation: scenario.location.airport,
        dropOffLocation: scenario.location.airport,
        from: from.toISOString(),
        to: to.toISOString(),
        status: 'paid',
        cancellation: true,
        amendments: false,
        theftProtection: false,
        collisionDamageWaiver: true,
        fullInsurance: false,
        additionalDriver: true,
        price: 1,
      },
      additionalDriver: { fullName: 'Shna Ali', email: 'shna@example.com', phone: '+964 750 765 4321', birthDate: '1991-06-11T21:00:00.000Z' },
    });
    const ok = await put(reference(mine.id, morning(172), morning(174)));
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, any>;
    expect(body).toMatchObject({ _id: mine.id, status: 'pending', from: morning(172).toISOString(), collisionDamageWaiver: true, additionalDriver: true, _additionalDriver: { fullName: 'Shna Ali', birthDate: '1991-06-12' } });
    const expected = await server.gql(PUBLIC_QUOTE, { i: { carId: car.id, from: morning(172).toISOString(), to: morning(174).toISOString(), extras: { cancellation: true, collisionDamageWaiver: true, additionalDriver: true }, paymentOption: 'payLater' } });
    expect(body.price).toBe(Number(expected.data!.quote.total));

    const before = await snapshot(ofB.id);
    const mineBefore = await snapshot(mine.id);
    const other = await put(reference(ofB.id, morning(180), morning(181)));
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: 'NOT_FOUND' });
    const taken = await put(reference(mine.id, morning(176), morning(178)));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: 'CONFLICT', message: 'This car is no longer available for these dates' });
    const badCar = await put({ ...reference(mine.id, morning(172), morning(173)), booking: { ...reference(mine.id, morning(172), morning(173)).booking, car: ofB.id } });
    expect(badCar.status).toBe(400);
    // An emptied date field is missing, not 1970.
    const noFrom = await put({ ...reference(mine.id, morning(172), morning(173)), booking: { ...reference(mine.id, morning(172), morning(173)).booking, from: '' } });
    expect(noFrom.status).toBe(400);
    expect(await noFrom.json()).toMatchObject({ message: expect.stringMatching(/^Please fill in the field\(s\): /) });
    expect(await snapshot(ofB.id)).toEqual(before);
    expect(await snapshot(mine.id)).toEqual(mineBefore);
    expect((await put(reference(mine.id, morning(172), morning(174)), '')).status).toBe(401);
  });
});

describe('REST bookings list and booking (reference shapes)', () => {
  const KEYS = ['_id', 'supplier', 'car', 'driver', 'pickupLocation', 'dropOffLocation', 'from', 'to', 'status', 'cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver', 'cancelRequest', 'price'];
  const list = async (userId: string, body: unknown, path = '/api/bookings/1/50/fr') =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { cookie: await cookie(userId), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // What a reference client's bookings page sends: every supplier, every status it knows (paidInFull is not ours), the signed-in user, an empty filter.
  const referenceBody = (user: string) => ({
    suppliers: [car.supplierId],
    statuses: ['void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled'],
    user,
    filter: { from: null, to: null, keyword: '', pickupLocation: null, dropOffLocation: null },
  });

  it('a driver gets their own bookings whatever `user` says, newest first, with the total; staff by scope and `user`', async () => {
    const res = await list(driverA.id, referenceBody(driverB.id));
    expect(res.status).toBe(200);
    const [page] = (await res.json()) as { resultData: Record<string, any>[]; pageInfo: { totalRecords: number }[] }[];
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM bookings WHERE driver_id = $1 AND status <> 'void' AND NOT hidden_by_driver AND supplier_id = $2 ORDER BY created_at DESC, id DESC`,
      [driverA.id, car.supplierId],
    );
    expect(page.pageInfo).toEqual([{ totalRecords: rows.length }]);
    expect(page.resultData.map((b) => b._id)).toEqual(rows.slice(0, 50).map((r) => r.id));
    expect(new Set(page.resultData.map((b) => b.driver._id))).toEqual(new Set([driverA.id]));
    expect(Object.keys(page.resultData[0]).filter((k) => k !== '_additionalDriver').sort()).toEqual([...KEYS].sort());

    // A later page, a status filter with a status of the reference platform, the car filter.
    const second = (await (await list(driverA.id, referenceBody(driverA.id), '/api/bookings/2/3/en')).json()) as { resultData: { _id: string }[] }[];
    expect(second[0].resultData.map((b) => b._id)).toEqual(rows.slice(3, 6).map((r) => r.id));
    const paidOnly = (await (await list(driverA.id, { ...referenceBody(driverA.id), statuses: ['paid', 'paidInFull'] })).json()) as { resultData: { status: string }[] }[];
    expect(paidOnly.flatMap((p) => p.resultData.map((b) => b.status))).toEqual(paidOnly.length ? paidOnly[0].resultData.map(() => 'paid') : []);
    const nothing = await (await list(driverA.id, { ...referenceBody(driverA.id), car: '00000000-0000-4000-8000-000000000000' })).json();
    expect(nothing).toEqual([]);

    // Staff: an admin narrowed to B sees B's only; the supplier its own cars' bookings.
    const asAdmin = (await (await list(admin.id, referenceBody(driverB.id))).json()) as { resultData: { driver: { _id: string } }[] }[];
    expect(new Set(asAdmin[0].resultData.map((b) => b.driver._id))).toEqual(new Set([driverB.id]));
    const asSupplier = (await (await list(supplierUser.id, { suppliers: [], statuses: [] })).json()) as { resultData: { supplier: { _id: string } }[] }[];
    expect(new Set(asSupplier[0].resultData.map((b) => b.supplier._id))).toEqual(new Set([car.supplierId]));
    expect((await fetch(`${server.baseUrl}/api/bookings/1/50/fr`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(referenceBody(driverA.id)) })).status).toBe(401);
  });

  it('GET /api/booking/{id}/{language}: the reference shape to its driver, in the language asked; another driver’s or an unknown id 404', async () => {
    const mine = await createBooking(db.prisma, { car, driverId: driverA.id, pickupLocationId: scenario.location.airport, from: morning(190), to: morning(192) });
    const ofB = await createBooking(db.prisma, { car, driverId: driverB.id, pickupLocationId: scenario.location.airport, from: morning(194), to: morning(196) });
    const get = async (userId: string, id: string, lang = 'fr') => fetch(`${server.baseUrl}/api/booking/${id}/${lang}`, { headers: { cookie: await cookie(userId) } });
    const res = await get(driverA.id, mine.id);
    expect(res.status).toBe(200);
    const b = (await res.json()) as Record<string, any>;
    expect(Object.keys(b).sort()).toEqual([...KEYS].sort());
    const airport = { id: scenario.location.airport, nameFr: (await placeNames(db.prisma, { locationId: scenario.location.airport })).fr };
    expect(b).toMatchObject({
      _id: mine.id,
      supplier: { _id: car.supplierId, payLater: true, licenseRequired: true },
      car: { _id: car.id, name: car.name, supplier: { _id: car.supplierId }, locations: [{ _id: airport.id, name: airport.nameFr }] },
      driver: { _id: driverA.id, fullName: 'Avin Aziz' },
      pickupLocation: { _id: airport.id, name: airport.nameFr },
      dropOffLocation: { _id: airport.id, name: airport.nameFr },
      from: morning(190).toISOString(),
      to: morning(192).toISOString(),
      status: 'pending',
      cancelRequest: false,
      price: Number(mine.price),
    });
    expect(Object.keys(b.supplier).sort()).toEqual(['_id', 'avatar', 'fullName', 'licenseRequired', 'payLater']);
    expect(Object.keys(b.driver).sort()).toEqual(['_id', 'avatar', 'fullName']);
    for (const id of [ofB.id, '00000000-0000-4000-8000-000000000000']) {
      const other = await get(driverA.id, id);
      expect(other.status).toBe(404);
      expect(await other.text()).not.toContain('Bahar');
    }
    // The car's supplier and an admin read it too.
    expect((await get(supplierUser.id, ofB.id, 'en')).status).toBe(200);
    expect((await get(admin.id, ofB.id, 'es')).status).toBe(200);
    expect((await get(driverA.id, mine.id, 'xx')).status).toBe(400);
  });
});
