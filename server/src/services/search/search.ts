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


/** Positional parameters of one statement: `p(value)` appends a value and returns its placeholder. */
function parameters() {
  const values: unknown[] = [];
  const p = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  return { values, p };
}

/**
 * The car-level filters of the input as SQL over `cars c` (all but the supplier filter: the
 * per-supplier counts are taken before it).
 */
function carFilters(input: z.output<typeof SearchInput>, p: (v: unknown) => string): string[] {
  const where = ['c.available'];
  if (input.fuelTypes?.length) where.push(`c.fuel_type = ANY(${p(input.fuelTypes)}::fuel_type[])`);
  if (input.gearboxes?.length) where.push(`c.gearbox = ANY(${p(input.gearboxes)}::gearbox[])`);
  if (input.fuelPolicies?.length) where.push(`c.fuel_policy = ANY(${p(input.fuelPolicies)}::fuel_policy[])`);
  if (input.ranges?.length) where.push(`c.range = ANY(${p(input.ranges)}::car_range[])`);
  if (input.mileage?.length === 1) where.push(input.mileage[0] === 'unlimited' ? 'c.mileage = -1' : 'c.mileage <> -1');
  if (input.maxDeposit) where.push(`c.deposit <= ${p(input.maxDeposit)}`);
  if (input.aircon) where.push('c.aircon');
  if (input.moreThanFourDoors) where.push('c.doors > 4');
  if (input.moreThanFiveSeats) where.push('c.seats > 5');
  if (input.multimedia?.length) where.push(`c.multimedia @> ${p(input.multimedia)}::multimedia[]`);
  if (input.minRating) where.push(`c.rating >= ${p(input.minRating)}`);
  if (input.seats) where.push(`c.seats = ${p(input.seats)}`);
  return where;
}

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
  const sort = input.sort ?? 'PRICE_ASC';
  const locationIds = [...new Set([input.pickupLocation, ...(input.dropoffLocation ? [input.dropoffLocation] : [])])];

  const { values, p } = parameters();
  const from = `${p(input.from)}::timestamptz`;
  const to = `${p(input.to)}::timestamptz`;
  const period = `tstzrange(${from}, ${to}, '[)')`;
  // The sort key: the price for the period, or the rating with unrated cars last.
  const key = sort === 'RATING_DESC' ? 'coalesce(c.rating, -1)' : PRICE_SQL(`${p(days)}::int`);
  const dir = sort === 'PRICE_ASC' ? 'ASC' : 'DESC';

  // The matching cars: free for the whole period at the pick-up location (one search of
  // car_free_periods' GiST index, which returns only free cars), not held by a live checkout,
  // and passing every filter but the supplier one. Materialised once, read twice: for the
  // per-supplier counts and for the page.
  const matching = `SELECT c.id, c.supplier_id, ${key} AS k
      FROM cars c
     WHERE c.id = ANY (ARRAY(${freeCars(`${p(input.pickupLocation)}::uuid`, from, to)}))
       AND ${carFilters(input, p).join(' AND ')}
       AND NOT EXISTS (SELECT 1 FROM bookings h
                        WHERE h.car_id = c.id AND h.status = 'void' AND (h.hold_expires_at IS NULL OR h.hold_expires_at > now())
                          AND tstzrange(h.from_at, h.to_at, '[)') && ${period})`;

  const pageWhere: string[] = [];
  if (input.suppliers?.length) pageWhere.push(`m.supplier_id = ANY(${p(input.suppliers)}::uuid[])`);
  // Stable under ties: the id breaks them, in the same direction as the cursor comparison.
  if (page.after) {
    const [value, id] = decodeCursor(page.after, Cursor);
    const v = `${p(value)}::numeric`;
    const i = `${p(id)}::uuid`;
    pageWhere.push(dir === 'ASC' ? `(m.k, m.id) > (${v}, ${i})` : `(m.k < ${v} OR (m.k = ${v} AND m.id > ${i}))`);
  }
  const offset = page.offset && page.offset > 0 ? ` OFFSET ${Math.floor(page.offset)}` : '';

  // One statement: whether the locations exist (for a clear error), the counts per supplier with
  // the suppliers themselves (json; every car of the page has its supplier there, so the
  // resolvers need no second query), and the page's cars; at least one row even when the page
  // is empty.
  const sql = `WITH m AS MATERIALIZED (${matching})
    SELECT t.known, t.counts, r.*
      FROM (SELECT (SELECT count(*) FROM locations WHERE id = ANY(${p(locationIds)}::uuid[]))::int AS known,
                   (SELECT coalesce(json_agg(json_build_object('count', s.n, 'supplier', ${SUPPLIER_JSON})), '[]'::json)
                      FROM (SELECT supplier_id, count(*)::int AS n FROM m GROUP BY supplier_id) s
                      JOIN suppliers sp ON sp.id = s.supplier_id) AS counts) t
      LEFT JOIN LATERAL (
        SELECT ${CAR_COLUMNS}, pg.k AS sort_value, pg.k::text AS sort_key
          FROM (SELECT m.id, m.k FROM m ${pageWhere.length ? `WHERE ${pageWhere.join(' AND ')}` : ''}
                 ORDER BY m.k ${dir}, m.id ASC LIMIT ${p(first + 1)}${offset}) pg
          JOIN cars c ON c.id = pg.id
      ) r ON true
     ORDER BY r.sort_value ${dir}, r.id ASC`;

  const result = await queryPrepared<{ known: number; counts: { count: number; supplier: SupplierJson }[] } & Record<string, unknown>>(
    prisma,
    sql,
    values,
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
