import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { useAuth } from '../../auth/AuthContext.ts';
import { MeQuery } from '../../auth/documents.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { formatError, formatMessageCode } from '../../lib/errors.ts';
import { useEmailChange } from '../../mutations/useAccountSettings.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { AccountMessages } from './AccountMessages.tsx';

/**
 * The page of the link mailed to a new address. It applies the change only when the driver
 * presses the button: mail scanners open links, and a GET that changed the account would let
 * them confirm it. The token is the credential, so it works signed out and on another device.
 */
function ConfirmEmail() {
  const intl = useIntl();
  const client = useApolloClient();
  const { user, refreshed } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { confirmEmailChange, confirming } = useEmailChange();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (!token) return;
    setFailure(null);
    try {
      const email = await confirmEmailChange(token);
      setDone(email);
      // Signed in here: the header and the remembered user take the new address.
      if (user) {
        const { data } = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
        if (data?.me) refreshed(data.me);
      }
    } catch (error) {
      console.error(error);
      setFailure(formatError(intl, error));
    }
  }

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="teal" role="status">
          {intl.formatMessage({ id: 'confirmEmail.done' }, { email: done })}
        </Alert>
        <Button component={Link} to={user ? '/settings' : '/sign-in'}>
          {intl.formatMessage({ id: user ? 'page.settings.title' : 'header.signIn' })}
        </Button>
      </Stack>
    );
  }

  if (!token) {
    return <Alert color="orange">{formatMessageCode(intl, 'EMAIL_CHANGE_LINK_EXPIRED')}</Alert>;
  }

  return (
    <Stack gap="md">
      <Text size="sm">{intl.formatMessage({ id: 'confirmEmail.text' })}</Text>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Button onClick={() => void confirm()} loading={confirming}>
        {intl.formatMessage({ id: 'confirmEmail.button' })}
      </Button>
    </Stack>
  );
}

/** /confirm-email?token=...: confirms a change of e-mail address (services/accounts/emailChange.ts). */
export default function ConfirmEmailPage() {
  return (
    <Suspense fallback={<Skeleton height={160} m="xl" radius="md" />}>
      <AccountMessages>
        <AccountLayout titleId="confirmEmail.title">
          <DataProvider>
            <ConfirmEmail />
          </DataProvider>
        </AccountLayout>
      </AccountMessages>
    </Suspense>
  );
}
