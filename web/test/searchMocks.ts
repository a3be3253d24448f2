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

export function carEdge(
  id: string,
  name: string,
  marks: { payAtPickUp?: boolean; freeCancellationUntil?: string | null; total?: string; perDay?: string } = {},
) {
  return {
    __typename: 'CarSearchEdge',
    cursor: `cursor-${id}`,
    node: {
      __typename: 'Car',
      id,
      name,
      imageUrl: null,
      supplier: { __typename: 'Supplier', id: 'sup-1', name: 'Zagros Cars' },
      seats: 5,
      gearbox: 'automatic',
      fuelType: 'gasoline',
      aircon: true,
      mileage: null,
      unlimitedMileage: true,
    },
    quote: { __typename: 'Quote', total: marks.total ?? '1234.50', perDay: marks.perDay ?? '411.50', days: 3 },
    payAtPickUp: marks.payAtPickUp ?? false,
    freeCancellationUntil: marks.freeCancellationUntil ?? null,
  };
}

export function searchMock(
  input: SearchCarsInput,
  edges: ReturnType<typeof carEdge>[],
  { after = null, hasNextPage = false, totalCount }: { after?: string | null; hasNextPage?: boolean; totalCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: SearchCarsDocument, variables: { input, first: 15, after } },
    result: {
      data: {
        searchCars: {
          __typename: 'CarSearchConnection',
          days: 3,
          totalCount: totalCount ?? edges.length,
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

/** When the mocked rates were fetched, and from where (the dinar's source is shown beside dinar prices). */
export const RATES_FETCHED_AT = '2026-11-26T09:00:00.000Z';
export const RATES_PROVIDER = 'rates.example.iq';

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
          rates: Object.entries(rates).map(([currency, rate]) => ({ __typename: 'ExchangeRate', currency, rate, provider: RATES_PROVIDER, fetchedAt: RATES_FETCHED_AT })),
        },
      },
    },
    delay,
    // Asked once per render tree; several tests remount.
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
