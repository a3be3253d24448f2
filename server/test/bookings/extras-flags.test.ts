import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import type { TestDatabase } from '../db.ts';
import { withTestServer, type TestServer } from '../http.ts';
import { erbilTime, uniqueEmail } from '../fixtures.ts';
import { graphql } from '../__generated__/gql.ts';

/**
 * A booking's extras say what the driver gets (issue 23 point 10): an extra is on when chosen or
 * included (price 0 on the car; cancellation and amendments, free with pay later), off when not
 * bought or not offered (-1). The same flags in GraphQL (`Booking.extras`, list and single) and
 * in the REST shim's bookings (list and single), decided from the booking's stored breakdown.
 */
let db: TestDatabase;
let server: TestServer;
const airport = scenario.location.airport;
withTestServer((made) => ({ db, server } = made));

const CHECKOUT = graphql(`
  mutation ExtrasFlagsCheckout($input: CheckoutInput!) { checkout(input: $input) { bookingId status sessionId } }`);
const PAY = graphql(`mutation ExtrasFlagsPay($input: PayTestSessionInput!) { payTestSession(input: $input) { state } }`);
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholderName: 'Shilan Omar' };
const LIST = graphql(`query ExtrasFlagsList { bookings(first: 50) { edges { node { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } } } }`);
const ONE = graphql(`query ExtrasFlagsOne($id: ID!) { booking(id: $id) { id extras { cancellation amendments theftProtection collisionDamageWaiver fullInsurance additionalDriver } } }`);

type Flags = Record<'cancellation' | 'amendments' | 'theftProtection' | 'collisionDamageWaiver' | 'fullInsurance' | 'additionalDriver', boolean>;
const none: Flags = { cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false };

describe('a booking\'s extras flags', () => {
  it('are true when chosen or included and false when not bought or not offered, in GraphQL and REST, lists and single bookings', async () => {
    const user = await createDriver(db.prisma, { email: uniqueEmail('extras') });
    await db.prisma.licenceDocument.create({ data: { userId: user.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
    const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, user.id, { persistent: false })).token}`;
    // Cancellation and amendments at a price (free with pay later only); theft protection
    // included (0); collision damage waiver bought or not; additional driver not offered (-1).
    const car = await createCar(db.prisma, {
      locations: [airport],
      cancellation: '20.00',
      amendments: '10.00',
      theftProtection: '0.00',
      collisionDamageWaiver: '8.00',
      fullInsurance: '-1.00',
      additionalDriver: '-1.00',
    });
    const book = async (days: number, paymentOption: 'payLater' | 'payOnline', extras: Partial<Flags>) => {
      const res = await server.gql(CHECKOUT, { input: { carId: car.id, pickupLocationId: airport, dropoffLocationId: airport, from: erbilTime(days), to: erbilTime(days + 2), paymentOption, extras } }, { cookie });
      expect(res.errors).toBeUndefined();
      const made = res.data!.checkout as { bookingId: string; sessionId: string };
      if (paymentOption === 'payOnline') {
        expect((await server.gql(PAY, { input: { ...CARD, sessionId: made.sessionId } })).data!.payTestSession.state).toBe('PAID');
      }
      return made.bookingId;
    };

    const expected = new Map<string, Flags>([
      // Pay later, nothing ticked: cancellation and amendments are included, theft protection is free.
      [await book(40, 'payLater', {}), { ...none, cancellation: true, amendments: true, theftProtection: true }],
      // Pay online, cancellation bought.
      [await book(45, 'payOnline', { cancellation: true }), { ...none, cancellation: true, theftProtection: true }],
      // Pay online, nothing bought: only the included theft protection.
      [await book(50, 'payOnline', {}), { ...none, theftProtection: true }],
      // Pay later with the collision damage waiver bought.
      [await book(55, 'payLater', { collisionDamageWaiver: true }), { ...none, cancellation: true, amendments: true, theftProtection: true, collisionDamageWaiver: true }],
    ]);

    // GraphQL: the list and each booking.
    const list = await server.gql(LIST, {}, { cookie });
    expect(list.errors).toBeUndefined();
    const listed = new Map((list.data!.bookings.edges as { node: { id: string; extras: Flags } }[]).map((e) => [e.node.id, e.node.extras]));
    for (const [id, flags] of expected) {
      expect(listed.get(id), `GraphQL list, booking ${id}`).toEqual(flags);
      const one = await server.gql(ONE, { id }, { cookie });
      expect(one.data!.booking.extras, `GraphQL booking ${id}`).toEqual(flags);
    }

    // REST: the reference bookings list and single booking.
    const browser = server.client();
    browser.cookies.set(SESSION_COOKIE, cookie.slice(SESSION_COOKIE.length + 1));
    const res = await browser.fetch('/api/bookings/1/50/en', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ suppliers: [car.supplierId], statuses: ['void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled'], user: user.id, car: '' }),
    });
    expect(res.status).toBe(200);
    const [page] = (await res.json()) as [{ resultData: ({ _id: string } & Flags)[] }];
    const pick = (b: Record<string, unknown>) => Object.fromEntries(Object.keys(none).map((k) => [k, b[k]]));
    for (const [id, flags] of expected) {
      expect(pick(page.resultData.find((b) => b._id === id)!), `REST list, booking ${id}`).toEqual(flags);
      const single = await browser.fetch(`/api/booking/${id}/en`);
      expect(pick((await single.json()) as Record<string, unknown>), `REST booking ${id}`).toEqual(flags);
    }
  });
});
