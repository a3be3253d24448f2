import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PersonFields } from '../src/components/PersonFields.tsx';
import type { Language } from '../src/i18n/languages.ts';
import { renderWithProviders } from './render.tsx';

/** The person fields' birth date alone, its form value shown beside it. */
function BirthDate({ initial = '', maxBirthDate }: { initial?: string; maxBirthDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PersonFields
        fields={['birthDate']}
        maxBirthDate={maxBirthDate}
        field={(name) => ({ name, value, onChange: (event) => setValue(event.currentTarget.value), onBlur: () => {}, error: undefined })}
      />
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const formValue = () => screen.getByTestId('value').textContent;

function show(language: Language, props: Parameters<typeof BirthDate>[0] = {}) {
  return renderWithProviders(<BirthDate {...props} />, { language });
}

describe('the birth date field', () => {
  it.each([
    ['en', 'Birth date', '3 May 1990'],
    ['fr', 'Date de naissance', '3 mai 1990'],
    ['es', 'Fecha de nacimiento', '3 may 1990'],
  ] as const)('shows the date in the one date format (%s), not the browser’s mm/dd/yyyy', (language, label, shown) => {
    show(language, { initial: '1990-05-03' });
    const input = screen.getByLabelText(label) as HTMLInputElement;
    expect(input.value).toBe(shown);
    expect(input.getAttribute('name')).toBe('birthDate');
    expect(input.type).toBe('text');
  });

  it('reads a typed ISO date (what e2e specs and autofill type) and writes it back in the shown form', async () => {
    const user = userEvent.setup();
    show('en');
    const input = screen.getByLabelText('Birth date') as HTMLInputElement;
    await user.type(input, '1990-04-12');
    expect(formValue()).toBe('1990-04-12');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input.value).toBe('12 Apr 1990');
  });

  it('reads the shown form typed in the language, and digits day first', async () => {
    const user = userEvent.setup();
    show('fr');
    const input = screen.getByLabelText('Date de naissance') as HTMLInputElement;
    await user.type(input, '12 avr. 1990');
    expect(formValue()).toBe('1990-04-12');
    await user.clear(input);
    expect(formValue()).toBe('');
    await user.type(input, '21/07/1994');
    expect(formValue()).toBe('1994-07-21');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input.value).toBe('21 juil. 1994');
  });

  it('leaves text that is no date as typed, with no date in the form', () => {
    show('en', { initial: '1990-05-03' });
    const input = screen.getByLabelText('Birth date') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '31 Feb 1990' } });
    fireEvent.blur(input);
    expect(formValue()).toBe('');
    expect(input.value).toBe('31 Feb 1990');
  });

  it('opens a calendar on the years around 30 years ago, and a picked day lands in the field', async () => {
    const user = userEvent.setup();
    show('en', { maxBirthDate: '2026-05-17' });
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const dialog = await screen.findByRole('dialog');
    // The decade of 1996 (30 years before 2026): pick a year, a month, a day.
    await user.click(within(dialog).getByRole('button', { name: '1994' }));
    await user.click(within(dialog).getByRole('button', { name: 'Jul' }));
    await user.click(within(dialog).getByRole('button', { name: /21 July 1994/ }));
    expect(formValue()).toBe('1994-07-21');
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('21 Jul 1994');
  });

  it('offers nothing after today in the calendar', async () => {
    const user = userEvent.setup();
    show('en', { initial: '2026-05-10', maxBirthDate: '2026-05-17' });
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /17 May 2026/ }).hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByRole('button', { name: /18 May 2026/ }).hasAttribute('disabled')).toBe(true);
  });

  it('works from the keyboard: the calendar button opens it, Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    show('en', { maxBirthDate: '2026-05-17' });
    await user.click(screen.getByLabelText('Birth date'));
    expect(screen.queryByRole('dialog')).toBeNull(); // typing needs no popup over the fields below
    await user.tab();
    const button = screen.getByRole('button', { name: 'Open the calendar' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
