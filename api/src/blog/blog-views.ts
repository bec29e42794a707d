import type { TocEntry } from './markdown/render-markdown';

/** What the blog pages get (mfe-content/src/blog/blog-api.ts mirrors these shapes). */
export interface BlogCategoryRef {
  handle: string;
  name: string;
}

export interface ArticleCard {
  id: string;
  title: string;
  summary: string;
  category: BlogCategoryRef;
  author: string;
  /** YYYY-MM-DD (UTC). */
  publishedAt: string;
  readingMinutes: number;
  featured: boolean;
}

export interface ArticlePage {
  list: ArticleCard[];
  page: number;
  size: number;
  total: number;
  pages: number;
}

export interface BlogHome {
  /** The newest featured article (the newest article when none is featured); null on an empty blog. */
  featured: ArticleCard | null;
  latest: ArticleCard[];
  categories: Array<BlogCategoryRef & { description: string; articleCount: number }>;
  topics: Array<{ handle: string; name: string; articleCount: number }>;
}

/** The catalog query of an article's related parts (catalog's `./parts-strip` props). */
export interface RelatedParts {
  keyword?: string;
  categoryIds?: number[];
  /** The catalog category's name, when the article names one. */
  categoryName?: string;
}

export interface ArticleView extends ArticleCard {
  authorRole: string;
  updatedAt: string;
  words: number;
  /** Sanitized HTML of the Markdown body. */
  html: string;
  toc: TocEntry[];
  topics: Array<{ handle: string; name: string }>;
  related: ArticleCard[];
  relatedParts: RelatedParts | null;
}
