import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { createCache } from './apolloCache.ts';
import { readAppState } from './ssr/state.ts';
import { createUploadLink, hasFiles } from './lib/uploadLink.ts';

export function createApolloClient(): ApolloClient {
  // Apollo Server's CSRF prevention only runs operations that could not have come from a
  // plain cross-site form: this header forces a preflight (needed for uploads too).
  const headers = { 'apollo-require-preflight': 'true' };
  const http = new HttpLink({
    uri: '/graphql',
    // The session lives in an HttpOnly cookie (product decisions, "Accounts").
    credentials: 'include',
    headers,
  });
  // A page the server rendered carries the answers it rendered from: the first render reads them
  // and, for its first moments, even network-first queries take them rather than asking again.
  const state = readAppState();
  const cache = createCache();
  if (state?.hydrate) cache.restore(state.apollo);
  return new ApolloClient({
    // Operations carrying a file (the licence) go as multipart requests; all others as JSON.
    link: ApolloLink.split((operation) => hasFiles(operation.variables), createUploadLink({ uri: '/graphql', headers }), http),
    cache,
    ssrForceFetchDelay: state?.hydrate ? 1000 : 0,
  });
}

/**
 * The app's one client (one cache). Created when this module is first imported, which is when
 * the first component that needs data loads: see components/DataProvider.tsx.
 */
export const apolloClient = createApolloClient();
