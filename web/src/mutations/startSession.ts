import type { ApolloClient } from '@apollo/client';
import type { MeQuery as MeData } from '../__generated__/graphql.ts';
import { MeQuery } from '../auth/documents.ts';

type Me = NonNullable<MeData['me']>;

/**
 * A new session begins in this tab: nothing cached for whoever used it before (a session that
 * ended elsewhere leaves its bookings, notifications and bell count in the cache) may show to the
 * one signing in now. Empties the cache, then records the new user as `me`.
 */
export async function startSession(client: ApolloClient, user: Me): Promise<void> {
  await client.clearStore();
  client.writeQuery({ query: MeQuery, data: { me: user } });
}
