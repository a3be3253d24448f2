/**
 * Interface languages (spec §9), English by default: the same list as the server's
 * (server/src/shared/languages.ts, held to it by web/test/languages.test.ts). Written out here
 * rather than imported through @shared: that import split the router and react-intl out of the
 * entry into shared chunks (+3.2 kB of first load, docs/decisions/044).
 */
export const LANGUAGES = ['en', 'fr', 'es', 'ckb', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Each language named in itself, whatever the current interface language, so a visitor who
 * cannot read the current one still finds their own. Proper names, hence not in the catalogs.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ckb: 'کوردی',
  ar: 'العربية',
};

