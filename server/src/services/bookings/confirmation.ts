import { Prisma, type PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import { enqueueMails, type OutgoingMail } from '../../lib/mail/outbox.ts';
import { BOOKING_EXTRAS, type BookingLineKind, type BookingMailData, type BookingMailLine, type BookingMailPlace } from '../../lib/mail/bookingMail.ts';
import { MAIL_LANGUAGES, type MailLanguage } from '../../lib/mail/templates.ts';
import { notifyBookingMade, type BookingMade } from '../notifications/notifications.ts';
import { bookingMailRow, type BookingMailRow, type PlaceColumns } from './queries.ts';

export type { BookingMailRow };

/**
 * The booking's mails (issue 12 point 2): the driver's confirmation with its calendar file, and
 * the "new booking" copy for the supplier's account and the admin address (ADMIN_EMAIL); and its
 * in-app notifications for the driver, the supplier and the admins.
 *
 * Checkout calls `enqueueBookingConfirmation` inside the transaction that makes the booking firm
 * (pay later: the insert; pay online: the webhook that marks it paid), with that transaction as
 * `db`: the mails exist if and only if the change commits (docs/decisions/006).
 */

/** What the mails need from the service context; `db` may be the caller's transaction client. */
export interface BookingMailDeps {
  db: PrismaClient | Prisma.TransactionClient;
  settings: Pick<ServiceContext['settings'], 'timeZone'>;
  env: Pick<ServiceContext['env'], 'ADMIN_EMAIL'>;
  publicUrl: string;
}

function mailLanguage(value: string | null | undefined): MailLanguage {
  const lower = value?.trim().toLowerCase();
  return (MAIL_LANGUAGES as readonly string[]).includes(lower ?? '') ? (lower as MailLanguage) : 'en';
}

const KINDS: ReadonlySet<string> = new Set<BookingLineKind>(['rental', ...BOOKING_EXTRAS]);
const isAmount = (v: unknown): v is string | number => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) || (typeof v === 'number' && Number.isFinite(v));

/**
 * The lines of a stored breakdown (bookings.price_breakdown, USD). Two shapes are stored: the
 * pricing service's Quote (`rental` plus `extras` with `chosen`/`included`), and the fixtures'
 * placeholder (`lines: [{kind, amount}]`). Extras neither chosen nor included are not lines of
 * the booking; anything unrecognised is left out (the total is the booking's own column).
 */
export function breakdownLines(breakdown: unknown): BookingMailLine[] {
  if (!breakdown || typeof breakdown !== 'object') return [];
  const b = breakdown as Record<string, unknown>;
  if (isAmount(b.rental)) {
    const lines: BookingMailLine[] = [{ kind: 'rental', amount: String(b.rental), included: false }];
    for (const extra of Array.isArray(b.extras) ? b.extras : []) {
      if (!extra || typeof extra !== 'object') continue;
      const e = extra as Record<string, unknown>;
      if (typeof e.kind !== 'string' || !KINDS.has(e.kind) || e.kind === 'rental') continue;
      if (!(e.chosen === true || e.included === true) || !isAmount(e.amount)) continue;
      lines.push({ kind: e.kind as BookingLineKind, amount: String(e.amount), included: e.included === true });
    }
    return lines;
  }
  if (Array.isArray(b.lines)) {
    return b.lines.flatMap((line): BookingMailLine[] => {
      if (!line || typeof line !== 'object') return [];
      const l = line as Record<string, unknown>;
      if (typeof l.kind !== 'string' || !KINDS.has(l.kind) || !isAmount(l.amount)) return [];
      return [{ kind: l.kind as BookingLineKind, amount: String(l.amount), included: l.included === true }];
    });
  }
  return [];
}

/**
 * A place of the mails: its names as stored, only the languages that have one (docs/decisions/049).
 * The mail picks the reader's language and falls back to English (lib/mail/bookingMail.ts placeText).
 */
function place(row: PlaceColumns): BookingMailPlace {
  return {
    name: row.names ?? {},
    country: row.country_names ?? {},
    latitude: new Prisma.Decimal(row.latitude).toString(),
    longitude: new Prisma.Decimal(row.longitude).toString(),
  };
}

/**
 * The booking's mail data and its recipients, in one statement: it runs inside the checkout's
 * transaction, where every statement lengthens the time the car's row is contested (Prisma's
 * nested select took nine). The query is the SQL function booking_mail_row.
 */
export async function loadBookingMail(deps: BookingMailDeps, bookingId: string) {
  const booking = await bookingMailRow(deps.db, bookingId);
  if (!booking) throw new Error(`loadBookingMail: no booking ${bookingId}`);
  return bookingMailOf(deps, booking);
}

/** The mail data and recipients of a booking's row (loadBookingMail; checkout's one-statement path). */
export function bookingMailOf(deps: Pick<BookingMailDeps, 'settings' | 'publicUrl'>, booking: BookingMailRow) {
  // JSON arrives as text here (db/prisma.ts keeps json unparsed); parse it once.
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const data: BookingMailData = {
    bookingId: booking.id,
    reference: booking.reference,
    driverName: booking.driver_name,
    driverEmail: booking.driver_email,
    carName: booking.car_name,
    supplier: { name: booking.supplier_name, email: booking.contact_email, phone: booking.contact_phone },
    from: booking.from_at.toISOString(),
    to: booking.to_at.toISOString(),
    timeZone: deps.settings.timeZone,
    days: booking.days,
    paymentOption: booking.payment_option,
    // Pay later: cancellation is free whatever was chosen (product decisions "Payments").
    cancellation: booking.payment_option === 'payLater' || booking.cancellation,
    pickup: place(json<PlaceColumns>(booking.pickup)),
    dropoff: place(json<PlaceColumns>(booking.dropoff)),
    lines: breakdownLines(json<unknown>(booking.price_breakdown)),
    total: new Prisma.Decimal(booking.price).toFixed(2),
    deposit: new Prisma.Decimal(booking.deposit).toFixed(2),
    currency: booking.currency.trim().toUpperCase(),
    exchangeRate: new Prisma.Decimal(booking.exchange_rate).toString(),
    bookingUrl: new URL(`/booking?b=${encodeURIComponent(booking.id)}`, deps.publicUrl).toString(),
  };
  return {
    data,
    driver: { id: booking.driver_id, email: booking.driver_email, language: mailLanguage(booking.driver_language) },
    supplier: {
      id: booking.supplier_id,
      email: booking.supplier_email,
      language: mailLanguage(booking.supplier_language),
      enableEmailNotifications: booking.supplier_notifications,
    },
  };
}

/**
 * What a booking's confirmation writes, from its mail data: the booking-made notifications and
 * the mails (rules below, enqueueBookingConfirmation). Pure: the caller writes them.
 */
export function bookingConfirmation(deps: Pick<BookingMailDeps, 'env'>, { data, driver, supplier }: ReturnType<typeof bookingMailOf>): { made: BookingMade; mails: OutgoingMail[] } {
  const made: BookingMade = {
    bookingId: data.bookingId,
    driverId: driver.id,
    supplierId: supplier.id,
    values: {
      reference: data.reference,
      car: data.carName,
      supplier: data.supplier.name,
      driver: data.driverName,
      from: data.from,
      to: data.to,
      paymentOption: data.paymentOption,
    },
  };
  const mails: OutgoingMail[] = [{ to: driver.email, template: 'bookingConfirmation', language: driver.language, data }];
  if (supplier.enableEmailNotifications) {
    mails.push({ to: supplier.email, template: 'newBooking', language: supplier.language, data });
  }
  const admin = deps.env.ADMIN_EMAIL;
  if (admin && admin.toLowerCase() !== supplier.email.toLowerCase()) {
    mails.push({ to: admin, template: 'newBooking', language: 'en', data });
  }
  return { made, mails };
}

/**
 * Writes the booking's mails to the outbox with `deps.db` (the caller's transaction):
 * - the driver's confirmation in the driver's language, always (it is the booking's receipt,
 *   whatever the notifications switch says);
 * - "new booking" to the supplier's account email in its language, when its email notifications
 *   are on (product decisions "Notifications");
 * - "new booking" to ADMIN_EMAIL in English, when it is set.
 * and the in-app notifications (BOOKING_CONFIRMED for the driver, BOOKING_RECEIVED for the
 * supplier's account and each admin user), written once per booking however often this runs.
 * Returns the outbox ids, driver's first.
 */
export async function enqueueBookingConfirmation(deps: BookingMailDeps, bookingId: string): Promise<string[]> {
  const { made, mails } = bookingConfirmation(deps, await loadBookingMail(deps, bookingId));
  await notifyBookingMade(deps.db, made);
  return enqueueMails(deps.db, mails);
}
