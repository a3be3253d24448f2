import { Alert, Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { signUpSchema } from '@shared/signUp.ts';
import { zoneToday } from '@shared/rentalPeriod.ts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { useRecaptcha } from '../../auth/useRecaptcha.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PersonFields } from '../../components/PersonFields.tsx';
import { useSettings } from '../../hooks/useSettings.ts';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { useSignUp } from '../../mutations/useSignUp.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { birthDateRules } from './birthDateRules.ts';
import { PasswordField } from './PasswordField.tsx';

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  birthDate: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * /sign-up: registration. The account stays signed out until the driver follows the emailed
 * activation link (spec §4); the page then says to check the mailbox.
 */
function SignUpForm() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { signUp } = useSignUp();
  const getRecaptchaToken = useRecaptcha('signup');
  const { settings } = useSettings();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const label = (id: 'form.fullName' | 'form.email' | 'form.phone' | 'form.birthDate' | 'form.password' | 'form.confirmPassword') =>
    intl.formatMessage({ id });

  const form = useZodForm({
    initialValues: EMPTY,
    parse: (values) => signUpSchema(birthDateRules(settings)).safeParse({ ...values, language }),
    labels: {
      fullName: label('form.fullName'),
      email: label('form.email'),
      phone: label('form.phone'),
      birthDate: label('form.birthDate'),
      password: label('form.password'),
      confirmPassword: label('form.confirmPassword'),
    },
    messageFields: { EMAIL_ALREADY_REGISTERED: 'email', TOO_YOUNG: 'birthDate', TOS_NOT_ACCEPTED: 'acceptTerms' },
    unexpectedError: 'SIGN_UP_ERROR',
    onSubmit: async (input) => {
      const recaptchaToken = await getRecaptchaToken();
      const user = await signUp({ ...input, ...(recaptchaToken ? { recaptchaToken } : {}) });
      setSentTo(user.email);
    },
  });

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="teal" title={intl.formatMessage({ id: 'signUp.doneTitle' })}>
          {intl.formatMessage({ id: 'signUp.doneText' }, { email: sentTo })}
        </Alert>
        <Anchor component={Link} to="/">
          {intl.formatMessage({ id: 'common.backHome' })}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        <PersonFields field={form.inputProps} maxBirthDate={settings ? zoneToday(settings.timeZone) : undefined} />
        <PasswordField label={label('form.password')} autoComplete="new-password" {...form.inputProps('password')} />
        <PasswordField
          label={label('form.confirmPassword')}
          autoComplete="new-password"
          {...form.inputProps('confirmPassword')}
        />
        <Checkbox
          mt="xs"
          // One inline span: the label row is a flex box (44 px target), and the link stays a
          // link inside the sentence's text (WCAG 2.5.5's inline exception), not a flex item.
          label={
            <span>
              <FormattedMessage
                id="form.acceptTerms"
                values={{
                  link: (chunks) => (
                    <Anchor component={Link} to="/tos" target="_blank" inherit>
                      {chunks}
                    </Anchor>
                  ),
                }}
              />
            </span>
          }
          {...form.checkboxProps('acceptTerms')}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" mt="xs" loading={form.submitting}>
          {intl.formatMessage({ id: 'signUp.submit' })}
        </Button>
        <Text size="sm" ta="center">
          {intl.formatMessage({ id: 'signUp.haveAccount' })}{' '}
          <Anchor component={Link} to="/sign-in" inherit>
            {intl.formatMessage({ id: 'header.signIn' })}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

export default function SignUpPage() {
  return (
    <AccountLayout titleId="page.signUp.title">
      <DataProvider>
        <SignUpForm />
      </DataProvider>
    </AccountLayout>
  );
}
