import { useApi, useApiData, type QueryParams } from '@axlebay/shared-lib';

/** The blog's calls (api/src/blog/blog-routes.ts), beside spec §7's content calls. */
export const BLOG_API = '/infra/public/buyer/blog';

export interface BlogCategoryRef {
  handle: string;
  name: string;
}

export interface ArticleCardData {
  id: string;
  title: string;
  summary: string;
  category: BlogCategoryRef;
  author: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  readingMinutes: number;
  featured: boolean;
}

export interface ArticlePageData {
  list: ArticleCardData[];
  page: number;
  size: number;
  total: number;
  pages: number;
}

export interface BlogHomeData {
  featured: ArticleCardData | null;
  latest: ArticleCardData[];
  categories: Array<BlogCategoryRef & { description: string; articleCount: number }>;
  topics: Array<{ handle: string; name: string; articleCount: number }>;
}

export interface TocEntry {
  level: 2 | 3;
  text: string;
  id: string;
}

export interface RelatedPartsQuery {
  keyword?: string;
  categoryIds?: number[];
  categoryName?: string;
}

export interface ArticleData extends ArticleCardData {
  authorRole: string;
  updatedAt: string;
  words: number;
  /** Sanitized by the API (allowlist: no script, style, event handler, iframe or javascript: URL). */
  html: string;
  toc: TocEntry[];
  topics: Array<{ handle: string; name: string }>;
  related: ArticleCardData[];
  relatedParts: RelatedPartsQuery | null;
}

export interface NamedGroup {
  handle: string;
  name: string;
  description: string;
}

export type CategoryPageData = ArticlePageData & { category: NamedGroup };
export type TopicPageData = ArticlePageData & { topic: NamedGroup };

/**
 * One blog answer through the route's loader (server-rendered, hydrated without a second call).
 * `notFound`: the API said there is no such thing (404), or the URL cannot name one (400).
 */
export function useBlogData<T>(key: string, path: string | undefined, query: QueryParams | undefined, fallback: string) {
  const api = useApi();
  const answer = useApiData<T | undefined>(`blog:${key}`, () => (path ? api.get<T>(`${BLOG_API}${path}`, query) : Promise.resolve(undefined)), fallback);
  const notFound = !path || answer.status === 404 || answer.status === 400;
  return { ...answer, notFound };
}
