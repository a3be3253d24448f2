import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { DataProvider } from '../../components/DataProvider.tsx';
import { usePageDescription } from '../../hooks/usePageDescription.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { loadPlacesCatalog } from '../../i18n/placesCatalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/**
 * Gives its children the /locations and /suppliers pages' messages (i18n/messages/places/*.json)
 * on top of the app's, in the interface language. Suspends while that catalog loads: put it under
 * a Suspense boundary whose fallback needs no places message.
 */
export function PlacesMessages({ children }: { children: ReactNode }) {
  const { language, digits } = useLanguage();
  const places = use(loadPlacesCatalog(language));
  const intl = useMemo(() => createAppIntl(language, places, digits), [language, places, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/**
 * The frame of /locations and /suppliers: the page title (document title too), then, once the
 * places catalog is in, the page's description for search engines, its intro and its content;
 * a skeleton of `fallbackHeight` while it loads.
 */
export function PlacesPage({ area, fallbackHeight, children }: { area: 'locations' | 'suppliers'; fallbackHeight: number; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `page.${area}.title` });
  usePageTitle(title);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <DataProvider>
          <Suspense fallback={<Skeleton h={fallbackHeight} />}>
            <PlacesMessages>
              <Intro area={area} />
              {children}
            </PlacesMessages>
          </Suspense>
        </DataProvider>
      </Stack>
    </Container>
  );
}

function Intro({ area }: { area: 'locations' | 'suppliers' }) {
  const intl = useIntl();
  usePageDescription(intl.formatMessage({ id: `places.${area}.description` }));
  return <Text>{intl.formatMessage({ id: `places.${area}.intro` })}</Text>;
}
