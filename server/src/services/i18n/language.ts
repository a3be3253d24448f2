import { BadUserInputError } from '../../errors.ts';

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../shared/languages.ts';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language };

/** A language argument: absent means the default; anything unsupported is a clear input error. */
export function parseLanguage(value: string | null | undefined): Language {
  if (value === null || value === undefined || value === '') return DEFAULT_LANGUAGE;
  const lower = value.toLowerCase();
  if (isLanguage(lower)) return lower;
  throw new BadUserInputError(`Unsupported language "${value.slice(0, 20)}". Use one of: ${LANGUAGES.join(', ')}.`, {
    language: 'Unsupported language',
  });
}

/** Picks the column of a row holding names in each language (name_en / nameEn ...). */
export function localizedName(row: { nameEn: string; nameFr: string; nameEs: string }, language: Language): string {
  return language === 'fr' ? row.nameFr : language === 'es' ? row.nameEs : row.nameEn;
}
