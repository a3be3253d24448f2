import type { SearchCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { loadOnce } from './loadOnce.ts';

// The search results page's texts (its cards, filters, sort, paging and summary), loaded with that
// page: in the app catalog they weighed on the home route's first load in every language and put
// French and Spanish over the 150 kB budget (docs/decisions/004). Typed: a key missing in French
// or Spanish is a compile error.
const searchLoaders: Record<Language, () => Promise<{ default: SearchCatalog }>> = {
  en: () => import('./messages/search/en.json'),
  fr: () => import('./messages/search/fr.json'),
  es: () => import('./messages/search/es.json'),
  ckb: () => import('./messages/search/ckb.json'),
  ar: () => import('./messages/search/ar.json'),
};

/** The search results page's catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadSearchCatalog = loadOnce((language: Language): Promise<SearchCatalog> => searchLoaders[language]().then((module) => module.default));
