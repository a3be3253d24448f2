import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import { useAuth } from '../auth/AuthContext.ts';
import { toastSuccess } from '../components/toast.ts';
import { getIntl } from '../i18n/intl.ts';
import { resultData } from './result.ts';
import { startSession } from './startSession.ts';

const ActivateAccountMutation = graphql(`
  mutation ActivateAccount($input: ActivateAccountInput!) {
    activateAccount(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

/** Activates the account of an emailed token; the server signs the driver in. */
export function useActivateAccount() {
  const { signedIn } = useAuth();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(ActivateAccountMutation);
  const activate = useCallback(
    async (token: string) => {
      const { user } = resultData((await mutate({ variables: { input: { token } } })).data).activateAccount;
      // A browser session: the driver did not tick "stay connected" anywhere.
      await startSession(client, user);
      signedIn(user);
      // After signedIn: the toast speaks the account's language, which the interface just took.
      toastSuccess(getIntl().formatMessage({ id: 'activate.done' }));
      return user;
    },
    [client, mutate, signedIn],
  );
  return { activate, loading };
}
