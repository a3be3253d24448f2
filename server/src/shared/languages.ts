/**
 * The interface languages, the one list (spec §9; issue 27 point 1). Everything a language needs
 * that is not text to translate is its entry here; everything that is text is its catalogs
 * (`<code>.json` beside each `en.json`, on the web and the server), found by their file names.
 * So adding a language is its catalogs plus one entry below (README "Adding a language"): the
 * server (request language, stored languages, mail, notifications, the REST shim's `values`)
 * and the web (language pickers, catalog loaders, direction, date pickers, digits) all read it.
 *
 * Browser-safe and small: the web bundles it through @shared/languages.ts in the first load.
 */
export interface LanguageEntry {
  /** The language named in itself, whatever the current interface language (the pickers). */
  readonly name: string;
  /** Which way it is written: the page's `<html dir>`, Mantine's direction, mail. */
  readonly direction: 'ltr' | 'rtl';
  /** The calendars' first column: 0 Sunday, 1 Monday, 6 Saturday (Iraq's week). */
  readonly weekStart: 0 | 1 | 6;
  /** Written in Arabic script: the reader may choose Eastern Arabic digits (shared/digits.ts). */
  readonly arabicScript: boolean;
}

const LIST = {
  en: { name: 'English', direction: 'ltr', weekStart: 1, arabicScript: false },
  fr: { name: 'Français', direction: 'ltr', weekStart: 1, arabicScript: false },
  es: { name: 'Español', direction: 'ltr', weekStart: 1, arabicScript: false },
  ckb: { name: 'کوردی', direction: 'rtl', weekStart: 6, arabicScript: true },
  ar: { name: 'العربية', direction: 'rtl', weekStart: 6, arabicScript: true },
} as const satisfies Record<string, LanguageEntry>;

export type Language = keyof typeof LIST;

/** The codes, in the pickers' order (English first, the default). */
export const LANGUAGES = Object.keys(LIST) as [Language, ...Language[]];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LIST, value);
}

/** A supported language's entry; undefined for any other code. */
export function languageEntry(code: string): LanguageEntry | undefined {
  return Object.hasOwn(LIST, code) ? LIST[code as Language] : undefined;
}

/** Each language named in itself (proper names, hence not in the catalogs). */
export function languageName(code: Language): string {
  return LIST[code].name;
}
