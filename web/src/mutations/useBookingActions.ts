import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { RequestBookingCancellationMutation as RequestResult } from '../__generated__/graphql.ts';
import { resultData } from './result.ts';

const RequestBookingCancellationMutation = graphql(`
  mutation RequestBookingCancellation($ids: [ID!]!) {
    requestBookingCancellation(ids: $ids) {
      done
      skipped
      feeMayApply
      results {
        id
        done
        skipped
        feeMayApply
      }
    }
  }
`);

const DeleteBookingsMutation = graphql(`
  mutation DeleteBookings($ids: [ID!]!) {
    deleteBookings(ids: $ids) {
      done
      skipped
      feeMayApply
      results {
        id
        done
        skipped
        feeMayApply
      }
    }
  }
`);

/** The server's per-id summary of a bulk action (BookingActionPayload). */
export type BookingActionSummary = RequestResult['requestBookingCancellation'];

const doneIds = (payload: BookingActionSummary) => payload.results.filter((r) => r.done).map((r) => r.id);

/** A requested booking keeps its status, shows the request, and can no longer be edited or asked to cancel. */
function markRequested(cache: ApolloCache, ids: string[]) {
  for (const id of ids) {
    cache.modify({
      id: cache.identify({ __typename: 'Booking', id }),
      fields: { cancelRequest: () => true, cancellable: () => false, editable: () => false },
    });
  }
}

/** Deleted bookings leave every cached page of the list, and the cache. */
function removeFromLists(cache: ApolloCache, ids: string[]) {
  const gone = new Set(ids);
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      bookings(existing, { readField }) {
        const connection = existing as { edges?: { node: Reference }[] } | undefined;
        if (!connection?.edges) return existing;
        return { ...connection, edges: connection.edges.filter((edge) => !gone.has(readField<string>('id', edge.node) ?? '')) } as typeof existing;
      },
    },
  });
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Booking', id }) });
  cache.gc();
}

/**
 * The driver's bulk actions on bookings (one id or several): a cancel request and deletion from
 * the list. Each answers the server's per-id summary; the cache follows what was done. The
 * caller shows the toast and the summary (their texts live in the bookings catalog).
 */
export function useBookingActions() {
  const [requestMutation, { loading: requesting }] = useMutation(RequestBookingCancellationMutation);
  const [deleteMutation, { loading: deleting }] = useMutation(DeleteBookingsMutation);

  const requestCancellation = useCallback(
    async (ids: string[]): Promise<BookingActionSummary> => {
      const { data } = await requestMutation({
        variables: { ids },
        // The driver's own notification of the request: the bell counts it at once.
        refetchQueries: ['UnreadNotificationCount'],
        update: (cache, { data: result }) => {
          if (result) markRequested(cache, doneIds(result.requestBookingCancellation));
        },
      });
      return resultData(data).requestBookingCancellation;
    },
    [requestMutation],
  );

  const deleteBookings = useCallback(
    async (ids: string[]): Promise<BookingActionSummary> => {
      const { data } = await deleteMutation({
        variables: { ids },
        update: (cache, { data: result }) => {
          if (result) removeFromLists(cache, doneIds(result.deleteBookings));
        },
      });
      return resultData(data).deleteBookings;
    },
    [deleteMutation],
  );

  return { requestCancellation, deleteBookings, busy: requesting || deleting };
}
