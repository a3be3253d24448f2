import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { ChangePasswordInput } from '../__generated__/graphql.ts';
import { toastSuccess } from '../components/toast.ts';
import { getIntl } from '../i18n/intl.ts';
import { resultData } from './result.ts';

// `hasPassword` comes back so the cached User (and the form) knows a social account now has one.
const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

/** Changes (or, for a social account, sets) the signed-in driver's password. */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordMutation);
  const changePassword = useCallback(
    async (input: ChangePasswordInput) => {
      resultData((await mutate({ variables: { input } })).data);
      toastSuccess(getIntl().formatMessage({ id: 'success.passwordChanged' }));
    },
    [mutate],
  );
  return { changePassword, loading };
}
