import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { changePasswordSchema } from '@shared/accounts.ts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../auth/AuthContext.ts';
import { MeQuery } from '../../auth/documents.ts';
import { RequireAccount } from '../../auth/RequireAccount.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { errorDetails, formatError } from '../../lib/errors.ts';
import { useChangePassword } from '../../mutations/useChangePassword.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { PasswordField } from './PasswordField.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The form. `hasPassword` false (an account made by social sign-in) has no current password
 * to give: the field is hidden and the driver sets a first password.
 */
function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const intl = useIntl();
  const { signedOut } = useAuth();
  const { changePassword } = useChangePassword();

  // The shared rules, plus one that depends on this account: its current password is required.
  const schema = changePasswordSchema.refine((input) => !hasPassword || Boolean(input.currentPassword), {
    message: 'REQUIRED',
    path: ['currentPassword'],
  });

  const form = useZodForm({
    initialValues: EMPTY,
    parse: ({ currentPassword, newPassword, confirmPassword }) =>
      schema.safeParse(hasPassword ? { currentPassword, newPassword, confirmPassword } : { newPassword, confirmPassword }),
    labels: {
      currentPassword: intl.formatMessage({ id: 'form.currentPassword' }),
      newPassword: intl.formatMessage({ id: 'form.newPassword' }),
      confirmPassword: intl.formatMessage({ id: 'form.confirmNewPassword' }),
    },
    messageFields: {
      WRONG_PASSWORD: 'currentPassword',
      NEW_PASSWORD_REQUIRED: 'newPassword',
      PASSWORDS_DONT_MATCH: 'confirmPassword',
    },
    unexpectedError: 'PASSWORD_UPDATE_ERROR',
    onSubmit: async (input) => {
      try {
        await changePassword(input);
      } catch (error) {
        // The session ended meanwhile (expired, signed out elsewhere): forget it, which sends the
        // driver to the sign-in page; the toast says why.
        if (errorDetails(error).code === 'UNAUTHENTICATED') signedOut();
        throw error;
      }
      form.reset();
    },
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        {hasPassword ? (
          <PasswordField
            label={intl.formatMessage({ id: 'form.currentPassword' })}
            autoComplete="current-password"
            {...form.inputProps('currentPassword')}
          />
        ) : (
          <Text size="sm">{intl.formatMessage({ id: 'changePassword.noPasswordText' })}</Text>
        )}
        <PasswordField
          label={intl.formatMessage({ id: 'form.newPassword' })}
          autoComplete="new-password"
          {...form.inputProps('newPassword')}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'form.confirmNewPassword' })}
          autoComplete="new-password"
          {...form.inputProps('confirmPassword')}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" loading={form.submitting}>
          {intl.formatMessage({ id: 'page.changePassword.title' })}
        </Button>
      </Stack>
    </form>
  );
}

/** Loads whether the account has a password, then the form. */
function ChangePassword() {
  const intl = useIntl();
  const { signedOut } = useAuth();
  const { data, error, refetch } = useQuery(MeQuery);
  const me = data?.me;

  // Signed in as far as the browser knew, but the server has no session: forget it.
  useEffect(() => {
    if (data && !data.me) signedOut();
  }, [data, signedOut]);

  if (error && !me) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" w="100%">
          {formatError(intl, error)}
        </Alert>
        <Button variant="light" onClick={() => void refetch().catch(() => {})}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      </Stack>
    );
  }

  if (!me) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{intl.formatMessage({ id: 'common.loading' })}</Text>
      </Group>
    );
  }

  // Keyed: when a first password is set, the form restarts with the current-password field.
  return <ChangePasswordForm key={String(me.hasPassword)} hasPassword={me.hasPassword} />;
}

/** /change-password: needs an account; signed out, it sends the visitor to sign in first. */
export default function ChangePasswordPage() {
  return (
    <RequireAccount>
      <AccountLayout titleId="page.changePassword.title">
        <DataProvider>
          <ChangePassword />
        </DataProvider>
      </AccountLayout>
    </RequireAccount>
  );
}
