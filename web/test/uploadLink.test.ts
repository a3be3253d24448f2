import { ApolloClient, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeLocationsDocument, UploadLicenceDocument } from '../src/__generated__/graphql.ts';
import { createApolloClient } from '../src/apollo.ts';
import { createUploadLink, extractFiles, multipartBody } from '../src/lib/uploadLink.ts';

describe('GraphQL multipart requests (licence upload)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces each file by null and remembers where it was', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const { clone, files } = extractFiles({ input: { file, other: 1, list: [file] } });
    expect(clone).toEqual({ input: { file: null, other: 1, list: [null] } });
    expect(files.get(file)).toEqual(['variables.input.file', 'variables.input.list.0']);
  });

  it('builds operations, map and the file parts in the order of the spec', async () => {
    const file = new File(['png'], 'licence.png', { type: 'image/png' });
    const body = multipartBody({ query: 'mutation X { x }', operationName: 'X', variables: { input: { file } } });
    const names = [...body.keys()];
    expect(names).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(body.get('operations') as string)).toEqual({ query: 'mutation X { x }', operationName: 'X', variables: { input: { file: null } } });
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.input.file'] });
    const part = body.get('0') as File;
    expect(part.name).toBe('licence.png');
    expect(await part.text()).toBe('png');
  });

  it('the app client sends an operation with a file as multipart, with the cookie and the CSRF header', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { uploadLicence: { __typename: 'UploadLicencePayload', name: 'abc.png', temporary: true } } }));
    vi.stubGlobal('fetch', fetch);
    const file = new File(['png'], 'licence.png', { type: 'image/png' });
    const { data } = await createApolloClient().mutate({ mutation: UploadLicenceDocument, variables: { input: { file } } });
    expect(data?.uploadLicence.name).toBe('abc.png');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('apollo-require-preflight')).toBe('true');
    expect(init.body).toBeInstanceOf(FormData);
    expect(((init.body as FormData).get('0') as File).name).toBe('licence.png');
  });

  it('operations without a file still go as JSON', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { locations: [] } }));
    vi.stubGlobal('fetch', fetch);
    await createApolloClient().query({ query: HomeLocationsDocument, variables: { language: 'en' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(typeof init.body).toBe('string');
  });

  it("a server's GraphQL error reaches the caller as one (not a network error)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ errors: [{ message: 'Please add an image.', extensions: { code: 'BAD_USER_INPUT' } }] }, { status: 400 })));
    const client = new ApolloClient({ link: createUploadLink({ uri: '/graphql', headers: {} }), cache: new InMemoryCache() });
    const file = new File([''], 'empty.png', { type: 'image/png' });
    await expect(client.mutate({ mutation: UploadLicenceDocument, variables: { input: { file } } })).rejects.toThrow('Please add an image.');
  });
});
