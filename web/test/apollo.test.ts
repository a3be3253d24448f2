import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeLocationsDocument } from '../src/__generated__/graphql.ts';
import { createApolloClient } from '../src/apollo.ts';

describe('createApolloClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts to /graphql with the session cookie and the CSRF-prevention header', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { locations: [] } }));
    vi.stubGlobal('fetch', fetch);

    await createApolloClient().query({ query: HomeLocationsDocument, variables: { language: 'fr' } });

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('apollo-require-preflight')).toBe('true');
    expect(JSON.parse(init.body as string).variables).toEqual({ language: 'fr' });
  });
});
