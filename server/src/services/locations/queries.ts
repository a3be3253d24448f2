/**
 * The locations domain's hand-written statements (issue 26, point 5), called by locations.ts.
 */
import { Prisma, type PrismaClient } from '../../db/prisma.ts';
import type { Names } from '../i18n/names.ts';
import type { Country, Location } from '../../__generated__/prisma/client.ts';
import { locationRow } from '../../db/rows.ts';

/**
 * The pick-up locations of the given cars, one entry per (car, location) pair, in no particular
 * order. One statement (a join), not Prisma's include, which would cost two.
 */
export async function carLocationRows(prisma: PrismaClient, carIds: readonly string[]): Promise<{ carId: string; location: NamedLocation }[]> {
  const rows = await prisma.$queryRaw<(Omit<NamedLocation, 'names'> & { carId: string; names: string })[]>`
    SELECT cl.car_id AS "carId", l.id, l.country_id AS "countryId", location_names_json(l.id)::text AS names,
           l.latitude, l.longitude, l.image, l.created_at AS "createdAt"
      FROM car_locations cl JOIN locations l ON l.id = cl.location_id
     WHERE cl.car_id = ANY(${[...carIds]}::uuid[])`;
  return rows.map(({ carId, names, ...row }) => ({
    carId,
    location: {
      ...row,
      names: JSON.parse(names) as Names,
      latitude: new Prisma.Decimal(row.latitude),
      longitude: new Prisma.Decimal(row.longitude),
    },
  }));
}

/** Every location with its names by language: one statement (Prisma's include would cost two). */
export async function allLocationRows(prisma: PrismaClient): Promise<NamedLocation[]> {
  const rows = await prisma.$queryRawUnsafe<{ row: string }[]>(`SELECT ${locationRow.sql('l')} AS row FROM locations l`);
  return rows.map((r) => locationRow.decode(r.row));
}

/**
 * Every country with its names and its locations (each with its names): one statement, where
 * Prisma's nested include costs four (countries, their names, locations, theirs).
 */
export async function countryLocationRows(prisma: PrismaClient): Promise<(NamedCountry & { locations: NamedLocation[] })[]> {
  const rows = await prisma.$queryRawUnsafe<{ id: string; code: string; created_at: Date; names: string; locations: string }[]>(
    `SELECT k.id, k.code, k.created_at, country_names_json(k.id)::text AS names,
            (SELECT coalesce(json_agg(${locationRow.json('l')}), '[]'::json) FROM locations l WHERE l.country_id = k.id)::text AS locations
       FROM countries k`,
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    createdAt: r.created_at,
    names: JSON.parse(r.names) as Names,
    locations: (JSON.parse(r.locations) as unknown[][]).map((l) => locationRow.fromArray(l)),
  }));
}

/** The locations of `ids` (any order) with their names: one statement. */
export async function locationRowsByIds(prisma: PrismaClient, ids: readonly string[]): Promise<NamedLocation[]> {
  const rows = await prisma.$queryRawUnsafe<{ row: string }[]>(`SELECT ${locationRow.sql('l')} AS row FROM locations l WHERE l.id = ANY($1::uuid[])`, [...ids]);
  return rows.map((r) => locationRow.decode(r.row));
}

/** The countries of `ids` (any order) with their names: one statement. */
export async function countryRowsByIds(prisma: PrismaClient, ids: readonly string[]): Promise<NamedCountry[]> {
  const rows = await prisma.$queryRaw<{ id: string; code: string; created_at: Date; names: string }[]>`
    SELECT k.id, k.code, k.created_at, country_names_json(k.id)::text AS names FROM countries k WHERE k.id = ANY(${[...ids]}::uuid[])`;
  return rows.map((r) => ({ id: r.id, code: r.code, createdAt: r.created_at, names: JSON.parse(r.names) as Names }));
}

/** A location with its names by language (location_names rows, docs/decisions/049). */
export type NamedLocation = Location & { names: Names };
/** A country with its names by language (country_names rows). */
export type NamedCountry = Country & { names: Names };
