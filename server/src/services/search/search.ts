import { z } from 'zod';
import type { PrismaClient } from '../../db/prisma.ts';
import { Prisma, queryPrepared } from '../../db/prisma.ts';
import type { Car, Supplier } from '../../__generated__/prisma/client.ts';
import { BadUserInputError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { quote, rentalDays, type Quote } from '../pricing/pricing.ts';
import { checkPeriod, type PeriodRules } from './rules.ts';

/**
 * Car search: cars offered at the pick-up location, available, and free for the whole period
 * (no overlapping booking that blocks: any status but cancelled, and a void hold only while it
 * has not expired — product-decisions "Availability"). Free cars come from the GiST index of
 * car_free_periods (kept by triggers, docs/decisions/009-search-availability.md), so the cost
 * follows the number of free cars rather than every car offered at the place. Priced by the
 * SQL twin of the pricing function, so sorting and keyset paging by price happen in the
 * database. One statement gives the page, the per-supplier counts and the location check,
 * whatever the page size.
 */

export const SEARCH_PAGE_SIZE = 15;
const MAX_PAGE = 100;

const FUEL = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'] as const;
const GEARBOX = ['manual', 'automatic'] as const;
const POLICY = ['likeForlike', 'freeTank'] as const;
const RANGE = ['mini', 'midi', 'maxi', 'scooter'] as const;
const MULTIMEDIA = ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'] as const;
export const SORTS = ['PRICE_ASC', 'PRICE_DESC', 'RATING_DESC'] as const;
export const DEPOSIT_THRESHOLDS = [250, 500, 750] as const;

const list = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).nullish();

export const SearchInput = z.object({
  pickupLocation: z.uuid({ message: 'Unknown pick-up location.' }),
  dropoffLocation: z.uuid({ message: 'Unknown drop-off location.' }).nullish(),
  from: z.date(),
  to: z.date(),
  suppliers: z.array(z.uuid()).nullish(),
  fuelTypes: list(FUEL),
  gearboxes: list(GEARBOX),
  mileage: list(['limited', 'unlimited'] as const),
  fuelPolicies: list(POLICY),
  maxDeposit: z.number().int().positive().nullish(),
  aircon: z.boolean().nullish(),
  moreThanFourDoors: z.boolean().nullish(),
  moreThanFiveSeats: z.boolean().nullish(),
  ranges: list(RANGE),
  multimedia: list(MULTIMEDIA),
  minRating: z.number().min(0).max(5).nullish(),
  seats: z.number().int().min(1).max(60).nullish(),
  sort: z.enum(SORTS).nullish(),
});
export type SearchInput = z.input<typeof SearchInput>;

export interface SearchEdge {
  cursor: string;
  node: Car;
  quote: Quote;
}

export interface SearchPage {
  days: number;
  totalCount: number;
  edges: SearchEdge[];
  hasNextPage: boolean;
  endCursor: string | null;
  supplierCounts: { supplierId: string; count: number }[];
  /** The suppliers of every matching car (for DataLoader priming). */
  suppliers: Supplier[];
}


/**
 * The car-level filters over `cars c`, all but the supplier one (the per-supplier counts are
 * taken before it). The SQL text is the same whatever the input (an absent filter is a NULL
 * parameter), so the statement is parsed and planned once per connection and sort order.
 */
const CAR_FILTERS = `c.available
       AND ($4::fuel_type[] IS NULL OR c.fuel_type = ANY($4))
       AND ($5::gearbox[] IS NULL OR c.gearbox = ANY($5))
       AND ($6::fuel_policy[] IS NULL OR c.fuel_policy = ANY($6))
       AND ($7::car_range[] IS NULL OR c.range = ANY($7))
       AND ($8::text IS NULL OR ($8 = 'unlimited') = (c.mileage = -1))
       AND ($9::numeric IS NULL OR c.deposit <= $9)
       AND (NOT $10::boolean OR c.aircon)
       AND (NOT $11::boolean OR c.doors > 4)
       AND (NOT $12::boolean OR c.seats > 5)
       AND ($13::multimedia[] IS NULL OR c.multimedia @> $13)
       AND ($14::numeric IS NULL OR c.rating >= $14)
       AND ($15::int IS NULL OR c.seats = $15)`;

/**
 * Ids of the cars free for the whole of [from, to) at a location, from car_free_periods: the
 * bounded free periods containing it (GiST), the open-ended ones starting by `from`, and those
 * since ever ending at or after `to` (btrees). Each car has at most one free period containing
 * the window, so no id comes twice.
 */
export function freeCars(location: string, from: string, to: string): string {
  return `SELECT f.car_id FROM car_free_periods f
           WHERE f.location_id = ${location} AND f.from_at > '-infinity' AND f.to_at < 'infinity'
             AND tstzrange(f.from_at, f.to_at, '[)') @> tstzrange(${from}, ${to}, '[)')
          UNION ALL
          SELECT f.car_id FROM car_free_periods f WHERE f.location_id = ${location} AND f.to_at = 'infinity' AND f.from_at <= ${from}
          UNION ALL
          SELECT f.car_id FROM car_free_periods f
           WHERE f.location_id = ${location} AND f.from_at = '-infinity' AND f.to_at < 'infinity' AND f.to_at >= ${to}`;
}

const PRICE_SQL = (daysParam: string) =>
  `rental_price(${daysParam}, c.daily_price, c.discounted_daily_price, c.bi_weekly_price, c.discounted_bi_weekly_price,
                c.weekly_price, c.discounted_weekly_price, c.monthly_price, c.discounted_monthly_price)`;

/** A supplier row as JSON, with the Prisma model's field names (see SupplierJson). */
const SUPPLIER_JSON = `json_build_object('id', sp.id, 'name', sp.name, 'logo', sp.logo, 'contactPhone', sp.contact_phone,
  'contactEmail', sp.contact_email, 'payLaterAllowed', sp.pay_later_allowed, 'createdAt', sp.created_at)`;
type SupplierJson = Omit<Supplier, 'createdAt'> & { createdAt: string };

const Cursor = z.tuple([z.string(), z.uuid()]);

/** Column names of `cars` mapped to the Prisma model's field names. */
const CAR_COLUMNS = `c.id, c.supplier_id AS "supplierId", c.name, c.image, c.fuel_type AS "fuelType", c.gearbox, c.fuel_policy AS "fuelPolicy",
  c.seats, c.doors, c.aircon, c.deposit, c.rating, c.trips, c.mileage, c.range, c.multimedia::text[] AS multimedia, c.available,
  c.minimum_age AS "minimumAge", c.daily_price AS "dailyPrice", c.discounted_daily_price AS "discountedDailyPrice",
  c.bi_weekly_price AS "biWeeklyPrice", c.discounted_bi_weekly_price AS "discountedBiWeeklyPrice", c.weekly_price AS "weeklyPrice",
  c.discounted_weekly_price AS "discountedWeeklyPrice", c.monthly_price AS "monthlyPrice", c.discounted_monthly_price AS "discountedMonthlyPrice",
  c.cancellation, c.amendments, c.theft_protection AS "theftProtection", c.collision_damage_waiver AS "collisionDamageWaiver",
  c.full_insurance AS "fullInsurance", c.additional_driver AS "additionalDriver", c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;

const DECIMAL_FIELDS = [
  'deposit', 'rating', 'dailyPrice', 'discountedDailyPrice', 'biWeeklyPrice', 'discountedBiWeeklyPrice', 'weeklyPrice', 'discountedWeeklyPrice',
  'monthlyPrice', 'discountedMonthlyPrice', 'cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver',
] as const;

function toCar(row: Record<string, unknown>): Car {
  const car = { ...row } as Record<string, unknown>;
  for (const f of DECIMAL_FIELDS) if (car[f] !== null && car[f] !== undefined) car[f] = new Prisma.Decimal(car[f] as string);
  for (const extra of ['sort_key', 'sort_value', 'known', 'counts']) delete car[extra];
  return car as unknown as Car;
}

/**
 * The one SQL statement of a search page, as text and values. Its text depends only on the
 * sort order. Pure: the raw-pg baseline of `npm run bench:search` runs it too, so both measure
 * the same database work.
 *
 * The matching cars: free for the whole period at the pick-up location (freeCars: index
 * searches returning only free cars), not held by a live checkout, passing every filter but the
 * supplier one. Materialised once and read twice: for the per-supplier counts and for the page.
 * The statement also says whether the locations exist (for a clear error) and brings the
 * suppliers of the matching cars as JSON (every car of the page has its supplier there, so the
 * resolvers need no second query). At least one row even when the page is empty.
 */
export function searchStatement(
  input: z.output<typeof SearchInput>,
  page: { days: number; first: number; after: [string, string] | null; offset: number; locationIds: string[] },
): { text: string; values: unknown[] } {
  const sort = input.sort ?? 'PRICE_ASC';
  const list = <T>(values: readonly T[] | null | undefined) => (values?.length ? values : null);
  const values: unknown[] = [
    input.from, // $1
    input.to, // $2
    input.pickupLocation, // $3
    list(input.fuelTypes), // $4
    list(input.gearboxes), // $5
    list(input.fuelPolicies), // $6
    list(input.ranges), // $7
    input.mileage?.length === 1 ? input.mileage[0] : null, // $8
    input.maxDeposit ?? null, // $9
    input.aircon ?? false, // $10
    input.moreThanFourDoors ?? false, // $11
    input.moreThanFiveSeats ?? false, // $12
    list(input.multimedia), // $13
    input.minRating || null, // $14
    input.seats ?? null, // $15
    list(input.suppliers), // $16
    page.after?.[0] ?? null, // $17 cursor: sort key
    page.after?.[1] ?? null, // $18 cursor: id
    page.first + 1, // $19
    Math.max(0, Math.floor(page.offset)), // $20
    page.locationIds, // $21
  ];
  // $22: days, only when the price is the key (PostgreSQL cannot type an unused parameter).
  if (sort !== 'RATING_DESC') values.push(page.days);
  const period = `tstzrange($1::timestamptz, $2::timestamptz, '[)')`;
  // The sort key: the price for the period, or the rating with unrated cars last. Ties are
  // broken by the id, in the same direction as the cursor comparison.
  const key = sort === 'RATING_DESC' ? 'coalesce(c.rating, -1)' : PRICE_SQL('$22::int');
  const dir = sort === 'PRICE_ASC' ? 'ASC' : 'DESC';
  const afterCursor =
    dir === 'ASC'
      ? '(m.k, m.id) > ($17::numeric, $18::uuid)'
      : '(m.k < $17::numeric OR (m.k = $17::numeric AND m.id > $18::uuid))';
  const text = `WITH m AS MATERIALIZED (
      SELECT c.id, c.supplier_id, ${key} AS k
        FROM cars c
       WHERE c.id = ANY (ARRAY(${freeCars('$3::uuid', '$1::timestamptz', '$2::timestamptz')}))
         AND ${CAR_FILTERS}
         AND NOT EXISTS (SELECT 1 FROM bookings h
                          WHERE h.car_id = c.id AND h.status = 'void' AND (h.hold_expires_at IS NULL OR h.hold_expires_at > now())
                            AND tstzrange(h.from_at, h.to_at, '[)') && ${period}))
    SELECT t.known, t.counts, r.*
      FROM (SELECT (SELECT count(*) FROM locations WHERE id = ANY($21::uuid[]))::int AS known,
                   (SELECT coalesce(json_agg(json_build_object('count', s.n, 'supplier', ${SUPPLIER_JSON})), '[]'::json)
                      FROM (SELECT supplier_id, count(*)::int AS n FROM m GROUP BY supplier_id) s
                      JOIN suppliers sp ON sp.id = s.supplier_id) AS counts) t
      LEFT JOIN LATERAL (
        SELECT ${CAR_COLUMNS}, pg.k AS sort_value, pg.k::text AS sort_key
          FROM (SELECT m.id, m.k FROM m
                 WHERE ($16::uuid[] IS NULL OR m.supplier_id = ANY($16))
                   AND ($17::numeric IS NULL OR ${afterCursor})
                 ORDER BY m.k ${dir}, m.id ASC LIMIT $19::int OFFSET $20::int) pg
          JOIN cars c ON c.id = pg.id
      ) r ON true
     ORDER BY r.sort_value ${dir}, r.id ASC`;
  return { text, values };
}

export async function searchCars(
  prisma: PrismaClient,
  rawInput: SearchInput,
  page: { first?: number | null; after?: string | null; /** Offset paging for the REST shim's numbered pages. */ offset?: number },
  rules: PeriodRules,
): Promise<SearchPage> {
  const parsed = SearchInput.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadUserInputError(issue.message, { [String(issue.path[0])]: 'INVALID' });
  }
  const input = parsed.data;
  checkPeriod(input.from, input.to, rules);
  const first = page.first ?? SEARCH_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw new BadUserInputError(`first must be between 1 and ${MAX_PAGE}.`, { first: 'INVALID' });
  }
  const days = rentalDays(input.from, input.to);
  const locationIds = [...new Set([input.pickupLocation, ...(input.dropoffLocation ? [input.dropoffLocation] : [])])];

  const after = page.after ? decodeCursor(page.after, Cursor) : null;
  const statement = searchStatement(input, { days, first, after, offset: page.offset ?? 0, locationIds });
  const result = await queryPrepared<{ known: number; counts: { count: number; supplier: SupplierJson }[] } & Record<string, unknown>>(
    prisma,
    statement.text,
    statement.values,
  );
  if ((result[0]?.known ?? 0) < locationIds.length) {
    throw new BadUserInputError('Unknown pick-up or drop-off location.', { pickupLocation: 'INVALID' });
  }
  const rows = result.filter((row) => row.id !== null);
  const counted = result[0]?.counts ?? [];
  const supplierRows = counted.map(({ count, supplier }) => ({ supplierId: supplier.id, count }));
  const chosen = input.suppliers?.length ? new Set(input.suppliers) : null;
  const totalCount = supplierRows.filter((r) => !chosen || chosen.has(r.supplierId)).reduce((n, r) => n + r.count, 0);
  const edges = rows.slice(0, first).map((row) => {
    const car = toCar(row);
    return { cursor: encodeCursor([String(row.sort_key), car.id]), node: car, quote: quote(car, days) };
  });
  return {
    days,
    totalCount,
    edges,
    hasNextPage: rows.length > first,
    endCursor: edges.at(-1)?.cursor ?? null,
    supplierCounts: supplierRows.sort((a, b) => b.count - a.count),
    suppliers: counted.map(({ supplier }) => ({ ...supplier, createdAt: new Date(supplier.createdAt) })),
  };
}
