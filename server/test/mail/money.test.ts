import { describe, expect, it } from 'vitest';
import { renderMail, type MailData } from '../../src/lib/mail/templates.ts';
import { sampleBookingMail } from './sampleBooking.ts';

/** Amounts in booking mail as spec §9 writes them, one style per mail (issue 14 point 6). */

function booking(lines: { amount: string }[], total: string, deposit: string, currency = 'USD', exchangeRate = '1'): MailData['bookingConfirmation'] {
  return sampleBookingMail({
    paymentOption: 'payOnline',
    cancellation: false,
    lines: [{ kind: 'rental', amount: lines[0].amount, included: false }, ...lines.slice(1).map((l) => ({ kind: 'theftProtection' as const, amount: l.amount, included: false }))],
    total,
    deposit,
    currency,
    exchangeRate,
  });
}

describe('money in booking mail', () => {
  it('shows every amount with cents when one has them, never "$66" beside "$51.50"', () => {
    const text = renderMail('bookingConfirmation', 'en', booking([{ amount: '120.00' }, { amount: '7.50' }], '127.50', '250.00')).text;
    expect(text).toContain('$120.00');
    expect(text).toContain('$7.50');
    expect(text).toContain('$250.00');
    expect(text).not.toMatch(/\$\d+(?![\d.,])/);
  });

  it('leaves whole amounts whole when none has cents, and converts at the stored rate first', () => {
    const whole = renderMail('bookingConfirmation', 'en', booking([{ amount: '120.00' }, { amount: '30.00' }], '150.00', '250.00')).text;
    expect(whole).toContain('$150');
    expect(whole).not.toContain('$150.00');
    // 150 x 0.9234 = 138.51: in euros the same booking has cents, so all its amounts show them.
    const euros = renderMail('bookingConfirmation', 'en', booking([{ amount: '120.00' }, { amount: '30.00' }], '150.00', '250.00', 'EUR', '0.9234')).text;
    expect(euros).toContain('138.51\u00a0€');
    expect(euros).toContain('230.85\u00a0€');
    // In French the same amounts take a comma, the plain-text copy as the HTML one.
    const français = renderMail('bookingConfirmation', 'fr', booking([{ amount: '120.00' }, { amount: '30.00' }], '1500.00', '250.00', 'EUR', '0.9234'));
    expect(français.text).toContain('1\u00a0385,10\u00a0€');
    expect(français.html).toContain('1\u00a0385,10\u00a0€');
    expect(français.text).toContain('1 USD = 0,9234 EUR');
  });
});
