import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { SignInInput } from '../__generated__/graphql.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { MeQuery } from '../auth/documents.ts';
import { resultData } from './result.ts';

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
  const [mutate, { loading }] = useMutation(SignInMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MeQuery, data: { me: data.signIn.user } });
    },
  });
  const signIn = useCallback(
    async (input: SignInInput) => {
      const { user } = resultData((await mutate({ variables: { input } })).data).signIn;
      signedIn(user, { stayConnected: input.stayConnected ?? false });
      return user;
    },
    [mutate, signedIn],
  );
  return { signIn, loading };
}
