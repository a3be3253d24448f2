/**
 * The locations domain's hand-written statements (issue 26, point 5), called by locations.ts.
 */
import { Prisma, type PrismaClient } from '../../db/prisma.ts';
import type { Names } from '../i18n/names.ts';
import type { NamedLocation } from './locations.ts';

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
