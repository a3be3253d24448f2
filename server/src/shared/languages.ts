/**
 * The interface languages, the one list (spec §9; issue 27): the server (request language,
 * stored languages, mail) and the web (@shared/languages.ts) read it. Adding a language is an
 * entry here plus its catalogs (README "Adding a language").
 */
export const LANGUAGES = ['en', 'fr', 'es', 'ckb', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
