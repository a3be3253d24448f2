import 'leaflet/dist/leaflet.css';
import { Box, Button, Stack, Text } from '@mantine/core';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import type { LocationsMapLocationFragment } from '../../__generated__/graphql.ts';
import type { LocationChoice } from '../../components/search/SearchForm.tsx';
import classes from './LocationsMap.module.css';

/** What the map needs of a location; the home query spreads it. */
export const LocationsMapLocationFields = graphql(`
  fragment LocationsMapLocation on Location {
    id
    name
    latitude
    longitude
  }
`);

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const MARKER_SIZE = 22;
/** Closest zoom the map opens at: a whole district rather than a street. */
const MAX_FIT_ZOOM = 13;
const ERBIL: L.LatLngTuple = [36.19, 44.01];

interface LocationsMapProps {
  locations: LocationsMapLocationFragment[];
  /** The home page: each popup offers the place as pick-up or drop-off of the search form. */
  onChoose?: (choice: LocationChoice) => void;
  /**
   * Another page's popup body instead (the /locations page: a search from the place), with its
   * own hint and region label; the home catalog is then not needed.
   */
  popup?: { render: (location: LocationsMapLocationFragment) => ReactNode; hint: string; label: string };
  /** In px. */
  height: number;
}

/**
 * The rental locations on an OpenStreetMap map (Leaflet). Each marker opens a popup offering to
 * use the place as pick-up or drop-off in the search form.
 *
 * Markers are CSS (divIcon), not image files, so they work when the tiles cannot load (offline,
 * blocked); Leaflet makes them focusable buttons, opened with Enter (and Space, below). The popup
 * bodies are React portals into elements Leaflet places, so they use the app's components,
 * translations and events.
 */
export default function LocationsMap({ locations, onChoose, popup, height }: LocationsMapProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // One popup body per location, handed to Leaflet below and filled by React through portals.
  const bodies = useMemo(
    () => new Map(locations.map((location) => [location.id, document.createElement('div')])),
    [locations],
  );

  useEffect(() => {
    const created = L.map(container.current!, { scrollWheelZoom: false });
    map.current = created;
    // The view first: Leaflet adds layers (and creates marker elements) only once it has one.
    const bounds = L.latLngBounds(locations.map((location) => [location.latitude, location.longitude]));
    if (locations.length > 1) {
      created.fitBounds(bounds, { padding: [MARKER_SIZE * 2, MARKER_SIZE * 2], maxZoom: MAX_FIT_ZOOM });
    } else {
      created.setView(locations.length ? bounds.getCenter() : ERBIL, MAX_FIT_ZOOM);
    }
    L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(created);
    const icon = L.divIcon({ className: classes.marker, iconSize: [MARKER_SIZE, MARKER_SIZE], html: '' });

    for (const location of locations) {
      const body = bodies.get(location.id)!;
      const marker = L.marker([location.latitude, location.longitude], { icon, title: location.name, keyboard: true })
        .bindPopup(body, { minWidth: 200 })
        .addTo(created);
      const element = marker.getElement()!;
      // Leaflet gives the icon role="button"; its name is the place's.
      element.setAttribute('aria-label', location.name);
      element.addEventListener('keydown', (event) => {
        // Enter is Leaflet's; Space is what a button answers to as well.
        if (event.key === ' ') {
          event.preventDefault();
          marker.openPopup();
        }
      });
      // Keyboard users land in the popup they opened, and back on its marker when it closes.
      marker.on('popupopen', () => body.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true }));
      marker.on('popupclose', () => {
        const focused = document.activeElement;
        if (!focused || focused === document.body || body.contains(focused)) element.focus({ preventScroll: true });
      });
    }

    return () => {
      created.remove();
      map.current = null;
    };
  }, [locations, bodies]);

  function choose(location: LocationsMapLocationFragment, field: LocationChoice['field']) {
    onChoose?.({ field, locationId: location.id });
    map.current?.closePopup();
    setAnnouncement(
      intl.formatMessage({ id: field === 'pickup' ? 'home.map.pickupChosen' : 'home.map.dropoffChosen' }, { name: location.name }),
    );
  }

  return (
    <Stack gap="xs">
      <Text c="dimmed" size="sm">
        {popup ? popup.hint : intl.formatMessage({ id: 'home.map.hint' })}
      </Text>
      <Box
        ref={container}
        h={height}
        role="region"
        aria-label={popup ? popup.label : intl.formatMessage({ id: 'home.map.label' })}
        // Leaflet's stylesheet sets its own font on the map; popups use the app's. z-index 0
        // keeps Leaflet's panes (z-index up to 1000) under the header's menus and dropdowns.
        style={{ borderRadius: 'var(--mantine-radius-md)', zIndex: 0, fontFamily: 'var(--mantine-font-family)' }}
      />
      <Text size="sm" role="status" aria-live="polite">
        {announcement}
      </Text>
      {locations.map((location) =>
        createPortal(
          <Stack gap="xs">
            <Text fw={500}>{location.name}</Text>
            {popup ? (
              popup.render(location)
            ) : (
              <>
                <Button size="xs" onClick={() => choose(location, 'pickup')}>
                  {intl.formatMessage({ id: 'home.map.selectPickup' })}
                </Button>
                <Button size="xs" variant="light" onClick={() => choose(location, 'dropoff')}>
                  {intl.formatMessage({ id: 'home.map.setDropoff' })}
                </Button>
              </>
            )}
          </Stack>,
          bodies.get(location.id)!,
          location.id,
        ),
      )}
    </Stack>
  );
}
