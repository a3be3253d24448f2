import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { erbilTime, uniqueEmail } from '../fixtures.ts';
import { samplePictures } from '../licences/files.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * The confirmation page's data (issue 24 point 3, docs/decisions/037): whoever holds a checkout
 * session id, signed in or not, gets the booking that checkout made (car, supplier, places,
 * dates, money, cancellation deadline, the guest's account to activate) and its calendar file;
 * never the driver's phone, birth date or name, never another checkout's booking, and nothing
 * once the session is older than 7 days, failed, or its booking cancelled. Real HTTP, real database.
 */
let db: TestDatabase;
let server: TestServer;
const airport = scenario.location.airport;
const { png: PNG } = await samplePictures();

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
}, 60_000);

const CHECKOUT = graphql(`
  mutation SessionBookingCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status total sessionId } }`);
const PAY = graphql(`mutation SessionBookingPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }`);
const CONFIRMATION = graphql(`
  query SessionBookingConfirmation($id: ID!) {
    checkoutSession(id: $id) {
      state
      booking {
        id reference status from to days paymentOption price currency exchangeRate paidOnline dueAtPickup cancellationDeadline calendarUrl
        car { name imageUrl }
        supplier { name }
        pickupLocation(language: "fr") { name }
        dropoffLocation { name }
        breakdown { days total extras { kind chosen amount } }
        guestAccount { email }
      }
    }
  }`);
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholderName: 'Shilan Omar' };
const DECLINED = { ...CARD, cardNumber: '4000 0000 0000 0002' };

async function upload(): Promise<string> {
  const f = new FormData();
  f.append('file', new Blob([PNG], { type: 'image/png' }), 'licence.png');
  const res = await server.client().fetch('/api/create-license', { method: 'POST', body: f });
  expect(res.status).toBe(200);
  return (await res.json()) as string;
}

async function signedIn() {
  const user = await createDriver(db.prisma, { email: uniqueEmail('driver'), fullName: 'Aram Signed' });
  await db.prisma.licenceDocument.create({ data: { userId: user.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
  return { user, cookie: `${SESSION_COOKIE}=${(await createSession(db.prisma, user.id, { persistent: false })).token}` };
}

let day = 30;
/** Each booking on its own dates: cars never collide across tests. */
const period = () => {
  day += 5;
  return { from: erbilTime(day), to: erbilTime(day + 3) };
};
const input = (carId: string, overrides: Record<string, unknown> = {}) => ({ carId, pickupLocationId: airport, dropoffLocationId: airport, ...period(), ...overrides });
/** The page's request: a fresh browser, not signed in. */
const asStranger = (sessionId: string) => server.client().gql(CONFIRMATION, { id: sessionId });

describe('a checkout session carries the booking it made', () => {
  it('a guest who booked with pay later sees the booking, what is due at pick-up, and the account to activate; nothing personal', async () => {
    const car = await createCar(db.prisma, { name: 'Kia Picanto Confirm', locations: [airport] });
    const guest = { fullName: 'Shilan Guestname', email: uniqueEmail('guest'), phone: '+964 750 123 4567', birthDate: '1992-03-04', acceptTerms: true, language: 'en' };
    const made = await server.client().gql(CHECKOUT, { input: input(car.id, { driver: guest, licence: await upload(), paymentOption: 'payLater' }) });
    expect(made.errors).toBeUndefined();
    const { bookingId, sessionId, total } = made.data!.checkout;
    const stored = await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { supplier: true } });

    const res = await asStranger(sessionId);
    expect(res.errors).toBeUndefined();
    const { state, booking } = res.data!.checkoutSession;
    expect(state).toBe('BOOKED');
    expect(booking).toMatchObject({
      id: bookingId,
      reference: stored.reference,
      status: 'pending',
      from: stored.from.toISOString(),
      to: stored.to.toISOString(),
      days: 3,
      paymentOption: 'payLater',
      price: total,
      currency: 'USD',
      paidOnline: '0.00',
      dueAtPickup: total,
      // Pay later: free cancellation until 24 hours before pick-up.
      cancellationDeadline: new Date(stored.from.getTime() - 24 * 3_600_000).toISOString(),
      calendarUrl: `/api/checkout-session-calendar/${sessionId}`,
      car: { name: 'Kia Picanto Confirm' },
      supplier: { name: stored.supplier.name },
      guestAccount: { email: guest.email },
    });
    // The stored breakdown, the server's: its total is the booking's.
    expect(booking!.breakdown).toMatchObject({ days: 3, total });
    expect(booking!.pickupLocation.name).toBeTruthy();
    // Nothing of the driver but the email the page tells them to look in.
    const text = JSON.stringify(res.data);
    for (const personal of ['Shilan Guestname', '7501234567', '1992-03-04', '1992']) expect(text).not.toContain(personal);

    // Activated (a password set): no note any more, the rest unchanged.
    await db.prisma.user.update({ where: { email: guest.email }, data: { verified: true, passwordHash: 'x' } });
    const after = await asStranger(sessionId);
    expect(after.data!.checkoutSession.booking).toMatchObject({ id: bookingId, guestAccount: null });
  });

  it('paid online by a signed-in driver: paid in full, nothing due, no guest note, and the same answer to a stranger with the id', async () => {
    // No cancellation option on this car: a paid booking's cancellation is never refunded.
    const car = await createCar(db.prisma, { locations: [airport], cancellation: '-1' });
    const { user, cookie } = await signedIn();
    const made = await server.gql(CHECKOUT, { input: input(car.id, { paymentOption: 'payOnline' }) }, { cookie });
    expect(made.errors).toBeUndefined();
    const { bookingId, sessionId, total } = made.data!.checkout;

    // Open (the car held, not paid): no booking yet.
    const open = await asStranger(sessionId);
    expect(open.data!.checkoutSession).toMatchObject({ state: 'OPEN', booking: null });
    expect((await server.client().fetch(`/api/checkout-session-calendar/${sessionId}`)).status).toBe(404);

    expect((await server.gql(PAY, { input: { ...CARD, sessionId } })).data!.payTestSession.state).toBe('PAID');
    const paid = await asStranger(sessionId);
    expect(paid.data!.checkoutSession.state).toBe('PAID');
    expect(paid.data!.checkoutSession.booking).toMatchObject({ id: bookingId, status: 'paid', paymentOption: 'payOnline', paidOnline: total, dueAtPickup: '0.00', cancellationDeadline: null, guestAccount: null });
    const text = JSON.stringify(paid.data);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain('Aram Signed');
    // Its driver, signed in, gets the same.
    const own = await server.gql(CONFIRMATION, { id: sessionId }, { cookie });
    expect(own.data!.checkoutSession.booking!.id).toBe(bookingId);
  });

  it('a declined payment, a cancelled booking and a session older than 7 days show no booking and no calendar file', async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const { cookie } = await signedIn();
    const declined = (await server.gql(CHECKOUT, { input: input(car.id, { paymentOption: 'payOnline' }) }, { cookie })).data!.checkout;
    await server.gql(PAY, { input: { ...DECLINED, sessionId: declined.sessionId } });
    expect((await asStranger(declined.sessionId)).data!.checkoutSession).toMatchObject({ state: 'FAILED', booking: null });
    expect((await server.client().fetch(`/api/checkout-session-calendar/${declined.sessionId}`)).status).toBe(404);

    const later = (await server.gql(CHECKOUT, { input: input(car.id, { paymentOption: 'payLater' }) }, { cookie })).data!.checkout;
    expect((await asStranger(later.sessionId)).data!.checkoutSession.booking!.id).toBe(later.bookingId);
    // Eight days on: the state still, the booking no more.
    await db.prisma.checkoutSession.update({ where: { id: later.sessionId }, data: { createdAt: new Date(Date.now() - 8 * 24 * 3_600_000) } });
    expect((await asStranger(later.sessionId)).data!.checkoutSession).toMatchObject({ state: 'BOOKED', booking: null });
    expect((await server.client().fetch(`/api/checkout-session-calendar/${later.sessionId}`)).status).toBe(404);

    const cancelled = (await server.gql(CHECKOUT, { input: input(car.id, { paymentOption: 'payLater' }) }, { cookie })).data!.checkout;
    await db.prisma.booking.update({ where: { id: cancelled.bookingId }, data: { status: 'cancelled' } });
    expect((await asStranger(cancelled.sessionId)).data!.checkoutSession).toMatchObject({ state: 'BOOKED', booking: null });
  });

  it("each session shows its own booking only: another checkout's id is another booking, a made-up one is NOT_FOUND", async () => {
    const car = await createCar(db.prisma, { locations: [airport] });
    const a = await signedIn();
    const b = await signedIn();
    const ofA = (await server.gql(CHECKOUT, { input: input(car.id, { paymentOption: 'payLater' }) }, { cookie: a.cookie })).data!.checkout;
    const ofB = (await server.gql(CHECKOUT, { input: input(car.id, { paymentOption: 'payLater' }) }, { cookie: b.cookie })).data!.checkout;
    // A, signed in, asking with B's session id gets B's booking and nothing of B's person.
    const seen = await server.gql(CONFIRMATION, { id: ofB.sessionId }, { cookie: a.cookie });
    expect(seen.data!.checkoutSession.booking!.id).toBe(ofB.bookingId);
    expect(JSON.stringify(seen.data)).not.toContain(b.user.email);
    expect(ofA.bookingId).not.toBe(ofB.bookingId);
    const unknown = await asStranger(`booked_${'A'.repeat(32)}`);
    expect(unknown.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the calendar file: the booking for the session holder, not signed in; nothing of the driver; bad ids refused', async () => {
    const car = await createCar(db.prisma, { name: 'Calendar Car', locations: [airport] });
    const { user, cookie } = await signedIn();
    const made = (await server.gql(CHECKOUT, { input: input(car.id, { paymentOption: 'payLater' }) }, { cookie })).data!.checkout;
    const res = await server.client().fetch(`/api/checkout-session-calendar/${made.sessionId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="booking.ics"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ics = await res.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:booking-${made.bookingId}@erbil-car-rental`);
    expect(ics).toContain('Calendar Car');
    expect(ics).not.toContain(user.email);
    expect(ics).not.toContain(user.fullName);
    expect((await server.client().fetch('/api/checkout-session-calendar/booked_unknown')).status).toBe(404);
    expect((await server.client().fetch('/api/checkout-session-calendar/a%00b')).status).toBe(400);
  });
});
