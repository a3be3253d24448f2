import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DirectionContext } from '@mantine/core';
import { RawIntlProvider } from 'react-intl';
import { directionOf } from '@shared/direction.ts';
import { DEFAULT_DIGITS, localeOf, type Digits } from '@shared/digits.ts';
import { writeDigitsCookie } from '../lib/digits.ts';
import { writeStorage } from '../lib/storage.ts';
import { loadCatalog, loadedCatalog } from './catalogs.ts';
import { createAppIntl, setIntl } from './intl.ts';
import { LanguageContext } from './LanguageContext.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { noteAppChange } from '../ssr/appChanges.ts';

interface LanguageProviderProps {
  /** The language resolved at start (see resolveLanguage); main.tsx loads its catalog first. */
  initialLanguage: Language;
  /**
   * The language the browser's own storage asks for, when it differs from the server's choice
   * (a choice made before the language cookie existed): switched to once, after hydration.
   */
  preferredLanguage?: Language;
  /** The digits the page starts with (the `digits` cookie, as the server read it; lib/digits.ts). */
  initialDigits?: Digits;
  children: ReactNode;
}

/** Holds the interface language and provides the matching react-intl object. */
export function LanguageProvider({ initialLanguage, preferredLanguage, initialDigits = DEFAULT_DIGITS, children }: LanguageProviderProps) {
  // Should the start-up catalog have failed to load (network), start in English rather than not at all.
  const [language, setLanguageState] = useState(() =>
    loadedCatalog(initialLanguage) ? initialLanguage : DEFAULT_LANGUAGE,
  );
  const [digits, setDigitsState] = useState(initialDigits);
  const intl = useMemo(() => createAppIntl(language, undefined, digits), [language, digits]);

  // Layout effect: `<html lang>` and the intl used by toasts change in the same frame as the
  // texts, so screen readers and a toast raised right after a switch use the new language.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    setIntl(intl);
  }, [language, intl]);

  // The last language asked for: with a slow network, a later choice must win over an earlier
  // one whose catalog arrives after it.
  const wanted = useRef(language);
  const switchTo = useCallback((next: Language) => {
    wanted.current = next;
    if (loadedCatalog(next)) return setLanguageState(next);
    loadCatalog(next).then(
      () => {
        if (wanted.current === next) setLanguageState(next);
      },
      (error: unknown) => console.error(error),
    );
  }, []);

  useEffect(() => {
    if (!loadedCatalog(initialLanguage)) switchTo(initialLanguage);
  }, [initialLanguage, switchTo]);

  const setLanguage = useCallback(
    (next: Language) => {
      noteAppChange();
      writeStorage('language', next);
      switchTo(next);
    },
    [switchTo],
  );

  useEffect(() => {
    if (preferredLanguage && preferredLanguage !== initialLanguage) setLanguage(preferredLanguage);
    // Once, after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Other than the default, the plain numbers' rewriting loads first (i18n/plainNumbers.ts).
  const setDigits = useCallback((next: Digits) => {
    writeDigitsCookie(next);
    void (next === DEFAULT_DIGITS ? Promise.resolve() : import('./plainNumbers.ts')).then(
      () => setDigitsState(next),
      (error: unknown) => console.error(error),
    );
  }, []);

  const dir = directionOf(language);
  const direction = useMemo(() => ({ dir, setDirection: noDirectionChange, toggleDirection: noDirectionChange }), [dir]);

  const value = useMemo(
    () => ({ language, setLanguage, digits, locale: localeOf(language, digits), setDigits }),
    [language, setLanguage, digits, setDigits],
  );

  return (
    <LanguageContext value={value}>
      {/* Mantine's components read the direction from its DirectionContext (issue 27 point 3):
          right to left for ckb and ar, always the language's, as the server rendered it. Given
          directly rather than through DirectionProvider, whose own state would only copy it
          (and whose code would weigh on every first load). */}
      <DirectionContext value={direction}>
        <RawIntlProvider value={intl}>{children}</RawIntlProvider>
      </DirectionContext>
    </LanguageContext>
  );
}

/** The direction follows the language: nothing else changes it. */
function noDirectionChange() {}
