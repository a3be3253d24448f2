import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { Supplier } from '../../__generated__/prisma/client.ts';
import { BadUserInputError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { quote, rentalDays, type Quote } from '../pricing/pricing.ts';
import { FREE_CANCELLATION_BIT, FUEL_POLICIES, FUEL_TYPES, GEARBOXES, MILEAGES, MULTIMEDIA, PAY_AT_PICKUP_BIT, RANGES, termsFeatures } from './features.ts';
import { freeCancellationDeadline } from '../../shared/cancellation.ts';
import { checkPeriod } from './rules.ts';
import { periodRules } from '../settings/settings.ts';
import { DEPOSIT_THRESHOLDS, SEARCH_PAGE_SIZE } from '../settings/constants.ts';
import { searchRows, searchStatement, type SearchCar, type SearchSort } from './queries.ts';

/**
 * Car search: cars offered at the pick-up location, available, and free for the whole period
 * (no overlapping booking that blocks now by booking_blocks(), the one availability rule:
 * docs/decisions/016-availability-rule.md). Free cars come from the search index of
 * car_free_periods (kept by triggers, docs/decisions/009-search-availability.md and 012), so the cost
 * follows the number of free cars rather than every car offered at the place. Priced by the
 * SQL twin of the pricing function, so sorting and keyset paging by price happen in the
 * database. One statement gives the page, the per-supplier counts and the location check,
 * whatever the page size.
 */

export { DEPOSIT_THRESHOLDS, SEARCH_PAGE_SIZE };
const MAX_PAGE = 100;

export const SORTS = ['PRICE_ASC', 'PRICE_DESC', 'RATING_DESC'] as const satisfies readonly SearchSort[];

const list = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).nullish();

export const SearchInput = z.object({
  pickupLocation: z.uuid({ message: 'Unknown pick-up location.' }),
  dropoffLocation: z.uuid({ message: 'Unknown drop-off location.' }).nullish(),
  from: z.date(),
  to: z.date(),
  suppliers: z.array(z.uuid()).nullish(),
  fuelTypes: list(FUEL_TYPES),
  gearboxes: list(GEARBOXES),
  mileage: list(MILEAGES),
  fuelPolicies: list(FUEL_POLICIES),
  // Bounded so that the deposit in cents stays a bigint.
  maxDeposit: z.number().int().positive().max(1_000_000_000).nullish(),
  aircon: z.boolean().nullish(),
  moreThanFourDoors: z.boolean().nullish(),
  moreThanFiveSeats: z.boolean().nullish(),
  /** Absent or empty: every size but scooters (DEFAULT_RANGES); a scooter shows when `scooter` is listed. */
  ranges: list(RANGES),
  multimedia: list(MULTIMEDIA),
  minRating: z.number().min(0).max(5).nullish(),
  seats: z.number().int().min(1).max(60).nullish(),
  sort: z.enum(SORTS).nullish(),
  /** Only cars whose supplier lets the driver pay at pick-up. */
  payAtPickUp: z.boolean().nullish(),
  /** Only cars that can be cancelled for free, with the deadline still ahead. */
  freeCancellation: z.boolean().nullish(),
  /**
   * No car can match: a reference client asked, in a filter list, only for values this product
   * does not have (product-decisions "REST shim compatibility"). Not in the GraphQL input.
   */
  matchNothing: z.boolean().nullish(),
});
export type SearchInput = z.input<typeof SearchInput>;

export type { SearchCar };
// The statement's builders, where the benchmarks and the database tests have always found them.
export { freePeriods, minRatingTenths, searchStatement } from './queries.ts';

export interface SearchEdge {
  cursor: string;
  node: SearchCar;
  quote: Quote;
  /** The driver may pay at pick-up (the car's supplier allows pay later). */
  payAtPickUp: boolean;
  /** Free cancellation until this instant (24 hours before pick-up); null when not offered or already past. */
  freeCancellationUntil: Date | null;
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

/** A cursor: the sort key as shown (a price or a rating) and the car id. */
const Cursor = z.tuple([z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/), z.uuid()]);

export async function searchCars(
  ctx: Pick<ServiceContext, 'db' | 'settings' | 'clock'>,
  rawInput: SearchInput,
  page: { first?: number | null; after?: string | null; /** Offset paging for the REST shim's numbered pages. */ offset?: number },
): Promise<SearchPage> {
  const parsed = SearchInput.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadUserInputError(issue.message, { [String(issue.path[0])]: 'INVALID' });
  }
  const input = parsed.data;
  checkPeriod(input.from, input.to, periodRules(ctx.settings), ctx.clock.now());
  const first = page.first ?? SEARCH_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw new BadUserInputError(`first must be between 1 and ${MAX_PAGE}.`, { first: 'INVALID' });
  }
  const days = rentalDays(input.from, input.to);
  const locationIds = [...new Set([input.pickupLocation, ...(input.dropoffLocation ? [input.dropoffLocation] : [])])];

  const after = page.after ? decodeCursor(page.after, Cursor) : null;
  const deadline = freeCancellationDeadline(input.from);
  const cancellationOpen = deadline.getTime() > ctx.clock.now().getTime();
  const statement = searchStatement(input, { days, first, after, offset: page.offset ?? 0, locationIds, cancellationOpen });
  const { knownLocations, counted, cars, hasMore } = await searchRows(ctx.db, statement, first);
  if (knownLocations < locationIds.length) {
    throw new BadUserInputError('Unknown pick-up or drop-off location.', { pickupLocation: 'INVALID' });
  }
  const supplierRows = counted.map(({ count, supplier }) => ({ supplierId: supplier.id, count }));
  const chosen = input.suppliers?.length ? new Set(input.suppliers) : null;
  const totalCount = supplierRows.filter((r) => !chosen || chosen.has(r.supplierId)).reduce((n, r) => n + r.count, 0);
  const payLater = new Map(counted.map(({ supplier }) => [supplier.id, supplier.payLaterAllowed]));
  const edges = cars.map(({ car, prices, cancellation, sortKey }) => {
    // The marks by the rule the filters read from the index (car_search_terms, termsFeatures).
    const terms = termsFeatures(cancellation, payLater.get(car.supplierId) === true);
    return {
      cursor: encodeCursor([sortKey, car.id]),
      node: car,
      quote: quote(prices, days),
      payAtPickUp: (terms & PAY_AT_PICKUP_BIT) !== 0,
      freeCancellationUntil: cancellationOpen && (terms & FREE_CANCELLATION_BIT) !== 0 ? deadline : null,
    };
  });
  return {
    days,
    totalCount,
    edges,
    hasNextPage: hasMore,
    endCursor: edges.at(-1)?.cursor ?? null,
    supplierCounts: supplierRows.sort((a, b) => b.count - a.count),
    suppliers: counted.map(({ supplier }) => supplier),
  };
}
