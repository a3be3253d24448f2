import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { apolloClient } from '../apollo.ts';

/**
 * Gives its children the app's Apollo client.
 *
 * Why not one ApolloProvider at the root: Apollo Client with its cache is about 50 KB of
 * gzipped JS, a third of the home page's budget (150 KB), and the home page's first paint (header,
 * hero) needs no data. So only code-split parts that query wrap themselves in this provider,
 * and Apollo is fetched with them. Every DataProvider shares the same client and cache.
 *
 * A client provided higher up wins, so tests can wrap a page in MockedProvider.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const { client } = useContext(getApolloContext());
  if (client) return children;
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
