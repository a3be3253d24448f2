import { readFileSync } from 'node:fs';
import { expect, test } from './harness.ts';

// Issue 14 point 1: the content pages, in the three languages, as a visitor opens them (?l=fr).
type Catalog = Record<string, string>;
const catalog = (section: string, language: string): Catalog =>
  JSON.parse(readFileSync(new URL(`../web/src/i18n/messages/${section ? `${section}/` : ''}${language}.json`, import.meta.url), 'utf8'));

const LANGUAGES = ['en', 'fr', 'es'] as const;
const PAGES = [
  { path: '/tos', section: 'tos', titleId: 'page.tos.title' },
  { path: '/privacy', section: 'privacy', titleId: 'page.privacy.title' },
  { path: '/faq', section: 'faq', titleId: 'page.faq.title' },
  { path: '/about', section: 'about', titleId: 'page.about.title' },
] as const;

for (const language of LANGUAGES) {
  const app = catalog('', language);

  for (const { path, section, titleId } of PAGES) {
    test(`${path} in ${language}: its title, its sections, its description`, async ({ page }) => {
      const content = catalog(section, language);
      await page.goto(`${path}?l=${language}`);

      await expect(page.getByRole('heading', { level: 1, name: app[titleId] })).toBeVisible();
      const firstHeading = Object.entries(content).find(([key]) => key.endsWith('.h'))![1];
      await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(`${app[titleId]} | Erbil Car Rental`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content[`${section}.description`]!);
      // No message id shown instead of its text.
      await expect(page.locator('main, body').first()).not.toContainText(new RegExp(`\\b${section}\\.\\w+\\.`));
    });
  }

  // The pages built on data (issue 14 points 2 and 3): same checks, and the footer in the language too.
  for (const { path, titleId } of [
    { path: '/contact', titleId: 'page.contact.title' },
    { path: '/locations', titleId: 'page.locations.title' },
    { path: '/suppliers', titleId: 'page.suppliers.title' },
  ]) {
    test(`${path} in ${language}: its title, the footer, no message id`, async ({ page }) => {
      const shell = catalog('shell', language);
      await page.goto(`${path}?l=${language}`);

      await expect(page.getByRole('heading', { level: 1, name: app[titleId] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(`${app[titleId]} | Erbil Car Rental`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: shell['footer.link.about']!, exact: true })).toBeVisible();
      // The page's data has arrived (its list, or the form) before looking for ids left untranslated.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(/\b(?:places|contact|newsletter|footer|consent|page|common)\.[a-z]\w*(?:\.\w+)*\b/);
    });
  }

  for (const id of ['1', '2', '3']) {
    test(`blog article ${id} in ${language}: a wrong title in the address goes to the right one`, async ({ page }) => {
      const blog = catalog('blog', language);
      const title = app[`blog.${id}.title`]!;
      await page.goto(`/blog/${id}/not-the-title?l=${language}`);

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/blog/${id}/[a-z0-9-]+\\?l=${language}$`));
      expect(new URL(page.url()).pathname).not.toBe(`/blog/${id}/not-the-title`);
      await expect(page.getByRole('img', { name: blog[`blog.${id}.imageAlt`] })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Erbil Car Rental`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', blog[`blog.${id}.description`]!);
      await expect(page.locator('body')).not.toContainText(/\bblog\.\d\.\w+/);
    });
  }
}

test('the FAQ opens a question from the keyboard', async ({ page }) => {
  const faq = catalog('faq', 'en');
  await page.goto('/faq');
  const question = page.getByRole('button', { name: faq['faq.booking.how.q'] });
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(faq['faq.booking.how.a']!.slice(0, 40))).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: faq['faq.booking.payLater.q'] })).toHaveAttribute('aria-expanded', 'true');
});

test('the home page teasers lead to the articles', async ({ page }) => {
  await page.goto('/?l=fr');
  const app = catalog('', 'fr');
  // In the page, not the footer's list of articles (issue 14).
  await page.getByRole('main').getByRole('link', { name: app['blog.2.title'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: app['blog.2.title'] })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/2\/pourquoi-louer-une-voiture-a-erbil$/);
});
