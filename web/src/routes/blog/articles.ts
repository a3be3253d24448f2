import type { MessageId } from '../../i18n/catalogs.ts';

/** The three blog articles (spec §1), addressed as /blog/{id}/{title}. */
export const BLOG_ARTICLES = [
  { id: '1', titleId: 'blog.1.title' },
  { id: '2', titleId: 'blog.2.title' },
  { id: '3', titleId: 'blog.3.title' },
] as const satisfies readonly { id: string; titleId: MessageId }[];

/**
 * A title as a URL segment: lower case, accents dropped, other characters turned into hyphens
 * ("Road trips panoramiques au Kurdistan" gives "road-trips-panoramiques-au-kurdistan").
 */
export function titleSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The path of an article, its title (in the reader's language) as the second segment. */
export function articlePath(id: string, title: string): string {
  return `/blog/${id}/${titleSlug(title) || 'article'}`;
}
