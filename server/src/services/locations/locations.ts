import { z } from 'zod';
import type { PrismaClient } from '../../db/prisma.ts';
import type { ServiceContext } from '../../context.ts';
import type { Country, Location } from '../../__generated__/prisma/client.ts';
import { localizedName, parseLanguage, type Language } from '../i18n/language.ts';
import { withNames, type Names } from '../i18n/names.ts';
import { BadUserInputError } from '../../errors.ts';
import { allLocationRows, carLocationRows, countryLocationRows, countryRowsByIds } from './queries.ts';

export { locationRowsByIds } from './queries.ts';

export type { NamedCountry, NamedLocation } from './queries.ts';
import type { NamedCountry, NamedLocation } from './queries.ts';

export interface LocalizedLocation extends NamedLocation {
  language: Language;
  name: string;
}

export function localize(location: NamedLocation, language: Language): LocalizedLocation {
  return { ...location, language, name: localizedName(location, language) };
}

/** Every rental location, named and sorted in the requested language. */
export async function listLocations(ctx: Pick<ServiceContext, 'db'>, args: { language?: string | null } = {}): Promise<LocalizedLocation[]> {
  const language = parseLanguage(args.language);
  const rows = await allLocationRows(ctx.db);
  return rows
    .map((row) => localize(row, language))
    .sort((a, b) => a.name.localeCompare(b.name, language) || a.id.localeCompare(b.id));
}

/** One page (1-based) of the locations whose name in `language` contains `search` (any case). */
export async function findLocations(
  ctx: Pick<ServiceContext, 'db'>,
  args: { language: Language; search?: string; page: number; size: number },
): Promise<{ locations: LocalizedLocation[]; total: number }> {
  const needle = (args.search ?? '').trim().toLowerCase();
  const all = (await listLocations(ctx, { language: args.language })).filter((l) => !needle || l.name.toLowerCase().includes(needle));
  return { locations: all.slice((args.page - 1) * args.size, args.page * args.size), total: all.length };
}

export interface LocationWithCountry extends LocalizedLocation {
  country: NamedCountry & { name: string };
}

/** One location with its country, named in `language`; null when there is none. */
export async function getLocation(ctx: Pick<ServiceContext, 'db'>, args: { id: string; language: Language }): Promise<LocationWithCountry | null> {
  if (!z.uuid().safeParse(args.id).success) return null;
  const row = await ctx.db.location.findUnique({ where: { id: args.id }, include: { names: true, country: { include: { names: true } } } });
  if (!row) return null;
  const { country, ...location } = row;
  const named = withNames(country);
  return { ...localize(withNames(location), args.language), country: { ...named, name: localizedName(named, args.language) } };
}

/**
 * The id of the location named `name` in `language` (any letter case), or, for a location with
 * no name in `language`, in English (the name it shows); null when none is.
 */
export async function locationIdByName(ctx: Pick<ServiceContext, 'db'>, args: { name: string; language: Language }): Promise<string | null> {
  const name = { equals: args.name.trim(), mode: 'insensitive' } as const;
  const row = await ctx.db.location.findFirst({
    where: {
      OR: [
        { names: { some: { language: args.language, name } } },
        { names: { none: { language: args.language }, some: { language: 'en', name } } },
      ],
    },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return row?.id ?? null;
}

/** Countries with at least `minLocations` locations (with a picture, when `imageRequired`), by name. */
export async function countriesWithLocations(
  ctx: Pick<ServiceContext, 'db'>,
  args: { language: Language; imageRequired: boolean; minLocations: number },
): Promise<(NamedCountry & { name: string; locations: LocalizedLocation[] })[]> {
  const { language } = args;
  const countries = await countryLocationRows(ctx.db);
  return countries
    .map(({ locations, ...c }) => ({
      ...c,
      name: localizedName(c, language),
      locations: locations
        .filter((l) => !args.imageRequired || l.image)
        .map((l) => localize(l, language))
        .sort((a, b) => a.name.localeCompare(b.name, language)),
    }))
    .filter((c) => c.locations.length >= args.minLocations)
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Locations at which each car can be picked up (batched for DataLoader). */
export async function locationsByCarIds(
  prisma: PrismaClient,
  carIds: readonly string[],
  language: Language,
): Promise<LocalizedLocation[][]> {
  const byCar = new Map<string, LocalizedLocation[]>();
  for (const { carId, location } of await carLocationRows(prisma, carIds)) {
    const list = byCar.get(carId) ?? [];
    list.push(localize(location, language));
    byCar.set(carId, list);
  }
  return carIds.map((id) => sortByName(byCar.get(id) ?? [], language));
}

/** Countries by id, each named in every language (batched for DataLoader: Location.address). */
export async function countriesByIds(prisma: PrismaClient, ids: readonly string[]): Promise<(NamedCountry | null)[]> {
  const rows = await countryRowsByIds(prisma, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** A place's address as drivers read it: its name and its country's, in the place's language. */
export function addressOf(location: LocalizedLocation, country: NamedCountry | null): string {
  return country ? `${location.name}, ${localizedName(country, location.language)}` : location.name;
}

/** A car's locations in the language, in the order locationsByCarIds gives them (rows read elsewhere). */
export function localizedCarLocations(locations: readonly NamedLocation[], language: Language): LocalizedLocation[] {
  return sortByName(locations.map((l) => localize(l, language)), language);
}

function sortByName(list: LocalizedLocation[], language: Language): LocalizedLocation[] {
  return list.sort((a, b) => a.name.localeCompare(b.name, language));
}

// ── The /locations page (issue 14)

/** Countries with fewer locations are left off the /locations page (spec §9, "Minimum locations 4"). */
export const MIN_LOCATIONS = 4;
/** Highest page number asked for (as the REST shim's pages), checked before any work. */
const MAX_DIRECTORY_PAGE = 100_000;

export interface DirectoryCountry {
  country: NamedCountry & { name: string };
  locations: LocalizedLocation[];
  /** The country's first locations are on an earlier page. */
  continued: boolean;
}

/**
 * One numbered page (1-based) of the rental locations of the countries that have at least
 * MIN_LOCATIONS of them, countries and locations by name in `language`, grouped by country (a
 * country may go on over the next page). Pages of `settings.pageSizes.lists` (30). The grouping
 * is countriesWithLocations' (the reference's countries-with-locations); a page past the end has
 * no countries. Car counts are Location.carCount's, one batched query for the whole page.
 */
export async function locationDirectory(
  ctx: Pick<ServiceContext, 'db' | 'settings'>,
  args: { language?: string | null; page?: number | null },
): Promise<{ page: number; pageSize: number; totalCount: number; countries: DirectoryCountry[] }> {
  const language = parseLanguage(args.language);
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_DIRECTORY_PAGE) {
    throw new BadUserInputError(`page must be a whole number from 1 to ${MAX_DIRECTORY_PAGE}.`, { page: 'INVALID' });
  }
  const pageSize = ctx.settings.pageSizes.lists;
  const countries = await countriesWithLocations(ctx, { language, imageRequired: false, minLocations: MIN_LOCATIONS });
  const all = countries.flatMap(({ locations, ...country }) => locations.map((location, index) => ({ country, location, index })));
  const groups: DirectoryCountry[] = [];
  for (const { country, location, index } of all.slice((page - 1) * pageSize, page * pageSize)) {
    const last = groups.at(-1);
    if (last?.country.id === country.id) last.locations.push(location);
    else groups.push({ country, locations: [location], continued: index > 0 });
  }
  return { page, pageSize, totalCount: all.length, countries: groups };
}

/**
 * Number of cars that can be picked up at each location (batched for DataLoader): one statement.
 * Only available cars, as the search a location opens shows.
 */
export async function carCountsByLocationIds(prisma: PrismaClient, ids: readonly string[]): Promise<number[]> {
  const groups = await prisma.carLocation.groupBy({
    by: ['locationId'],
    where: { locationId: { in: [...ids] }, car: { available: true } },
    _count: { _all: true },
  });
  const counts = new Map(groups.map((g) => [g.locationId, g._count._all]));
  return ids.map((id) => counts.get(id) ?? 0);
}
