/**
 * A car's filterable attributes packed as bits, as car_free_periods stores them (SQL function
 * car_search_features() in migration 20261122040000_search_rows; a test checks both agree).
 * Search filters become two kinds of mask: bits that must all be set, and groups of which at
 * least one bit must be set (an absent filter is the whole group, which every car passes).
 */

export const FUEL_TYPES = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'] as const;
export const GEARBOXES = ['manual', 'automatic'] as const;
export const FUEL_POLICIES = ['likeForlike', 'freeTank'] as const;
export const RANGES = ['mini', 'midi', 'maxi', 'scooter'] as const;
export const MILEAGES = ['limited', 'unlimited'] as const;
export const MULTIMEDIA = ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'] as const;

export const AVAILABLE_BIT = 1 << 0;
const FUEL_SHIFT = 1;
const GEARBOX_SHIFT = 7;
const POLICY_SHIFT = 9;
const RANGE_SHIFT = 11;
const MILEAGE_SHIFT = 15;
export const AIRCON_BIT = 1 << 17;
export const MORE_THAN_FOUR_DOORS_BIT = 1 << 18;
export const MORE_THAN_FIVE_SEATS_BIT = 1 << 19;
const MULTIMEDIA_SHIFT = 20;
/** The car's supplier allows pay later (car_search_terms(), migration 20261202010000_search_marks). */
export const PAY_AT_PICKUP_BIT = 1 << 24;
/** Cancellation is offered and free: included, or made free by pay later. */
export const FREE_CANCELLATION_BIT = 1 << 25;

/** The size classes a search shows when the driver picks none: every one but scooters (issue 24). */
export const DEFAULT_RANGES = RANGES.filter((r) => r !== 'scooter');

/** The bits of the chosen values of one group; every bit of the group when none is chosen. */
function anyOf<T extends string>(all: readonly T[], shift: number, chosen: readonly T[] | null | undefined): number {
  const values = chosen?.length ? chosen : all;
  return values.reduce((mask, value) => mask | (1 << (shift + all.indexOf(value))), 0);
}

export interface FeatureFilters {
  fuelTypes?: readonly (typeof FUEL_TYPES)[number][] | null;
  gearboxes?: readonly (typeof GEARBOXES)[number][] | null;
  fuelPolicies?: readonly (typeof FUEL_POLICIES)[number][] | null;
  ranges?: readonly (typeof RANGES)[number][] | null;
  mileage?: readonly (typeof MILEAGES)[number][] | null;
  aircon?: boolean | null;
  moreThanFourDoors?: boolean | null;
  moreThanFiveSeats?: boolean | null;
  multimedia?: readonly (typeof MULTIMEDIA)[number][] | null;
  payAtPickUp?: boolean | null;
  /** Only cars with free cancellation (the deadline is the searched dates' business, not a bit). */
  freeCancellation?: boolean | null;
}

/**
 * The masks of a search: `all` (available, and each ticked spec and multimedia item), then one
 * mask per group of alternatives (fuel, gearbox, fuel policy, range, mileage). A car matches when
 * `features & all = all` and `features & group <> 0` for each group.
 */
export function featureMasks(f: FeatureFilters): { all: number; groups: [number, number, number, number, number] } {
  let all = AVAILABLE_BIT;
  if (f.aircon) all |= AIRCON_BIT;
  if (f.moreThanFourDoors) all |= MORE_THAN_FOUR_DOORS_BIT;
  if (f.moreThanFiveSeats) all |= MORE_THAN_FIVE_SEATS_BIT;
  if (f.payAtPickUp) all |= PAY_AT_PICKUP_BIT;
  if (f.freeCancellation) all |= FREE_CANCELLATION_BIT;
  for (const item of f.multimedia ?? []) all |= 1 << (MULTIMEDIA_SHIFT + MULTIMEDIA.indexOf(item));
  return {
    all,
    groups: [
      anyOf(FUEL_TYPES, FUEL_SHIFT, f.fuelTypes),
      anyOf(GEARBOXES, GEARBOX_SHIFT, f.gearboxes),
      anyOf(FUEL_POLICIES, POLICY_SHIFT, f.fuelPolicies),
      anyOf(RANGES, RANGE_SHIFT, f.ranges?.length ? f.ranges : DEFAULT_RANGES),
      anyOf(MILEAGES, MILEAGE_SHIFT, f.mileage),
    ],
  };
}

/** The bits of one car (what car_search_features() computes in SQL). */
export function carFeatures(car: {
  available: boolean;
  fuelType: (typeof FUEL_TYPES)[number];
  gearbox: (typeof GEARBOXES)[number];
  fuelPolicy: (typeof FUEL_POLICIES)[number];
  range: (typeof RANGES)[number];
  mileage: number;
  aircon: boolean;
  doors: number;
  seats: number;
  multimedia: readonly (typeof MULTIMEDIA)[number][];
}): number {
  let bits = car.available ? AVAILABLE_BIT : 0;
  bits |= 1 << (FUEL_SHIFT + FUEL_TYPES.indexOf(car.fuelType));
  bits |= 1 << (GEARBOX_SHIFT + GEARBOXES.indexOf(car.gearbox));
  bits |= 1 << (POLICY_SHIFT + FUEL_POLICIES.indexOf(car.fuelPolicy));
  bits |= 1 << (RANGE_SHIFT + RANGES.indexOf(car.range));
  bits |= 1 << (MILEAGE_SHIFT + (car.mileage === -1 ? 1 : 0));
  if (car.aircon) bits |= AIRCON_BIT;
  if (car.doors > 4) bits |= MORE_THAN_FOUR_DOORS_BIT;
  if (car.seats > 5) bits |= MORE_THAN_FIVE_SEATS_BIT;
  for (const item of car.multimedia) bits |= 1 << (MULTIMEDIA_SHIFT + MULTIMEDIA.indexOf(item));
  return bits;
}

/**
 * The bits of a car's terms (what car_search_terms() computes in SQL): pay at pick-up when its
 * supplier allows pay later; free cancellation when cancellation is offered (not -1) and costs
 * nothing, because it is included (0) or because pay later makes it free (pricing.ts, quote()).
 * `cancellation`: the car's price of the option in USD, as text or a number.
 */
export function termsFeatures(cancellation: string | number | { toString(): string }, payLaterAllowed: boolean): number {
  const value = Number(String(cancellation));
  let bits = payLaterAllowed ? PAY_AT_PICKUP_BIT : 0;
  if (value === 0 || (value > 0 && payLaterAllowed)) bits |= FREE_CANCELLATION_BIT;
  return bits;
}
