import { LoadError, LoadingArea, PageLinks } from '@axlebay/shared-lib';
import type { ArticlePageData } from './blog-api';
import { ArticleCards } from './ArticleCard';

/** A page of article cards with Previous · Page N of M · Next (the page is in the URL). */
export function PagedArticles({
  data,
  error,
  reload,
  href,
  label,
}: {
  data: ArticlePageData | undefined;
  error: string | undefined;
  reload: () => void;
  href: (page: number) => string;
  label: string;
}) {
  if (!data) return error ? <LoadError message={error} onRetry={reload} /> : <LoadingArea label="Loading articles" />;
  if (data.total === 0) return <p>No articles here yet.</p>;
  return (
    <>
      <p data-testid="article-count">
        {data.total} {data.total === 1 ? 'article' : 'articles'}
        {data.pages > 1 ? ` · page ${data.page} of ${data.pages}` : ''}
      </p>
      <ArticleCards articles={data.list} label={label} />
      <PageLinks page={data.page} pages={data.pages} href={href} label={`${label}: pages`} testId="blog-pages" />
    </>
  );
}
