import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Names } from '../services/i18n/names.ts';
import { LANGUAGES, localizedName } from '../services/i18n/language.ts';
import {
  countriesWithLocations,
  findLocations,
  getLocation,
  listLocations,
  locationIdByName,
  type LocalizedLocation,
  type NamedCountry,
} from '../services/locations/locations.ts';
import { flag, language, PageParams, paged, parse, text } from './http.ts';

/**
 * Location paths of the REST shim, in the reference platform's shapes: `_id`, the name in the
 * asked language, and (for one location) every language's name as `values`.
 */

function locationShape(l: LocalizedLocation) {
  return { _id: l.id, name: l.name, latitude: l.latitude.toNumber(), longitude: l.longitude.toNumber(), image: l.image };
}

/**
 * The reference's `values`: one `{ _id, language, value }` per interface language (a language
 * with no name row reads the English name). Name rows have no id of their own (their key is the
 * place and the language), so each value's `_id` is made from its record's id and language:
 * stable, unique.
 */
function values(row: { id: string; names: Names }) {
  return LANGUAGES.map((lang) => ({ _id: `${row.id}-${lang}`, language: lang, value: localizedName(row, lang) }));
}

function countryShape(c: NamedCountry & { name: string }) {
  return { _id: c.id, name: c.name, values: values(c) };
}

const LanguageParams = z.object({ language });
const LocationsParams = PageParams.extend({ language });
const SearchQuery = z.object({ s: text(100).optional() });
const IdParams = z.object({ id: text(100), language });
const NameParams = z.object({ name: text(100), language });
const CountriesParams = z.object({
  language,
  imageRequired: flag,
  minLocations: z.coerce.number({ error: 'minLocations must be a number.' }).int('minLocations must be a whole number.').min(0).max(10_000),
});

export function registerLocationRoutes(api: FastifyInstance): void {
  api.get('/api/locations-with-position/:language', async (request) => {
    const params = parse(LanguageParams, request.params);
    return (await listLocations(request.ctx, params)).map(locationShape);
  });

  api.get('/api/locations/:page/:size/:language', async (request) => {
    const { page, size, language: lang } = parse(LocationsParams, request.params);
    const { s } = parse(SearchQuery, request.query);
    const { locations, total } = await findLocations(request.ctx, { language: lang, search: s, page, size });
    return paged(locations.map(locationShape), total);
  });

  api.get('/api/location/:id/:language', async (request, reply) => {
    const params = parse(IdParams, request.params);
    const location = await getLocation(request.ctx, params);
    if (!location) return reply.code(204).send();
    return { ...locationShape(location), values: values(location), country: countryShape(location.country) };
  });

  // The id of a location by its name, as a JSON string (the reference's answer), or 204.
  api.get('/api/location-id/:name/:language', async (request, reply) => {
    const params = parse(NameParams, request.params);
    const id = await locationIdByName(request.ctx, params);
    if (!id) return reply.code(204).send();
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(id));
  });

  api.get('/api/countries-with-locations/:language/:imageRequired/:minLocations', async (request) => {
    const params = parse(CountriesParams, request.params);
    return (await countriesWithLocations(request.ctx, params)).map((c) => ({ ...countryShape(c), locations: c.locations.map(locationShape) }));
  });
}
