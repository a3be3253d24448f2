import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutSessionDocument, PayTestSessionDocument, type PayTestSessionInput } from '../src/__generated__/graphql.ts';
import { POLL_FOR_MS, POLL_INTERVAL_MS } from '../src/routes/checkout/CheckoutSessionPage.tsx';
import { CheckoutMessages } from '../src/routes/checkout/CheckoutMessages.tsx';
import { PaymentPanel } from '../src/routes/checkout/PaymentPanel.tsx';
import { TestPaymentForm } from '../src/routes/checkout/TestPaymentForm.tsx';
import { renderRoute, renderWithProviders } from './render.tsx';
import { settingsMock } from './settingsMocks.ts';

type State = 'PAID' | 'BOOKED' | 'OPEN' | 'FAILED';

/** A booking as the server's BookingConfirmation answers it: pay later by a guest, or paid online. */
function confirmation(kind: 'payLater' | 'paid', overrides: Record<string, unknown> = {}) {
  const paid = kind === 'paid';
  return {
    __typename: 'BookingConfirmation',
    id: 'b1',
    reference: 'EBL-7K3Q9M',
    status: paid ? 'paid' : 'pending',
    car: { __typename: 'Car', id: 'c1', name: 'Kia Picanto', imageUrl: null, deposit: '200.00' },
    supplier: { __typename: 'Supplier', id: 's1', name: 'Zagros Rentals', logoUrl: null },
    pickupLocation: { __typename: 'Location', id: 'l1', name: 'Erbil International Airport' },
    dropoffLocation: { __typename: 'Location', id: 'l2', name: 'Erbil Citadel' },
    // 10:00 and 18:00 in Erbil (UTC+3).
    from: '2026-12-02T07:00:00.000Z',
    to: '2026-12-05T15:00:00.000Z',
    days: 4,
    paymentOption: paid ? 'payOnline' : 'payLater',
    price: '130.00',
    currency: 'USD',
    exchangeRate: '1',
    breakdown: {
      __typename: 'Quote',
      days: 4,
      blocks: [
        { __typename: 'QuoteBlock', size: 3, count: 1, unitPrice: '90.00', amount: '90.00' },
        { __typename: 'QuoteBlock', size: 1, count: 1, unitPrice: '35.00', amount: '35.00' },
      ],
      extras: [{ __typename: 'QuoteExtra', kind: 'amendments', available: true, included: false, chosen: true, amount: '5.00' }],
      total: '130.00',
    },
    paidOnline: paid ? '130.00' : '0.00',
    dueAtPickup: paid ? '0.00' : '130.00',
    cancellationDeadline: paid ? null : '2026-12-01T07:00:00.000Z',
    calendarUrl: '/api/checkout-session-calendar/S1',
    guestAccount: paid ? null : { __typename: 'GuestAccount', email: 'shilan@example.com' },
    ...overrides,
  };
}

function sessionMock(state: State | null, delay = 0, booking: ReturnType<typeof confirmation> | null = null, language = 'en'): MockLink.MockedResponse {
  return {
    request: { query: CheckoutSessionDocument, variables: { id: 'S1', language } },
    result:
      state === null
        ? { errors: [{ message: 'No such session.', extensions: { code: 'NOT_FOUND' } }] }
        : { data: { checkoutSession: { __typename: 'CheckoutSessionStatus', id: 'S1', state, provider: null, bookingId: 'b1', amount: null, currency: null, expiresAt: null, booking } } },
    delay,
  };
}

describe('/checkout-session/{id}', { timeout: 20_000 }, () => {
  const checkMailbox = 'Please check your mailbox and follow the steps in the confirmation email.';
  it.each([
    ['PAID', 'Your payment was successfully done. We sent you a confirmation email.', true],
    ['BOOKED', 'Your booking was successfully done. We sent you a confirmation email.', true],
    // No confirmation email follows a failed payment or an unknown session: nothing to check for.
    ['FAILED', 'Payment failed.', false],
    [null, 'Something went wrong! Try again later', false],
  ] as const)('%s: says "%s"; the mailbox line shown: %s', async (state, message, mailbox) => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock(state), settingsMock()] });
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.queryByText(checkMailbox) !== null).toBe(mailbox);
    expect((screen.getByRole('link', { name: 'Search for another car' }) as HTMLAnchorElement).pathname).toBe('/search');
  });

  it('a network failure says something went wrong, and "Try again" asks again', async () => {
    renderRoute('/checkout-session/S1', {
      mocks: [{ request: { query: CheckoutSessionDocument, variables: { id: 'S1', language: 'en' } }, error: new Error('offline') }, sessionMock('PAID')],
    });
    const alert = (await screen.findByText('Something went wrong! Try again later')).closest<HTMLElement>('[role="alert"]')!;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your payment was successfully done. We sent you a confirmation email.')).toBeDefined();
  });

  it('an unknown session offers no "Try again"', async () => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock(null), settingsMock()] });
    const alert = (await screen.findByText('Something went wrong! Try again later')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an open session is asked about again until it is paid', async () => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock('OPEN'), sessionMock('PAID'), settingsMock()] });
    expect(await screen.findByText('Checking your payment…')).toBeDefined();
    expect(screen.getByText(checkMailbox)).toBeDefined();
    expect(await screen.findByText('Your payment was successfully done. We sent you a confirmation email.', {}, { timeout: 5_000 })).toBeDefined();
  });
});

describe('/checkout-session/{id}: the confirmation', { timeout: 20_000 }, () => {
  const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
  const checklist = () => screen.getByRole('region', { name: 'Pick-up checklist' });

  it('booked with pay later by a guest: titled so, the booking as stored, what is due, the checklist, the deadline, the links, the account to activate', async () => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock('BOOKED', 0, confirmation('payLater')), settingsMock()] });
    expect(await heading('Booked: pay at pick-up')).toBeDefined();
    expect(screen.getByText('Your booking was successfully done. We sent you a confirmation email.')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Kia Picanto' })).toBeDefined();
    expect(screen.getByText('Supplier: Zagros Rentals')).toBeDefined();
    // The short reference the mails and /bookings use, not the id.
    expect(screen.getByTestId('confirmation-reference').textContent).toBe('EBL-7K3Q9M');
    expect(screen.getByText('Erbil International Airport')).toBeDefined();
    expect(screen.getByText('Erbil Citadel')).toBeDefined();
    // Erbil time, whatever the browser's zone.
    expect(document.querySelector('time[datetime="2026-12-02T07:00:00.000Z"]')!.textContent).toMatch(/10:00/);
    expect(document.querySelector('time[datetime="2026-12-05T15:00:00.000Z"]')!.textContent).toMatch(/18:00/);
    expect(screen.getByText('4 days')).toBeDefined();
    expect(screen.getByText('Times are Erbil time (UTC+3).')).toBeDefined();
    // The stored breakdown, not recomputed: the server's lines and total.
    const breakdown = screen.getByTestId('confirmation-breakdown');
    expect(within(breakdown).getByText('1 × 3 days at $90')).toBeDefined();
    expect(within(breakdown).getByText('Amendments')).toBeDefined();
    expect(screen.getByTestId('confirmation-total').textContent).toBe('$130');
    expect(screen.getByTestId('confirmation-paid').textContent).toBe('$0');
    expect(screen.getByTestId('confirmation-due').textContent).toBe('$130');
    expect(within(checklist()).getByText('Pay the total in cash at pick-up.')).toBeDefined();
    expect(within(checklist()).getByText('Arrive on time.')).toBeDefined();
    expect(screen.getByTestId('cancellation-deadline').textContent).toMatch(/^Free cancellation until .*10:00\.$/);
    const note = screen.getByTestId('guest-note');
    expect(within(note).getByText('An account was created for you')).toBeDefined();
    expect(note.textContent).toContain('We created an account for shilan@example.com with this booking. To activate it, open the link in the activation email');
    expect((screen.getByRole('link', { name: 'Manage my booking' }) as HTMLAnchorElement).getAttribute('href')).toBe('/booking?b=b1');
    const calendar = screen.getByRole('link', { name: 'Add to calendar (.ics)' }) as HTMLAnchorElement;
    expect(calendar.getAttribute('href')).toBe('/api/checkout-session-calendar/S1');
    expect(calendar.hasAttribute('download')).toBe(true);
    // jsdom has no print(): the browser's, stood in for.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('paid online: titled so, paid in full, nothing due, the deposit in the checklist, no refund without the option, no guest note', async () => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock('PAID', 0, confirmation('paid')), settingsMock()] });
    expect(await heading('Booked and paid')).toBeDefined();
    expect(screen.getByText('Your payment was successfully done. We sent you a confirmation email.')).toBeDefined();
    await screen.findByTestId('confirmation-breakdown');
    expect(screen.getByTestId('confirmation-paid').textContent).toBe('$130');
    expect(screen.getByTestId('confirmation-due').textContent).toBe('$0');
    expect(within(checklist()).getByText('Your rental is paid; the deposit ($200) is due at pick-up.')).toBeDefined();
    expect(within(checklist()).queryByText('Pay the total in cash at pick-up.')).toBeNull();
    expect(screen.getByTestId('cancellation-deadline').textContent).toBe('This booking does not include the cancellation option: a cancellation is not refunded.');
    expect(screen.queryByTestId('guest-note')).toBeNull();
  });

  it('amounts read in the currency booked, at its stored rate; French labels', async () => {
    const booking = confirmation('payLater', { currency: 'EUR', exchangeRate: '0.9', cancellationDeadline: '2026-12-01T07:00:00.000Z' });
    renderRoute('/checkout-session/S1', { language: 'fr', mocks: [sessionMock('BOOKED', 0, booking, 'fr'), settingsMock()] });
    expect(await heading('Réservé : paiement à la prise en charge')).toBeDefined();
    expect(screen.getByText('Votre réservation a bien été effectuée. Nous vous avons envoyé un e-mail de confirmation.')).toBeDefined();
    await screen.findByTestId('confirmation-breakdown');
    // 130 USD × 0.9 = 117 EUR; a line at 31.50 (35 × 0.9) puts every amount in cents.
    expect(screen.getByTestId('confirmation-total').textContent).toMatch(/^117,00\s€$/);
  });

  it('a pay-later booking quoted in dinars reads in whole dinars at its stored rate', async () => {
    const booking = confirmation('payLater', { currency: 'IQD', exchangeRate: '1478.25' });
    renderRoute('/checkout-session/S1', { mocks: [sessionMock('BOOKED', 0, booking), settingsMock()] });
    await screen.findByTestId('confirmation-breakdown');
    // 130 USD x 1478.25 = 192,172.5 -> 192,173 dinars; 35 x 1478.25 = 51,738.75 -> 51,739: never fils.
    expect(screen.getByTestId('confirmation-total').textContent).toMatch(/^192,173\sIQD$/);
    expect(screen.getByTestId('confirmation-breakdown').textContent).toContain('51,739\u00a0IQD');
    expect(document.body.textContent).not.toMatch(/\.\d\d\u00a0IQD/);
  });

  it('failed and pending are titled so and show no booking', async () => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock('FAILED'), settingsMock()] });
    expect(await heading('Payment failed')).toBeDefined();
    expect(screen.getByText('Payment failed.')).toBeDefined();
    expect(screen.queryByTestId('booking-confirmation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage my booking' })).toBeNull();
  });

  it('a booking whose details are no longer shown (a week on, or cancelled) points to the bookings list', async () => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock('BOOKED', 0, null), settingsMock()] });
    expect(await heading('Booked: pay at pick-up')).toBeDefined();
    expect(screen.getByText('Your booking was successfully done. We sent you a confirmation email.')).toBeDefined();
    expect((screen.getByRole('link', { name: 'Go to my bookings' }) as HTMLAnchorElement).pathname).toBe('/bookings');
  });
});

describe('/checkout-session/{id} still open', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('after a few seconds of asking, says the payment is pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute('/checkout-session/S1', { mocks: [{ ...sessionMock('OPEN'), maxUsageCount: Number.POSITIVE_INFINITY }] });
    expect(await screen.findByText('Checking your payment…')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Checking your payment' })).toBeDefined();
    await vi.advanceTimersByTimeAsync(POLL_FOR_MS + 2 * POLL_INTERVAL_MS);
    expect(await screen.findByText('Your payment is still pending. We will email you as soon as it is confirmed.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeDefined();
  });
});

describe('test payment form', { timeout: 20_000 }, () => {
  const sent: PayTestSessionInput[] = [];
  const payMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
    request: { query: PayTestSessionDocument, variables: (v: Record<string, unknown>) => (sent.push(v.input as PayTestSessionInput), true) },
    result,
  });
  const renderForm = (mocks: MockLink.MockedResponse[]) =>
    renderWithProviders(
      <Routes>
        <Route
          path="/pay"
          element={
            <Suspense>
              <CheckoutMessages>
                <TestPaymentForm sessionId="S1" />
              </CheckoutMessages>
            </Suspense>
          }
        />
        <Route path="/checkout-session/:id" element={<p>status page</p>} />
      </Routes>,
      { mocks, path: '/pay' },
    );
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

  it("is labelled test mode and checks the card with the spec's messages before sending", async () => {
    renderForm([]);
    expect(await screen.findByText('TEST MODE')).toBeDefined();
    expect(screen.getByText('4242 4242 4242 4242')).toBeDefined();
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242424242424241' } });
    expect((screen.getByLabelText(/Card number/) as HTMLInputElement).value).toBe('4242 4242 4242 4241');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Invalid card number')).toBeDefined();
    expect(screen.getByText('Invalid expiry date')).toBeDefined();
    expect(screen.getByText('Invalid Card Validation Code')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText(/Card number/));
    expect(sent).toEqual([]);
  });

  it('pays and goes to the status page', async () => {
    renderForm([payMock({ data: { payTestSession: { __typename: 'CheckoutSessionStatus', id: 'S1', state: 'PAID' } } })]);
    await screen.findByText('TEST MODE');
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText(/Expiry date/), { target: { value: `12${nextYear}` } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('status page')).toBeDefined();
    expect(sent.at(-1)).toEqual({ sessionId: 'S1', cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123', cardholderName: null });
  });

  it("shows the server's field errors with the spec's messages", async () => {
    renderForm([payMock({ errors: [{ message: 'Invalid expiry date', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { expiry: 'INVALID_EXPIRY' } } }] })]);
    await screen.findByText('TEST MODE');
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText(/Expiry date/), { target: { value: `12${nextYear}` } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Invalid expiry date')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Expiry date/)));
  });

  it('once the hold has ended, the card form is gone and search is offered', async () => {
    const session = { __typename: 'PaymentSession' as const, id: 'S1', provider: 'TEST' as const, clientSecret: null, publishableKey: null, amount: '100.00', currency: 'EUR', expiresAt: new Date(Date.now() - 1000).toISOString() };
    renderWithProviders(
      <Suspense>
        <CheckoutMessages>
          <PaymentPanel session={session} />
        </CheckoutMessages>
      </Suspense>,
    );
    expect(await screen.findByText('The hold on this car has ended. Please search again.')).toBeDefined();
    expect(screen.getByTestId('amount-charged').textContent).toBe('Amount charged: 100\u00a0€ (EUR)');
    expect(screen.queryByText('TEST MODE')).toBeNull();
    expect((screen.getByRole('link', { name: 'Search for a car' }) as HTMLAnchorElement).pathname).toBe('/search');
  });
});
