import 'leaflet/dist/leaflet.css';
import { Box, Button, Stack, Text, useDirection } from '@mantine/core';
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
/** In px: at least 24 (WCAG 2.5.8 target size, Lighthouse's target-size audit). */
const MARKER_SIZE = 24;
/** In px: a group of places too close to tell apart, drawn with their count. */
const CLUSTER_SIZE = 32;
/**
 * In px: markers whose centres are closer than this at the current zoom are drawn as one group
 * marker, so no two targets overlap and each keeps a gap of at least 8 px to the next.
 */
const CLUSTER_DISTANCE = CLUSTER_SIZE + 4;
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
 *
 * Places too close to tell apart at the current zoom (the city's, when the map shows the whole
 * region) share one group marker showing their count and named after them; activating it zooms
 * in on them. So no marker covers another and each is a target a finger can hit (24 px at least,
 * with room around it), as Lighthouse's target-size audit checks.
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

  // Leaflet places its controls by physical corner: a right-to-left page mirrors them (the zoom
  // buttons at the start of the lines, the attribution at their end).
  const { dir } = useDirection();

  useEffect(() => {
    const created = L.map(container.current!, { scrollWheelZoom: false, zoomControl: false, attributionControl: false });
    L.control.zoom({ position: dir === 'rtl' ? 'topright' : 'topleft' }).addTo(created);
    L.control.attribution({ position: dir === 'rtl' ? 'bottomleft' : 'bottomright' }).addTo(created);
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

    const markers = new Map<string, L.Marker>();
    for (const location of locations) {
      const body = bodies.get(location.id)!;
      const marker = L.marker([location.latitude, location.longitude], { icon, title: location.name, keyboard: true }).bindPopup(body, { minWidth: 200 });
      markers.set(location.id, marker);
      // Leaflet creates the element when the marker is first added; the same one comes back after.
      marker.once('add', () => {
        const element = marker.getElement()!;
        // Leaflet gives the icon role="button"; its name is the place's.
        element.setAttribute('aria-label', location.name);
        onSpace(element, () => marker.openPopup());
        // Keyboard users land in the popup they opened, and back on its marker when it closes.
        marker.on('popupopen', () => body.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true }));
        marker.on('popupclose', () => {
          const focused = document.activeElement;
          if (!focused || focused === document.body || body.contains(focused)) element.focus({ preventScroll: true });
        });
      });
    }

    // The group markers of the current zoom, and the place whose marker gets the focus once a
    // group opened from the keyboard has zoomed in.
    let groups: L.Marker[] = [];
    let focusAfterZoom: string | undefined;
    const place = () => {
      for (const group of groups) group.remove();
      groups = [];
      const focusId = focusAfterZoom;
      focusAfterZoom = undefined;
      for (const members of closeGroups(created, locations)) {
        if (members.length === 1) {
          const marker = markers.get(members[0]!.id)!;
          marker.addTo(created);
          if (focusId === members[0]!.id) marker.getElement()?.focus({ preventScroll: true });
          continue;
        }
        for (const member of members) markers.get(member.id)!.remove();
        const label = intl.formatMessage({ id: 'map.group' }, { count: members.length, names: members.map((m) => m.name).join(', ') });
        const bounds = L.latLngBounds(members.map((m) => [m.latitude, m.longitude]));
        const group = L.marker(bounds.getCenter(), {
          icon: L.divIcon({ className: classes.group, iconSize: [CLUSTER_SIZE, CLUSTER_SIZE], html: `<span aria-hidden="true">${members.length}</span>` }),
          title: label,
          keyboard: true,
        }).addTo(created);
        const element = group.getElement()!;
        element.setAttribute('aria-label', label);
        const open = (fromKeyboard: boolean) => {
          if (fromKeyboard) focusAfterZoom = members[0]!.id;
          const zoom = Math.min(created.getMaxZoom(), Math.max(created.getZoom() + 1, created.getBoundsZoom(bounds, false, L.point(CLUSTER_SIZE * 2, CLUSTER_SIZE * 2))));
          created.setView(bounds.getCenter(), zoom);
        };
        group.on('click', () => open(false));
        element.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          event.stopPropagation();
          open(true);
        });
        groups.push(group);
        if (focusId && members.some((m) => m.id === focusId)) element.focus({ preventScroll: true });
      }
    };
    place();
    created.on('zoomend resize', place);

    return () => {
      created.remove();
      map.current = null;
    };
  }, [locations, bodies, intl, dir]);

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

/** Space activates a marker as it does a button (Enter is Leaflet's). */
function onSpace(element: HTMLElement, activate: () => void) {
  element.addEventListener('keydown', (event) => {
    if (event.key === ' ') {
      event.preventDefault();
      activate();
    }
  });
}

/**
 * The locations in groups whose markers would overlap at the map's zoom: two places closer than
 * CLUSTER_DISTANCE px share a group, and groups whose centres come that close merge, until none
 * does. A map with no size yet (laid out later, or a test's DOM) keeps one marker per place.
 */
function closeGroups<T extends { latitude: number; longitude: number }>(map: L.Map, locations: T[]): T[][] {
  const size = map.getSize();
  if (size.x === 0 || size.y === 0) return locations.map((location) => [location]);
  const zoom = map.getZoom();
  let groups = locations.map((location) => ({ members: [location], at: map.project([location.latitude, location.longitude], zoom) }));
  for (let merged = true; merged; ) {
    merged = false;
    outer: for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (groups[i]!.at.distanceTo(groups[j]!.at) >= CLUSTER_DISTANCE) continue;
        const members = [...groups[i]!.members, ...groups[j]!.members];
        // Drawn where Leaflet will put it: the centre of the members' bounds.
        const bounds = L.latLngBounds(members.map((m) => [m.latitude, m.longitude]));
        groups[i] = { members, at: map.project(bounds.getCenter(), zoom) };
        groups = groups.filter((_, k) => k !== j);
        merged = true;
        break outer;
      }
    }
  }
  return groups.map((group) => group.members);
}
