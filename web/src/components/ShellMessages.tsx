import { use, useDeferredValue, useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { createAppIntl } from '../i18n/intl.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { loadShellCatalog } from '../i18n/shellCatalogs.ts';

/**
 * Gives its children the footer's and consent banner's messages (i18n/messages/shell/*.json) on
 * top of the app's, in the interface language. Suspends while that catalog loads: put it under a
 * Suspense boundary whose fallback needs none of them (only the first time: see below).
 */
export function ShellMessages({ children }: { children: ReactNode }) {
  // Deferred: after a language switch the footer keeps its current texts until the new catalog
  // is here, rather than disappearing (and taking the keyboard focus of its language select).
  const language = useDeferredValue(useLanguage().language);
  const shell = use(loadShellCatalog(language));
  const intl = useMemo(() => createAppIntl(language, shell), [language, shell]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
