import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { SocialSignInInput } from '../__generated__/graphql.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { resultData } from './result.ts';
import { startSession } from './startSession.ts';

const SocialSignInMutation = graphql(`
  mutation SocialSignIn($input: SocialSignInInput!) {
    socialSignIn(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

/** Sign-in with a Google, Apple or Facebook token (see lib/social.ts for getting one). */
export function useSocialSignIn() {
  const { signedIn } = useAuth();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(SocialSignInMutation);
  const socialSignIn = useCallback(
    async (input: SocialSignInInput) => {
      const { user } = resultData((await mutate({ variables: { input } })).data).socialSignIn;
      await startSession(client, user);
      signedIn(user, { stayConnected: input.stayConnected ?? false });
      return user;
    },
    [client, mutate, signedIn],
  );
  return { socialSignIn, loading };
}
