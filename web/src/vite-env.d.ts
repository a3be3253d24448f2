/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true": with no language stored, the browser's time zone chooses it (i18n/locationLanguage.ts). */
  readonly VITE_SET_LANGUAGE_FROM_LOCATION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
