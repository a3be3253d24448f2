import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { graphql } from '../../__generated__';
import type { LocationsMapLocationFragment } from '../../__generated__/graphql.ts';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useNearViewport } from '../../hooks/useNearViewport.ts';
import { useSettings } from '../../hooks/useSettings.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { errorMessageId } from '../../lib/errors.ts';
import { locationSearchPath } from '../../lib/placesLinks.ts';
import { PlacesPage } from './PlacesMessages.tsx';
import { PlacesPager, usePageParam } from './PlacesPager.tsx';
import { useNow } from '../../hooks/useNow.ts';

// The home page's map (Leaflet, about 40 KB gzipped), loaded when it nears the viewport.
const LocationsMap = lazy(() => import('../home/LocationsMap.tsx'));

const MAP_HEIGHT = 360;

const LocationsPageQuery = graphql(`
  query LocationsPage($language: String, $page: Int) {
    locationDirectory(language: $language, page: $page) {
      page
      pageSize
      totalCount
      countries {
        continued
        country {
          id
          name
        }
        locations {
          id
          name
          carCount
          ...LocationsMapLocation
        }
      }
    }
  }
`);

/** The map of this page's locations, each popup offering a search from there. */
function PageMap({ locations, searchPath }: { locations: LocationsMapLocationFragment[]; searchPath: (id: string) => string }) {
  const intl = useIntl();
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const skeleton = <Skeleton h={MAP_HEIGHT} />;
  return (
    <Box ref={placeholder} mih={MAP_HEIGHT}>
      {near ? (
        <Suspense fallback={skeleton}>
          <LocationsMap
            locations={locations}
            height={MAP_HEIGHT}
            popup={{
              hint: intl.formatMessage({ id: 'places.map.hint' }),
              label: intl.formatMessage({ id: 'places.map.label' }),
              render: (location) => (
                <Button size="xs" component={Link} to={searchPath(location.id)}>
                  {intl.formatMessage({ id: 'places.map.search' })}
                </Button>
              ),
            }}
          />
        </Suspense>
      ) : (
        skeleton
      )}
    </Box>
  );
}

function ListSkeleton() {
  const intl = useIntl();
  return (
    <Stack gap="md" role="status">
      <VisuallyHidden>{intl.formatMessage({ id: 'places.locations.loading' })}</VisuallyHidden>
      <Skeleton h={MAP_HEIGHT} />
      <Skeleton h={28} w="30%" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} h={56} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Directory() {
  const intl = useIntl();
  // The links' default dates (tomorrow in the business zone) as of the page's render.
  const now = useNow();
  const { language } = useLanguage();
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(LocationsPageQuery, { variables: { language, page } });
  // The links' dates follow the server's rules (business time zone), as the search form's do.
  const { settings, error: settingsError, refetch: refetchSettings } = useSettings();

  if (error || (settingsError && !settings)) {
    return (
      <RetryAlert
        title={intl.formatMessage({ id: 'places.locations.error' })}
        message={intl.formatMessage({ id: errorMessageId(error ?? settingsError) })}
        onRetry={() => {
          if (error) void refetch().catch(() => {});
          if (settingsError) refetchSettings();
        }}
      />
    );
  }
  if ((loading && !data) || !data || !settings) return <ListSkeleton />;

  const directory = data.locationDirectory;
  if (!directory.totalCount) return <Text c="dimmed">{intl.formatMessage({ id: 'places.locations.empty' })}</Text>;

  const pages = Math.ceil(directory.totalCount / directory.pageSize);
  if (!directory.countries.length) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{intl.formatMessage({ id: 'places.locations.pastEnd' })}</Text>
        <Anchor component={Link} to="/locations">
          {intl.formatMessage({ id: 'places.locations.firstPage' })}
        </Anchor>
      </Stack>
    );
  }

  const searchPath = (id: string) => locationSearchPath(id, settings.timeZone, now);
  const locations = directory.countries.flatMap((group) => group.locations);
  return (
    <Stack gap="lg">
      <Text c="dimmed">{intl.formatMessage({ id: 'places.locations.total' }, { count: directory.totalCount })}</Text>
      <PageMap locations={locations} searchPath={searchPath} />
      {directory.countries.map((group) => {
        const headingId = `locations-country-${group.country.id}`;
        // A country that began on an earlier page says so.
        const continued = group.continued;
        return (
          <Stack key={group.country.id} component="section" gap="sm" aria-labelledby={headingId}>
            <Title order={2} size="h3" id={headingId}>
              {continued ? intl.formatMessage({ id: 'places.locations.continued' }, { country: group.country.name }) : group.country.name}
            </Title>
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} p={0} m={0} style={{ listStyle: 'none' }}>
              {group.locations.map((location) => (
                <Box component="li" key={location.id}>
                  <Paper component={Link} to={searchPath(location.id)} withBorder p="md" display="block" style={{ textDecoration: 'none', color: 'inherit' }}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Text fw={500} c="brand.7">
                        {location.name}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {intl.formatMessage({ id: 'places.locations.carCount' }, { count: location.carCount })}
                      </Text>
                    </Group>
                  </Paper>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      <PlacesPager page={page} pages={pages} onChange={setPage} />
    </Stack>
  );
}

/**
 * /locations: the rental locations of the countries with at least 4 of them, by country, 30 a
 * page (the page in the query string), on a map and as a list with each place's number of cars;
 * each opens a search from there, as the home search form would build it.
 */
export default function LocationsPage() {
  return (
    <PlacesPage area="locations" fallbackHeight={MAP_HEIGHT}>
      <Directory />
    </PlacesPage>
  );
}
