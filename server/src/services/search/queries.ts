/**
 * Search's hand-written statement and its row decoding (issue 26, point 5): search.ts says which
 * cars a driver sees and in what order; this module says how the database is asked (one prepared
 * statement per sort order, docs/decisions/009, 012, 016, 027) and turns its rows into typed
 * values. The statement text is built once per sort order and never depends on the input (every
 * value is a parameter), so PostgreSQL parses and plans it once per connection.
 */
import { queryPrepared, type PrismaClient } from '../../db/prisma.ts';
import { decimalOf } from '../../db/rows.ts';
import type { Car, Supplier } from '../../__generated__/prisma/client.ts';
import type { PricedCar } from '../pricing/pricing.ts';
import { featureMasks, type FeatureFilters } from './features.ts';

/** The sort orders of a search. */
export type SearchSort = 'PRICE_ASC' | 'PRICE_DESC' | 'RATING_DESC';

/** A car of the results: the model without its timestamps (nothing shows them). */
export type SearchCar = Omit<Car, 'createdAt' | 'updatedAt'>;

/** What the statement reads of a validated search input (search.ts' SearchInput once parsed). */
export interface SearchFilters extends FeatureFilters {
  pickupLocation: string;
  from: Date;
  to: Date;
  suppliers?: string[] | null;
  maxDeposit?: number | null;
  minRating?: number | null;
  seats?: number | null;
  sort?: SearchSort | null;
  freeCancellation?: boolean | null;
  matchNothing?: boolean | null;
}

/**
 * The filters over the free periods `f` (car_free_periods carries what search needs of each car:
 * migration 20261122040000_search_rows), all but the supplier one (the per-supplier counts are
 * taken before it). The SQL text is the same whatever the input (an absent filter is a mask every
 * car passes, or a NULL parameter), so the statement is parsed and planned once per connection
 * and sort order.
 */
const FILTERS = `(f.features & $4::int) = $4::int
       AND (f.features & $5::int) <> 0 AND (f.features & $6::int) <> 0 AND (f.features & $7::int) <> 0
       AND (f.features & $8::int) <> 0 AND (f.features & $9::int) <> 0
       AND f.deposit_cents <= $10::bigint AND f.rating_tenths >= $11::int
       AND ($12::int IS NULL OR f.seats = $12::int)`;

/** The columns of car_free_periods that search reads: all in the search indexes. */
const FREE_COLUMNS =
  'f.car_id, f.supplier_id, f.deposit_cents, f.day_cents, f.three_days_cents, f.week_cents, f.month_cents, f.features, f.seats, f.rating_tenths';

/** The length classes of free periods (migration 20261123000000_search_period_classes). */
const PERIOD_CLASSES = `(VALUES ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100, 101].map((c) => `(${c})`).join(', ')}) k(cls)`;

/**
 * The free periods containing the whole of [from, to) at a location, from car_free_periods: for
 * each length class that can hold the window, one short range of its btree (location, class,
 * start), then the exact test on the included columns; index-only scans. A car has at most one
 * free period containing the window at a location, so no car comes twice.
 */
export function freePeriods(location: string, from: string, to: string, columns = FREE_COLUMNS): string {
  return `SELECT ${columns} FROM ${PERIOD_CLASSES}
          CROSS JOIN LATERAL (
            SELECT ${columns} FROM car_free_periods f
             WHERE f.location_id = ${location} AND free_period_class(f.from_at, f.to_at) = k.cls
               AND free_period_key(f.from_at, f.to_at) >= free_period_key_low(k.cls, ${from}, ${to})
               AND free_period_key(f.from_at, f.to_at) <= free_period_key_high(k.cls, ${from})
               AND f.from_at <= ${from} AND f.to_at >= ${to}) f
          WHERE free_period_class_fits(k.cls, ${from}, ${to})`;
}

/**
 * The least rating x 10 a car needs for "rating at least r": ceil(10 r), with the float noise of
 * r (4.5 arrives as a double) rounded away first. 0 when there is no minimum.
 */
export function minRatingTenths(minRating: number | null | undefined): number {
  if (!minRating) return 0;
  return Math.ceil(Math.round(minRating * 1_000_000) / 100_000);
}

/** A supplier row as JSON, with the Prisma model's field names (see SupplierJson). */
const SUPPLIER_JSON = `json_build_object('id', sp.id, 'name', sp.name, 'logo', sp.logo, 'contactPhone', sp.contact_phone,
  'contactEmail', sp.contact_email, 'payLaterAllowed', sp.pay_later_allowed, 'createdAt', sp.created_at)`;
type SupplierJson = Omit<Supplier, 'createdAt'> & { createdAt: string };

/**
 * What search sends of each car of the page, in this order, as one JSON array per row (text):
 * JSON.parse reads a row far faster than the driver parses thirty-odd columns one by one (it
 * showed in profiles). Money stays text (numeric::text), exact to the cent; the rest keeps its
 * JSON type (numbers, booleans, strings, the multimedia array).
 */
const CAR_FIELDS = [
  ['id', 'c.id'], ['supplierId', 'c.supplier_id'], ['name', 'c.name'], ['image', 'c.image'], ['fuelType', 'c.fuel_type'],
  ['gearbox', 'c.gearbox'], ['fuelPolicy', 'c.fuel_policy'], ['seats', 'c.seats'], ['doors', 'c.doors'], ['aircon', 'c.aircon'],
  ['deposit', 'c.deposit::text'], ['rating', 'c.rating::text'], ['trips', 'c.trips'], ['mileage', 'c.mileage'], ['range', 'c.range'],
  ['multimedia', 'c.multimedia'], ['available', 'c.available'], ['minimumAge', 'c.minimum_age'],
  ['dailyPrice', 'c.daily_price::text'], ['discountedDailyPrice', 'c.discounted_daily_price::text'],
  ['biWeeklyPrice', 'c.bi_weekly_price::text'], ['discountedBiWeeklyPrice', 'c.discounted_bi_weekly_price::text'],
  ['weeklyPrice', 'c.weekly_price::text'], ['discountedWeeklyPrice', 'c.discounted_weekly_price::text'],
  ['monthlyPrice', 'c.monthly_price::text'], ['discountedMonthlyPrice', 'c.discounted_monthly_price::text'],
  ['cancellation', 'c.cancellation::text'], ['amendments', 'c.amendments::text'], ['theftProtection', 'c.theft_protection::text'],
  ['collisionDamageWaiver', 'c.collision_damage_waiver::text'], ['fullInsurance', 'c.full_insurance::text'],
  ['additionalDriver', 'c.additional_driver::text'],
] as const satisfies readonly (readonly [keyof SearchCar, string])[];
const CAR_JSON = `json_build_array(${CAR_FIELDS.map(([, sql]) => sql).join(', ')})::text`;
/** Where each field sits in a car's array. */
type CarAt = Record<(typeof CAR_FIELDS)[number][0], number>;
const AT = Object.fromEntries(CAR_FIELDS.map(([name], i) => [name, i])) as CarAt;

/** Column positions in a search result (`queryPrepared` gives arrays), found once per statement text. */
type Positions = Record<(typeof RESULT_COLUMNS)[number], number>;
const RESULT_COLUMNS = [
  'known', 'counts', 'id', 'car', 'sort_key',
] as const;
const positionsByText = new Map<string, Positions>();
function positionsOf(text: string, fields: readonly { name: string }[]): Positions {
  let p = positionsByText.get(text);
  if (!p) {
    p = Object.fromEntries(RESULT_COLUMNS.map((name) => {
      const i = fields.findIndex((f) => f.name === name);
      if (i < 0) throw new Error(`search statement lacks column ${name}`);
      return [name, i];
    })) as Positions;
    positionsByText.set(text, p);
  }
  return p;
}

/** The money fields of a car (numeric in the database, text in a row, Decimals on the model). */
const MONEY_FIELDS = [
  'deposit', 'rating', 'dailyPrice', 'discountedDailyPrice', 'biWeeklyPrice', 'discountedBiWeeklyPrice', 'weeklyPrice',
  'discountedWeeklyPrice', 'monthlyPrice', 'discountedMonthlyPrice', 'cancellation', 'amendments', 'theftProtection',
  'collisionDamageWaiver', 'fullInsurance', 'additionalDriver',
] as const satisfies readonly (keyof SearchCar)[];

/**
 * A car of the page, with the Prisma model's shape. Its money fields become Decimals only when
 * read: a results page reads two of the sixteen (the quote works on the texts, pricesOf), and
 * making all of them showed in search profiles. They are getters made from MONEY_FIELDS (the
 * class's static block), typed by the model through this interface. Read-only, like a row:
 * spread it and the money fields stay behind (nothing does).
 */
interface RowCar extends Pick<SearchCar, (typeof MONEY_FIELDS)[number]> {}
class RowCar implements SearchCar {
  readonly id: string;
  readonly supplierId: string;
  readonly name: string;
  readonly image: string | null;
  readonly fuelType: Car['fuelType'];
  readonly gearbox: Car['gearbox'];
  readonly fuelPolicy: Car['fuelPolicy'];
  readonly seats: number;
  readonly doors: number;
  readonly aircon: boolean;
  readonly trips: number;
  readonly mileage: number;
  readonly range: Car['range'];
  readonly multimedia: Car['multimedia'];
  readonly available: boolean;
  readonly minimumAge: number;

  /** `row`: the car's JSON array (CAR_FIELDS order). */
  constructor(private readonly row: unknown[]) {
    this.id = row[AT.id] as string;
    this.supplierId = row[AT.supplierId] as string;
    this.name = row[AT.name] as string;
    this.image = row[AT.image] as string | null;
    this.fuelType = row[AT.fuelType] as Car['fuelType'];
    this.gearbox = row[AT.gearbox] as Car['gearbox'];
    this.fuelPolicy = row[AT.fuelPolicy] as Car['fuelPolicy'];
    this.seats = row[AT.seats] as number;
    this.doors = row[AT.doors] as number;
    this.aircon = row[AT.aircon] as boolean;
    this.trips = row[AT.trips] as number;
    this.mileage = row[AT.mileage] as number;
    this.range = row[AT.range] as Car['range'];
    this.multimedia = row[AT.multimedia] as Car['multimedia'];
    this.available = row[AT.available] as boolean;
    this.minimumAge = row[AT.minimumAge] as number;
  }

  static {
    for (const name of MONEY_FIELDS) {
      const at = AT[name];
      Object.defineProperty(RowCar.prototype, name, {
        get(this: RowCar) {
          const text = this.row[at];
          // null only where the model allows it: the columns of the others are NOT NULL.
          return text === null ? null : decimalOf(text as string);
        },
      });
    }
  }
}

/** The prices of a row as the database gives them (texts): the quote works them out in cents. */
function pricesOf(r: unknown[]): PricedCar {
  return {
    dailyPrice: r[AT.dailyPrice] as string,
    discountedDailyPrice: r[AT.discountedDailyPrice] as string | null,
    biWeeklyPrice: r[AT.biWeeklyPrice] as string | null,
    discountedBiWeeklyPrice: r[AT.discountedBiWeeklyPrice] as string | null,
    weeklyPrice: r[AT.weeklyPrice] as string | null,
    discountedWeeklyPrice: r[AT.discountedWeeklyPrice] as string | null,
    monthlyPrice: r[AT.monthlyPrice] as string | null,
    discountedMonthlyPrice: r[AT.discountedMonthlyPrice] as string | null,
    cancellation: r[AT.cancellation] as string,
    amendments: r[AT.amendments] as string,
    theftProtection: r[AT.theftProtection] as string,
    collisionDamageWaiver: r[AT.collisionDamageWaiver] as string,
    fullInsurance: r[AT.fullInsurance] as string,
    additionalDriver: r[AT.additionalDriver] as string,
  };
}

/**
 * The one SQL statement of a search page, as text and values. Its text depends only on the
 * sort order. Pure: the raw-pg baseline of `npm run bench:search` runs it too, so both measure
 * the same database work.
 *
 * The matching cars: free for the whole period at the pick-up location (freePeriods: index
 * searches returning only free cars), not held by a live checkout, passing every filter but the
 * supplier one. Materialised once and read twice: for the per-supplier counts and for the page.
 * The statement also says whether the locations exist (for a clear error) and brings the
 * suppliers of the matching cars as JSON (every car of the page has its supplier there, so the
 * resolvers need no second query). At least one row even when the page is empty.
 */
export function searchStatement(
  input: SearchFilters,
  page: {
    days: number; first: number; after: [string, string] | null; offset: number; locationIds: string[];
    /** The free-cancellation deadline of the period is still ahead. */
    cancellationOpen: boolean;
  },
): { text: string; values: unknown[] } {
  const sort = input.sort ?? 'PRICE_ASC';
  const masks = featureMasks(input);
  // An empty group mask: `features & 0 <> 0` holds for no car (same statement text, same plan).
  // Free cancellation whose deadline has passed (pick-up within 24 hours) is had by no car either.
  if (input.matchNothing || (input.freeCancellation && !page.cancellationOpen)) masks.groups[0] = 0;
  const values: unknown[] = [
    input.from, // $1
    input.to, // $2
    input.pickupLocation, // $3
    masks.all, // $4 bits that must all be set (available, ticked specs and multimedia)
    ...masks.groups, // $5..$9 fuel, gearbox, fuel policy, range, mileage: one bit of each
    input.maxDeposit == null ? Number.MAX_SAFE_INTEGER : Math.round(input.maxDeposit * 100), // $10 deposit at most, cents
    minRatingTenths(input.minRating), // $11 rating x 10 at least (0: any, unrated included)
    input.seats ?? null, // $12
    input.suppliers?.length ? input.suppliers : null, // $13
    page.after?.[0] ?? null, // $14 cursor: sort key
    page.after?.[1] ?? null, // $15 cursor: id
    page.first + 1, // $16
    Math.max(0, Math.floor(page.offset)), // $17
    page.locationIds, // $18
  ];
  // $19: days, only when the price is the key (PostgreSQL cannot type an unused parameter).
  if (sort !== 'RATING_DESC') values.push(page.days);
  return { text: statementText(sort), values };
}

/**
 * The statement text for a sort order, built once: the same string every time, so the lookups
 * keyed by it (prepared statement names, column positions) hash it once rather than ~4 kB per
 * search.
 */
const texts = new Map<SearchSort, string>();
function statementText(sort: SearchSort): string {
  let text = texts.get(sort);
  if (!text) {
    text = buildStatementText(sort);
    texts.set(sort, text);
  }
  return text;
}

function buildStatementText(sort: SearchSort): string {
  // The sort key: the price for the period in cents, or the rating x 10 with unrated cars (0)
  // last. Ties are broken by the id, in the same direction as the cursor comparison. The cursor
  // carries the key as the driver sees it (the price in currency units, or the rating).
  const byRating = sort === 'RATING_DESC';
  const key = byRating ? 'f.rating_tenths' : 'rental_price_cents($19::int, f.day_cents, f.three_days_cents, f.week_cents, f.month_cents)';
  const cursorKey = byRating ? '($14::numeric * 10)::bigint' : '($14::numeric * 100)::bigint';
  // numeric(19, 2) holds any bigint of cents: a price of 1e12 or more must reach the quote's
  // bound (AmountTooLargeError, a clear 400) rather than overflow here (a 500).
  const shownKey = byRating ? '(pg.k / 10.0)::numeric(3, 1)::text' : '(pg.k / 100.0)::numeric(19, 2)::text';
  const dir = sort === 'PRICE_ASC' ? 'ASC' : 'DESC';
  const afterCursor =
    dir === 'ASC'
      ? `(m.k, m.id) > (${cursorKey}, $15::uuid)`
      : `(m.k < ${cursorKey} OR (m.k = ${cursorKey} AND m.id > $15::uuid))`;
  return `WITH m AS MATERIALIZED (
      SELECT f.car_id AS id, f.supplier_id, ${key} AS k
        FROM (${freePeriods('$3::uuid', '$1::timestamptz', '$2::timestamptz')}
              -- OFFSET 0 keeps the filters out of the index scan: applied once, to what it
              -- returns (fewer expressions for PostgreSQL to set up on every execution).
              OFFSET 0) f
       WHERE ${FILTERS}
         -- The free periods leave out what blocks for a time only (holds): those that block
         -- now, by the one rule (booking_blocks, migration 20261124000000_availability_rule).
         AND f.car_id NOT IN (SELECT h.car_id FROM bookings h
                               WHERE booking_is_hold(h.status, h.hold_expires_at) AND booking_blocks(h.status, h.hold_expires_at, now())
                                 AND tstzrange(h.from_at, h.to_at, '[)') && tstzrange($1::timestamptz, $2::timestamptz, '[)')))
    SELECT t.known, CASE WHEN coalesce(r.rn, 1) = 1 THEN t.counts END AS counts, r.*
      FROM (SELECT (SELECT count(*) FROM locations WHERE id = ANY($18::uuid[]))::int AS known,
                   (SELECT coalesce(json_agg(json_build_object('count', s.n, 'supplier', ${SUPPLIER_JSON})), '[]'::json)
                      FROM (SELECT supplier_id, count(*)::int AS n FROM m GROUP BY supplier_id) s
                      JOIN suppliers sp ON sp.id = s.supplier_id) AS counts) t
      LEFT JOIN LATERAL (
        SELECT c.id, ${CAR_JSON} AS car, pg.k AS sort_value, ${shownKey} AS sort_key, pg.rn
          FROM (SELECT p.id, p.k, row_number() OVER () AS rn
                  FROM (SELECT m.id, m.k FROM m
                         WHERE ($13::uuid[] IS NULL OR m.supplier_id = ANY($13))
                           AND ($14::text IS NULL OR ${afterCursor})
                         ORDER BY m.k ${dir}, m.id ASC LIMIT $16::int OFFSET $17::int) p) pg
          JOIN cars c ON c.id = pg.id
      ) r ON true
     ORDER BY r.sort_value ${dir}, r.id ASC`;
}

/** A car of a search page, decoded. */
export interface SearchRow {
  /** The car, with the model's shape (money fields read as Decimals on demand). */
  car: SearchCar;
  /** Its prices as the database gives them (texts), for the quote. */
  prices: PricedCar;
  /** Its cancellation price as text (the free-cancellation mark reads it). */
  cancellation: string;
  /** The sort key as the driver reads it (a price or a rating, as text), for the cursor. */
  sortKey: string;
}

/** A search page as the statement answers it, decoded. */
export interface SearchRows {
  /** How many of the asked locations exist. */
  knownLocations: number;
  /** Every supplier with matching cars (before the supplier filter) and how many. */
  counted: { count: number; supplier: Supplier }[];
  /** The page's cars, at most `first`, in the sort order. */
  cars: SearchRow[];
  /** More cars follow the page. */
  hasMore: boolean;
}

/**
 * Runs a statement built by searchStatement (as a prepared statement, json left as text) and
 * decodes its answer: the first `first` cars of the page (the statement asks for one more, to
 * know whether a next page exists), the per-supplier counts with their suppliers, and how many
 * of the asked locations exist.
 */
export async function searchRows(db: PrismaClient, statement: { text: string; values: unknown[] }, first: number): Promise<SearchRows> {
  const result = await queryPrepared(db, statement.text, statement.values, { jsonAsText: true });
  const p = positionsOf(statement.text, result.fields);
  const knownLocations = (result.rows[0]?.[p.known] as number | undefined) ?? 0;
  const rows = result.rows.filter((row) => row[p.id] !== null);
  // The counts come once, on the first row (json left as text by the driver: parsed here).
  const countsText = result.rows.find((row) => row[p.counts] !== null)?.[p.counts] as string | undefined;
  const counted = countsText ? (JSON.parse(countsText) as { count: number; supplier: SupplierJson }[]) : [];
  return {
    knownLocations,
    counted: counted.map(({ count, supplier }) => ({ count, supplier: { ...supplier, createdAt: new Date(supplier.createdAt) } })),
    cars: rows.slice(0, first).map((row) => {
      const fields = JSON.parse(row[p.car] as string) as unknown[];
      return { car: new RowCar(fields), prices: pricesOf(fields), cancellation: fields[AT.cancellation] as string, sortKey: String(row[p.sort_key]) };
    }),
    hasMore: rows.length > first,
  };
}
