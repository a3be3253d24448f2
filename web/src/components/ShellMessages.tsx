import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { createAppIntl } from '../i18n/intl.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import type { Language } from '../i18n/languages.ts';
import { loadedShellCatalog, loadShellCatalog, type ShellCatalog } from '../i18n/shellCatalogs.ts';

/**
 * Gives its children the footer's and consent banner's messages (i18n/messages/shell/*.json) on
 * top of the app's, in the interface language; renders nothing until the first one arrives.
 *
 * Not a Suspense boundary's child (as HomeMessages is): the footer sits under every page, and
 * after a language switch it keeps its current texts until the new catalog is here, rather than
 * disappearing (with the keyboard focus of its own language select) and coming back.
 */
export function ShellMessages({ children }: { children: ReactNode }) {
  const { language, digits } = useLanguage();
  const [shown, setShown] = useState<{ language: Language; catalog: ShellCatalog } | null>(() => {
    const catalog = loadedShellCatalog(language);
    return catalog ? { language, catalog } : null;
  });

  const shownLanguage = shown?.language;
  useEffect(() => {
    if (shownLanguage === language) return;
    let live = true;
    // A failed fetch is forgotten by loadShellCatalog: the next language change tries again.
    loadShellCatalog(language).then(
      (catalog) => live && setShown({ language, catalog }),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [language, shownLanguage]);

  const current = shown ?? { language, catalog: use(loadShellCatalog(language)) };
  const intl = useMemo(() => createAppIntl(current.language, current.catalog, digits), [current.language, current.catalog, digits]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
