/**
 * Fixed business constants the settings publish (services/settings/settings.ts) and the services
 * enforce: page sizes and the deposit filter's thresholds. A leaf module, so settings.ts need not
 * import the search or car services that check them (which would close an import cycle through
 * pricing/quotes.ts, server/test/architecture/import-cycles.test.ts).
 */

/** Cars per page of search results (spec §9). */
export const SEARCH_PAGE_SIZE = 15;
/** Deposit filter thresholds, USD. */
export const DEPOSIT_THRESHOLDS = [250, 500, 750] as const;
/** Cars per page of a car list when `first` is left out (services/cars, graphql/limits.ts). */
export const CARS_PAGE_SIZE = 15;
/** The largest page any list accepts. */
export const MAX_PAGE_SIZE = 100;
/** Locations, suppliers and notifications come in pages of 30 (product decisions). */
export const LIST_PAGE_SIZE = 30;
