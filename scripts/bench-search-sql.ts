// Shared by `npm run bench:search`: the random search inputs and a standalone copy of the SQL
// shape of searchCars (server/src/services/search/search.ts: one statement giving the free cars
// from car_free_periods, the per-supplier counts and the page ordered by rental_price(...)). The
// raw pg baseline runs this copy, so the baseline measures the same database work without the
// app's code path. Keep the two in step.

export interface BenchSearchInput {
  pickupLocation: string;
  from: string;
  to: string;
  suppliers?: string[];
  fuelTypes?: string[];
  gearboxes?: string[];
  mileage?: string[];
  maxDeposit?: number;
  aircon?: boolean;
  ranges?: string[];
  multimedia?: string[];
  minRating?: number;
  sort?: 'PRICE_ASC' | 'PRICE_DESC' | 'RATING_DESC';
}

export const PAGE_SIZE = 15;
const DAY_MS = 86_400_000;

/** Rental days as the app counts them: rounded up, at least 1. */
export function rentalDays(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

const FUEL = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'];
const GEARBOX = ['manual', 'automatic'];
const RANGE = ['mini', 'midi', 'maxi', 'scooter'];
const MULTIMEDIA = ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'];

function pick<T>(xs: readonly T[], rnd: () => number): T {
  return xs[Math.floor(rnd() * xs.length)];
}
function some<T>(xs: readonly T[], max: number, rnd: () => number): T[] {
  const n = 1 + Math.floor(rnd() * max);
  return [...xs].sort(() => rnd() - 0.5).slice(0, n);
}

/** A deterministic PRNG (mulberry32), so every run draws the same pool of requests. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Random searches: a seeded location, pick-up 1–600 days ahead at 10:00 Erbil time (07:00 UTC),
 * 1–30 days long, and a random combination of filters and sort.
 */
export function randomInputs(count: number, locations: string[], suppliers: string[], opts: { ratingSort?: boolean; seed?: number } = {}): BenchSearchInput[] {
  const { ratingSort = true, seed = 42 } = opts;
  const rnd = prng(seed);
  const now = new Date();
  const out: BenchSearchInput[] = [];
  for (let i = 0; i < count; i++) {
    const dayAhead = 1 + Math.floor(rnd() * 600);
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + dayAhead, 7, 0, 0));
    const to = new Date(from.getTime() + (1 + Math.floor(rnd() * 30)) * DAY_MS);
    const input: BenchSearchInput = { pickupLocation: pick(locations, rnd), from: from.toISOString(), to: to.toISOString() };
    if (rnd() < 0.3) input.gearboxes = [pick(GEARBOX, rnd)];
    if (rnd() < 0.2) input.fuelTypes = some(FUEL, 2, rnd);
    if (rnd() < 0.3) input.ranges = some(RANGE, 2, rnd);
    if (rnd() < 0.2) input.maxDeposit = pick([250, 500, 750], rnd);
    if (rnd() < 0.2) input.aircon = true;
    if (rnd() < 0.15) input.minRating = pick([3, 4, 4.5], rnd);
    if (rnd() < 0.1) input.suppliers = some(suppliers, 2, rnd);
    if (rnd() < 0.1) input.mileage = ['unlimited'];
    if (rnd() < 0.1) input.multimedia = [pick(MULTIMEDIA, rnd)];
    const s = rnd();
    input.sort = s < 0.7 ? 'PRICE_ASC' : s < 0.85 || !ratingSort ? 'PRICE_DESC' : 'RATING_DESC';
    out.push(input);
  }
  return out;
}

function carFilters(input: BenchSearchInput, p: (v: unknown) => string): string[] {
  const where = ['c.available'];
  if (input.fuelTypes?.length) where.push(`c.fuel_type = ANY(${p(input.fuelTypes)}::fuel_type[])`);
  if (input.gearboxes?.length) where.push(`c.gearbox = ANY(${p(input.gearboxes)}::gearbox[])`);
  if (input.ranges?.length) where.push(`c.range = ANY(${p(input.ranges)}::car_range[])`);
  if (input.mileage?.length === 1) where.push(input.mileage[0] === 'unlimited' ? 'c.mileage = -1' : 'c.mileage <> -1');
  if (input.maxDeposit) where.push(`c.deposit <= ${p(input.maxDeposit)}`);
  if (input.aircon) where.push('c.aircon');
  if (input.multimedia?.length) where.push(`c.multimedia @> ${p(input.multimedia)}::multimedia[]`);
  if (input.minRating) where.push(`c.rating >= ${p(input.minRating)}`);
  return where;
}

/**
 * Ids of the cars free for the whole of [from, to) at a location, from car_free_periods: the
 * bounded free periods containing it (GiST), the open-ended ones starting by `from`, and those
 * since ever ending at or after `to` (btrees). Each car has at most one free period containing
 * the window, so no id comes twice.
 */
function freeCars(location: string, from: string, to: string): string {
  return `SELECT f.car_id FROM car_free_periods f
           WHERE f.location_id = ${location} AND f.from_at > '-infinity' AND f.to_at < 'infinity'
             AND tstzrange(f.from_at, f.to_at, '[)') @> tstzrange(${from}, ${to}, '[)')
          UNION ALL
          SELECT f.car_id FROM car_free_periods f WHERE f.location_id = ${location} AND f.to_at = 'infinity' AND f.from_at <= ${from}
          UNION ALL
          SELECT f.car_id FROM car_free_periods f
           WHERE f.location_id = ${location} AND f.from_at = '-infinity' AND f.to_at < 'infinity' AND f.to_at >= ${to}`;
}

const CAR_COLUMNS = `c.id, c.supplier_id AS "supplierId", c.name, c.image, c.fuel_type AS "fuelType", c.gearbox, c.fuel_policy AS "fuelPolicy",
  c.seats, c.doors, c.aircon, c.deposit, c.rating, c.trips, c.mileage, c.range, c.multimedia::text[] AS multimedia, c.available,
  c.minimum_age AS "minimumAge", c.daily_price AS "dailyPrice", c.discounted_daily_price AS "discountedDailyPrice",
  c.bi_weekly_price AS "biWeeklyPrice", c.discounted_bi_weekly_price AS "discountedBiWeeklyPrice", c.weekly_price AS "weeklyPrice",
  c.discounted_weekly_price AS "discountedWeeklyPrice", c.monthly_price AS "monthlyPrice", c.discounted_monthly_price AS "discountedMonthlyPrice",
  c.cancellation, c.amendments, c.theft_protection AS "theftProtection", c.collision_damage_waiver AS "collisionDamageWaiver",
  c.full_insurance AS "fullInsurance", c.additional_driver AS "additionalDriver", c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;

/** The one statement of a first-page search: location check, per-supplier counts with the suppliers (json) and the page. */
export function searchSql(input: BenchSearchInput, first = PAGE_SIZE) {
  const days = rentalDays(new Date(input.from), new Date(input.to));
  const sort = input.sort ?? 'PRICE_ASC';
  const values: unknown[] = [];
  const p = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const from = `${p(input.from)}::timestamptz`;
  const to = `${p(input.to)}::timestamptz`;
  const period = `tstzrange(${from}, ${to}, '[)')`;
  const key =
    sort === 'RATING_DESC'
      ? 'coalesce(c.rating, -1)'
      : `rental_price(${p(days)}::int, c.daily_price, c.discounted_daily_price, c.bi_weekly_price, c.discounted_bi_weekly_price,
                c.weekly_price, c.discounted_weekly_price, c.monthly_price, c.discounted_monthly_price)`;
  const dir = sort === 'PRICE_ASC' ? 'ASC' : 'DESC';
  const matching = `SELECT c.id, c.supplier_id, ${key} AS k FROM cars c
     WHERE c.id = ANY (ARRAY(${freeCars(`${p(input.pickupLocation)}::uuid`, from, to)}))
       AND ${carFilters(input, p).join(' AND ')}
       AND NOT EXISTS (SELECT 1 FROM bookings h
                        WHERE h.car_id = c.id AND h.status = 'void' AND (h.hold_expires_at IS NULL OR h.hold_expires_at > now())
                          AND tstzrange(h.from_at, h.to_at, '[)') && ${period})`;
  const supplierWhere = input.suppliers?.length ? `WHERE m.supplier_id = ANY(${p(input.suppliers)}::uuid[])` : '';
  const text = `WITH m AS MATERIALIZED (${matching})
    SELECT t.known, t.counts, r.*
      FROM (SELECT (SELECT count(*) FROM locations WHERE id = ANY(${p([input.pickupLocation])}::uuid[]))::int AS known,
                   (SELECT coalesce(json_agg(json_build_object('count', s.n, 'supplier', json_build_object('id', sp.id, 'name', sp.name,
                             'logo', sp.logo, 'contactPhone', sp.contact_phone, 'contactEmail', sp.contact_email,
                             'payLaterAllowed', sp.pay_later_allowed, 'createdAt', sp.created_at))), '[]'::json)
                      FROM (SELECT supplier_id, count(*)::int AS n FROM m GROUP BY supplier_id) s
                      JOIN suppliers sp ON sp.id = s.supplier_id) AS counts) t
      LEFT JOIN LATERAL (
        SELECT ${CAR_COLUMNS}, pg.k AS sort_value, pg.k::text AS sort_key
          FROM (SELECT m.id, m.k FROM m ${supplierWhere} ORDER BY m.k ${dir}, m.id ASC LIMIT ${p(first + 1)}) pg
          JOIN cars c ON c.id = pg.id
      ) r ON true
     ORDER BY r.sort_value ${dir}, r.id ASC`;
  return { days, query: { text, values } };
}

/** The GraphQL document the benchmark sends to the app (what a results page needs). */
export const SEARCH_QUERY = `query BenchSearch($input: SearchCarsInput!, $first: Int) {
  searchCars(input: $input, first: $first) {
    days
    totalCount
    edges {
      cursor
      node { id name imageUrl fuelType gearbox fuelPolicy seats doors aircon deposit rating trips unlimitedMileage range multimedia supplier { id name logoUrl } }
      quote { total perDay }
    }
    pageInfo { hasNextPage endCursor }
    supplierCounts { count supplier { id name } }
  }
}`;
