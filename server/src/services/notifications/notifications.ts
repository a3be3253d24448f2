import { tells } from '../bookings/lifecycle.ts';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import { BadUserInputError, NotFoundError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { BRAND_NAME } from '../../lib/mail/templates.ts';
import { requireOwner, requireSignedIn, type SignedInUser } from '../guards.ts';
import { isLanguage, parseLanguage, type Language } from '../i18n/language.ts';
import {
  insertBookingMadeNotifications,
  notificationCount,
  notificationsAfter,
  notificationsPage,
  unreadCount,
  unreadCountPrepared,
  type NotificationRow,
} from './queries.ts';
import { renderNotification, renderTitle, valuesOf } from './render.ts';

/**
 * In-app notifications (product-decisions "Notifications"). A notification is stored as a message
 * CODE with its VALUES, never as finished text: the reader's language is only known when it is
 * read, so the text is rendered then (issue 13 renders the codes below in en, fr and es).
 *
 * The values are plain JSON: strings, with instants as ISO strings (the renderer formats them in
 * the business time zone and the reader's language).
 */

/** The codes written today, and what each means. */
export const NOTIFICATION_CODES = {
  /** To the driver: their booking is made (pay later) or paid (pay online). */
  BOOKING_CONFIRMED: 'BOOKING_CONFIRMED',
  /** To the car's supplier and to each admin: a driver booked one of the cars. */
  BOOKING_RECEIVED: 'BOOKING_RECEIVED',
  /** To the supplier and each admin: the driver asks to cancel (values: reference, car, driver, from, to). */
  CANCEL_REQUESTED: 'CANCEL_REQUESTED',
  /** To the driver: their cancel request reached staff. */
  CANCEL_REQUEST_RECEIVED: 'CANCEL_REQUEST_RECEIVED',
  /** To the driver: staff changed the booking's status (values: reference, car, status). */
  BOOKING_STATUS_CHANGED: 'BOOKING_STATUS_CHANGED',
  /** To the driver: the cancel request is finalised (values: reference, car, refund?, currency?). */
  CANCELLATION_FINALISED: 'CANCELLATION_FINALISED',
  /** To the driver, once, 24 hours before pick-up (values: reference, car, from). */
  PICKUP_REMINDER: 'PICKUP_REMINDER',
  /** A free text (the row's `message`), shown as written. */
  MESSAGE: 'MESSAGE',
  /** To the supplier and each admin: a driver changed their booking (values: reference, car, driver, from, to, previousFrom, previousTo). */
  BOOKING_UPDATED: 'BOOKING_UPDATED',
} as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[keyof typeof NOTIFICATION_CODES];

/** The values of BOOKING_CONFIRMED and BOOKING_RECEIVED. */
export interface BookingNotificationValues {
  /** The booking reference the driver reads in the confirmation mail (the booking id). */
  reference: string;
  car: string;
  supplier: string;
  driver: string;
  /** ISO instants of the rental period. */
  from: string;
  to: string;
  paymentOption: 'payLater' | 'payOnline';
}

export interface BookingMade {
  bookingId: string;
  driverId: string;
  supplierId: string;
  values: BookingNotificationValues;
}

/**
 * The "booking made" notifications: BOOKING_CONFIRMED for the driver, BOOKING_RECEIVED for the
 * car's supplier account and for every admin user, written with `db` (the caller's transaction,
 * so they exist if and only if the booking commits), in one statement (it runs inside the
 * checkout's transaction).
 *
 * Once per booking and person however often it is called (a retried webhook, a second caller):
 * the partial unique index notifications_once_per_booking turns a repeat into nothing (ON
 * CONFLICT DO NOTHING). Returns how many rows were written.
 */
export async function notifyBookingMade(db: PrismaClient | Prisma.TransactionClient, made: BookingMade): Promise<number> {
  // Who hears of a booking made: the lifecycle's AUDIENCE (book_car is given the same).
  const told = tells('bookingMade');
  return insertBookingMadeNotifications(db, {
    bookingId: made.bookingId,
    driverId: made.driverId,
    supplierId: made.supplierId,
    driverCode: NOTIFICATION_CODES.BOOKING_CONFIRMED,
    staffCode: NOTIFICATION_CODES.BOOKING_RECEIVED,
    valuesJson: JSON.stringify(made.values),
    tellDriver: told.driver,
    tellStaff: told.staff,
  });
}

/** One notification to write: who, about which booking, the message code and its values. */
export interface NewNotification {
  userId: string;
  bookingId?: string | null;
  code: string;
  values?: Record<string, string | number | boolean | null>;
  /** The free text of code MESSAGE (required for it, ignored otherwise). */
  message?: string | null;
}

/**
 * What notify() needs: the database it writes with (the caller's transaction), the mail outbox,
 * and what the e-mail copies are written with. A service holding `ctx` and a transaction `tx`
 * calls `notify({ ...ctx, db: tx }, items)`.
 */
export interface NotifyDeps {
  db: PrismaClient | Prisma.TransactionClient;
  mail: ServiceContext['mail'];
  publicUrl: string;
  settings: Pick<ServiceContext['settings'], 'timeZone'>;
  env: Pick<ServiceContext['env'], 'ADMIN_EMAIL'>;
}

/** The name the ADMIN_EMAIL copies greet. */
const STAFF_NAME = `${BRAND_NAME} team`;

function languageOf(value: string | null | undefined): Language {
  const lower = value?.trim().toLowerCase();
  return isLanguage(lower) ? lower : 'en';
}

function bookingLink(publicUrl: string, bookingId: string | null): string | undefined {
  return bookingId ? new URL(`/booking?b=${encodeURIComponent(bookingId)}`, publicUrl).toString() : undefined;
}

/**
 * Writes notifications with `deps.db` (the caller's transaction: they exist if and only if the
 * change they tell of commits), and in the same transaction their e-mail copies through the mail
 * outbox (product-decisions "Notifications"): one per notification whose recipient's e-mail
 * notifications switch is on, in the recipient's stored language, with a link to the booking when
 * there is one. Notifications to staff (supplier and admin accounts) are also e-mailed, in English,
 * once per event, to ADMIN_EMAIL (product-decisions "Staff"), unless that address already gets a
 * copy as a recipient. Every service that tells someone something calls this, so the e-mail rule
 * lives here once.
 *
 * Not for the booking-made codes: notifyBookingMade writes those, and the confirmation mails
 * (services/bookings/confirmation.ts) already are their e-mails, ADMIN_EMAIL's included.
 *
 * `emailCopies: false` writes the rows only, for a caller that sends its own e-mail (the pick-up
 * reminder). Returns the ids written, in the order of `items`.
 */
export async function notify(
  deps: NotifyDeps,
  items: readonly NewNotification[],
  options: { emailCopies?: boolean } = {},
): Promise<string[]> {
  if (!items.length) return [];
  const db = deps.db;
  const rows = await db.notification.createManyAndReturn({
    data: items.map((n) => ({
      userId: n.userId,
      bookingId: n.bookingId ?? null,
      code: n.code,
      values: (n.values ?? {}) as Prisma.InputJsonObject,
      message: n.code === NOTIFICATION_CODES.MESSAGE ? (n.message ?? null) : null,
    })),
    select: { id: true, userId: true, bookingId: true, code: true, values: true, message: true },
  });
  if (options.emailCopies === false) return rows.map((r) => r.id);

  const recipients = new Map(
    (
      await db.user.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.userId))] } },
        select: { id: true, email: true, fullName: true, language: true, type: true, enableEmailNotifications: true },
      })
    ).map((u) => [u.id, u]),
  );
  const admin = deps.env.ADMIN_EMAIL?.trim();
  /** Events told to staff, by content: ADMIN_EMAIL gets each once (a supplier and three admins are one event). */
  const staffEvents = new Map<string, { row: (typeof rows)[number]; adminIsRecipient: boolean }>();
  for (const row of rows) {
    const user = recipients.get(row.userId);
    if (!user) continue;
    const emailed = user.enableEmailNotifications && (await enqueueCopy(deps, row, user.email, user.fullName, languageOf(user.language)));
    if (user.type !== 'driver' && admin) {
      const key = JSON.stringify([row.code, row.bookingId, row.values, row.message]);
      const event = staffEvents.get(key) ?? { row, adminIsRecipient: false };
      if (emailed && user.email.toLowerCase() === admin.toLowerCase()) event.adminIsRecipient = true;
      staffEvents.set(key, event);
    }
  }
  for (const { row, adminIsRecipient } of staffEvents.values()) {
    if (!adminIsRecipient && admin) await enqueueCopy(deps, row, admin, STAFF_NAME, 'en');
  }
  return rows.map((r) => r.id);
}

/**
 * One e-mail copy. An address the outbox refuses (a malformed one in an old account) is skipped
 * rather than failing the change the notification tells of; it is refused before any SQL runs, so
 * the caller's transaction is untouched. Returns whether the copy was queued.
 */
async function enqueueCopy(
  deps: NotifyDeps,
  row: { code: string; values: unknown; message: string | null; bookingId: string | null },
  to: string,
  fullName: string,
  language: Language,
): Promise<boolean> {
  const message = renderNotification(row, { language, timeZone: deps.settings.timeZone });
  const link = bookingLink(deps.publicUrl, row.bookingId);
  try {
    await deps.mail.enqueue(deps.db, { to, template: 'notification', language, data: { fullName, message, subject: renderTitle(row.code, language), link } });
    return true;
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('Invalid recipient address')) return false;
    throw err;
  }
}

// ── Reading and managing one's own notifications (GraphQL and the REST shim)

/** A notification as the reader sees it: its text rendered in the reader's language. */
export interface NotificationView {
  id: string;
  userId: string;
  code: string;
  message: string;
  values: { name: string; value: string }[];
  bookingId: string | null;
  isRead: boolean;
  createdAt: Date;
}

export interface NotificationPage {
  edges: { cursor: string; node: NotificationView }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Pages of the notifications screen (product-decisions: lists of notifications use pages of 30). */
export const NOTIFICATION_PAGE_SIZE = 30;
export const MAX_NOTIFICATION_PAGE_SIZE = 100;
/** At most this many ids in one mark or delete call. */
export const MAX_NOTIFICATION_IDS = 1000;

/** The reader's language: the argument, else the one stored on their account. */
function readerLanguage(me: SignedInUser, language: string | null | undefined): Language {
  return language ? parseLanguage(language) : languageOf(me.user.language);
}

function view(row: NotificationRow, language: Language, timeZone: string): NotificationView {
  const values = valuesOf(row.values);
  return {
    id: row.id,
    userId: row.user_id,
    code: row.code,
    message: renderNotification({ code: row.code, values, message: row.message }, { language, timeZone }),
    values: Object.entries(values)
      .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
      .map(([name, v]) => ({ name, value: String(v) }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    bookingId: row.booking_id,
    isRead: row.is_read,
    createdAt: row.created_at,
  };
}

// (created_at as written by to_char below, id). The instant must exist: month 13 or hour 99
// would make PostgreSQL's timestamptz cast fail with a 500 instead of a bad cursor.
const realInstant = (at: string) => {
  const date = new Date(`${at.slice(0, 19)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === at.slice(0, 19);
};
const Cursor = z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/).refine(realInstant), z.uuid()]);
const First = z
  .number()
  .int()
  .min(1, `first must be 1 to ${MAX_NOTIFICATION_PAGE_SIZE}.`)
  .max(MAX_NOTIFICATION_PAGE_SIZE, `first must be 1 to ${MAX_NOTIFICATION_PAGE_SIZE}.`);

/**
 * The signed-in user's notifications, newest first, `first` (30) at a time after a cursor: two
 * statements whatever the page (the page through notifications_user_created_id_idx, the count).
 */
export async function listNotifications(
  ctx: ServiceContext,
  args: { first?: number | null; after?: string | null; language?: string | null },
): Promise<NotificationPage> {
  const me = requireSignedIn(ctx);
  const first = args.first === null || args.first === undefined ? NOTIFICATION_PAGE_SIZE : parseFirst(args.first);
  const language = readerLanguage(me, args.language);
  const after = args.after ? decodeCursor(args.after, Cursor) : null;
  const [rows, total] = await Promise.all([
    notificationsAfter(ctx.db, me.id, after, first + 1),
    notificationCount(ctx.db, me.id),
  ]);
  const page = rows.slice(0, first);
  const edges = page.map((row) => ({ cursor: encodeCursor([row.at, row.id]), node: view(row, language, ctx.settings.timeZone) }));
  return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null }, totalCount: total };
}

function parseFirst(first: number): number {
  const parsed = First.safeParse(first);
  if (!parsed.success) throw new BadUserInputError(parsed.error.issues[0].message, { first: 'INVALID' });
  return parsed.data;
}

/**
 * The unread count of the header's bell: derived from the notifications, no stored counter to
 * drift. One prepared statement answered from the partial index of unread rows (queries.ts).
 */
export async function unreadNotificationCount(ctx: ServiceContext, args: { userId?: string } = {}): Promise<number> {
  const me = args.userId === undefined ? requireSignedIn(ctx) : requireOwner(ctx, args.userId);
  return unreadCountPrepared(ctx.db, me.id);
}

/**
 * A page of the REST shim's numbered pages (1-based), newest first, rendered in the reader's
 * stored language. Owner only: another user's id is refused before anything is read.
 */
export async function notificationPage(ctx: ServiceContext, args: { userId: string; page: number; size: number }): Promise<{ rows: NotificationView[]; total: number }> {
  const me = requireOwner(ctx, args.userId);
  const language = languageOf(me.user.language);
  const [rows, total] = await Promise.all([
    notificationsPage(ctx.db, me.id, args.size, (args.page - 1) * args.size),
    notificationCount(ctx.db, me.id),
  ]);
  return { rows: rows.map((row) => view(row, language, ctx.settings.timeZone)), total };
}

const UUID = z.uuid();

/** The ids of a mark or delete call: distinct, bounded; one that is no id at all cannot be the caller's. */
function idsOf(ids: readonly string[]): { ids: string[]; allWellFormed: boolean } {
  const distinct = [...new Set(ids)];
  return { ids: distinct.filter((id) => UUID.safeParse(id).success), allWellFormed: distinct.every((id) => UUID.safeParse(id).success) };
}

const NOT_YOURS = 'Notification not found.';

function checkIdCount(ids: readonly string[]): readonly string[] {
  if (ids.length > MAX_NOTIFICATION_IDS) throw new BadUserInputError(`ids: at most ${MAX_NOTIFICATION_IDS} at a time.`, { ids: 'TOO_MANY' });
  return ids;
}

export interface NotificationsChanged {
  /** How many notifications the call changed or deleted. */
  count: number;
  /** The caller's unread count afterwards (the bell). */
  unreadCount: number;
}

/**
 * Marks the caller's notifications read or unread. All or nothing: when one id is not one of the
 * caller's notifications (another user's, deleted, made up), the call is NOT_FOUND and nothing
 * changes (issue 13 point 8). With `userId` (the REST shim's path), it must be the caller's own.
 */
export async function markNotifications(
  ctx: ServiceContext,
  input: { ids: readonly string[]; read: boolean; userId?: string },
): Promise<NotificationsChanged> {
  const me = input.userId === undefined ? requireSignedIn(ctx) : requireOwner(ctx, input.userId);
  const { ids, allWellFormed } = idsOf(checkIdCount(input.ids));
  if (!allWellFormed) throw new NotFoundError(NOT_YOURS);
  return ctx.db.$transaction(async (tx) => {
    const changed = await tx.notification.updateMany({ where: { id: { in: ids }, userId: me.id }, data: { isRead: input.read } });
    // Throwing rolls the update back: another user's id changes nothing, not even the caller's rows.
    if (changed.count !== ids.length) throw new NotFoundError(NOT_YOURS);
    return { count: changed.count, unreadCount: await unreadCount(tx, me.id) };
  });
}

/** Deletes the caller's notifications; all or nothing, as markNotifications. */
export async function deleteNotifications(ctx: ServiceContext, input: { ids: readonly string[]; userId?: string }): Promise<NotificationsChanged> {
  const me = input.userId === undefined ? requireSignedIn(ctx) : requireOwner(ctx, input.userId);
  const { ids, allWellFormed } = idsOf(checkIdCount(input.ids));
  if (!allWellFormed) throw new NotFoundError(NOT_YOURS);
  return ctx.db.$transaction(async (tx) => {
    const deleted = await tx.notification.deleteMany({ where: { id: { in: ids }, userId: me.id } });
    if (deleted.count !== ids.length) throw new NotFoundError(NOT_YOURS);
    return { count: deleted.count, unreadCount: await unreadCount(tx, me.id) };
  });
}

/** Marks every notification of the caller read. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<NotificationsChanged> {
  const me = requireSignedIn(ctx);
  const changed = await ctx.db.notification.updateMany({ where: { userId: me.id, isRead: false }, data: { isRead: true } });
  // Counted, not assumed 0: a notification may arrive between the two statements.
  return { count: changed.count, unreadCount: await unreadCount(ctx.db, me.id) };
}

/** Deletes every notification of the caller. */
export async function deleteAllNotifications(ctx: ServiceContext): Promise<NotificationsChanged> {
  const me = requireSignedIn(ctx);
  const deleted = await ctx.db.notification.deleteMany({ where: { userId: me.id } });
  return { count: deleted.count, unreadCount: await unreadCount(ctx.db, me.id) };
}
