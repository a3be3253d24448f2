/**
 * The interface languages: the server's one list (server/src/shared/languages.ts, spec §9), each
 * entry with its own name, direction, week and script. Adding a language is its catalogs plus
 * one entry there (README "Adding a language").
 */
export { DEFAULT_LANGUAGE, isLanguage, languageEntry, languageName, LANGUAGES, type Language } from '@shared/languages.ts';
