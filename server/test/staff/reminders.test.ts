import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createCar, createDriver, createLocation, createSupplier } from '../../../prisma/seed/factories.ts';
import type { Booking, Location } from '../../src/__generated__/prisma/client.ts';
import { startJobRunner, type JobLog, type JobRunner } from '../../src/lib/jobs/boss.ts';
import { PICKUP_REMINDER_JOB, pickupRemindersJob, sendPickupReminders, type ReminderDeps } from '../../src/services/bookings/reminders.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { eventually } from './helpers.ts';

/**
 * The pick-up reminder (docs/decisions/023): the firm bookings whose pick-up is within the next 24
 * hours get, once, an in-app PICKUP_REMINDER and an e-mail in the driver's language (when their
 * switch is on) with the car, the pick-up time in Asia/Baghdad, the place and the checklist. Not
 * further ahead, not cancelled or holds, not past; once even with two runs or two instances.
 */
let db: TestDatabase;
let location: Location;
let supplierId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  location = await createLocation(db.prisma, { names: { en: 'Erbil Citadel Office', fr: 'Agence de la citadelle', es: 'Oficina de la ciudadela' } });
  supplierId = (await createSupplier(db.prisma, { name: 'Citadel Cars' })).id;
}, 60_000);
afterAll(() => db?.drop());

const HOUR = 3600_000;
const deps = (now: Date): ReminderDeps => ({
  db: db.prisma,
  clock: { now: () => now },
  settings: { timeZone: 'Asia/Baghdad' },
  env: { ADMIN_EMAIL: undefined },
  publicUrl: 'http://localhost:3000',
});

/** A booking of a new car picked up `hoursAhead` hours after `now`, by a new driver. */
async function booking(now: Date, hoursAhead: number, status: Booking['status'], driver: { language?: string; enableEmailNotifications?: boolean; email?: string } = {}) {
  const car = await createCar(db.prisma, { supplierId, name: 'Toyota Land Cruiser', locations: [location.id] });
  const d = await createDriver(db.prisma, { fullName: 'Rezan Karim', ...driver });
  const from = new Date(now.getTime() + hoursAhead * HOUR);
  const b = await createBooking(db.prisma, {
    car,
    driverId: d.id,
    from,
    to: new Date(from.getTime() + 48 * HOUR),
    status,
    ...(status === 'void' ? { paymentOption: 'payOnline' as const, holdExpiresAt: new Date(now.getTime() + 20 * 60_000) } : {}),
    ...(status === 'paid' ? { paymentOption: 'payOnline' as const } : {}),
  });
  return { booking: b, driver: d };
}

const remindersOf = (bookingId: string) => db.prisma.notification.findMany({ where: { bookingId, code: 'PICKUP_REMINDER' } });
const mailTo = (email: string) => db.prisma.mailOutbox.findMany({ where: { toAddress: email } });

describe('pick-up reminders', () => {
  it('reminds the firm bookings picked up within 24 hours, once, in the driver\'s language; nothing else', async () => {
    // Pick-up at 10:00 in Erbil: 07:00 UTC, in ten hours.
    const now = new Date('2031-03-14T21:00:00.000Z');
    const soon = await booking(now, 10, 'pending', { language: 'fr' });
    const paid = await booking(now, 23.5, 'paid');
    const reserved = await booking(now, 2, 'reserved');
    const deposit = await booking(now, 24, 'deposit');
    const quiet = await booking(now, 5, 'pending', { enableEmailNotifications: false });
    const untouched = [
      await booking(now, 25, 'pending'), // further than 24 hours
      await booking(now, 10, 'cancelled'),
      await booking(now, 10, 'void'), // a payment hold is not a booking yet
      await booking(now, -1, 'paid'), // already picked up
    ];

    const reminded = await sendPickupReminders(deps(now));
    expect(reminded.sort()).toEqual([soon, paid, reserved, deposit, quiet].map((x) => x.booking.id).sort());

    for (const { booking: b, driver } of [soon, paid, reserved, deposit, quiet]) {
      expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: b.id } })).reminderSentAt).toEqual(now);
      expect(await remindersOf(b.id)).toEqual([
        expect.objectContaining({ userId: driver.id, values: { reference: b.reference, car: 'Toyota Land Cruiser', from: b.from.toISOString(), to: b.to.toISOString(), paymentOption: b.paymentOption } }),
      ]);
    }
    // The e-mail: in French for the French driver, the time in Asia/Baghdad, the place, the checklist.
    const [fr] = await mailTo(soon.driver.email);
    expect(fr.subject).toBe('Rappel\u202f: prise en charge de votre Toyota Land Cruiser le sam. 15 mars 2031, 10:00 (Asia/Baghdad)');
    expect(fr.text).toContain('Agence de la citadelle, Irak');
    expect(fr.text).toContain('Apportez votre passeport ou votre carte d’identité et votre permis de conduire.');
    expect(fr.text).toContain('Payez le total ($60) en espèces à la prise en charge.');
    expect(fr.text).toContain(`http://localhost:3000/booking?b=${soon.booking.id}`);
    const [en] = await mailTo(paid.driver.email);
    expect(en.subject).toMatch(/^Reminder: pick-up of your Toyota Land Cruiser on [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} 2031, \d\d:\d\d \(Asia\/Baghdad\)$/);
    expect(en.text).toContain('Erbil Citadel Office, Iraq');
    expect(en.text).toContain('Your rental is paid; the deposit ($250) is due at pick-up.');
    // The switch off: in-app only.
    expect(await mailTo(quiet.driver.email)).toEqual([]);

    for (const { booking: b, driver } of untouched) {
      expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: b.id } })).reminderSentAt).toBeNull();
      expect(await remindersOf(b.id)).toEqual([]);
      expect(await mailTo(driver.email)).toEqual([]);
    }

    // Later runs: nothing twice; the one 25 hours ahead comes due an hour later.
    expect(await sendPickupReminders(deps(new Date(now.getTime() + 30 * 60_000)))).toEqual([]);
    expect(await sendPickupReminders(deps(new Date(now.getTime() + 61 * 60_000)))).toEqual([untouched[0].booking.id]);
    expect(await remindersOf(soon.booking.id)).toHaveLength(1);
    expect(await mailTo(soon.driver.email)).toHaveLength(1);
  });

  it('a driver whose stored address is malformed gets the in-app reminder; the others still get theirs', async () => {
    const now = new Date('2031-05-20T21:00:00.000Z');
    const broken = await booking(now, 9, 'pending', { email: `broken address ${Date.now()}` });
    const fine = await booking(now, 10, 'pending');
    const reminded = await sendPickupReminders(deps(now));
    expect(reminded).toEqual(expect.arrayContaining([broken.booking.id, fine.booking.id]));
    expect(await remindersOf(broken.booking.id)).toHaveLength(1);
    expect(await mailTo(fine.driver.email)).toHaveLength(1);
    // Claimed once: the next run does not stumble on it again.
    expect(await sendPickupReminders(deps(new Date(now.getTime() + 5 * 60_000)))).toEqual([]);
  });

  it('two runs at the same moment remind each booking once', async () => {
    const now = new Date('2031-06-01T06:00:00.000Z');
    const due = await Promise.all([1, 2, 3, 4, 5, 6].map((h) => booking(now, h, 'pending')));
    const [a, b] = await Promise.all([sendPickupReminders(deps(now)), sendPickupReminders(deps(now))]);
    expect([...a, ...b].sort()).toEqual(due.map((d) => d.booking.id).sort());
    for (const { booking: x, driver } of due) {
      expect(await remindersOf(x.id)).toHaveLength(1);
      expect(await mailTo(driver.email)).toHaveLength(1);
    }
  });

  it('runs as a scheduled job once across two instances', async () => {
    // Due now by the real clock (the job's): pick-up in three hours.
    const { booking: b, driver } = await booking(new Date(), 3, 'paid');
    const runs: { instance: number; result: unknown }[] = [];
    const runners: JobRunner[] = [];
    const quietLog: JobLog = { info: () => {}, warn: () => {}, error: (obj, msg) => console.error(msg, obj) };
    try {
      for (const instance of [1, 2]) {
        const job = pickupRemindersJob({ db: db.prisma, settings: { timeZone: 'Asia/Baghdad' }, env: { ADMIN_EMAIL: undefined }, publicUrl: 'http://localhost:3000' });
        expect(job.cron).toBe('*/5 * * * *');
        runners.push(
          await startJobRunner({
            databaseUrl: db.url,
            log: quietLog,
            pollSeconds: 1,
            scheduleCheckSeconds: 1,
            // Every minute here, so the test need not wait for a multiple of five.
            jobs: [{ ...job, cron: '* * * * *', run: async () => { const result = await job.run(); runs.push({ instance, result }); return result; } }],
          }),
        );
      }
      const jobs = await eventually(async () => {
        const { rows } = await db.query<{ state: string; slot: string }>(`SELECT state, singleton_on::text AS slot FROM pgboss.job WHERE name = $1`, [PICKUP_REMINDER_JOB]);
        return rows.length > 0 && rows.every((r) => r.state === 'completed') ? rows : undefined;
      });
      expect(new Set(jobs.map((j) => j.slot)).size).toBe(jobs.length);
      expect(runs).toHaveLength(jobs.length);
      expect(runs[0].result).toEqual({ reminded: 1 });
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect(await remindersOf(b.id)).toHaveLength(1);
    expect(await mailTo(driver.email)).toHaveLength(1);
  });
});
