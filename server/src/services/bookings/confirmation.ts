import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { BOOKING_EXTRAS, type BookingLineKind, type BookingMailData, type BookingMailLine, type BookingMailPlace } from '../../lib/mail/bookingMail.ts';
import { MAIL_LANGUAGES, type MailLanguage } from '../../lib/mail/templates.ts';
import { notifyBookingMade } from '../notifications/notifications.ts';

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

const PLACE = { select: { nameEn: true, nameFr: true, nameEs: true, latitude: true, longitude: true, country: { select: { nameEn: true, nameFr: true, nameEs: true } } } } as const;

type PlaceRow = {
  nameEn: string;
  nameFr: string;
  nameEs: string;
  latitude: Prisma.Decimal;
  longitude: Prisma.Decimal;
  country: { nameEn: string; nameFr: string; nameEs: string };
};

function place(row: PlaceRow): BookingMailPlace {
  return {
    name: { en: row.nameEn, fr: row.nameFr, es: row.nameEs },
    country: { en: row.country.nameEn, fr: row.country.nameFr, es: row.country.nameEs },
    latitude: row.latitude.toString(),
    longitude: row.longitude.toString(),
  };
}

/** The booking's mail data and its recipients, in one query. */
export async function loadBookingMail(deps: BookingMailDeps, bookingId: string) {
  const booking = await deps.db.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      id: true,
      driverId: true,
      supplierId: true,
      from: true,
      to: true,
      days: true,
      paymentOption: true,
      cancellation: true,
      priceBreakdown: true,
      price: true,
      currency: true,
      exchangeRate: true,
      car: { select: { name: true, deposit: true } },
      supplier: {
        select: {
          name: true,
          contactEmail: true,
          contactPhone: true,
          user: { select: { email: true, language: true, enableEmailNotifications: true } },
        },
      },
      driver: { select: { fullName: true, email: true, language: true } },
      pickupLocation: PLACE,
      dropoffLocation: PLACE,
    },
  });
  const data: BookingMailData = {
    bookingId: booking.id,
    driverName: booking.driver.fullName,
    driverEmail: booking.driver.email,
    carName: booking.car.name,
    supplier: { name: booking.supplier.name, email: booking.supplier.contactEmail, phone: booking.supplier.contactPhone },
    from: booking.from.toISOString(),
    to: booking.to.toISOString(),
    timeZone: deps.settings.timeZone,
    days: booking.days,
    paymentOption: booking.paymentOption,
    // Pay later: cancellation is free whatever was chosen (product decisions "Payments").
    cancellation: booking.paymentOption === 'payLater' || booking.cancellation,
    pickup: place(booking.pickupLocation),
    dropoff: place(booking.dropoffLocation),
    lines: breakdownLines(booking.priceBreakdown),
    total: booking.price.toFixed(2),
    deposit: booking.car.deposit.toFixed(2),
    currency: booking.currency.trim().toUpperCase(),
    exchangeRate: booking.exchangeRate.toString(),
    bookingUrl: new URL(`/booking?b=${encodeURIComponent(booking.id)}`, deps.publicUrl).toString(),
  };
  return {
    data,
    driver: { id: booking.driverId, email: booking.driver.email, language: mailLanguage(booking.driver.language) },
    supplier: { id: booking.supplierId, ...booking.supplier.user, language: mailLanguage(booking.supplier.user.language) },
  };
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
  const { data, driver, supplier } = await loadBookingMail(deps, bookingId);
  await notifyBookingMade(deps.db, {
    bookingId,
    driverId: driver.id,
    supplierId: supplier.id,
    values: {
      reference: data.bookingId,
      car: data.carName,
      supplier: data.supplier.name,
      driver: data.driverName,
      from: data.from,
      to: data.to,
      paymentOption: data.paymentOption,
    },
  });
  const ids: string[] = [];
  ids.push((await enqueueMail(deps.db, { to: driver.email, template: 'bookingConfirmation', language: driver.language, data })).id);
  if (supplier.enableEmailNotifications) {
    ids.push((await enqueueMail(deps.db, { to: supplier.email, template: 'newBooking', language: supplier.language, data })).id);
  }
  const admin = deps.env.ADMIN_EMAIL;
  if (admin && admin.toLowerCase() !== supplier.email.toLowerCase()) {
    ids.push((await enqueueMail(deps.db, { to: admin, template: 'newBooking', language: 'en', data })).id);
  }
  return ids;
}
