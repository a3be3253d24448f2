import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { loadedCatalog, type AccountCatalog, type BookingsCatalog, type Catalog, type CheckoutCatalog, type ContentCatalog, type HomeCatalog, type MessageId, type SearchCatalog } from './catalogs.ts';
import { DEFAULT_DIGITS, hasDigitsChoice, localeOf, type Digits } from '@shared/digits.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

// One cache for every intl object, so switching languages back and forth reuses formatters.
const cache = createIntlCache();

/**
 * An intl object for `language`, whose catalog must be loaded (see catalogs.ts); `extra` adds a
 * section's own catalog in that language (routes/home/HomeMessages.tsx, routes/checkout/CheckoutMessages.tsx).
 * Its locale carries the reader's digits in Sorani Kurdish and Arabic (`ar-u-nu-latn`, Western by
 * default; @shared/digits.ts): every number, amount and date formatted through it follows.
 */
export function createAppIntl(language: Language, extra?: HomeCatalog | CheckoutCatalog | BookingsCatalog | AccountCatalog | ContentCatalog | SearchCatalog, digits: Digits = DEFAULT_DIGITS): IntlShape {
  const catalog = requireCatalog(language);
  const intl = createIntl(
    {
      locale: localeOf(language, digits),
      defaultLocale: DEFAULT_LANGUAGE,
      // react-intl types `messages` with every registered id; the home ids are only here when
      // `extra` is (outside HomeMessages, such an id would show as itself).
      messages: (extra ? { ...catalog, ...extra } : catalog) as Record<MessageId, string>,
      // The catalogs are checked to be complete (types and a test); a missing-translation
      // warning at run time would only be noise.
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    cache,
  );
  // Only where the digits mean something (ckb, ar): English with the cookie set stays Western.
  return digits === DEFAULT_DIGITS || !hasDigitsChoice(language) || !plainNumbersIn ? intl : plainNumbersIn(intl, digits);
}

/** The plain numbers' digits (i18n/plainNumbers.ts), there once that module has loaded. */
let plainNumbersIn: ((intl: IntlShape, digits: Digits) => IntlShape) | undefined;

/**
 * Installs what writes the numbers given to messages as plain arguments in the reader's digits
 * (i18n/plainNumbers.ts): loaded only for a reader whose digits are not the default, before the
 * first render (main.tsx, entry-server.tsx) or before the switch (LanguageProvider), so its code
 * weighs on nobody else's first load.
 */
export function providePlainNumbers(rewrite: (intl: IntlShape, digits: Digits) => IntlShape): void {
  plainNumbersIn = rewrite;
}

function requireCatalog(language: Language): Catalog {
  const catalog = loadedCatalog(language);
  if (!catalog) throw new Error(`The ${language} catalog is not loaded: await loadCatalog('${language}') first`);
  return catalog;
}

/**
 * The intl object of the current language, for code that runs outside React components
 * (toasts raised from mutation callbacks). LanguageProvider keeps it in step with the UI.
 */
let current: IntlShape | undefined;

export function getIntl(): IntlShape {
  // Set by LanguageProvider's first render; before it, the default language's (when loaded).
  current ??= createAppIntl(DEFAULT_LANGUAGE);
  return current;
}

export function setIntl(intl: IntlShape): void {
  current = intl;
}
