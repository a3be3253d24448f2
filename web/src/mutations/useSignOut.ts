import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import { useAuth } from '../auth/AuthContext.ts';
import { toastError } from '../components/toast.ts';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      signedOut
    }
  }
`);

/**
 * Ends the session on the server (which clears the cookie), runs `leave` (the navigation
 * away), then forgets the user in the browser and empties Apollo's cache so no account data
 * outlives the session (spec §4). The browser forgets the user even when the call fails: the
 * driver asked to leave.
 *
 * Leaving before forgetting: the header's menu, which navigates, disappears with the user.
 */
export function useSignOut() {
  const client = useApolloClient();
  const { signedOut } = useAuth();
  const [mutate, { loading }] = useMutation(SignOutMutation);
  const signOut = useCallback(
    async (leave?: () => unknown) => {
      try {
        await mutate();
      } catch (error) {
        toastError(error);
      }
      try {
        await leave?.();
      } finally {
        signedOut('signOut');
        await client.clearStore();
      }
    },
    [client, mutate, signedOut],
  );
  return { signOut, loading };
}
