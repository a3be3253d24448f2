import type { PlacesCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { catalogOf, loadOnce } from './loadOnce.ts';

// The /locations and /suppliers texts (issue 14), loaded with those pages. Only they import this
// module, so neither the catalogs nor these loaders are part of the home route's first load.
// Found by file name (catalogOf); test/placesCatalogs.test.ts and allCatalogs.test.ts hold the keys.
const placesFiles = import.meta.glob<PlacesCatalog>('./messages/places/*.json', { import: 'default' });

/** The places catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadPlacesCatalog = loadOnce((language: Language): Promise<PlacesCatalog> => catalogOf(placesFiles, language));
