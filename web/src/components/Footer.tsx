import { Anchor, Box, Button, Container, Divider, Group, SimpleGrid, Skeleton, Stack, Text, type NativeSelect } from '@mantine/core';
import { COMPANY } from '@shared/company.ts';
import { DIGITS, hasDigitsChoice, isDigits } from '@shared/digits.ts';
import { lazy, memo, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from './Link.tsx';
import { useNow } from '../hooks/useNow.ts';
import { useSettings } from '../hooks/useSettings.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import type { ShellMessageId } from '../i18n/shellCatalogs.ts';
import { articlePath, BLOG_ARTICLES } from '../routes/blog/articles.ts';
import { reopenConsent } from './analytics/consent.ts';
import { DataProvider } from './DataProvider.tsx';
import { ShellMessages } from './ShellMessages.tsx';
import type { CurrencySelect, LanguageSelect } from './ShellSelects.tsx';

// Its own chunk (it loads its form when near the viewport): the page's one newsletter box, the
// home page's included; kept out of the first load (ADR 004).
/** The business zone (the server's settings say so once loaded; it is the same one). */
const ERBIL_TIME_ZONE = 'Asia/Baghdad';

/**
 * The calendar year at `instant` in `timeZone`: the copyright line's year is Erbil's, whatever
 * the visitor's or the server's clock zone, so the server's render and the browser's agree on
 * New Year's Eve. Intl alone: lib/dates.ts would bring the date library into the footer's chunk.
 */
export function yearIn(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(instant));
}

const NewsletterBox = lazy(() => import('./NewsletterBox.tsx').then((m) => ({ default: m.NewsletterBox })));

/**
 * Every content page (spec §2), in the footer's order. Short labels of the footer's own (not the
 * pages' titles): a footer reads as a list, and a page's own "Contact us" button stays the one
 * link of that name on the page.
 */
const CONTENT_LINKS: { to: string; labelId: ShellMessageId }[] = [
  { to: '/about', labelId: 'footer.link.about' },
  { to: '/contact', labelId: 'footer.link.contact' },
  { to: '/locations', labelId: 'footer.link.locations' },
  { to: '/suppliers', labelId: 'footer.link.suppliers' },
  { to: '/faq', labelId: 'footer.link.faq' },
  { to: '/tos', labelId: 'footer.link.tos' },
  { to: '/privacy', labelId: 'footer.link.privacy' },
];

/**
 * The footer of every page (issue 14 point 1): the company's facts (@shared/company.ts) with the
 * contact address from the server's settings (CONTACT_EMAIL), links to every content page and
 * article, the newsletter box (the page's only one), and the language and currency choices the
 * header also offers, with, in Sorani Kurdish and Arabic, the digits (issue 27 point 4): the
 * choice the settings page gives signed-in readers, here for every visitor.
 *
 * Not needed for the first paint: RootLayout loads this module lazily, and it suspends until its
 * catalog (i18n/messages/shell) is here, so neither weighs on the home route's first load
 * (docs/decisions/004; `npm run bench:first-load`).
 */
export interface FooterProps {
  /**
   * The header's language and currency selects (components/ShellSelects.tsx), and Mantine's
   * NativeSelect for the footer's own digits choice (DigitsSelect below), handed down by
   * RootLayout rather than imported here. Measured with the production build: importing them
   * from this lazy chunk made the bundler move them (NativeSelect and its parts) out of the
   * entry into shared chunks, 0.9 kB gzipped more on the home route's first load, which has no
   * room for it (`npm run bench:first-load`). For the same reason the digits select is written
   * here, not in ShellSelects.tsx: there its code weighed 0.07 kB on every first load, here none.
   */
  selects: { LanguageSelect: typeof LanguageSelect; CurrencySelect: typeof CurrencySelect; NativeSelect: typeof NativeSelect };
}

// Memoised: the layout re-renders on every navigation (its progress bar), the footer need not.
export default memo(function Footer({ selects }: FooterProps) {
  return (
    <ShellMessages>
      <DataProvider>
        <FooterContent selects={selects} />
      </DataProvider>
    </ShellMessages>
  );
});

// Column titles are bold text, not headings: the page's own outline (h1, h2) stays the page's,
// and the two link lists are navigation landmarks named by their titles.
function FooterContent({ selects: { LanguageSelect, CurrencySelect, NativeSelect } }: FooterProps) {
  const intl = useIntl();
  const { settings } = useSettings();
  const now = useNow();

  return (
    <Box component="footer" bg="gray.0" mt="xl" py="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={700}>{intl.formatMessage({ id: 'app.name' })}</Text>
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
                { phone: <Anchor key="phone" href={`tel:${COMPANY.phoneE164}`} size="sm" dir="ltr">{COMPANY.phone}</Anchor> },
              )}
            </Text>
            <ContactEmail />
          </Stack>

          <Stack gap={0} component="nav" aria-labelledby="footer-information">
            <Text fw={700} id="footer-information">
              {intl.formatMessage({ id: 'footer.information' })}
            </Text>
            {CONTENT_LINKS.map(({ to, labelId }) => (
              <Anchor key={to} component={Link} to={to} size="sm">
                {intl.formatMessage({ id: labelId })}
              </Anchor>
            ))}
          </Stack>

          <Stack gap={0} component="nav" aria-labelledby="footer-blog">
            <Text fw={700} id="footer-blog">
              {intl.formatMessage({ id: 'footer.blog' })}
            </Text>
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
            <Text fw={700}>{intl.formatMessage({ id: 'footer.preferences' })}</Text>
            {/* Visible labels of their own: the header's selects are 'Language' and 'Currency'. */}
            <LanguageSelect label={intl.formatMessage({ id: 'footer.language' })} />
            <CurrencySelect label={intl.formatMessage({ id: 'footer.currency' })} />
            {/* Rendered in ckb and ar only (nothing in the other languages). */}
            <DigitsSelect NativeSelect={NativeSelect} />
            {settings?.analytics && (
              <Button variant="subtle" size="compact-sm" onClick={reopenConsent} style={{ alignSelf: 'flex-start' }}>
                {intl.formatMessage({ id: 'footer.analyticsChoices' })}
              </Button>
            )}
          </Stack>
        </SimpleGrid>

        <Box mt="lg" maw={520}>
          <Suspense fallback={null}>
            <NewsletterBox />
          </Suspense>
        </Box>

        <Divider my="lg" />
        {/* The year in the reader's digits (Eastern Arabic ones if chosen), without grouping. */}
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'footer.rights' }, { year: intl.formatNumber(yearIn(now, settings?.timeZone ?? ERBIL_TIME_ZONE), { useGrouping: false }) })}
        </Text>
      </Container>
    </Box>
  );
}

/**
 * The digits numbers, prices and dates are written with (issue 27 point 4), the choice the
 * settings page gives signed-in readers, here for every visitor: Western by default, Eastern
 * Arabic on request, offered only in a language that has the choice (Sorani Kurdish, Arabic).
 * Applied at once (the intl object's locale carries it to every amount and date) and kept in the
 * `digits` cookie, so the server renders the next page in them (lib/digits.ts).
 */
function DigitsSelect({ NativeSelect }: { NativeSelect: FooterProps['selects']['NativeSelect'] }) {
  const intl = useIntl();
  const { language, digits, setDigits } = useLanguage();
  if (!hasDigitsChoice(language)) return null;
  return (
    <NativeSelect
      label={intl.formatMessage({ id: 'footer.digits' })}
      value={digits}
      data={DIGITS.map((code) => ({ value: code, label: intl.formatMessage({ id: `footer.digits.${code}` }) }))}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isDigits(value)) setDigits(value);
      }}
    />
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
              <Anchor key="email" href={`mailto:${settings.contactEmail}`} size="sm" dir="ltr">
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
