import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { SocialSignInInput } from '../__generated__/graphql.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { MeQuery } from '../auth/documents.ts';
import { resultData } from './result.ts';

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
  const [mutate, { loading }] = useMutation(SocialSignInMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MeQuery, data: { me: data.socialSignIn.user } });
    },
  });
  const socialSignIn = useCallback(
    async (input: SocialSignInInput) => {
      const { user } = resultData((await mutate({ variables: { input } })).data).socialSignIn;
      signedIn(user, { stayConnected: input.stayConnected ?? false });
      return user;
    },
    [mutate, signedIn],
  );
  return { socialSignIn, loading };
}
