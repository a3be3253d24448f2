import { act, fireEvent } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../src/hooks/useTypedBeforeHydration.ts';
import { useZodForm } from '../src/hooks/useZodForm.ts';
import { hydrate, renderOnServer, showServerHtml } from './hydration.tsx';

/**
 * A server-rendered form on a slow phone: the reader types into it before its code has run. What
 * they typed must survive hydration and the next render (e2e saw a sign-in's email wiped under
 * load, and the form then said the field was empty).
 */
function Form() {
  const form = useZodForm({
    initialValues: { email: '', password: '', stayConnected: false, note: '' },
    labels: {},
    validate: () => ({}),
    onSubmit: async () => {},
  });
  // Native inputs (the form's props carry Mantine's `error`).
  const plain = <P extends { error?: unknown }>({ error: _error, ...rest }: P) => rest;
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit}>
      <input type="email" aria-label="Email" {...plain(form.inputProps('email'))} />
      <input type="password" aria-label="Password" {...plain(form.inputProps('password'))} />
      <input type="checkbox" aria-label="Stay" {...plain(form.checkboxProps('stayConnected'))} />
      <input type="text" aria-label="Note" {...plain(form.inputProps('note'))} />
      <output data-testid="state">{JSON.stringify(form.values)}</output>
    </form>
  );
}

const ui = (
  <IntlProvider locale="en" onError={() => {}}>
    <Form />
  </IntlProvider>
);

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('a form typed into before hydration', () => {
  it('keeps what was typed and ticked, and its state knows it', async () => {
    const container = showServerHtml(await renderOnServer(ui));
    const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    // Typed while the page was only HTML.
    field('Email').value = 'dilan@example.com';
    field('Password').value = 'Secret123!';
    field('Stay').checked = true;
    const { mismatches, unmount } = await hydrate(container, ui);
    cleanup = unmount;
    expect(mismatches).toEqual([]);
    // A later change re-renders the form: the early text stays.
    await act(async () => {
      fireEvent.change(field('Note'), { target: { value: 'late' } });
    });
    expect(field('Email').value).toBe('dilan@example.com');
    expect(field('Password').value).toBe('Secret123!');
    expect(field('Stay').checked).toBe(true);
    expect(JSON.parse(container.querySelector('[data-testid="state"]')!.textContent!)).toEqual({ email: 'dilan@example.com', password: 'Secret123!', stayConnected: true, note: 'late' });
  });
});

/** A filter box outside any form (the bookings page's reference): what it types applies at once. */
function FilterBox({ onFilter }: { onFilter: (text: string) => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const change = (next: string) => {
    setText(next);
    onFilter(next);
  };
  useTypedBeforeHydration(input, change);
  return (
    <>
      <input ref={input} aria-label="Reference" value={text} onChange={(event) => change(event.currentTarget.value)} />
      <output data-testid="filter">{text}</output>
    </>
  );
}

describe('a filter box typed into before hydration', () => {
  it('applies what was typed once the code runs, and keeps it', async () => {
    const filtered: string[] = [];
    const box = <FilterBox onFilter={(text) => filtered.push(text)} />;
    const container = showServerHtml(await renderOnServer(box));
    container.querySelector<HTMLInputElement>('[aria-label="Reference"]')!.value = 'ebl7k3q9m';
    const { mismatches, unmount } = await hydrate(container, box);
    cleanup = unmount;
    expect(mismatches).toEqual([]);
    expect(filtered).toEqual(['ebl7k3q9m']);
    expect(container.querySelector('[data-testid="filter"]')!.textContent).toBe('ebl7k3q9m');
    expect(container.querySelector<HTMLInputElement>('[aria-label="Reference"]')!.value).toBe('ebl7k3q9m');
  });

  it('adopts nothing when nothing was typed', async () => {
    const filtered: string[] = [];
    const box = <FilterBox onFilter={(text) => filtered.push(text)} />;
    const container = showServerHtml(await renderOnServer(box));
    const { unmount } = await hydrate(container, box);
    cleanup = unmount;
    expect(filtered).toEqual([]);
  });
});
