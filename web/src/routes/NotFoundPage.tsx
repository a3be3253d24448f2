import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from '../components/Link.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useHttpStatus } from '../ssr/ServerContext.ts';

/** Any path no route matches (and blog ids that do not exist). */
export default function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'notFound.title' });
  usePageTitle(title);
  // Answered with 404 by the server, so search engines and link checkers see a missing page.
  useHttpStatus(404);

  return (
    <Container size="md" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intl.formatMessage({ id: 'notFound.text' })}</Text>
        <Button component={Link} to="/" variant="light">
          {intl.formatMessage({ id: 'common.backHome' })}
        </Button>
      </Stack>
    </Container>
  );
}
