import { InMemoryCache } from '@apollo/client';
import { keepLoadedPages } from './lib/keepLoadedPages.ts';

/** The app's cache, with its field policies (the tests' mocked client uses the same). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Coming back to the bookings list keeps the pages loaded before (lib/keepLoadedPages.ts).
    typePolicies: { Query: { fields: { bookings: { merge: keepLoadedPages } } } },
  });
}
