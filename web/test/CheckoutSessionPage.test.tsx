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

function sessionMock(state: 'PAID' | 'BOOKED' | 'OPEN' | 'FAILED' | null, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: CheckoutSessionDocument, variables: { id: 'S1' } },
    result:
      state === null
        ? { errors: [{ message: 'No such session.', extensions: { code: 'NOT_FOUND' } }] }
        : { data: { checkoutSession: { __typename: 'CheckoutSessionStatus', id: 'S1', state, provider: null, bookingId: 'b1', amount: null, currency: null, expiresAt: null } } },
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
    renderRoute('/checkout-session/S1', { mocks: [sessionMock(state)] });
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.queryByText(checkMailbox) !== null).toBe(mailbox);
    expect((screen.getByRole('link', { name: 'Search for another car' }) as HTMLAnchorElement).pathname).toBe('/search');
  });

  it('a network failure says something went wrong, and "Try again" asks again', async () => {
    renderRoute('/checkout-session/S1', {
      mocks: [{ request: { query: CheckoutSessionDocument, variables: { id: 'S1' } }, error: new Error('offline') }, sessionMock('PAID')],
    });
    const alert = (await screen.findByText('Something went wrong! Try again later')).closest<HTMLElement>('[role="alert"]')!;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your payment was successfully done. We sent you a confirmation email.')).toBeDefined();
  });

  it('an unknown session offers no "Try again"', async () => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock(null)] });
    const alert = (await screen.findByText('Something went wrong! Try again later')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an open session is asked about again until it is paid', async () => {
    renderRoute('/checkout-session/S1', { mocks: [sessionMock('OPEN'), sessionMock('PAID')] });
    expect(await screen.findByText('Checking your payment…')).toBeDefined();
    expect(screen.getByText(checkMailbox)).toBeDefined();
    expect(await screen.findByText('Your payment was successfully done. We sent you a confirmation email.', {}, { timeout: 5_000 })).toBeDefined();
  });
});

describe('/checkout-session/{id} still open', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('after a few seconds of asking, says the payment is pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute('/checkout-session/S1', { mocks: [{ ...sessionMock('OPEN'), maxUsageCount: Number.POSITIVE_INFINITY }] });
    expect(await screen.findByText('Checking your payment…')).toBeDefined();
    await vi.advanceTimersByTimeAsync(POLL_FOR_MS + 2 * POLL_INTERVAL_MS);
    expect(await screen.findByText('Your payment is still pending. We will email you as soon as it is confirmed.')).toBeDefined();
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
