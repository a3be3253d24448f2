import { use, useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { loadHomeCatalog } from '../../i18n/catalogs.ts';
import { createAppIntl } from '../../i18n/intl.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/**
 * Gives its children the home sections' messages (i18n/messages/home/*.json) on top of the
 * app's, in the interface language. Suspends while that catalog loads: put it under a
 * Suspense boundary whose fallback needs no home message. See docs/decisions/007.
 */
export function HomeMessages({ children }: { children: ReactNode }) {
  const { language, digits } = useLanguage();
  const home = use(loadHomeCatalog(language));
  const intl = useMemo(() => createAppIntl(language, home, digits), [language, home, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
