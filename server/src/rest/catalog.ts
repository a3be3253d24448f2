import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Supplier } from '../__generated__/prisma/client.ts';
import { LANGUAGES } from '../services/i18n/language.ts';
import { getCarDetails } from '../services/cars/cars.ts';
import { listSuppliers } from '../services/suppliers/suppliers.ts';
import { FUEL_POLICIES, FUEL_TYPES, GEARBOXES, MILEAGES, MULTIMEDIA, RANGES } from '../services/search/features.ts';
import { DEPOSIT_THRESHOLDS, searchCars, type SearchCar, type SearchInput } from '../services/search/search.ts';
import { BadUserInputError } from '../errors.ts';
import { instantProblemMessage, parseInstant } from '../shared/rentalPeriod.ts';
import { knownValues, language, PageParams, paged, parse, text } from './http.ts';

/**
 * Catalogue and search paths of the REST shim (product-decisions "Endpoints the spec leaves
 * unnamed"), in the reference platform's shapes: `_id`, embedded supplier `{ _id, fullName,
 * avatar }`, paged results as `[{ resultData, pageInfo: [{ totalRecords }] }]` (or `[]`),
 * 1-based pages, 204 for a lookup of nothing.
 */

const n = (v: unknown) => (v === null || v === undefined ? v : Number(v));

/**
 * A supplier as reference clients read it. `licenseRequired` is always true: this product asks
 * every driver for their licence (spec, checkout), and reference clients ask for it (and upload it
 * with create-license / update-license) only when their car's supplier says so.
 */
export function supplierShape(s: Supplier) {
  return { _id: s.id, fullName: s.name, avatar: s.logo, payLater: s.payLaterAllowed, licenseRequired: true };
}

export function carShape(car: SearchCar, supplier: Supplier | undefined, locations: unknown[], extra: Record<string, unknown> = {}) {
  return {
    _id: car.id,
    name: car.name,
    supplier: supplier ? supplierShape(supplier) : car.supplierId,
    minimumAge: car.minimumAge,
    locations,
    dailyPrice: n(car.dailyPrice),
    discountedDailyPrice: n(car.discountedDailyPrice) ?? null,
    biWeeklyPrice: n(car.biWeeklyPrice) ?? null,
    discountedBiWeeklyPrice: n(car.discountedBiWeeklyPrice) ?? null,
    weeklyPrice: n(car.weeklyPrice) ?? null,
    discountedWeeklyPrice: n(car.discountedWeeklyPrice) ?? null,
    monthlyPrice: n(car.monthlyPrice) ?? null,
    discountedMonthlyPrice: n(car.discountedMonthlyPrice) ?? null,
    deposit: n(car.deposit),
    available: car.available,
    type: car.fuelType,
    gearbox: car.gearbox,
    aircon: car.aircon,
    image: car.image,
    seats: car.seats,
    doors: car.doors,
    fuelPolicy: car.fuelPolicy,
    mileage: car.mileage,
    cancellation: n(car.cancellation),
    amendments: n(car.amendments),
    theftProtection: n(car.theftProtection),
    collisionDamageWaiver: n(car.collisionDamageWaiver),
    fullInsurance: n(car.fullInsurance),
    additionalDriver: n(car.additionalDriver),
    range: car.range,
    multimedia: car.multimedia,
    rating: n(car.rating) ?? null,
    trips: car.trips,
    ...extra,
  };
}

// ── The reference search body.

/**
 * A filter list: must be a list (a lone string is refused, not silently ignored), of short
 * strings. Values are checked against what this product has afterwards (knownValues).
 */
const list = (field: string) =>
  z
    .array(text(50), { error: `${field} must be a list of values.` })
    .max(50, `${field} has too many values.`)
    .nullish();

/** "Any" is -1, 0 or absent; otherwise a number, bounded before any SQL sees it. */
const amount = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .refine(Number.isFinite, `${field} must be a number.`)
    .max(max, `${field} must be at most ${max}.`)
    .nullish();

const instant = (field: string) =>
  z.union([text(100), z.number()], { error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be a date.`) });

const spec = (field: string) => z.boolean({ error: `carSpecs.${field} must be true or false.` }).nullish();

export const SearchBody = z.object({
  pickupLocation: text(100),
  dropOffLocation: text(100).nullish(),
  dropoffLocation: text(100).nullish(),
  from: instant('from'),
  to: instant('to'),
  suppliers: list('suppliers'),
  carType: list('carType'),
  gearbox: list('gearbox'),
  mileage: list('mileage'),
  fuelPolicy: list('fuelPolicy'),
  ranges: list('ranges'),
  multimedia: list('multimedia'),
  deposit: amount('deposit', 1_000_000_000),
  rating: amount('rating', 5),
  seats: amount('seats', 60),
  carSpecs: z
    .object(
      { aircon: spec('aircon'), moreThanFourDoors: spec('moreThanFourDoors'), moreThanFiveSeats: spec('moreThanFiveSeats') },
      { error: 'carSpecs must be an object.' },
    )
    .nullish(),
});

/** An instant with an offset or Z, or epoch milliseconds, years 0001-9999 (shared/rentalPeriod.ts). */
function date(v: string | number, field: string): Date {
  const parsed = parseInstant(v, { numbers: true });
  if (!parsed.ok) throw new BadUserInputError(instantProblemMessage(field, parsed.problem), { [field]: 'INVALID_DATE' });
  return parsed.date;
}

/** The service's search input from a reference body: -1 or absent means "any". */
function searchInput(raw: unknown): SearchInput {
  const body = parse(SearchBody, raw);
  const positive = (v: number | null | undefined) => (v != null && v > 0 ? v : undefined);
  const fuel = knownValues(body.carType, FUEL_TYPES);
  const gearboxes = knownValues(body.gearbox, GEARBOXES);
  const mileage = knownValues(body.mileage, MILEAGES);
  const policies = knownValues(body.fuelPolicy, FUEL_POLICIES);
  const ranges = knownValues(body.ranges, RANGES);
  const multimedia = knownValues(body.multimedia, MULTIMEDIA);
  return {
    pickupLocation: body.pickupLocation,
    dropoffLocation: body.dropOffLocation ?? body.dropoffLocation ?? undefined,
    from: date(body.from, 'from'),
    to: date(body.to, 'to'),
    suppliers: body.suppliers?.length ? body.suppliers : undefined,
    fuelTypes: fuel.values,
    gearboxes: gearboxes.values,
    mileage: mileage.values,
    fuelPolicies: policies.values,
    ranges: ranges.values,
    multimedia: multimedia.values,
    maxDeposit: positive(body.deposit),
    aircon: body.carSpecs?.aircon === true || undefined,
    moreThanFourDoors: body.carSpecs?.moreThanFourDoors === true || undefined,
    moreThanFiveSeats: body.carSpecs?.moreThanFiveSeats === true || undefined,
    minRating: positive(body.rating),
    seats: positive(body.seats),
    // Multimedia items are all required, so an unknown one cannot be had either.
    matchNothing: fuel.none || gearboxes.none || mileage.none || policies.none || ranges.none || multimedia.none || undefined,
  };
}

const CarParams = z.object({ id: text(100), language });

export function registerCatalogRoutes(api: FastifyInstance): void {
  api.post('/api/frontend-cars/:page/:size', async (request) => {
    const { page, size } = parse(PageParams, request.params);
    const ctx = request.ctx;
    const result = await searchCars(ctx, searchInput(request.body), { first: size, offset: (page - 1) * size });
    // The search brings the suppliers of its cars along; locations come through the loader (one query).
    const suppliers = new Map(result.suppliers.map((s) => [s.id, s]));
    const locations = await ctx.loaders.carLocations('en').loadMany(result.edges.map((e) => e.node.id));
    return paged(
      result.edges.map((e, i) => {
        const here = locations[i];
        const ids = here instanceof Error ? [] : here.map((l) => l.id);
        return carShape(e.node, suppliers.get(e.node.supplierId), ids, { price: Number(e.quote.total), days: e.quote.days });
      }),
      result.totalCount,
    );
  });

  api.post('/api/frontend-suppliers', async (request) => {
    const result = await searchCars(request.ctx, searchInput(request.body), { first: 1 });
    const suppliers = new Map(result.suppliers.map((s) => [s.id, s]));
    return result.supplierCounts
      .filter((c) => suppliers.has(c.supplierId))
      .map((c) => ({ ...supplierShape(suppliers.get(c.supplierId)!), carCount: c.count }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
  });

  api.get('/api/all-suppliers', async (request) => (await listSuppliers(request.ctx)).map(supplierShape));

  api.get('/api/car/:id/:language', async (request, reply) => {
    const params = parse(CarParams, request.params);
    const found = await getCarDetails(request.ctx, params);
    if (!found) return reply.code(204).send();
    return carShape(found.car, found.supplier ?? undefined, found.locations.map((l) => ({ _id: l.id, name: l.name })));
  });
}
