import { Button, Container, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';

/**
 * Replaces a page that failed to render or whose chunk failed to load (typically after a new
 * deployment removed the old chunk; reloading fetches the new one). The header stays usable.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const intl = useIntl();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="md" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{intl.formatMessage({ id: 'error.unhandled' })}</Title>
        <Button onClick={() => window.location.reload()}>{intl.formatMessage({ id: 'common.reload' })}</Button>
      </Stack>
    </Container>
  );
}
