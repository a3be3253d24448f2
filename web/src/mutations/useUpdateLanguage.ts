import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import { useAuth } from '../auth/AuthContext.ts';
import { toastError } from '../components/toast.ts';
import { resultData } from './result.ts';

const UpdateLanguageMutation = graphql(`
  mutation UpdateLanguage($input: UpdateLanguageInput!) {
    updateLanguage(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

/**
 * Records the interface language on the signed-in account (its emails follow it). A failure
 * shows 'An error occurred while changing language.' and changes nothing else: the interface
 * keeps the language the driver is reading (spec §2).
 */
export function useUpdateLanguage() {
  const { refreshed } = useAuth();
  const [mutate, { loading }] = useMutation(UpdateLanguageMutation);
  const updateLanguage = useCallback(
    async (language: string): Promise<boolean> => {
      try {
        const { user } = resultData((await mutate({ variables: { input: { language } } })).data).updateLanguage;
        refreshed(user);
        return true;
      } catch (error) {
        // Whatever the cause: the spec has one message for this failure.
        console.error(error);
        toastError(undefined, 'LANGUAGE_CHANGE_ERROR');
        return false;
      }
    },
    [mutate, refreshed],
  );
  return { updateLanguage, loading };
}
