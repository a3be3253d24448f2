import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createCar, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { IMAGE_REQUIRED } from '../../src/services/licences/licences.ts';
import { ACCOUNT_EXISTS_MESSAGE, PAY_LATER_NOT_ALLOWED } from '../../src/services/checkout/checkout.ts';
import { CAR_TAKEN_MESSAGE } from '../../src/services/bookings/bookings.ts';
import { convertFromBase } from '../../src/shared/conversion.ts';
import { formatMoney } from '../../src/shared/money.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, withTestServer, type TestServer } from '../http.ts';
import { erbilTime, uniqueEmail } from '../fixtures.ts';
import { samplePictures } from '../licences/files.ts';
import { graphql } from '../__generated__/gql.ts';
import type { CheckoutInput, CheckoutPersonInput } from '../__generated__/graphql.ts';

/**
 * Checkout, pay later (issue 12 point 2): over real HTTP against the real app and database. What
 * a user notices: the booking exists (pending, at the server's price), the mails are queued, a
 * guest gets an account; a refusal changes nothing.
 */
let db: TestDatabase;
let server: TestServer;
let storageDir: string;
const airport = scenario.location.airport;
/** A real picture: licence pictures are decoded. */
const { png: PNG } = await samplePictures();

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'checkout-'));
});
afterAll(async () => {
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});
withTestServer((made) => ({ db, server } = made), { env: () => ({ STORAGE_DIR: storageDir }) });

const erbil = erbilTime;

const email = (p = 'guest') => uniqueEmail(p);

const CHECKOUT = graphql(`
  mutation CheckoutPayLater($input: CheckoutInput!) { checkout(input: $input) { bookingId status total currency exchangeRate } }`);
const QUOTE = graphql(`query CheckoutQuote($input: QuoteInput!) { quote(input: $input) { total } }`);
const ME = graphql(`query CheckoutMeHasLicence { me { hasLicence } }`);

/** A temporary licence upload, as the checkout page makes it (POST /api/create-license). */
async function upload(): Promise<string> {
  const f = new FormData();
  f.append('file', new Blob([PNG], { type: 'image/png' }), 'licence.png');
  const res = await server.client().fetch('/api/create-license', { method: 'POST', body: f });
  expect(res.status).toBe(200);
  return (await res.json()) as string;
}

async function signedIn(overrides: Parameters<typeof createDriver>[1] = {}) {
  const driver = await createDriver(db.prisma, { email: email('driver'), ...overrides });
  const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, driver.id, { persistent: false })).token}`;
  return { driver, cookie };
}

function guest<O extends CheckoutPersonInput>(overrides: O = {} as O) {
  return { fullName: 'Shilan Omar', email: email(), phone: '+964 750 123 4567', birthDate: '1992-03-04', acceptTerms: true, language: 'en', ...overrides };
}

async function newCar(overrides: Parameters<typeof createCar>[1] = {}) {
  return createCar(db.prisma, { locations: [airport], ...overrides });
}

function input(carId: string, overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return { carId, pickupLocationId: airport, dropoffLocationId: airport, from: erbil(40), to: erbil(43), ...overrides };
}

const mailsTo = (to: string) => db.prisma.mailOutbox.findMany({ where: { toAddress: to }, orderBy: { createdAt: 'asc' } });
const bookingsOf = (carId: string) => db.prisma.booking.findMany({ where: { carId } });

describe('checkout (pay later)', () => {
  it('a signed-in driver books: pending, pay later, at the server quote whatever the body says, confirmation queued', async () => {
    const car = await newCar();
    const { driver, cookie } = await signedIn();
    const licence = await upload();
    const from = erbil(40);
    const to = erbil(43);
    const quoted = await server.gql(QUOTE, { input: { carId: car.id, from, to, extras: { fullInsurance: true }, paymentOption: 'payLater' } });
    expect(quoted.errors).toBeUndefined();

    // The reference body, with a price of 1 and a status of paid: neither is read.
    const res = await server.client().fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        booking: {
          car: car.id, pickupLocation: airport, dropOffLocation: airport, from: from.toISOString(), to: to.toISOString(),
          cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: true, additionalDriver: false,
          price: 1, status: 'paid', driver: randomUUID(), supplier: car.supplierId,
        },
        payLater: true,
        license: licence,
      }),
    });
    expect(res.status).toBe(200);
    const { bookingId } = (await res.json()) as { bookingId: string };
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
    expect(booking).toMatchObject({ driverId: driver.id, carId: car.id, status: 'pending', paymentOption: 'payLater', fullInsurance: true, theftProtection: false, currency: 'USD' });
    expect(booking.price.toFixed(2)).toBe(Number(quoted.data!.quote.total).toFixed(2));
    expect(booking.price.toFixed(2)).not.toBe('1.00');
    expect((booking.priceBreakdown as { total: string }).total).toBe(booking.price.toFixed(2));
    const mails = await mailsTo(driver.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking confirmed: /)]);
    // The licence is the driver's now: the cleanup job keeps it.
    expect(await db.prisma.licenceDocument.findFirst({ where: { storageKey: `licences/${licence}` } })).toMatchObject({ userId: driver.id, temporary: false });
  });

  it('me.hasLicence tells the page whether a licence is on file (the checkout then needs no upload)', async () => {
    const { driver, cookie } = await signedIn();
    expect((await server.gql(ME, {}, { cookie })).data!.me!.hasLicence).toBe(false);
    await db.prisma.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
    expect((await server.gql(ME, {}, { cookie })).data!.me!.hasLicence).toBe(true);
  });

  it('a signed-in driver books over GraphQL in EUR at the stored rate, with the licence on file', async () => {
    const car = await newCar();
    const { driver, cookie } = await signedIn();
    await db.prisma.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
    const res = await server.gql(CHECKOUT, { input: input(car.id, { currency: 'EUR' }) }, { cookie });
    expect(res.errors).toBeUndefined();
    const rate = await db.prisma.exchangeRate.findFirstOrThrow({ where: { target: 'EUR' }, orderBy: { fetchedAt: 'desc' } });
    expect(res.data!.checkout).toMatchObject({ status: 'pending', currency: 'EUR' });
    expect(Number(res.data!.checkout.exchangeRate)).toBe(Number(rate.rate));
  });

  it('pay later in IQD: refused while the dinar has no rate; then the booking stores IQD and the quote’s rate, and the confirmation shows whole dinars', async () => {
    const car = await newCar();
    const { driver, cookie } = await signedIn();
    await db.prisma.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
    await db.prisma.exchangeRate.deleteMany({ where: { target: 'IQD' } });
    const refused = await server.gql(CHECKOUT, { input: input(car.id, { currency: 'IQD' }) }, { cookie });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'NO_EXCHANGE_RATE' });
    expect(await bookingsOf(car.id)).toHaveLength(0);

    await db.prisma.exchangeRate.create({ data: { base: 'USD', target: 'IQD', rate: '1478.25', provider: 'rates.example.iq', fetchedAt: new Date() } });
    const res = await server.gql(CHECKOUT, { input: input(car.id, { currency: 'IQD' }) }, { cookie });
    expect(res.errors).toBeUndefined();
    expect(res.data!.checkout).toMatchObject({ status: 'pending', currency: 'IQD', exchangeRate: '1478.25' });
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: res.data!.checkout.bookingId } });
    expect(booking.currency).toBe('IQD');
    expect(booking.exchangeRate.toFixed(8)).toBe('1478.25000000');
    // Stored in USD as ever; the amount due at pick-up in whole dinars at the stored rate.
    const dinars = formatMoney(convertFromBase(booking.price.toFixed(2), '1478.25', 0), 'IQD', 'en');
    expect(dinars).toMatch(/^\d{1,3}(,\d{3})+\u00a0IQD$/);
    const [mail] = await mailsTo(driver.email);
    expect(mail.text).toContain(dinars);
    expect(mail.html).toContain(dinars);

    // The REST shim takes it too.
    const rest = await server.client().fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ booking: { car: car.id, pickupLocation: airport, dropOffLocation: airport, from: erbil(50).toISOString(), to: erbil(52).toISOString() }, payLater: true, currency: 'IQD' }),
    });
    expect(rest.status).toBe(200);
    const viaRest = await db.prisma.booking.findUniqueOrThrow({ where: { id: ((await rest.json()) as { bookingId: string }).bookingId } });
    expect([viaRest.currency, viaRest.exchangeRate.toFixed(2)]).toEqual(['IQD', '1478.25']);
  });

  it('a guest books: an unverified account, the licence attached, activation and confirmation mailed', async () => {
    const car = await newCar();
    const licence = await upload();
    const details = guest();
    const res = await server.gql(CHECKOUT, { input: input(car.id, { driver: details, licence }) });
    expect(res.errors).toBeUndefined();
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: details.email } });
    expect(user).toMatchObject({ type: 'driver', verified: false, fullName: 'Shilan Omar', passwordHash: null });
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: res.data!.checkout.bookingId } });
    expect(booking).toMatchObject({ driverId: user.id, status: 'pending', paymentOption: 'payLater' });
    expect(await db.prisma.licenceDocument.findFirst({ where: { storageKey: `licences/${licence}` } })).toMatchObject({ userId: user.id, temporary: false });
    const subjects = (await mailsTo(details.email)).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toContainEqual(expect.stringMatching(/^Booking confirmed: /));
    expect((await mailsTo(details.email)).some((m) => /\/activate\?token=/.test(m.text))).toBe(true);
  });

  it('the additional driver extra needs their details, stored with the booking', async () => {
    const car = await newCar({ additionalDriver: '5.00' });
    const { cookie } = await signedIn();
    const missing = await server.gql(CHECKOUT, { input: input(car.id, { extras: { additionalDriver: true }, licence: await upload() }) }, { cookie });
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { 'additionalDriver.fullName': 'REQUIRED' } });
    const second = { fullName: 'Karwan Aziz', email: email('second'), phone: '+964 751 234 5678', birthDate: '1985-07-08' };
    const res = await server.gql(CHECKOUT, { input: input(car.id, { extras: { additionalDriver: true }, additionalDriver: second, licence: await upload() }) }, { cookie });
    expect(res.errors).toBeUndefined();
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: res.data!.checkout.bookingId }, include: { additionalDriverDetails: true } });
    expect(booking.additionalDriver).toBe(true);
    expect(booking.additionalDriverDetails).toMatchObject({ fullName: 'Karwan Aziz', email: second.email, phone: '+9647512345678' });
  });

  it('a guest whose email has an account is asked to sign in, and nothing is written', async () => {
    const car = await newCar();
    const existing = await createDriver(db.prisma, { email: email('taken') });
    const licence = await upload();
    const res = await server.gql(CHECKOUT, { input: input(car.id, { driver: guest({ email: existing.email }), licence }) });
    expect(res.errors?.[0]).toMatchObject({ message: ACCOUNT_EXISTS_MESSAGE, extensions: { code: 'BAD_USER_INPUT', messageCode: 'ACCOUNT_EXISTS' } });
    expect(await bookingsOf(car.id)).toHaveLength(0);
    expect(await mailsTo(existing.email)).toHaveLength(0);
    expect(await db.prisma.licenceDocument.findFirst({ where: { storageKey: `licences/${licence}` } })).toMatchObject({ userId: null, temporary: true });
  });

  it('refuses without a licence: Please add an image.', async () => {
    const car = await newCar();
    const details = guest();
    const res = await server.gql(CHECKOUT, { input: input(car.id, { driver: details }) });
    expect(res.errors?.[0]).toMatchObject({ message: IMAGE_REQUIRED, extensions: { code: 'BAD_USER_INPUT' } });
    const { cookie } = await signedIn();
    const signed = await server.gql(CHECKOUT, { input: input(car.id) }, { cookie });
    expect(signed.errors?.[0]).toMatchObject({ message: IMAGE_REQUIRED });
    expect(await bookingsOf(car.id)).toHaveLength(0);
    expect(await db.prisma.user.count({ where: { email: details.email } })).toBe(0);
  });

  it('refuses a driver younger than the car minimum age at pick-up', async () => {
    const car = await newCar({ minimumAge: 25 });
    const licence = await upload();
    const from = erbil(40);
    const birth = new Date(from);
    birth.setUTCFullYear(birth.getUTCFullYear() - 24);
    const res = await server.gql(CHECKOUT, { input: input(car.id, { driver: guest({ birthDate: birth.toISOString().slice(0, 10) }), licence }) });
    expect(res.errors?.[0]).toMatchObject({ message: 'The driver must be at least 25 years old at pick-up.', extensions: { code: 'BAD_USER_INPUT', messageCode: 'TOO_YOUNG' } });
    expect(await bookingsOf(car.id)).toHaveLength(0);
  });

  it('refuses pay later when the supplier does not allow it', async () => {
    const supplier = await createSupplier(db.prisma, { payLaterAllowed: false });
    const car = await newCar({ supplierId: supplier.id });
    const { cookie } = await signedIn();
    const res = await server.gql(CHECKOUT, { input: input(car.id, { licence: await upload() }) }, { cookie });
    expect(res.errors?.[0]).toMatchObject({ message: PAY_LATER_NOT_ALLOWED, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bookingsOf(car.id)).toHaveLength(0);
  });

  it('refuses a pick-up outside opening hours and a car not offered at the pick-up location', async () => {
    const car = await newCar();
    const { cookie } = await signedIn();
    const night = await server.gql(CHECKOUT, { input: input(car.id, { from: erbil(40, 3), licence: await upload() }) }, { cookie });
    expect(night.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { from: 'OUTSIDE_OPENING_HOURS' } });
    const elsewhere = await createCar(db.prisma);
    const away = await server.gql(CHECKOUT, { input: input(elsewhere.id, { licence: await upload() }) }, { cookie });
    expect(away.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'CAR_NOT_AT_LOCATION' });
    expect(await bookingsOf(car.id)).toHaveLength(0);
  });

  it('REST: a driver id without a session is 401, payLater false without a payment session is refused', async () => {
    const car = await newCar();
    const body = (extra: Record<string, unknown>) =>
      JSON.stringify({ booking: { car: car.id, pickupLocation: airport, dropOffLocation: airport, from: erbil(40).toISOString(), to: erbil(42).toISOString(), driver: randomUUID() }, ...extra });
    const post = (b: string) => server.client().fetch('/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: b });
    expect((await post(body({ payLater: true }))).status).toBe(401);
    const online = await post(body({ payLater: false, driver: guest() }));
    expect(online.status).toBe(400);
    // Pay online names the session opened first (create-checkout-session: test/payments/pay-online).
    expect(await online.json()).toMatchObject({ error: 'BAD_USER_INPUT', messageCode: 'PAYMENT_SESSION_REQUIRED' });
    expect(await bookingsOf(car.id)).toHaveLength(0);
  });

  it('REST: a reference guest body (no Terms flag, the licence in driver.license) books; an explicit refusal of the Terms does not', async () => {
    const car = await newCar();
    const licence = await upload();
    const { acceptTerms: _omitted, ...reference } = guest({ email: email('reference') });
    const booking = { car: car.id, supplier: car.supplierId, pickupLocation: airport, dropOffLocation: airport, from: erbil(40).toISOString(), to: erbil(42).toISOString(), status: 'pending', price: 10 };
    const post = (payload: unknown) => server.client().fetch('/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

    const refused = await post({ booking, driver: { ...guest({ email: email('refuses') }), acceptTerms: false }, payLater: true, license: licence });
    expect(refused.status).toBe(400);
    expect(await bookingsOf(car.id)).toHaveLength(0);

    const res = await post({ booking, driver: { ...reference, license: licence }, payLater: true });
    expect(res.status).toBe(200);
    const { bookingId } = (await res.json()) as { bookingId: string };
    expect(await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId }, include: { driver: true } })).toMatchObject({ status: 'pending', driver: { email: reference.email, verified: false } });
  });

  it('a car held by a running payment hold is CONFLICT with nothing written; a car whose hold expired is booked', async () => {
    const held = await newCar();
    const other = await signedIn();
    const hold = (d: Date) => ({
      carId: held.id, supplierId: held.supplierId, driverId: other.driver.id, pickupLocationId: airport, dropoffLocationId: airport,
      from: erbil(40), to: erbil(43), days: 3, status: 'void' as const, paymentOption: 'payOnline' as const, price: 10, priceBreakdown: {}, holdExpiresAt: d,
    });
    await db.prisma.booking.create({ data: hold(new Date(Date.now() + 20 * 60_000)) });
    const g = guest();
    const refused = await server.gql(CHECKOUT, { input: { ...input(held.id, { from: erbil(41), to: erbil(42) }), driver: g, licence: await upload() } });
    expect(refused.errors?.[0]).toMatchObject({ message: CAR_TAKEN_MESSAGE, extensions: { code: 'CONFLICT' } });
    expect(await db.prisma.user.findUnique({ where: { email: g.email } })).toBeNull();
    expect(await mailsTo(g.email)).toEqual([]);
    expect((await bookingsOf(held.id)).map((b) => b.status)).toEqual(['void']);

    const free = await newCar();
    const expired = await db.prisma.booking.create({ data: { ...hold(new Date(Date.now() - 60_000)), carId: free.id, supplierId: free.supplierId } });
    const { cookie } = await signedIn();
    const booked = await server.gql(CHECKOUT, { input: { ...input(free.id, { from: erbil(41), to: erbil(42) }), licence: await upload() } }, { cookie });
    expect(booked.errors).toBeUndefined();
    const statuses = Object.fromEntries((await bookingsOf(free.id)).map((b) => [b.id, b.status]));
    expect(statuses).toEqual({ [expired.id]: 'cancelled', [booked.data!.checkout.bookingId]: 'pending' });
  });

  it('200 guests at once for one car and overlapping dates: exactly one wins, the others get CONFLICT, nothing else is written', async () => {
    const car = await newCar();
    const guests = Array.from({ length: 200 }, (_, i) => guest({ email: email(`race${i}`) }));
    // Each guest's temporary upload (rows as create-license writes them; the files do not matter here).
    const licences = guests.map(() => `${randomUUID()}.png`);
    await db.prisma.licenceDocument.createMany({
      data: licences.map((name) => ({ storageKey: `licences/${name}`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10, temporary: true })),
    });
    const results = await Promise.all(
      guests.map((g, i) =>
        server.client(randomIp()).gql(CHECKOUT, { input: input(car.id, { from: erbil(60 + (i % 3)), to: erbil(64), driver: g, licence: licences[i] }) }),
      ),
    );
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(199);
    for (const r of lost) expect(r.errors![0]).toMatchObject({ message: CAR_TAKEN_MESSAGE, extensions: { code: 'CONFLICT' } });
    const bookings = await bookingsOf(car.id);
    expect(bookings).toHaveLength(1);
    expect(bookings[0].id).toBe(won[0].data!.checkout.bookingId);
    const emails = guests.map((g) => g.email);
    expect(await db.prisma.user.count({ where: { email: { in: emails } } })).toBe(1);
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: { in: emails } } })).toBe(2);
    expect(await db.prisma.licenceDocument.count({ where: { storageKey: { in: licences.map((l) => `licences/${l}`) }, temporary: false } })).toBe(1);
  }, 120_000);
});
