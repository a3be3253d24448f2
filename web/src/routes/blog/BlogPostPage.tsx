import { Anchor, List, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { ContentBlocks } from '../info/ContentBlocks.tsx';
import { ContentDescription, ContentPage } from '../info/ContentPage.tsx';
import NotFoundPage from '../NotFoundPage.tsx';
import { Redirect } from '../../components/Redirect.tsx';
import { articlePath, BLOG_ARTICLES, titleSlug } from './articles.ts';
import { ILLUSTRATIONS } from './illustrations.tsx';

/**
 * /blog/{id}/{title}: one of the three articles (i18n/messages/blog/*.json). Only the id selects
 * the article; a title segment that is not the article's title in the reader's language (an old
 * link, a link in another language, a typo) is replaced by it, so each article has one address
 * per language for search engines. The query string (?l=fr) is kept.
 */
export default function BlogPostPage() {
  const intl = useIntl();
  const { id, title: slug } = useParams();
  const location = useLocation();
  const article = BLOG_ARTICLES.find((candidate) => candidate.id === id);
  const title = article ? intl.formatMessage({ id: article.titleId }) : '';
  const canonical = !article || slug === titleSlug(title) ? null : articlePath(article.id, title) + location.search + location.hash;
  if (!article) return <NotFoundPage />;
  if (canonical !== null) {
    return <Redirect to={{ pathname: articlePath(article.id, title), search: location.search, hash: location.hash }} />;
  }
  return (
    <ContentPage section="blog" titleId={article.titleId}>
      <ContentDescription id={`blog.${article.id}.description`} />
      <ArticlePicture id={article.id} />
      <ContentBlocks prefix={`blog.${article.id}`} />
      <MoreArticles current={article.id} />
    </ContentPage>
  );
}

/** The article's picture; inside the blog catalog, which holds its text alternative. */
function ArticlePicture({ id }: { id: (typeof BLOG_ARTICLES)[number]['id'] }) {
  const intl = useIntl();
  const Illustration = ILLUSTRATIONS[id]!;
  return <Illustration alt={intl.formatMessage({ id: `blog.${id}.imageAlt` })} />;
}

/** Links to the other two articles, in the reader's language. */
function MoreArticles({ current }: { current: string }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" mt="xl" component="nav" aria-labelledby="blog-more">
      <Title order={2} size="h4" id="blog-more">
        {intl.formatMessage({ id: 'blog.more' })}
      </Title>
      <List>
        {BLOG_ARTICLES.filter((other) => other.id !== current).map((other) => {
          const title = intl.formatMessage({ id: other.titleId });
          return (
            <List.Item key={other.id}>
              <Anchor component={Link} to={articlePath(other.id, title)}>
                {title}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
