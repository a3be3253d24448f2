import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutCarDocument,
  CheckoutDocument,
  CheckoutDriverDocument,
  CheckoutQuoteDocument,
  UploadLicenceDocument,
  type CheckoutInput,
  type QuoteInput,
} from '../src/__generated__/graphql.ts';
import { authConfigMock } from './accountMocks.ts';
import { renderRoute } from './render.tsx';
import { ratesMock } from './searchMocks.ts';
import { settingsMock } from './settingsMocks.ts';

const FROM = '2030-01-10T07:00:00.000Z';
const TO = '2030-01-13T07:00:00.000Z';
const URL_ = `/checkout?car=car-1&pickup=loc-airport&dropoff=loc-airport&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

type Offer = { available: boolean; included: boolean; price: string | null };
const offer = (price: string | null): Offer => ({ available: price !== null, included: price === '0', price });

function car({ payLaterAllowed = true, minimumAge = 21 } = {}) {
  return {
    __typename: 'Car' as const,
    id: 'car-1',
    name: 'Toyota Corolla',
    imageUrl: null,
    seats: 5,
    doors: 4,
    gearbox: 'automatic' as const,
    fuelType: 'gasoline' as const,
    aircon: true,
    deposit: '250',
    minimumAge,
    supplier: { __typename: 'Supplier' as const, id: 's1', name: 'Zagros Cars', logoUrl: null, payLaterAllowed },
    extras: {
      __typename: 'CarExtras' as const,
      cancellation: { __typename: 'CarExtra' as const, ...offer('20') },
      amendments: { __typename: 'CarExtra' as const, ...offer('10') },
      theftProtection: { __typename: 'CarExtra' as const, ...offer('5') },
      collisionDamageWaiver: { __typename: 'CarExtra' as const, ...offer('0') },
      fullInsurance: { __typename: 'CarExtra' as const, ...offer(null) },
      additionalDriver: { __typename: 'CarExtra' as const, ...offer('3') },
    },
  };
}

function carMock(answer: ReturnType<typeof car> | null = car()): MockLink.MockedResponse {
  return {
    request: { query: CheckoutCarDocument, variables: { id: 'car-1', language: 'en' } },
    result: {
      data: {
        car: answer,
        locations: [{ __typename: 'Location', id: 'loc-airport', name: 'Erbil International Airport' }],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function driverMock(me: Record<string, unknown> | null = null): MockLink.MockedResponse {
  return { request: { query: CheckoutDriverDocument }, result: { data: { me: me && { __typename: 'User', ...me } } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/**
 * The server's quote, computed here the way the server does for this car: 100 rental, extras
 * per day × 3 days, cancellation and amendments free with pay later. Records what was asked.
 */
const quoted: QuoteInput[] = [];
function quoteMock(): MockLink.MockedResponse {
  const prices: Record<string, [string | null, boolean]> = {
    cancellation: ['20', false],
    amendments: ['10', false],
    theftProtection: ['5', true],
    collisionDamageWaiver: ['0', true],
    fullInsurance: [null, true],
    additionalDriver: ['3', true],
  };
  return {
    request: { query: CheckoutQuoteDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const input = variables.input as QuoteInput;
      quoted.push(input);
      const payLater = input.paymentOption === 'payLater';
      let extrasTotal = 0;
      const extras = Object.entries(prices).map(([kind, [price, perDay]]) => {
        const available = price !== null;
        const included = price === '0' || (payLater && !perDay && available);
        const chosen = included || (available && (input.extras as Record<string, boolean> | null)?.[kind] === true);
        const amount = chosen && !included ? Number(price) * (perDay ? 3 : 1) : 0;
        extrasTotal += amount;
        return { __typename: 'QuoteExtra', kind, available, included, chosen, perDay, unitPrice: included ? '0.00' : price, amount: amount.toFixed(2) };
      });
      return {
        data: {
          quote: {
            __typename: 'Quote',
            days: 3,
            rental: '100.00',
            extrasTotal: extrasTotal.toFixed(2),
            total: (100 + extrasTotal).toFixed(2),
            perDay: ((100 + extrasTotal) / 3).toFixed(2),
            blocks: [{ __typename: 'QuoteBlock', size: 3, count: 1, unitPrice: '100.00', amount: '100.00' }],
            extras,
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function uploadMock(): MockLink.MockedResponse {
  return {
    request: { query: UploadLicenceDocument, variables: () => true },
    result: { data: { uploadLicence: { __typename: 'UploadLicencePayload', name: 'stored-licence.png', temporary: true } } },
  };
}

const checkedOut: CheckoutInput[] = [];
function checkoutMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: CheckoutDocument, variables: (v: Record<string, unknown>) => (checkedOut.push(v.input as CheckoutInput), true) },
    result,
  };
}

const base = (extra: MockLink.MockedResponse[] = [], { me = null as Record<string, unknown> | null, carAnswer = car() as ReturnType<typeof car> | null } = {}) => [
  settingsMock(),
  authConfigMock(),
  carMock(carAnswer),
  driverMock(me),
  quoteMock(),
  ...extra,
];

const total = () => screen.getByTestId('checkout-total').textContent;
const driverRegion = () => screen.getByRole('region', { name: 'Driver details' });

async function fillGuest() {
  const region = driverRegion();
  fireEvent.change(within(region).getByLabelText(/Full name/), { target: { value: 'Dilan Aziz' } });
  fireEvent.change(within(region).getByLabelText(/Email/), { target: { value: 'dilan@example.com' } });
  fireEvent.change(within(region).getByLabelText(/^Phone/), { target: { value: '0750 123 4567' } });
  fireEvent.change(within(region).getByLabelText(/Birth date/), { target: { value: '1990-04-12' } });
  fireEvent.click(within(region).getByRole('checkbox', { name: /Terms of Use/ }));
}

async function uploadLicence() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] } });
  expect(await screen.findByText('licence.png uploaded.')).toBeDefined();
}

// A lazy page with many Mantine parts: slow in happy-dom on a busy machine.
describe('CheckoutPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    quoted.length = 0;
    checkedOut.length = 0;
    vi.restoreAllMocks();
  });

  it('shows the dates in the one format, and changes them with the rental-period picker: the URL and the price follow', async () => {
    const { router } = renderRoute(URL_, { mocks: base([quoteMock()]) });
    await screen.findByTestId('checkout-total');
    const details = screen.getByRole('region', { name: 'Booking details' });
    expect(within(details).getByText('Thu 10 Jan 2030, 10:00')).toBeDefined();
    expect(within(details).getByText('Sun 13 Jan 2030, 10:00')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Change dates' }));
    expect(screen.getByText('3 rental days')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /^Rental dates/ }));
    const calendar = await screen.findByRole('dialog');
    fireEvent.click(within(calendar).getByRole('button', { name: '10 January 2030' }));
    fireEvent.click(within(calendar).getByRole('button', { name: '14 January 2030' }));
    await waitFor(() => expect(screen.getByText('4 rental days')).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2030-01-14T07:00:00.000Z'));
    await waitFor(() => expect(quoted.at(-1)).toMatchObject({ from: FROM, to: '2030-01-14T07:00:00.000Z' }));
  });

  it('shows the options as the server prices them and asks again as they change', async () => {
    renderRoute(URL_, { mocks: base() });
    await screen.findByTestId('checkout-total');
    expect(total()).toBe('$100');

    // Included: on and locked; unavailable: off and disabled.
    const cdw = screen.getByRole('checkbox', { name: 'Collision damage waiver' }) as HTMLInputElement;
    expect(cdw.checked && cdw.disabled).toBe(true);
    const insurance = screen.getByRole('checkbox', { name: 'Full insurance' }) as HTMLInputElement;
    expect(!insurance.checked && insurance.disabled).toBe(true);
    // Pay later (the default here): cancellation free, so included and locked too.
    expect((screen.getByRole('checkbox', { name: 'Cancellation' }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Theft protection' }));
    await waitFor(() => expect(total()).toBe('$115'));
    expect(quoted.at(-1)).toMatchObject({ carId: 'car-1', from: FROM, to: TO, extras: { theftProtection: true }, paymentOption: 'payLater' });

    // Pay online: cancellation is an extra to buy.
    fireEvent.click(screen.getByRole('radio', { name: 'Pay online' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Cancellation' }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cancellation' }));
    await waitFor(() => expect(total()).toBe('$135'));
    expect(screen.getByText('Your rental is paid; the deposit ($250) is due at pick-up.')).toBeDefined();

    // The days, the zone and the breakdown.
    expect(screen.getByText('3 days')).toBeDefined();
    expect(screen.getByText('Times are in the Asia/Baghdad time zone (UTC+3).')).toBeDefined();
    expect(screen.getByText('Theft protection', { selector: 'td' })).toBeDefined();
  });

  it('in euros: every amount converted, with cents everywhere once one has them, and the approximate-price notice', async () => {
    renderRoute(URL_, { currency: 'EUR', mocks: [...base(), ratesMock({ EUR: '0.5', GBP: '0.8' })] });
    await screen.findByTestId('checkout-total');
    // 100 x 0.5 = 50, but theft protection (5 a day) is 2.50 €: the page's amounts all show cents.
    await waitFor(() => expect(total()).toBe('50.00\u00a0€'));
    expect(screen.getByText(/2\.50 €/)).toBeDefined();
    expect(screen.getByTestId('currency-notice').textContent).toBe(
      "Prices in EUR are approximate: they are converted from US dollars at today's rate. Your card is charged in the currency shown at checkout.",
    );
  });

  it('in dinars: whole dinars, the rate’s source and date, and pay online says the card is charged in US dollars', async () => {
    renderRoute(URL_, { currency: 'IQD', mocks: [...base(), ratesMock({ EUR: '0.5', GBP: '0.8', IQD: '1478.25' })] });
    await screen.findByTestId('checkout-total');
    // 100 x 1478.25 = 147,825 dinars; theft protection's 5 a day is 7,391.25 -> 7,391: never any fils.
    await waitFor(() => expect(total()).toBe('147,825\u00a0IQD'));
    expect(document.body.textContent).toContain('7,391\u00a0IQD');
    expect(document.body.textContent).not.toMatch(/\.\d+\u00a0IQD/);
    expect(screen.getByTestId('currency-notice').textContent).toMatch(
      /^Prices in dinars are approximate: converted from US dollars at the rate from rates\.example\.iq, .*2026\. A card payment online is charged in US dollars; at pick-up you can pay in dinars at the rate of your booking\.$/,
    );
    expect(screen.queryByTestId('charged-in-usd')).toBeNull(); // pay later: paid in dinars at pick-up

    fireEvent.click(screen.getByRole('radio', { name: 'Pay online' }));
    const charged = await screen.findByTestId('charged-in-usd');
    await waitFor(() => expect(charged.textContent).toMatch(/^Paid online, your card is charged \$\d[\d,]*(\.\d\d)? in US dollars: card payments cannot be made in dinars\./));
    expect(total()).toMatch(/^\d{1,3}(,\d{3})*\u00a0IQD$/);
  });

  it('in dollars, with whole amounts only: no cents, and no notice', async () => {
    renderRoute(URL_, { mocks: base() });
    await screen.findByTestId('checkout-total');
    expect(total()).toBe('$100');
    expect(screen.queryByTestId('currency-notice')).toBeNull();
  });

  it('offers only pay online when the supplier does not allow pay later', async () => {
    renderRoute(URL_, { mocks: base([], { carAnswer: car({ payLaterAllowed: false }) }) });
    await screen.findByTestId('checkout-total');
    expect(screen.queryByRole('radio', { name: 'Pay later' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Pay online' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Pay the total in cash at pick-up.')).toBeNull();
    expect(quoted.at(-1)?.paymentOption).toBe('payOnline');
  });

  it("says 'Please fix errors.', marks the fields and focuses the first", async () => {
    renderRoute(URL_, { mocks: base() });
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText('Please fix errors.')).toBeDefined();
    const name = within(driverRegion()).getByLabelText(/Full name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Please fill in the field(s): Full name')).toBeDefined();
    expect(screen.getByText('Please add an image.')).toBeDefined();
    expect(screen.getByText('Please accept the Terms of Use.')).toBeDefined();
    expect(checkedOut).toEqual([]);
  });

  it('a guest books with pay later: the details, the licence name and the choice go to checkout, then the status page', async () => {
    const { router } = renderRoute(URL_, {
      mocks: base([
        uploadMock(),
        checkoutMock({ data: { checkout: { __typename: 'CheckoutPayload', bookingId: 'b1', status: 'pending', sessionId: 'S1', payment: null } } }),
      ]),
    });
    await screen.findByTestId('checkout-total');
    await fillGuest();
    await uploadLicence();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Theft protection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-session/S1'));
    expect(checkedOut[0]).toEqual({
      carId: 'car-1',
      pickupLocationId: 'loc-airport',
      dropoffLocationId: 'loc-airport',
      from: FROM,
      to: TO,
      extras: { theftProtection: true },
      driver: { fullName: 'Dilan Aziz', email: 'dilan@example.com', phone: '0750 123 4567', birthDate: '1990-04-12', acceptTerms: true, language: 'en' },
      licence: 'stored-licence.png',
      currency: 'USD',
      paymentOption: 'payLater',
    });
  });

  it('asks for the additional driver when that extra is chosen', async () => {
    renderRoute(URL_, { mocks: base() });
    await screen.findByTestId('checkout-total');
    expect(screen.queryByRole('region', { name: 'Additional driver' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Additional driver' }));
    const region = await screen.findByRole('region', { name: 'Additional driver' });
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText('Please fix errors.');
    expect(within(region).getByLabelText(/Full name/).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's age rule under the birth date, and offers sign-in for an existing account", async () => {
    renderRoute(URL_, {
      mocks: base([
        uploadMock(),
        checkoutMock({
          errors: [
            {
              message: 'The driver must be at least 25 years old at pick-up.',
              extensions: { code: 'BAD_USER_INPUT', messageCode: 'TOO_YOUNG', messageValues: { age: 25 }, fieldErrors: { 'driver.birthDate': 'TOO_YOUNG' } },
            },
          ],
        }),
        checkoutMock({
          errors: [{ message: 'exists', extensions: { code: 'BAD_USER_INPUT', messageCode: 'ACCOUNT_EXISTS', fieldErrors: { 'driver.email': 'ACCOUNT_EXISTS' } } }],
        }),
      ]),
    });
    await screen.findByTestId('checkout-total');
    await fillGuest();
    await uploadLicence();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('You must be at least 25 years old.')).toBeDefined();
    expect(document.activeElement).toBe(within(driverRegion()).getByLabelText(/Birth date/));

    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('An account already exists for this email address. Please sign in to book.')).toBeDefined();
    const offer = screen.getByText('You already have an account').closest<HTMLElement>('[role="alert"]')!;
    const signIn = within(offer).getByRole('link', { name: 'Sign in' }) as HTMLAnchorElement;
    expect(decodeURIComponent(signIn.search)).toBe(`?from=${URL_}`);
  });

  it("a refused licence upload is explained from the catalog, by the server's message code (not its English text)", async () => {
    renderRoute(URL_, {
      mocks: base([
        {
          request: { query: UploadLicenceDocument, variables: () => true },
          result: { errors: [{ message: 'Refused by the server.', extensions: { code: 'BAD_USER_INPUT', messageCode: 'LICENCE_TYPE' } }] },
        },
      ]),
    });
    await screen.findByTestId('checkout-total');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'permis.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('The file must be a JPEG, PNG or WebP image or a PDF document.')).toBeDefined();
    expect(screen.queryByText('Refused by the server.')).toBeNull();
  });

  it('a price that could not be asked for (connection lost) offers "Try again", which brings it', async () => {
    const lost: MockLink.MockedResponse = { request: { query: CheckoutQuoteDocument, variables: () => true }, error: new Error('offline') };
    renderRoute(URL_, { mocks: [settingsMock(), authConfigMock(), carMock(car()), driverMock(null), lost, quoteMock()] });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect((screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(retry);
    await screen.findByTestId('checkout-total');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('while the licence is uploading, booking waits (no "Please add an image." under a file on its way)', async () => {
    renderRoute(URL_, { mocks: base([{ ...uploadMock(), delay: 1_500 }]) });
    await screen.findByTestId('checkout-total');
    await fillGuest();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Uploading…')).toBeDefined();
    const book = screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    fireEvent.submit(book.closest('form')!);
    expect(screen.queryByText('Please add an image.')).toBeNull();
    expect(await screen.findByText('licence.png uploaded.')).toBeDefined();
    expect(book.disabled).toBe(false);
  });

  it('a signed-in driver sees a read-only summary, no guest fields', async () => {
    renderRoute(URL_, {
      mocks: base([], { me: { id: 'u1', type: 'driver', fullName: 'Hana Rasul', email: 'hana@example.com', phone: '+9647501112233', birthDate: '1988-02-03' } }),
    });
    const summary = await screen.findByTestId('driver-summary');
    expect(summary.textContent).toContain('Hana Rasul');
    expect(summary.textContent).toContain('hana@example.com');
    expect(within(driverRegion()).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Terms of Use/ })).toBeNull();
  });

  it('the form engine (as the booking edit): a detail is checked on blur, and a server field error shows under its field, focused', async () => {
    renderRoute(URL_, {
      mocks: base([
        uploadMock(),
        checkoutMock({
          errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', messageCode: 'INVALID_PHONE', fieldErrors: { 'driver.phone': 'INVALID_PHONE' } } }],
        }),
      ]),
    });
    await screen.findByTestId('checkout-total');
    await fillGuest();
    const email = within(driverRegion()).getByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'dilan@' } });
    fireEvent.blur(email);
    expect(await within(driverRegion()).findByText('Invalid email address')).toBeDefined();
    fireEvent.change(email, { target: { value: 'dilan@example.com' } });
    await waitFor(() => expect(within(driverRegion()).queryByText('Invalid email address')).toBeNull());

    await uploadLicence();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const phone = within(driverRegion()).getByLabelText(/^Phone/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(driverRegion()).getByText('Invalid phone number')).toBeDefined();
    expect(document.activeElement).toBe(phone);
  });

  it('CONFLICT says the car is no longer available for these dates, with a way back to search', async () => {
    renderRoute(URL_, {
      mocks: base([uploadMock(), checkoutMock({ errors: [{ message: 'taken', extensions: { code: 'CONFLICT' } }] })]),
    });
    await screen.findByTestId('checkout-total');
    await fillGuest();
    await uploadLicence();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('This car is no longer available for these dates')).toBeDefined();
    expect((screen.getByRole('link', { name: 'Search again for these dates' }) as HTMLAnchorElement).pathname).toBe('/search');
  });

  it('pay online opens the test payment page with the amount and the hold', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    renderRoute(URL_, {
      mocks: base([
        uploadMock(),
        checkoutMock({
          data: {
            checkout: {
              __typename: 'CheckoutPayload',
              bookingId: 'b1',
              status: 'void',
              sessionId: 'T1',
              payment: { __typename: 'PaymentSession', id: 'T1', provider: 'TEST', clientSecret: null, publishableKey: null, amount: '100.00', currency: 'USD', expiresAt },
            },
          },
        }),
      ]),
    });
    await screen.findByTestId('checkout-total');
    await fillGuest();
    await uploadLicence();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay online' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText('TEST MODE')).toBeDefined();
    expect(screen.getByTestId('amount-charged').textContent).toBe('Amount charged: $100 (USD)');
    expect(screen.getByText(/The car is held for you for (29:5\d|30:00) more\./)).toBeDefined();
    expect(checkedOut[0]?.paymentOption).toBe('payOnline');
  });

  it('says when the link is incomplete', async () => {
    renderRoute('/checkout?car=car-1', { mocks: base() });
    expect(await screen.findByText('This checkout link is incomplete')).toBeDefined();
  });

  it('says when the car does not exist', async () => {
    renderRoute(URL_, { mocks: base([], { carAnswer: null }) });
    expect(await screen.findByText('Car not found')).toBeDefined();
  });
});
