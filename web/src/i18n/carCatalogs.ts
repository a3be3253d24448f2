import type { CarCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { catalogOf, loadOnce } from './loadOnce.ts';

// The car page's texts (issue 24 point 1), loaded with that page: they stay out of the home
// route's first load. Found by file name (catalogOf): test/allCatalogs.test.ts holds the keys.
const carFiles = import.meta.glob<CarCatalog>('./messages/car/*.json', { import: 'default' });

/** The car page's catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadCarCatalog = loadOnce((language: Language): Promise<CarCatalog> => catalogOf(carFiles, language));
