import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      // The session lives in an HttpOnly cookie (product decisions, "Accounts").
      credentials: 'include',
      // Apollo Server's CSRF prevention only runs operations that could not have come from a
      // plain cross-site form: this header forces a preflight (needed for uploads too).
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache(),
  });
}

/**
 * The app's one client (one cache). Created when this module is first imported, which is when
 * the first component that needs data loads: see components/DataProvider.tsx.
 */
export const apolloClient = createApolloClient();
