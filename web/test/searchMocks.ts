import type { MockLink } from '@apollo/client/testing';
import {
  ExchangeRatesDocument,
  SearchCarsDocument,
  SearchFormLocationsDocument,
  type SearchCarsInput,
} from '../src/__generated__/graphql.ts';

export function locationsMock(language = 'en'): MockLink.MockedResponse {
  return {
    request: { query: SearchFormLocationsDocument, variables: { language } },
    result: {
      data: {
        locations: [
          { __typename: 'Location', id: 'loc-airport', name: 'Airport desk' },
          { __typename: 'Location', id: 'loc-citadel', name: 'Citadel office' },
        ],
      },
    },
    // Answered for every render that asks (the form is remounted when the URL changes).
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const extra = (price: string | null) => ({
  __typename: 'CarExtra',
  available: price !== null,
  included: price === '0.00',
  price,
});

export function carEdge(id: string, name: string) {
  return {
    __typename: 'CarSearchEdge',
    cursor: `cursor-${id}`,
    node: {
      __typename: 'Car',
      id,
      name,
      imageUrl: null,
      supplier: { __typename: 'Supplier', id: 'sup-1', name: 'Zagros Cars', logoUrl: '/cdn/zagros.png' },
      seats: 5,
      doors: 4,
      gearbox: 'automatic',
      fuelType: 'gasoline',
      aircon: true,
      rating: 4.5,
      mileage: null,
      unlimitedMileage: true,
      fuelPolicy: 'likeForlike',
      deposit: '500.00',
      extras: {
        __typename: 'CarExtras',
        cancellation: extra('0.00'),
        amendments: extra(null),
        theftProtection: extra('7.50'),
        collisionDamageWaiver: extra('10.00'),
        fullInsurance: extra(null),
        additionalDriver: extra('5.00'),
      },
    },
    quote: { __typename: 'Quote', total: '1234.50', perDay: '411.50', days: 3 },
  };
}

export function searchMock(
  input: SearchCarsInput,
  edges: ReturnType<typeof carEdge>[],
  { after = null, hasNextPage = false }: { after?: string | null; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: SearchCarsDocument, variables: { input, first: 15, after } },
    result: {
      data: {
        searchCars: {
          __typename: 'CarSearchConnection',
          days: 3,
          totalCount: edges.length,
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
          supplierCounts: [
            {
              __typename: 'SupplierCount',
              supplier: { __typename: 'Supplier', id: 'sup-1', name: 'Zagros Cars', logoUrl: '/cdn/zagros.png' },
              count: 7,
            },
          ],
        },
      },
    },
    delay: 10,
  };
}

/** The server's exchange rates from USD (decimal strings), as `exchangeRates` answers them. */
export function ratesMock(
  rates: Record<string, string> = { EUR: '0.9234', GBP: '0.7891' },
  { delay = 10 }: { delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ExchangeRatesDocument },
    result: {
      data: {
        exchangeRates: {
          __typename: 'ExchangeRates',
          rates: Object.entries(rates).map(([currency, rate]) => ({ __typename: 'ExchangeRate', currency, rate })),
        },
      },
    },
    delay,
    // Asked once per render tree; several tests remount.
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
