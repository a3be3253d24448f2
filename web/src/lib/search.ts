import type { MessageCode } from '@shared/messages.ts';
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

/**
 * Search criteria and filters, and their form in the URL (/search?pickup=..&from=..): the URL
 * is the state, so a search survives a reload and can be shared.
 *
 * Times: the business runs in Asia/Baghdad, UTC+3 all year (no DST, product decisions), so a
 * fixed offset converts Erbil wall-clock times to UTC instants without a time-zone library.
 * If the business ever moves to a zone with DST, this is the place to change.
 */
const ERBIL_OFFSET_MS = 3 * 3_600_000;

/** Mirrors the server's defaults (server/src/env.ts); the server checks again and wins. */
export const OPENING_HOUR = 8;
export const CLOSING_HOUR = 20;
export const MIN_LEAD_HOURS = 1;

/** Cars per page (spec §9). */
export const CARS_PAGE_SIZE = 15;

/** Deposit filter thresholds in USD (spec §9). */
export const DEPOSIT_THRESHOLDS = [250, 500, 750] as const;

/** An ISO UTC instant as Erbil wall-clock time, `YYYY-MM-DDTHH:mm` (a datetime-local value). */
export function toErbilLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + ERBIL_OFFSET_MS).toISOString().slice(0, 16);
}

/** An Erbil wall-clock time `YYYY-MM-DDTHH:mm` as an ISO UTC instant, or null if malformed. */
export function fromErbilLocal(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi) - ERBIL_OFFSET_MS;
  const date = new Date(utc);
  // Rejects 2025-02-30 and the like, which Date.UTC would roll over.
  if (toErbilLocal(date.toISOString()) !== local) return null;
  return date.toISOString();
}

/** Form defaults (product decisions): pick-up tomorrow 10:00, drop-off three days later 10:00, Erbil time. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const erbilToday = new Date(now.getTime() + ERBIL_OFFSET_MS).toISOString().slice(0, 10);
  const day = (offset: number) => {
    const date = new Date(`${erbilToday}T10:00:00.000Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return new Date(date.getTime() - ERBIL_OFFSET_MS).toISOString();
  };
  return { from: day(1), to: day(4) };
}

function withinOpeningHours(iso: string): boolean {
  const [hour, minute] = toErbilLocal(iso).slice(11).split(':').map(Number);
  const minutes = hour * 60 + minute;
  return minutes >= OPENING_HOUR * 60 && minutes <= CLOSING_HOUR * 60;
}

/**
 * The server's period rules (server/src/services/search/rules.ts), same order and codes, for
 * an answer before the request. Null dates are missing or malformed.
 */
export function periodErrors(
  from: string | null,
  to: string | null,
  now: Date = new Date(),
): Partial<Record<'from' | 'to', MessageCode>> {
  const errors: Partial<Record<'from' | 'to', MessageCode>> = {};
  if (!from) errors.from = 'INVALID_DATE';
  if (!to) errors.to = 'INVALID_DATE';
  if (from && Date.parse(from) < now.getTime() + MIN_LEAD_HOURS * 3_600_000) errors.from = 'PICKUP_TOO_SOON';
  if (from && to && !errors.from && Date.parse(to) <= Date.parse(from)) errors.to = 'DROPOFF_BEFORE_PICKUP';
  if (from && !errors.from && !withinOpeningHours(from)) errors.from = 'OUTSIDE_OPENING_HOURS';
  if (to && !errors.to && !withinOpeningHours(to)) errors.to = 'OUTSIDE_OPENING_HOURS';
  return errors;
}

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
  sort: CarSort;
}

/** URL parameter of each list filter: comma-separated values. */
export const LIST_PARAMS = {
  suppliers: 'suppliers',
  gearboxes: 'gearbox',
  fuelTypes: 'fuel',
  mileage: 'mileage',
  fuelPolicies: 'fuelPolicy',
  ranges: 'range',
  multimedia: 'multimedia',
  specs: 'specs',
} as const;

export type ListFilter = keyof typeof LIST_PARAMS;

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
  if (filters.ranges.length) input.ranges = filters.ranges;
  if (filters.multimedia.length) input.multimedia = filters.multimedia;
  for (const spec of filters.specs) input[spec] = true;
  if (filters.maxDeposit !== null) input.maxDeposit = filters.maxDeposit;
  if (filters.minRating !== null) input.minRating = filters.minRating;
  if (filters.seats !== null) input.seats = filters.seats;
  return input;
}
