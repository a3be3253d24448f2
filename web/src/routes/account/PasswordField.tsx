import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';

/** Mantine's PasswordInput with its show/hide button named in the interface language. */
export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage({ id: 'form.togglePassword' }) }}
    />
  );
}
