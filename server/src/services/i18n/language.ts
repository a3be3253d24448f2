import { BadUserInputError } from '../../errors.ts';
import { nameIn, type Names } from './names.ts';

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

/** A place's name in `language`, from its names by language (English when it has none in it). */
export function localizedName(row: { names: Names }, language: string): string {
  return nameIn(row.names, language);
}
