import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { writeStorage } from '../lib/storage.ts';
import { createAppIntl, setIntl } from './intl.ts';
import { LanguageContext } from './LanguageContext.ts';
import type { Language } from './languages.ts';

interface LanguageProviderProps {
  /** The language resolved at start (see resolveLanguage). */
  initialLanguage: Language;
  children: ReactNode;
}

/** Holds the interface language and provides the matching react-intl object. */
export function LanguageProvider({ initialLanguage, children }: LanguageProviderProps) {
  const [language, setLanguageState] = useState(initialLanguage);
  const intl = useMemo(() => createAppIntl(language), [language]);

  // Layout effect: `<html lang>` and the intl used by toasts change in the same frame as the
  // texts, so screen readers and a toast raised right after a switch use the new language.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    setIntl(intl);
  }, [language, intl]);

  const setLanguage = useCallback((next: Language) => {
    writeStorage('language', next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext value={value}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LanguageContext>
  );
}
