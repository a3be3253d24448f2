/**
 * The business's own contact facts, in one place (issue 14): the footer shows them on every page
 * (web/src/components/Footer.tsx); the contact page and mail footers should read them from here
 * rather than write them again. The name is the brand (`app.name` in the web catalogs); the
 * region and country line is translated there (`footer.region`); the contact e-mail address is
 * configuration (CONTACT_EMAIL, served in the settings).
 *
 * Browser-safe (imported by the web as `@shared/company.ts`).
 */
export const COMPANY = {
  /** Street and district, as written on the office's door (a proper noun: not translated). */
  street: '60 Meter Street, Ankawa',
  city: 'Erbil',
  postalCode: '44001',
  /** As people dial it from abroad, grouped for reading. */
  phone: '+964 750 100 2030',
  /** The same number for `tel:` links (E.164). */
  phoneE164: '+9647501002030',
} as const;
