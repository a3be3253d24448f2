/** Interface languages (spec §9): two-letter codes, English by default. */
export const LANGUAGES = ['en', 'fr', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Each language named in itself, whatever the current interface language, so a visitor who
 * cannot read the current one still finds their own. Proper names, hence not in the catalogs.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
