import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@shared/dates.ts';
import { describe, expect, it } from 'vitest';
import { BookingChangeQuoteDocument, BookingDocument, BookingsDocument, DeleteBookingsDocument, ExchangeRatesDocument, UpdateBookingDocument } from '../src/__generated__/graphql.ts';
import { driver, errorResult, meMock, rememberSignedIn } from './accountMocks.ts';
import { renderRoute } from './render.tsx';
import { settingsMock } from './settingsMocks.ts';
import { SettingsDocument } from '../src/__generated__/graphql.ts';

const HOUR = 3_600_000;

function booking(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking' as const,
    id: 'b1',
    reference: 'EBL-7K3Q9M',
    status: 'pending',
    from: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
    to: new Date(Date.now() + 33 * 24 * HOUR).toISOString(),
    price: '100.00',
    currency: 'USD',
    exchangeRate: '1',
    paymentOption: 'payLater',
    cancelRequest: false,
    createdAt: new Date().toISOString(),
    finished: false,
    editable: true,
    cancellable: true,
    deletable: false,
    car: { __typename: 'Car' as const, id: 'c1', name: 'Kia Picanto', imageUrl: null },
    supplier: { __typename: 'Supplier' as const, id: 's1', name: 'Citadel Car Rental', logoUrl: null },
    pickupLocation: { __typename: 'Location' as const, id: 'l1', name: 'Erbil Airport' },
    dropoffLocation: { __typename: 'Location' as const, id: 'l1', name: 'Erbil Airport' },
    ...overrides,
  };
}

function listMock(nodes: ReturnType<typeof booking>[]): MockLink.MockedResponse {
  return {
    request: { query: BookingsDocument, variables: { filter: {}, first: 20, after: null, language: 'en' } },
    result: {
      data: {
        bookings: {
          __typename: 'BookingConnection',
          edges: nodes.map((node) => ({ __typename: 'BookingEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: nodes.at(-1) ? `c-${nodes.at(-1)!.id}` : null },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** deleteBookings of one booking, done. */
function deletedMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: DeleteBookingsDocument, variables: { ids: [id] } },
    result: {
      data: {
        deleteBookings: {
          __typename: 'BookingActionPayload',
          done: 1,
          skipped: 0,
          feeMayApply: false,
          results: [{ __typename: 'BookingActionResult', id, done: true, skipped: false, feeMayApply: false }],
        },
      },
    },
  };
}

const ratesMock: MockLink.MockedResponse = {
  request: { query: ExchangeRatesDocument },
  result: {
    data: {
      exchangeRates: {
        __typename: 'ExchangeRates',
        rates: [
          { __typename: 'ExchangeRate', currency: 'EUR', rate: '0.95' },
          { __typename: 'ExchangeRate', currency: 'GBP', rate: '0.8' },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const signedIn = () => {
  rememberSignedIn();
  return [meMock(driver()), settingsMock()];
};

/** Picks a pick-up and a drop-off day in the rental-period picker of the booking edit (times kept). */
async function pickDays(first: string, last: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Rental dates/ }));
  const dropdown = await screen.findByRole('dialog');
  await userEvent.click(within(dropdown).getByRole('button', { name: first }));
  await userEvent.click(within(dropdown).getByRole('button', { name: last }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('/bookings', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    const { router } = renderRoute('/bookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?from=/bookings');
  });

  it('a session ended elsewhere (UNAUTHENTICATED) sends the driver to sign in and back, not to a Retry that cannot work', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: BookingsDocument, variables: { filter: {}, first: 20, after: null, language: 'en' } },
      result: errorResult('UNAUTHENTICATED'),
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const { router } = renderRoute('/bookings', { mocks: [...signedIn(), refused] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?from=/bookings');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('with no booking, says so and links to the search', async () => {
    renderRoute('/bookings', { mocks: [...signedIn(), listMock([])] });
    expect(await screen.findByText('You have no bookings yet')).toBeDefined();
    expect((screen.getByRole('link', { name: 'Search for a car' }) as HTMLAnchorElement).pathname).toBe('/search');
  });

  it('names each booking by its short reference, and finds one by reference however it is typed', async () => {
    const other = booking({ id: 'b2', reference: 'EBL-22XYZ9', car: { __typename: 'Car' as const, id: 'c2', name: 'Toyota Corolla', imageUrl: null } });
    const found: MockLink.MockedResponse = {
      ...listMock([other]),
      request: { query: BookingsDocument, variables: { filter: { reference: 'EBL-22XYZ9' }, first: 20, after: null, language: 'en' } },
    };
    renderRoute('/bookings', { mocks: [...signedIn(), listMock([booking(), other]), found] });
    const row = (await screen.findByRole('heading', { name: 'Kia Picanto' })).closest('li')!;
    expect(within(row).getByTestId('booking-reference').textContent).toBe('Booking reference: EBL-7K3Q9M');
    expect(row.textContent).not.toContain('b1');
    const box = screen.getByRole('textbox', { name: /Booking reference/ });
    // Half typed: the list stays as it was; lower case without the prefix: found.
    await userEvent.type(box, '22x');
    expect(screen.getByRole('heading', { name: 'Kia Picanto' })).toBeDefined();
    await userEvent.type(box, 'yz9');
    // The list while the filtered page loads shows neither; then only the one found.
    expect(await screen.findByRole('heading', { name: 'Toyota Corolla' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Kia Picanto' })).toBeNull();
  });

  it('says what a reference looks like when the typed one cannot be one', async () => {
    renderRoute('/bookings', { mocks: [...signedIn(), listMock([booking()])] });
    const box = await screen.findByRole('textbox', { name: /Booking reference/ });
    await userEvent.type(box, 'EBL-0000');
    fireEvent.blur(box);
    expect(await screen.findByText('A reference is EBL- and 6 letters or digits, for example EBL-7K3Q9M')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Kia Picanto' })).toBeDefined();
  });

  it('shows a booking in the currency it was made in, at its stored rate', async () => {
    const eur = booking({ id: 'b1', currency: 'EUR', exchangeRate: '0.9' });
    renderRoute('/bookings', { currency: 'EUR', mocks: [...signedIn(), listMock([eur]), ratesMock] });
    const row = (await screen.findByRole('heading', { name: 'Kia Picanto' })).closest('li')!;
    // 100 USD at the booking's 0.9, not today's 0.95.
    expect(within(row).getByTestId('booking-price').textContent).toBe('90\u00a0€');
    expect(within(row).getByText('Pending')).toBeDefined();
    // Dates in the one format (ADR 038), Erbil time, 24-hour: never "12/02/2026" or "06:00 PM".
    expect(within(row).getByText(formatDateTime(eur.from, 'en', 'Asia/Baghdad')).textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    // The filters' days are written the same way, not by the browser ("mm/dd/yyyy").
    expect(screen.getByRole('button', { name: 'Pick-up from' }).textContent).toBe('');
    expect(within(row).getByRole('link', { name: 'Edit the booking of Kia Picanto' })).toBeDefined();
    expect(within(row).queryByRole('button', { name: 'Delete the booking of Kia Picanto' })).toBeNull();
  });

  it('in another currency converts at today\'s rate, marked approximate', async () => {
    const eur = booking({ id: 'b1', currency: 'EUR', exchangeRate: '0.9' });
    renderRoute('/bookings', { currency: 'GBP', mocks: [...signedIn(), listMock([eur]), ratesMock] });
    await waitFor(() => expect(screen.getByTestId('booking-price').textContent).toBe('≈ £80'));
    expect(screen.getByTestId('booking-price').getAttribute('data-approximate')).toBe('true');
  });

  it('warns that a fee may apply when pick-up is less than 24 hours away', async () => {
    const soon = booking({ from: new Date(Date.now() + 5 * HOUR).toISOString(), editable: false });
    renderRoute('/bookings', { mocks: [...signedIn(), listMock([soon])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the booking of Kia Picanto' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pick-up is less than 24 hours away: a cancellation fee may apply.')).toBeDefined();
    expect(within(dialog).getByText(/We will ask the supplier to cancel this booking\./)).toBeDefined();
  });

  it('after a row is deleted, the keyboard focus goes to "Select all", not to the page body', async () => {
    const kept = booking({ id: 'b1' });
    const done = booking({ id: 'b2', status: 'cancelled', cancellable: false, editable: false, deletable: true, car: { __typename: 'Car' as const, id: 'c2', name: 'Toyota Corolla', imageUrl: null } });
    const deleted = deletedMock('b2');
    renderRoute('/bookings', { mocks: [...signedIn(), listMock([kept, done]), deleted] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the booking of Toyota Corolla' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Toyota Corolla' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select all shown bookings' })));
  });

  it('coming back to the list keeps the pages loaded before (the fresh first page does not cut it back to 20)', async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      booking({ id: `b${i + 1}`, car: { __typename: 'Car' as const, id: `c${i + 1}`, name: `Car ${i + 1}`, imageUrl: null } }),
    );
    const pageOf = (nodes: ReturnType<typeof booking>[], hasNextPage: boolean) => ({
      data: {
        bookings: {
          __typename: 'BookingConnection',
          edges: nodes.map((node) => ({ __typename: 'BookingEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c-${nodes.at(-1)!.id}` },
        },
      },
    });
    let firstPageAsked = 0;
    const firstPage: MockLink.MockedResponse = {
      request: { query: BookingsDocument, variables: { filter: {}, first: 20, after: null, language: 'en' } },
      result: () => {
        firstPageAsked += 1;
        // The second answer shows the first booking paid meanwhile: seeing it says the answer is in.
        return pageOf(firstPageAsked === 1 ? rows.slice(0, 20) : [{ ...rows[0]!, status: 'paid' }, ...rows.slice(1, 20)], true);
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const secondPage: MockLink.MockedResponse = {
      request: { query: BookingsDocument, variables: { filter: {}, first: 20, after: 'c-b20', language: 'en' } },
      result: pageOf(rows.slice(20), false),
    };
    const { router } = renderRoute('/bookings', { mocks: [...signedIn(), firstPage, secondPage] });
    expect(await screen.findByRole('heading', { name: 'Car 20' })).toBeDefined();
    // jsdom has no IntersectionObserver: the button loads the next page.
    await userEvent.click(screen.getByRole('button', { name: 'Load more bookings' }));
    expect(await screen.findByRole('heading', { name: 'Car 25' })).toBeDefined();

    await router.navigate('/about');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Car 25' })).toBeNull());
    await router.navigate('/bookings');
    // The list is asked again (a change may have happened meanwhile): same first page, so the 25 stay.
    const first = (await screen.findByRole('heading', { name: 'Car 1' })).closest('li')!;
    await waitFor(() => expect(within(first).getByText('Paid')).toBeDefined());
    expect(firstPageAsked).toBe(2);
    expect(screen.getAllByRole('heading', { level: 2 }).filter((h) => /^Car \d+$/.test(h.textContent ?? ''))).toHaveLength(25);
  });

  it('deleting every row shown brings the next page, not "You have no bookings yet"; the dialog opens on Keep', async () => {
    const done = (id: string, car: string) =>
      booking({ id, status: 'cancelled', cancellable: false, editable: false, deletable: true, car: { __typename: 'Car' as const, id: `c-${id}`, name: car, imageUrl: null } });
    const firstPage: MockLink.MockedResponse = {
      request: { query: BookingsDocument, variables: { filter: {}, first: 20, after: null, language: 'en' } },
      result: {
        data: {
          bookings: {
            __typename: 'BookingConnection',
            edges: [{ __typename: 'BookingEdge', cursor: 'c-b1', node: done('b1', 'Kia Picanto') }],
            pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'c-b1' },
          },
        },
      },
    };
    const secondPage: MockLink.MockedResponse = {
      request: { query: BookingsDocument, variables: { filter: {}, first: 20, after: 'c-b1', language: 'en' } },
      result: {
        data: {
          bookings: {
            __typename: 'BookingConnection',
            edges: [{ __typename: 'BookingEdge', cursor: 'c-b2', node: booking({ id: 'b2', car: { __typename: 'Car' as const, id: 'c2', name: 'Toyota Corolla', imageUrl: null } }) }],
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c-b2' },
          },
        },
      },
    };
    const deleted = deletedMock('b1');
    renderRoute('/bookings', { mocks: [...signedIn(), firstPage, secondPage, deleted] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the booking of Kia Picanto' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Toyota Corolla' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Kia Picanto' })).toBeNull();
    expect(screen.queryByText('You have no bookings yet')).toBeNull();
  });

  it('shows the cancellation-requested mark, and no cancel button then', async () => {
    renderRoute('/bookings', { mocks: [...signedIn(), listMock([booking({ cancelRequest: true, cancellable: false, editable: false })])] });
    expect(await screen.findByText('Cancellation requested')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Cancel the booking of Kia Picanto' })).toBeNull();
  });
});

describe('/booking', { timeout: 20_000 }, () => {
  it("another driver's booking (NOT_FOUND) shows a not-found state", async () => {
    renderRoute('/booking?b=theirs', {
      mocks: [...signedIn(), { request: { query: BookingDocument, variables: { id: 'theirs', language: 'en' } }, result: errorResult('NOT_FOUND') }],
    });
    expect(await screen.findByText('Booking not found')).toBeDefined();
    expect(screen.getByText('This booking does not exist or is not one of yours.')).toBeDefined();
    expect((screen.getByRole('link', { name: 'Back to my bookings' }) as HTMLAnchorElement).pathname).toBe('/bookings');
  });
});

describe('/booking edit', { timeout: 20_000 }, () => {
  const FROM = '2030-01-10T07:00:00.000Z';
  const TO = '2030-01-13T07:00:00.000Z';
  const NEW_TO = '2030-01-14T07:00:00.000Z';
  const quote = (total: string) => ({
    __typename: 'Quote' as const,
    days: 3,
    rental: total,
    extrasTotal: '0',
    total,
    blocks: [{ __typename: 'QuoteBlock' as const, size: 3, count: 1, unitPrice: total, amount: total }],
    extras: [],
  });
  const full = {
    ...booking({ from: FROM, to: TO }),
    days: 3,
    cancelRequestedAt: null,
    calendarUrl: '/api/booking-calendar/b1',
    extras: { __typename: 'BookingExtras', cancellation: false, amendments: false, theftProtection: false, collisionDamageWaiver: false, fullInsurance: false, additionalDriver: false },
    additionalDriver: null,
    breakdown: quote('100.00'),
    car: { __typename: 'Car', id: 'c1', name: 'Kia Picanto', imageUrl: null, deposit: '250', locations: [{ __typename: 'Location', id: 'l1', name: 'Erbil Airport' }] },
  };
  const bookingMock: MockLink.MockedResponse = {
    request: { query: BookingDocument, variables: { id: 'b1', language: 'en' } },
    result: { data: { booking: full, locations: [{ __typename: 'Location', id: 'l1', name: 'Erbil Airport' }] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const input = { id: 'b1', pickupLocationId: 'l1', dropoffLocationId: 'l1', from: FROM, to: NEW_TO, extras: {} };
  const quoteMock = (available: boolean): MockLink.MockedResponse => ({
    request: { query: BookingChangeQuoteDocument, variables: { input } },
    result: { data: { bookingChangeQuote: { __typename: 'BookingChangeQuote', available, currentTotal: '100.00', quote: quote('130.00') } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

  it('when the settings fail to load, "Try again" asks for them again and the booking shows', async () => {
    rememberSignedIn();
    // The settings fail until the driver asks again (every component asking gets the same).
    let down = true;
    const settings = settingsMock();
    const flaky: MockLink.MockedResponse = {
      ...settings,
      result: () => (down ? { errors: [{ message: 'Down for a moment.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } : settings.result as never),
    };
    renderRoute('/booking?b=b1', { mocks: [meMock(driver()), flaky, bookingMock] });
    const alert = (await screen.findByText('The booking could not be loaded.')).closest<HTMLElement>('[role="alert"]')!;
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kia Picanto' })).toBeDefined();
  });

  it('"Back to my bookings" returns to the list with the filters the driver came from', async () => {
    const filtered: MockLink.MockedResponse = {
      ...listMock([booking({ from: FROM, to: TO })]),
      request: { query: BookingsDocument, variables: { filter: { statuses: ['pending'] }, first: 20, after: null, language: 'en' } },
    };
    renderRoute('/bookings?status=pending', { mocks: [...signedIn(), filtered, bookingMock] });
    await userEvent.click(await screen.findByRole('link', { name: 'View the booking of Kia Picanto' }));
    const back = await screen.findByRole('link', { name: 'Back to my bookings' });
    expect(new URL((back as HTMLAnchorElement).href).search).toBe('?status=pending');
    expect((back as HTMLAnchorElement).pathname).toBe('/bookings');
  });

  it('shows the new price before saving; a CONFLICT on saving says so and nothing changed', async () => {
    const save = { request: { query: UpdateBookingDocument, variables: { input, language: 'en' } }, result: errorResult('CONFLICT') };
    renderRoute('/booking?b=b1&edit=1', { mocks: [...signedIn(), bookingMock, quoteMock(true), save] });
    await screen.findByRole('button', { name: /^Rental dates/ });
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).toBe('/api/booking-calendar/b1');
    await pickDays('10 January 2030', '14 January 2030');
    const newPrice = await screen.findByTestId('new-price');
    expect(within(newPrice).getByTestId('booking-price').textContent).toBe('$130');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This car is no longer available for these dates. Nothing was changed.')).toBeDefined();
    // Still editing, the booking as it was.
    expect(within(screen.getByTestId('current-price')).getByTestId('booking-price').textContent).toBe('$100');
  });

  it('the form engine (as checkout): a person detail is checked on blur, and a server field error shows under its field, focused', async () => {
    const person = { fullName: 'Sara Karim', email: 'sara@example.com', phone: '0750 999 8877', birthDate: '1992-05-06' };
    const withDriver = {
      ...full,
      extras: { ...full.extras, additionalDriver: true },
      additionalDriver: { __typename: 'AdditionalDriver', ...person },
    };
    const changed = { ...input, extras: { additionalDriver: true }, additionalDriver: person };
    const mocks: MockLink.MockedResponse[] = [
      ...signedIn(),
      { ...bookingMock, result: { data: { booking: withDriver, locations: [{ __typename: 'Location', id: 'l1', name: 'Erbil Airport' }] } } },
      { ...quoteMock(true), request: { query: BookingChangeQuoteDocument, variables: { input: changed } } },
      {
        request: { query: UpdateBookingDocument, variables: { input: changed, language: 'en' } },
        result: errorResult('BAD_USER_INPUT', { messageCode: 'INVALID_PHONE', fieldErrors: { 'additionalDriver.phone': 'INVALID_PHONE' } }),
      },
    ];
    renderRoute('/booking?b=b1&edit=1', { mocks });
    await screen.findByRole('button', { name: /^Rental dates/ });
    const edit = screen.getByRole('region', { name: 'Change this booking' });

    // A mistake shows once the driver leaves the field, and leaves once fixed.
    const email = within(edit).getByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'sara@' } });
    fireEvent.blur(email);
    expect(await within(edit).findByText('Invalid email address')).toBeDefined();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'sara@example.com' } });
    await waitFor(() => expect(within(edit).queryByText('Invalid email address')).toBeNull());

    await pickDays('10 January 2030', '14 January 2030');
    await screen.findByTestId('new-price');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const phone = within(edit).getByLabelText(/^Phone/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(edit).getByText('Invalid phone number')).toBeDefined();
    expect(document.activeElement).toBe(phone);
  });

  it('says when the car is not available for the new dates, and cannot save', async () => {
    renderRoute('/booking?b=b1&edit=1', { mocks: [...signedIn(), bookingMock, quoteMock(false)] });
    await screen.findByRole('button', { name: /^Rental dates/ });
    await pickDays('10 January 2030', '14 January 2030');
    expect(await screen.findByText('This car is not available for these dates. Choose other dates.')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
