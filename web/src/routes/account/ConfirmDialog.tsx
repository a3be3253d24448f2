import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Asks before an action that cannot be undone. Mantine's Modal is a labelled dialog that traps
 * the focus and closes on Escape; the confirm button is the last in the row, in red.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  loading = false,
  confirmDisabled = false,
  children,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  confirmDisabled?: boolean;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'account.dialog.close' }) }}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage({ id: 'account.dialog.cancel' })}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
