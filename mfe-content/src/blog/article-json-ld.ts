import { BRAND, breadcrumbJsonLd, type JsonLd } from '@axlebay/shared-lib';
import type { ArticleData } from './blog-api';
import { articlePath, categoryPath } from './blog-paths';

/**
 * schema.org BlogPosting and BreadcrumbList for an article's page head. URLs are root-relative: the
 * page head makes them absolute against the canonical origin (no `window` in render).
 */
export function articleJsonLd(article: ArticleData): JsonLd[] {
  const url = articlePath(article.id);
  const posting: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    wordCount: article.words,
    articleSection: article.category.name,
    keywords: article.topics.map((t) => t.name).join(', '),
    author: { '@type': 'Person', name: article.author, ...(article.authorRole ? { jobTitle: article.authorRole } : {}) },
    publisher: { '@type': 'Organization', name: BRAND, url: '/' },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
  const crumbs = breadcrumbJsonLd([
    { name: 'Home', url: '/' },
    { name: 'Blog', url: '/blogs' },
    { name: article.category.name, url: categoryPath(article.category.handle) },
    { name: article.title, url },
  ]);
  return [posting, crumbs];
}
