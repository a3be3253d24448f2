import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { CheckoutSessionState } from '../../__generated__/graphql.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { errorCode } from '../../lib/errors.ts';
import type { MessageId } from '../../i18n/catalogs.ts';
import { CheckoutMessages } from './CheckoutMessages.tsx';
import { CheckoutSessionQuery } from './documents.ts';

/** How often, and how long, an open session is asked about again before the page says "pending". */
export const POLL_INTERVAL_MS = 1_000;
export const POLL_FOR_MS = 6_000;

const OUTCOME: Record<Exclude<CheckoutSessionState, 'OPEN'>, { color: string; id: MessageId }> = {
  PAID: { color: 'teal', id: 'checkoutSession.paid' },
  BOOKED: { color: 'teal', id: 'checkoutSession.booked' },
  FAILED: { color: 'red', id: 'checkoutSession.failed' },
};

/**
 * /checkout-session/{sessionId}: how a checkout ended. The server answers at once (for Stripe
 * it asks Stripe); a session still open is asked about again for a few seconds, then the page
 * says the payment is pending. It tells the driver to check the mailbox whenever a confirmation
 * email is sent or on its way (paid, booked, still open); not after a failed payment or an unknown
 * session, where there is no such email to follow.
 */
export default function CheckoutSessionPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.checkoutSession.title' });
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Suspense fallback={<Skeleton h={60} />}>
          <CheckoutMessages>
            <SessionPageBody />
          </CheckoutMessages>
        </Suspense>
      </Stack>
    </Container>
  );
}

function SessionPageBody() {
  const intl = useIntl();
  return (
    <>
      <DataProvider>
        <SessionStatus />
      </DataProvider>
      <Group gap="lg">
        <Anchor component={Link} to="/search">
          {intl.formatMessage({ id: 'checkoutSession.search' })}
        </Anchor>
        <Anchor component={Link} to="/">
          {intl.formatMessage({ id: 'common.backHome' })}
        </Anchor>
      </Group>
    </>
  );
}

function SessionStatus() {
  const intl = useIntl();
  const { sessionId = '' } = useParams();
  const [pollingOver, setPollingOver] = useState(false);
  const { data, error, loading, refetch } = useQuery(CheckoutSessionQuery, {
    variables: { id: sessionId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const state = data?.checkoutSession.state;
  const open = state === 'OPEN';

  useEffect(() => {
    if (!open || pollingOver) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= POLL_FOR_MS) {
        setPollingOver(true);
        return;
      }
      void refetch().catch(() => undefined);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [open, pollingOver, refetch]);

  if (error && !data) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{intl.formatMessage({ id: 'checkoutSession.error' })}</Text>
          {/* A lost connection or a server hiccup may pass: asking again beats reloading. An
              unknown session stays unknown. */}
          {errorCode(error) !== 'NOT_FOUND' && (
            <Button size="xs" variant="light" color="red" onClick={() => void refetch().catch(() => undefined)}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (loading && !data) return <Skeleton h={60} data-testid="session-loading" />;
  if (!state) return null;
  const checkMailbox = <Text>{intl.formatMessage({ id: 'checkoutSession.checkMailbox' })}</Text>;
  if (state === 'OPEN') {
    const status = pollingOver ? (
      <Alert color="yellow" role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{intl.formatMessage({ id: 'checkoutSession.pending' })}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setPollingOver(false);
              void refetch().catch(() => undefined);
            }}
          >
            {intl.formatMessage({ id: 'checkoutSession.checkAgain' })}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Alert color="blue" role="status">
        {intl.formatMessage({ id: 'checkoutSession.checking' })}
      </Alert>
    );
    return (
      <>
        {status}
        {checkMailbox}
      </>
    );
  }
  const outcome = OUTCOME[state];
  return (
    <>
      <Alert color={outcome.color} role={state === 'FAILED' ? 'alert' : 'status'} data-state={state}>
        {intl.formatMessage({ id: outcome.id })}
      </Alert>
      {state !== 'FAILED' && checkMailbox}
    </>
  );
}
