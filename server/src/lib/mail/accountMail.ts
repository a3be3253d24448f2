import { checkLink, COMMON, type Content, type MailLanguage } from './blocks.ts';

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

const EMAIL_CHANGE: Record<MailLanguage, { subject: string; intro: (email: string) => string; button: string; validity: string; ignore: string }> = {
  en: {
    subject: 'Confirm your new Erbil Car Rental e-mail address',
    intro: (email) => `You asked to use ${email} as the e-mail address of your Erbil Car Rental account. To confirm it, use the button below.`,
    button: 'Confirm my e-mail address',
    validity: 'This link is valid for one day and can be used only once. Until then, your account keeps its current address.',
    ignore: 'If you did not ask for this change, ignore this e-mail: nothing will change.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail Erbil Car Rental',
    intro: (email) => `Vous avez demandé à utiliser ${email} comme adresse e-mail de votre compte Erbil Car Rental. Pour la confirmer, utilisez le bouton ci-dessous.`,
    button: 'Confirmer mon adresse e-mail',
    validity: 'Ce lien est valable un jour et ne peut être utilisé qu’une seule fois. D’ici là, votre compte garde son adresse actuelle.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u202f: rien ne changera.',
  },
  es: {
    subject: 'Confirme su nueva dirección de correo de Erbil Car Rental',
    intro: (email) => `Ha pedido usar ${email} como dirección de correo de su cuenta de Erbil Car Rental. Para confirmarla, use el botón de abajo.`,
    button: 'Confirmar mi dirección de correo',
    validity: 'Este enlace es válido durante un día y solo se puede usar una vez. Hasta entonces, su cuenta conserva la dirección actual.',
    ignore: 'Si no ha pedido este cambio, ignore este correo: no cambiará nada.',
  },
};

const EMAIL_CHANGED: Record<MailLanguage, { subject: string; body: (email: string) => string; warning: string }> = {
  en: {
    subject: 'Your Erbil Car Rental e-mail address was changed',
    body: (email) => `The e-mail address of your Erbil Car Rental account is now ${email}. This address will no longer receive messages about the account.`,
    warning: 'If you did not make this change, contact us at once through the contact page of our website.',
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte Erbil Car Rental a changé',
    body: (email) => `L’adresse e-mail de votre compte Erbil Car Rental est désormais ${email}. Cette adresse ne recevra plus de messages concernant le compte.`,
    warning: 'Si vous n’êtes pas à l’origine de ce changement, contactez-nous immédiatement depuis la page de contact de notre site.',
  },
  es: {
    subject: 'Se ha cambiado la dirección de correo de su cuenta de Erbil Car Rental',
    body: (email) => `La dirección de correo de su cuenta de Erbil Car Rental es ahora ${email}. Esta dirección ya no recibirá mensajes sobre la cuenta.`,
    warning: 'Si no ha hecho este cambio, contáctenos de inmediato desde la página de contacto de nuestro sitio web.',
  },
};

export function emailChangeContent(d: EmailChangeMailData, language: MailLanguage): Content {
  const t = EMAIL_CHANGE[language];
  const common = COMMON[language];
  return {
    subject: t.subject,
    blocks: [
      { kind: 'greeting', text: common.hello(d.fullName) },
      { kind: 'paragraph', text: t.intro(d.email) },
      { kind: 'action', label: t.button, url: checkLink(d.link), fallback: common.buttonFallback },
      { kind: 'paragraph', text: t.validity },
      { kind: 'small', text: t.ignore },
    ],
  };
}

export function emailChangedContent(d: EmailChangedMailData, language: MailLanguage): Content {
  const t = EMAIL_CHANGED[language];
  return {
    subject: t.subject,
    blocks: [
      { kind: 'greeting', text: COMMON[language].hello(d.fullName) },
      { kind: 'paragraph', text: t.body(d.email) },
      { kind: 'small', text: t.warning },
    ],
  };
}
