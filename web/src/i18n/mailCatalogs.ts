import type { ContentCatalog } from './catalogs.ts';
import type contactEn from './messages/contact/en.json';
import type newsletterEn from './messages/newsletter/en.json';
import type { Language } from './languages.ts';
import { catalogOf, loadOnce } from './loadOnce.ts';

// The contact page's and the newsletter's texts (issue 14): catalogs of their own, in every
// language, English included (docs/decisions/007). The newsletter box sits on the home page and
// in the footer, where every byte of the first load counts, so its text comes with the box's own
// chunk, after the first paint; the contact page's comes with the page. Found by file
// name (catalogOf); test/mailCatalogs.test.ts and allCatalogs.test.ts hold the keys.

/** Ids of messages/newsletter/<language>.json: they resolve only inside the newsletter box and pages. */
export type NewsletterMessageId = keyof typeof newsletterEn;
/** Ids of messages/contact/<language>.json: they resolve only inside the contact page. */
export type ContactMessageId = keyof typeof contactEn;

export type NewsletterCatalog = Record<NewsletterMessageId, string>;
export type ContactCatalog = Record<ContactMessageId, string>;

const newsletterFiles = import.meta.glob<NewsletterCatalog>('./messages/newsletter/*.json', { import: 'default' });

const contactFiles = import.meta.glob<ContactCatalog>('./messages/contact/*.json', { import: 'default' });

export type MailSection = 'newsletter' | 'contact';
const files: Record<MailSection, Record<string, () => Promise<ContentCatalog>>> = {
  newsletter: newsletterFiles,
  contact: contactFiles,
};

const byKey = loadOnce((key: `${MailSection}/${Language}`): Promise<ContentCatalog> => {
  const [section, language] = key.split('/') as [MailSection, Language];
  return catalogOf(files[section], language);
});

/** The `section` catalog of `language`, fetched once (same promise each time, for `use()`; a failure is forgotten). */
export function loadMailCatalog(section: MailSection, language: Language): Promise<ContentCatalog> {
  return byKey(`${section}/${language}`);
}
