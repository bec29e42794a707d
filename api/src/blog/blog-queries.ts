import type { Database } from '../db/client';
import type { ArticleCard, ArticlePage, BlogHome, RelatedParts } from './blog-views';
import { countWords, readingMinutes } from './markdown/render-markdown';

/** Articles a page lists (spec §2 /blogs/list: 12 a page). */
export const BLOG_PAGE_SIZE = 12;
export const HOME_LATEST = 6;
export const RELATED_ARTICLES = 3;

interface CardRow {
  id: string;
  title: string;
  summary: string;
  category_handle: string;
  category_name: string;
  author_name: string;
  published: string;
  featured: boolean;
  body_markdown: string;
}

const CARD_COLUMNS = `a.id, a.title, a.summary, a.category_handle, c.name as category_name, a.author_name,
  to_char(a.published_at at time zone 'UTC', 'YYYY-MM-DD') as published, a.featured, a.body_markdown`;
const FROM = 'from blog_article a join blog_category c on c.handle = a.category_handle';
/** Scheduled articles (published_at still ahead) are not shown anywhere. */
const LIVE = 'a.published_at <= now()';
const NEWEST = 'order by a.published_at desc, a.id';

export function cardOf(row: CardRow): ArticleCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: { handle: row.category_handle, name: row.category_name },
    author: row.author_name,
    publishedAt: row.published,
    readingMinutes: readingMinutes(countWords(row.body_markdown)),
    featured: row.featured,
  };
}

/** One page of live articles matching `where` (SQL over `a`, parameters from $1). Undefined: no such page. */
async function pageOf(database: Database, page: number, where: string, params: unknown[]): Promise<ArticlePage | undefined> {
  const filter = `${LIVE}${where ? ` and ${where}` : ''}`;
  const [{ total }] = (await database.query<{ total: number }>(`select count(*)::int as total from blog_article a where ${filter}`, params)) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > pages) return undefined;
  const n = params.length;
  const rows = await database.query<CardRow>(`select ${CARD_COLUMNS} ${FROM} where ${filter} ${NEWEST} limit $${n + 1} offset $${n + 2}`, [
    ...params,
    BLOG_PAGE_SIZE,
    (page - 1) * BLOG_PAGE_SIZE,
  ]);
  return { list: rows.map(cardOf), page, size: BLOG_PAGE_SIZE, total, pages };
}

export const articlesPage = (database: Database, page: number) => pageOf(database, page, '', []);

export const categoryArticlesPage = (database: Database, handle: string, page: number) => pageOf(database, page, 'a.category_handle = $1', [handle]);

export const topicArticlesPage = (database: Database, handle: string, page: number) =>
  pageOf(database, page, 'exists (select 1 from blog_article_topic t where t.article_id = a.id and t.topic_handle = $1)', [handle]);

export async function findCategory(database: Database, handle: string) {
  const rows = await database.query<{ handle: string; name: string; description: string }>('select handle, name, description from blog_category where handle = $1', [handle]);
  return rows[0];
}

export async function findTopic(database: Database, handle: string) {
  const rows = await database.query<{ handle: string; name: string; description: string }>('select handle, name, description from blog_topic where handle = $1', [handle]);
  return rows[0];
}

export async function blogHome(database: Database): Promise<BlogHome> {
  const featuredRows = await database.query<CardRow>(`select ${CARD_COLUMNS} ${FROM} where ${LIVE} ${NEWEST.replace('order by', 'order by a.featured desc,')} limit 1`);
  const featured = featuredRows[0] ? cardOf(featuredRows[0]) : null;
  const latest = await database.query<CardRow>(`select ${CARD_COLUMNS} ${FROM} where ${LIVE} and a.id <> $1 ${NEWEST} limit $2`, [featured?.id ?? '', HOME_LATEST]);
  const categories = await database.query<{ handle: string; name: string; description: string; article_count: number }>(
    `select c.handle, c.name, c.description, count(a.id)::int as article_count
     from blog_category c left join blog_article a on a.category_handle = c.handle and ${LIVE}
     group by c.handle order by c.sort, c.name`,
  );
  const topics = await database.query<{ handle: string; name: string; article_count: number }>(
    `select k.handle, k.name, count(a.id)::int as article_count
     from blog_topic k left join blog_article_topic t on t.topic_handle = k.handle left join blog_article a on a.id = t.article_id and ${LIVE}
     group by k.handle order by count(a.id) desc, k.name`,
  );
  return {
    featured,
    latest: latest.map(cardOf),
    categories: categories.map((c) => ({ handle: c.handle, name: c.name, description: c.description, articleCount: c.article_count })),
    topics: topics.map((t) => ({ handle: t.handle, name: t.name, articleCount: t.article_count })),
  };
}

export interface ArticleRow extends CardRow {
  author_role: string;
  updated: string;
  parts_keyword: string;
  parts_category: string;
}

export async function findArticle(database: Database, id: string): Promise<ArticleRow | undefined> {
  const rows = await database.query<ArticleRow>(
    `select ${CARD_COLUMNS}, a.author_role, to_char(a.updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated, a.parts_keyword, a.parts_category
     ${FROM} where a.id = $1 and ${LIVE}`,
    [id],
  );
  return rows[0];
}

export function articleTopics(database: Database, id: string) {
  return database.query<{ handle: string; name: string }>(
    'select k.handle, k.name from blog_article_topic t join blog_topic k on k.handle = t.topic_handle where t.article_id = $1 order by k.name',
    [id],
  );
}

/** Other live articles, those sharing the category and most topics first, then the newest. */
export async function relatedArticles(database: Database, article: { id: string; category_handle: string }): Promise<ArticleCard[]> {
  const rows = await database.query<CardRow>(
    `select ${CARD_COLUMNS} ${FROM}
     where ${LIVE} and a.id <> $1
     order by (case when a.category_handle = $2 then 2 else 0 end)
       + (select count(*) from blog_article_topic t join blog_article_topic mine on mine.topic_handle = t.topic_handle and mine.article_id = $1 where t.article_id = a.id) desc,
       a.published_at desc, a.id
     limit $3`,
    [article.id, article.category_handle, RELATED_ARTICLES],
  );
  return rows.map(cardOf);
}

/**
 * The article's parts query: its catalog category (looked up by url handle) when it names one that
 * exists, else its keyword. Not both: the two together (AND) can leave the strip empty.
 */
export async function relatedParts(database: Database, row: Pick<ArticleRow, 'parts_keyword' | 'parts_category'>): Promise<RelatedParts | null> {
  const found = row.parts_category ? await database.query<{ id: number; name: string }>('select id, name from category where url_handle = $1', [row.parts_category]) : [];
  const category = found[0];
  if (category) return { categoryIds: [Number(category.id)], categoryName: category.name };
  const keyword = row.parts_keyword.trim();
  return keyword ? { keyword } : null;
}
