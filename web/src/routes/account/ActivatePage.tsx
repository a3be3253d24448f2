import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordSchema } from '@shared/accounts.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useZodForm } from '../../hooks/useZodForm.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { errorDetails, formatError } from '../../lib/errors.ts';
import { useActivateAccount } from '../../mutations/useActivateAccount.ts';
import { useResendActivation } from '../../mutations/useResendActivation.ts';
import { AccountLayout } from './AccountLayout.tsx';

/** A link that cannot activate: used, expired (one day), or not ours. All read "expired". */
function isDeadLink(error: unknown): boolean {
  const { code, messageCode } = errorDetails(error);
  return messageCode === 'ACTIVATION_LINK_EXPIRED' || code === 'BAD_USER_INPUT' || code === 'NOT_FOUND';
}

/** The expired-link message and a form to get a new link by email. */
function ResendActivation() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { resend } = useResendActivation('success.activationEmailSent');
  const [alreadyActive, setAlreadyActive] = useState(false);

  const form = useZodForm({
    initialValues: { email: '' },
    // The email rule is the one shared by every account form.
    parse: (values) => forgotPasswordSchema.safeParse(values),
    labels: { email: intl.formatMessage({ id: 'form.email' }) },
    messageFields: { EMAIL_NOT_REGISTERED: 'email' },
    unexpectedError: 'VALIDATION_EMAIL_ERROR',
    onSubmit: async ({ email }) => {
      const sent = await resend({ email, language });
      setAlreadyActive(!sent);
      form.reset();
    },
  });

  if (alreadyActive) {
    return (
      <Stack gap="md">
        <Alert color="teal">{intl.formatMessage({ id: 'activate.alreadyActive' })}</Alert>
        <Button component={Link} to="/sign-in">
          {intl.formatMessage({ id: 'header.signIn' })}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert color="orange">{intl.formatMessage({ id: 'error.ACTIVATION_LINK_EXPIRED' })}</Alert>
      <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{intl.formatMessage({ id: 'activate.resendText' })}</Text>
          <TextInput
            label={intl.formatMessage({ id: 'form.email' })}
            type="email"
            autoComplete="email"
            {...form.inputProps('email')}
          />
          <FormAlert message={form.formError} />
          <Button type="submit" loading={form.submitting}>
            {intl.formatMessage({ id: 'activate.resend' })}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * /activate?token=...: activates the account on arrival, which signs the driver in, then goes
 * home. An expired or used link (or none) shows the spec's message and a resend form.
 */
function Activation() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { activate } = useActivateAccount();
  const [state, setState] = useState<'activating' | 'expired' | 'failed'>(token ? 'activating' : 'expired');
  const [failure, setFailure] = useState<unknown>(null);

  const run = useCallback(
    (linkToken: string) => {
      setState('activating');
      activate(linkToken).then(
        () => navigate('/', { replace: true }),
        (error: unknown) => {
          if (isDeadLink(error)) return setState('expired');
          console.error(error);
          setFailure(error);
          setState('failed');
        },
      );
    },
    [activate, navigate],
  );

  // Once per token: the token is single-use, so React's development double effects (or a
  // re-render) must not send it twice and show "expired" after a success.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    run(token);
  }, [token, run]);

  if (state === 'expired') return <ResendActivation />;

  if (state === 'failed' && token) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="red" w="100%">
          {formatError(intl, failure)}
        </Alert>
        <Button variant="light" onClick={() => run(token)}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      </Stack>
    );
  }

  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{intl.formatMessage({ id: 'activate.activating' })}</Text>
    </Group>
  );
}

export default function ActivatePage() {
  return (
    <AccountLayout titleId="page.activate.title">
      <DataProvider>
        <Activation />
      </DataProvider>
    </AccountLayout>
  );
}
