import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type { ResendActivationInput } from '../__generated__/graphql.ts';
import { toastSuccess } from '../components/toast.ts';
import type { MessageId } from '../i18n/catalogs.ts';
import { getIntl } from '../i18n/intl.ts';
import { resultData } from './result.ts';

const ResendActivationMutation = graphql(`
  mutation ResendActivation($input: ResendActivationInput!) {
    resendActivation(input: $input) {
      sent
    }
  }
`);

/**
 * Emails a new activation link: to the signed-in driver (no email: the banner) or to an email
 * address (the expired-link page). `successId` is the toast each caller's spec wording needs:
 * 'Validation email sent.' for the banner, 'Activation email sent.' for the expired link.
 * Failures reject: the caller shows them (under its email field, or as a toast).
 * Nothing is sent to an account that is already validated (the server answers `sent: false`).
 */
export function useResendActivation(successId: MessageId) {
  const [mutate, { loading }] = useMutation(ResendActivationMutation);
  /** Resolves to false when nothing was sent because the account is already validated. */
  const resend = useCallback(
    async (input: ResendActivationInput): Promise<boolean> => {
      const { sent } = resultData((await mutate({ variables: { input } })).data).resendActivation;
      if (sent) toastSuccess(getIntl().formatMessage({ id: successId }));
      return sent;
    },
    [mutate, successId],
  );
  return { resend, loading };
}
