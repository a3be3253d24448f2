import { Anchor, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link.tsx';
import { DataProvider } from '../../components/DataProvider.tsx';
import type { HomeMessageId } from '../../i18n/catalogs.ts';
import { articlePath, BLOG_ARTICLES } from '../blog/articles.ts';
import { HomeMessages } from './HomeMessages.tsx';
import { SupplierShowcase } from './SupplierShowcase.tsx';

/** A section with its heading (h2), named by it for assistive technologies. */
function Section({ id, titleId, children }: { id: string; titleId: HomeMessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <Title order={2} id={id}>
        {intl.formatMessage({ id: titleId })}
      </Title>
      {children}
    </Stack>
  );
}

/** A titled card (h3) with a line of text. */
function Feature({ titleId, textId }: { titleId: HomeMessageId; textId: HomeMessageId }) {
  const intl = useIntl();
  return (
    <Card withBorder padding="lg">
      <Title order={3} size="h4" mb="xs">
        {intl.formatMessage({ id: titleId })}
      </Title>
      <Text size="sm">{intl.formatMessage({ id: textId })}</Text>
    </Card>
  );
}

/**
 * The three car sizes of the data model (spec §1). Descriptive only: the search page needs a
 * place and dates first, so a size alone cannot start a search; its filters offer the size.
 */
const SIZES = ['mini', 'midi', 'maxi'] as const;

function CarSizes() {
  const intl = useIntl();
  return (
    <Section id="home-sizes-title" titleId="home.sizes.title">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {SIZES.map((size) => (
          <Feature key={size} titleId={`home.sizes.${size}.title`} textId={`home.sizes.${size}.text`} />
        ))}
      </SimpleGrid>
      <Text c="dimmed" size="sm">
        {intl.formatMessage({ id: 'home.sizes.hint' })}
      </Text>
    </Section>
  );
}

const REASONS = ['roadside', 'noHiddenCharges', 'mileage', 'cancellation'] as const;

function WhyBookWithUs() {
  return (
    <Section id="home-why-title" titleId="home.why.title">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {REASONS.map((reason) => (
          <Feature key={reason} titleId={`home.why.${reason}.title`} textId={`home.why.${reason}.text`} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function CustomerCare() {
  const intl = useIntl();
  return (
    <Paper component="section" aria-labelledby="home-care-title" withBorder p="xl" bg="brand.0">
      <Stack gap="md" align="flex-start">
        <Title order={2} id="home-care-title">
          {intl.formatMessage({ id: 'home.care.title' })}
        </Title>
        <Text>{intl.formatMessage({ id: 'home.care.text' })}</Text>
        <Group>
          <Button component={Link} to="/contact">
            {intl.formatMessage({ id: 'home.care.contact' })}
          </Button>
          <Button component={Link} to="/faq" variant="default">
            {intl.formatMessage({ id: 'home.care.faq' })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function BlogTeasers() {
  const intl = useIntl();
  return (
    <Section id="home-blog-title" titleId="home.blog.title">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {BLOG_ARTICLES.map((article) => {
          const title = intl.formatMessage({ id: article.titleId });
          return (
            <Card key={article.id} component="article" withBorder padding="lg">
              <Title order={3} size="h4" mb="xs">
                <Anchor component={Link} to={articlePath(article.id, title)} inherit>
                  {title}
                </Anchor>
              </Title>
              <Text size="sm">{intl.formatMessage({ id: `home.blog.${article.id}.excerpt` })}</Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

/**
 * The home page below the locations (spec §2): supplier showcase, car sizes, why book with us,
 * customer care and the three blog teasers. A chunk of its own, loaded after the first paint
 * with its message catalog (HomeMessages); only the showcase fetches data.
 */
export default function HomeSections() {
  return (
    <Suspense fallback={<Skeleton h={240} />}>
      <HomeMessages>
        <Stack gap={48}>
          <DataProvider>
            <SupplierShowcase />
          </DataProvider>
          <CarSizes />
          <WhyBookWithUs />
          <CustomerCare />
          <BlogTeasers />
        </Stack>
      </HomeMessages>
    </Suspense>
  );
}
