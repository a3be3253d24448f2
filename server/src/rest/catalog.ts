import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Env } from '../env.ts';
import type { PrismaClient } from '../db/prisma.ts';
import type { Supplier } from '../__generated__/prisma/client.ts';
import { BadUserInputError } from '../errors.ts';
import { localizedName, parseLanguage } from '../services/i18n/language.ts';
import { getCar } from '../services/cars/cars.ts';
import { listSuppliers } from '../services/suppliers/suppliers.ts';
import { locationsByCarIds } from '../services/locations/locations.ts';
import { searchCars, type SearchCar, type SearchInput } from '../services/search/search.ts';
import { periodRules } from '../services/pricing/quotes.ts';
import { sendError } from './http.ts';
import { instantProblemMessage, parseInstant } from '../shared/rentalPeriod.ts';

/**
 * Catalogue and search paths of the REST shim (product-decisions "Endpoints the spec leaves
 * unnamed"), in the reference platform's shapes: `_id`, embedded supplier `{ _id, fullName,
 * avatar }`, paged results as `[{ resultData, pageInfo: [{ totalRecords }] }]` (or `[]`),
 * 1-based pages, 204 for a lookup of nothing.
 */

const n = (v: unknown) => (v === null || v === undefined ? v : Number(v));

function supplierShape(s: Supplier) {
  return { _id: s.id, fullName: s.name, avatar: s.logo, payLater: s.payLaterAllowed };
}

function carShape(car: SearchCar, supplier: Supplier | undefined, locations: string[], extra: Record<string, unknown> = {}) {
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

const paged = <T>(rows: T[], total: number) => (rows.length ? [{ resultData: rows, pageInfo: [{ totalRecords: total }] }] : []);

const PageParams = z.object({ page: z.coerce.number().int().min(1), size: z.coerce.number().int().min(1).max(100) });

/** The reference search body: -1 or absent means "any". */
function searchInput(body: Record<string, unknown>): SearchInput {
  const arr = (v: unknown) => (Array.isArray(v) && v.length ? (v as string[]) : undefined);
  const num = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
  const specs = (body.carSpecs ?? {}) as Record<string, unknown>;
  // An instant with an offset or Z, or epoch milliseconds, years 0001-9999 (shared/rentalPeriod.ts).
  const date = (v: unknown, field: string) => {
    const parsed = parseInstant(v, { numbers: true });
    if (!parsed.ok) throw new BadUserInputError(instantProblemMessage(field, parsed.problem), { [field]: 'INVALID_DATE' });
    return parsed.date;
  };
  const mileage = arr(body.mileage);
  return {
    pickupLocation: String(body.pickupLocation ?? ''),
    dropoffLocation: typeof body.dropOffLocation === 'string' ? body.dropOffLocation : typeof body.dropoffLocation === 'string' ? body.dropoffLocation : undefined,
    from: date(body.from, 'from'),
    to: date(body.to, 'to'),
    suppliers: arr(body.suppliers),
    fuelTypes: arr(body.carType) as SearchInput['fuelTypes'],
    gearboxes: arr(body.gearbox) as SearchInput['gearboxes'],
    mileage: mileage as SearchInput['mileage'],
    fuelPolicies: arr(body.fuelPolicy) as SearchInput['fuelPolicies'],
    maxDeposit: num(body.deposit),
    aircon: specs.aircon === true || undefined,
    moreThanFourDoors: specs.moreThanFourDoors === true || undefined,
    moreThanFiveSeats: specs.moreThanFiveSeats === true || undefined,
    ranges: arr(body.ranges) as SearchInput['ranges'],
    multimedia: arr(body.multimedia) as SearchInput['multimedia'],
    minRating: num(body.rating),
    seats: num(body.seats),
  };
}

export function registerCatalogRoutes(app: FastifyInstance, prisma: PrismaClient, env: Env): void {
  const route =
    <P>(handler: (request: FastifyRequest<{ Params: P; Querystring: Record<string, string> }>, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest<{ Params: P; Querystring: Record<string, string> }>, reply: FastifyReply) => {
      try {
        return await handler(request, reply);
      } catch (err) {
        return sendError(reply, err);
      }
    };
  const body = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});
  const pageOf = (params: unknown) => {
    const parsed = PageParams.safeParse(params);
    if (!parsed.success) throw new BadUserInputError('page must be 1 or more and size 1 to 100.', { page: 'INVALID' });
    return parsed.data;
  };

  app.post(
    '/api/frontend-cars/:page/:size',
    route<{ page: string; size: string }>(async (request) => {
      const { page, size } = pageOf(request.params);
      const result = await searchCars(prisma, searchInput(body(request)), { first: size, offset: (page - 1) * size }, periodRules(env));
      const ids = result.edges.map((e) => e.node.id);
      const [suppliers, locations] = await Promise.all([
        listSuppliers(prisma),
        locationsByCarIds(prisma, ids, 'en'),
      ]);
      const byId = new Map(suppliers.map((s) => [s.id, s]));
      return paged(
        result.edges.map((e, i) =>
          carShape(e.node, byId.get(e.node.supplierId), locations[i].map((l) => l.id), { price: Number(e.quote.total), days: e.quote.days }),
        ),
        result.totalCount,
      );
    }),
  );

  app.post(
    '/api/frontend-suppliers',
    route(async (request) => {
      const result = await searchCars(prisma, searchInput(body(request)), { first: 1 }, periodRules(env));
      const suppliers = new Map((await listSuppliers(prisma)).map((s) => [s.id, s]));
      return result.supplierCounts
        .filter((c) => suppliers.has(c.supplierId))
        .map((c) => ({ ...supplierShape(suppliers.get(c.supplierId)!), carCount: c.count }))
        .sort((a, b) => a.fullName.localeCompare(b.fullName));
    }),
  );

  app.get(
    '/api/all-suppliers',
    route(async () => (await listSuppliers(prisma)).map(supplierShape)),
  );

  app.get(
    '/api/car/:id/:language',
    route<{ id: string; language: string }>(async (request, reply) => {
      const language = parseLanguage(request.params.language);
      const car = await getCar(prisma, request.params.id);
      if (!car) return reply.code(204).send();
      const [supplier, [locations]] = await Promise.all([
        prisma.supplier.findUnique({ where: { id: car.supplierId } }),
        locationsByCarIds(prisma, [car.id], language),
      ]);
      return carShape(car, supplier ?? undefined, [], { locations: locations.map((l) => ({ _id: l.id, name: l.name })) });
    }),
  );

  app.get(
    '/api/locations/:page/:size/:language',
    route<{ page: string; size: string; language: string }>(async (request) => {
      const { page, size } = pageOf(request.params);
      const language = parseLanguage(request.params.language);
      const s = (request.query.s ?? '').trim().toLowerCase();
      const all = (await prisma.location.findMany())
        .map((l) => ({ _id: l.id, name: localizedName(l, language), latitude: l.latitude.toNumber(), longitude: l.longitude.toNumber(), image: l.image }))
        .filter((l) => !s || l.name.toLowerCase().includes(s))
        .sort((a, b) => a.name.localeCompare(b.name, language));
      return paged(all.slice((page - 1) * size, page * size), all.length);
    }),
  );

  app.get(
    '/api/location/:id/:language',
    route<{ id: string; language: string }>(async (request, reply) => {
      const language = parseLanguage(request.params.language);
      const location = z.uuid().safeParse(request.params.id).success
        ? await prisma.location.findUnique({ where: { id: request.params.id }, include: { country: true } })
        : null;
      if (!location) return reply.code(204).send();
      return {
        _id: location.id,
        name: localizedName(location, language),
        latitude: location.latitude.toNumber(),
        longitude: location.longitude.toNumber(),
        image: location.image,
        country: { _id: location.country.id, name: localizedName(location.country, language) },
      };
    }),
  );

  app.get(
    '/api/countries-with-locations/:language/:imageRequired/:minLocations',
    route<{ language: string; imageRequired: string; minLocations: string }>(async (request) => {
      const language = parseLanguage(request.params.language);
      const imageRequired = request.params.imageRequired === 'true';
      const minLocations = Number(request.params.minLocations);
      if (!Number.isInteger(minLocations) || minLocations < 0) throw new BadUserInputError('minLocations must be a whole number.', { minLocations: 'INVALID' });
      const countries = await prisma.country.findMany({ include: { locations: true } });
      return countries
        .map((c) => ({
          _id: c.id,
          name: localizedName(c, language),
          locations: c.locations
            .filter((l) => !imageRequired || l.image)
            .map((l) => ({ _id: l.id, name: localizedName(l, language), latitude: l.latitude.toNumber(), longitude: l.longitude.toNumber(), image: l.image }))
            .sort((a, b) => a.name.localeCompare(b.name, language)),
        }))
        .filter((c) => c.locations.length >= minLocations)
        .sort((a, b) => a.name.localeCompare(b.name, language));
    }),
  );
}
