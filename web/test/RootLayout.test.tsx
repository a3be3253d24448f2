import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from './render.tsx';

// Moving between pages without a mouse: where the keyboard focus lands.
describe('navigation focus', { timeout: 20_000 }, () => {
  it("when the control that led away left with the old page, the focus goes to the new page's content", async () => {
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    (document.activeElement as HTMLElement | null)?.blur();
    await router.navigate('/faq');
    const main = screen.getByRole('main');
    await waitFor(() => expect(document.activeElement).toBe(main));
  });

  it('a header control that is still there keeps the focus', async () => {
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    currency.focus();
    await router.navigate('/faq');
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    await screen.findByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(currency);
  });
});
