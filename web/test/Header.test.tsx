import { useDirection } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../src/AppProviders.tsx';
import { Header } from '../src/components/Header.tsx';
import { hydrate, renderOnServer, setWidth, showServerHtml } from './hydration.tsx';
import { renderWithProviders } from './render.tsx';

const ALLOWED_STORAGE_KEYS = ['user', 'language', 'currency', 'stayConnected'];

describe('Header', () => {
  it('shows the brand, the language and currency choices and the sign-in link in English', () => {
    renderWithProviders(<Header />);

    expect(screen.getByRole('link', { name: 'Erbil Car Rental' })).toHaveProperty('pathname', '/');
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveProperty('value', 'en');
    expect(screen.getByRole('option', { name: 'English' })).toHaveProperty('selected', true);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Français',
      'Español',
      'کوردی',
      'العربية',
      'USD $',
      'EUR €',
      'GBP £',
      'IQD',
    ]);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveProperty('value', 'USD');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveProperty('pathname', '/sign-in');
  });

  it('is in French when the provider is given French', () => {
    renderWithProviders(<Header />, { language: 'fr' });

    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveProperty('value', 'fr');
    expect(screen.getByRole('combobox', { name: 'Devise' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('switches the interface to French at once and remembers the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');

    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveProperty('value', 'fr');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('switches to Arabic and Sorani Kurdish right to left: the document and Mantine follow (issue 27)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');
    expect(localStorage.getItem('language')).toBe('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    const select = screen.getByRole('combobox', { name: 'اللغة' });
    expect(select).toHaveProperty('value', 'ar');

    await user.selectOptions(select, 'کوردی');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ckb', 'rtl']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'زمان' }), 'English');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
  });

  it("gives Mantine's components the language's direction", () => {
    function Probe() {
      return <output>{useDirection().dir}</output>;
    }
    renderWithProviders(<Probe />, { language: 'ckb' });
    expect(screen.getByRole('status').textContent).toBe('rtl');
  });

  it('remembers the chosen currency', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR €');

    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveProperty('value', 'EUR');
    expect(localStorage.getItem('currency')).toBe('EUR');
  });

  it('can be used with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Erbil Car Rental' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Language' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Currency' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sign in' }));
  });

  it('writes no localStorage key beyond the four the spec allows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Moneda' }), 'GBP £');

    expect(Object.keys(localStorage).filter((key) => !ALLOWED_STORAGE_KEYS.includes(key))).toEqual([]);
  });

  describe('on a phone (below 600 px)', () => {
    // Which variant shows is CSS (Mantine's hidden-from/visible-from rules, which happy-dom
    // applies at its viewport's width), not a script reading the screen.
    afterEach(() => setWidth(1024));

    it('keeps one row: one button showing both choices opens the two labelled selects under it', async () => {
      setWidth(390);
      const user = userEvent.setup();
      renderWithProviders(<Header />);

      // No select in the row itself: only the compact button, named by what it shows.
      expect(screen.queryByRole('combobox')).toBeNull();
      const toggle = screen.getByRole('button', { name: 'EN · USD, language and currency' });
      expect(toggle.textContent).toBe('EN · USD');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');

      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const language = screen.getByRole('combobox', { name: 'Language' });
      // The first choice takes the focus, for keyboard users.
      await waitFor(() => expect(document.activeElement).toBe(language));

      await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR €');
      expect(localStorage.getItem('currency')).toBe('EUR');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
      expect(screen.getByRole('button', { name: 'FR · EUR, langue et devise' }).textContent).toBe('FR · EUR');

      // Escape closes the choices and gives the focus back to the button.
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'FR · EUR, langue et devise' }));
    });

    it('is the two selects again on a wider screen', () => {
      setWidth(600);
      renderWithProviders(<Header />);
      expect(screen.getByRole('combobox', { name: 'Language' })).toBeDefined();
      expect(screen.queryByRole('button', { name: /language and currency/ })).toBeNull();
    });
  });

  describe('rendered on the server, then hydrated', () => {
    afterEach(() => setWidth(1024));
    const app = () => (
      <AppProviders language="en" env="test">
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </AppProviders>
    );

    for (const [width, shows, hides] of [
      [390, 'button', 'combobox'],
      [1366, 'combobox', 'button'],
    ] as const) {
      it(`at ${width} px: the server's HTML already shows the right header, and hydration keeps it`, async () => {
        setWidth(width);
        const container = showServerHtml(await renderOnServer(app()));
        const header = within(container);
        // The language and currency choices: the compact button on a phone, the selects wider.
        const preferences = { name: /^(Language|Currency|EN · USD, language and currency)$/ };
        const visible = () => header.queryAllByRole(shows, preferences).length;
        expect(visible()).toBe(shows === 'button' ? 1 : 2);
        expect(header.queryAllByRole(hides, preferences)).toEqual([]);

        const page = await hydrate(container, app());
        try {
          expect(page.mismatches).toEqual([]);
          expect(visible()).toBe(shows === 'button' ? 1 : 2);
          expect(header.queryAllByRole(hides, preferences)).toEqual([]);
          expect(header.getByRole('link', { name: 'Sign in' })).toBeDefined();
        } finally {
          page.unmount();
        }
      });
    }

    it('has no id twice', async () => {
      setWidth(390);
      const container = showServerHtml(await renderOnServer(app()));
      const ids = Array.from(container.querySelectorAll('[id]'), (el) => el.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
      container.remove();
    });
  });
});
