import type { AccountCatalog, BookingsCatalog, CheckoutCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { catalogOf, loadOnce } from './loadOnce.ts';

// The catalogs of the routes behind the first page (checkout, the driver's own pages, bookings):
// in their own module, imported only by those routes' message providers, so neither their
// catalogs nor these loaders are part of the home route's first load (docs/decisions/007, 044).

/**
 * The checkout's texts (booking form, card form, status page), loaded with the checkout routes
 * for the same reason as the home sections' (docs/decisions/007): in the app catalog they
 * would push the home route's first load past its budget in French and Spanish.
 */
const checkoutFiles = import.meta.glob<CheckoutCatalog>('./messages/checkout/*.json', { import: 'default' });

/** The checkout catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadCheckoutCatalog = loadOnce((language: Language): Promise<CheckoutCatalog> => catalogOf(checkoutFiles, language));

/**
 * The driver's own pages' texts (notifications, settings), loaded with those routes for the
 * same reason as the checkout's: the app catalog is part of every first load.
 */
const accountFiles = import.meta.glob<AccountCatalog>('./messages/account/*.json', { import: 'default' });

/** The account catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadAccountCatalog = loadOnce((language: Language): Promise<AccountCatalog> => catalogOf(accountFiles, language));

// ── bookings (issue 13): the /bookings and /booking texts, loaded with those routes like the checkout's.

const bookingsFiles = import.meta.glob<BookingsCatalog>('./messages/bookings/*.json', { import: 'default' });

/** The bookings catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadBookingsCatalog = loadOnce((language: Language): Promise<BookingsCatalog> => catalogOf(bookingsFiles, language));
