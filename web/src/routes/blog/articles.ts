import type { MessageId } from '../../i18n/catalogs.ts';

/** The three blog articles (spec §1), addressed as /blog/{id}/{title}. */
export const BLOG_ARTICLES = [
  { id: '1', titleId: 'blog.1.title' },
  { id: '2', titleId: 'blog.2.title' },
  { id: '3', titleId: 'blog.3.title' },
] as const satisfies readonly { id: string; titleId: MessageId }[];
