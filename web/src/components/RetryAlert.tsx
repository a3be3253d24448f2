import { Alert, Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

interface RetryAlertProps {
  /** What failed ("Locations could not be loaded."). */
  title: string;
  /** Why, already translated. */
  message: string;
  /** Asks again (a failed retry shows up as an error again: nothing to catch). */
  onRetry: () => void;
}

/** A section whose data failed to load: what, why, and a retry button. */
export function RetryAlert({ title, message, onRetry }: RetryAlertProps) {
  const intl = useIntl();
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      </Stack>
    </Alert>
  );
}
