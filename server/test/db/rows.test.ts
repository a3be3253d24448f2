import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/db/prisma.ts';
import { bookingRow, carRow, locationRow, supplierRow, userRow, type RowCodec } from '../../src/db/rows.ts';
import { createBooking, createCar, createDriver, createSupplier } from '../../../prisma/seed/factories.ts';
import { scenario } from '../../../prisma/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * The row codecs of hot statements (src/db/rows.ts, docs/decisions/027) against their plain twin:
 * Prisma's own reading of the same row. Every field, with its nullable fields set and unset.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(() => db?.drop());

/** Values as a reader sees them (a Decimal by its digits, a Date by its instant). */
const plain = (o: object) =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, v instanceof Prisma.Decimal ? `decimal ${v.toFixed()}` : v instanceof Date ? `date ${v.toISOString()}` : v]),
  );

async function read<T extends object>(codec: RowCodec<T>, table: string, id: string): Promise<T> {
  const { rows } = await db.query<{ row: string }>(`SELECT ${codec.sql('t')} AS row FROM ${table} t WHERE t.id = $1`, [id]);
  const decoded = codec.decode(rows[0].row);
  const { rows: nested } = await db.query<{ row: unknown[] }>(`SELECT ${codec.json('t')} AS row FROM ${table} t WHERE t.id = $1`, [id]);
  expect(plain(codec.fromArray(nested[0].row))).toEqual(plain(decoded));
  return decoded;
}

describe('row codecs read what Prisma reads', () => {
  it('users, with and without their optional fields', async () => {
    const bare = await createDriver(db.prisma);
    const full = await createDriver(db.prisma, { fullName: 'Zoë Ünal' });
    await db.query(
      `UPDATE users SET phone = '+33612345678', birth_date = '1990-02-28', bio = 'b', location = 'Erbil', avatar = 'a.webp',
                        verified_at = '2026-01-02T03:04:05.678912Z', password_hash = 'h', suspended = true, deleted_at = now() WHERE id = $1`,
      [full.id],
    );
    for (const u of [bare, full]) expect(plain(await read(userRow, 'users', u.id))).toEqual(plain((await db.prisma.user.findUniqueOrThrow({ where: { id: u.id } }))));
  });

  it('bookings, cars, suppliers and locations', async () => {
    const supplier = await createSupplier(db.prisma);
    const car = await createCar(db.prisma, { supplierId: supplier.id });
    await db.query(`UPDATE cars SET rating = 4.5, discounted_daily_price = 12.34, multimedia = '{bluetooth,touchscreen}' WHERE id = $1`, [car.id]);
    const driver = await createDriver(db.prisma);
    const booking = await createBooking(db.prisma, { car, driverId: driver.id });
    const other = await createBooking(db.prisma, { car, driverId: driver.id, status: 'cancelled' });
    await db.query(
      `UPDATE bookings SET exchange_rate = 1234.56789012, currency = 'EUR', cancel_request = true, cancel_requested_at = now(), status_reason = 'r',
                           refund_id = 'test_refund_1', refund_amount = 99.99, refund_currency = 'EUR', refunded_at = now(), reminder_sent_at = now()
        WHERE id = $1`,
      [other.id],
    );
    for (const b of [booking, other]) expect(plain(await read(bookingRow, 'bookings', b.id))).toEqual(plain(await db.prisma.booking.findUniqueOrThrow({ where: { id: b.id } })));
    expect(plain(await read(carRow, 'cars', car.id))).toEqual(plain(await db.prisma.car.findUniqueOrThrow({ where: { id: car.id } })));
    expect(plain(await read(supplierRow, 'suppliers', supplier.id))).toEqual(plain(await db.prisma.supplier.findUniqueOrThrow({ where: { id: supplier.id } })));
    const location = scenario.location.airport;
    // Its names (location_names rows) as one object keyed by language.
    const prismaLocation = await db.prisma.location.findUniqueOrThrow({ where: { id: location }, include: { names: true } });
    const names = Object.fromEntries(prismaLocation.names.map((n) => [n.language, n.name]));
    expect(names.en).toBeTruthy();
    expect(plain(await read(locationRow, 'locations', location))).toEqual(plain({ ...prismaLocation, names }));
  });
});
