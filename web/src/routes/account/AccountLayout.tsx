import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import type { MessageId } from '../../i18n/catalogs.ts';

/** The narrow card the account pages (sign-in, sign-up, passwords, activation) sit in. */
export function AccountLayout({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
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
