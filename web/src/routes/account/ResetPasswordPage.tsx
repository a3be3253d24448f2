import { Alert, Button, Stack } from '@mantine/core';
import { resetPasswordSchema } from '@shared/accounts.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { useAuth } from '../../auth/AuthContext.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { errorDetails } from '../../lib/errors.ts';
import { useResetPassword } from '../../mutations/useResetPassword.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { PasswordField } from './PasswordField.tsx';

/** A reset link that cannot be used any more: expired (one day), already used, or unknown. */
function isDeadLink(error: unknown): boolean {
  const { code, messageCode, fieldErrors } = errorDetails(error);
  return messageCode === 'RESET_LINK_EXPIRED' || fieldErrors.token !== undefined || code === 'NOT_FOUND';
}

/** /reset-password?token=...: a new password under the sign-up rules, from the emailed link. */
function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const { user, signedOut } = useAuth();
  const { resetPassword } = useResetPassword();
  const [outcome, setOutcome] = useState<'done' | 'expired' | null>(null);

  const form = useZodForm({
    initialValues: { password: '', confirmPassword: '' },
    parse: (values) => resetPasswordSchema.safeParse({ ...values, token }),
    labels: {
      password: intl.formatMessage({ id: 'form.newPassword' }),
      confirmPassword: intl.formatMessage({ id: 'form.confirmPassword' }),
    },
    messageFields: { PASSWORDS_DONT_MATCH: 'confirmPassword' },
    onSubmit: async (input) => {
      try {
        await resetPassword(input);
      } catch (error) {
        if (!isDeadLink(error)) throw error;
        setOutcome('expired');
        return;
      }
      // The server ended every session of the account, this browser's included.
      if (user) signedOut();
      setOutcome('done');
    },
  });

  if (outcome === 'expired') return <ExpiredLink />;

  if (outcome === 'done') {
    return (
      <Stack gap="md">
        <Alert color="teal">{intl.formatMessage({ id: 'success.passwordChanged' })}</Alert>
        <Button component={Link} to="/sign-in">
          {intl.formatMessage({ id: 'header.signIn' })}
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        <PasswordField
          label={intl.formatMessage({ id: 'form.newPassword' })}
          autoComplete="new-password"
          {...form.inputProps('password')}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'form.confirmPassword' })}
          autoComplete="new-password"
          {...form.inputProps('confirmPassword')}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" loading={form.submitting}>
          {intl.formatMessage({ id: 'resetPassword.submit' })}
        </Button>
      </Stack>
    </form>
  );
}

function ExpiredLink() {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Alert color="orange">{intl.formatMessage({ id: 'error.RESET_LINK_EXPIRED' })}</Alert>
      <Button component={Link} to="/forgot-password" variant="light">
        {intl.formatMessage({ id: 'resetPassword.requestNew' })}
      </Button>
    </Stack>
  );
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  return (
    <AccountLayout titleId="page.resetPassword.title">
      {token ? (
        <DataProvider>
          <ResetPasswordForm token={token} />
        </DataProvider>
      ) : (
        <ExpiredLink />
      )}
    </AccountLayout>
  );
}
