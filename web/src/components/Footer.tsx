import { Anchor, Box, Button, Container, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '@shared/company.ts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSettings } from '../hooks/useSettings.ts';
import type { MessageId } from '../i18n/catalogs.ts';
import { articlePath, BLOG_ARTICLES } from '../routes/blog/articles.ts';
import { reopenConsent } from './analytics/consent.ts';
import { DataProvider } from './DataProvider.tsx';
import { ShellMessages } from './ShellMessages.tsx';
import { CurrencySelect, LanguageSelect } from './ShellSelects.tsx';

/** Every content page (spec §2), in the footer's order. */
const CONTENT_LINKS: { to: string; titleId: MessageId }[] = [
  { to: '/about', titleId: 'page.about.title' },
  { to: '/contact', titleId: 'page.contact.title' },
  { to: '/locations', titleId: 'page.locations.title' },
  { to: '/suppliers', titleId: 'page.suppliers.title' },
  { to: '/faq', titleId: 'page.faq.title' },
  { to: '/tos', titleId: 'page.tos.title' },
  { to: '/privacy', titleId: 'page.privacy.title' },
];

/**
 * The footer of every page (issue 14 point 1): the company's facts (@shared/company.ts) with the
 * contact address from the server's settings (CONTACT_EMAIL), links to every content page and
 * article, the newsletter box, and the language and currency choices the header also offers.
 *
 * Not needed for the first paint: RootLayout loads this module lazily, and it suspends until its
 * catalog (i18n/messages/shell) is here, so neither weighs on the home route's first load
 * (docs/decisions/004; `npm run bench:first-load`).
 */
export default function Footer() {
  return (
    <ShellMessages>
      <DataProvider>
        <FooterContent />
      </DataProvider>
    </ShellMessages>
  );
}

function FooterContent() {
  const intl = useIntl();
  const { settings } = useSettings();

  return (
    <Box component="footer" bg="gray.0" mt="xl" py="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h5">
              {intl.formatMessage({ id: 'app.name' })}
            </Title>
            <Text component="address" size="sm" fs="normal">
              {COMPANY.street}
              <br />
              {COMPANY.postalCode} {COMPANY.city}
              <br />
              {intl.formatMessage({ id: 'footer.region' })}
            </Text>
            <Text size="sm">
              {intl.formatMessage(
                { id: 'footer.phone' },
                { phone: <Anchor key="phone" href={`tel:${COMPANY.phoneE164}`} size="sm">{COMPANY.phone}</Anchor> },
              )}
            </Text>
            <ContactEmail />
          </Stack>

          <Stack gap="xs" component="nav" aria-labelledby="footer-information">
            <Title order={2} size="h5" id="footer-information">
              {intl.formatMessage({ id: 'footer.information' })}
            </Title>
            {CONTENT_LINKS.map(({ to, titleId }) => (
              <Anchor key={to} component={Link} to={to} size="sm">
                {intl.formatMessage({ id: titleId })}
              </Anchor>
            ))}
          </Stack>

          <Stack gap="xs" component="nav" aria-labelledby="footer-blog">
            <Title order={2} size="h5" id="footer-blog">
              {intl.formatMessage({ id: 'footer.blog' })}
            </Title>
            {BLOG_ARTICLES.map(({ id, titleId }) => {
              const title = intl.formatMessage({ id: titleId });
              return (
                <Anchor key={id} component={Link} to={articlePath(id, title)} size="sm">
                  {title}
                </Anchor>
              );
            })}
          </Stack>

          <Stack gap="sm">
            <Title order={2} size="h5">
              {intl.formatMessage({ id: 'footer.preferences' })}
            </Title>
            {/* Visible labels of their own: the header's selects are 'Language' and 'Currency'. */}
            <LanguageSelect label={intl.formatMessage({ id: 'footer.language' })} />
            <CurrencySelect label={intl.formatMessage({ id: 'footer.currency' })} />
            {settings?.analytics && (
              <Button variant="subtle" size="compact-sm" onClick={reopenConsent} style={{ alignSelf: 'flex-start' }}>
                {intl.formatMessage({ id: 'footer.analyticsChoices' })}
              </Button>
            )}
          </Stack>
        </SimpleGrid>

        {/* NewsletterBox: wired by the lead */}

        <Divider my="lg" />
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'footer.rights' }, { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}

/** The contact address from the server's settings: a placeholder while it loads, a retry if it failed. */
function ContactEmail() {
  const intl = useIntl();
  const { settings, error, refetch } = useSettings();
  if (settings) {
    return (
      <Text size="sm">
        {intl.formatMessage(
          { id: 'footer.email' },
          {
            email: (
              <Anchor key="email" href={`mailto:${settings.contactEmail}`} size="sm">
                {settings.contactEmail}
              </Anchor>
            ),
          },
        )}
      </Text>
    );
  }
  if (error) {
    // Compact (a line of the footer, not an alert box): what failed and a retry. The cause is
    // the page's to tell, if the page failed too; said twice it would only add noise.
    return (
      <Group gap="xs">
        <Text size="sm" c="red.8">
          {intl.formatMessage({ id: 'footer.emailLoadError' })}
        </Text>
        <Button size="compact-xs" variant="light" color="red" onClick={refetch}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      </Group>
    );
  }
  return <Skeleton height={18} width="70%" aria-hidden />;
}
