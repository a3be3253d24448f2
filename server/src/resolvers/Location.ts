import type { LocalizedTextResolvers, LocationResolvers } from '../__generated__/resolvers-types.ts';
import { imageUrl } from '../lib/urls.ts';

export const Location: LocationResolvers = {
  names: (location) => location,
  latitude: (location) => location.latitude.toNumber(),
  longitude: (location) => location.longitude.toNumber(),
  imageUrl: (location, _, { publicUrl }) => imageUrl(publicUrl, 'locations', location.image),
  carCount: (location, _, { loaders }) => loaders.locationCarCount.load(location.id),
};

export const LocalizedText: LocalizedTextResolvers = {
  en: (location) => location.nameEn,
  fr: (location) => location.nameFr,
  es: (location) => location.nameEs,
};
