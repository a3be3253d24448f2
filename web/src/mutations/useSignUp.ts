import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { SignUpInput } from '../__generated__/graphql.ts';
import { resultData } from './result.ts';

const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      user {
        id
        email
      }
    }
  }
`);

/**
 * Registers a driver. The account is not signed in until its email is validated (spec §4), so
 * nothing is cached or stored; the page shows its "check your mailbox" panel.
 */
export function useSignUp() {
  const [mutate, { loading }] = useMutation(SignUpMutation);
  const signUp = useCallback(
    async (input: SignUpInput) => resultData((await mutate({ variables: { input } })).data).signUp.user,
    [mutate],
  );
  return { signUp, loading };
}
