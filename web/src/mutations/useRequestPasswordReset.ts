import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { RequestPasswordResetInput } from '../__generated__/graphql.ts';
import { resultData } from './result.ts';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      sent
    }
  }
`);

/** Emails a reset link. The page itself is the confirmation ('Password reset email sent.'). */
export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation);
  const requestPasswordReset = useCallback(
    async (input: RequestPasswordResetInput) => {
      resultData((await mutate({ variables: { input } })).data);
    },
    [mutate],
  );
  return { requestPasswordReset, loading };
}
