import { t } from '../../i18n/messages.ts';
import { checkLink, type Content, type MailLanguage } from './blocks.ts';

/**
 * Mail to newsletter subscribers (services/newsletter/newsletter.ts). Every one of them carries
 * the unsubscribe link, in the body and as a List-Unsubscribe header (with the one-click POST of
 * RFC 8058, answered by POST /api/newsletter/unsubscribe), the confirmation mail included: a
 * person subscribed by someone else can leave without confirming anything.
 */

export interface NewsletterConfirmationMailData {
  /** The subscribed address (the mail goes to it), named so a reader knows which one. */
  email: string;
  /** The confirm page with its token (web: /newsletter/confirm?token=). */
  confirmLink: string;
  /** The unsubscribe page with its token (web: /newsletter/unsubscribe?token=). */
  unsubscribeLink: string;
  /** Where a mail client's one-click unsubscribe POSTs (RFC 8058): /api/newsletter/unsubscribe?token=. */
  oneClickUnsubscribeLink: string;
}

/** The headers of every mail to a subscriber (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(oneClickLink: string, pageLink: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${checkLink(oneClickLink)}>, <${checkLink(pageLink)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function newsletterConfirmationContent(d: NewsletterConfirmationMailData, language: MailLanguage): Content {
  return {
    subject: t(language, 'mail.newsletter.subject'),
    blocks: [
      { kind: 'paragraph', text: t(language, 'mail.newsletter.intro') },
      { kind: 'paragraph', text: t(language, 'mail.newsletter.address', { email: d.email }) },
      { kind: 'action', label: t(language, 'mail.newsletter.button'), url: checkLink(d.confirmLink), fallback: t(language, 'mail.buttonFallback') },
      { kind: 'small', text: t(language, 'mail.newsletter.ignore') },
      { kind: 'link', label: t(language, 'mail.newsletter.unsubscribe'), url: checkLink(d.unsubscribeLink) },
    ],
    headers: unsubscribeHeaders(d.oneClickUnsubscribeLink, d.unsubscribeLink),
  };
}
