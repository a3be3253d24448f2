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
import { BRAND_COLOUR, BRAND_NAME, checkLink, COMMON, escapeHtml, MAIL_LANGUAGES, mailName, type Block, type Content, type MailAttachment, type MailLanguage, type RenderedMail } from './blocks.ts';

// What other modules have always imported from here.
export { BRAND_COLOUR, BRAND_NAME, checkLink, COMMON, escapeHtml, MAIL_LANGUAGES, mailName } from './blocks.ts';
export type { Block, Common, Content, MailAttachment, MailLanguage, RenderedMail } from './blocks.ts';

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

const ACTIVATION: Record<MailLanguage, { subject: string; intro: string; button: string; validity: string; ignore: string }> = {
  en: {
    subject: 'Activate your Erbil Car Rental account',
    intro: 'Welcome to Erbil Car Rental. To activate your account, use the button below.',
    button: 'Activate my account',
    validity: 'This link is valid for one day and can be used only once.',
    ignore: 'If you did not create an account with us, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Activez votre compte Erbil Car Rental',
    intro: 'Bienvenue chez Erbil Car Rental. Pour activer votre compte, utilisez le bouton ci-dessous.',
    button: 'Activer mon compte',
    validity: 'Ce lien est valable un jour et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si vous n’avez pas créé de compte chez nous, vous pouvez ignorer cet e-mail.',
  },
  es: {
    subject: 'Active su cuenta de Erbil Car Rental',
    intro: 'Le damos la bienvenida a Erbil Car Rental. Para activar su cuenta, use el botón de abajo.',
    button: 'Activar mi cuenta',
    validity: 'Este enlace es válido durante un día y solo se puede usar una vez.',
    ignore: 'Si no ha creado una cuenta con nosotros, puede ignorar este correo.',
  },
};

const PASSWORD_RESET: Record<MailLanguage, { subject: string; intro: string; button: string; validity: string; ignore: string }> = {
  en: {
    subject: 'Reset your Erbil Car Rental password',
    intro: 'We received a request to reset the password of your Erbil Car Rental account. To choose a new password, use the button below.',
    button: 'Choose a new password',
    validity: 'This link is valid for one day and can be used only once.',
    ignore: 'If you did not ask to reset your password, ignore this e-mail: your password stays unchanged.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Erbil Car Rental',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Erbil Car Rental. Pour choisir un nouveau mot de passe, utilisez le bouton ci-dessous.',
    button: 'Choisir un nouveau mot de passe',
    validity: 'Ce lien est valable un jour et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u202f: votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Restablezca su contraseña de Erbil Car Rental',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Erbil Car Rental. Para elegir una nueva contraseña, use el botón de abajo.',
    button: 'Elegir una nueva contraseña',
    validity: 'Este enlace es válido durante un día y solo se puede usar una vez.',
    ignore: 'Si no ha solicitado este cambio, ignore este correo: su contraseña no cambiará.',
  },
};

const NOTIFICATION: Record<MailLanguage, { subject: string; button: string }> = {
  en: { subject: 'News about your Erbil Car Rental booking', button: 'View my booking' },
  fr: { subject: 'Du nouveau sur votre réservation Erbil Car Rental', button: 'Voir ma réservation' },
  es: { subject: 'Novedades sobre su reserva de Erbil Car Rental', button: 'Ver mi reserva' },
};


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
  const common = COMMON[language];
  switch (template) {
    case 'activation': {
      const d = data as MailData['activation'];
      const t = ACTIVATION[language];
      return {
        subject: t.subject,
        blocks: [
          { kind: 'greeting', text: common.hello(d.fullName) },
          { kind: 'paragraph', text: t.intro },
          { kind: 'action', label: t.button, url: checkLink(d.link), fallback: common.buttonFallback },
          { kind: 'paragraph', text: t.validity },
          { kind: 'small', text: t.ignore },
        ],
      };
    }
    case 'passwordReset': {
      const d = data as MailData['passwordReset'];
      const t = PASSWORD_RESET[language];
      return {
        subject: t.subject,
        blocks: [
          { kind: 'greeting', text: common.hello(d.fullName) },
          { kind: 'paragraph', text: t.intro },
          { kind: 'action', label: t.button, url: checkLink(d.link), fallback: common.buttonFallback },
          { kind: 'paragraph', text: t.validity },
          { kind: 'small', text: t.ignore },
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
              ['Language', { en: 'English', fr: 'French', es: 'Spanish' }[language]],
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
      const t = NOTIFICATION[language];
      const blocks: Block[] = [{ kind: 'greeting', text: common.hello(d.fullName) }, ...paragraphs(d.message)];
      if (d.link) blocks.push({ kind: 'action', label: t.button, url: checkLink(d.link), fallback: common.buttonFallback });
      return { subject: d.subject ?? t.subject, blocks };
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

function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r\n?|\n/g, '<br>');
}

function htmlBlock(block: Block): string {
  switch (block.kind) {
    case 'greeting':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;font-weight:bold;">${htmlText(block.text)}</p>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;">${htmlText(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:24px;color:${BRAND_COLOUR};">${htmlText(block.text)}</h2>`;
    case 'link': {
      const href = escapeHtml(block.url);
      return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;"><a href="${href}" style="color:${BRAND_COLOUR};">${escapeHtml(block.label)}</a></p>`;
    }
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:22px;">${block.items.map((item) => `<li>${htmlText(item)}</li>`).join('')}</ul>`;
    case 'quote':
      return `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND_COLOUR};background:#f5f7fb;font-size:15px;line-height:22px;white-space:pre-wrap;">${escapeHtml(block.text)}</div>`;
    case 'fields':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;line-height:22px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:#5c6370;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:2px 0;">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'action': {
      const href = escapeHtml(block.url);
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>` +
        `<td style="border-radius:6px;background:${BRAND_COLOUR};">` +
        `<a href="${href}" style="display:inline-block;padding:12px 24px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#5c6370;">${escapeHtml(block.fallback)}<br>` +
        `<a href="${href}" style="color:${BRAND_COLOUR};word-break:break-all;">${href}</a></p>`
      );
    }
    case 'small':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#5c6370;">${htmlText(block.text)}</p>`;
  }
}

function renderHtml(language: MailLanguage, c: Content): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(c.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f0f2f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f0f2f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;${FONT}color:#1a1a1a;">
<tr><td style="background:${BRAND_COLOUR};padding:20px 32px;${FONT}font-size:20px;font-weight:bold;color:#ffffff;">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td style="padding:32px;${FONT}color:#1a1a1a;">
${c.blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;background:#f5f7fb;${FONT}font-size:12px;line-height:18px;color:#5c6370;">${escapeHtml(COMMON[language].footer)}</td></tr>
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
      return `${block.label}${COMMON[language].colon}\n${block.url}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      return block.text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'fields':
      return block.rows.map(([label, value]) => `${label}${COMMON[language].colon} ${value}`).join('\n');
    case 'action':
      // The URL alone on its line: clients make it clickable and nothing runs into it.
      return `${block.label}${COMMON[language].colon}\n${block.url}`;
  }
}

function renderText(language: MailLanguage, c: Content): string {
  return `${c.blocks.map((b) => textBlock(b, language)).join('\n\n')}\n\n-- \n${COMMON[language].footer}\n`;
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
