import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders.tsx';
import { SettingsDocument } from '../src/__generated__/graphql.ts';
import { SearchForm } from '../src/components/search/SearchForm.tsx';
import { defaultPeriod, fromZoneLocal, toZoneLocal } from '@shared/rentalPeriod.ts';
import { locationsMock } from './searchMocks.ts';
import { settingsMock } from './settingsMocks.ts';

const ERBIL = 'Asia/Baghdad';
const fromErbilLocal = (local: string) => fromZoneLocal(local, ERBIL);

/** The form with the server's settings (`settings`: the defaults unless given), before they arrive. */
function renderFormWithoutWaiting(settings = settingsMock(), more: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchForm /> },
      { path: '/search', element: <p>results</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MockedProvider mocks={[locationsMock(), settings, ...more]}>
      <AppProviders language="en" env="test">
        <RouterProvider router={router} />
      </AppProviders>
    </MockedProvider>,
  );
  return router;
}

/** The form once the settings have arrived (the dates show then). */
async function renderForm(settings = settingsMock()) {
  const router = renderFormWithoutWaiting(settings);
  await waitFor(() => expect(pickUpDate().textContent).not.toBe(''));
  return router;
}

// The date pickers are buttons showing the value ("15 Jun 2030 10:00"), labelled by the field.
const pickUpDate = () => screen.getByRole('button', { name: /^Pick-up date/ });
const dropOffDate = () => screen.getByRole('button', { name: /^Drop-off date/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

async function choosePickup(name: string) {
  await userEvent.click(screen.getByLabelText(/^Pick-up location/, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

// A fixed "now" (Date only; timers stay real for user-event): Friday 14 June 2030, 12:00 in
// Erbil (09:00 UTC), so the days below are all in the month the calendar opens on.
const NOW = new Date('2030-06-14T09:00:00.000Z');

/** An Erbil wall-clock time `days` days from NOW. */
function erbilDay(days: number, time: string) {
  const date = new Date(NOW.getTime() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${time}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Picks an Erbil wall-clock `YYYY-MM-DDTHH:mm` in a date picker as a user would: day, time, confirm. */
async function pickDateTime(field: HTMLElement, local: string) {
  const [y, mo, d, h, mi] = local.split(/[-T:]/);
  await userEvent.click(field);
  const dropdown = await screen.findByRole('dialog');
  const dayLabel = `${Number(d)} ${MONTHS[Number(mo) - 1]} ${y}`;
  for (let months = 0; !within(dropdown).queryByRole('button', { name: dayLabel }); months += 1) {
    if (months > 24) throw new Error(`${dayLabel} not found in the calendar`);
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Next month' }));
  }
  await userEvent.click(within(dropdown).getByRole('button', { name: dayLabel }));
  // The time fields are spin buttons that take typed digits.
  fireEvent.change(within(dropdown).getByRole('spinbutton', { name: 'Hours' }), { target: { value: h } });
  fireEvent.change(within(dropdown).getByRole('spinbutton', { name: 'Minutes' }), { target: { value: mi } });
  await userEvent.click(within(dropdown).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchForm', () => {
  it('starts tomorrow 10:00 to three days later 10:00 (Erbil time), same-location return ticked', async () => {
    await renderForm();
    const { from, to } = defaultPeriod(ERBIL);

    expect(toZoneLocal(from, ERBIL)).toBe('2030-06-15T10:00');
    expect(toZoneLocal(to, ERBIL)).toBe('2030-06-18T10:00');
    expect(pickUpDate().textContent).toBe('15 Jun 2030 10:00');
    expect(dropOffDate().textContent).toBe('18 Jun 2030 10:00');
    expect(screen.getAllByText('Erbil time (UTC+3), open 08:00–20:00')).toHaveLength(2);
    expect((screen.getByRole('checkbox', { name: 'Return to same location' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/^Drop-off location/, { selector: 'input' })).toBeNull();
  });

  it('when the date rules cannot be loaded, says so and "Try again" brings them', async () => {
    const failedOnce: MockLink.MockedResponse = { request: { query: SettingsDocument }, error: new Error('offline') };
    renderFormWithoutWaiting(failedOnce, [settingsMock()]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(retry);
    await waitFor(() => expect(pickUpDate().textContent).toBe('15 Jun 2030 10:00'));
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks for the pick-up location', async () => {
    await renderForm();
    submit();
    expect(screen.getByText('Please fill in the field(s): Pick-up location')).toBeDefined();
  });

  it('mirrors the server date rules with the translated messages', async () => {
    const router = await renderForm();
    await choosePickup('Citadel office');

    // Earlier days cannot be picked; today, less than an hour ahead, is too soon.
    await userEvent.click(pickUpDate());
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: '13 June 2030' })).toHaveProperty('disabled', true);
    await userEvent.click(pickUpDate());
    await pickDateTime(pickUpDate(), erbilDay(0, '12:30'));
    submit();
    expect(screen.getByText('The pick-up time is too soon.')).toBeDefined();

    // The picker keeps to the opening hours: 21:00 becomes the closing time, 20:00.
    await pickDateTime(pickUpDate(), erbilDay(2, '21:00'));
    expect(pickUpDate().textContent).toBe('16 Jun 2030 20:00');
    expect(screen.queryByText('Pick-up and drop-off must be within opening hours.')).toBeNull();

    await pickDateTime(pickUpDate(), erbilDay(5, '10:00'));
    expect(screen.getByText('Drop-off must be after pick-up.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a drop-off location when the return is elsewhere', async () => {
    await renderForm();
    await choosePickup('Citadel office');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Return to same location' }));
    submit();
    expect(screen.getByText('Please fill in the field(s): Drop-off location')).toBeDefined();
  });

  it('goes to /search with the criteria in the URL', async () => {
    const router = await renderForm();
    await choosePickup('Citadel office');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Return to same location' }));
    await userEvent.click(screen.getByLabelText(/^Drop-off location/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Airport desk' }));
    await pickDateTime(pickUpDate(), erbilDay(2, '09:30'));
    await pickDateTime(dropOffDate(), erbilDay(6, '18:00'));
    expect(pickUpDate().textContent).toBe('16 Jun 2030 09:30');
    expect(dropOffDate().textContent).toBe('20 Jun 2030 18:00');
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      pickup: 'loc-citadel',
      dropoff: 'loc-airport',
      from: fromErbilLocal(erbilDay(2, '09:30')),
      to: fromErbilLocal(erbilDay(6, '18:00')),
    });
    // 09:30 in Erbil is 06:30 UTC.
    expect(params.get('from')!.slice(11, 16)).toBe('06:30');
  });

  it('offers the opening hours of the server settings: with OPENING_HOUR 9, 08:30 is not offered; with 8 it is', async () => {
    const strict = await renderForm(settingsMock({ openingHour: 9, closingHour: 18 }));
    expect(screen.getAllByText('Erbil time (UTC+3), open 09:00–18:00')).toHaveLength(2);
    await choosePickup('Citadel office');
    await pickDateTime(pickUpDate(), erbilDay(2, '08:30'));
    expect(pickUpDate().textContent).toBe('16 Jun 2030 09:00');
    await pickDateTime(dropOffDate(), erbilDay(4, '18:15'));
    expect(dropOffDate().textContent).toBe('18 Jun 2030 18:00');
    submit();
    await waitFor(() => expect(strict.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(strict.state.location.search).get('from')).toBe(fromErbilLocal(erbilDay(2, '09:00')));
    cleanup();

    const usual = await renderForm();
    await choosePickup('Citadel office');
    await pickDateTime(pickUpDate(), erbilDay(2, '08:30'));
    expect(pickUpDate().textContent).toBe('16 Jun 2030 08:30');
    await pickDateTime(dropOffDate(), erbilDay(4, '18:15'));
    expect(dropOffDate().textContent).toBe('18 Jun 2030 18:15');
    submit();
    await waitFor(() => expect(usual.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(usual.state.location.search).get('from')).toBe(fromErbilLocal(erbilDay(2, '08:30')));
  });

  it('refuses times outside the opening hours of the settings that arrive from elsewhere (a link)', async () => {
    const router = createMemoryRouter([{ path: '/', element: <SearchForm initial={{ pickup: 'loc-citadel', from: fromErbilLocal(erbilDay(2, '08:30'))!, to: fromErbilLocal(erbilDay(4, '10:00'))! }} /> }], {
      initialEntries: ['/'],
    });
    render(
      <MockedProvider mocks={[locationsMock(), settingsMock({ openingHour: 9 })]}>
        <AppProviders language="en" env="test">
          <RouterProvider router={router} />
        </AppProviders>
      </MockedProvider>,
    );
    await waitFor(() => expect(pickUpDate().textContent).toBe('16 Jun 2030 08:30'));
    submit();
    expect(screen.getByText('Pick-up and drop-off must be within opening hours.')).toBeDefined();
  });

  it('refuses a period longer than the maximum of the settings, with its number', async () => {
    await renderForm(settingsMock({ maxRentalDays: 30 }));
    await choosePickup('Citadel office');
    await pickDateTime(dropOffDate(), erbilDay(32, '10:00'));
    submit();
    expect(screen.getByText('Rentals can last at most 30 days.')).toBeDefined();
  });

  it('works in the zone of the settings, with its offset in the label', async () => {
    // 12:00 in Erbil is 09:00 UTC, 10:00 in Paris (summer time, UTC+2): tomorrow there is 15 June too.
    const renderedRouter = await renderForm(settingsMock({ timeZone: 'Europe/Paris' }));
    expect(screen.getAllByText('Erbil time (UTC+2), open 08:00–20:00')).toHaveLength(2);
    expect(pickUpDate().textContent).toBe('15 Jun 2030 10:00');
    await choosePickup('Citadel office');
    const router = renderedRouter;
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2030-06-15T08:00:00.000Z');
  });

  it('waits for the settings before it offers dates or a search', async () => {
    renderFormWithoutWaiting(settingsMock({}, { delay: 50 }));
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pickUpDate().textContent).toBe('');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false));
    expect(pickUpDate().textContent).toBe('15 Jun 2030 10:00');
  });
});
