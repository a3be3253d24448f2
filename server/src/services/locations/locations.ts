import { Prisma, type PrismaClient } from '../../db/prisma.ts';
import type { Location } from '../../__generated__/prisma/client.ts';
import { localizedName, parseLanguage, type Language } from '../i18n/language.ts';

export interface LocalizedLocation extends Location {
  language: Language;
  name: string;
}

function localize(location: Location, language: Language): LocalizedLocation {
  return { ...location, language, name: localizedName(location, language) };
}

/** Every rental location, named and sorted in the requested language. */
export async function listLocations(prisma: PrismaClient, languageArg?: string | null): Promise<LocalizedLocation[]> {
  const language = parseLanguage(languageArg);
  const rows = await prisma.location.findMany();
  return rows
    .map((row) => localize(row, language))
    .sort((a, b) => a.name.localeCompare(b.name, language) || a.id.localeCompare(b.id));
}

/** Locations at which each car can be picked up (batched for DataLoader). */
export async function locationsByCarIds(
  prisma: PrismaClient,
  carIds: readonly string[],
  language: Language,
): Promise<LocalizedLocation[][]> {
  // One statement (a join), not Prisma's include, which would cost two.
  const rows = await prisma.$queryRaw<(Location & { carId: string })[]>`
    SELECT cl.car_id AS "carId", l.id, l.country_id AS "countryId", l.name_en AS "nameEn", l.name_fr AS "nameFr",
           l.name_es AS "nameEs", l.latitude, l.longitude, l.image, l.created_at AS "createdAt"
      FROM car_locations cl JOIN locations l ON l.id = cl.location_id
     WHERE cl.car_id = ANY(${[...carIds]}::uuid[])`;
  const byCar = new Map<string, LocalizedLocation[]>();
  for (const { carId, ...row } of rows) {
    const location: Location = { ...row, latitude: new Prisma.Decimal(row.latitude), longitude: new Prisma.Decimal(row.longitude) };
    const list = byCar.get(carId) ?? [];
    list.push(localize(location, language));
    byCar.set(carId, list);
  }
  return carIds.map((id) => (byCar.get(id) ?? []).sort((a, b) => a.name.localeCompare(b.name, language)));
}
