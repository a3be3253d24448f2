import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePeriods } from '../../src/services/search/search.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

/**
 * Search finds free periods by length class (migration 20261123000000_search_period_classes):
 * for each class that can hold the window, one range of the btree (location, class, key). The
 * index only narrows; the exact test follows. So the one thing that must hold is that no period
 * containing the searched window falls outside the ranges searched, for any time (infinite
 * bounds, centuries away, microseconds, any length) and in any session time zone.
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

const S_PER_YEAR = 365.25 * 86_400;
/**
 * An instant as an order key and its text: the infinities, or seconds since 1970 and
 * microseconds, from year ~1500 to ~2500 (beyond the clamp either side), often near today.
 */
type Instant = { key: [number, number]; text: string };
const finite = (seconds: number, micros: number): Instant => ({
  key: [seconds, micros],
  text: `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${String(micros).padStart(6, '0')}+00`,
});
const instant: fc.Arbitrary<Instant> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom<Instant>({ key: [-Infinity, 0], text: '-infinity' }, { key: [Infinity, 0], text: 'infinity' }) },
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.integer({ min: Math.round(-470 * S_PER_YEAR), max: Math.round(530 * S_PER_YEAR) }), fc.integer({ min: 0, max: 999_999 }))
      .map(([s, us]) => finite(s, us)),
  },
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: Math.round(3 * S_PER_YEAR) }), fc.integer({ min: 0, max: 999_999 }))
      .map(([s, us]) => finite(Date.UTC(2026, 10, 1) / 1000 + s, us)),
  },
);
const byTime = (p: Instant, q: Instant) => p.key[0] - q.key[0] || p.key[1] - q.key[1] || 0;

/**
 * A period whose length is within two hours of a class bound (2^c days), and a window that
 * starts and ends close to its ends: where an off-by-an-hour bound (a calendar day across a
 * summer-time change, say) would lose it.
 */
const nearClassEdge = fc
  .record({
    start: fc.integer({ min: 0, max: Math.round(3 * S_PER_YEAR) }),
    cls: fc.integer({ min: 0, max: 11 }),
    delta: fc.integer({ min: -7200, max: 7200 }),
    in1: fc.integer({ min: 0, max: 5400 }),
    in2: fc.integer({ min: 0, max: 5400 }),
  })
  .map(({ start, cls, delta, in1, in2 }) => {
    const a = Date.UTC(2026, 10, 1) / 1000 + start;
    const b = a + Math.max(7200, 2 ** cls * 86_400 + delta);
    const f = a + Math.min(in1, 1800);
    const t = Math.max(f + 1, b - in2);
    return [a, f, t, b].map((x) => finite(x, 0).text);
  });
const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Baghdad'];

/** The classes search reads (search.ts PERIOD_CLASSES). */
const CLASSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100, 101];

describe('the length-class index of free periods', () => {
  it('never leaves a period that contains the window outside the ranges searched, in any time zone', async () => {
    // Four sorted instants a <= f < t <= b: the period [a, b) contains the window [f, t).
    const ordered = fc.array(instant, { minLength: 4, maxLength: 4 }).map((xs) => [...xs].sort(byTime).map((x) => x.text));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(ordered, nearClassEdge), { minLength: 50, maxLength: 50 }), fc.constantFrom(...ZONES), async (cases, zone) => {
        await client.query(`SET TIME ZONE '${zone}'`);
        const { rows } = await client.query<{ missed: string[] }>(
          `SELECT coalesce(array_agg(a || ' ' || b || ' ' || f || ' ' || t), '{}') AS missed
             FROM unnest($1::timestamptz[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[]) AS c(a, f, t, b)
            WHERE f < t -- a window has a length (equal instants may be drawn)
              AND NOT EXISTS (SELECT 1 FROM unnest($5::int[]) k(cls)
                               WHERE free_period_class_fits(k.cls, f, t) AND free_period_class(a, b) = k.cls
                                 AND free_period_key(a, b) >= free_period_key_low(k.cls, f, t)
                                 AND free_period_key(a, b) <= free_period_key_high(k.cls, f))`,
          [...[0, 1, 2, 3].map((i) => cases.map((c) => c[i])), CLASSES],
        );
        expect(rows[0].missed).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('finds exactly the containing periods through the index, with infinities, far dates and every length', async () => {
    await client.query('SET TIME ZONE UTC');
    const [here, neighbour] = ['1b8c5a52-4a0e-4f7e-9d1b-6f3e2a7c9d10', '2c9d6b63-5b1f-4a8f-8e2c-7a4f3b8dae21'];
    // A stand-in table of the same shape as the search reads, with the same index, shadowing the
    // real one for this session only (temporary tables come first on the search path).
    await client.query(`CREATE TEMP TABLE car_free_periods AS SELECT * FROM public.car_free_periods WITH NO DATA`);
    await client.query(`CREATE INDEX ON car_free_periods (location_id, free_period_class(from_at, to_at), free_period_key(from_at, to_at))
                          INCLUDE (from_at, to_at, car_id)`);
    const bounds = [
      '-infinity', '1600-01-01 00:00:00+00', '1813-06-01 00:00:00+00', '2026-12-01 10:00:00+00', '2026-12-01 10:00:00.000001+00',
      '2026-12-02 07:00:00+00', '2026-12-03 07:00:00+00', '2026-12-05 06:59:59+00', '2026-12-10 07:00:00+00', '2027-01-01 00:00:00+00',
      '2029-12-01 00:00:00+00', '2126-01-01 00:00:00+00', '2400-01-01 00:00:00+00', 'infinity',
    ];
    // Every period between two of the bounds (lengths from a microsecond to centuries, open and
    // whole-timeline ones too), here and at another location.
    await client.query(
      `INSERT INTO car_free_periods (car_id, location_id, from_at, to_at, supplier_id, features, seats, rating_tenths, deposit_cents,
                                     day_cents, three_days_cents, week_cents, month_cents)
       SELECT gen_random_uuid(), l, a, b, gen_random_uuid(), 0, 4, 0, 0, 0, 0, 0, 0
         FROM unnest($1::uuid[]) l, unnest($2::timestamptz[]) a, unnest($2::timestamptz[]) b WHERE a < b`,
      [[here, neighbour], bounds],
    );
    await client.query('ANALYZE car_free_periods');
    await client.query('SET enable_seqscan = off');
    await client.query('SET enable_bitmapscan = off');
    const plan = await client.query(`EXPLAIN ${freePeriods(`'${here}'::uuid`, `'2026-12-02 00:00:00+00'::timestamptz`, `'2026-12-05 00:00:00+00'::timestamptz`, 'f.car_id')}`);
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan using car_free_periods_.*_idx/);
    const windows = bounds.slice(1, -1).flatMap((f, i) => bounds.slice(i + 2, -1).map((t) => [f, t]));
    for (const [f, t] of windows) {
      const viaIndex = await client.query(
        `${freePeriods('$1::uuid', '$2::timestamptz', '$3::timestamptz', 'f.car_id')} ORDER BY 1`,
        [here, f, t],
      );
      const plain = await client.query(
        `SELECT car_id FROM car_free_periods WHERE location_id = $1 AND from_at <= $2 AND to_at >= $3 ORDER BY 1`,
        [here, f, t],
      );
      expect(plain.rows.length, `window ${f} .. ${t}`).toBeGreaterThan(0);
      expect(viaIndex.rows, `window ${f} .. ${t}`).toEqual(plain.rows);
    }
  });
});
