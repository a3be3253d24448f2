import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { ResetPasswordInput } from '../__generated__/graphql.ts';
import { resultData } from './result.ts';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      user {
        id
      }
    }
  }
`);

/**
 * Sets a new password with the emailed token. The server ends every session of the account
 * and does not sign in: the page sends the driver to /sign-in.
 */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);
  const resetPassword = useCallback(
    async (input: ResetPasswordInput) => {
      resultData((await mutate({ variables: { input } })).data);
    },
    [mutate],
  );
  return { resetPassword, loading };
}
