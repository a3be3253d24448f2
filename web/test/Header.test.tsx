import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../src/components/Header.tsx';
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
      'USD $',
      'EUR €',
      'GBP £',
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
    const phone = (matches: boolean) => {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
      });
    };
    afterEach(() => {
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it('keeps one row: one button showing both choices opens the two labelled selects under it', async () => {
      phone(true);
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
      phone(false);
      renderWithProviders(<Header />);
      expect(screen.getByRole('combobox', { name: 'Language' })).toBeDefined();
      expect(screen.queryByRole('button', { name: /language and currency/ })).toBeNull();
    });
  });
});
