import type shellEn from './messages/shell/en.json';
import type { Language } from './languages.ts';
import { loadOnce } from './loadOnce.ts';

// The shell's after-paint texts (issue 14): the footer and the analytics consent banner. Neither is
// needed for the first paint, so their catalog (and this module, imported only by them) loads with
// them, like the home sections' (docs/decisions/007). Typed as catalogs.ts's loaders: a key missing
// in French or Spanish is a compile error; test/shellCatalogs.test.ts checks the rest.

/** The ids of the footer's and the consent banner's texts (messages/shell/<language>.json). */
export type ShellMessageId = keyof typeof shellEn;
export type ShellCatalog = Record<ShellMessageId, string>;

const shellLoaders: Record<Language, () => Promise<{ default: ShellCatalog }>> = {
  en: () => import('./messages/shell/en.json'),
  fr: () => import('./messages/shell/fr.json'),
  es: () => import('./messages/shell/es.json'),
  ckb: () => import('./messages/shell/ckb.json'),
  ar: () => import('./messages/shell/ar.json'),
};

const loaded = new Map<Language, ShellCatalog>();

/** The shell catalog of `language` if it has arrived, else undefined. */
export function loadedShellCatalog(language: Language): ShellCatalog | undefined {
  return loaded.get(language);
}

/** The shell catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadShellCatalog = loadOnce((language: Language): Promise<ShellCatalog> =>
  shellLoaders[language]().then((module) => {
    loaded.set(language, module.default);
    return module.default;
  }),
);
