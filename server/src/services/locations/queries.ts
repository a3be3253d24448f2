/**
 * The locations domain's hand-written statements (issue 26, point 5), called by locations.ts.
 */
import { Prisma, type PrismaClient } from '../../db/prisma.ts';
import type { Location } from '../../__generated__/prisma/client.ts';

/**
 * The pick-up locations of the given cars, one entry per (car, location) pair, in no particular
 * order. One statement (a join), not Prisma's include, which would cost two.
 */
export async function carLocationRows(prisma: PrismaClient, carIds: readonly string[]): Promise<{ carId: string; location: Location }[]> {
  const rows = await prisma.$queryRaw<(Location & { carId: string })[]>`
    SELECT cl.car_id AS "carId", l.id, l.country_id AS "countryId", l.name_en AS "nameEn", l.name_fr AS "nameFr",
           l.name_es AS "nameEs", l.latitude, l.longitude, l.image, l.created_at AS "createdAt"
      FROM car_locations cl JOIN locations l ON l.id = cl.location_id
     WHERE cl.car_id = ANY(${[...carIds]}::uuid[])`;
  return rows.map(({ carId, ...row }) => ({
    carId,
    location: { ...row, latitude: new Prisma.Decimal(row.latitude), longitude: new Prisma.Decimal(row.longitude) },
  }));
}
