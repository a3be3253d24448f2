import { useQuery } from '@apollo/client/react';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import { DataProvider } from '../../components/DataProvider.tsx';
import { LocationCard } from '../../components/LocationCard.tsx';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { errorMessageId } from '../../lib/errors.ts';
import { LOCATION_GRID_COLUMNS, LocationsSkeleton } from './LocationsSkeleton.tsx';

const HomeLocationsQuery = graphql(`
  query HomeLocations($language: String) {
    locations(language: $language) {
      id
      ...LocationCard
    }
  }
`);

/** The rental locations, named in the interface language: loading, error, empty or the grid. */
export function HomeLocations() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data, loading, error, refetch } = useQuery(HomeLocationsQuery, { variables: { language } });

  if (loading && !data) return <LocationsSkeleton />;

  if (error) {
    return (
      <Alert color="red" title={intl.formatMessage({ id: 'home.locations.error' })}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{intl.formatMessage({ id: errorMessageId(error) })}</Text>
          {/* A failed refetch shows up in `error` again; nothing to catch here. */}
          <Button size="xs" variant="light" color="red" onClick={() => void refetch().catch(() => {})}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (!data?.locations.length) {
    return <Text c="dimmed">{intl.formatMessage({ id: 'home.locations.empty' })}</Text>;
  }

  return (
    <SimpleGrid cols={LOCATION_GRID_COLUMNS}>
      {data.locations.map((location) => (
        <LocationCard key={location.id} location={location} />
      ))}
    </SimpleGrid>
  );
}

/** Code-split entry point (see HomePage): brings Apollo along with the section that needs it. */
export default function HomeLocationsWithData() {
  return (
    <DataProvider>
      <HomeLocations />
    </DataProvider>
  );
}
