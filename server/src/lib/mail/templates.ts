/**
 * The transactional e-mails, rendered to a subject, an HTML body and a plain-text body.
 *
 * Every message is described once as a list of blocks (greeting, paragraphs, an action button,
 * small print) and both bodies are produced from that list, so the HTML and the text never say
 * different things. All data is escaped here: callers pass raw user input (names, messages).
 * Links are absolute URLs built by the caller from PUBLIC_URL.
 */

// The template files import their building blocks from blocks.ts, never from here: this module
// imports them, so the graph stays acyclic (server/test/architecture/import-cycles.test.ts).
import { bookingConfirmationContent, newBookingContent, pickupReminderContent, type BookingMailData } from './bookingMail.ts';
import { emailChangeContent, emailChangedContent, type EmailChangedMailData, type EmailChangeMailData } from './accountMail.ts';
import { newsletterConfirmationContent, type NewsletterConfirmationMailData } from './newsletterMail.ts';
import { balancedIsolates, FSI, isolate, LRI, PDI, t } from '../../i18n/messages.ts';
import { directionOf } from '../../shared/direction.ts';
import { BRAND_COLOUR, BRAND_NAME, checkLink, colon, escapeHtml, hello, MAIL_LANGUAGES, mailName, type Block, type Content, type MailAttachment, type MailLanguage, type RenderedMail } from './blocks.ts';

// What other modules have always imported from here.
export { BRAND_COLOUR, BRAND_NAME, checkLink, colon, escapeHtml, hello, MAIL_LANGUAGES, mailName } from './blocks.ts';
export type { Block, Content, MailAttachment, MailLanguage, RenderedMail } from './blocks.ts';

export interface MailData {
  /** A new account (sign-up or guest checkout): the link activates it. Valid one day. */
  activation: { fullName: string; link: string };
  /** "Forgot password": the link lets the user choose a new one. Valid one day. */
  passwordReset: { fullName: string; link: string };
  /** A change of e-mail address: the link, sent to the NEW address, confirms it. Valid one day (accountMail.ts). */
  emailChange: EmailChangeMailData;
  /** The change is made: the notice sent to the OLD address (accountMail.ts). */
  emailChanged: EmailChangedMailData;
  /** A visitor's message from the contact form, sent to staff (the configured contact address only). */
  contact: { fromEmail: string; fromName?: string; subject: string; message: string };
  /** A generic booking notification; `message` is already in the recipient's language. */
  notification: { fullName: string; message: string; link?: string; subject?: string };
  /** The driver's booking confirmation, with its .ics calendar file (bookingMail.ts). */
  bookingConfirmation: BookingMailData;
  /** "A driver booked": the short copy for the supplier and the admin address (bookingMail.ts). */
  newBooking: BookingMailData;
  /** The driver's pick-up reminder, 24 hours before (bookingMail.ts, services/bookings/reminders.ts). */
  pickupReminder: BookingMailData;
  /** Double opt-in of the newsletter, in the subscriber's language, with the unsubscribe link (newsletterMail.ts). */
  newsletterConfirmation: NewsletterConfirmationMailData;
}
export type MailTemplate = keyof MailData;

/** mail_outbox.subject is varchar(300). */
const MAX_SUBJECT_LENGTH = 300;

/** A language's English name, for staff ("English", "French", "Central Kurdish", "Arabic"). */
function languageName(language: MailLanguage): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
}

/** Paragraphs of free text: blank lines separate them. */
function paragraphs(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ kind: 'paragraph', text: p }));
}

/** Header values must stay on one line (a CR/LF in a subject is a header-injection attempt). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

function content<T extends MailTemplate>(template: T, language: MailLanguage, data: MailData[T]): Content {
  switch (template) {
    case 'activation':
    case 'passwordReset': {
      const d = data as MailData['activation'];
      const area = template === 'activation' ? 'mail.activation' : 'mail.passwordReset';
      return {
        subject: t(language, `${area}.subject` as const),
        blocks: [
          { kind: 'greeting', text: hello(language, d.fullName) },
          { kind: 'paragraph', text: t(language, `${area}.intro` as const) },
          { kind: 'action', label: t(language, `${area}.button` as const), url: checkLink(d.link), fallback: t(language, 'mail.buttonFallback') },
          { kind: 'paragraph', text: t(language, `${area}.validity` as const) },
          { kind: 'small', text: t(language, `${area}.ignore` as const) },
        ],
      };
    }
    case 'emailChange':
      return emailChangeContent(data as MailData['emailChange'], language);
    case 'emailChanged':
      return emailChangedContent(data as MailData['emailChanged'], language);
    case 'contact': {
      // Read by staff, so in English whatever the visitor's language; the language is shown
      // so the answer can be written in it.
      const d = data as MailData['contact'];
      const sender = d.fromName ? `${mailName(d.fromName)} <${d.fromEmail}>` : d.fromEmail;
      return {
        subject: `Contact form: ${d.subject}`,
        blocks: [
          { kind: 'paragraph', text: 'A visitor sent a message through the contact form.' },
          {
            kind: 'fields',
            rows: [
              ['From', sender],
              ['Subject', d.subject],
              ['Language', languageName(language)],
            ],
          },
          { kind: 'quote', text: d.message },
          { kind: 'small', text: `To answer, reply to this e-mail or write to ${d.fromEmail}. Check the address before sending anything personal: the form does not verify it.` },
        ],
        // Staff answer the visitor, never our own sending address.
        replyTo: d.fromEmail,
      };
    }
    case 'notification': {
      const d = data as MailData['notification'];
      const blocks: Block[] = [{ kind: 'greeting', text: hello(language, d.fullName) }, ...paragraphs(d.message)];
      if (d.link) blocks.push({ kind: 'action', label: t(language, 'mail.notification.button'), url: checkLink(d.link), fallback: t(language, 'mail.buttonFallback') });
      return { subject: d.subject ?? t(language, 'mail.notification.subject'), blocks };
    }
    case 'bookingConfirmation':
      return bookingConfirmationContent(data as MailData['bookingConfirmation'], language);
    case 'newBooking':
      return newBookingContent(data as MailData['newBooking'], language);
    case 'pickupReminder':
      return pickupReminderContent(data as MailData['pickupReminder'], language);
    case 'newsletterConfirmation':
      return newsletterConfirmationContent(data as MailData['newsletterConfirmation'], language);
    default:
      throw new Error(`Unknown mail template ${JSON.stringify(template)}`);
  }
}

// ── HTML: table layout with inline styles, the only kind mail clients render reliably.

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";

/**
 * Escaped text for HTML; in a right-to-left mail the values the catalog isolated (FSI ... PDI,
 * i18n/messages.ts) become <bdi> elements, which mail clients' HTML engines honour more widely
 * than the isolate characters.
 */
function htmlText(text: string, rtl: boolean): string {
  return inline(text, rtl).replace(/\r\n?|\n/g, '<br>');
}

/** Escaped one-line text (a label): isolates become <bdi> in a right-to-left mail only. */
function inline(text: string, rtl: boolean): string {
  return rtl ? bdi(escapeHtml(text)) : escapeHtml(text);
}

function bdi(html: string): string {
  // Unbalanced isolates can only come from typed data: dropped rather than left to unbalance the markup.
  const balanced = balancedIsolates(html) ? html : html.replace(/[\u2066-\u2069]/g, '');
  return balanced.replaceAll(FSI, '<bdi>').replaceAll(LRI, '<bdi dir="ltr">').replaceAll('\u2067', '<bdi dir="rtl">').replaceAll(PDI, '</bdi>');
}

/**
 * The styles that depend on the writing direction. A left-to-right mail keeps the styles it always
 * had; a right-to-left one mirrors them with physical properties (left/right), since several mail
 * clients ignore logical ones (padding-inline-start, text-align:start).
 */
interface Sides {
  language: MailLanguage;
  rtl: boolean;
  /** Added to text containers: explicit right alignment in a right-to-left mail. */
  align: string;
  listPadding: string;
  quoteBorder: string;
  labelPadding: string;
}

function sides(language: MailLanguage): Sides {
  const rtl = directionOf(language) === 'rtl';
  return rtl
    ? { language, rtl, align: 'text-align:right;', listPadding: 'padding-right:20px;padding-left:0;', quoteBorder: 'border-right', labelPadding: '2px 0 2px 16px' }
    : { language, rtl, align: '', listPadding: 'padding-left:20px;', quoteBorder: 'border-left', labelPadding: '2px 16px 2px 0' };
}

function htmlBlock(block: Block, side: Sides): string {
  const a = side.align;
  const rtl = side.rtl;
  switch (block.kind) {
    case 'greeting':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;font-weight:bold;${a}">${htmlText(block.text, rtl)}</p>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;${a}">${htmlText(block.text, rtl)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:24px;color:${BRAND_COLOUR};${a}">${htmlText(block.text, rtl)}</h2>`;
    case 'link': {
      const href = escapeHtml(block.url);
      return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;${a}"><a href="${href}" style="color:${BRAND_COLOUR};">${inline(block.label, rtl)}</a></p>`;
    }
    case 'list':
      return `<ul style="margin:0 0 16px;${side.listPadding}font-size:15px;line-height:22px;${a}">${block.items.map((item) => `<li>${htmlText(item, rtl)}</li>`).join('')}</ul>`;
    case 'quote':
      // A visitor's own words: their direction is their own (dir="auto").
      return `<div${side.rtl ? ' dir="auto"' : ''} style="margin:0 0 16px;padding:12px 16px;${side.quoteBorder}:4px solid ${BRAND_COLOUR};background:#f5f7fb;font-size:15px;line-height:22px;white-space:pre-wrap;">${escapeHtml(block.text)}</div>`;
    case 'fields':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;line-height:22px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:${side.labelPadding};color:#5c6370;vertical-align:top;${a}">${inline(label, rtl)}</td><td style="padding:2px 0;${a}">${side.rtl ? inline(isolate(side.language, value), rtl) : escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'action': {
      const href = escapeHtml(block.url);
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>` +
        `<td style="border-radius:6px;background:${BRAND_COLOUR};">` +
        `<a href="${href}" style="display:inline-block;padding:12px 24px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${inline(block.label, rtl)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#5c6370;${a}">${inline(block.fallback, rtl)}<br>` +
        `<a href="${href}"${side.rtl ? ' dir="ltr"' : ''} style="color:${BRAND_COLOUR};word-break:break-all;">${href}</a></p>`
      );
    }
    case 'small':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#5c6370;${a}">${htmlText(block.text, rtl)}</p>`;
  }
}

function renderHtml(language: MailLanguage, c: Content): string {
  const side = sides(language);
  // dir on html, body and the message's own table: some clients drop the html and body elements.
  const dir = side.rtl ? ' dir="rtl"' : '';
  return `<!doctype html>
<html lang="${language}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(c.subject)}</title>
</head>
<body${dir}${side.rtl ? ` lang="${language}"` : ''} style="margin:0;padding:0;background:#f0f2f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f0f2f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation"${dir} width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;${FONT}color:#1a1a1a;">
<tr><td style="background:${BRAND_COLOUR};padding:20px 32px;${FONT}font-size:20px;font-weight:bold;color:#ffffff;${side.align}">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td style="padding:32px;${FONT}color:#1a1a1a;${side.align}">
${c.blocks.map((b) => htmlBlock(b, side)).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;background:#f5f7fb;${FONT}font-size:12px;line-height:18px;color:#5c6370;${side.align}">${inline(t(language, 'mail.footer'), side.rtl)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

// ── Plain text: what text-only clients show, and where the dev log finds the links.

function textBlock(block: Block, language: MailLanguage): string {
  switch (block.kind) {
    case 'greeting':
    case 'paragraph':
    case 'small':
      return block.text;
    case 'heading':
      return block.text.toUpperCase();
    case 'link':
      return `${block.label}${colon(language)}\n${block.url}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      return block.text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'fields': {
      // In a right-to-left mail each value is isolated: "+964 750 123 4567" keeps its order.
      return block.rows.map(([label, value]) => `${label}${colon(language)} ${isolate(language, value)}`).join('\n');
    }
    case 'action':
      // The URL alone on its line: clients make it clickable and nothing runs into it.
      return `${block.label}${colon(language)}\n${block.url}`;
  }
}

function renderText(language: MailLanguage, c: Content): string {
  return `${c.blocks.map((b) => textBlock(b, language)).join('\n\n')}\n\n-- \n${t(language, 'mail.footer')}\n`;
}

/** The URLs in a plain-text body, in order, without duplicates (for the development log and viewer). */
export function extractLinks(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((u) => u.replace(/[.,;:!?)\]]+$/, ''));
  return [...new Set(links)];
}

/** Renders one e-mail. Throws on an unknown template or a link that is not an absolute http(s) URL. */
export function renderMail<T extends MailTemplate>(template: T, language: MailLanguage, data: MailData[T]): RenderedMail {
  const requested: MailLanguage = MAIL_LANGUAGES.includes(language) ? language : 'en';
  // The contact message goes to staff: English throughout (its body names the visitor's language).
  const lang: MailLanguage = template === 'contact' ? 'en' : requested;
  const c = content(template, requested, data);
  const subject = oneLine(c.subject).slice(0, MAX_SUBJECT_LENGTH);
  const rendered = { ...c, subject };
  const headers: Record<string, string> = {};
  // Header values stay on one line whatever a caller passed (no header injection).
  for (const [name, value] of Object.entries(c.headers ?? {})) headers[name] = oneLine(value);
  return {
    subject,
    html: renderHtml(lang, rendered),
    text: renderText(lang, rendered),
    attachments: c.attachments ?? [],
    ...(c.replyTo ? { replyTo: oneLine(c.replyTo) } : {}),
    headers,
  };
}

/** The driver's confirmation mail: subject, HTML and text in `language`, with the .ics attachment (bookingMail.ts). */
export function bookingConfirmationMail(data: BookingMailData, language: MailLanguage): RenderedMail {
  return renderMail('bookingConfirmation', language, data);
}

/** The "new booking" copy for the supplier (in its language) or the admin address (English). */
export function newBookingMail(data: BookingMailData, language: MailLanguage): RenderedMail {
  return renderMail('newBooking', language, data);
}
