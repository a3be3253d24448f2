import { Alert, Anchor, Button, Container, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { MailMessages, useMailText } from '../../components/MailMessages.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import NotFoundPage from '../NotFoundPage.tsx';
import { usePageDescription } from '../../hooks/usePageDescription.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import type { NewsletterMessageId } from '../../i18n/mailCatalogs.ts';
import { errorCode } from '../../lib/errors.ts';
import { useNewsletterLink } from '../../mutations/useNewsletter.ts';

type Action = 'confirm' | 'unsubscribe';
type State = 'ready' | 'working' | 'done' | 'invalid' | 'failed';

/**
 * The pages of the newsletter mails' links, no sign-in needed: /newsletter/confirm?token= confirms
 * at once (double opt-in); /newsletter/unsubscribe?token= asks first, with a button, so that a
 * mail scanner that opens links cannot unsubscribe anyone. Both say plainly when a link is not
 * valid (unknown, replaced by a newer mail, already used).
 */
export function NewsletterLinkPage({ action }: { action: Action }) {
  return (
    <Container size="sm" py="xl">
      <Suspense fallback={<Skeleton height={120} />}>
        <DataProvider>
          <MailMessages section="newsletter">
            <LinkAction action={action} />
          </MailMessages>
        </DataProvider>
      </Suspense>
    </Container>
  );
}

function LinkAction({ action }: { action: Action }) {
  const t = useMailText<NewsletterMessageId>();
  const intl = useIntl();
  const title = t(action === 'confirm' ? 'newsletter.confirm.title' : 'newsletter.unsubscribe.title');
  usePageTitle(title);
  usePageDescription(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const apply = useNewsletterLink(action);
  const [state, setState] = useState<State>(token ? 'ready' : 'invalid');

  const run = useCallback(async () => {
    setState('working');
    try {
      await apply(token);
      setState('done');
    } catch (error) {
      // An unknown or used token is bad input; anything else (network, server) may be retried.
      setState(errorCode(error) === 'BAD_USER_INPUT' ? 'invalid' : 'failed');
    }
  }, [apply, token]);

  // Confirmation needs no extra click: following the mailed link is the consent. Once per page
  // (a development double effect must not send it twice).
  const started = useRef(false);
  useEffect(() => {
    if (action !== 'confirm' || !token || started.current) return;
    started.current = true;
    void run();
  }, [action, token, run]);

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {state === 'done' ? (
        <Alert color="teal" role="status">
          {t(action === 'confirm' ? 'newsletter.confirm.success' : 'newsletter.unsubscribe.success')}
        </Alert>
      ) : state === 'invalid' ? (
        <Alert color="red" role="alert">
          {t(action === 'confirm' ? 'newsletter.confirm.invalid' : 'newsletter.unsubscribe.invalid')}
        </Alert>
      ) : state === 'failed' ? (
        <RetryAlert title={title} message={intl.formatMessage({ id: 'error.unhandled' })} onRetry={() => void run()} />
      ) : action === 'confirm' ? (
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('newsletter.confirm.loading')}</Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>{t('newsletter.unsubscribe.prompt')}</Text>
          <Button onClick={() => void run()} loading={state === 'working'} style={{ alignSelf: 'flex-start' }}>
            {t('newsletter.unsubscribe.button')}
          </Button>
        </Stack>
      )}
      <Anchor component={Link} to="/">
        {t('newsletter.backHome')}
      </Anchor>
    </Stack>
  );
}

/** /newsletter/:action: `confirm` or `unsubscribe`; anything else is the not-found page. */
export default function NewsletterRoute() {
  const { action } = useParams();
  if (action === 'confirm' || action === 'unsubscribe') return <NewsletterLinkPage action={action} />;
  return <NotFoundPage />;
}
