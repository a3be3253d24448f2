// Shared by `npm run bench:search`: the random search inputs, the GraphQL document sent to the
// app, and the SQL statement the raw pg baseline runs (the app's own statement builder).
import { rentalDays } from '../server/src/services/pricing/pricing.ts';
import { SearchInput, searchStatement } from '../server/src/services/search/search.ts';
import { freeCancellationDeadline } from '../server/src/shared/cancellation.ts';

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
  payAtPickUp?: boolean;
  freeCancellation?: boolean;
}

export const PAGE_SIZE = 15;
const DAY_MS = 86_400_000;

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
    // The results page's marks as filters (issue 24): a tap away on every search.
    if (rnd() < 0.2) input.payAtPickUp = true;
    if (rnd() < 0.2) input.freeCancellation = true;
    const s = rnd();
    input.sort = s < 0.7 ? 'PRICE_ASC' : s < 0.85 || !ratingSort ? 'PRICE_DESC' : 'RATING_DESC';
    out.push(input);
  }
  return out;
}

/**
 * The statement of a first page of results, built by the app's own pure builder (searchStatement
 * in server/src/services/search/search.ts): the raw baseline runs exactly the app's SQL, without
 * the app's code path around it (GraphQL, services, resolvers).
 */
export function searchSql(input: BenchSearchInput, first = PAGE_SIZE) {
  const parsed = SearchInput.parse({ ...input, from: new Date(input.from), to: new Date(input.to) });
  const days = rentalDays(parsed.from, parsed.to);
  const query = searchStatement(parsed, { days, first, after: null, offset: 0, locationIds: [input.pickupLocation],
    cancellationOpen: freeCancellationDeadline(parsed.from).getTime() > Date.now() });
  return { days, query };
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
      payAtPickUp
      freeCancellationUntil
    }
    pageInfo { hasNextPage endCursor }
    supplierCounts { count supplier { id name } }
  }
}`;
