import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../src/AppProviders.tsx';
import { SearchForm } from '../src/components/search/SearchForm.tsx';
import { defaultPeriod, fromErbilLocal, toErbilLocal } from '../src/lib/search.ts';
import { locationsMock } from './searchMocks.ts';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchForm /> },
      { path: '/search', element: <p>results</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MockedProvider mocks={[locationsMock()]}>
      <AppProviders language="en" env="test">
        <RouterProvider router={router} />
      </AppProviders>
    </MockedProvider>,
  );
  return router;
}

const pickUpDate = () => screen.getByLabelText(/^Pick-up date/) as HTMLInputElement;
const dropOffDate = () => screen.getByLabelText(/^Drop-off date/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

async function choosePickup(name: string) {
  await userEvent.click(screen.getByLabelText(/^Pick-up location/, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** An Erbil wall-clock time `days` days from today. */
function erbilDay(days: number, time: string) {
  const date = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${time}`;
}

describe('SearchForm', () => {
  it('starts tomorrow 10:00 to three days later 10:00 (Erbil time), same-location return ticked', () => {
    renderForm();
    const { from, to } = defaultPeriod();

    expect(pickUpDate().value).toBe(toErbilLocal(from));
    expect(pickUpDate().value.endsWith('T10:00')).toBe(true);
    expect(dropOffDate().value.endsWith('T10:00')).toBe(true);
    expect(Date.parse(to) - Date.parse(from)).toBe(3 * 86_400_000);
    expect(fromErbilLocal(pickUpDate().value)).toBe(from);
    expect((screen.getByRole('checkbox', { name: 'Return to same location' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/^Drop-off location/, { selector: 'input' })).toBeNull();
  });

  it('asks for the pick-up location', () => {
    renderForm();
    submit();
    expect(screen.getByText('Please fill in the field(s): Pick-up location')).toBeDefined();
  });

  it('mirrors the server date rules with the translated messages', async () => {
    const router = renderForm();
    await choosePickup('Citadel office');

    fireEvent.change(pickUpDate(), { target: { value: erbilDay(-1, '10:00') } });
    submit();
    expect(screen.getByText('The pick-up time is too soon.')).toBeDefined();

    fireEvent.change(pickUpDate(), { target: { value: erbilDay(2, '21:00') } });
    expect(screen.getByText('Pick-up and drop-off must be within opening hours.')).toBeDefined();

    fireEvent.change(pickUpDate(), { target: { value: erbilDay(5, '10:00') } });
    expect(screen.getByText('Drop-off must be after pick-up.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a drop-off location when the return is elsewhere', async () => {
    renderForm();
    await choosePickup('Citadel office');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Return to same location' }));
    submit();
    expect(screen.getByText('Please fill in the field(s): Drop-off location')).toBeDefined();
  });

  it('goes to /search with the criteria in the URL', async () => {
    const router = renderForm();
    await choosePickup('Citadel office');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Return to same location' }));
    await userEvent.click(screen.getByLabelText(/^Drop-off location/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Airport desk' }));
    fireEvent.change(pickUpDate(), { target: { value: erbilDay(2, '09:30') } });
    fireEvent.change(dropOffDate(), { target: { value: erbilDay(6, '18:00') } });
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
});
