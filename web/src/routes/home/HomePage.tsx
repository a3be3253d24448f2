import { Box, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LocationChoice } from '../../components/search/SearchForm.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { LocationsSkeleton } from './LocationsSkeleton.tsx';

// Loaded after the first paint, with Apollo (see components/DataProvider.tsx): the hero shows
// at once and the list follows, with a skeleton meanwhile. The map inside it loads (with
// Leaflet) only when it nears the viewport.
const HomeLocations = lazy(() => import('./HomeLocations.tsx'));
// Same for the search form: its Select and Apollo are not needed to paint the hero.
const HomeSearch = lazy(() => import('./HomeSearch.tsx'));
// Everything else below the hero, with its own message catalog (docs/decisions/007).
const HomeSections = lazy(() => import('./HomeSections.tsx'));
// The newsletter box: after the first paint too; its form and catalog wait until it nears the viewport.
const NewsletterBox = lazy(() => import('../../components/NewsletterBox.tsx').then((m) => ({ default: m.NewsletterBox })));

/**
 * The home page (spec §2): hero with the search form, the rental locations on a map and as a
 * list, then the supplier showcase, car sizes, why book with us, customer care and the blog.
 * Only the hero is in this chunk: keep it that way, this is the route most visitors load first
 * and its first load has a budget (web/scripts/bundle-size.mjs).
 */
export default function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  // A location picked on the map, for the search form: the one piece of state they share.
  const [choice, setChoice] = useState<LocationChoice>();

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
                <HomeSearch choice={choice} />
              </Suspense>
            </Paper>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Stack component="section" gap="md" aria-labelledby="home-locations-title">
            <Title order={2} id="home-locations-title">
              {intl.formatMessage({ id: 'home.locations.title' })}
            </Title>
            <Suspense fallback={<LocationsSkeleton />}>
              <HomeLocations onChoose={setChoice} />
            </Suspense>
          </Stack>
          <Suspense fallback={null}>
            <HomeSections />
          </Suspense>
          <Suspense fallback={null}>
            <NewsletterBox variant="home" />
          </Suspense>
        </Stack>
      </Container>
    </>
  );
}
