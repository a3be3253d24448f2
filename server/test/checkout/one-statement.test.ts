import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createAdmin, createCar, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { randomIp, startTestServer, type TestServer } from '../http.ts';
import { erbilTime, uniqueEmail } from '../fixtures.ts';
import { samplePictures } from '../licences/files.ts';
import { REFERENCE_PATTERN } from '../../src/shared/bookingReference.ts';
import { enqueueBookingConfirmation } from '../../src/services/bookings/confirmation.ts';

/**
 * Every checkout writes its booking with one statement, book_car (issue 26 point 2), its mails
 * rendered beforehand from what checkout read (docs/decisions/022). Those mails must be what the
 * booking's own rows render: the first test holds a checkout's outbox rows to the ones
 * enqueueBookingConfirmation renders from the stored booking (the webhook's path), and two
 * checkouts that differ only in the licence (on file, or uploaded and claimed in the statement)
 * to the same rows.
 */
const ADMIN = 'staff@erbil-rental.test';
const airport = scenario.location.airport;
/** A real picture: licence pictures are decoded. */
const { png: PNG } = await samplePictures();

let db: TestDatabase;
let server: TestServer;
let storageDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await createAdmin(db.prisma);
  storageDir = await mkdtemp(path.join(tmpdir(), 'one-statement-'));
  server = await startTestServer(db, { ADMIN_EMAIL: ADMIN, STORAGE_DIR: storageDir });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const CHECKOUT = /* GraphQL */ `
  mutation($input: CheckoutInput!) { checkout(input: $input) { bookingId status total currency exchangeRate } }`;

async function signedInDriver(language = 'fr') {
  const driver = await createDriver(db.prisma, { email: uniqueEmail('driver'), fullName: 'Dilan Ahmed', language });
  await db.prisma.licenceDocument.create({ data: { userId: driver.id, storageKey: `licences/${randomUUID()}.png`, fileName: 'l.png', mimeType: 'image/png', sizeBytes: 10 } });
  const cookie = `${SESSION_COOKIE}=${(await createSession(db.prisma, driver.id, { persistent: false })).token}`;
  return { driver, cookie };
}

/** A temporary licence upload: a checkout naming one takes the general path. */
async function upload(): Promise<string> {
  const f = new FormData();
  f.append('file', new Blob([PNG], { type: 'image/png' }), 'licence.png');
  const res = await server.client().fetch('/api/create-license', { method: 'POST', body: f });
  expect(res.status).toBe(200);
  return (await res.json()) as string;
}

/** Everything a checkout wrote for its booking, with the ids and instants that must differ taken out. */
async function written(bookingId: string) {
  const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId } });
  // The reference differs too (drawn per booking), and must be in every place the id is shown.
  expect(booking.reference).toMatch(REFERENCE_PATTERN);
  const same = (s: string) => s.replaceAll(bookingId, '<booking>').replaceAll(booking.reference, '<reference>');
  const { id: _id, carId: _car, reference: _reference, createdAt, updatedAt, ...row } = booking;
  expect(updatedAt).toEqual(createdAt);
  const changes = await db.prisma.bookingStatusChange.findMany({ where: { bookingId }, select: { fromStatus: true, toStatus: true, changedById: true, reason: true } });
  const extra = await db.prisma.additionalDriver.findUnique({ where: { bookingId }, select: { fullName: true, email: true, phone: true, birthDate: true } });
  const sessions = await db.prisma.checkoutSession.findMany({ where: { bookingId }, select: { id: true, provider: true, status: true, amount: true, currency: true, expiresAt: true } });
  const notifications = (await db.prisma.notification.findMany({ where: { bookingId }, select: { userId: true, code: true, values: true, message: true, isRead: true } }))
    .map((n) => ({ ...n, values: JSON.parse(same(JSON.stringify(n.values))) }))
    .sort((a, b) => `${a.code}${a.userId}`.localeCompare(`${b.code}${b.userId}`));
  const mails = (await db.prisma.mailOutbox.findMany({ where: { html: { contains: bookingId } } }))
    .map((m) => ({
      to: m.toAddress,
      subject: same(m.subject),
      html: same(m.html),
      text: same(m.text),
      // The calendar file's DTSTAMP is the instant it was written.
      // The calendar file unfolded (a folded line may split the id), its DTSTAMP (the instant it
      // was written) taken out.
      attachments: (m.attachments as { content: string }[]).map((f) => ({
        ...f,
        content: same(f.content.replaceAll('\r\n\t', '')).replace(/DTSTAMP:\d{8}T\d{6}Z/, 'DTSTAMP:<now>'),
      })),
      status: m.status,
    }))
    .sort((a, b) => a.to.localeCompare(b.to));
  return {
    row: { ...row, priceBreakdown: JSON.parse(JSON.stringify(row.priceBreakdown)) },
    changes,
    extra,
    sessions: sessions.map(({ id, expiresAt, ...s }) => ({ ...s, prefix: id.split('_')[0], complete_at_creation: Math.abs(expiresAt.getTime() - createdAt.getTime()) < 5_000 })),
    notifications,
    mails,
  };
}

describe('checkout in one statement (book_car)', () => {
  it('a licence on file or uploaded: the same booking, history, additional driver, session, notifications and mails', async () => {
    const supplier = await createSupplier(db.prisma, { name: 'Zagros Rentals' });
    // Two cars alike, one per path: the rows must then be alike but for ids and instants.
    const cars = [
      await createCar(db.prisma, { supplierId: supplier.id, name: 'Toyota Corolla', locations: [airport], additionalDriver: '12.00' }),
      await createCar(db.prisma, { supplierId: supplier.id, name: 'Toyota Corolla', locations: [airport], additionalDriver: '12.00' }),
    ];
    const { driver, cookie } = await signedInDriver('fr');
    const input = {
      pickupLocationId: airport,
      dropoffLocationId: airport,
      from: erbilTime(41),
      to: erbilTime(45),
      extras: { cancellation: true, fullInsurance: true, additionalDriver: true },
      additionalDriver: { fullName: 'Hana Aziz', email: 'hana@example.test', phone: '+964 750 765 4321', birthDate: '1990-01-02' },
    };
    const fast = await server.gql(CHECKOUT, { input: { ...input, carId: cars[0].id } }, { cookie, 'x-forwarded-for': randomIp() });
    expect(fast.errors).toBeUndefined();
    const general = await server.gql(CHECKOUT, { input: { ...input, carId: cars[1].id, licence: await upload() } }, { cookie, 'x-forwarded-for': randomIp() });
    expect(general.errors).toBeUndefined();
    const { bookingId: a, ...answerA } = fast.data!.checkout;
    const { bookingId: b, ...answerB } = general.data!.checkout;
    expect(answerA).toEqual(answerB);

    const one = await written(a);
    const twin = await written(b);
    expect(one).toEqual(twin);
    // Both paths name the booking by its reference in the mails, the .ics and the notifications.
    for (const mail of one.mails) expect(mail.text).toContain('<reference>');
    expect(one.mails.flatMap((m) => m.attachments).some((f) => f.content.includes('<reference>'))).toBe(true);
    for (const n of one.notifications) expect(n.values.reference).toBe('<reference>');
    // And what they hold is what a user sees: the driver, the supplier and the admin address mailed.
    expect(one.row).toMatchObject({ driverId: driver.id, status: 'pending', paymentOption: 'payLater', cancellation: true, fullInsurance: true, additionalDriver: true });
    const supplierAccount = await db.prisma.user.findUniqueOrThrow({ where: { id: supplier.id } });
    expect(one.mails.map((m) => m.to).sort()).toEqual([ADMIN, driver.email, supplierAccount.email].sort());
    expect(one.mails.find((m) => m.to === driver.email)?.attachments).toHaveLength(1);
  });

  it("the mails rendered before the statement are the ones the stored booking renders (the webhook's path)", async () => {
    const supplier = await createSupplier(db.prisma, { name: 'Hawler Cars' });
    const car = await createCar(db.prisma, { supplierId: supplier.id, name: 'Hyundai Tucson', locations: [airport], additionalDriver: '9.00' });
    const { cookie } = await signedInDriver('es');
    const res = await server.gql(
      CHECKOUT,
      { input: { carId: car.id, pickupLocationId: airport, dropoffLocationId: airport, from: erbilTime(61), to: erbilTime(64), currency: 'USD', extras: { cancellation: true, additionalDriver: true }, additionalDriver: { fullName: 'Hana Aziz', email: 'hana@example.test', phone: '+964 750 765 4321', birthDate: '1990-01-02' } } },
      { cookie, 'x-forwarded-for': randomIp() },
    );
    expect(res.errors).toBeUndefined();
    const bookingId: string = res.data!.checkout.bookingId;
    const sent = await db.prisma.mailOutbox.findMany({ where: { html: { contains: bookingId } } });
    // Rendered again from the stored rows (booking_mail_row), in a transaction rolled back after.
    const again = await db.prisma
      .$transaction(async (tx) => {
        const ids = await enqueueBookingConfirmation({ db: tx, settings: { timeZone: 'Asia/Baghdad' }, env: { ADMIN_EMAIL: ADMIN }, publicUrl: 'http://localhost:3000' }, bookingId);
        throw Object.assign(new Error('roll back'), { rows: await tx.mailOutbox.findMany({ where: { id: { in: ids } } }) });
      })
      .catch((err: { rows?: typeof sent }) => err.rows ?? Promise.reject(err));
    const shape = (rows: typeof sent) =>
      rows
        .map((m) => ({ to: m.toAddress, subject: m.subject, html: m.html, text: m.text, attachments: JSON.stringify(m.attachments).replace(/DTSTAMP:\d{8}T\d{6}Z/, '') }))
        .sort((a, b) => a.to.localeCompare(b.to));
    expect(sent).toHaveLength(3);
    expect(shape(sent)).toEqual(shape(again));
  });

  it('many drivers at once on one car: one booked, the rest CONFLICT, and nothing of the losers written', async () => {
    const car = await createCar(db.prisma, { name: 'Kia Sportage', locations: [airport] });
    const drivers = await Promise.all(Array.from({ length: 20 }, () => signedInDriver('en')));
    const answers = await Promise.all(
      drivers.map(({ cookie }, i) =>
        server.gql(CHECKOUT, { input: { carId: car.id, pickupLocationId: airport, dropoffLocationId: airport, from: erbilTime(50 + (i % 3)), to: erbilTime(54) } }, { cookie, 'x-forwarded-for': randomIp() }),
      ),
    );
    const booked = answers.filter((r) => !r.errors);
    expect(booked).toHaveLength(1);
    expect(answers.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(19);
    const bookings = await db.prisma.booking.findMany({ where: { carId: car.id } });
    expect(bookings.map((x) => x.id)).toEqual([booked[0].data!.checkout.bookingId]);
    const ids = drivers.map((d) => d.driver.id);
    // Only the winner's notification, session and confirmation mail exist.
    expect(await db.prisma.notification.count({ where: { userId: { in: ids } } })).toBe(1);
    expect(await db.prisma.checkoutSession.count({ where: { booking: { carId: car.id } } })).toBe(1);
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: { in: drivers.map((d) => d.driver.email) } } })).toBe(1);
  });
});
