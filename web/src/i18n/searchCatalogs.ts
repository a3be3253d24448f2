import type { SearchCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { catalogOf, loadOnce } from './loadOnce.ts';

// The search results page's texts (its cards, filters, sort, paging and summary), loaded with that
// page: in the app catalog they weighed on the home route's first load in every language and put
// French and Spanish over the 150 kB budget (docs/decisions/004). Found by file name
// (catalogOf); allCatalogs.test.ts holds the keys.
const searchFiles = import.meta.glob<SearchCatalog>('./messages/search/*.json', { import: 'default' });

/** The search results page's catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadSearchCatalog = loadOnce((language: Language): Promise<SearchCatalog> => catalogOf(searchFiles, language));
