import { describe, expect, it } from 'vitest';
// The web app's own helpers (the ones its pages, booking page and printable receipt call).
import { formatMoneyIn, hasFraction } from '../../../web/src/lib/money.ts';
import { renderMail } from '../../src/lib/mail/templates.ts';
import { renderNotification } from '../../src/services/notifications/render.ts';
import { convertFromBase } from '../../src/shared/conversion.ts';
import type { Currency } from '../../src/shared/currency.ts';
import { sampleBookingMail } from './sampleBooking.ts';

/**
 * One money format everywhere (issue 24 point 5, spec §9): the same amount, rendered through the
 * web app's helper, a booking confirmation mail (plain text and HTML) and an in-app notification,
 * reads the same string in every currency and language.
 */

type Language = 'en' | 'fr' | 'es';
const LANGUAGES: Language[] = ['en', 'fr', 'es'];
const CURRENCIES: Currency[] = ['USD', 'EUR', 'GBP'];
const AMOUNTS = ['0', '5.5', '1234.5', '1234567'];
const S = '\u00a0';

/** The web: a USD amount in `currency` at `rate`, with cents when it has some (a list of one). */
function web(usd: string, language: Language, currency: Currency, rate: string): string {
  return formatMoneyIn(usd, language, currency, rate, hasFraction(usd, currency, rate));
}

/** A booking mail whose every amount is `usd` (so the mail's list rule is the amount's own), shown in `currency` at `rate`. */
function mail(usd: string, language: Language, currency: Currency, rate: string): { text: string; html: string } {
  const data = sampleBookingMail({ lines: [{ kind: 'rental', amount: usd, included: false }], total: usd, deposit: usd, currency, exchangeRate: rate });
  const { text, html } = renderMail('bookingConfirmation', language, data);
  const total = /^Total\u202f?: (.+)$/m.exec(text)?.[1];
  expect(total, text).toBeDefined();
  return { text: total!, html };
}

const REFUND_SENTENCE: Record<Language, RegExp> = {
  en: /A refund of (.+) is on its way\./,
  fr: /Un remboursement de (.+) est en cours\./,
  es: /Un reembolso de (.+) está en camino\./,
};

/** A notification of a refund of `amount` in `currency`, as a staff finalisation records it (the amount charged). */
function notification(amount: string, language: Language, currency: Currency): string | undefined {
  const text = renderNotification(
    { code: 'CANCELLATION_FINALISED', values: { reference: 'EBL-7K3Q9M', status: 'cancelled', refunded: true, refundAmount: amount, refundCurrency: currency } },
    { language, timeZone: 'Asia/Baghdad' },
  );
  return REFUND_SENTENCE[language].exec(text)?.[1];
}

describe('the same amount through every surface', () => {
  for (const language of LANGUAGES) {
    for (const currency of CURRENCIES) {
      it(`${currency} in ${language}: web, mail (text and HTML) and notification agree`, () => {
        for (const amount of AMOUNTS) {
          // At a rate of 1 the shown amount is the amount itself, in every currency.
          const shown = web(amount, language, currency, '1');
          const { text, html } = mail(amount, language, currency, '1');
          expect(text, `mail, ${amount}`).toBe(shown);
          expect(html, `mail HTML, ${amount}`).toContain(`>${shown}<`);
          // A refund of nothing is no refund: the notification then says nothing of money.
          expect(notification(amount, language, currency), `notification, ${amount}`).toBe(amount === '0' ? undefined : shown);
        }
      });
    }
  }

  it('converted at a booking’s stored rate, the mail and the web agree, and so does the refund of the amount charged', () => {
    for (const language of LANGUAGES) {
      for (const usd of AMOUNTS.slice(1)) {
        const shown = web(usd, language, 'EUR', '0.9234');
        expect(mail(usd, language, 'EUR', '0.9234').text).toBe(shown);
        expect(notification(convertFromBase(usd, '0.9234'), language, 'EUR')).toBe(shown);
      }
    }
  });

  it('reads as spec §9 writes it: comma thousands in English and a space otherwise, the language’s decimal mark, $ and £ before, € after', () => {
    const expected: Array<[Language, Currency, string, string]> = [
      ['en', 'USD', '1234.5', '$1,234.50'],
      ['en', 'EUR', '1234.5', `1,234.50${S}€`],
      ['en', 'GBP', '1234567', '£1,234,567'],
      ['fr', 'USD', '1234.5', `$1${S}234,50`],
      ['fr', 'EUR', '1234.5', `1${S}234,50${S}€`],
      ['fr', 'GBP', '5.5', '£5,50'],
      ['es', 'USD', '1234567', `$1${S}234${S}567`],
      ['es', 'EUR', '5.5', `5,50${S}€`],
      ['es', 'GBP', '1234.5', `£1${S}234,50`],
      ['en', 'USD', '0', '$0'],
      ['fr', 'EUR', '0', `0${S}€`],
    ];
    for (const [language, currency, amount, written] of expected) {
      expect(web(amount, language, currency, '1'), `${amount} ${currency} ${language}`).toBe(written);
      expect(mail(amount, language, currency, '1').text).toBe(written);
      if (amount !== '0') expect(notification(amount, language, currency)).toBe(written);
    }
  });
});
