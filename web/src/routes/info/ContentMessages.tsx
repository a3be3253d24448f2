import { createContext, use, useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { ContentCatalog } from '../../i18n/catalogs.ts';
import { loadContentCatalog, type ContentSection } from '../../i18n/contentCatalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

const ContentCatalogContext = createContext<ContentCatalog>({});

/** The loaded content catalog (its keys give a page's blocks in order; ContentBlocks.tsx). */
export function useContentCatalog(): ContentCatalog {
  return use(ContentCatalogContext);
}

/**
 * Gives its children a content page's messages (i18n/messages/<section>/*.json) on top of the
 * app's, in the interface language. Suspends while that catalog loads: put it under a Suspense
 * boundary whose fallback needs none of them.
 */
export function ContentMessages({ section, children }: { section: ContentSection; children: ReactNode }) {
  const { language, digits } = useLanguage();
  const catalog = use(loadContentCatalog(section, language));
  const intl = useMemo(() => createAppIntl(language, catalog, digits), [language, catalog, digits]);
  return (
    <ContentCatalogContext.Provider value={catalog}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </ContentCatalogContext.Provider>
  );
}
