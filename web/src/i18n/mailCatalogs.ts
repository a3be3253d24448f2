import type { ContentCatalog } from './catalogs.ts';
import type contactEn from './messages/contact/en.json';
import type newsletterEn from './messages/newsletter/en.json';
import type { Language } from './languages.ts';
import { loadOnce } from './loadOnce.ts';

// The contact page's and the newsletter's texts (issue 14): catalogs of their own, in every
// language, English included (docs/decisions/007). The newsletter box sits on the home page and
// in the footer, where every byte of the first load counts, so its text comes with the box's own
// chunk, after the first paint; the contact page's comes with the page. Typed loaders: a key
// missing in French or Spanish is a compile error; test/mailCatalogs.test.ts checks the rest.

/** Ids of messages/newsletter/<language>.json: they resolve only inside the newsletter box and pages. */
export type NewsletterMessageId = keyof typeof newsletterEn;
/** Ids of messages/contact/<language>.json: they resolve only inside the contact page. */
export type ContactMessageId = keyof typeof contactEn;

export type NewsletterCatalog = Record<NewsletterMessageId, string>;
export type ContactCatalog = Record<ContactMessageId, string>;

const newsletterLoaders: Record<Language, () => Promise<{ default: NewsletterCatalog }>> = {
  en: () => import('./messages/newsletter/en.json'),
  fr: () => import('./messages/newsletter/fr.json'),
  es: () => import('./messages/newsletter/es.json'),
  ckb: () => import('./messages/newsletter/ckb.json'),
  ar: () => import('./messages/newsletter/ar.json'),
};

const contactLoaders: Record<Language, () => Promise<{ default: ContactCatalog }>> = {
  en: () => import('./messages/contact/en.json'),
  fr: () => import('./messages/contact/fr.json'),
  es: () => import('./messages/contact/es.json'),
  ckb: () => import('./messages/contact/ckb.json'),
  ar: () => import('./messages/contact/ar.json'),
};

export type MailSection = 'newsletter' | 'contact';
const loaders: Record<MailSection, Record<Language, () => Promise<{ default: ContentCatalog }>>> = {
  newsletter: newsletterLoaders,
  contact: contactLoaders,
};

const byKey = loadOnce((key: `${MailSection}/${Language}`): Promise<ContentCatalog> => {
  const [section, language] = key.split('/') as [MailSection, Language];
  return loaders[section][language]().then((module) => module.default);
});

/** The `section` catalog of `language`, fetched once (same promise each time, for `use()`; a failure is forgotten). */
export function loadMailCatalog(section: MailSection, language: Language): Promise<ContentCatalog> {
  return byKey(`${section}/${language}`);
}
