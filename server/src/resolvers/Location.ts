import type { LocalizedTextResolvers, LocationResolvers, OpeningHoursResolvers } from '../__generated__/resolvers-types.ts';
import { imageUrl } from '../lib/urls.ts';
import { addressOf } from '../services/locations/locations.ts';
import { nameIn, nameRows } from '../services/i18n/names.ts';

export const Location: LocationResolvers = {
  names: (location) => location,
  nameValues: (location) => nameRows(location.names).map(({ language, name }) => ({ language, value: name })),
  latitude: (location) => location.latitude.toNumber(),
  longitude: (location) => location.longitude.toNumber(),
  imageUrl: (location, _, { publicUrl }) => imageUrl(publicUrl, 'locations', location.image),
  carCount: (location, _, { loaders }) => loaders.locationCarCount.load(location.id),
  address: async (location, _, { loaders }) => addressOf(location, await loaders.country.load(location.countryId)),
  // Every place keeps the business's hours (the settings): one rule, checked by the date rules.
  openingHours: (_, __, { settings }) => settings,
};

/** An hour as `HH:mm` (time parts padded, product decisions). */
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const OpeningHours: OpeningHoursResolvers = {
  opens: (hours) => hourLabel(hours.openingHour),
  closes: (hours) => hourLabel(hours.closingHour),
};

export const LocalizedText: LocalizedTextResolvers = {
  // A language with no row reads the English name (docs/decisions/049).
  en: (location) => nameIn(location.names, 'en'),
  fr: (location) => nameIn(location.names, 'fr'),
  es: (location) => nameIn(location.names, 'es'),
};
