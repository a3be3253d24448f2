import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { signInSchema } from '@shared/accounts.ts';
import { useRecaptcha } from '../../auth/useRecaptcha.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Redirect } from '../../components/Redirect.tsx';
import { Link } from '../../components/Link.tsx';
import type { SocialProvider } from '../../__generated__/graphql.ts';
import { returnPath } from '../../auth/accountPaths.ts';
import { useAuth } from '../../auth/AuthContext.ts';
import { AuthConfigQuery } from '../../auth/documents.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useZodForm } from '../../hooks/useZodForm.ts';
import type { MessageId } from '../../i18n/catalogs.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { socialCredential, SocialSignInCancelled } from '../../lib/social.ts';
import { useSignIn } from '../../mutations/useSignIn.ts';
import { useSocialSignIn } from '../../mutations/useSocialSignIn.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { PasswordField } from './PasswordField.tsx';

const SOCIAL_LABELS: Record<SocialProvider, MessageId> = {
  google: 'signIn.google',
  apple: 'signIn.apple',
  facebook: 'signIn.facebook',
};

/** Where to go once signed in: `?from=` (set by pages that need an account) or the router state. */
function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const fromState = (state as { from?: unknown } | null)?.from;
  return returnPath(searchParams.get('from') ?? (typeof fromState === 'string' ? fromState : null));
}

/** /sign-in: email and password with "stay connected", or a configured social provider. */
function SignInForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const { user, sessionChecked } = useAuth();
  const from = useReturnPath();
  const { signIn } = useSignIn();
  const { socialSignIn } = useSocialSignIn();
  // Read by the server only while the account is under attack (docs/decisions/034): then it lets
  // the owner in from a browser that has already failed on the account.
  const getRecaptchaToken = useRecaptcha('sign_in');
  const { data: config } = useQuery(AuthConfigQuery);
  const [socialBusy, setSocialBusy] = useState<SocialProvider | null>(null);

  const form = useZodForm({
    initialValues: { email: '', password: '', stayConnected: false },
    parse: (values) => signInSchema.safeParse(values),
    labels: { email: intl.formatMessage({ id: 'form.email' }), password: intl.formatMessage({ id: 'form.password' }) },
    onSubmit: async (input) => {
      const recaptchaToken = await getRecaptchaToken();
      await signIn({ ...input, ...(recaptchaToken ? { recaptchaToken } : {}) });
      await navigate(from, { replace: true });
    },
  });

  // Only providers the server is configured for get a button (authConfig ids are null otherwise).
  const providers = (
    [
      ['google', config?.authConfig.googleClientId],
      ['apple', config?.authConfig.appleClientId],
      ['facebook', config?.authConfig.facebookAppId],
    ] as const
  ).filter((entry): entry is readonly [SocialProvider, string] => Boolean(entry[1]));

  const onSocial = async (provider: SocialProvider, clientId: string) => {
    setSocialBusy(provider);
    try {
      const { token, fullName } = await socialCredential(provider, clientId);
      await socialSignIn({ provider, token, fullName, stayConnected: Boolean(form.values.stayConnected), language });
      await navigate(from, { replace: true });
    } catch (error) {
      if (!(error instanceof SocialSignInCancelled)) form.showError(error);
    } finally {
      setSocialBusy(null);
    }
  };

  // Already signed in (and the server agrees): nothing to do here (rendered by the server, a 302).
  if (user && sessionChecked && !form.submitting && !socialBusy) return <Redirect to={from} />;

  const busy = form.submitting || socialBusy !== null;

  return (
    <Stack gap="md">
      <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={intl.formatMessage({ id: 'form.email' })}
            type="email"
            autoComplete="email"
            {...form.inputProps('email')}
          />
          <PasswordField
            label={intl.formatMessage({ id: 'form.password' })}
            autoComplete="current-password"
            {...form.inputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox label={intl.formatMessage({ id: 'signIn.stayConnected' })} {...form.checkboxProps('stayConnected')} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {intl.formatMessage({ id: 'signIn.forgotPassword' })}
            </Anchor>
          </Group>
          <FormAlert message={form.formError} />
          <Button type="submit" loading={form.submitting} disabled={busy}>
            {intl.formatMessage({ id: 'header.signIn' })}
          </Button>
        </Stack>
      </form>

      {providers.length > 0 && (
        <Stack gap="xs">
          <Divider label={intl.formatMessage({ id: 'signIn.or' })} labelPosition="center" />
          {providers.map(([provider, clientId]) => (
            <Button
              key={provider}
              variant="default"
              loading={socialBusy === provider}
              disabled={busy}
              onClick={() => void onSocial(provider, clientId)}
            >
              {intl.formatMessage({ id: SOCIAL_LABELS[provider] })}
            </Button>
          ))}
        </Stack>
      )}

      <Text size="sm" ta="center">
        {intl.formatMessage({ id: 'signIn.noAccount' })}{' '}
        <Anchor component={Link} to="/sign-up" inherit>
          {intl.formatMessage({ id: 'page.signUp.title' })}
        </Anchor>
      </Text>
    </Stack>
  );
}

export default function SignInPage() {
  return (
    <AccountLayout titleId="page.signIn.title">
      <DataProvider>
        <SignInForm />
      </DataProvider>
    </AccountLayout>
  );
}
