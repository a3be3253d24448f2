import type { ContentCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { loadOnce } from './loadOnce.ts';

// The content pages (issue 14): /tos, /privacy, /faq, /about and the blog articles. Long prose, so
// each page has a catalog of its own, loaded with the page: neither those catalogs nor this module
// (which only the content pages import) are part of the home route's first load. The blocks a page
// renders follow the key order of its catalog (routes/info/ContentBlocks.tsx);
// test/contentCatalogs.test.ts holds fr and es to the English order.
export const CONTENT_SECTIONS = ['tos', 'privacy', 'faq', 'about', 'blog'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

const contentLoaders: Record<ContentSection, Record<Language, () => Promise<{ default: ContentCatalog }>>> = {
  tos: { en: () => import('./messages/tos/en.json'), fr: () => import('./messages/tos/fr.json'), es: () => import('./messages/tos/es.json'), ckb: () => import('./messages/tos/ckb.json'), ar: () => import('./messages/tos/ar.json') },
  privacy: { en: () => import('./messages/privacy/en.json'), fr: () => import('./messages/privacy/fr.json'), es: () => import('./messages/privacy/es.json'), ckb: () => import('./messages/privacy/ckb.json'), ar: () => import('./messages/privacy/ar.json') },
  faq: { en: () => import('./messages/faq/en.json'), fr: () => import('./messages/faq/fr.json'), es: () => import('./messages/faq/es.json'), ckb: () => import('./messages/faq/ckb.json'), ar: () => import('./messages/faq/ar.json') },
  about: { en: () => import('./messages/about/en.json'), fr: () => import('./messages/about/fr.json'), es: () => import('./messages/about/es.json'), ckb: () => import('./messages/about/ckb.json'), ar: () => import('./messages/about/ar.json') },
  blog: { en: () => import('./messages/blog/en.json'), fr: () => import('./messages/blog/fr.json'), es: () => import('./messages/blog/es.json'), ckb: () => import('./messages/blog/ckb.json'), ar: () => import('./messages/blog/ar.json') },
};

const byKey = loadOnce((key: `${ContentSection}/${Language}`): Promise<ContentCatalog> => {
  const [section, language] = key.split('/') as [ContentSection, Language];
  return contentLoaders[section][language]().then((module) => module.default);
});

/** The `section` catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export function loadContentCatalog(section: ContentSection, language: Language): Promise<ContentCatalog> {
  return byKey(`${section}/${language}`);
}
