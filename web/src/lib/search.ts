import type {
  CarRange,
  CarSort,
  FuelPolicy,
  FuelType,
  Gearbox,
  MileageKind,
  Multimedia,
  SearchCarsInput,
} from '../__generated__/graphql.ts';
import { SUPPLIERS_PARAM } from './supplierLink.ts';

/**
 * Search criteria and filters, and their form in the URL (/search?pickup=..&from=..): the URL
 * is the state, so a search survives a reload and can be shared.
 *
 * The date rules are in rentalRules.ts: with dayjs and its time-zone plugins, they are not part
 * of what the search page needs to read its URL (its first load, docs/decisions/044).
 */

/** Cars per page (spec §9; the server's `settings.pageSizes.searchResults`, a constant there too). */
export const CARS_PAGE_SIZE = 15;

/** Deposit filter thresholds in USD (spec §9; the server's `settings.depositThresholds`). */
export const DEPOSIT_THRESHOLDS = [250, 500, 750] as const;

// ───────────── URL ─────────────

export const FUEL_TYPES: FuelType[] = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'];
export const GEARBOXES: Gearbox[] = ['manual', 'automatic'];
export const MILEAGE_KINDS: MileageKind[] = ['limited', 'unlimited'];
export const FUEL_POLICIES: FuelPolicy[] = ['likeForlike', 'freeTank'];
export const RANGES: CarRange[] = ['mini', 'midi', 'maxi', 'scooter'];
export const MULTIMEDIA: Multimedia[] = ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'];
export const SORTS: CarSort[] = ['PRICE_ASC', 'PRICE_DESC', 'RATING_DESC'];
export const SPECS = ['aircon', 'moreThanFourDoors', 'moreThanFiveSeats'] as const;
export type Spec = (typeof SPECS)[number];

export interface Criteria {
  pickup: string;
  /** Equal to `pickup` for a same-location return. */
  dropoff: string;
  from: string;
  to: string;
}

export interface Filters {
  suppliers: string[];
  gearboxes: Gearbox[];
  fuelTypes: FuelType[];
  mileage: MileageKind[];
  fuelPolicies: FuelPolicy[];
  ranges: CarRange[];
  multimedia: Multimedia[];
  specs: Spec[];
  maxDeposit: number | null;
  minRating: number | null;
  seats: number | null;
  /** Only cars that can be paid at pick-up (URL `payAtPickUp=1`). */
  payAtPickUp: boolean;
  /** Only cars with free cancellation (URL `freeCancellation=1`). */
  freeCancellation: boolean;
  sort: CarSort;
}

/** The yes/no filters, each a URL parameter set to 1 when on. */
export const FLAG_PARAMS = ['payAtPickUp', 'freeCancellation'] as const;
export type FlagFilter = (typeof FLAG_PARAMS)[number];

/** URL parameter of each list filter: comma-separated values. */
export const LIST_PARAMS = {
  suppliers: SUPPLIERS_PARAM,
  gearboxes: 'gearbox',
  fuelTypes: 'fuel',
  mileage: 'mileage',
  fuelPolicies: 'fuelPolicy',
  ranges: 'range',
  multimedia: 'multimedia',
  specs: 'specs',
} as const;

export type ListFilter = keyof typeof LIST_PARAMS;

/** Every URL parameter that narrows the results (the sort only orders them). */
export const NARROWING_PARAMS: readonly string[] = [...Object.values(LIST_PARAMS), 'maxDeposit', 'minRating', 'seats', ...FLAG_PARAMS];

/** How many filters narrow the results: each list with a value, each threshold, each flag (not the sort). */
export function activeFilterCount(filters: Filters): number {
  const lists = (Object.keys(LIST_PARAMS) as ListFilter[]).filter((name) => filters[name].length > 0).length;
  const values = [filters.maxDeposit, filters.minRating, filters.seats].filter((v) => v !== null).length;
  return lists + values + FLAG_PARAMS.filter((name) => filters[name]).length;
}

function list<T extends string>(params: URLSearchParams, name: string, allowed?: readonly T[]): T[] {
  const values = (params.get(name) ?? '').split(',').filter(Boolean);
  return (allowed ? values.filter((value) => (allowed as readonly string[]).includes(value)) : values) as T[];
}

function positiveNumber(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return params.get(name) && Number.isFinite(value) && value > 0 ? value : null;
}

/** The criteria in the URL, or null when the pick-up location or a date is missing. */
export function readCriteria(params: URLSearchParams): Criteria | null {
  const pickup = params.get('pickup');
  const from = params.get('from');
  const to = params.get('to');
  if (!pickup || !from || !to || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return null;
  return { pickup, dropoff: params.get('dropoff') || pickup, from, to };
}

/** The filters in the URL; unknown values are ignored, so a hand-edited link still works. */
export function readFilters(params: URLSearchParams): Filters {
  const maxDeposit = positiveNumber(params, 'maxDeposit');
  const sort = params.get('sort') as CarSort | null;
  return {
    suppliers: list(params, LIST_PARAMS.suppliers),
    gearboxes: list(params, LIST_PARAMS.gearboxes, GEARBOXES),
    fuelTypes: list(params, LIST_PARAMS.fuelTypes, FUEL_TYPES),
    mileage: list(params, LIST_PARAMS.mileage, MILEAGE_KINDS),
    fuelPolicies: list(params, LIST_PARAMS.fuelPolicies, FUEL_POLICIES),
    ranges: list(params, LIST_PARAMS.ranges, RANGES),
    multimedia: list(params, LIST_PARAMS.multimedia, MULTIMEDIA),
    specs: list(params, LIST_PARAMS.specs, SPECS),
    maxDeposit: maxDeposit && (DEPOSIT_THRESHOLDS as readonly number[]).includes(maxDeposit) ? maxDeposit : null,
    minRating: positiveNumber(params, 'minRating'),
    seats: positiveNumber(params, 'seats'),
    payAtPickUp: params.get('payAtPickUp') === '1',
    freeCancellation: params.get('freeCancellation') === '1',
    sort: sort && SORTS.includes(sort) ? sort : 'PRICE_ASC',
  };
}

/** The query string of a search: criteria first, then the filters that are set. */
export function criteriaSearch(criteria: Criteria): string {
  const params = new URLSearchParams({ pickup: criteria.pickup, dropoff: criteria.dropoff, from: criteria.from, to: criteria.to });
  return params.toString();
}

/** Sets (or, when empty, removes) one parameter, keeping every other. */
export function withParam(params: URLSearchParams, name: string, value: string | number | null | readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = Array.isArray(value) ? value.join(',') : value === null ? '' : String(value);
  if (text) next.set(name, text);
  else next.delete(name);
  return next;
}

/** The searchCars input of a search; absent filters are left out ("any"). */
export function searchInput(criteria: Criteria, filters: Filters): SearchCarsInput {
  const input: SearchCarsInput = {
    pickupLocation: criteria.pickup,
    dropoffLocation: criteria.dropoff,
    from: criteria.from,
    to: criteria.to,
    sort: filters.sort,
  };
  if (filters.suppliers.length) input.suppliers = filters.suppliers;
  if (filters.gearboxes.length) input.gearboxes = filters.gearboxes;
  if (filters.fuelTypes.length) input.fuelTypes = filters.fuelTypes;
  if (filters.mileage.length) input.mileage = filters.mileage;
  if (filters.fuelPolicies.length) input.fuelPolicies = filters.fuelPolicies;
  // No range: the server leaves scooters out (a car search); ticking Scooter brings them.
  if (filters.ranges.length) input.ranges = filters.ranges;
  if (filters.multimedia.length) input.multimedia = filters.multimedia;
  for (const spec of filters.specs) input[spec] = true;
  if (filters.maxDeposit !== null) input.maxDeposit = filters.maxDeposit;
  if (filters.minRating !== null) input.minRating = filters.minRating;
  if (filters.seats !== null) input.seats = filters.seats;
  for (const flag of FLAG_PARAMS) if (filters[flag]) input[flag] = true;
  return input;
}
