import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

export interface LanguageContextValue {
  language: Language;
  /** Switches the interface at once and remembers the choice (localStorage `language`). */
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageContextValue>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => {
    throw new Error('useLanguage() needs a <LanguageProvider> above it');
  },
});

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}
