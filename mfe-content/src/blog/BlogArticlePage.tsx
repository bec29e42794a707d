import styled from '@emotion/styled';
import { buildBreadcrumb, colors, Link, LoadError, LoadingArea, mq, PageFrame, space, useNotFound, usePageHead, useRoute } from '@axlebay/shared-lib';
import { useBlogData, type ArticleData } from './blog-api';
import { categoryPath, dateText, isHandle, topicPath } from './blog-paths';
import { ArticleBody } from './ArticleBody';
import { ArticleCards } from './ArticleCard';
import { articleJsonLd } from './article-json-ld';
import { Chips, SectionTitle } from './blog-styles';
import { RelatedParts } from './RelatedParts';
import { TableOfContents } from './TableOfContents';

const Byline = styled.p`
  color: ${colors.textMuted};
  margin: 0 0 ${space(6)};
  .role {
    display: block;
    font-size: 14px;
  }
`;

/** Phones: contents above the text. From 992 px: contents in a sticky column beside it. */
const Layout = styled.div`
  ${mq.lg} {
    display: grid;
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${space(8)};
    align-items: start;
    aside {
      position: sticky;
      top: ${space(4)};
    }
  }
`;

/** `/blogs/[id]` (spec §2 Blogs): one article with its contents, topics, related parts and articles. */
export function BlogArticlePage() {
  const { params } = useRoute();
  const id = params.id;
  const answer = useBlogData<ArticleData>(`article:${id}`, isHandle(id) ? `/articles/${id}` : undefined, undefined, 'This article could not be loaded.');
  const { error, reload, notFound } = answer;
  // Moving to another article keeps the last answer until the next one is in: never show it under the new URL.
  const data = answer.data?.id === id ? answer.data : undefined;
  useNotFound(notFound);
  usePageHead(
    data
      ? { title: data.title, description: data.summary, type: 'article', keywords: data.topics.map((t) => t.name), jsonLd: articleJsonLd(data) }
      : { title: 'Article' },
  );
  if (notFound) return null;
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'Blog', seoUrl: '/blogs' },
    ...(data ? [{ label: data.category.name, seoUrl: categoryPath(data.category.handle) }, { label: data.title, seoUrl: `/blogs/${data.id}` }] : []),
  ]);
  if (!data) {
    return (
      <PageFrame heading="Article" breadcrumb={breadcrumb}>
        {error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading the article" />}
      </PageFrame>
    );
  }
  return (
    <PageFrame heading={data.title} breadcrumb={breadcrumb} compactHeading headingTestId="article-title">
      <Byline>
        By {data.author}
        {data.authorRole && <span className="role">{data.authorRole}</span>}
        <span className="role">
          <time dateTime={data.publishedAt}>{dateText(data.publishedAt)}</time> · {data.readingMinutes} min read ·{' '}
          <Link to={categoryPath(data.category.handle)}>{data.category.name}</Link>
        </span>
      </Byline>
      <Layout>
        <aside>
          <TableOfContents entries={data.toc} />
        </aside>
        <div>
          <ArticleBody html={data.html} />
          {data.topics.length > 0 && (
            <section aria-labelledby="article-topics">
              <SectionTitle id="article-topics">Topics</SectionTitle>
              <Chips>
                {data.topics.map((t) => (
                  <li key={t.handle}>
                    <Link to={topicPath(t.handle)}>{t.name}</Link>
                  </li>
                ))}
              </Chips>
            </section>
          )}
        </div>
      </Layout>
      {data.relatedParts && <RelatedParts query={data.relatedParts} />}
      {data.related.length > 0 && (
        <section aria-labelledby="related-articles" data-testid="related-articles">
          <SectionTitle id="related-articles">Related articles</SectionTitle>
          <ArticleCards articles={data.related} level={3} label="Related articles" />
        </section>
      )}
    </PageFrame>
  );
}
