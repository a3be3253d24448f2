import { describe, expect, it } from 'vitest';
import { escapeHtml, extractLinks, MAIL_LANGUAGES, renderMail, type MailData, type MailTemplate } from '../../src/lib/mail/templates.ts';

const LINK = 'https://rent.example.com/activate?token=abc123&lang=fr';
const EVIL = '<script>alert("x")</script> & Co';

const SAMPLES: { [T in MailTemplate]: MailData[T] } = {
  activation: { fullName: EVIL, link: LINK },
  passwordReset: { fullName: EVIL, link: LINK },
  emailChange: { fullName: EVIL, email: 'new.address@example.com', link: LINK },
  emailChanged: { fullName: EVIL, email: 'new.address@example.com' },
  contact: { fromEmail: 'visitor@example.com', fromName: EVIL, subject: EVIL, message: `Hello,\n${EVIL}\nThanks` },
  notification: { fullName: EVIL, message: `Your booking is confirmed.\n\n${EVIL}`, link: LINK },
  bookingConfirmation: bookingSample(),
  newBooking: bookingSample(),
  pickupReminder: bookingSample(),
  newsletterConfirmation: {
    email: EVIL,
    confirmLink: 'https://rent.example.com/newsletter/confirm?token=c1',
    unsubscribeLink: 'https://rent.example.com/newsletter/unsubscribe?token=u1',
    oneClickUnsubscribeLink: 'https://rent.example.com/api/newsletter/unsubscribe?token=u1',
  },
};

/** Booking mail data with user-typed names (driver, car, supplier, place) carrying markup. */
function bookingSample(): MailData['bookingConfirmation'] {
  const place = { name: { en: EVIL, fr: EVIL, es: EVIL }, country: { en: 'Iraq', fr: 'Irak', es: 'Irak' }, latitude: '36.191100', longitude: '44.009100' };
  return {
    bookingId: '7d0f0a52-5c1e-4f43-9d4e-6f1f2b9d3a10',
    reference: 'EBL-7K3Q9M',
    driverName: EVIL,
    driverEmail: 'driver@example.com',
    carName: EVIL,
    supplier: { name: EVIL, email: 'supplier@example.com', phone: '+964 750 000 0000' },
    from: '2026-12-01T07:00:00.000Z',
    to: '2026-12-03T07:00:00.000Z',
    timeZone: 'Asia/Baghdad',
    days: 2,
    paymentOption: 'payLater',
    cancellation: true,
    pickup: place,
    dropoff: place,
    lines: [{ kind: 'rental', amount: '80.00', included: false }],
    total: '80.00',
    deposit: '200.00',
    currency: 'USD',
    exchangeRate: '1',
    bookingUrl: 'https://rent.example.com/booking?b=7d0f0a52-5c1e-4f43-9d4e-6f1f2b9d3a10',
  };
}

describe('renderMail', () => {
  for (const template of Object.keys(SAMPLES) as MailTemplate[]) {
    for (const language of MAIL_LANGUAGES) {
      it(`${template} in ${language}: subject, escaped HTML and a text version`, () => {
        const mail = renderMail(template, language, SAMPLES[template] as never);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).toContain('Erbil Car Rental');
        expect(mail.html).toContain('#003B95');
        // User data never reaches the HTML raw.
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
        // The text version is plain: the data as typed, no markup of ours.
        expect(mail.text).toContain(EVIL);
        expect(mail.text).not.toMatch(/<(p|a|table|br)\b/);
        if ('link' in SAMPLES[template]) {
          expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
          expect(mail.text).toContain(LINK);
          expect(extractLinks(mail.text)).toEqual([LINK]);
        }
      });
    }
  }

  it('speaks the language of the recipient', () => {
    expect(renderMail('activation', 'en', SAMPLES.activation).subject).toBe('Activate your Erbil Car Rental account');
    expect(renderMail('activation', 'fr', SAMPLES.activation).subject).toBe('Activez votre compte Erbil Car Rental');
    expect(renderMail('activation', 'es', SAMPLES.activation).subject).toBe('Active su cuenta de Erbil Car Rental');
    expect(renderMail('passwordReset', 'fr', SAMPLES.passwordReset).text).toContain('valable un jour');
    expect(renderMail('passwordReset', 'fr', SAMPLES.passwordReset).text).toContain(`Choisir un nouveau mot de passe\u202f:\n${LINK}`);
    expect(renderMail('passwordReset', 'es', SAMPLES.passwordReset).text).toContain('válido durante un día');
    expect(renderMail('passwordReset', 'en', SAMPLES.passwordReset).text).toContain('If you did not ask');
    expect(renderMail('activation', 'fr', SAMPLES.activation).html).toContain('<html lang="fr">');
    expect(renderMail('notification', 'es', SAMPLES.notification).html).toContain('Ver mi reserva');
  });

  it('keeps the subject on one line (no header injection) and within the column size', () => {
    const mail = renderMail('contact', 'en', { fromEmail: 'a@example.com', subject: `Hi\r\nBcc: victim@example.com ${'x'.repeat(400)}`, message: 'm' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith('Contact form: Hi Bcc: victim@example.com')).toBe(true);
    expect(mail.subject.length).toBe(300);
  });

  it('shows the contact sender and message to staff, with the visitor language', () => {
    const mail = renderMail('contact', 'fr', { fromEmail: 'marie@example.fr', fromName: 'Marie', subject: 'Siège enfant', message: 'Bonjour,\navez-vous un siège enfant ?' });
    expect(mail.subject).toBe('Contact form: Siège enfant');
    expect(mail.text).toContain('From: Marie <marie@example.fr>');
    expect(mail.text).toContain('Language: French');
    expect(mail.text).toContain('> avez-vous un siège enfant ?');
    expect(mail.html).toContain('Marie &lt;marie@example.fr&gt;');
    // For staff: English throughout, whatever the visitor's language.
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Kurdistan Region, Iraq');
  });

  it('notification without a link has no button; a custom subject is used', () => {
    const mail = renderMail('notification', 'en', { fullName: 'Ali', message: 'Your car is ready.', subject: 'Your car is ready' });
    expect(mail.subject).toBe('Your car is ready');
    expect(mail.html).not.toContain('<a ');
    expect(extractLinks(mail.text)).toEqual([]);
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    expect(() => renderMail('activation', 'en', { fullName: 'A', link: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(() => renderMail('passwordReset', 'en', { fullName: 'A', link: '/reset?token=1' })).toThrow(/absolute URL/);
  });
});

describe('names in mail (issue 23): one line of plain text, never a link', () => {
  const NAME = 'Visit http://evil.example\r\nor www.evil.example/x\u2028now';
  const SAFE = 'Visit http[:]//evil[.]example or www[.]evil[.]example/x now';
  const withName: { [T in MailTemplate]?: MailData[T] } = {
    activation: { fullName: NAME, link: LINK },
    passwordReset: { fullName: NAME, link: LINK },
    emailChange: { fullName: NAME, email: 'new.address@example.com', link: LINK },
    emailChanged: { fullName: NAME, email: 'new.address@example.com' },
    contact: { fromEmail: 'visitor@example.com', fromName: NAME, subject: 'Hello', message: 'Hi' },
    notification: { fullName: NAME, message: 'Your booking is confirmed.', link: LINK },
    bookingConfirmation: { ...bookingSample(), driverName: NAME },
    newBooking: { ...bookingSample(), driverName: NAME },
    pickupReminder: { ...bookingSample(), driverName: NAME },
  };
  for (const [template, data] of Object.entries(withName) as [MailTemplate, MailData[MailTemplate]][]) {
    it(`${template}: the name is printed defanged, on one line, in both parts`, () => {
      const mail = renderMail(template, 'en', data);
      expect(mail.text).toContain(SAFE);
      expect(mail.html).toContain(SAFE);
      for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/evil\.example|http:\/\/evil|\u2028/);
      expect(extractLinks(mail.text).some((u) => u.includes('evil'))).toBe(false);
    });
  }

  it('keeps ordinary names as they are and cuts a long one at 100 characters', async () => {
    const { mailName } = await import('../../src/lib/mail/templates.ts');
    expect(mailName("Rebaz Ahmed")).toBe('Rebaz Ahmed');
    expect(mailName('J. R. Tolkien-Smith')).toBe('J. R. Tolkien-Smith');
    expect(mailName("Shêrko O'Neil\u0000\u0007")).toBe("Shêrko O'Neil");
    expect(Array.from(mailName('😀'.repeat(150)))).toHaveLength(100);
  });
});
