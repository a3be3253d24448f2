import { Container, Paper, Stack, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../components/PageLoader.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import type { MessageId } from '../../i18n/catalogs.ts';
import { AccountMessages } from './AccountMessages.tsx';

/**
 * The narrow card the account pages (sign-in, sign-up, passwords, activation) sit in. Their texts
 * are in the account catalog (i18n/messages/account/*.json), loaded here with the page rather than
 * with the app: the app catalog is part of the home route's first load (docs/decisions/004).
 */
export function AccountLayout({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <AccountMessages>
        <AccountCard titleId={titleId}>{children}</AccountCard>
      </AccountMessages>
    </Suspense>
  );
}

function AccountCard({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  usePageTitle(title);

  return (
    <Container size={460} py="xl">
      <Paper withBorder shadow="xs" radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
