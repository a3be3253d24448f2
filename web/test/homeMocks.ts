import type { MockLink } from '@apollo/client/testing';
import { vi } from 'vitest';
import { HomeLocationsDocument, HomeSuppliersDocument, SearchFormLocationsDocument } from '../src/__generated__/graphql.ts';

/** A location as the home query returns it. */
export function location(id: string, name: string, latitude = 36.19, longitude = 44.01) {
  return { __typename: 'Location', id, name, imageUrl: null, latitude, longitude };
}

export const AIRPORT = location('loc-airport', 'Airport desk', 36.2376, 43.9632);
export const CITADEL = location('loc-citadel', 'Citadel office', 36.1912, 44.0092);

export function homeLocationsMock(
  result: MockLink.MockedResponse['result'],
  language = 'en',
): MockLink.MockedResponse {
  return { request: { query: HomeLocationsDocument, variables: { language } }, result, delay: 20 };
}

/**
 * The search form's list of the same places. The home list and the form ask for the same field,
 * `locations(language)`, so Apollo's cache keeps one list for both: were the two answers to
 * differ, each would overwrite the other and the home query would fetch again.
 */
export function formLocationsMock(places: { id: string; name: string }[], language = 'en'): MockLink.MockedResponse {
  return {
    request: { query: SearchFormLocationsDocument, variables: { language } },
    result: { data: { locations: places.map(({ id, name }) => ({ __typename: 'Location', id, name })) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function supplier(id: string, name: string, logoUrl: string | null = `/cdn/${id}.png`) {
  return { __typename: 'Supplier', id, name, logoUrl };
}

export function suppliersMock(
  result: MockLink.MockedResponse['result'] = { data: { suppliers: [] } },
): MockLink.MockedResponse {
  return { request: { query: HomeSuppliersDocument }, result, delay: 20, maxUsageCount: Number.POSITIVE_INFINITY };
}

/**
 * happy-dom's IntersectionObserver never reports. This one says every observed element is in
 * view as soon as it is observed (a visitor scrolled to it), so the map loads.
 */
export function scrolledIntoView() {
  class InView {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', InView);
}
