import { Button, Container, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * Replaces a page that failed to render or whose chunk failed to load (typically after a new
 * deployment removed the old chunk; reloading fetches the new one). The header stays usable.
 * Rendered by PageBoundary, which logs the error.
 */
export function RouteErrorPage() {
  const intl = useIntl();

  return (
    <Container size="md" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{intl.formatMessage({ id: 'error.unhandled' })}</Title>
        <Button onClick={() => window.location.reload()}>{intl.formatMessage({ id: 'common.reload' })}</Button>
      </Stack>
    </Container>
  );
}
