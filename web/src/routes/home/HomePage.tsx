import { Box, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { HydrateLater } from '../../components/HydrateLater.tsx';
import type { LocationChoice } from '../../components/search/SearchForm.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { LocationsSkeleton } from './LocationsSkeleton.tsx';

// Below the hero: rendered by the server, their code loaded and run when they near the screen
// (HydrateLater); reached by a link, after the hero, with a skeleton meanwhile. The map
// inside the list loads (with Leaflet) only when it nears the viewport.
const HomeLocations = lazy(() => import('./HomeLocations.tsx'));
// The hero's search form: its Select and Apollo are not needed to paint the hero, and its
// server markup is a plain form that searches without them; its code runs once the reader
// touches, types, points or scrolls.
const HomeSearch = lazy(() => import('./HomeSearch.tsx'));
// Everything else below the hero, with its own message catalog (docs/decisions/007).
const HomeSections = lazy(() => import('./HomeSections.tsx'));

/**
 * The home page (spec §2): hero with the search form, the rental locations on a map and as a
 * list, then the supplier showcase, car sizes, why book with us, customer care and the blog.
 * The newsletter box is the footer's, as on every page (one box per page, issue 24).
 * Only the hero is in this chunk: keep it that way, this is the route most visitors load first
 * and its first load has a budget (web/scripts/bundle-size.mjs).
 */
export default function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  // A location picked on the map, for the search form: the one piece of state they share.
  const [choice, setChoice] = useState<LocationChoice>();
  const searchBox = useRef<HTMLDivElement>(null);

  // The hero's find-a-deal button (spec §1): a deal starts with a place, so it takes the driver
  // to the search form's first field, the pick-up location, whose list of places opens on focus.
  // The dates already hold the next free period and the results open on the lowest price.
  function findDeal() {
    const box = searchBox.current;
    if (!box) return;
    box.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    box.querySelector<HTMLInputElement>('form input:not([type="hidden"])')?.focus({ preventScroll: true });
  }

  return (
    <>
      <Box component="section" bg="brand.6" c="white" py={64}>
        <Container size="lg">
          <Stack gap="md">
            <Title order={1}>{intl.formatMessage({ id: 'home.hero.title' })}</Title>
            <Text size="lg" maw={640}>
              {intl.formatMessage({ id: 'home.hero.subtitle' })}
            </Text>
            <Button variant="white" size="md" onClick={findDeal} style={{ alignSelf: 'flex-start' }}>
              {intl.formatMessage({ id: 'home.hero.findDeal' })}
            </Button>
            <Paper ref={searchBox} p="md" c="var(--mantine-color-text)">
              <HydrateLater until="used" fallback={<Skeleton h={150} />}>
                <HomeSearch choice={choice} />
              </HydrateLater>
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
            <HydrateLater fallback={<LocationsSkeleton />}>
              <HomeLocations onChoose={setChoice} />
            </HydrateLater>
          </Stack>
          <HydrateLater>
            <HomeSections />
          </HydrateLater>
        </Stack>
      </Container>
    </>
  );
}
