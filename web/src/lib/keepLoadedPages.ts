import type { FieldMergeFunction } from '@apollo/client';

interface Connection {
  edges?: ReadonlyArray<{ cursor?: string | null }>;
  pageInfo?: unknown;
}

/**
 * The merge for a cursor-paginated list field whose later pages are appended into the first
 * page's result (fetchMore + updateQuery, as the bookings list does). When the first page is
 * asked again (coming back to the list: `cache-and-network`), its answer would otherwise replace
 * everything the driver had scrolled through: the list would shrink back to one page under them.
 *
 * When the fresh first page starts exactly as what is cached (same cursors, in order: nothing
 * was added or removed before it), the pages loaded after it are kept, with their page info. Any
 * other difference means the list changed: the fresh page replaces it all, and the driver
 * scrolls on from there. The rows themselves are normalised by id, so a row's fresh data shows
 * wherever it is.
 */
export const keepLoadedPages: FieldMergeFunction<Connection, Connection> = (existing, incoming) => {
  const kept = existing?.edges;
  const fresh = incoming.edges;
  if (!kept || !fresh || fresh.length === 0 || kept.length <= fresh.length) return incoming;
  if (!fresh.every((edge, i) => edge.cursor != null && edge.cursor === kept[i]?.cursor)) return incoming;
  return { ...incoming, edges: [...fresh, ...kept.slice(fresh.length)], pageInfo: existing.pageInfo };
};
