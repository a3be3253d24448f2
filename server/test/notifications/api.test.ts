import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/lib/cursor.ts';
import type { User } from '../../src/__generated__/prisma/client.ts';
import { createDriver } from '../../../prisma/seed/factories.ts';
import { scenario } from '../../../prisma/seed/index.ts';
import { createBooking } from '../../../prisma/seed/factories.ts';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions.ts';
import type { TestDatabase } from '../db.ts';
import { randomIp, withTestServer, type TestServer } from '../http.ts';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../__generated__/gql.ts';

/**
 * The notifications screen's API (issue 13 points 4 and 6): GraphQL and the REST shim read,
 * count, mark and delete the caller's own notifications, and nobody else's: another driver's ids
 * answer NOT_FOUND (GraphQL) or 403/404 (REST) and change nothing (point 8).
 */

let db: TestDatabase;
let server: TestServer;
let driverA: User;
let driverB: User;
let cookieA = '';
let cookieB = '';
let bookingOfA = '';

withTestServer((made) => ({ db, server } = made));
beforeAll(async () => {
  [driverA, driverB] = await Promise.all([
    createDriver(db.prisma, { fullName: 'Avin Aziz', language: 'fr' }),
    createDriver(db.prisma, { fullName: 'Bahar Barzani', language: 'en' }),
  ]);
  cookieA = `${SESSION_COOKIE}=${(await createSession(db.prisma, driverA.id, { persistent: false })).token}`;
  cookieB = `${SESSION_COOKIE}=${(await createSession(db.prisma, driverB.id, { persistent: false })).token}`;
  bookingOfA = (await createBooking(db.prisma, { carId: scenario.car.miniAtAirport.id, driverId: driverA.id })).id;
}, 60_000);

/** Replaces a driver's notifications: `batch` written by one statement (one created_at, as notify() writes them), `older` an hour apart before. */
async function resetNotifications(user: User, batch: number, older = 0): Promise<void> {
  await db.prisma.notification.deleteMany({ where: { userId: user.id } });
  const now = Date.now();
  await db.prisma.notification.createMany({
    data: Array.from({ length: older }, (_, i) => ({
      userId: user.id,
      code: 'PICKUP_REMINDER',
      values: { car: `Older ${i}`, reference: `old-${i}`, from: '2026-12-01T07:00:00Z' },
      createdAt: new Date(now - (i + 1) * 3_600_000),
    })),
  });
  await db.prisma.notification.createMany({
    data: Array.from({ length: batch }, (_, i) => ({
      userId: user.id,
      bookingId: i === 0 ? (user.id === driverA.id ? bookingOfA : null) : null,
      code: 'BOOKING_STATUS_CHANGED',
      values: { reference: `ref-${i}`, car: 'Kia Picanto', status: 'paid' },
    })),
  });
}

/** Every row of a user, to compare before and after a refused call. */
const rowsOf = (user: User) => db.prisma.notification.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
const idsOf = async (user: User) => (await db.prisma.notification.findMany({ where: { userId: user.id }, select: { id: true }, orderBy: { id: 'asc' } })).map((r) => r.id);

async function gql<R, V>(cookie: string, query: TypedDocumentNode<R, V>, variables: V = {} as V) {
  return server.gql(query, variables, cookie ? { cookie } : {});
}

async function rest(method: 'GET' | 'POST', path: string, cookie: string, body?: unknown) {
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
}

const PAGE = graphql(`
  query NotificationsApiPage($first: Int, $after: String, $language: String) {
    notifications(first: $first, after: $after, language: $language) {
      totalCount
      edges { cursor node { id code message values { name value } bookingId isRead createdAt } }
      pageInfo { hasNextPage endCursor }
    }
  }`);
const COUNT = graphql(`query NotificationsApiCount { unreadNotificationCount }`);
const MARK = graphql(`mutation NotificationsApiMark($i: MarkNotificationsInput!) { markNotifications(input: $i) { count unreadCount } }`);
const DELETE = graphql(`mutation NotificationsApiDelete($i: DeleteNotificationsInput!) { deleteNotifications(input: $i) { count unreadCount } }`);

describe('GraphQL notifications', () => {
  it('lists newest first, 30 a page, through cursors that lose nothing among rows written together', async () => {
    await resetNotifications(driverA, 25, 10);
    await resetNotifications(driverB, 3);
    const expected = (await db.prisma.notification.findMany({ where: { userId: driverA.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true } })).map((r) => r.id);

    const first = await gql(cookieA, PAGE);
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.notifications;
    expect(page1.totalCount).toBe(35);
    expect(page1.edges).toHaveLength(30);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await gql(cookieA, PAGE, { after: page1.pageInfo.endCursor });
    const page2 = second.data!.notifications;
    expect(page2.edges).toHaveLength(5);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect([...page1.edges, ...page2.edges].map((e: { node: { id: string } }) => e.node.id)).toEqual(expected);

    // Small pages across the batch that shares one created_at: still each row once, in order.
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const res: any = await gql(cookieA, PAGE, { first: 4, after });
      seen.push(...res.data.notifications.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!res.data.notifications.pageInfo.hasNextPage) break;
      after = res.data.notifications.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
  });

  it("renders texts in the viewer's language, or the one asked for", async () => {
    await resetNotifications(driverA, 1);
    const fr = (await gql(cookieA, PAGE)).data!.notifications.edges[0].node;
    expect(fr).toMatchObject({ code: 'BOOKING_STATUS_CHANGED', bookingId: bookingOfA, isRead: false, message: 'Le statut de votre réservation ref-0 de Kia Picanto est désormais\u202f: payée.' });
    expect(fr.values).toEqual([
      { name: 'car', value: 'Kia Picanto' },
      { name: 'reference', value: 'ref-0' },
      { name: 'status', value: 'paid' },
    ]);
    const es = (await gql(cookieA, PAGE, { language: 'ES' })).data!.notifications.edges[0].node;
    expect(es.message).toBe('El estado de su reserva ref-0 de Kia Picanto es ahora: pagada.');
    const bad = await gql(cookieA, PAGE, { language: 'zz' });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (const first of [0, 101]) expect((await gql(cookieA, PAGE, { first })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(cookieA, PAGE, { after: 'not-a-cursor' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // The cursor's shape, but no such instant (month 13, hour 99): refused, not a 500.
    for (const at of ['2026-13-45T99:99:99.000000Z', '2026-02-30T10:00:00.000000Z']) {
      expect((await gql(cookieA, PAGE, { after: encodeCursor([at, randomUUID()]) })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('counts unread notifications, and the count follows marks and deletes', async () => {
    await resetNotifications(driverA, 6);
    await resetNotifications(driverB, 4);
    expect((await gql(cookieA, COUNT)).data).toEqual({ unreadNotificationCount: 6 });
    const [one, two, three] = await idsOf(driverA);
    expect((await gql(cookieA, MARK, { i: { ids: [one, two], read: true } })).data!.markNotifications).toEqual({ count: 2, unreadCount: 4 });
    expect((await gql(cookieA, COUNT)).data).toEqual({ unreadNotificationCount: 4 });
    expect((await gql(cookieA, MARK, { i: { ids: [two], read: false } })).data!.markNotifications).toEqual({ count: 1, unreadCount: 5 });
    expect((await gql(cookieA, DELETE, { i: { ids: [three] } })).data!.deleteNotifications).toEqual({ count: 1, unreadCount: 4 });
    expect(await db.prisma.notification.count({ where: { id: three } })).toBe(0);
    expect((await gql(cookieA, graphql(`mutation NotificationsBOp1 { markAllNotificationsRead { count unreadCount } }`))).data!.markAllNotificationsRead).toEqual({ count: 4, unreadCount: 0 });
    expect((await gql(cookieA, COUNT)).data).toEqual({ unreadNotificationCount: 0 });
    // B's were not touched.
    expect((await gql(cookieB, COUNT)).data).toEqual({ unreadNotificationCount: 4 });
    expect((await gql(cookieA, graphql(`mutation NotificationsBOp2 { deleteAllNotifications { count unreadCount } }`))).data!.deleteAllNotifications).toEqual({ count: 5, unreadCount: 0 });
    expect(await db.prisma.notification.count({ where: { userId: driverA.id } })).toBe(0);
    expect(await db.prisma.notification.count({ where: { userId: driverB.id } })).toBe(4);
  });

  it("answers NOT_FOUND to another driver's ids and changes nothing, not even the caller's own rows", async () => {
    await resetNotifications(driverA, 3);
    await resetNotifications(driverB, 3);
    const [mine] = await idsOf(driverA);
    const [theirs] = await idsOf(driverB);
    const before = { a: await rowsOf(driverA), b: await rowsOf(driverB) };
    // Either mutation (only their errors are read).
    const calls: [string, TypedDocumentNode<unknown, any>, unknown][] = [
      ['mark read, theirs', MARK, { i: { ids: [theirs], read: true } }],
      ['mark read, mine and theirs', MARK, { i: { ids: [mine, theirs], read: true } }],
      ['mark unread, made up', MARK, { i: { ids: ['00000000-0000-4000-8000-000000000000'], read: false } }],
      ['mark read, no uuid', MARK, { i: { ids: [mine, 'not-an-id'], read: true } }],
      ['delete, theirs', DELETE, { i: { ids: [theirs] } }],
      ['delete, mine and theirs', DELETE, { i: { ids: [mine, theirs] } }],
    ];
    for (const [label, document, variables] of calls) {
      const res = await gql(cookieA, document, variables);
      expect(res.errors?.map((e) => e.extensions?.code), label).toEqual(['NOT_FOUND']);
      expect(JSON.stringify(res), label).not.toContain(driverB.id);
    }
    expect(await rowsOf(driverA)).toEqual(before.a);
    expect(await rowsOf(driverB)).toEqual(before.b);
    // The list and the count never show B's rows to A.
    const page = (await gql(cookieA, PAGE)).data!.notifications;
    expect(page.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(theirs);
    expect((await gql(cookieA, COUNT)).data).toEqual({ unreadNotificationCount: 3 });
  });

  it('refuses anonymous callers', async () => {
    const MARK_ALL = graphql(`mutation NotificationsApiMarkAll { markAllNotificationsRead { count } }`);
    const DELETE_ALL = graphql(`mutation NotificationsApiDeleteAll { deleteAllNotifications { count } }`);
    for (const document of [PAGE, COUNT, MARK_ALL, DELETE_ALL] as TypedDocumentNode<unknown, unknown>[]) {
      expect((await gql('', document)).errors?.[0].extensions?.code, print(document)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('REST notifications (reference shapes and bodies)', () => {
  it('GET /api/notification-counter/{userId} answers {_id, user, count}', async () => {
    await resetNotifications(driverA, 4);
    await db.prisma.notification.updateMany({ where: { id: (await idsOf(driverA))[0] }, data: { isRead: true } });
    const res = await rest('GET', `/api/notification-counter/${driverA.id}`, cookieA);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ _id: driverA.id, user: driverA.id, count: 3 });
  });

  it('GET /api/notifications/{userId}/{page}/{size} answers the paged reference shape, newest first, in the user language', async () => {
    await resetNotifications(driverA, 2, 3);
    const res = await rest('GET', `/api/notifications/${driverA.id}/1/4`, cookieA);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    const [{ resultData, pageInfo }] = res.json;
    expect(pageInfo).toEqual([{ totalRecords: 5 }]);
    expect(resultData).toHaveLength(4);
    const withBooking = resultData.find((n: { booking?: string }) => n.booking);
    expect(withBooking).toEqual({
      _id: expect.any(String),
      user: driverA.id,
      message: 'Le statut de votre réservation ref-0 de Kia Picanto est désormais\u202f: payée.',
      booking: bookingOfA,
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    // Without a booking, no booking key at all.
    expect(Object.keys(resultData.find((n: { booking?: string }) => !n.booking)).sort()).toEqual(['_id', 'createdAt', 'isRead', 'message', 'user']);
    const dates = resultData.map((n: { createdAt: string }) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(resultData[3].message).toBe('Rappel\u202f: vous prenez en charge Older 1 le mar. 1 déc. 2026, 10:00 (réservation old-1).');

    const last = await rest('GET', `/api/notifications/${driverA.id}/2/4`, cookieA);
    expect(last.json[0].resultData).toHaveLength(1);
    expect(last.json[0].pageInfo).toEqual([{ totalRecords: 5 }]);
    expect((await rest('GET', `/api/notifications/${driverA.id}/3/4`, cookieA)).json).toEqual([]);
    expect((await rest('GET', `/api/notifications/${driverA.id}/0/4`, cookieA)).status).toBe(400);
    expect((await rest('GET', `/api/notifications/${driverA.id}/1/1000`, cookieA)).status).toBe(400);
  });

  it('marks read, unread and deletes with the body {ids} a reference client sends', async () => {
    await resetNotifications(driverA, 3);
    const [one, two, three] = await idsOf(driverA);
    const read = await rest('POST', `/api/mark-notifications-as-read/${driverA.id}`, cookieA, { ids: [one, two] });
    expect(read.status).toBe(200);
    expect((await rest('GET', `/api/notification-counter/${driverA.id}`, cookieA)).json.count).toBe(1);
    expect((await rest('POST', `/api/mark-notifications-as-unread/${driverA.id}`, cookieA, { ids: [two] })).status).toBe(200);
    expect((await rest('GET', `/api/notification-counter/${driverA.id}`, cookieA)).json.count).toBe(2);
    expect((await rest('POST', `/api/delete-notifications/${driverA.id}`, cookieA, { ids: [three] })).status).toBe(200);
    expect(await idsOf(driverA)).toEqual([one, two].sort());
    expect((await rest('GET', `/api/notification-counter/${driverA.id}`, cookieA)).json.count).toBe(1);
    // A body that is not {ids: [...]}: 400, nothing changed.
    for (const body of [{}, { ids: 'x' }, { ids: [1] }]) {
      const res = await rest('POST', `/api/mark-notifications-as-read/${driverA.id}`, cookieA, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await rest('GET', `/api/notification-counter/${driverA.id}`, cookieA)).json.count).toBe(1);
  });

  it("refuses another user's path (403) and another user's ids (404), changing nothing", async () => {
    await resetNotifications(driverA, 2);
    await resetNotifications(driverB, 2);
    const [mine] = await idsOf(driverA);
    const [theirs] = await idsOf(driverB);
    const before = { a: await rowsOf(driverA), b: await rowsOf(driverB) };
    const atB: [string, 'GET' | 'POST', string, unknown?][] = [
      ['counter', 'GET', `/api/notification-counter/${driverB.id}`],
      ['list', 'GET', `/api/notifications/${driverB.id}/1/30`],
      ['mark read', 'POST', `/api/mark-notifications-as-read/${driverB.id}`, { ids: [theirs] }],
      ['mark unread', 'POST', `/api/mark-notifications-as-unread/${driverB.id}`, { ids: [theirs] }],
      ['delete', 'POST', `/api/delete-notifications/${driverB.id}`, { ids: [theirs] }],
    ];
    for (const [label, method, path, body] of atB) {
      const res = await rest(method, path, cookieA, body);
      expect(res.status, label).toBe(403);
      expect(res.json.error, label).toBe('FORBIDDEN');
      expect(res.text, label).not.toContain(theirs);
      const anonymous = await rest(method, path, '', body);
      expect(anonymous.status, `${label}, anonymous`).toBe(401);
    }
    for (const path of ['mark-notifications-as-read', 'mark-notifications-as-unread', 'delete-notifications']) {
      const res = await rest('POST', `/api/${path}/${driverA.id}`, cookieA, { ids: [mine, theirs] });
      expect(res.status, path).toBe(404);
      expect(res.json.error, path).toBe('NOT_FOUND');
    }
    expect(await rowsOf(driverA)).toEqual(before.a);
    expect(await rowsOf(driverB)).toEqual(before.b);
  });
});

describe('the queries use their indexes', () => {
  it('the unread count is one index scan of notifications_unread_idx; a page after a cursor, of notifications_user_created_id_idx', async () => {
    // Plans at this table size would be sequential scans: forbid them, so the test sees whether the index can answer.
    // SET LOCAL inside one transaction: the settings hold for the EXPLAIN on the same connection.
    const plan = (sql: string, params: unknown[]) =>
      db.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
        await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off');
        const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, ...params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const count = await plan('SELECT count(*)::int FROM notifications WHERE user_id = $1::uuid AND NOT is_read', [driverA.id]);
    expect(count).toMatch(/Index Only Scan using notifications_unread_idx|Index Scan using notifications_unread_idx/);
    const page = await plan(
      `SELECT id FROM notifications WHERE user_id = $1::uuid AND (created_at, id) < ($2::timestamptz, $3::uuid) ORDER BY created_at DESC, id DESC LIMIT 31`,
      [driverA.id, new Date().toISOString(), '00000000-0000-4000-8000-000000000000'],
    );
    expect(page).toMatch(/Index (Only )?Scan using notifications_user_created_id_idx/);
    expect(page).toMatch(/Index Cond: \(\(user_id = .*\) AND \(ROW\(created_at, id\) < ROW/);
    expect(page).not.toMatch(/Sort/);
  });
});
