import type shellEn from './messages/shell/en.json';
import type { Language } from './languages.ts';
import { catalogOf, loadOnce } from './loadOnce.ts';

// The shell's after-paint texts (issue 14): the footer and the analytics consent banner. Neither is
// needed for the first paint, so their catalog (and this module, imported only by them) loads with
// them, like the home sections' (docs/decisions/007). Found by file name
// (catalogOf); test/shellCatalogs.test.ts and allCatalogs.test.ts hold the keys.

/** The ids of the footer's and the consent banner's texts (messages/shell/<language>.json). */
export type ShellMessageId = keyof typeof shellEn;
export type ShellCatalog = Record<ShellMessageId, string>;

const shellFiles = import.meta.glob<ShellCatalog>('./messages/shell/*.json', { import: 'default' });

const loaded = new Map<Language, ShellCatalog>();

/** The shell catalog of `language` if it has arrived, else undefined. */
export function loadedShellCatalog(language: Language): ShellCatalog | undefined {
  return loaded.get(language);
}

/** The shell catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadShellCatalog = loadOnce((language: Language): Promise<ShellCatalog> =>
  catalogOf(shellFiles, language).then((catalog) => {
    loaded.set(language, catalog);
    return catalog;
  }),
);
