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
  await waitFor(() => expect(datesButton().textContent).not.toBe(''));
  return router;
}

// The range picker is a button showing both days ("Sat 15 Jun 2030 – Tue 18 Jun 2030"); each
// time is a list of half hours.
const datesButton = () => screen.getByRole('button', { name: /^Rental dates/ });
const timeInput = (name: 'Pick-up time' | 'Drop-off time') => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' }) as HTMLInputElement;
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

async function clickDay(dropdown: HTMLElement, local: string) {
  const [y, mo, d] = local.split(/[-T:]/);
  const dayLabel = `${Number(d)} ${MONTHS[Number(mo) - 1]} ${y}`;
  for (let months = 0; !within(dropdown).queryByRole('button', { name: dayLabel }); months += 1) {
    if (months > 24) throw new Error(`${dayLabel} not found in the calendar`);
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Next month' }));
  }
  await userEvent.click(within(dropdown).getByRole('button', { name: dayLabel }));
}

async function chooseTime(name: 'Pick-up time' | 'Drop-off time', time: string) {
  await userEvent.click(timeInput(name));
  await userEvent.click(await screen.findByRole('option', { name: time }));
}

/** Picks an Erbil wall-clock period (`YYYY-MM-DDTHH:mm` each) as a user would: two days, then two times. */
async function pickPeriod(from: string, to: string) {
  await userEvent.click(datesButton());
  const dropdown = await screen.findByRole('dialog');
  await clickDay(dropdown, from);
  await clickDay(dropdown, to);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await chooseTime('Pick-up time', from.slice(11));
  await chooseTime('Drop-off time', to.slice(11));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

// Picking a period takes many user events; on a busy machine that passes the default 5 s.
describe('SearchForm', { timeout: 30_000 }, () => {
  it('starts tomorrow 10:00 to three days later 10:00 (Erbil time), with the rental days and opening hours', async () => {
    await renderForm();
    const { from, to } = defaultPeriod(ERBIL);

    expect(toZoneLocal(from, ERBIL)).toBe('2030-06-15T10:00');
    expect(toZoneLocal(to, ERBIL)).toBe('2030-06-18T10:00');
    expect(datesButton().textContent).toBe('Sat 15 Jun 2030 – Tue 18 Jun 2030');
    expect(timeInput('Pick-up time').value).toBe('10:00');
    expect(timeInput('Drop-off time').value).toBe('10:00');
    expect(screen.getByText('3 rental days')).toBeDefined();
    expect(screen.getByText('Erbil time (UTC+3), open 08:00–20:00')).toBeDefined();
    expect((screen.getByRole('checkbox', { name: 'Return to same location' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/^Drop-off location/, { selector: 'input' })).toBeNull();
  });

  it('when the date rules cannot be loaded, says so and "Try again" brings them', async () => {
    const failedOnce: MockLink.MockedResponse = { request: { query: SettingsDocument }, error: new Error('offline') };
    renderFormWithoutWaiting(failedOnce, [settingsMock()]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(retry);
    await waitFor(() => expect(datesButton().textContent).toBe('Sat 15 Jun 2030 – Tue 18 Jun 2030'));
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks for the pick-up location', async () => {
    await renderForm();
    submit();
    expect(screen.getByText('Please fill in the field(s): Pick-up location')).toBeDefined();
  });

  it('counts the rental days of the picked period, a started day as a whole one', async () => {
    await renderForm();
    await pickPeriod(erbilDay(2, '10:00'), erbilDay(6, '18:00'));
    expect(datesButton().textContent).toBe('Sun 16 Jun 2030 – Thu 20 Jun 2030');
    // 4 days and 8 hours: 5 rental days.
    expect(screen.getByText('5 rental days')).toBeDefined();
    await pickPeriod(erbilDay(3, '09:00'), erbilDay(3, '18:00'));
    expect(screen.getByText('1 rental day')).toBeDefined();
  });

  it('offers closed times disabled: nothing before opening or after closing can be picked', async () => {
    await renderForm();
    await userEvent.click(timeInput('Pick-up time'));
    const closed = ['07:30 (closed)', '20:30 (closed)', '21:00 (closed)', '00:00 (closed)'];
    for (const name of closed) expect(screen.getByRole('option', { name }).hasAttribute('data-combobox-disabled'), name).toBe(true);
    for (const name of ['08:00', '12:30', '20:00']) expect(screen.getByRole('option', { name }).hasAttribute('data-combobox-disabled'), name).toBe(false);
    await userEvent.click(screen.getByRole('option', { name: '21:00 (closed)' }));
    expect(timeInput('Pick-up time').value).toBe('10:00');
  });

  it('mirrors the server date rules with the translated messages', async () => {
    const router = await renderForm();
    await choosePickup('Citadel office');

    // Earlier days cannot be picked; today, less than an hour ahead, is too soon.
    await userEvent.click(datesButton());
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: '13 June 2030' })).toHaveProperty('disabled', true);
    await userEvent.click(datesButton());
    await pickPeriod(erbilDay(0, '12:30'), erbilDay(2, '10:00'));
    submit();
    expect(screen.getByText('The pick-up time is too soon.')).toBeDefined();

    // On one day, a drop-off before the pick-up.
    await pickPeriod(erbilDay(3, '18:00'), erbilDay(3, '09:00'));
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
    await pickPeriod(erbilDay(2, '09:30'), erbilDay(6, '18:00'));
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('from')).toBe(fromErbilLocal(erbilDay(2, '09:30')));
    expect(params.get('to')).toBe(fromErbilLocal(erbilDay(6, '18:00')));
  });

  it('waits for the settings before it offers dates or a search', async () => {
    renderFormWithoutWaiting(settingsMock({}, { delay: 50 }));
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    expect(datesButton().textContent).toBe('');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false));
    expect(datesButton().textContent).toBe('Sat 15 Jun 2030 – Tue 18 Jun 2030');
  });
});
