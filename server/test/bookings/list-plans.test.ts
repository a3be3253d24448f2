import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/__generated__/prisma/client.ts';
import { createBooking, createCar, createDriver } from '../../../prisma/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * The bookings list reads its page from bookings_driver_list_idx (migration 20261128040000, issue
 * 13 point 7): the statements below are the ones services/bookings/driverBookings.ts sends (its
 * driver scope, `AND TRUE` for no filter, the cursor's row comparison), so a change to the scope
 * that stops matching the index's predicate fails here rather than in production's latency.
 */
let db: TestDatabase;
let driver: User;
let supplierId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  driver = await createDriver(db.prisma);
  const car = await createCar(db.prisma);
  supplierId = car.supplierId;
  for (let i = 0; i < 5; i++) await createBooking(db.prisma, { car, driverId: driver.id, ...(i === 0 ? { status: 'cancelled' as const, hiddenByDriver: true } : {}) });
  // VACUUM as well: an index-only scan is costed by the visibility map, which only VACUUM sets.
  await db.query('VACUUM ANALYZE bookings');
}, 60_000);

afterAll(() => db?.drop());

// Plans at this table size would be sequential scans: forbid them, so the test sees whether the
// index can answer. SET LOCAL inside one transaction: the settings hold for the EXPLAIN.
const plan = (sql: string, params: unknown[]) =>
  db.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off');
    const rows = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${sql}`, ...params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });

const SCOPE = `b.driver_id = $1::uuid AND b.status <> 'void' AND NOT b.hidden_by_driver AND TRUE`;

describe("a driver's bookings list uses its index", () => {
  it('the first page, a page after a cursor and a numbered page: bookings_driver_list_idx, no sort', async () => {
    const first = await plan(`SELECT b.id FROM bookings b WHERE ${SCOPE} ORDER BY b.created_at DESC, b.id DESC LIMIT 21`, [driver.id]);
    expect(first).toMatch(/Index (Only )?Scan using bookings_driver_list_idx/);
    expect(first).not.toMatch(/Sort/);

    const after = await plan(
      `SELECT b.id FROM bookings b WHERE ${SCOPE} AND (b.created_at, b.id) < (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::uuid)
        ORDER BY b.created_at DESC, b.id DESC LIMIT 21`,
      [driver.id, String(Date.now() * 1000), '00000000-0000-4000-8000-000000000000'],
    );
    expect(after).toMatch(/Index (Only )?Scan using bookings_driver_list_idx/);
    // The cursor is part of the index condition: a deep page reads only its own rows.
    expect(after).toMatch(/Index Cond: \(\(driver_id = .*\) AND \(ROW\(created_at, id\) < ROW/);
    expect(after).not.toMatch(/Sort/);

    const numbered = await plan(`SELECT b.id FROM bookings b WHERE ${SCOPE} ORDER BY b.created_at DESC, b.id DESC LIMIT 20 OFFSET 40`, [driver.id]);
    expect(numbered).toMatch(/Index (Only )?Scan using bookings_driver_list_idx/);
    expect(numbered).not.toMatch(/Sort/);
  });

  it("a REST page with the reference body's filters (statuses, suppliers) and its total read the index alone", async () => {
    // Migration 20261129000000: status and supplier_id ride in the index, so the filters are
    // checked on its entries (an index-only scan) rather than on each booking in the table.
    const filters = `${SCOPE} AND b.status = ANY($2::booking_status[]) AND b.supplier_id = ANY($3::uuid[])`;
    const values = [driver.id, ['pending', 'paid'], [supplierId]];
    const page = await plan(`SELECT b.id FROM bookings b WHERE ${filters} ORDER BY b.created_at DESC, b.id DESC LIMIT 20 OFFSET 40`, values);
    expect(page).toMatch(/Index Only Scan using bookings_driver_list_idx/);
    expect(page).not.toMatch(/Sort/);
    const total = await plan(`SELECT count(*)::int FROM bookings b WHERE ${filters}`, values);
    expect(total).toMatch(/Index Only Scan using bookings_driver_list_idx/);
  });
});
