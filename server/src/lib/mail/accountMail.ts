import { t } from '../../i18n/messages.ts';
import { checkLink, hello, type Content, type MailLanguage } from './blocks.ts';

/**
 * The settings page's mails (services/accounts/emailChange.ts): the link that confirms a new
 * e-mail address, sent to that address, and the notice sent to the OLD address once the change is
 * made (the owner of a stolen session or mailbox learns of it).
 */

export interface EmailChangeMailData {
  fullName: string;
  /** The new address (the mail goes to it). */
  email: string;
  link: string;
}

export interface EmailChangedMailData {
  fullName: string;
  /** The new address (the mail goes to the old one). */
  email: string;
}

export function emailChangeContent(d: EmailChangeMailData, language: MailLanguage): Content {
  return {
    subject: t(language, 'mail.emailChange.subject'),
    blocks: [
      { kind: 'greeting', text: hello(language, d.fullName) },
      { kind: 'paragraph', text: t(language, 'mail.emailChange.intro', { email: d.email }) },
      { kind: 'action', label: t(language, 'mail.emailChange.button'), url: checkLink(d.link), fallback: t(language, 'mail.buttonFallback') },
      { kind: 'paragraph', text: t(language, 'mail.emailChange.validity') },
      { kind: 'small', text: t(language, 'mail.emailChange.ignore') },
    ],
  };
}

export function emailChangedContent(d: EmailChangedMailData, language: MailLanguage): Content {
  return {
    subject: t(language, 'mail.emailChanged.subject'),
    blocks: [
      { kind: 'greeting', text: hello(language, d.fullName) },
      { kind: 'paragraph', text: t(language, 'mail.emailChanged.body', { email: d.email }) },
      { kind: 'small', text: t(language, 'mail.emailChanged.warning') },
    ],
  };
}
