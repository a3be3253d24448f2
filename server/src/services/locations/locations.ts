import type { PrismaClient } from '../../db/prisma.ts';
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
  const links = await prisma.carLocation.findMany({
    where: { carId: { in: [...carIds] } },
    include: { location: true },
  });
  const byCar = new Map<string, LocalizedLocation[]>();
  for (const link of links) {
    const list = byCar.get(link.carId) ?? [];
    list.push(localize(link.location, language));
    byCar.set(link.carId, list);
  }
  return carIds.map((id) => (byCar.get(id) ?? []).sort((a, b) => a.name.localeCompare(b.name, language)));
}
