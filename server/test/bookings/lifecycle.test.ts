import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, BOOKING_STATUSES, blocksCar, FIRM_STATUSES, STAFF_TRANSITIONS, SYSTEM_TRANSITIONS } from '../../src/services/bookings/lifecycle.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * The booking lifecycle (services/bookings/lifecycle.ts) against the database it describes: its
 * statuses are the enum's, and `blocksCar` is SQL `booking_blocks()` for any status, hold expiry
 * and instant (the exclusion constraint, search and the free periods all read that function).
 */
let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe('the booking lifecycle', () => {
  it("lists the database enum's statuses, every one", async () => {
    const { rows } = await client.query<{ status: string }>(`SELECT unnest(enum_range(NULL::booking_status))::text AS status`);
    expect([...BOOKING_STATUSES].sort()).toEqual(rows.map((r) => r.status).sort());
  });

  it('blocksCar is booking_blocks(), for any status, expiry and instant', async () => {
    const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
    const cases = fc.array(fc.record({ status: fc.constantFrom(...BOOKING_STATUSES), expiry: fc.option(instant, { nil: null }), at: instant }), { minLength: 1, maxLength: 200 });
    await fc.assert(
      fc.asyncProperty(cases, async (batch) => {
        // Equal instants decide the boundary (an expiry at `at` no longer blocks): some cases share them.
        const sample = batch.map((c, i) => (i % 5 === 0 && c.expiry ? { ...c, at: c.expiry } : c));
        const { rows } = await client.query<{ blocks: boolean }>(
          `SELECT booking_blocks(c.status::booking_status, c.expiry::timestamptz, c.at::timestamptz) AS blocks
             FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS c(status, expiry, at, n) ORDER BY n`,
          [sample.map((c) => c.status), sample.map((c) => c.expiry?.toISOString() ?? null), sample.map((c) => c.at.toISOString())],
        );
        expect(rows.map((r) => r.blocks)).toEqual(sample.map((c) => blocksCar(c.status, c.expiry, c.at)));
      }),
      { numRuns: 40 },
    );
  });

  it('the firm statuses are those that block for good (booking_blocks at infinity, with no expiry)', async () => {
    const { rows } = await client.query<{ status: string }>(
      `SELECT s::text AS status FROM unnest(enum_range(NULL::booking_status)) AS s WHERE booking_blocks(s, NULL, 'infinity')`,
    );
    expect([...FIRM_STATUSES].sort()).toEqual(rows.map((r) => r.status).sort());
  });

  it('has a rule for every status and event: staff never leave a hold nor a cancellation; the system never makes a hold', () => {
    expect(Object.keys(STAFF_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(STAFF_TRANSITIONS.void).toEqual([]);
    expect(STAFF_TRANSITIONS.cancelled).toEqual([]);
    for (const rule of Object.values(SYSTEM_TRANSITIONS)) expect(rule.to).not.toBe('void');
    // What the driver does is heard by staff; what staff or the system do, by the driver.
    expect(AUDIENCE.cancelRequested).toBe('staff');
    expect(AUDIENCE.statusChanged).toBe('driver');
  });
});
