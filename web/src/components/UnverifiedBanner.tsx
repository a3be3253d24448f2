import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAuth } from '../auth/AuthContext.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { useResendActivation } from '../mutations/useResendActivation.ts';
import { DataProvider } from './DataProvider.tsx';
import { toastError } from './toast.ts';

/**
 * Under the header while the signed-in driver's email address is not validated: asks them to
 * follow the emailed link, and offers a new one (spec §4: "a resend option exists").
 */
function UnverifiedBanner() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { user, refreshed } = useAuth();
  const { resend, loading } = useResendActivation('success.validationEmailSent');

  const onResend = async () => {
    try {
      // No email: the server sends to the signed-in account.
      const sent = await resend({ language });
      // Validated meanwhile (on another device): the banner has nothing left to ask.
      if (!sent && user) refreshed({ ...user, verified: true });
    } catch (error) {
      toastError(error, 'VALIDATION_EMAIL_ERROR');
    }
  };

  return (
    <Alert color="yellow" radius={0} py="xs">
      <Container size="lg" px={0}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{intl.formatMessage({ id: 'banner.unverified' })}</Text>
          <Button size="xs" variant="white" color="yellow.9" loading={loading} onClick={() => void onResend()}>
            {intl.formatMessage({ id: 'banner.resend' })}
          </Button>
        </Group>
      </Container>
    </Alert>
  );
}

export default function UnverifiedBannerWithData() {
  return (
    <DataProvider>
      <UnverifiedBanner />
    </DataProvider>
  );
}
