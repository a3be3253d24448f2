import type { PlacesCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { loadOnce } from './loadOnce.ts';

// The /locations and /suppliers texts (issue 14), loaded with those pages. Only they import this
// module, so neither the catalogs nor these loaders are part of the home route's first load.
// Typed: a key missing in French or Spanish is a compile error (test/placesCatalogs.test.ts too).
const placesLoaders: Record<Language, () => Promise<{ default: PlacesCatalog }>> = {
  en: () => import('./messages/places/en.json'),
  fr: () => import('./messages/places/fr.json'),
  es: () => import('./messages/places/es.json'),
  ckb: () => import('./messages/places/ckb.json'),
  ar: () => import('./messages/places/ar.json'),
};

/** The places catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadPlacesCatalog = loadOnce((language: Language): Promise<PlacesCatalog> => placesLoaders[language]().then((module) => module.default));
