import type en from './messages/en.json';
import type checkoutEn from './messages/checkout/en.json';
import type bookingsEn from './messages/bookings/en.json';
import type homeEn from './messages/home/en.json';
import type accountEn from './messages/account/en.json';
import type aboutEn from './messages/about/en.json';
import type blogEn from './messages/blog/en.json';
import type placesEn from './messages/places/en.json';
import type carEn from './messages/car/en.json';
import type searchEn from './messages/search/en.json';
import type { Language } from './languages.ts';
import type { ShellMessageId } from './shellCatalogs.ts';
import { catalogOf, loadOnce } from './loadOnce.ts';

/** The ids of the app catalog (messages/<language>.json), taken from the English one. */
export type AppMessageId = keyof typeof en;

/**
 * The ids of the home page's sections below the hero (messages/home/<language>.json). They
 * resolve only inside `<HomeMessages>` (routes/home/HomeMessages.tsx), which loads them.
 */
export type HomeMessageId = keyof typeof homeEn;

/**
 * The ids of the checkout's texts (messages/checkout/<language>.json). They resolve only inside
 * `<CheckoutMessages>` (routes/checkout/CheckoutMessages.tsx), which loads them.
 */
export type CheckoutMessageId = keyof typeof checkoutEn;

/**
 * The ids of the driver's own pages (notifications, settings, e-mail change confirmation;
 * messages/account/<language>.json). They resolve only inside `<AccountMessages>`
 * (routes/account/AccountMessages.tsx), which loads them.
 */
export type AccountMessageId = keyof typeof accountEn;

/**
 * The ids of the bookings pages' texts (messages/bookings/<language>.json). They resolve only
 * inside `<BookingsMessages>` (routes/bookings/BookingsMessages.tsx), which loads them.
 */
export type BookingsMessageId = keyof typeof bookingsEn;

/**
 * The ids of the content pages that code names directly (the about page's buttons, the blog's
 * picture and links). The rest of
 * the content catalogs is rendered from their keys (routes/info/ContentBlocks.tsx).
 */
export type ContentMessageId = keyof typeof aboutEn | keyof typeof blogEn;

/** Every message id. */
export type MessageId = AppMessageId | HomeMessageId | CheckoutMessageId | BookingsMessageId | AccountMessageId | ContentMessageId | PlacesMessageId | CarMessageId | SearchMessageId | ShellMessageId;

export type Catalog = Record<AppMessageId, string>;
export type HomeCatalog = Record<HomeMessageId, string>;
export type CheckoutCatalog = Record<CheckoutMessageId, string>;
export type AccountCatalog = Record<AccountMessageId, string>;

/**
 * No catalog is bundled with the app: each language's is a chunk of its own (the server sends the
 * first page's in the page's state, so a page it rendered loads none; docs/decisions/044).
 * main.tsx has the start-up language's catalog before the first render; the header's switch
 * waits for the new one.
 *
 * Why: every visitor downloads what the entry bundles before the page answers, and each catalog
 * grows with every screen. With the account screens the three together cost about 5.7 KB gzipped
 * of the home route's budget (docs/decisions/004); the English one alone 5.2 KB (044). In the
 * page's state it is data (JSON, never run as script), read once.
 *
 * Each area's catalogs are found by file name (`catalogOf`, one glob per area), so a new
 * language's files need no code; test/allCatalogs.test.ts holds every language's keys to the
 * English ones (nothing missing, nothing extra) and every area to every language.
 */
const appFiles = import.meta.glob<Catalog>('./messages/*.json', { import: 'default' });

const loaded: Partial<Record<Language, Catalog>> = {};

/** The catalog of `language` if it is already here, else undefined. */
export function loadedCatalog(language: Language): Catalog | undefined {
  return loaded[language];
}

/** A catalog that came another way than its chunk (the page's state, ssr/state.ts). */
export function provideCatalog(language: Language, catalog: Catalog) {
  loaded[language] ??= catalog;
}

/** Fetches the catalog of `language` once; later calls resolve at once. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const ready = loaded[language];
  if (ready) return ready;
  const catalog = await catalogOf(appFiles, language);
  loaded[language] = catalog;
  return catalog;
}

/**
 * The home page's marketing and map texts: a catalog of their own in every language, English
 * included, fetched with the sections that show them (docs/decisions/007). They would
 * otherwise weigh on every page's first load, and the home route's budget has no room left.
 * Found by file name as above (catalogOf).
 */
const homeFiles = import.meta.glob<HomeCatalog>('./messages/home/*.json', { import: 'default' });

/**
 * The home catalog of `language`, fetched once. Always the same promise for a language (React's
 * `use()` needs that); a failed fetch is forgotten, so the next render tries again.
 */
export const loadHomeCatalog = loadOnce((language: Language): Promise<HomeCatalog> => catalogOf(homeFiles, language));

// The checkout's, the driver's own pages' and the bookings pages' loaders are in
// routeCatalogs.ts, imported only by those routes, so they stay out of the first load.
export type BookingsCatalog = Record<BookingsMessageId, string>;

// Registers the ids with react-intl, so `<FormattedMessage id="...">` and `formatMessage`
// reject an id that is not in the catalogs at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

// ── content pages (issue 14): their catalogs' loaders are in contentCatalogs.ts, imported only by
// the content pages, so those loaders stay out of the home route's first load.
export type ContentCatalog = Record<string, string>;

// ── places (issue 14): the /locations and /suppliers texts. Their loaders are in placesCatalogs.ts,
// imported only by those pages, so they stay out of the home route's first load (as contentCatalogs.ts).
/**
 * The ids of the /locations and /suppliers pages' texts (messages/places/<language>.json). They
 * resolve only inside `<PlacesMessages>` (routes/info/PlacesMessages.tsx), which loads them.
 */
export type PlacesMessageId = keyof typeof placesEn;
export type PlacesCatalog = Record<PlacesMessageId, string>;

/** The car page's texts (issue 24 point 1), loaded with the page (i18n/carCatalogs.ts). */
export type CarMessageId = keyof typeof carEn;
export type CarCatalog = Record<CarMessageId, string>;

/** The search results page's texts (cards, filters, sort, paging), loaded with the page (i18n/searchCatalogs.ts). */
export type SearchMessageId = keyof typeof searchEn;
export type SearchCatalog = Record<SearchMessageId, string>;
