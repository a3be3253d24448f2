import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsDocument, type SearchCarsInput } from '../src/__generated__/graphql.ts';
import { yearIn } from '../src/components/Footer.tsx';
import { renderRoute } from './render.tsx';
import { carEdge, locationsMock, searchMock } from './searchMocks.ts';
import { DEFAULT_SETTINGS, settingsMock } from './settingsMocks.ts';

/** The footer, once its chunk and catalog have arrived (it is not part of the first paint). */
async function footer() {
  return within(await screen.findByRole('contentinfo'));
}

describe('Footer (issue 14 point 1)', () => {
  it("gives the year of the page's render in Erbil, as the server rendered it", async () => {
    // 21:30 UTC on 31 December is already 00:30 on New Year's Day in Erbil (UTC+3).
    const newYear = new Date('2026-12-31T21:30:00Z');
    expect(yearIn(newYear, 'Asia/Baghdad')).toBe(2027);
    expect(yearIn(newYear, 'UTC')).toBe(2026);
    renderRoute('/faq', { mocks: [settingsMock()], now: newYear });
    expect((await footer()).getByText('© 2027 Erbil Car Rental. All rights reserved.')).toBeDefined();
  });

  it('is on every page: company, Erbil address, phone and the contact address from the settings', async () => {
    for (const path of ['/faq', '/no/such/page']) {
      const view = renderRoute(path, { mocks: [settingsMock({ contactEmail: 'hello@erbil-cars.example' })] });
      const f = await footer();

      expect(f.getByText('Erbil Car Rental')).toBeDefined();
      const address = f.getByText(/60 Meter Street, Ankawa/);
      expect(address.tagName).toBe('ADDRESS');
      expect(address.textContent).toContain('44001 Erbil');
      expect(address.textContent).toContain('Kurdistan Region, Iraq');
      expect(f.getByRole('link', { name: '+964 750 100 2030' }).getAttribute('href')).toBe('tel:+9647501002030');
      // From the server's configuration (CONTACT_EMAIL), not written in the web app.
      const email = await f.findByRole('link', { name: 'hello@erbil-cars.example' });
      expect(email.getAttribute('href')).toBe('mailto:hello@erbil-cars.example');
      view.unmount();
    }
  });

  it('links to every content page and the three articles, with their slugs in the reader’s language', async () => {
    const { router } = renderRoute('/', { mocks: [settingsMock()], language: 'en' });
    const f = await footer();

    const links = Object.fromEntries(f.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toMatchObject({
      About: '/about',
      Terms: '/tos',
      Privacy: '/privacy',
      Contact: '/contact',
      Locations: '/locations',
      'Our suppliers': '/suppliers',
      FAQ: '/faq',
      'Scenic road trips in Kurdistan': '/blog/1/scenic-road-trips-in-kurdistan',
      'Why rent a car in Erbil': '/blog/2/why-rent-a-car-in-erbil',
      'Essential rental tips': '/blog/3/essential-rental-tips',
    });

    await userEvent.setup().click(f.getByRole('link', { name: 'Essential rental tips' }));
    await screen.findByRole('heading', { level: 1, name: 'Essential rental tips' });
    expect(router.state.location.pathname).toBe('/blog/3/essential-rental-tips');
  });

  it('is translated, article slugs included', async () => {
    renderRoute('/tos', { mocks: [settingsMock()], language: 'fr' });
    const f = await footer();

    expect(f.getByText('Région du Kurdistan, Irak', { exact: false })).toBeDefined();
    expect(f.getByRole('navigation', { name: 'Informations' })).toBeDefined();
    expect(f.getByRole('link', { name: 'Nous écrire' }).getAttribute('href')).toBe('/contact');
    expect(f.getByRole('combobox', { name: 'Lire le site en' })).toBeDefined();
    const article = f.getByRole('link', { name: 'Road trips panoramiques au Kurdistan' });
    expect(article.getAttribute('href')).toBe('/blog/1/road-trips-panoramiques-au-kurdistan');
  });

  it('changes the language of the whole interface and remembers it', async () => {
    const user = userEvent.setup();
    renderRoute('/faq', { mocks: [settingsMock()] });
    const f = await footer();

    await user.selectOptions(f.getByRole('combobox', { name: 'Read the site in' }), 'Español');

    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(localStorage.getItem('language')).toBe('es');
    // The header follows (same choice), and so does the footer itself.
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'es');
    expect(await f.findByRole('combobox', { name: 'Ver el sitio en' })).toHaveProperty('value', 'es');
    expect(await f.findByRole('link', { name: 'Por qué alquilar un coche en Erbil' })).toBeDefined();
  });

  it('changes the display currency and remembers it', async () => {
    const user = userEvent.setup();
    renderRoute('/about', { mocks: [settingsMock()] });
    const f = await footer();

    await user.selectOptions(f.getByRole('combobox', { name: 'Show prices in' }), 'EUR €');

    expect(f.getByRole('combobox', { name: 'Show prices in' })).toHaveProperty('value', 'EUR');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveProperty('value', 'EUR');
    expect(localStorage.getItem('currency')).toBe('EUR');
  });

  it('says when the contact address could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    renderRoute('/about', {
      mocks: [
        { request: { query: SettingsDocument }, error: new Error('offline') },
        { request: { query: SettingsDocument }, result: { data: { settings: { ...DEFAULT_SETTINGS, contactEmail: 'desk@erbil-cars.example' } } } },
      ],
    });
    const f = await footer();

    expect(await f.findByText('The contact address could not be loaded.')).toBeDefined();
    await user.click(f.getByRole('button', { name: 'Try again' }));
    expect(await f.findByRole('link', { name: 'desk@erbil-cars.example' })).toBeDefined();
    expect(f.queryByText('The contact address could not be loaded.')).toBeNull();
  });
});

// Issue 27 point 4: the digits choice the settings page gives signed-in readers, in the footer's
// preferences for every visitor, in the languages written in Arabic script only.
describe('Footer digits choice (issue 27 point 4)', { timeout: 20_000 }, () => {
  const FROM = '2030-01-10T07:00:00.000Z';
  const TO = '2030-01-13T07:00:00.000Z';
  const input: SearchCarsInput = { pickupLocation: 'loc-citadel', dropoffLocation: 'loc-airport', from: FROM, to: TO, sort: 'PRICE_ASC' };
  const path = `/search?pickup=loc-citadel&dropoff=loc-airport&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;
  const forget = () => {
    document.cookie = 'digits=; Max-Age=0; Path=/';
  };

  it.each([
    ['ar', 'الأرقام', 'مشرقية (١٢٣)'],
    ['ckb', 'ژمارەکان', 'ڕۆژهەڵاتی (١٢٣)'],
  ] as const)('in %s, a signed-out visitor switches the page to Eastern Arabic digits, kept in the digits cookie', async (language, label, eastern) => {
    forget();
    const user = userEvent.setup();
    renderRoute(path, {
      language,
      now: new Date('2027-03-01T09:00:00Z'),
      mocks: [locationsMock(language), settingsMock(), searchMock(input, [carEdge('car-1', 'Toyota Corolla', { total: '1234.50' })])],
    });
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 2, name: 'Toyota Corolla' });
    // Western digits by default: the total reads 1,234.50.
    expect(main.getAllByText(/1,234\.50/).length).toBeGreaterThan(0);
    expect(main.queryAllByText(/١٬٢٣٤٫٥٠/)).toHaveLength(0);
    expect((await footer()).getByText(/© 2027 Erbil Car Rental/)).toBeDefined();

    const digits = (await footer()).getByRole('combobox', { name: label });
    expect(digits).toHaveProperty('value', 'latn');
    await user.selectOptions(digits, eastern);

    // At once, without a reload: the same total in Eastern Arabic digits and marks.
    await waitFor(() => expect(main.getAllByText(/١٬٢٣٤٫٥٠/).length).toBeGreaterThan(0));
    expect(main.queryAllByText(/1,234\.50/)).toHaveLength(0);
    expect(digits).toHaveProperty('value', 'arab');
    // The footer's own number too: the copyright year.
    const f = await footer();
    expect(f.getByText(/© ٢٠٢٧ Erbil Car Rental/)).toBeDefined();
    // The server reads it to render the next page in the same digits.
    expect(document.cookie).toContain('digits=arab');
    forget();
  });

  it('is not offered in English, French or Spanish', async () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      const view = renderRoute('/about', { language, mocks: [settingsMock()] });
      const f = await footer();
      // The footer's preferences are there (language, currency), the digits choice is not.
      await f.findAllByRole('combobox');
      expect(f.getAllByRole('combobox')).toHaveLength(2);
      expect(f.queryByRole('combobox', { name: { en: 'Digits', fr: 'Chiffres', es: 'Cifras' }[language] })).toBeNull();
      view.unmount();
    }
  });
});
