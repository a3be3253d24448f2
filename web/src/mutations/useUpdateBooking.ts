import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { UpdateBookingInput } from '../__generated__/graphql.ts';
import { resultData } from './result.ts';

// The fields the booking page shows come back (BookingDetails), so the cached booking is the saved one.
const UpdateBookingMutation = graphql(`
  mutation UpdateBooking($input: UpdateBookingInput!, $language: String) {
    updateBooking(input: $input) {
      ...BookingDetails
    }
  }
`);

/**
 * Saves a change of the driver's editable booking (dates, locations, extras, additional driver).
 * The server re-quotes and re-checks availability: a CONFLICT rejects and nothing changed. The
 * caller shows 'Changes made successfully.' (bookings catalog).
 */
export function useUpdateBooking() {
  const [mutate, { loading }] = useMutation(UpdateBookingMutation);
  const updateBooking = useCallback(
    async (input: UpdateBookingInput, language: string) => resultData((await mutate({ variables: { input, language } })).data).updateBooking,
    [mutate],
  );
  return { updateBooking, saving: loading };
}
