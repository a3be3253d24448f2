import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { defaultPeriod } from '@shared/rentalPeriod.ts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../src/AppProviders.tsx';
import { SearchFormLocationsDocument, SettingsDocument } from '../src/__generated__/graphql.ts';
import { SearchForm } from '../src/components/search/SearchForm.tsx';
import { NowContext } from '../src/hooks/useNow.ts';
import { criteriaSearch, type Criteria } from '../src/lib/search.ts';
import { locationsMock } from './searchMocks.ts';
import { DEFAULT_SETTINGS } from './settingsMocks.ts';

/**
 * The search form as the server renders it, submitted by a browser that runs no script (issue 25
 * point 4): the browser's own GET of /search carries the criteria the script would put in the URL.
 */

const NOW = new Date('2030-06-14T09:00:00.000Z');

/** The server's markup of the form (the locations and settings already in the cache, as the server's render has them). */
function serverMarkup(initial?: Partial<Criteria>): string {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: SettingsDocument, data: { settings: DEFAULT_SETTINGS } });
  const locations = locationsMock().result as { data: { locations: { __typename: 'Location'; id: string; name: string }[] } };
  cache.writeQuery({ query: SearchFormLocationsDocument, variables: { language: 'en' }, data: locations.data });
  const client = new ApolloClient({ cache, link: ApolloLink.empty(), ssrMode: true });
  const router = createMemoryRouter([{ path: '/', element: <SearchForm initial={initial} /> }]);
  return renderToString(
    <NowContext value={NOW}>
      <ApolloProvider client={client}>
        <AppProviders language="en" env="test">
          <RouterProvider router={router} />
        </AppProviders>
      </ApolloProvider>
    </NowContext>,
  );
}

/** The form in the markup, read as a browser without script reads it (a parsed document has none). */
function scriptlessForm(markup: string): HTMLFormElement {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${markup}`, 'text/html');
  return document.querySelector('form')!;
}

/** What submitting the form asks for: its action and its fields, as a query string. */
function submission(form: HTMLFormElement): { method: string; action: string; query: URLSearchParams } {
  const query = new URLSearchParams();
  for (const element of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement)[]) {
    if (!element.name || element.disabled) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
    query.append(element.name, element.value);
  }
  return { method: form.getAttribute('method') ?? '', action: form.getAttribute('action') ?? '', query };
}

describe('SearchForm without the script', () => {
  it('searches on the default period from the first place, as the script would', () => {
    const { method, action, query } = submission(scriptlessForm(serverMarkup()));
    expect(method).toBe('get');
    expect(action).toBe('/search');
    const { from, to } = defaultPeriod(DEFAULT_SETTINGS.timeZone, NOW);
    // An empty drop-off is a return to the pick-up place (lib/search.ts readCriteria).
    expect(query.toString()).toBe(new URLSearchParams({ pickup: 'loc-airport', dropoff: '', from, to }).toString());
  });

  it("keeps the form's criteria: another drop-off place and the period given", () => {
    const criteria: Criteria = { pickup: 'loc-citadel', dropoff: 'loc-airport', from: '2030-07-01T07:00:00.000Z', to: '2030-07-03T07:00:00.000Z' };
    const { query } = submission(scriptlessForm(serverMarkup(criteria)));
    expect(query.toString()).toBe(criteriaSearch(criteria));
  });
});
