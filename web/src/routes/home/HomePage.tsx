import { Box, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { LocationsSkeleton } from './LocationsSkeleton.tsx';

// Loaded after the first paint, with Apollo (see components/DataProvider.tsx): the hero shows
// at once and the list follows, with a skeleton meanwhile.
const HomeLocations = lazy(() => import('./HomeLocations.tsx'));
// Same for the search form: its Select and Apollo are not needed to paint the hero.
const HomeSearch = lazy(() => import('./HomeSearch.tsx'));

/**
 * The home page: hero with the search form, then the rental locations. The map and marketing
 * sections of spec §2 come in later issues; keep this route light, it is the one most
 * visitors load first.
 */
export default function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));

  return (
    <>
      <Box component="section" bg="brand.6" c="white" py={64}>
        <Container size="lg">
          <Stack gap="md">
            <Title order={1}>{intl.formatMessage({ id: 'home.hero.title' })}</Title>
            <Text size="lg" maw={640}>
              {intl.formatMessage({ id: 'home.hero.subtitle' })}
            </Text>
            <Paper p="md" c="var(--mantine-color-text)">
              <Suspense fallback={<Skeleton h={150} />}>
                <HomeSearch />
              </Suspense>
            </Paper>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack component="section" gap="md" aria-labelledby="home-locations-title">
          <Title order={2} id="home-locations-title">
            {intl.formatMessage({ id: 'home.locations.title' })}
          </Title>
          <Suspense fallback={<LocationsSkeleton />}>
            <HomeLocations />
          </Suspense>
        </Stack>
      </Container>
    </>
  );
}
