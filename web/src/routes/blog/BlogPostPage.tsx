import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import NotFoundPage from '../NotFoundPage.tsx';
import { BLOG_ARTICLES } from './articles.ts';

/**
 * /blog/{id}/{title}: one of the three articles. Only the id selects the article; the title
 * segment is for people and search engines, so any spelling of it is accepted.
 * The article text comes in a later issue.
 */
export default function BlogPostPage() {
  const { id } = useParams();
  const article = BLOG_ARTICLES.find((candidate) => candidate.id === id);
  if (!article) return <NotFoundPage />;
  return <PlaceholderPage titleId={article.titleId} />;
}
