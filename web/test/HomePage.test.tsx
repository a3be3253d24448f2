import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeLocationsDocument } from '../src/__generated__/graphql.ts';
import HomePage from '../src/routes/home/HomePage.tsx';
import { renderWithProviders } from './render.tsx';
import { locationsMock as searchLocationsMock } from './searchMocks.ts';

// The network is mocked at Apollo's link: this tests the page's states, not the server
// (the server's resolvers are tested against PostgreSQL in server/test).
function locationsMock(result: MockLink.MockedResponse['result'], language = 'en'): MockLink.MockedResponse {
  return { request: { query: HomeLocationsDocument, variables: { language } }, result, delay: 20 };
}

const location = (id: string, name: string) => ({ __typename: 'Location', id, name, imageUrl: null });

function renderHome(mocks: MockLink.MockedResponse[], language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <MockedProvider mocks={[...mocks, searchLocationsMock(language)]}>
      <HomePage />
    </MockedProvider>,
    { language },
  );
}

describe('HomePage', () => {
  it('shows the hero with the search form, loaded after the first paint', async () => {
    renderHome([locationsMock({ data: { locations: [] } })]);

    expect(screen.getByRole('heading', { level: 1, name: 'Rent a car in Erbil' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Search' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Return to same location' })).toBeDefined();
  });

  it('shows a skeleton, then the rental locations', async () => {
    renderHome([
      locationsMock({
        data: { locations: [location('1', 'Erbil International Airport'), location('2', 'Erbil Citadel')] },
      }),
    ]);

    expect(screen.getByRole('status').textContent).toBe('Loading rental locations…');

    expect(await screen.findByText('Erbil International Airport')).toBeDefined();
    expect(screen.getByText('Erbil Citadel')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for the names in the interface language', async () => {
    renderHome([locationsMock({ data: { locations: [location('1', 'Aéroport international d’Erbil')] } }, 'fr')], 'fr');

    expect(await screen.findByText('Aéroport international d’Erbil')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Nos agences de location' })).toBeDefined();
  });

  it('says so when there is no location', async () => {
    renderHome([locationsMock({ data: { locations: [] } })]);

    expect(await screen.findByText('No rental locations are available yet.')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a translated error with a retry button when the query fails', async () => {
    renderHome([
      locationsMock({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      locationsMock({ data: { locations: [location('1', 'Erbil International Airport')] } }),
    ]);

    expect(await screen.findByText('The rental locations could not be loaded.')).toBeDefined();
    expect(screen.getByText('An unhandled error occurred.')).toBeDefined();

    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Erbil International Airport')).toBeDefined();
  });
});
