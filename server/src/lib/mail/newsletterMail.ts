import { checkLink, COMMON, type Content, type MailLanguage } from './blocks.ts';

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

const CONFIRMATION: Record<MailLanguage, { subject: string; address: (email: string) => string; intro: string; button: string; ignore: string; unsubscribe: string }> = {
  en: {
    subject: 'Confirm your subscription to the Erbil Car Rental newsletter',
    address: (email) => `Subscribed address: ${email}`,
    intro: 'Thank you for subscribing to the Erbil Car Rental newsletter: road-trip ideas, travel tips and our offers. To start receiving it, confirm your address with the button below.',
    button: 'Confirm my subscription',
    ignore: 'If you did not subscribe, ignore this e-mail: without confirmation you will receive nothing from us.',
    unsubscribe: 'Unsubscribe',
  },
  fr: {
    subject: 'Confirmez votre abonnement à la newsletter Erbil Car Rental',
    address: (email) => `Adresse abonnée\u202f: ${email}`,
    intro: 'Merci de vous être abonné à la newsletter Erbil Car Rental\u202f: idées de road trips, conseils de voyage et nos offres. Pour commencer à la recevoir, confirmez votre adresse avec le bouton ci-dessous.',
    button: 'Confirmer mon abonnement',
    ignore: 'Si vous ne vous êtes pas abonné, ignorez cet e-mail\u202f: sans confirmation, vous ne recevrez rien de notre part.',
    unsubscribe: 'Se désabonner',
  },
  es: {
    subject: 'Confirme su suscripción al boletín de Erbil Car Rental',
    address: (email) => `Dirección suscrita: ${email}`,
    intro: 'Gracias por suscribirse al boletín de Erbil Car Rental: ideas de viajes por carretera, consejos de viaje y nuestras ofertas. Para empezar a recibirlo, confirme su dirección con el botón de abajo.',
    button: 'Confirmar mi suscripción',
    ignore: 'Si usted no se ha suscrito, ignore este correo: sin confirmación no recibirá nada de nuestra parte.',
    unsubscribe: 'Darse de baja',
  },
};

/** The headers of every mail to a subscriber (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(oneClickLink: string, pageLink: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${checkLink(oneClickLink)}>, <${checkLink(pageLink)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function newsletterConfirmationContent(d: NewsletterConfirmationMailData, language: MailLanguage): Content {
  const t = CONFIRMATION[language];
  return {
    subject: t.subject,
    blocks: [
      { kind: 'paragraph', text: t.intro },
      { kind: 'paragraph', text: t.address(d.email) },
      { kind: 'action', label: t.button, url: checkLink(d.confirmLink), fallback: COMMON[language].buttonFallback },
      { kind: 'small', text: t.ignore },
      { kind: 'link', label: t.unsubscribe, url: checkLink(d.unsubscribeLink) },
    ],
    headers: unsubscribeHeaders(d.oneClickUnsubscribeLink, d.unsubscribeLink),
  };
}
