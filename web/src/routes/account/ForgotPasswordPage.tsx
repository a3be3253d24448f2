import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordSchema } from '@shared/accounts.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { useRecaptcha } from '../../auth/useRecaptcha.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { useRequestPasswordReset } from '../../mutations/useRequestPasswordReset.ts';
import { AccountLayout } from './AccountLayout.tsx';

/** /forgot-password: enter the email, press reset, see the confirmation (spec §2). */
function ForgotPasswordForm() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { requestPasswordReset } = useRequestPasswordReset();
  const getRecaptchaToken = useRecaptcha('forgot_password');
  const [sent, setSent] = useState(false);

  const form = useZodForm({
    initialValues: { email: '' },
    parse: (values) => forgotPasswordSchema.safeParse(values),
    labels: { email: intl.formatMessage({ id: 'form.email' }) },
    messageFields: { EMAIL_NOT_REGISTERED: 'email' },
    onSubmit: async ({ email }) => {
      const recaptchaToken = await getRecaptchaToken();
      await requestPasswordReset({ email, language, ...(recaptchaToken ? { recaptchaToken } : {}) });
      setSent(true);
    },
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="teal" title={intl.formatMessage({ id: 'success.passwordResetEmailSent' })}>
          {intl.formatMessage({ id: 'forgotPassword.sentText' })}
        </Alert>
        <Anchor component={Link} to="/sign-in">
          {intl.formatMessage({ id: 'forgotPassword.backToSignIn' })}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage({ id: 'forgotPassword.text' })}</Text>
        <TextInput
          label={intl.formatMessage({ id: 'form.email' })}
          type="email"
          autoComplete="email"
          {...form.inputProps('email')}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" loading={form.submitting}>
          {intl.formatMessage({ id: 'forgotPassword.submit' })}
        </Button>
        <Anchor component={Link} to="/sign-in" size="sm" ta="center">
          {intl.formatMessage({ id: 'forgotPassword.backToSignIn' })}
        </Anchor>
      </Stack>
    </form>
  );
}

export default function ForgotPasswordPage() {
  return (
    <AccountLayout titleId="page.forgotPassword.title">
      <DataProvider>
        <ForgotPasswordForm />
      </DataProvider>
    </AccountLayout>
  );
}
