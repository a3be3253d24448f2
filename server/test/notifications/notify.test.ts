import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../../prisma/seed/index.ts';
import { createAdmin, createBooking, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import { enqueueMail } from '../../src/lib/mail/outbox.ts';
import { notify, type NotifyDeps } from '../../src/services/notifications/notifications.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * notify() writes the notifications and, in the same transaction, their e-mail copies (product
 * decisions "Notifications"): one per recipient whose switch is on, in the recipient's language,
 * linking to the booking; staff events once more to ADMIN_EMAIL (product decisions "Staff").
 */
const ADMIN_EMAIL = 'desk@erbil-rental.test';
const PUBLIC_URL = 'https://rent.example.test';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await db?.drop();
});

function deps(tx: NotifyDeps['db'], adminEmail: string | undefined = ADMIN_EMAIL): NotifyDeps {
  return { db: tx, mail: { enqueue: enqueueMail }, publicUrl: PUBLIC_URL, settings: { timeZone: 'Asia/Baghdad' }, env: { ADMIN_EMAIL: adminEmail } };
}

const mailsTo = (address: string) => db.prisma.mailOutbox.findMany({ where: { toAddress: address }, select: { subject: true, text: true, html: true }, orderBy: { createdAt: 'asc' } });

async function aBooking(driverId: string) {
  return createBooking(db.prisma, { carId: scenario.car.miniAtAirport.id, driverId });
}

describe('notify: e-mail copies', () => {
  it("e-mails a driver whose switch is on, in the driver's language, with a link to the booking", async () => {
    const driver = await createDriver(db.prisma, { fullName: 'Lana Karim', language: 'fr', enableEmailNotifications: true });
    const booking = await aBooking(driver.id);
    const ids = await db.prisma.$transaction((tx) =>
      notify(deps(tx), [{ userId: driver.id, bookingId: booking.id, code: 'BOOKING_STATUS_CHANGED', values: { reference: booking.id, car: 'Kia Picanto', status: 'reserved' } }]),
    );
    expect(ids).toHaveLength(1);
    const [mail] = await mailsTo(driver.email);
    expect(mail.subject).toBe('Votre réservation a changé');
    expect(mail.text).toContain('Bonjour Lana Karim,');
    expect(mail.text).toContain(`Le statut de votre réservation ${booking.id} de Kia Picanto est désormais\u202f: réservée.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/booking?b=${booking.id}`);
    expect(mail.html).toContain('Voir ma réservation');
    // The row is a code with values, not the French text.
    const row = await db.prisma.notification.findUniqueOrThrow({ where: { id: ids[0] } });
    expect(row).toMatchObject({ userId: driver.id, bookingId: booking.id, code: 'BOOKING_STATUS_CHANGED', message: null, isRead: false });
  });

  it('writes the notification but no e-mail when the switch is off', async () => {
    const driver = await createDriver(db.prisma, { language: 'es', enableEmailNotifications: false });
    const ids = await db.prisma.$transaction((tx) => notify(deps(tx), [{ userId: driver.id, code: 'PICKUP_REMINDER', values: { car: 'Kia Picanto', from: '2026-12-01T07:00:00Z' } }]));
    expect(await db.prisma.notification.count({ where: { id: { in: ids } } })).toBe(1);
    expect(await mailsTo(driver.email)).toEqual([]);
  });

  it('a Spanish reader gets Spanish, a notification with no booking has no link', async () => {
    const driver = await createDriver(db.prisma, { fullName: 'Aram', language: 'es' });
    await db.prisma.$transaction((tx) => notify(deps(tx), [{ userId: driver.id, code: 'MESSAGE', message: 'Tu coche está listo.' }]));
    const [mail] = await mailsTo(driver.email);
    expect(mail.subject).toBe('Nuevo mensaje');
    expect(mail.text).toContain('Hola, Aram:');
    expect(mail.text).toContain('Tu coche está listo.');
    expect(mail.text).not.toContain('/booking?b=');
  });

  it('tells staff events once more to ADMIN_EMAIL, once per event however many staff accounts are told', async () => {
    const driver = await createDriver(db.prisma, { fullName: 'Hawre Salih' });
    const booking = await aBooking(driver.id);
    const supplier = await createSupplier(db.prisma, { user: { language: 'fr', enableEmailNotifications: true } });
    const admins = await Promise.all([createAdmin(db.prisma, { enableEmailNotifications: false }), createAdmin(db.prisma, { enableEmailNotifications: false })]);
    const values = { reference: booking.id, car: 'Kia Picanto', driver: 'Hawre Salih', from: '2026-12-01T07:00:00Z', to: '2026-12-03T07:00:00Z' };
    const before = (await mailsTo(ADMIN_EMAIL)).length;
    await db.prisma.$transaction(async (tx) => {
      await notify(deps(tx), [
        { userId: driver.id, bookingId: booking.id, code: 'CANCEL_REQUEST_RECEIVED', values },
        ...[supplier.id, ...admins.map((a) => a.id)].map((userId) => ({ userId, bookingId: booking.id, code: 'CANCEL_REQUESTED', values })),
      ]);
    });
    // Four rows, one per person told.
    expect(await db.prisma.notification.count({ where: { bookingId: booking.id, code: { in: ['CANCEL_REQUESTED', 'CANCEL_REQUEST_RECEIVED'] } } })).toBe(4);
    // The supplier in French; the admins' switches are off: no copy to their accounts.
    expect((await mailsTo(supplier.user.email)).map((m) => m.subject)).toEqual(['Demande d’annulation']);
    for (const admin of admins) expect(await mailsTo(admin.email)).toEqual([]);
    // ADMIN_EMAIL: one English copy of the staff event, none of the driver's own notification.
    const desk = (await mailsTo(ADMIN_EMAIL)).slice(before);
    expect(desk.map((m) => m.subject)).toEqual(['Cancellation request']);
    expect(desk[0].text).toContain(`Hawre Salih asked to cancel booking ${booking.id} of Kia Picanto from Tue 1 Dec 2026, 10:00 to Thu 3 Dec 2026, 10:00.`);
  });

  it('does not double the copy when ADMIN_EMAIL is itself an admin account that is e-mailed', async () => {
    const address = 'owner-desk@erbil-rental.test';
    const admin = await createAdmin(db.prisma, { email: address, enableEmailNotifications: true });
    await db.prisma.$transaction((tx) => notify(deps(tx, address), [{ userId: admin.id, code: 'CANCEL_REQUESTED', values: { reference: 'b-1' } }]));
    expect((await mailsTo(address)).map((m) => m.subject)).toEqual(['Cancellation request']);
  });

  it('writes nothing, neither rows nor mail, when the change it tells of rolls back', async () => {
    const driver = await createDriver(db.prisma);
    await expect(
      db.prisma.$transaction(async (tx) => {
        await notify(deps(tx), [{ userId: driver.id, code: 'BOOKING_STATUS_CHANGED', values: { status: 'paid' } }]);
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await db.prisma.notification.count({ where: { userId: driver.id } })).toBe(0);
    expect(await mailsTo(driver.email)).toEqual([]);
  });
});
