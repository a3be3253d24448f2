import { createContext, useContext } from 'react';
import { DEFAULT_DIGITS, type Digits } from '@shared/digits.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

export interface LanguageContextValue {
  language: Language;
  /** Switches the interface at once and remembers the choice (localStorage `language`). */
  setLanguage: (language: Language) => void;
  /** The digits numbers are written with in ckb and ar (Western unless the reader chose Eastern Arabic). */
  digits: Digits;
  /** The language with the reader's digits, for formatting (`ar-u-nu-arab`; `en` for English). */
  locale: string;
  /** Changes the digits at once and remembers the choice (the `digits` cookie, lib/digits.ts). */
  setDigits: (digits: Digits) => void;
}

export const LanguageContext = createContext<LanguageContextValue>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => {
    throw new Error('useLanguage() needs a <LanguageProvider> above it');
  },
  digits: DEFAULT_DIGITS,
  locale: DEFAULT_LANGUAGE,
  setDigits: () => {
    throw new Error('useLanguage() needs a <LanguageProvider> above it');
  },
});

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
