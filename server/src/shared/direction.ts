import { languageEntry } from './languages.ts';

/**
 * Which way a language is written (issue 27 point 3), as its entry in the language list says
 * (shared/languages.ts): Sorani Kurdish and Arabic right to left, the others left to right. The server puts it on the page's `<html dir>` (http/pages.ts), the web
 * keeps it in step when the language changes (i18n/LanguageProvider.tsx) and gives it to
 * Mantine's DirectionProvider. Browser-safe: the web bundles it through @shared/direction.ts.
 */
export type Direction = 'ltr' | 'rtl';

/** The direction of a language code or a locale (`ar-u-nu-arab`); left to right for an unknown one. */
export function directionOf(language: string): Direction {
  return languageEntry(language.split('-')[0]!.toLowerCase())?.direction ?? 'ltr';
}
