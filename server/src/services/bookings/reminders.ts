import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/jobs/boss.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { notify } from '../notifications/notifications.ts';
import { loadBookingMail } from './confirmation.ts';
import { claimDueReminders, type ReminderClaim } from './queries.ts';

/**
 * The pick-up reminder (issue 13 point 3, docs/decisions/023): 24 hours before pick-up the driver
 * gets an in-app notification (PICKUP_REMINDER) and, when their e-mail notifications switch is on,
 * an e-mail in their language (lib/mail/bookingMail.ts pickupReminderContent: car, pick-up time in
 * the business time zone, place, checklist). Once per booking, however many instances run the job.
 */

export const PICKUP_REMINDER_JOB = 'bookings.pickup-reminders';
export const PICKUP_REMINDER_CRON = '*/5 * * * *';
export const NOTIFICATION_PICKUP_REMINDER = 'PICKUP_REMINDER';
/** How far ahead of pick-up a booking is reminded. */
export const REMINDER_LEAD_MS = 24 * 3600_000;
/** Bookings claimed per run; the next run takes the rest. */
const BATCH = 500;

export interface ReminderDeps {
  db: PrismaClient;
  clock: Clock;
  settings: Pick<ServiceContext['settings'], 'timeZone'>;
  env: Pick<ServiceContext['env'], 'ADMIN_EMAIL'>;
  publicUrl: string;
}

/**
 * One run: claims the firm bookings (booking_blocks at +infinity: pending, reserved, deposit,
 * paid; never a hold or a cancelled one) whose pick-up is after now and at most 24 hours ahead and
 * that were never reminded, marks them reminded, and in the same transaction writes each driver's
 * notification and e-mail. FOR UPDATE SKIP LOCKED: a second run at the same moment skips what the
 * first has claimed, and once the first commits those rows are reminded. Returns the ids reminded.
 */
export async function sendPickupReminders(deps: ReminderDeps): Promise<string[]> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + REMINDER_LEAD_MS);
  return deps.db.$transaction(async (tx) => {
    const claimed = await claimDueReminders(tx, now, until, BATCH);
    for (const booking of claimed) await remind(deps, tx, booking);
    return claimed.map((b) => b.id);
  }, { timeout: 60_000 });
}

async function remind(deps: ReminderDeps, tx: Prisma.TransactionClient, booking: ReminderClaim): Promise<void> {
  const { data, driver } = await loadBookingMail({ ...deps, db: tx }, booking.id);
  // The reminder e-mail below is the driver's copy (its own template), so notify() writes the row only.
  await notify({ ...deps, db: tx, mail: { enqueue: enqueueMail } }, [
    {
      userId: booking.driver_id,
      bookingId: booking.id,
      code: NOTIFICATION_PICKUP_REMINDER,
      values: { reference: data.reference, car: data.carName, from: data.from, to: data.to, paymentOption: data.paymentOption },
    },
  ], { emailCopies: false });
  if (!booking.driver_emails) return;
  try {
    await enqueueMail(tx, { to: driver.email, template: 'pickupReminder', language: driver.language, data });
  } catch (err) {
    // A malformed address in an old account: refused before any SQL runs, so the batch's
    // transaction is untouched. The in-app reminder stays; the other drivers still get theirs.
    if (err instanceof Error && err.message.startsWith('Invalid recipient address')) return;
    throw err;
  }
}

/** The reminder job (lib/jobs runs it every 5 minutes, once across instances). */
export function pickupRemindersJob(deps: Omit<ReminderDeps, 'clock'> & { clock?: Clock }): ScheduledJob {
  return {
    name: PICKUP_REMINDER_JOB,
    cron: PICKUP_REMINDER_CRON,
    run: async () => ({ reminded: (await sendPickupReminders({ ...deps, clock: deps.clock ?? systemClock })).length }),
  };
}
