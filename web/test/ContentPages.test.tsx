import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Language } from '../src/i18n/languages.ts';
import appEs from '../src/i18n/messages/es.json';
import appEn from '../src/i18n/messages/en.json';
import appFr from '../src/i18n/messages/fr.json';
import appCkb from '../src/i18n/messages/ckb.json';
import appAr from '../src/i18n/messages/ar.json';
import { renderRoute } from './render.tsx';

const app: Record<Language, Record<string, string>> = { en: appEn, fr: appFr, es: appEs, ckb: appCkb, ar: appAr };
const files = import.meta.glob<Record<string, string>>('../src/i18n/messages/{tos,privacy,faq,about,blog}/*.json', { eager: true, import: 'default' });
const content = (section: string, language: Language) => files[`../src/i18n/messages/${section}/${language}.json`] ?? {};

// react-intl reports a message it cannot find or format through console.error (src/i18n/intl.ts);
// a page that asks for a missing id would show the id itself.
let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

/** Every message id of a content section looks like "<section>.<...>": none may show as text. */
function expectNoRawIds(section: string) {
  expect(document.body.textContent).not.toMatch(new RegExp(`\\b${section}\\.[a-zA-Z0-9]+\\.`));
}

const headingsOf = (catalog: Record<string, string>, prefix: string) =>
  Object.entries(catalog)
    .filter(([key]) => key.startsWith(`${prefix}.`) && /\.h$/.test(key))
    .map(([, text]) => text);

describe.each(['en', 'fr', 'es'] as const)('content pages in %s', (language) => {
  it.each([
    ['tos', 'page.tos.title'],
    ['privacy', 'page.privacy.title'],
    ['faq', 'page.faq.title'],
    ['about', 'page.about.title'],
  ])('/%s shows its title and every section heading, with its description', async (section, titleId) => {
    renderRoute(`/${section}`, { language });
    const title = app[language][titleId]!;

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
    const catalog = content(section, language);
    const expected = headingsOf(catalog, section);
    expect(expected.length).toBeGreaterThan(3);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(expected));
    expectNoRawIds(section);
    expect(document.title).toBe(`${title} | Erbil Car Rental`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(catalog[`${section}.description`]);
  });
});

describe('/faq', () => {
  it.each(['en', 'fr', 'es'] as const)('in %s, opens and closes a question from the keyboard alone', async (language) => {
    const catalog = content('faq', language);
    renderRoute('/faq', { language });
    const question = await screen.findByRole('button', { name: catalog['faq.changes.cancel.q'] });
    const answer = catalog['faq.changes.cancel.a']!.slice(0, 40);
    expect(question.getAttribute('aria-expanded')).toBe('false');

    // The question is a focusable button: Enter opens it, Space closes it.
    const user = userEvent.setup();
    question.focus();
    expect(document.activeElement).toBe(question);
    await user.keyboard('{Enter}');
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toContain(answer);
    await user.keyboard(' ');
    expect(question.getAttribute('aria-expanded')).toBe('false');

    // The arrow keys move between the questions of a group.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).not.toBe(question);
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('false');
  });

  it('answers the policies of spec §5', async () => {
    renderRoute('/faq');
    const user = userEvent.setup();
    const answerOf = async (name: string) => {
      const question = await screen.findByRole('button', { name });
      await user.click(question);
      return document.getElementById(question.getAttribute('aria-controls')!)!.textContent;
    };

    const cancel = await answerOf('How do I cancel, and will I get a refund?');
    expect(cancel).toContain('24 hours or more before the rental starts, you may get a full refund');
    expect(cancel).toContain('less than 24 hours before, a fee may apply');
    const age = await answerOf('How old do I need to be?');
    expect(age).toContain('The minimum rental age is usually 18');
    expect(age).toContain('not for children under 13');
  });
});

describe('/about', () => {
  it.each(['en', 'fr', 'es'] as const)('in %s, leads to the search, the FAQ and the contact page', async (language) => {
    const catalog = content('about', language);
    renderRoute('/about', { language });

    expect((await screen.findByRole('link', { name: catalog['about.cta.search'] })).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: catalog['about.cta.faq'] }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: catalog['about.cta.contact'] }).getAttribute('href')).toBe('/contact');
  });
});

describe('blog articles', () => {
  it.each((['en', 'fr', 'es'] as const).flatMap((language) => ['1', '2', '3'].map((id) => [language, id] as const)))(
    'in %s, article %s shows its title, picture, headings and its own title and description',
    async (language, id) => {
      const catalog = content('blog', language);
      const title = app[language][`blog.${id}.title`]!;
      const { router } = renderRoute(`/blog/${id}/${slugOf(title)}`, { language });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
      // Plain selectors: role queries over a whole article are slow in jsdom.
      await waitFor(() => expect(document.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(catalog[`blog.${id}.imageAlt`]));
      const headings = [...headingsOf(catalog, `blog.${id}`), catalog['blog.more']];
      expect([...document.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(headings);
      expectNoRawIds('blog');
      expect(router.state.location.pathname).toBe(`/blog/${id}/${slugOf(title)}`);
      expect(document.title).toBe(`${title} | Erbil Car Rental`);
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(catalog[`blog.${id}.description`]);
    },
  );

  it.each([
    ['en', '/blog/1/old-title?l=en', '/blog/1/scenic-road-trips-in-kurdistan'],
    ['fr', '/blog/1/scenic-road-trips-in-kurdistan', '/blog/1/road-trips-panoramiques-au-kurdistan'],
    ['es', '/blog/2/why-rent-a-car-in-erbil', '/blog/2/por-que-alquilar-un-coche-en-erbil'],
    ['en', '/blog/3/any-title', '/blog/3/essential-rental-tips'],
  ] as const)('in %s, %s goes to the right address, %s, and sets its title and description', async (language, path, expected) => {
    const { router } = renderRoute(path, { language });
    const id = expected.split('/')[2]!;
    const title = app[language][`blog.${id}.title`]!;

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
    expect(router.state.location.pathname).toBe(expected);
    expect(router.state.location.search).toBe(path.includes('?') ? '?l=en' : '');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(content('blog', language)[`blog.${id}.description`]));
    expect(document.title).toBe(`${title} | Erbil Car Rental`);
  });

  it('links to the two other articles', async () => {
    renderRoute('/blog/2/why-rent-a-car-in-erbil');
    // In the article, not the footer's list of articles (issue 14).
    const article = within(await screen.findByRole('main'));
    expect((await article.findByRole('link', { name: 'Scenic road trips in Kurdistan' })).getAttribute('href')).toBe('/blog/1/scenic-road-trips-in-kurdistan');
    expect(article.getByRole('link', { name: 'Essential rental tips' }).getAttribute('href')).toBe('/blog/3/essential-rental-tips');
  });
});

/** The slug the home page's teasers link to (routes/blog/articles.ts), written out to catch a change. */
function slugOf(title: string): string {
  return title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
