import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { SendContactMessageInput } from '../__generated__/graphql.ts';
import { resultData } from './result.ts';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
    }
  }
`);

/** Sends the contact form (to the business's contact address only; the page shows 'Message sent'). */
export function useSendContactMessage() {
  const [mutate] = useMutation(SendContactMessageMutation);
  return useCallback(
    async (input: SendContactMessageInput) => {
      resultData((await mutate({ variables: { input } })).data);
    },
    [mutate],
  );
}
