import { Link } from '@axlebay/shared-lib';
import type { ArticleCardData } from './blog-api';
import { articlePath, categoryPath, dateText } from './blog-paths';
import { Card, CardGrid } from './blog-styles';

/** "March 11, 2025 · 3 min read": the date as a <time> for machines. */
export function ArticleMeta({ article, withAuthor = false }: { article: Pick<ArticleCardData, 'publishedAt' | 'readingMinutes' | 'author'>; withAuthor?: boolean }) {
  return (
    <p className="meta">
      {withAuthor && <>By {article.author} · </>}
      <time dateTime={article.publishedAt}>{dateText(article.publishedAt)}</time> · {article.readingMinutes} min read
    </p>
  );
}

/** One article as a card: category, title (the link), summary, date and reading time. */
export function ArticleCard({ article, level = 2, featured = false }: { article: ArticleCardData; level?: 2 | 3; featured?: boolean }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card data-featured={featured || undefined} data-testid="article-card">
      <p className="meta">
        <Link to={categoryPath(article.category.handle)}>{article.category.name}</Link>
      </p>
      <Heading>
        <Link to={articlePath(article.id)}>{article.title}</Link>
      </Heading>
      <p>{article.summary}</p>
      <ArticleMeta article={article} withAuthor={featured} />
    </Card>
  );
}

export function ArticleCards({ articles, level = 2, label }: { articles: ArticleCardData[]; level?: 2 | 3; label: string }) {
  return (
    <CardGrid aria-label={label}>
      {articles.map((a) => (
        <li key={a.id}>
          <ArticleCard article={a} level={level} />
        </li>
      ))}
    </CardGrid>
  );
}
