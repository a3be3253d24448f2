import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageDescription } from '../../hooks/usePageDescription.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import type { MessageId } from '../../i18n/catalogs.ts';
import type { ContentSection } from '../../i18n/contentCatalogs.ts';
import { ContentMessages } from './ContentMessages.tsx';

/**
 * The frame of a content page: its title (app catalog, shown at once), then its own catalog's
 * text under a skeleton while that catalog loads. `children` render inside the section catalog.
 */
export function ContentPage({ section, titleId, children }: { section: ContentSection; titleId: MessageId; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Suspense fallback={<ContentSkeleton />}>
          <ContentMessages section={section}>{children}</ContentMessages>
        </Suspense>
      </Stack>
    </Container>
  );
}

/** Sets the page's meta description from a content catalog message (inside ContentMessages). */
export function ContentDescription({ id }: { id: string }) {
  const intl = useIntl();
  usePageDescription(intl.formatMessage({ id: id as MessageId }));
  return null;
}

function ContentSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={14} />
      <Skeleton height={14} />
      <Skeleton height={14} width="70%" />
      <Skeleton height={24} width="40%" mt="md" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
    </Stack>
  );
}
