import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MeQuery } from '../src/auth/documents.ts';
import { startSession } from '../src/mutations/startSession.ts';
import { UnreadNotificationCountDocument } from '../src/__generated__/graphql.ts';
import { driver } from './accountMocks.ts';

describe('a sign-in in a tab another driver used', () => {
  it('leaves nothing of the previous driver in the cache (their bell count, their data), and records the new driver as me', async () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
    client.writeQuery({ query: MeQuery, data: { me: driver({ id: 'a', fullName: 'Avin A' }) } });
    client.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: 7 } });

    await startSession(client, driver({ id: 'b', fullName: 'Bahar B' }));

    expect(client.readQuery({ query: UnreadNotificationCountDocument })).toBeNull();
    expect(client.readQuery({ query: MeQuery })?.me).toMatchObject({ id: 'b', fullName: 'Bahar B' });
    expect(JSON.stringify(client.cache.extract())).not.toContain('Avin A');
  });
});
