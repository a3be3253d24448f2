/** Interface languages (spec §9): the one list in @shared/languages.ts, English by default. */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@shared/languages.ts';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language };

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

