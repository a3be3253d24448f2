import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { newsletterSchema } from '@shared/contact.ts';
import { useId, useState } from 'react';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { useZodForm } from '../hooks/useZodForm.ts';
import { useSubscribeNewsletter } from '../mutations/useNewsletter.ts';
import { DataProvider } from './DataProvider.tsx';
import { MailMessages, useMailText } from './MailMessages.tsx';
import type { NewsletterMessageId } from '../i18n/mailCatalogs.ts';

/** The newsletter box's content (NewsletterBox.tsx loads it near the viewport). */
export default function NewsletterForm() {
  return (
    <DataProvider>
      <MailMessages section="newsletter">
        <Subscribe />
      </MailMessages>
    </DataProvider>
  );
}

function Subscribe() {
  const t = useMailText<NewsletterMessageId>();
  const { language } = useLanguage();
  const subscribe = useSubscribeNewsletter();
  const [done, setDone] = useState(false);
  const titleId = useId();
  const form = useZodForm({
    initialValues: { email: '' },
    // The box's one message for a bad address, empty included: 'Invalid email address' (spec §8).
    parse: (values) => {
      const result = newsletterSchema.safeParse(values);
      if (result.success || values.email.trim() !== '') return result;
      return newsletterSchema.safeParse({ email: 'invalid' });
    },
    labels: { email: t('newsletter.email') },
    messageFields: { INVALID_EMAIL: 'email' },
    onSubmit: async ({ email }) => {
      await subscribe(email, language);
      setDone(true);
    },
  });

  return (
    // A group named by its title inside the footer (the footer is the landmark). An h2 (drawn
    // as an h5): the footer follows pages whose only heading is their h1 (/sign-in), and a level
    // skipped there is a heading-order violation (Lighthouse, axe).
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t('newsletter.title')}
      </Title>
      <Text size="sm">{t('newsletter.text')}</Text>
      {done ? (
        // role=status: screen readers announce the outcome where the form was.
        <Alert color="teal" role="status" title={t('newsletter.success')}>
          {t('newsletter.checkMailbox')}
        </Alert>
      ) : (
        <form ref={form.formRef} method="post" onSubmit={form.onSubmit} noValidate>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: 1, minWidth: 200 }}
              // The heading says what the field is for; the name is for screen readers.
              aria-label={t('newsletter.email')}
              placeholder={t('newsletter.placeholder')}
              type="email"
              autoComplete="email"
              {...form.inputProps('email')}
            />
            <Button type="submit" loading={form.submitting}>
              {t('newsletter.submit')}
            </Button>
          </Group>
          {form.formError ? (
            <Text c="red" size="sm" mt="xs" role="alert">
              {form.formError}
            </Text>
          ) : null}
        </form>
      )}
    </Stack>
  );
}
