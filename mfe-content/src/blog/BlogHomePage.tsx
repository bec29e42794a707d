import styled from '@emotion/styled';
import { buildBreadcrumb, colors, Link, LoadError, LoadingArea, PageFrame, space, usePageHead } from '@axlebay/shared-lib';
import { useBlogData, type BlogHomeData } from './blog-api';
import { categoryPath, listPath, topicPath } from './blog-paths';
import { ArticleCard, ArticleCards } from './ArticleCard';
import { Chips, SectionTitle } from './blog-styles';

const Categories = styled.ul`
  list-style: none;
  margin: 0 0 ${space(6)};
  padding: 0;
  display: grid;
  gap: ${space(3)};
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    border-left: 4px solid ${colors.primary};
    padding: ${space(1)} ${space(3)};
  }
  a {
    font-weight: 700;
  }
  p {
    margin: ${space(1)} 0 0;
    color: ${colors.textMuted};
  }
`;

export const BLOG_HOME_TITLE = 'Axlebay blog: parts advice for US and Canadian drivers';
const LEAD = 'How-to guides, fitment advice and buying guides from technicians and parts specialists.';

/** `/blogs` (spec §2 Blogs): the featured article, the latest ones, categories and topics. */
export function BlogHomePage() {
  const { data, error, reload } = useBlogData<BlogHomeData>('home', '/home', undefined, 'The blog could not be loaded.');
  usePageHead({ title: 'Auto Parts Blog: How-To and Buying Guides', description: `${LEAD} Brakes, lighting, suspension, engine care, wheels and tires.` });
  const breadcrumb = buildBreadcrumb([
    { label: 'Home', seoUrl: '/' },
    { label: 'Blog', seoUrl: '/blogs' },
  ]);
  return (
    <PageFrame heading={BLOG_HOME_TITLE} breadcrumb={breadcrumb} lead={LEAD}>
      {!data ? (
        error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading the blog" />
      ) : (
        <>
          {data.featured && (
            <section aria-labelledby="blog-featured">
              <SectionTitle id="blog-featured">Featured</SectionTitle>
              <ArticleCard article={data.featured} level={3} featured />
            </section>
          )}
          <section aria-labelledby="blog-latest">
            <SectionTitle id="blog-latest">Latest articles</SectionTitle>
            <ArticleCards articles={data.latest} level={3} label="Latest articles" />
            <p>
              <Link to={listPath(1)}>All articles</Link>
            </p>
          </section>
          <section aria-labelledby="blog-categories">
            <SectionTitle id="blog-categories">Categories</SectionTitle>
            <Categories>
              {data.categories.map((c) => (
                <li key={c.handle}>
                  <Link to={categoryPath(c.handle)}>{c.name}</Link> ({c.articleCount})<p>{c.description}</p>
                </li>
              ))}
            </Categories>
          </section>
          <section aria-labelledby="blog-topics">
            <SectionTitle id="blog-topics">Topics</SectionTitle>
            <Chips>
              {data.topics.map((t) => (
                <li key={t.handle}>
                  <Link to={topicPath(t.handle)}>
                    {t.name} ({t.articleCount})
                  </Link>
                </li>
              ))}
            </Chips>
          </section>
        </>
      )}
    </PageFrame>
  );
}
