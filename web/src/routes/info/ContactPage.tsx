import { Alert, Anchor, Button, Container, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CONTACT_LIMITS, contactSchema, signedInContactSchema } from '@shared/contact.ts';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { useAuth } from '../../auth/AuthContext.ts';
import { useRecaptcha } from '../../auth/useRecaptcha.ts';
import { DataProvider } from '../../components/DataProvider.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { MailMessages, useMailText } from '../../components/MailMessages.tsx';
import { usePageDescription } from '../../hooks/usePageDescription.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useZodForm } from '../../hooks/useZodForm.ts';
import type { ContactMessageId } from '../../i18n/mailCatalogs.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { useSendContactMessage } from '../../mutations/useSendContactMessage.ts';

/**
 * /contact (spec §2): subject and message, and the sender's address when signed out (signed in,
 * the account's address is used). The server sends it to the business's contact address only,
 * after the bot check; the page then reads 'Message sent'.
 */
export default function ContactPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.contact.title' });
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Suspense fallback={<ContactSkeleton />}>
          <DataProvider>
            <MailMessages section="contact">
              <ContactForm />
            </MailMessages>
          </DataProvider>
        </Suspense>
      </Stack>
    </Container>
  );
}

function ContactForm() {
  const t = useMailText<ContactMessageId>();
  usePageDescription(t('contact.description'));
  const { user } = useAuth();
  const [sent, setSent] = useState(false);
  const [formKey, setFormKey] = useState(0);

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="teal" role="status" title={t('contact.sent')}>
          {t('contact.sentText')}
        </Alert>
        <Button
          variant="light"
          onClick={() => {
            setSent(false);
            setFormKey((k) => k + 1);
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('contact.another')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>{t('contact.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('contact.faq', {
          faq: (chunks) => (
            <Anchor component={Link} to="/faq" inherit>
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
      <MessageForm key={formKey} accountEmail={user?.email ?? null} onSent={() => setSent(true)} />
    </Stack>
  );
}

function MessageForm({ accountEmail, onSent }: { accountEmail: string | null; onSent: () => void }) {
  const t = useMailText<ContactMessageId>();
  const { language } = useLanguage();
  const send = useSendContactMessage();
  const getRecaptchaToken = useRecaptcha('contact');
  const signedIn = accountEmail !== null;
  const form = useZodForm({
    initialValues: { email: '', subject: '', message: '' },
    parse: (values) => (signedIn ? signedInContactSchema.safeParse(values) : contactSchema.safeParse(values)),
    labels: { email: t('contact.email'), subject: t('contact.subject'), message: t('contact.message') },
    messageFields: { INVALID_EMAIL: 'email' },
    onSubmit: async (data) => {
      const recaptchaToken = await getRecaptchaToken();
      await send({
        ...('email' in data ? { email: (data as { email: string }).email } : {}),
        subject: data.subject,
        message: data.message,
        language,
        ...(recaptchaToken ? { recaptchaToken } : {}),
      });
      onSent();
    },
  });
  const messageLength = form.inputProps('message').value.length;

  return (
    <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
      <Stack gap="sm">
        {signedIn ? (
          <Text size="sm">{t('contact.signedInAs', { email: accountEmail })}</Text>
        ) : (
          <TextInput label={t('contact.email')} type="email" autoComplete="email" required {...form.inputProps('email')} />
        )}
        <TextInput label={t('contact.subject')} required maxLength={CONTACT_LIMITS.subject} {...form.inputProps('subject')} />
        <Textarea
          label={t('contact.message')}
          required
          rows={8}
          resize="vertical"
          maxLength={CONTACT_LIMITS.message}
          description={t('contact.messageHint', { count: messageLength, max: CONTACT_LIMITS.message })}
          {...(form.inputProps('message') as object)}
        />
        <FormAlert message={form.formError} />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function ContactSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={14} />
      <Skeleton height={36} mt="md" />
      <Skeleton height={36} />
      <Skeleton height={140} />
    </Stack>
  );
}
