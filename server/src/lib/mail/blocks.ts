/**
 * The parts every mail is built from: the languages, the blocks a message is written in, the
 * greeting common to all (its words, like every text, in i18n/messages/<language>.json), and the
 * escaping and link checks. A leaf module: the
 * template files (templates.ts, bookingMail.ts, accountMail.ts, newsletterMail.ts) import it, it
 * imports none of them, so the mail modules load in any order (no import cycle).
 */
import { flattenName, LIMITS } from '../../shared/accounts.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { t } from '../../i18n/messages.ts';

/** Mail is written in every interface language (shared/languages.ts, the one list). */
export type MailLanguage = Language;
export const MAIL_LANGUAGES: readonly MailLanguage[] = LANGUAGES;

/** A file sent with a message; stored in mail_outbox.attachments and given to nodemailer as is. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text content, or base64 when `encoding` is 'base64'. */
  content: string;
  encoding?: 'base64';
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** Reply-To (a contact message: the visitor's address). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe (mail_outbox.headers). */
  headers: Record<string, string>;
}

export const BRAND_NAME = 'Erbil Car Rental';
export const BRAND_COLOUR = '#003B95';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and for quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * A person's name as every mail prints it (greetings, "new booking from", the contact form's
 * sender). Anyone can type any name at sign-up and have it mailed to any address, so it is one
 * line of plain text (no line breaks or control characters: nothing can pose as the mail's own
 * text), at most 100 characters, and never a link: "://" becomes "[:]//" and a dot between two
 * letters or digits "[.]", so `http://evil.example` reaches the reader as `http[:]//evil[.]example`,
 * which no mail client turns into a link. A name such as "J.Smith" shows as "J[.]Smith"; "J. Smith"
 * is unchanged. The HTML part escapes it as it escapes all text.
 */
export function mailName(name: string): string {
  return Array.from(flattenName(name))
    .slice(0, LIMITS.fullName)
    .join('')
    .replace(/:\/\//g, '[:]//')
    .replace(/(?<=[\p{L}\p{N}_-])\.(?=[\p{L}\p{N}_-])/gu, '[.]');
}

export type Block =
  | { kind: 'greeting'; text: string }
  /** A section title. */
  | { kind: 'heading'; text: string }
  /** A labelled link shown with its URL (a map, a page). */
  | { kind: 'link'; label: string; url: string }
  /** A bulleted list (the pick-up checklist). */
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string }
  /** A visitor's own words: shown as-is (line breaks kept) in a quoted box. */
  | { kind: 'quote'; text: string }
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  | { kind: 'action'; label: string; url: string; fallback: string }
  | { kind: 'small'; text: string };

export interface Content {
  subject: string;
  blocks: Block[];
  attachments?: MailAttachment[];
  replyTo?: string;
  headers?: Record<string, string>;
}

/** The greeting of every personal mail: the name made safe (mailName) and isolated in right-to-left text. */
export function hello(language: MailLanguage, name: string): string {
  return t(language, 'mail.hello', { name: mailName(name) });
}

/** "label: value" in the language's typography (French puts a narrow no-break space before a colon). */
export function colon(language: MailLanguage): string {
  return t(language, 'mail.colon');
}

/**
 * Links end up in an href: only absolute http(s) URLs are accepted, so a caller's mistake can
 * never put a `javascript:` URL or a relative path into a message.
 */
export function checkLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`Mail link must be an absolute URL, got ${JSON.stringify(link)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Mail link must be an http(s) URL, got ${JSON.stringify(link)}`);
  }
  return link;
}
