import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { SignInInput } from '../__generated__/graphql.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { resultData } from './result.ts';
import { startSession } from './startSession.ts';

const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

/** Email and password sign-in; the server sets the session cookie, the browser keeps the user. */
export function useSignIn() {
  const { signedIn } = useAuth();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(SignInMutation);
  const signIn = useCallback(
    async (input: SignInInput) => {
      const { user } = resultData((await mutate({ variables: { input } })).data).signIn;
      await startSession(client, user);
      signedIn(user, { stayConnected: input.stayConnected ?? false });
      return user;
    },
    [client, mutate, signedIn],
  );
  return { signIn, loading };
}
