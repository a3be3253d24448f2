/**
 * The search page's supplier filter in the URL (`/search?suppliers=id1,id2`). Its own tiny
 * module: the home page's supplier showcase links with it, and lib/search.ts (dates, rules) is
 * not worth loading for that.
 */
export const SUPPLIERS_PARAM = 'suppliers';

/**
 * A search filtered by a supplier. A search needs a place and dates, which the search page asks
 * for first, keeping the filter.
 */
export function supplierSearchPath(supplierId: string): string {
  return `/search?${new URLSearchParams({ [SUPPLIERS_PARAM]: supplierId }).toString()}`;
}
