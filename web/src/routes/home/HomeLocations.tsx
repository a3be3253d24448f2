import { useQuery } from '@apollo/client/react';
import { Box, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import { DataProvider } from '../../components/DataProvider.tsx';
import { LocationCard } from '../../components/LocationCard.tsx';
import type { LocationChoice } from '../../components/search/SearchForm.tsx';
import type { LocationsMapLocationFragment } from '../../__generated__/graphql.ts';
import { useNearViewport } from '../../hooks/useNearViewport.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { errorMessageId } from '../../lib/errors.ts';
import { HomeMessages } from './HomeMessages.tsx';
import { LOCATION_GRID_COLUMNS, LocationsSkeleton } from './LocationsSkeleton.tsx';

// Leaflet (about 40 KB gzipped, with its CSS) comes only when the map nears the viewport.
const LocationsMap = lazy(() => import('./LocationsMap.tsx'));

/** Height of the map and of its placeholder (px), so nothing moves when it arrives. */
const MAP_HEIGHT = 400;

const HomeLocationsQuery = graphql(`
  query HomeLocations($language: String) {
    locations(language: $language) {
      id
      ...LocationCard
      ...LocationsMapLocation
    }
  }
`);

interface HomeLocationsProps {
  /** Called when a location is chosen on the map as pick-up or drop-off. */
  onChoose: (choice: LocationChoice) => void;
}

/** The map, once its placeholder nears the viewport; a skeleton until then and while it loads. */
function MapWhenNear({ locations, onChoose }: HomeLocationsProps & { locations: LocationsMapLocationFragment[] }) {
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const skeleton = <Skeleton h={MAP_HEIGHT} />;
  return (
    <Box ref={placeholder} mih={MAP_HEIGHT}>
      {near ? (
        <Suspense fallback={skeleton}>
          <HomeMessages>
            <LocationsMap locations={locations} onChoose={onChoose} height={MAP_HEIGHT} />
          </HomeMessages>
        </Suspense>
      ) : (
        skeleton
      )}
    </Box>
  );
}

/**
 * The rental locations, named in the interface language: loading, error, empty, or the map
 * (each place can fill the search form) above the grid of cards (each fills the form's pick-up
 * location and brings the form into view, focused).
 */
export function HomeLocations({ onChoose }: HomeLocationsProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data, loading, error, refetch } = useQuery(HomeLocationsQuery, { variables: { language } });

  if (loading && !data) return <LocationsSkeleton />;

  if (error) {
    return (
      <RetryAlert
        title={intl.formatMessage({ id: 'home.locations.error' })}
        message={intl.formatMessage({ id: errorMessageId(error) })}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }

  if (!data?.locations.length) {
    return <Text c="dimmed">{intl.formatMessage({ id: 'home.locations.empty' })}</Text>;
  }

  return (
    <Stack gap="lg">
      <MapWhenNear locations={data.locations} onChoose={onChoose} />
      <SimpleGrid cols={LOCATION_GRID_COLUMNS}>
        {data.locations.map((location) => (
          <LocationCard
            key={location.id}
            location={location}
            pick={{
              label: intl.formatMessage({ id: 'home.locations.pickHere' }),
              onPick: () => onChoose({ field: 'pickup', locationId: location.id, focus: true }),
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Code-split entry point (see HomePage): brings Apollo along with the section that needs it. */
export default function HomeLocationsWithData({ onChoose }: HomeLocationsProps) {
  // The cards' "Pick up here" is a home message (docs/decisions/007): the home catalog comes with them.
  return (
    <DataProvider>
      <Suspense fallback={<LocationsSkeleton />}>
        <HomeMessages>
          <HomeLocations onChoose={onChoose} />
        </HomeMessages>
      </Suspense>
    </DataProvider>
  );
}
