import { z } from 'zod';
import type { PrismaClient } from '../../db/prisma.ts';
import { Prisma } from '../../db/prisma.ts';
import type { Car } from '../../__generated__/prisma/client.ts';
import { BadUserInputError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { quote, rentalDays, type Quote } from '../pricing/pricing.ts';
import { checkPeriod, type PeriodRules } from './rules.ts';

/**
 * Car search: cars offered at the pick-up location, available, and free for the whole period
 * (no overlapping booking that blocks: any status but cancelled, and a void hold only while it
 * has not expired — product-decisions "Availability"). Priced by the SQL twin of the pricing
 * function, so sorting and keyset paging by price happen in the database. One statement for
 * the page and one for the counts, whatever the page size.
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
}

interface Built {
  where: string[];
  params: unknown[];
}


/** Filters as SQL (positional parameters); `withSuppliers` false gives the supplier-count variant. */
function filters(input: z.output<typeof SearchInput>, withSuppliers: boolean): Built {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [
    'c.available',
    `EXISTS (SELECT 1 FROM car_locations cl WHERE cl.car_id = c.id AND cl.location_id = ${p(input.pickupLocation)}::uuid)`,
    // Free for the whole half-open period.
    `NOT EXISTS (SELECT 1 FROM bookings b
                  WHERE b.car_id = c.id AND b.status <> 'cancelled'
                    AND tstzrange(b.from_at, b.to_at, '[)') && tstzrange(${p(input.from)}::timestamptz, ${p(input.to)}::timestamptz, '[)')
                    AND NOT (b.status = 'void' AND b.hold_expires_at IS NOT NULL AND b.hold_expires_at <= now()))`,
  ];
  if (withSuppliers && input.suppliers?.length) where.push(`c.supplier_id = ANY(${p(input.suppliers)}::uuid[])`);
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
  return { where, params };
}

const PRICE_SQL = (daysParam: string) =>
  `rental_price(${daysParam}, c.daily_price, c.discounted_daily_price, c.bi_weekly_price, c.discounted_bi_weekly_price,
                c.weekly_price, c.discounted_weekly_price, c.monthly_price, c.discounted_monthly_price)`;

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
  delete car.sort_key;
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

  const { where, params } = filters(input, true);
  // The sort key: the price for the period (days as a parameter, only when used: PostgreSQL
  // cannot type a parameter no expression uses), or the rating with unrated cars last.
  let key = 'coalesce(c.rating, -1)';
  if (sort !== 'RATING_DESC') {
    params.push(days);
    key = PRICE_SQL(`$${params.length}::int`);
  }
  const dir = sort === 'PRICE_ASC' ? 'ASC' : 'DESC';
  // Stable under ties: the id breaks them, in the same direction as the cursor comparison.
  if (page.after) {
    const [value, id] = decodeCursor(page.after, Cursor);
    params.push(value, id);
    const v = `$${params.length - 1}::numeric`;
    const i = `$${params.length}::uuid`;
    where.push(dir === 'ASC' ? `(${key}, c.id) > (${v}, ${i})` : `(${key} < ${v} OR (${key} = ${v} AND c.id > ${i}))`);
  }
  params.push(first + 1);
  const limit = `$${params.length}`;
  const offset = page.offset && page.offset > 0 ? ` OFFSET ${Math.floor(page.offset)}` : '';
  const pageSql = `SELECT ${CAR_COLUMNS}, (${key})::text AS sort_key
                     FROM cars c WHERE ${where.join(' AND ')}
                    ORDER BY ${key} ${dir}, c.id ASC LIMIT ${limit}${offset}`;

  const counts = filters(input, false);
  const locationIds = [input.pickupLocation, ...(input.dropoffLocation ? [input.dropoffLocation] : [])];
  counts.params.push(locationIds);
  // Counts per supplier, and (same statement) whether the locations exist, for a clear error.
  const countSql = `SELECT l.known::int AS "knownLocations", s."supplierId", s.count
                      FROM (SELECT count(*) AS known FROM locations WHERE id = ANY($${counts.params.length}::uuid[])) l
                      LEFT JOIN LATERAL (SELECT c.supplier_id AS "supplierId", count(*)::int AS count FROM cars c
                                          WHERE ${counts.where.join(' AND ')} GROUP BY c.supplier_id) s ON true`;

  const [rows, countRows] = await Promise.all([
    prisma.$queryRawUnsafe<Record<string, unknown>[]>(pageSql, ...params),
    prisma.$queryRawUnsafe<{ knownLocations: number; supplierId: string | null; count: number | null }[]>(countSql, ...counts.params),
  ]);
  if ((countRows[0]?.knownLocations ?? 0) < new Set(locationIds).size) {
    throw new BadUserInputError('Unknown pick-up or drop-off location.', { pickupLocation: 'INVALID' });
  }
  const supplierRows = countRows.filter((r): r is { knownLocations: number; supplierId: string; count: number } => r.supplierId !== null);
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
    supplierCounts: supplierRows.map(({ supplierId, count }) => ({ supplierId, count })).sort((a, b) => b.count - a.count),
  };
}
