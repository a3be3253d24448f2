import type { ContentCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { catalogOf, loadOnce } from './loadOnce.ts';

// The content pages (issue 14): /tos, /privacy, /faq, /about and the blog articles. Long prose, so
// each page has a catalog of its own, loaded with the page: neither those catalogs nor this module
// (which only the content pages import) are part of the home route's first load. The blocks a page
// renders follow the key order of its catalog (routes/info/ContentBlocks.tsx);
// test/contentCatalogs.test.ts holds fr and es to the English order.
export const CONTENT_SECTIONS = ['tos', 'privacy', 'faq', 'about', 'blog'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

// One glob per section (Vite needs each pattern written out): a new language's files need no code.
const contentFiles: Record<ContentSection, Record<string, () => Promise<ContentCatalog>>> = {
  tos: import.meta.glob<ContentCatalog>('./messages/tos/*.json', { import: 'default' }),
  privacy: import.meta.glob<ContentCatalog>('./messages/privacy/*.json', { import: 'default' }),
  faq: import.meta.glob<ContentCatalog>('./messages/faq/*.json', { import: 'default' }),
  about: import.meta.glob<ContentCatalog>('./messages/about/*.json', { import: 'default' }),
  blog: import.meta.glob<ContentCatalog>('./messages/blog/*.json', { import: 'default' }),
};

const byKey = loadOnce((key: `${ContentSection}/${Language}`): Promise<ContentCatalog> => {
  const [section, language] = key.split('/') as [ContentSection, Language];
  return catalogOf(contentFiles[section], language);
});

/** The `section` catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export function loadContentCatalog(section: ContentSection, language: Language): Promise<ContentCatalog> {
  return byKey(`${section}/${language}`);
}
