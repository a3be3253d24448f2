/**
 * Which way a language is written (issue 27 point 3): Sorani Kurdish and Arabic right to left,
 * the others left to right. The server puts it on the page's `<html dir>` (http/pages.ts), the web
 * keeps it in step when the language changes (i18n/LanguageProvider.tsx) and gives it to
 * Mantine's DirectionProvider. Browser-safe: the web bundles it through @shared/direction.ts.
 */
export type Direction = 'ltr' | 'rtl';

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ckb', 'ar']);

export function directionOf(language: string): Direction {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}
