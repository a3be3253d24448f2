import { Container, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import type { MessageId } from '../i18n/catalogs.ts';

/** A page whose content comes in a later issue: its title and a "coming soon" line. */
export function PlaceholderPage({ titleId }: { titleId: MessageId }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  usePageTitle(title);

  return (
    <Container size="md" py="xl">
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intl.formatMessage({ id: 'common.comingSoon' })}</Text>
      </Stack>
    </Container>
  );
}
