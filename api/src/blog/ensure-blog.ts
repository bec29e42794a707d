import type { Database } from '../db/client';
import { blogArticles, blogArticleTopics, blogCategories, blogTopics } from '../db/schema';
import { readArticleFiles, type ArticleSeed } from './article-files';
import { BLOG_CATEGORIES, BLOG_TOPICS } from './blog-taxonomy';

/** Noon UTC of the article's date: the same calendar day in every US and Canadian time zone. */
export const publishedAtOf = (seed: Pick<ArticleSeed, 'published'>) => new Date(`${seed.published}T12:00:00Z`);

/**
 * Writes the blog's categories, topics and articles that are missing (every start, any dataset, like
 * the member programme). Rows already there are kept: an article edited in the database stays edited.
 */
export async function ensureBlog(database: Database, seeds: ArticleSeed[] = readArticleFiles()): Promise<void> {
  const { db } = database;
  await db.insert(blogCategories).values([...BLOG_CATEGORIES]).onConflictDoNothing();
  await db.insert(blogTopics).values([...BLOG_TOPICS]).onConflictDoNothing();
  if (seeds.length === 0) return;
  const added = await db
    .insert(blogArticles)
    .values(
      seeds.map((s) => ({
        id: s.id,
        title: s.title,
        summary: s.summary,
        bodyMarkdown: s.body,
        categoryHandle: s.category,
        authorName: s.author,
        authorRole: s.authorRole,
        publishedAt: publishedAtOf(s),
        updatedAt: publishedAtOf(s),
        featured: s.featured,
        partsKeyword: s.partsKeyword,
        partsCategory: s.partsCategory,
      })),
    )
    .onConflictDoNothing()
    .returning();
  // Topics only for articles written now: an existing article's topics are the database's.
  const fresh = new Set(added.map((a) => a.id));
  const links = seeds.filter((s) => fresh.has(s.id)).flatMap((s) => s.topics.map((topicHandle) => ({ articleId: s.id, topicHandle })));
  if (links.length) await db.insert(blogArticleTopics).values(links).onConflictDoNothing();
}
