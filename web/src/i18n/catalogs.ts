import en from './messages/en.json';
import type { Language } from './languages.ts';

/** Every message id, taken from the English catalog. */
export type MessageId = keyof typeof en;

export type Catalog = Record<MessageId, string>;

/**
 * Only English (the default language) is bundled with the app; French and Spanish are chunks
 * of their own, fetched when the interface is in that language (main.tsx waits for the start-up
 * language before the first render; the header's switch waits for the new one).
 *
 * Why: every visitor downloads the bundled catalogs before the first paint, and each of the
 * three grows with every screen. With the account screens the three together cost about
 * 5.7 KB gzipped of the home route's 150 KB budget (docs/decisions/004), twice as much as the
 * one a visitor reads. The price is one small request before the first paint for a French or
 * Spanish visitor.
 *
 * The loaders are typed: a key missing from the French or Spanish catalog is a compile error
 * (`Catalog` demands every English key); test/catalogs.test.ts also catches extra keys.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
};

const loaded: Partial<Record<Language, Catalog>> = { en };

/** The catalog of `language` if it is already here (always for English), else undefined. */
export function loadedCatalog(language: Language): Catalog | undefined {
  return loaded[language];
}

/** Fetches the catalog of `language` once; later calls resolve at once. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const ready = loaded[language];
  if (ready) return ready;
  const { default: catalog } = await loaders[language as Exclude<Language, 'en'>]();
  loaded[language] = catalog;
  return catalog;
}

// Registers the ids with react-intl, so `<FormattedMessage id="...">` and `formatMessage`
// reject an id that is not in the catalogs at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
